import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineReadyNotice } from '../../../src/app/status/OfflineReadyNotice';
import { KIOSK_STORAGE_KEY } from '../../../src/data/kioskFlag';
import { mirrorTables } from '../../../src/data/mirrorTables';
import { appOfflineReadyAtom } from '../../../src/data/offlineReady';
import { cookieConsentAtom } from '../../../src/data/settings';
import { syncProgressAtom, type SyncProgress } from '../../../src/data/sync/syncAtoms';

const READY = 'VetHub is ready to use offline.';

function listsIn(state: 'running' | 'complete'): SyncProgress {
  return Object.fromEntries(
    mirrorTables.map((t) => [
      t,
      { state, downloaded: 10, total: 10, lastSyncedAt: null, problem: null },
    ]),
  ) as SyncProgress;
}

function renderNotice() {
  const store = createStore();
  const router = createMemoryRouter([{ path: '*', element: <OfflineReadyNotice /> }]);
  render(
    <Provider store={store}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  return store;
}

beforeEach(() => window.localStorage.setItem('vethub.cookieConsent', '1'));
afterEach(() => window.localStorage.clear());

describe('"VetHub is ready to use offline"', () => {
  it('waits for both the app and the lists, then says it politely with where to look', async () => {
    const store = renderNotice();
    act(() => store.set(appOfflineReadyAtom, true));
    act(() => store.set(syncProgressAtom, listsIn('running')));
    expect(screen.queryByText(READY)).toBeNull();
    act(() => store.set(syncProgressAtom, listsIn('complete')));
    const said = await screen.findByText(READY);
    expect(said.closest('[aria-live="polite"]')).not.toBeNull();
    expect(said.closest('[role="alert"]')).toBeNull();
    const link = screen.getByRole('link', { name: 'See what is kept on this device' });
    expect(link.getAttribute('href')).toBe('/network-help');
  });

  it('is said once per device, and closes when asked', async () => {
    const store = renderNotice();
    act(() => {
      store.set(syncProgressAtom, listsIn('complete'));
      store.set(appOfflineReadyAtom, true);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close the offline notice' }));
    expect(screen.queryByText(READY)).toBeNull();
    expect(window.localStorage.getItem('vethub.offlineReadySaid')).toBe('true');
  });

  it('waits for the cookie notice, which holds the same place, to be answered', async () => {
    window.localStorage.removeItem('vethub.cookieConsent');
    const store = renderNotice();
    act(() => {
      store.set(syncProgressAtom, listsIn('complete'));
      store.set(appOfflineReadyAtom, true);
    });
    expect(screen.queryByText(READY)).toBeNull();
    act(() => store.set(cookieConsentAtom, Date.now()));
    expect(await screen.findByText(READY)).toBeTruthy();
  });

  it('is not said again once said, nor on a kiosk', () => {
    window.localStorage.setItem('vethub.offlineReadySaid', 'true');
    let store = renderNotice();
    act(() => {
      store.set(syncProgressAtom, listsIn('complete'));
      store.set(appOfflineReadyAtom, true);
    });
    expect(screen.queryByText(READY)).toBeNull();

    window.localStorage.removeItem('vethub.offlineReadySaid');
    window.localStorage.setItem(KIOSK_STORAGE_KEY, '{}');
    store = renderNotice();
    act(() => {
      store.set(syncProgressAtom, listsIn('complete'));
      store.set(appOfflineReadyAtom, true);
    });
    expect(screen.queryByText(READY)).toBeNull();
  });
});
