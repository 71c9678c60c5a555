import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InstallApp from '../../../src/components/install/InstallApp';
import {
  acceptInstallOffer,
  installOfferAtom,
  isIosSafari,
  listenForInstall,
  runsInstalledAtom,
  type InstallOffer,
} from '../../../src/data/installPrompt';
import { KIOSK_STORAGE_KEY } from '../../../src/data/kioskFlag';
import { appStore } from '../../../src/data/store';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallOffer;
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

function renderIn(where: 'footer' | 'page') {
  render(
    <Provider store={appStore}>
      <MantineProvider>
        <InstallApp where={where} />
      </MantineProvider>
    </Provider>,
  );
}

afterEach(() => {
  appStore.set(installOfferAtom, null);
  appStore.set(runsInstalledAtom, false);
  window.localStorage.clear();
});

describe('installing VetHub', () => {
  it('tells Safari on iOS from other browsers', () => {
    expect(isIosSafari(IPHONE)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(ANDROID)).toBe(false);
  });

  it('keeps the browser’s offer, shows one button, and the dialog answers it once', async () => {
    const store = createStore();
    listenForInstall(store);
    const { event, prompt } = offer('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.get(installOfferAtom)).toBe(event);
    expect(await acceptInstallOffer(store)).toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(store.get(installOfferAtom)).toBeNull();
    expect(store.get(runsInstalledAtom)).toBe(true);
  });

  it('offers "Install VetHub" where the browser does, and hides it once installed', async () => {
    renderIn('footer');
    expect(screen.queryByRole('button')).toBeNull();
    const { event, prompt } = offer('accepted');
    act(() => appStore.set(installOfferAtom, event));
    fireEvent.click(screen.getByRole('button', { name: 'Install VetHub' }));
    await vi.waitFor(() => expect(prompt).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });

  it('shows the iPhone steps, each with a picture, on Safari for iOS', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderIn('page');
    const button = screen.getByRole('button', { name: 'Install VetHub on this iPhone or iPad' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('img').map((img) => img.textContent)).toEqual([
      expect.stringContaining('Share button'),
      expect.stringContaining('Add to Home Screen'),
      expect.stringContaining('Add on the right'),
    ]);
  });

  it('shows nothing on a kiosk, and says so on the page once installed', () => {
    window.localStorage.setItem(KIOSK_STORAGE_KEY, '{}');
    act(() => appStore.set(installOfferAtom, offer('accepted').event));
    renderIn('footer');
    expect(screen.queryByRole('button')).toBeNull();
    window.localStorage.clear();
    act(() => appStore.set(runsInstalledAtom, true));
    renderIn('page');
    expect(screen.getByText(/VetHub is installed on this device/)).toBeTruthy();
  });
});
