/**
 * Runs inside headless Chromium (bundled by search.bench.ts): builds the site index over
 * synthetic records in the shape of the mirror's rows and times every keystroke of typed queries.
 */
import { recordDoc } from '../../src/features/search/searchDocuments';
import type { SearchTable } from '../../src/features/search/searchKinds';
import { SiteIndex } from '../../src/features/search/siteIndex';

const WORDS = [
  'veteran',
  'legal',
  'housing',
  'claims',
  'benefits',
  'career',
  'counseling',
  'disability',
  'education',
  'employment',
  'family',
  'health',
  'mental',
  'transition',
  'discount',
  'outdoor',
  'landscaping',
  'mechanic',
  'logistics',
  'medic',
];
const pick = (i: number, n: number) => WORDS[(i * 7 + n * 13) % WORDS.length] ?? 'veteran';

function row(table: SearchTable, i: number): Record<string, unknown> {
  const words = `${pick(i, 1)} ${pick(i, 2)} ${pick(i, 3)}`;
  const base = { id: i, updated_at: '2026-01-01T00:00:00Z' };
  switch (table) {
    case 'services':
      return {
        ...base,
        name: `${words} service ${i}`,
        excerpt: `Help with ${words} for veterans.`,
        content: `${words} `.repeat(20),
        services: [pick(i, 4)],
      };
    case 'vet_deals':
      return {
        ...base,
        title: `${words} deal ${i}`,
        merchant: `Merchant ${i}`,
        description: `Save on ${words}.`,
      };
    case 'blog_posts':
      return {
        ...base,
        title: `${words} guide ${i}`,
        excerpt: `About ${words}.`,
        content: `${words} `.repeat(60),
      };
    case 'unemployment_jobs':
      return {
        ...base,
        title: `${words} job ${i}`,
        employer: `Employer ${i}`,
        description: `${words} work.`,
      };
    case 'military_careers':
      return {
        ...base,
        code: `${i % 99}B`,
        title: `${words} specialist`,
        branch: 'Army',
        onet_title: `${pick(i, 5)} technician`,
      };
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export function runSearchBench(total: number) {
  const tables: SearchTable[] = [
    'services',
    'vet_deals',
    'blog_posts',
    'unemployment_jobs',
    'military_careers',
  ];
  const docs = Array.from({ length: total }, (_, i) => {
    const table = tables[i % tables.length] ?? 'services';
    return recordDoc(table, row(table, i));
  });
  const index = new SiteIndex();
  const t0 = performance.now();
  for (const doc of docs) index.put(doc, '1');
  const buildMs = performance.now() - t0;

  // What a second visit does instead of building: read the saved text back into an index.
  const t1 = performance.now();
  const snapshot = index.toSnapshot();
  const saveMs = performance.now() - t1;
  const t2 = performance.now();
  SiteIndex.fromSnapshot(snapshot);
  const restoreMs = performance.now() - t2;

  const queries = [
    'veteran legal help',
    'landscaping career',
    'disabilty claims',
    'medic 42B',
    'housing counseling family',
  ];
  const times: number[] = [];
  for (const query of queries) {
    for (let n = 1; n <= query.length; n += 1) {
      const s = performance.now();
      index.search({ query: query.slice(0, n) });
      times.push(performance.now() - s);
    }
  }
  return {
    buildMs,
    saveMs,
    restoreMs,
    snapshotMb: snapshot.length / 1e6,
    keystrokes: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
  };
}
