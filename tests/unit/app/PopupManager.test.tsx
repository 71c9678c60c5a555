import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PopupManager } from '../../../src/app/popups/PopupManager';
import { POPUP_DISMISS_MS } from '../../../src/app/popups/popupRules';

function renderAt(path: string, { consented = true } = {}) {
  if (consented) window.localStorage.setItem('vethub.cookieConsent', '1');
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

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('popup manager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0); // social popup at 45 s
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the cookie banner until it is accepted, and nothing else meanwhile', async () => {
    renderAt('/services', { consented: false });
    expect(screen.getByText('Your settings stay in this browser')).toBeTruthy();
    await advance(60_000);
    expect(screen.queryByText('Serve veterans?')).toBeNull();
    expect(screen.queryByText('Know a veteran who could use this?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK, got it' }));
    expect(screen.queryByText('Your settings stay in this browser')).toBeNull();
    expect(window.localStorage.getItem('vethub.cookieConsent')).not.toBeNull();
  });

  it('shows the section popup after 8 seconds in its section', async () => {
    renderAt('/services');
    await advance(7_900);
    expect(screen.queryByText('Serve veterans?')).toBeNull();
    await advance(200);
    expect(screen.getByText('Serve veterans?')).toBeTruthy();
  });

  it('closes a popup on route change', async () => {
    const router = renderAt('/blog');
    await advance(8_100);
    expect(screen.getByText('Have a story or an idea?')).toBeTruthy();
    await act(async () => {
      await router.navigate('/benefits');
    });
    expect(screen.queryByText('Have a story or an idea?')).toBeNull();
  });

  it('shows the social popup after its delay, and retries every 15 s while another is open', async () => {
    renderAt('/vetdeals');
    await advance(8_100);
    expect(screen.getByText('Have an offer for veterans?')).toBeTruthy();
    await advance(45_000);
    expect(screen.queryByText('Know a veteran who could use this?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Not now (hide for a day)' }));
    await advance(15_000);
    expect(screen.getByText('Know a veteran who could use this?')).toBeTruthy();
  });

  it('remembers a dismissal for 24 hours', async () => {
    renderAt('/services');
    await advance(8_100);
    fireEvent.click(screen.getByRole('button', { name: 'Close and hide for a day' }));
    const stored = JSON.parse(window.localStorage.getItem('vethub.popupDismissals') ?? '{}');
    expect(typeof stored.services).toBe('number');
    expect(Date.now() - stored.services).toBeLessThan(POPUP_DISMISS_MS);
  });

  it('stays quiet on a disabled path', async () => {
    renderAt('/donate');
    await advance(130_000);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
