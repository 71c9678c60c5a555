import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../../../src/data/localDb';
import ClaimTrackerPage from '../../../../src/features/benefits/ClaimTrackerPage';

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/benefits/claim-tracker',
        element: <ClaimTrackerPage />,
        handle: { title: 'Claim tracker', description: '' },
      },
    ],
    { initialEntries: ['/benefits/claim-tracker'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const change = (
  label: string,
  value: string,
  scope: Pick<typeof screen, 'getByLabelText'> = screen,
) => fireEvent.change(scope.getByLabelText(label, { exact: false }), { target: { value } });

afterEach(async () => {
  await localDb.claims.clear();
});

describe('the claim tracker page', () => {
  it('adds a claim, then records a move back to evidence gathering', async () => {
    renderPage();
    await screen.findByText(/You have not recorded a claim/, {}, { timeout: 5000 });
    change('Name of the claim', 'Knee and hearing');
    change('Date filed', '2026-01-05');
    change('Current step', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Add this claim' }));

    const card = await screen.findByRole(
      'article',
      { name: 'Knee and hearing' },
      { timeout: 5000 },
    );
    expect(card.textContent).toContain('Now at step 5 of 8: Rating.');
    expect(card.querySelector('[aria-current="step"]')?.textContent).toContain(
      'Step 5 of 8: Rating',
    );
    expect(card.textContent).toContain(
      'What usually happens next: step 6, Preparing decision letter.',
    );

    change('New step', '3', within(card));
    change('Date of the change', '2026-02-10', within(card));
    change('Note (optional)', 'VA asked for records', within(card));
    fireEvent.click(within(card).getByRole('button', { name: 'Save this step' }));
    expect(
      await within(card).findByText(
        'February 10, 2026: moved back to step 3, Evidence gathering. Note: VA asked for records',
      ),
    ).toBeTruthy();
    expect((await localDb.claims.toArray())[0]?.history.map((h) => h.step)).toEqual([5, 3]);
  });
});
