/**
 * A page that says how much data there is says what data/ holds: each page is rendered and the
 * counts it states are compared with the files, counted here (dataCounts.ts).
 */
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import BenefitsPage from '../../../src/features/benefits/BenefitsPage';
import ClaimTrackerPage from '../../../src/features/benefits/ClaimTrackerPage';
import EntitlementsPage from '../../../src/features/benefits/EntitlementsPage';
import JobTranslatorPage from '../../../src/features/employment/JobTranslatorPage';
import { TransparencySources } from '../../../src/features/info/TransparencySources';
import { COUNT_PHRASE, countValue, dataCounts } from './dataCounts';

// The search reads the synced mirror; the counts are in the page around it.
vi.mock('../../../src/features/employment/JobTranslatorSearch', () => ({
  JobTranslatorSearch: () => null,
}));

const figure = (n: number) => n.toLocaleString('en-US');

const BLOCKS = 'p, li, h1, h2, h3, h4, td, th, caption, blockquote, label, div';

/** The page's text, as one line. */
function textOf(page: ReactNode): string {
  const router = createMemoryRouter([
    { path: '/', element: page, handle: { title: 'Page', description: '' } },
  ]);
  const { container } = render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  // Blocks are apart on screen: keep a heading's last word off the next paragraph's first.
  for (const block of container.querySelectorAll(BLOCKS)) block.append(' ');
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}

/** Every count the text states, as "13014 mappings". */
const statedCounts = (text: string) =>
  [...text.matchAll(COUNT_PHRASE)].map((m) => `${countValue(m[1] ?? '')} ${m[3]?.toLowerCase()}`);

describe('counts the pages state', () => {
  it('the job translator states the rows of data/crosswalk', () => {
    const text = textOf(<JobTranslatorPage />);
    expect(statedCounts(text)).toEqual([
      `${dataCounts.mappings} mappings`,
      `${dataCounts.occupations} occupations`,
    ]);
    expect(text).toContain(`${figure(dataCounts.mappings)} mappings from military occupation`);
    expect(text).toContain(`O*NET ${dataCounts.onetVersion} Database`);
    expect(text).toContain(`DMDC data, ${dataCounts.crosswalkDated} file`);
  });

  it('the sources of our facts state the rows of data/ and the releases they record', () => {
    const text = textOf(<TransparencySources />);
    expect(statedCounts(text)).toEqual([
      `${dataCounts.entitlements} benefits`,
      `${dataCounts.occupations} occupations`,
      `${dataCounts.mappings} matches`,
      `${dataCounts.unmappedCodes} codes`,
      `${dataCounts.organizations} organizations`,
    ]);
    expect(text).toContain(`all ${figure(dataCounts.occupations)} occupations in the O*NET`);
    expect(text).toContain(`O*NET ${dataCounts.onetVersion} Database`);
    expect(text).toContain(`(file dated ${dataCounts.crosswalkDated})`);
  });

  it('the benefits pages count the benefits of entitlements.json', () => {
    expect(statedCounts(textOf(<BenefitsPage />))).toEqual([`${dataCounts.entitlements} benefits`]);
    expect(statedCounts(textOf(<EntitlementsPage />))).toContain(
      `${dataCounts.entitlements} benefits`,
    );
  });

  it('the claim tracker counts the steps of claim-phases.json', () => {
    const [eight, five] = dataCounts.claimSteps;
    const text = textOf(<ClaimTrackerPage />);
    expect(statedCounts(text)).toEqual([
      `${eight} steps`,
      `${eight} steps`,
      `${five} step`,
      `${eight} steps`,
    ]);
  });
});
