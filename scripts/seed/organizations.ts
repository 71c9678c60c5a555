/**
 * The services directory seed: the real organizations of data/organizations/organizations.csv.
 * Only what the file says: empty website or state stay null; no phone, address or rating.
 */
import path from 'node:path';
import { readCsvRecords } from './csv';
import { hoursAgo, insertRows, slugify } from './sql';

const CATEGORY_LABELS: Record<string, string> = {
  financial: 'Financial help',
  housing: 'Housing',
  disability: 'Disability and claims',
  legal: 'Legal help',
  healthcare: 'Health and mental health',
  education: 'Education',
  employment: 'Jobs and careers',
  community: 'Community and membership',
};

function sentenceList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Credentials stated by the row itself (its description or its VA-list source). */
function credentialsOf(description: string, source: string): string[] {
  const found: string[] = [];
  if (/congressionally chartered/i.test(description)) found.push('Congressionally chartered');
  if (/federally chartered/i.test(description)) found.push('Federally chartered');
  if (/representative-search|VA-recognized|recognized by VA/i.test(`${source} ${description}`)) {
    found.push('Listed by VA for claims representation');
  }
  return found;
}

function contentOf(name: string, description: string, services: string[], scope: string): string {
  const lines = [
    description,
    '',
    '## What they offer',
    '',
    ...services.map((s) => `- ${s.charAt(0).toUpperCase()}${s.slice(1)}`),
    '',
    '## Where they work',
    '',
    scope === 'regional'
      ? `${name} works in one area. Check with them whether they serve where you live.`
      : `${name} serves veterans and families across the country.`,
    '',
    '## Before you reach out',
    '',
    'Programs, eligibility rules and websites change. Confirm the details with the organization ' +
      'before you rely on them. A listing here is not an endorsement and not a rating by VA or ' +
      'anyone else.',
  ];
  return lines.join('\n');
}

export function organizationsSql(dataDir: string): { sql: string; count: number } {
  const rows = readCsvRecords(path.join(dataDir, 'organizations', 'organizations.csv'));
  const services = rows.map((r, index) => {
    const name = r.name ?? '';
    const types = (r.services ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    const category = r.category ?? '';
    return {
      name,
      slug: slugify(name),
      title: `${CATEGORY_LABELS[category] ?? category}: ${sentenceList(types)}`,
      excerpt: r.description ?? '',
      content: contentOf(name, r.description ?? '', types, r.scope ?? ''),
      status: 'active',
      services: types,
      credentials: credentialsOf(r.description ?? '', r.source ?? ''),
      category,
      type: r.scope || null,
      state: r.hq_state || null,
      website: r.website || null,
      // Spread over the last weeks so the list has a stable order by updated_at.
      created_at: hoursAgo(24 * 60 + index),
      updated_at: hoursAgo(6 + index * 5),
    };
  });
  const sql = [
    `-- ${services.length} real organizations (data/organizations/organizations.csv; see SOURCE.md).`,
    insertRows('public.services', services),
  ].join('\n\n');
  return { sql, count: services.length };
}
