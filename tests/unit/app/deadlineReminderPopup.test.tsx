import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PopupManager } from '../../../src/app/popups/PopupManager';
import { localDb, type ClaimRecord } from '../../../src/data/localDb';
import { deadlineRemindersAtom } from '../../../src/data/settings';
import { reminderFor } from '../../../src/features/benefits/deadlineReminder';
import { addClaim, recordStartDates } from '../../../src/features/benefits/claimTrackerStorage';
import { addPeriod } from '../../../src/features/benefits/claimDeadlines';
import { localToday } from '../../../src/lib/localToday';

const daysAgo = (n: number) => addPeriod(localToday(), { days: -n });

async function claimWithHearing(label: string, heldDaysAgo: number) {
  const claim = await addClaim(
    { kind: 'compensation', label, filedOn: daysAgo(400), step: 8 },
    localDb,
  );
  await recordStartDates(claim.id, { boardHearing: daysAgo(heldDaysAgo) }, localDb);
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PopupManager /> }], {
    initialEntries: [path],
  });
  const store = createStore();
  render(
    <Provider store={store}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  return { router, store };
}

beforeEach(() => {
  window.localStorage.setItem('vethub.cookieConsent', '1');
});

afterEach(async () => {
  await localDb.claims.clear();
});

describe('the VA time limit reminder as VetHub opens', () => {
  it('names the nearest limit and how many more are near, once turned on', async () => {
    window.localStorage.setItem('vethub.deadlineReminders', 'true');
    await claimWithHearing('Knee', 85); // 90 days from the hearing: 5 left
    await claimWithHearing('Back', 40); // 50 left
    await claimWithHearing('Old', 10); // 80 left
    renderAt('/');
    const card = await screen.findByRole('complementary', {}, { timeout: 5000 });
    expect(card.textContent).toContain('VA time limits are coming up');
    expect(card.textContent).toContain(
      'Send evidence after a Board hearing (hearing docket) (Knee).',
    );
    expect(card.textContent).toContain('5 days left.');
    expect(card.textContent).toContain('2 more time limits are within 90 days.');

    fireEvent.click(screen.getByRole('button', { name: 'Turn off these reminders' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(window.localStorage.getItem('vethub.deadlineReminders')).toBe('false');
  });

  it('waits until the veteran turns it on, and never shows on the tracker itself', async () => {
    await claimWithHearing('Knee', 85);
    const { router, store } = renderAt('/jobs');
    expect(screen.queryByText('A VA time limit is coming up')).toBeNull();
    act(() => store.set(deadlineRemindersAtom, true));
    await screen.findByText('A VA time limit is coming up', {}, { timeout: 5000 });
    await act(() => router.navigate('/benefits/claim-tracker'));
    expect(screen.queryByText('A VA time limit is coming up')).toBeNull();
    await act(() => router.navigate('/jobs'));
    expect(screen.getByText('A VA time limit is coming up')).toBeTruthy();
  });

  it('reminds only of limits still running within 90 days', () => {
    const claim = (label: string, heldDaysAgo: number): ClaimRecord => ({
      id: label,
      kind: 'other',
      label,
      filedOn: '2025-01-01',
      step: 1,
      history: [],
      startDates: { boardHearing: addPeriod('2026-11-28', { days: -heldDaysAgo }) },
      createdAt: '',
      updatedAt: '',
    });
    expect(reminderFor([claim('passed', 91), claim('far', -1)], '2026-11-28')).toBeNull();
    expect(reminderFor([claim('today', 90), claim('far', -1)], '2026-11-28')).toMatchObject({
      claimLabel: 'today',
      nearest: { daysLeft: 0 },
      others: 0,
    });
  });

  it('closes until VetHub is next opened', async () => {
    window.localStorage.setItem('vethub.deadlineReminders', 'true');
    await claimWithHearing('Knee', 85);
    renderAt('/jobs');
    await screen.findByText('A VA time limit is coming up', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Close until VetHub is next opened' }));
    expect(screen.queryByText('A VA time limit is coming up')).toBeNull();
  });
});
