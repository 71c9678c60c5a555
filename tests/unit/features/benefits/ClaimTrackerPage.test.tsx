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

  it('shows the time limit an intent to file starts, with days left, and refuses a future date', async () => {
    const today = new Date();
    const local = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const received = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 340);
    // One year on: the same date, or 28 February for a start on 29 February.
    const y = received.getFullYear() + 1;
    const m = received.getMonth();
    const due = new Date(y, m, Math.min(received.getDate(), new Date(y, m + 1, 0).getDate()));
    const utcDay = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000;
    const left = utcDay(due) - utcDay(today);

    renderPage();
    await screen.findByText(/You have not recorded a claim/, {}, { timeout: 5000 });
    change('Name of the claim', 'Tinnitus');
    change('Date filed', local(today));
    fireEvent.click(screen.getByRole('button', { name: 'Add this claim' }));
    const card = await screen.findByRole('article', { name: 'Tinnitus' }, { timeout: 5000 });
    expect(card.textContent).toContain("Record a date from one of VA's letters");

    fireEvent.click(within(card).getByRole('button', { name: "Record dates from VA's letters" }));
    change('Date VA received your intent to file', '2999-01-01', within(card));
    fireEvent.click(within(card).getByRole('button', { name: 'Save these dates' }));
    expect(
      await within(card).findByText(
        'The date VA received your intent to file cannot be in the future.',
      ),
    ).toBeTruthy();
    expect((await localDb.claims.toArray())[0]?.startDates).toBeUndefined();

    change('Date VA received your intent to file', local(received), within(card));
    fireEvent.click(within(card).getByRole('button', { name: 'Save these dates' }));
    const limits = await within(card).findByRole(
      'list',
      { name: 'Time limits for Tinnitus' },
      { timeout: 5000 },
    );
    expect(limits.textContent).toContain('File the claim after an intent to file');
    expect(limits.textContent).toContain(`${left} days left.`);
    // 25 or 26 days, whether or not a 29 February falls between.
    expect(limits.textContent).toContain('30 days or fewer left');
    expect(limits.textContent).toContain('Rule: 38 CFR 3.155(b).');
    expect(card.textContent).toContain('Confirm every date against the letter VA sent you');
  });
});
