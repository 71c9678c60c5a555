/** What the backup panel says about a refused file and about what restoring will do. */
import type { BackupProblem } from '../../data/backup/backupFile';
import type { RestorePlan } from '../../data/backup/restoreBackup';
import { formatCount } from '../../lib/counts';

const UNCHANGED = 'Nothing on this device was changed.';

export function problemWords(problem: BackupProblem): string {
  switch (problem.kind) {
    case 'too-large':
      return `This file is too large to be a VetHub backup. ${UNCHANGED}`;
    case 'not-vethub':
      return `This file is not a VetHub backup, or it is damaged. ${UNCHANGED} Choose the file VetHub saved for you: its name starts with vethub-backup and ends with the date it was saved.`;
    case 'newer':
      return `This backup was made by a newer version of VetHub (file version ${problem.version}). Reload VetHub to get the newest version, then try again. ${UNCHANGED}`;
    case 'damaged':
      return `Part of this backup is damaged (${partWords(problem.where)}), so none of it was restored. ${UNCHANGED}`;
  }
}

/** "claims.0.step" → "claim 1": the damaged part as a person counts. */
function partWords(where: string): string {
  const [part, index] = where.split('.');
  const nth = Number(index) + 1;
  if (part === 'claims' && nth) return `claim ${formatCount(nth)}`;
  if (part === 'saved' && nth) return `saved item ${formatCount(nth)}`;
  if (part === 'settings') return 'the settings';
  return "the file's heading";
}

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** One line for each thing restoring would do, in the order the panel lists them. */
export function planLines(plan: RestorePlan): string[] {
  const lines: string[] = [];
  if (plan.claimsAdded) lines.push(`Add ${count(plan.claimsAdded, 'claim', 'claims')}.`);
  if (plan.claimsReplaced) {
    lines.push(
      `Update ${count(plan.claimsReplaced, 'claim', 'claims')} with the backup's newer copy.`,
    );
  }
  if (plan.claimsKept) {
    lines.push(
      `Leave ${count(plan.claimsKept, 'claim', 'claims')} as ${plan.claimsKept === 1 ? 'it is' : 'they are'}: this device's copy is as new or newer.`,
    );
  }
  if (plan.savedAdded) lines.push(`Add ${count(plan.savedAdded, 'saved item', 'saved items')}.`);
  if (plan.savedAlready) {
    lines.push(`Skip ${count(plan.savedAlready, 'saved item', 'saved items')} already saved here.`);
  }
  const { textSize, highContrast, deadlineReminders } = plan.settings;
  const settings = [
    textSize === undefined ? null : `text size ${textSize} %`,
    highContrast === undefined ? null : `high contrast ${highContrast ? 'on' : 'off'}`,
    deadlineReminders === undefined
      ? null
      : `reminders of VA time limits ${deadlineReminders ? 'on' : 'off'}`,
  ].filter((s): s is string => s !== null);
  if (settings.length) lines.push(`Set ${settings.join(', ')}.`);
  return lines;
}

/** After restoring: "Restored 2 claims and 4 saved items." */
export function restoredWords(plan: RestorePlan): string {
  const claims = plan.claimsAdded + plan.claimsReplaced;
  return `Restored ${count(claims, 'claim', 'claims')} and ${count(plan.savedAdded, 'saved item', 'saved items')}, and your settings.`;
}
