/**
 * The 22 VA benefits of data/va/entitlements.json (researched facts with their sources).
 * Pages link to the VA.gov page each entry names rather than re-stating figures.
 */
import raw from '../../data/va/entitlements.json';

export interface Entitlement {
  id: string;
  name: string;
  category: string;
  keyEligibility: string;
  keyNumbers: string | null;
  /** Absolute URL of the official page, or null when the data names none. */
  url: string | null;
  /** True when the research marked the item or its path unconfirmed: show "verify on VA.gov". */
  unconfirmed: boolean;
}

interface RawEntitlement {
  id: string;
  name: string;
  category: string;
  key_eligibility: string;
  key_numbers?: string;
  va_gov_path: string;
  status: string;
}

function officialUrl(path: string): string | null {
  const first = path.split(';')[0]?.trim() ?? '';
  if (first.startsWith('/')) return `https://www.va.gov${first}`;
  const absolute = first.match(/https:\/\/\S+/);
  if (absolute) return absolute[0];
  const bareHost = first.match(/\(\w+\)\s*([a-z0-9.-]+\.(?:mil|gov)\/\S*)/i);
  return bareHost?.[1] ? `https://www.${bareHost[1].replace(/^www\./, '')}` : null;
}

export const entitlements: Entitlement[] = (raw.entitlements as RawEntitlement[]).map((e) => ({
  id: e.id,
  name: e.name,
  category: e.category,
  keyEligibility: e.key_eligibility,
  keyNumbers: e.key_numbers ?? null,
  url: officialUrl(e.va_gov_path),
  unconfirmed: /unconfirmed/i.test(e.status),
}));

export function entitlement(id: string): Entitlement {
  const found = entitlements.find((e) => e.id === id);
  if (!found) throw new Error(`Unknown entitlement id: ${id}`);
  return found;
}

/** VR&E's chapter ("31"), as its name in the data gives it, for the pages that name VR&E. */
export const vreChapter = () => entitlement('vre_ch31').name.match(/\d+/)?.[0] ?? '';
