import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PopupManager } from '../../../src/app/popups/PopupManager';
import { localDb, type SavedItem } from '../../../src/data/localDb';
import { dealReminderFor } from '../../../src/features/saved/dealReminder';

const NOW = new Date(2026, 10, 28, 12, 0);
const inDays = (days: number, from = new Date()) =>
  new Date(from.getFullYear(), from.getMonth(), from.getDate() + days, 23, 0).toISOString();

function deal(id: number, title: string, expires_at: string | null, extra = {}): SavedItem {
  return {
    list: 'vetdeals',
    id,
    saved_at: '2026-11-01T10:00:00.000Z',
    record: { id, title, status: 'active', expires_at },
    ...extra,
  };
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PopupManager /> }], {
    initialEntries: [path],
  });
  render(
    <Provider store={createStore()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  return router;
}

beforeEach(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
afterEach(async () => {
  window.localStorage.clear();
  await localDb.saved.clear();
});

describe('saved deals about to end', () => {
  it('names the one that ends soonest within a week, and how many more', () => {
    const items = [
      deal(1, 'Far', inDays(8, NOW)),
      deal(2, 'Soon', inDays(2, NOW)),
      deal(3, 'Today', inDays(0, NOW)),
      deal(4, 'Ended', inDays(-1, NOW)),
      deal(5, 'Ongoing', null),
      deal(6, 'Forever', inDays(1, NOW), {
        record: { id: 6, title: 'Forever', status: 'permanent', expires_at: inDays(1, NOW) },
      }),
      deal(7, 'Taken down', inDays(1, NOW), { isDeleted: true }),
    ];
    expect(dealReminderFor(items, NOW)).toEqual({
      title: 'Today',
      endsAt: inDays(0, NOW),
      daysLeft: 0,
      others: 1,
    });
    expect(dealReminderFor([deal(1, 'Far', inDays(8, NOW))], NOW)).toBeNull();
  });

  it('shows as VetHub opens once turned on, not on the Saved page, and turns off', async () => {
    await localDb.saved.bulkPut([
      deal(1, '10% off hearing aids', inDays(3)),
      deal(2, 'Free oil change', inDays(5)),
    ]);
    window.localStorage.setItem('vethub.dealReminders', 'true');
    const router = renderAt('/jobs');
    const card = await screen.findByRole('complementary', {}, { timeout: 5000 });
    expect(card.textContent).toContain('Saved deals end soon');
    expect(card.textContent).toContain('10% off hearing aids ends in 3 days,');
    expect(card.textContent).toContain('1 more saved deal ends within 7 days.');
    expect(screen.getByRole('link', { name: 'See your saved deals' }).getAttribute('href')).toBe(
      '/saved',
    );
    // The Saved page lists them itself.
    await act(() => router.navigate('/saved'));
    expect(screen.queryByRole('complementary')).toBeNull();
    await act(() => router.navigate('/jobs'));
    fireEvent.click(screen.getByRole('button', { name: 'Turn off these reminders' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(window.localStorage.getItem('vethub.dealReminders')).toBe('false');
  });
});
