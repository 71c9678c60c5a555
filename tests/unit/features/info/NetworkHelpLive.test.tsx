import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { markOfflineReady } from '../../../../src/data/offlineReady';
import { NetworkHelpLive } from '../../../../src/features/info/NetworkHelpLive';

function renderLive() {
  const store = createStore();
  render(
    <Provider store={store}>
      <MantineProvider>
        <NetworkHelpLive />
      </MantineProvider>
    </Provider>,
  );
  return store;
}

afterEach(() => {
  delete document.documentElement.dataset.offlineReady;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('/network-help on this device', () => {
  it('says whether the app itself is kept for offline use, and when it becomes so', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const store = renderLive();
    expect(screen.getByText(/^The app itself is not kept on this device yet/)).toBeTruthy();
    act(() => markOfflineReady(store));
    expect(
      screen.getByText(
        'The app itself is kept on this device: every page opens without a connection.',
      ),
    ).toBeTruthy();
  });

  it('says when the browser cannot keep the app at all', () => {
    renderLive();
    expect(
      screen.getByText(
        'This browser cannot keep the app for offline use: pages need a connection.',
      ),
    ).toBeTruthy();
  });
});
