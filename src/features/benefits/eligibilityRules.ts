/**
 * The eligibility checker's rules. Each rule uses only a criterion that data/va/entitlements.json
 * states for that benefit, and says which of the veteran's answers it used. Nothing here decides
 * eligibility: a result is either "your answers meet the criteria this page can check" or "worth
 * checking", and every result names what VA (or the agency) still checks.
 */
import { currentLocale } from '../../lib/i18n';
import { post911, post911Percentage } from '../../lib/post911Tiers';
import { readableDate } from '../../lib/longDate';
import { t } from './words';

export type Role = 'veteran' | 'serviceMember' | 'family';
export type Discharge = 'honorable' | 'general' | 'otherThanHonorable' | 'dishonorable' | 'unknown';

export interface EligibilityAnswers {
  role: Role;
  discharge: Discharge;
  /** Combined service-connected rating 0–100, or null for none. */
  rating: number | null;
  /** Days of active duty on or after 2001-09-11 (aggregate), or null when not given. */
  daysAfter911: number | null;
  /** First entry on active duty, YYYY-MM-DD, or '' when not given. */
  enteredActiveDuty: string;
  wartimeService: boolean;
  /** 65 or older, in a nursing home, receiving SSDI or SSI, or permanently and totally disabled. */
  pensionSituation: boolean;
  purpleHeart: boolean;
  formerPow: boolean;
  medalOfHonor: boolean;
  militaryRetiree: boolean;
  selectedReserve: boolean;
  /** Family only: the veteran or service member died in the line of duty or of an SC condition. */
  veteranDied: boolean;
  /** Family only: the veteran is permanently and totally disabled due to SC disability. */
  veteranTotallyDisabled: boolean;
}

export const emptyAnswers: EligibilityAnswers = {
  role: 'veteran',
  discharge: 'unknown',
  rating: null,
  daysAfter911: null,
  enteredActiveDuty: '',
  wartimeService: false,
  pensionSituation: false,
  purpleHeart: false,
  formerPow: false,
  medalOfHonor: false,
  militaryRetiree: false,
  selectedReserve: false,
  veteranDied: false,
  veteranTotallyDisabled: false,
};

export type Fit = 'meets' | 'check';

export interface EligibilityResult {
  id: string;
  fit: Fit;
  /** Why it is listed, from the answers, in plain words of the page's language. */
  why: string[];
  /** What this page cannot check and VA still decides. */
  stillChecked: string;
}

/** Priority group from the rating and awards, per entitlements.json (PG1–PG3 criteria only). */
export function priorityGroup(a: EligibilityAnswers): number | null {
  if ((a.rating !== null && a.rating >= 50) || a.medalOfHonor) return 1;
  if (a.rating !== null && a.rating >= 30) return 2;
  if ((a.rating !== null && a.rating >= 10) || a.formerPow || a.purpleHeart) return 3;
  return null;
}

type Rule = (a: EligibilityAnswers) => EligibilityResult | null;

const notDishonorable = (a: EligibilityAnswers) => a.discharge !== 'dishonorable';
const servedOrServing = (a: EligibilityAnswers) => a.role !== 'family';
const rated = (a: EligibilityAnswers) => a.rating !== null;
const dischargeWhy = (a: EligibilityAnswers) =>
  t(a.discharge === 'unknown' ? 'benefits.rules.dischargeUnknown' : 'benefits.rules.dischargeOk');
const ratingWhy = (a: EligibilityAnswers) => t('benefits.rules.rating', { rating: a.rating ?? 0 });
const becauseOfRating = (a: EligibilityAnswers) => [ratingWhy(a)];
/** A veteran with a rating above 0%: a service-connected disability VA has rated. */
const ratedVeteran = (a: EligibilityAnswers) =>
  a.rating !== null && a.rating > 0 && a.role === 'veteran';
const diedWhy = () => t('benefits.rules.died');

const awardWhy = {
  medalOfHonor: 'benefits.rules.medalOfHonor',
  formerPow: 'benefits.rules.formerPow',
  purpleHeart: 'benefits.rules.purpleHeart',
} as const;

/** The rating, then the awards the answers have, in the order the rule lists them. */
const ratingAndAwards = (a: EligibilityAnswers, awards: readonly (keyof typeof awardWhy)[]) => [
  ...(rated(a) ? [ratingWhy(a)] : []),
  ...awards.filter((award) => a[award]).map((award) => t(awardWhy[award])),
];

/**
 * The figures and dates the rules' words state, as entitlements.json states them for each
 * benefit (dates YYYY-MM-DD, shown through readableDate).
 */
const FIGURES = {
  moneyFrom: 10,
  tdiu: { one: 60, twoOne: 40, combined: 70 },
  pensionAge: 65,
  post911From: '2001-09-11',
  mgibAfter: '1985-06-30',
  mgibPay: { dollars: 100, months: 12 },
  healthEnlistedAfter: '1980-09-07',
  healthEnteredAfter: '1981-10-16',
  healthMonths: 24,
  valifeAge: { young: 80, old: 81 },
  vgli: { years: 1, days: 120 },
  crdp: { rating: 50, chapter: 61, years: 20 },
} as const;

const dollars = (n: number) =>
  new Intl.NumberFormat(currentLocale(), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(n);

/** The usual rule: when the answers pass `test`, the benefit is worth checking, for `why`. */
const worthChecking =
  (
    id: string,
    test: (a: EligibilityAnswers) => boolean,
    why: (a: EligibilityAnswers) => string[],
    stillChecked: () => string,
  ): Rule =>
  (a) =>
    test(a) ? { id, fit: 'check', why: why(a), stillChecked: stillChecked() } : null;

export const eligibilityRules: Rule[] = [
  worthChecking(
    'disability_compensation',
    (a) => a.role === 'veteran' && notDishonorable(a),
    (a) => [dischargeWhy(a)],
    () => t('benefits.rules.compensation', { rating: FIGURES.moneyFrom }),
  ),
  worthChecking(
    'tdiu',
    (a) => a.role === 'veteran' && a.rating !== null && a.rating >= FIGURES.tdiu.one,
    becauseOfRating,
    () => t('benefits.rules.tdiu', FIGURES.tdiu),
  ),
  worthChecking('smc', ratedVeteran, becauseOfRating, () => t('benefits.rules.smc')),
  worthChecking(
    'veterans_pension',
    (a) => a.role === 'veteran' && notDishonorable(a) && a.wartimeService && a.pensionSituation,
    () => [
      t('benefits.rules.wartime'),
      t('benefits.rules.pensionSituation', { age: FIGURES.pensionAge }),
    ],
    () => t('benefits.rules.pension'),
  ),
  worthChecking(
    'dic',
    (a) => a.role === 'family' && a.veteranDied,
    () => [diedWhy()],
    () => t('benefits.rules.dic'),
  ),
  (a) => {
    const share = a.daysAfter911 !== null ? post911Percentage(a.daysAfter911) : null;
    const date = readableDate(FIGURES.post911From);
    if (servedOrServing(a) && share !== null) {
      return {
        id: 'post911_gi_bill',
        fit: 'meets',
        why: [t('benefits.rules.post911Days', { days: a.daysAfter911 ?? 0, date, share })],
        stillChecked: t('benefits.rules.post911Still'),
      };
    }
    if (servedOrServing(a) && a.purpleHeart) {
      return {
        id: 'post911_gi_bill',
        fit: 'check',
        why: [
          t('benefits.rules.post911PurpleHeart', {
            date,
            share: post911.purpleHeartOrDisabilityShare,
          }),
        ],
        stillChecked: t('benefits.rules.post911PurpleHeartStill'),
      };
    }
    return null;
  },
  worthChecking(
    'mgib_ad',
    (a) =>
      servedOrServing(a) &&
      a.enteredActiveDuty > FIGURES.mgibAfter &&
      a.discharge !== 'dishonorable' &&
      (a.discharge === 'honorable' || a.discharge === 'unknown'),
    () => [t('benefits.rules.mgibAd', { date: readableDate(FIGURES.mgibAfter) })],
    () =>
      t('benefits.rules.mgibAdStill', {
        amount: dollars(FIGURES.mgibPay.dollars),
        months: FIGURES.mgibPay.months,
      }),
  ),
  worthChecking(
    'mgib_sr',
    (a) => servedOrServing(a) && a.selectedReserve,
    () => [t('benefits.rules.selectedReserve')],
    () => t('benefits.rules.mgibSrStill'),
  ),
  worthChecking(
    'dea_ch35',
    (a) => a.role === 'family' && (a.veteranDied || a.veteranTotallyDisabled),
    (a) => [a.veteranDied ? diedWhy() : t('benefits.rules.totallyDisabled')],
    () => t('benefits.rules.deaStill'),
  ),
  worthChecking(
    'fry_scholarship',
    (a) => a.role === 'family' && a.veteranDied,
    () => [diedWhy()],
    () => t('benefits.rules.fryStill', { date: readableDate(FIGURES.post911From) }),
  ),
  (a) =>
    a.role === 'veteran' && notDishonorable(a) && a.rating !== null && a.rating >= 10
      ? {
          id: 'vre_ch31',
          fit: a.discharge === 'unknown' ? 'check' : 'meets',
          why: [dischargeWhy(a), ratingWhy(a)],
          stillChecked: t('benefits.rules.vreStill'),
        }
      : null,
  worthChecking(
    'home_loan',
    (a) => servedOrServing(a),
    () => [t('benefits.rules.served')],
    () => t('benefits.rules.homeLoanStill'),
  ),
  worthChecking('adapted_housing_grants', ratedVeteran, becauseOfRating, () =>
    t('benefits.rules.adaptedStill'),
  ),
  worthChecking(
    'health_care',
    (a) => a.role === 'veteran' && notDishonorable(a),
    (a) => [dischargeWhy(a)],
    () =>
      t('benefits.rules.healthStill', {
        months: FIGURES.healthMonths,
        enlisted: readableDate(FIGURES.healthEnlistedAfter),
        entered: readableDate(FIGURES.healthEnteredAfter),
      }),
  ),
  (a) => {
    const group = a.role === 'veteran' ? priorityGroup(a) : null;
    if (group === null) return null;
    const reasons = ratingAndAwards(a, ['medalOfHonor', 'formerPow', 'purpleHeart']);
    return {
      id: 'health_priority_groups',
      fit: 'check',
      why: [...reasons, t('benefits.rules.priorityGroup', { group, first: 1 })],
      stillChecked: t('benefits.rules.priorityStill'),
    };
  },
  worthChecking(
    'valife',
    (a) => rated(a) && a.role === 'veteran',
    becauseOfRating,
    () => t('benefits.rules.valifeStill', FIGURES.valifeAge),
  ),
  worthChecking(
    'vgli_sgli_vmli',
    (a) => a.role === 'veteran',
    () => [t('benefits.rules.leftService')],
    () => t('benefits.rules.vgliStill', FIGURES.vgli),
  ),
  worthChecking(
    'burial',
    (a) => a.role === 'family',
    () => [t('benefits.rules.family')],
    () => t('benefits.rules.burialStill'),
  ),
  (a) =>
    a.militaryRetiree && a.rating !== null && a.rating >= FIGURES.crdp.rating
      ? {
          id: 'crdp',
          fit: 'meets',
          why: [t('benefits.rules.retiree'), ratingWhy(a)],
          stillChecked: t('benefits.rules.crdpStill', FIGURES.crdp),
        }
      : null,
  (a) => {
    if (a.role !== 'veteran') return null;
    const reasons = ratingAndAwards(a, ['purpleHeart', 'formerPow', 'medalOfHonor']);
    return reasons.length
      ? {
          id: 'commissary_exchange',
          fit: 'meets',
          why: reasons,
          stillChecked: t('benefits.rules.commissaryStill'),
        }
      : null;
  },
  worthChecking(
    'state_property_tax',
    (a) => a.rating !== null && a.rating >= 10 && a.role === 'veteran',
    becauseOfRating,
    () => t('benefits.rules.stateStill'),
  ),
];

export function checkEligibility(answers: EligibilityAnswers): EligibilityResult[] {
  return eligibilityRules
    .map((rule) => rule(answers))
    .filter((r): r is EligibilityResult => r !== null);
}
