import { currentLanguage, currentLocale } from './i18n';

/** US states, DC and the territories, by USPS code: state filters and state fields. */
export const usStates: readonly { code: string; name: string }[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
].map(([code, name]) => ({ code: code ?? '', name: name ?? '' }));

/**
 * The names Spanish gives where they differ from English, as USAGov en Español writes them
 * (issue 35); the others (Texas, Florida, Puerto Rico…) are the same in both.
 */
const spanishNames: Readonly<Record<string, string>> = {
  DC: 'Distrito de Columbia',
  HI: 'Hawái',
  LA: 'Luisiana',
  MI: 'Míchigan',
  MS: 'Misisipi',
  MO: 'Misuri',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  OR: 'Oregón',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  WV: 'Virginia Occidental',
  AS: 'Samoa Estadounidense',
  MP: 'Islas Marianas del Norte',
  VI: 'Islas Vírgenes de EE. UU.',
};

const nameIn = (code: string, name: string) =>
  (currentLanguage() === 'es' && spanishNames[code]) || name;

export function stateName(code: string | null | undefined): string | null {
  if (!code) return null;
  const state = usStates.find((s) => s.code === code);
  return state ? nameIn(state.code, state.name) : code;
}

/** Sorted once per language: each comparison with a locale built a collator (40 ms of /services loading at 4x CPU). */
const sortedOptions = new Map<string, { value: string; label: string }[]>();

/** The choices of a state select in the page's language: the states and DC by name, then the territories. */
export function stateOptions(): { value: string; label: string }[] {
  const locale = currentLocale();
  let sorted = sortedOptions.get(locale);
  if (!sorted) {
    const options = usStates.map((s) => ({ value: s.code, label: nameIn(s.code, s.name) }));
    const collator = new Intl.Collator(locale);
    const states = options.slice(0, 51).sort((a, b) => collator.compare(a.label, b.label));
    sorted = [...states, ...options.slice(51)];
    sortedOptions.set(locale, sorted);
  }
  return sorted.map((option) => ({ ...option }));
}
