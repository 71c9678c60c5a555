/**
 * Part of the inline script (inlineBoot.ts): the visitor's text size and contrast before the
 * first paint. A prerendered page must not paint at the default look and then jump (a
 * low-vision visitor would see it); the app renders such a page afresh instead of hydrating it
 * (lib/prerenderedPage.ts) and keeps the look from then on (app/useDocumentSettings.ts).
 */
import { HIGH_CONTRAST_KEY, TEXT_SIZE_KEY } from '../lib/lookSettings';
import { readStored } from '../lib/storedValue';
import { clampTextSize } from '../lib/textSize';

export function lookBeforePaint(): void {
  const html = document.documentElement;
  // Storage blocked or a hand-edited value: the default look.
  const size = readStored(TEXT_SIZE_KEY, (v) => (typeof v === 'number' ? v : undefined), null);
  if (size !== null && Number.isFinite(size)) html.style.fontSize = `${clampTextSize(size)}%`;
  if (readStored(HIGH_CONTRAST_KEY, (v) => v === true, false)) {
    html.dataset.contrast = 'high';
    html.setAttribute('data-mantine-color-scheme', 'dark');
  }
}
