/** What the backup panel says about a refused file and about what restoring will do. */
import type { BackupProblem } from '../../data/backup/backupFile';
import type { RestorePlan } from '../../data/backup/restoreBackup';
import { formatCount } from '../../lib/counts';
import { t } from './words';

export function problemWords(problem: BackupProblem): string {
  switch (problem.kind) {
    case 'too-large':
      return t('components.backup.tooLarge');
    case 'not-vethub':
      return t('components.backup.notVethub');
    case 'newer':
      return t('components.backup.newer', { version: problem.version });
    case 'damaged':
      return t('components.backup.damaged', { part: partWords(problem.where) });
  }
}

/** "claims.0.step" → "claim 1": the damaged part as a person counts. */
function partWords(where: string): string {
  const [part, index] = where.split('.');
  const nth = Number(index) + 1;
  if (part === 'claims' && nth) return t('components.backup.part.claim', { n: formatCount(nth) });
  if (part === 'saved' && nth) return t('components.backup.part.saved', { n: formatCount(nth) });
  if (part === 'settings') return t('components.backup.part.settings');
  return t('components.backup.part.heading');
}

/** A count's two arguments: `n` chooses the plural, `count` is the figure as pages write it. */
const counted = (n: number) => ({ n, count: formatCount(n) });

/** One line for each thing restoring would do, in the order the panel lists them. */
export function planLines(plan: RestorePlan): string[] {
  const lines: string[] = [];
  if (plan.claimsAdded)
    lines.push(t('components.backup.plan.addClaims', counted(plan.claimsAdded)));
  if (plan.claimsReplaced) {
    lines.push(t('components.backup.plan.updateClaims', counted(plan.claimsReplaced)));
  }
  if (plan.claimsKept) lines.push(t('components.backup.plan.keepClaims', counted(plan.claimsKept)));
  if (plan.savedAdded) lines.push(t('components.backup.plan.addSaved', counted(plan.savedAdded)));
  if (plan.savedAlready) {
    lines.push(t('components.backup.plan.skipSaved', counted(plan.savedAlready)));
  }
  const { textSize, highContrast, deadlineReminders } = plan.settings;
  const settings = [
    textSize === undefined ? null : t('components.backup.setting.textSize', { size: textSize }),
    highContrast === undefined
      ? null
      : t(
          highContrast
            ? 'components.backup.setting.contrastOn'
            : 'components.backup.setting.contrastOff',
        ),
    deadlineReminders === undefined
      ? null
      : t(
          deadlineReminders
            ? 'components.backup.setting.remindersOn'
            : 'components.backup.setting.remindersOff',
        ),
  ].filter((s): s is string => s !== null);
  if (settings.length) {
    lines.push(t('components.backup.plan.settings', { settings: settings.join(', ') }));
  }
  return lines;
}

/** After restoring: "Restored 2 claims and 4 saved items." */
export function restoredWords(plan: RestorePlan): string {
  const claims = plan.claimsAdded + plan.claimsReplaced;
  return t('components.backup.restored', {
    claims,
    claimCount: formatCount(claims),
    saved: plan.savedAdded,
    savedCount: formatCount(plan.savedAdded),
  });
}
