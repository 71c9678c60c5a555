import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askForAppAfterPaint } from '../../../src/boot/askForAppAfterPaint';

// What the inline script appends to <head>, in order: the page's modules, then the entry.
let asked: string[] = [];
// The browser's report of the first paint, sent when a test says the page has painted.
let reportPaint = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    const el = node as unknown as HTMLLinkElement & HTMLScriptElement;
    asked.push(el.tagName === 'LINK' ? `${el.rel} ${el.href}` : `${el.type} ${el.src}`);
    return node;
  });
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: () => void) {
        reportPaint = callback;
      }
      observe() {}
    },
  );
  document.head.innerHTML =
    '<meta name="vethub-entry" content="/assets/index-1.js">' +
    '<meta name="vethub-modules" content="/assets/app-2.js /assets/ServicesPage-3.js">';
});

afterEach(() => {
  // Each test's script starts in the end (a page that never reports a paint still does), so no
  // listener of an earlier test is left waiting to act in a later one.
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

const url = (path: string) => new URL(path, location.href).href;
const entryAndModules = [
  `modulepreload ${url('/assets/app-2.js')}`,
  `modulepreload ${url('/assets/ServicesPage-3.js')}`,
  `module ${url('/assets/index-1.js')}`,
];

describe('asking for the app', () => {
  it('waits for the first paint, then asks for the page’s modules and the entry, once', () => {
    askForAppAfterPaint();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(100);
    expect(asked).toEqual([]);

    reportPaint();
    reportPaint();
    vi.advanceTimersByTime(0);
    expect(asked).toEqual(entryAndModules);
  });

  it('starts after three seconds when no paint is ever reported', () => {
    askForAppAfterPaint();
    vi.advanceTimersByTime(2999);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked).toHaveLength(3);
  });

  it('asks at once when the service worker answers: the files are on the device', () => {
    vi.stubGlobal('navigator', { serviceWorker: { controller: {} } });
    askForAppAfterPaint();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(asked).toEqual(entryAndModules);
  });

  it('in a tab opened in the background, which paints nothing, asks once the page is parsed', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    askForAppAfterPaint();
    expect(asked).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(asked).toEqual(entryAndModules);
  });

  it('asks for nothing on the shell, which loads its entry itself', () => {
    document.head.innerHTML = '';
    askForAppAfterPaint();
    reportPaint();
    vi.runAllTimers();
    expect(asked).toEqual([]);
  });
});
