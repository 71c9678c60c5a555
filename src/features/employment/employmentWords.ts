/**
 * Words the employment pages make from data: branch names, VR&E's name, the wage line and the
 * O*NET credit, in the page's language. The data's own titles and descriptions stay as it has
 * them; English says exactly what it said before (tests/unit/features/employment checks).
 */
import { vreChapter } from '../../lib/entitlements';
import { dataFacts } from '../../lib/dataFacts';
import { dataMonth } from '../../lib/longDate';
import { valueLabel } from '../../lib/options';
import type { Occupation } from './useOccupations';
import { t } from './words';

// Labels are message ids, by the branch as the crosswalk names it.
const BRANCHES = new Map([
  ['Army', 'employment.branch.army'],
  ['Marine Corps', 'employment.branch.marineCorps'],
  ['Navy', 'employment.branch.navy'],
  ['Air Force', 'employment.branch.airForce'],
  ['Space Force', 'employment.branch.spaceForce'],
  ['Coast Guard', 'employment.branch.coastGuard'],
]);

/** A branch as people read it; one with no message is shown as the data names it. */
export const branchName = valueLabel(BRANCHES, t);

/** VR&E's name, with the chapter data/va/entitlements.json gives. */
export const vreName = () => t('employment.vre', { chapter: vreChapter() });

/** The credit O*NET's licence asks for, naming the release in use (src/lib/dataFacts.ts). */
export function onetCreditText(): string {
  return t('employment.translator.onetCredit', { version: dataFacts.onetVersion });
}

/** The crosswalk's source line, naming the DMDC file and its month. */
export function crosswalkSourceText(): string {
  return t('employment.translator.crosswalkSource', {
    dated: dataMonth(dataFacts.crosswalkDated),
    file: dataFacts.crosswalkFile,
  });
}

/** The wage line, with its source, from the figures the data has. */
export function wageText(o: Occupation): string {
  if (o.medianWage !== null) {
    return t('employment.wage.median', { amount: `$${o.medianWage.toLocaleString('en-US')}` });
  }
  const topCoded = o.wageSource?.match(/at least (\$[\d,]+)\/yr/);
  if (topCoded?.[1]) return t('employment.wage.atLeast', { amount: topCoded[1] });
  if (o.wageSource?.includes('not available')) return t('employment.wage.notAvailable');
  return t('employment.wage.none');
}
