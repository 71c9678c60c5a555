/**
 * The eligibility checker's rules. Each rule uses only a criterion that data/va/entitlements.json
 * states for that benefit, and says which of the veteran's answers it used. Nothing here decides
 * eligibility: a result is either "your answers meet the criteria this page can check" or "worth
 * checking", and every result names what VA (or the agency) still checks.
 */
import { post911, post911Percentage } from '../../lib/post911Tiers';

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
  /** Why it is listed, from the answers, in plain words. */
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
  a.discharge === 'unknown'
    ? 'You did not say how you were discharged; this benefit needs a discharge other than dishonorable.'
    : 'Your discharge is other than dishonorable.';
const ratingWhy = (a: EligibilityAnswers) =>
  `You have a VA service-connected rating of ${a.rating}%.`;

/** The usual rule: when the answers pass `test`, the benefit is worth checking, for `why`. */
const worthChecking =
  (
    id: string,
    test: (a: EligibilityAnswers) => boolean,
    why: (a: EligibilityAnswers) => string[],
    stillChecked: string,
  ): Rule =>
  (a) =>
    test(a) ? { id, fit: 'check', why: why(a), stillChecked } : null;

export const eligibilityRules: Rule[] = [
  worthChecking(
    'disability_compensation',
    (a) => a.role === 'veteran' && notDishonorable(a),
    (a) => [dischargeWhy(a)],
    'A current illness or injury, and a link between it and your service. Money starts at a 10% rating.',
  ),
  worthChecking(
    'tdiu',
    (a) => a.role === 'veteran' && a.rating !== null && a.rating >= 60,
    (a) => [ratingWhy(a)],
    'That you cannot keep substantially gainful work because of service-connected disability, and that one disability is rated 60% or more, or two or more with one at 40% or more and a combined 70% or more.',
  ),
  worthChecking(
    'smc',
    (a) => a.rating !== null && a.rating > 0 && a.role === 'veteran',
    (a) => [ratingWhy(a)],
    'Whether you have one of the specific severe losses it pays for.',
  ),
  worthChecking(
    'veterans_pension',
    (a) => a.role === 'veteran' && notDishonorable(a) && a.wartimeService && a.pensionSituation,
    () => [
      'You served during a wartime period.',
      'You are 65 or older, live in a nursing home, receive SSDI or SSI, or are permanently and totally disabled.',
    ],
    'Your income and net worth against the limits set by Congress, and the length of your service.',
  ),
  worthChecking(
    'dic',
    (a) => a.role === 'family' && a.veteranDied,
    () => [
      'The service member or veteran died in the line of duty or of a service-connected condition.',
    ],
    'Your relationship to them and, for a spouse, the marriage and remarriage rules.',
  ),
  (a) => {
    const share = a.daysAfter911 !== null ? post911Percentage(a.daysAfter911) : null;
    if (servedOrServing(a) && share !== null) {
      return {
        id: 'post911_gi_bill',
        fit: 'meets',
        why: [
          `${a.daysAfter911} days of active duty on or after September 11, 2001: the ${share}% tier.`,
        ],
        stillChecked: 'Your service record, and any time limit for using the benefit.',
      };
    }
    if (servedOrServing(a) && a.purpleHeart) {
      return {
        id: 'post911_gi_bill',
        fit: 'check',
        why: [
          `You received a Purple Heart. One awarded on or after September 11, 2001 qualifies at ${post911.purpleHeartOrDisabilityShare}%.`,
        ],
        stillChecked: 'The date of the award.',
      };
    }
    return null;
  },
  worthChecking(
    'mgib_ad',
    (a) =>
      servedOrServing(a) &&
      a.enteredActiveDuty > '1985-06-30' &&
      a.discharge !== 'dishonorable' &&
      (a.discharge === 'honorable' || a.discharge === 'unknown'),
    () => ['You entered active duty after June 30, 1985.'],
    'That your pay was reduced $100 a month for 12 months, an honorable discharge, and a high school diploma or GED.',
  ),
  worthChecking(
    'mgib_sr',
    (a) => servedOrServing(a) && a.selectedReserve,
    () => ['You serve or served in the Selected Reserve.'],
    'A six-year obligation, completed initial active duty for training and a high school diploma.',
  ),
  worthChecking(
    'dea_ch35',
    (a) => a.role === 'family' && (a.veteranDied || a.veteranTotallyDisabled),
    (a) => [
      a.veteranDied
        ? 'The service member or veteran died in the line of duty or of a service-connected condition.'
        : 'The veteran is permanently and totally disabled due to service-connected disability.',
    ],
    'Your relationship to them; children using it must give up DIC while they do.',
  ),
  worthChecking(
    'fry_scholarship',
    (a) => a.role === 'family' && a.veteranDied,
    () => [
      'The service member or veteran died in the line of duty or of a service-connected condition.',
    ],
    'That the death was on or after September 11, 2001, and that you are a child or surviving spouse.',
  ),
  (a) =>
    a.role === 'veteran' && notDishonorable(a) && a.rating !== null && a.rating >= 10
      ? {
          id: 'vre_ch31',
          fit: a.discharge === 'unknown' ? 'check' : 'meets',
          why: [dischargeWhy(a), ratingWhy(a)],
          stillChecked: 'You must apply; a counselor decides what help you get.',
        }
      : null,
  worthChecking(
    'home_loan',
    (a) => servedOrServing(a),
    () => ['You serve or served.'],
    'A Certificate of Eligibility, which needs a minimum length of service that depends on when you served; lenders also check credit and income.',
  ),
  worthChecking(
    'adapted_housing_grants',
    (a) => a.rating !== null && a.rating > 0 && a.role === 'veteran',
    (a) => [ratingWhy(a)],
    'Whether you have one of the severe service-connected disabilities it covers.',
  ),
  worthChecking(
    'health_care',
    (a) => a.role === 'veteran' && notDishonorable(a),
    (a) => [dischargeWhy(a)],
    'Your length of service: generally 24 continuous months or the full period you were called for, if you enlisted after September 7, 1980 or entered active duty after October 16, 1981, with exceptions.',
  ),
  (a) => {
    const group = a.role === 'veteran' ? priorityGroup(a) : null;
    if (group === null) return null;
    const reasons = [
      rated(a) ? ratingWhy(a) : null,
      a.medalOfHonor ? 'You received the Medal of Honor.' : null,
      a.formerPow ? 'You are a former prisoner of war.' : null,
      a.purpleHeart ? 'You received a Purple Heart.' : null,
    ].filter((r): r is string => r !== null);
    return {
      id: 'health_priority_groups',
      fit: 'check',
      why: [
        ...reasons,
        `On VA's list, these answers fit priority group ${group} (group 1 comes first); other facts can place you in a group that comes earlier.`,
      ],
      stillChecked: 'Your enrollment in VA health care; VA assigns the group.',
    };
  },
  worthChecking(
    'valife',
    (a) => rated(a) && a.role === 'veteran',
    (a) => [ratingWhy(a)],
    'Your age: no time limit to apply at 80 or younger; other rules at 81 or older.',
  ),
  worthChecking(
    'vgli_sgli_vmli',
    (a) => a.role === 'veteran',
    () => ['You left service.'],
    'VGLI must be applied for within 1 year and 120 days of leaving service.',
  ),
  worthChecking(
    'burial',
    (a) => a.role === 'family',
    () => ['You are a family member.'],
    "The veteran's discharge (other than dishonorable) and whether the death was service-connected or they received VA compensation or pension.",
  ),
  (a) =>
    a.militaryRetiree && a.rating !== null && a.rating >= 50
      ? {
          id: 'crdp',
          fit: 'meets',
          why: ['You are a military retiree.', ratingWhy(a)],
          stillChecked:
            'DFAS checks your retired pay; Chapter 61 disability retirees need 20 or more years.',
        }
      : null,
  (a) => {
    if (a.role !== 'veteran') return null;
    const reasons = [
      rated(a) ? ratingWhy(a) : null,
      a.purpleHeart ? 'You received a Purple Heart.' : null,
      a.formerPow ? 'You are a former prisoner of war.' : null,
      a.medalOfHonor ? 'You received the Medal of Honor.' : null,
    ].filter((r): r is string => r !== null);
    return reasons.length
      ? {
          id: 'commissary_exchange',
          fit: 'meets',
          why: reasons,
          stillChecked: 'A credential, usually the VA Health ID Card.',
        }
      : null;
  },
  worthChecking(
    'state_property_tax',
    (a) => a.rating !== null && a.rating >= 10 && a.role === 'veteran',
    (a) => [ratingWhy(a)],
    'Your state’s own rules, usually tied to your rating and your home.',
  ),
];

export function checkEligibility(answers: EligibilityAnswers): EligibilityResult[] {
  return eligibilityRules
    .map((rule) => rule(answers))
    .filter((r): r is EligibilityResult => r !== null);
}
