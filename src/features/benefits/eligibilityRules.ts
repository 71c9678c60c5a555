/**
 * The eligibility checker's rules. Each rule uses only a criterion that data/va/entitlements.json
 * states for that benefit, and says which of the veteran's answers it used. Nothing here decides
 * eligibility: a result is either "your answers meet the criteria this page can check" or "worth
 * checking", and every result names what VA (or the agency) still checks.
 */

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

/** Post-9/11 GI Bill tiers exactly as entitlements.json lists them (days → percentage). */
const post911Tiers: [number, number][] = [
  [1095, 100],
  [910, 90],
  [730, 80],
  [545, 70],
  [180, 60],
  [90, 50],
];

export function post911Percentage(days: number): number | null {
  return post911Tiers.find(([min]) => days >= min)?.[1] ?? null;
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

export const eligibilityRules: Rule[] = [
  (a) =>
    a.role === 'veteran' && notDishonorable(a)
      ? {
          id: 'disability_compensation',
          fit: 'check',
          why: [dischargeWhy(a)],
          stillChecked:
            'A current illness or injury, and a link between it and your service. Money starts at a 10% rating.',
        }
      : null,
  (a) =>
    a.role === 'veteran' && a.rating !== null && a.rating >= 60
      ? {
          id: 'tdiu',
          fit: 'check',
          why: [ratingWhy(a)],
          stillChecked:
            'That you cannot keep substantially gainful work because of service-connected disability, and that one disability is rated 60% or more, or two or more with one at 40% or more and a combined 70% or more.',
        }
      : null,
  (a) =>
    a.rating !== null && a.rating > 0 && a.role === 'veteran'
      ? {
          id: 'smc',
          fit: 'check',
          why: [ratingWhy(a)],
          stillChecked: 'Whether you have one of the specific severe losses it pays for.',
        }
      : null,
  (a) =>
    a.role === 'veteran' && notDishonorable(a) && a.wartimeService && a.pensionSituation
      ? {
          id: 'veterans_pension',
          fit: 'check',
          why: [
            'You served during a wartime period.',
            'You are 65 or older, live in a nursing home, receive SSDI or SSI, or are permanently and totally disabled.',
          ],
          stillChecked:
            'Your income and net worth against the limits set by Congress, and the length of your service.',
        }
      : null,
  (a) =>
    a.role === 'family' && a.veteranDied
      ? {
          id: 'dic',
          fit: 'check',
          why: [
            'The service member or veteran died in the line of duty or of a service-connected condition.',
          ],
          stillChecked:
            'Your relationship to them and, for a spouse, the marriage and remarriage rules.',
        }
      : null,
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
          'You received a Purple Heart. One awarded on or after September 11, 2001 qualifies at 100%.',
        ],
        stillChecked: 'The date of the award.',
      };
    }
    return null;
  },
  (a) =>
    servedOrServing(a) &&
    a.enteredActiveDuty > '1985-06-30' &&
    a.discharge !== 'dishonorable' &&
    (a.discharge === 'honorable' || a.discharge === 'unknown')
      ? {
          id: 'mgib_ad',
          fit: 'check',
          why: ['You entered active duty after June 30, 1985.'],
          stillChecked:
            'That your pay was reduced $100 a month for 12 months, an honorable discharge, and a high school diploma or GED.',
        }
      : null,
  (a) =>
    servedOrServing(a) && a.selectedReserve
      ? {
          id: 'mgib_sr',
          fit: 'check',
          why: ['You serve or served in the Selected Reserve.'],
          stillChecked:
            'A six-year obligation, completed initial active duty for training and a high school diploma.',
        }
      : null,
  (a) =>
    a.role === 'family' && (a.veteranDied || a.veteranTotallyDisabled)
      ? {
          id: 'dea_ch35',
          fit: 'check',
          why: [
            a.veteranDied
              ? 'The service member or veteran died in the line of duty or of a service-connected condition.'
              : 'The veteran is permanently and totally disabled due to service-connected disability.',
          ],
          stillChecked:
            'Your relationship to them; children using it must give up DIC while they do.',
        }
      : null,
  (a) =>
    a.role === 'family' && a.veteranDied
      ? {
          id: 'fry_scholarship',
          fit: 'check',
          why: [
            'The service member or veteran died in the line of duty or of a service-connected condition.',
          ],
          stillChecked:
            'That the death was on or after September 11, 2001, and that you are a child or surviving spouse.',
        }
      : null,
  (a) =>
    a.role === 'veteran' && notDishonorable(a) && a.rating !== null && a.rating >= 10
      ? {
          id: 'vre_ch31',
          fit: a.discharge === 'unknown' ? 'check' : 'meets',
          why: [dischargeWhy(a), ratingWhy(a)],
          stillChecked: 'You must apply; a counselor decides what help you get.',
        }
      : null,
  (a) =>
    servedOrServing(a)
      ? {
          id: 'home_loan',
          fit: 'check',
          why: ['You serve or served.'],
          stillChecked:
            'A Certificate of Eligibility, which needs a minimum length of service that depends on when you served; lenders also check credit and income.',
        }
      : null,
  (a) =>
    a.rating !== null && a.rating > 0 && a.role === 'veteran'
      ? {
          id: 'adapted_housing_grants',
          fit: 'check',
          why: [ratingWhy(a)],
          stillChecked:
            'Whether you have one of the severe service-connected disabilities it covers.',
        }
      : null,
  (a) =>
    a.role === 'veteran' && notDishonorable(a)
      ? {
          id: 'health_care',
          fit: 'check',
          why: [dischargeWhy(a)],
          stillChecked:
            'Your length of service: generally 24 continuous months or the full period you were called for, if you enlisted after September 7, 1980 or entered active duty after October 16, 1981, with exceptions.',
        }
      : null,
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
  (a) =>
    rated(a) && a.role === 'veteran'
      ? {
          id: 'valife',
          fit: 'check',
          why: [ratingWhy(a)],
          stillChecked:
            'Your age: no time limit to apply at 80 or younger; other rules at 81 or older.',
        }
      : null,
  (a) =>
    a.role === 'veteran'
      ? {
          id: 'vgli_sgli_vmli',
          fit: 'check',
          why: ['You left service.'],
          stillChecked: 'VGLI must be applied for within 1 year and 120 days of leaving service.',
        }
      : null,
  (a) =>
    a.role === 'family'
      ? {
          id: 'burial',
          fit: 'check',
          why: ['You are a family member.'],
          stillChecked:
            "The veteran's discharge (other than dishonorable) and whether the death was service-connected or they received VA compensation or pension.",
        }
      : null,
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
  (a) =>
    a.rating !== null && a.rating >= 10 && a.role === 'veteran'
      ? {
          id: 'state_property_tax',
          fit: 'check',
          why: [ratingWhy(a)],
          stillChecked: 'Your state’s own rules, usually tied to your rating and your home.',
        }
      : null,
];

export function checkEligibility(answers: EligibilityAnswers): EligibilityResult[] {
  return eligibilityRules
    .map((rule) => rule(answers))
    .filter((r): r is EligibilityResult => r !== null);
}
