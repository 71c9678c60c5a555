/**
 * Details a person opened on a translator result stay open when the answers move from the server
 * to the downloaded index (the first sync finishing while they read). Before, the results were
 * remounted and the details closed under them.
 */
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CareerRow } from '../../../../src/features/employment/translatorSearch';

const repairer: CareerRow = {
  branch: 'Army',
  code: '15R',
  title: 'AH-64 Attack Helicopter Repairer',
  svc: 'A',
  onet_soc: '49-3011.00',
  onet_title: 'Aircraft Mechanics and Service Technicians',
};
const state = vi.hoisted(() => ({ index: undefined as CareerRow[] | undefined }));

vi.mock('../../../../src/data/query', () => ({
  useTableQuery: () => ({ status: 'ready', answer: { rows: [{ id: 1, ...repairer }] } }),
}));
vi.mock('../../../../src/features/employment/unmappedCodes', () => ({
  loadUnmappedCodes: () => Promise.resolve([]),
}));
vi.mock('../../../../src/features/employment/useCareersIndex', async () => {
  const { occupationIndex } =
    await import('../../../../src/features/employment/JobTranslatorResults');
  return {
    useCareersIndex: () => state.index,
    useOccupationIndex: (rows: CareerRow[] | undefined, unmapped: CareerRow[] | undefined) =>
      rows && unmapped ? occupationIndex(rows, unmapped) : undefined,
  };
});
vi.mock('../../../../src/features/employment/JobTranslatorOccupations', () => ({
  JobTranslatorOccupations: () => <p>Median pay and training</p>,
}));
vi.mock('../../../../src/features/employment/JobTranslatorJobs', () => ({
  JobTranslatorJobs: () => <p>Matching jobs</p>,
}));

const { JobTranslatorSearch } =
  await import('../../../../src/features/employment/JobTranslatorSearch');

function Page() {
  return (
    <MantineProvider>
      <MemoryRouter>
        <JobTranslatorSearch />
      </MemoryRouter>
    </MantineProvider>
  );
}

afterEach(() => {
  cleanup();
  state.index = undefined;
});

describe('the translator’s result details', () => {
  it('stay open when the downloaded index takes over from the server', async () => {
    const view = render(<Page />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Military job code or title' }), {
      target: { value: '15R' },
    });
    // The server answers first (after the 250 ms pause in typing).
    fireEvent.click(await screen.findByRole('button', { name: 'Show details for 15R' }));
    expect(screen.getByText('Median pay and training')).toBeTruthy();

    state.index = [repairer];
    await act(async () => view.rerender(<Page />));
    expect(screen.getByText('1 military occupation matches.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide details for 15R' })).toBeTruthy();
    expect(screen.getByText('Median pay and training')).toBeTruthy();
  });
});
