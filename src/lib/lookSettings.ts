/**
 * The two settings that change how every page looks (spec §9: text size, high contrast). A device
 * with either set gets its look before the first paint (src/boot/lookBeforePaint.ts) and
 * renders the prerendered page afresh instead of hydrating it: hydration must match the build's
 * default look, and a low-vision visitor must never see the page jump from one size to another.
 */
import { readStored } from './storedValue';
import { clampTextSize, TEXT_SIZE_DEFAULT } from './textSize';

export const TEXT_SIZE_KEY = 'vethub.textSize';
export const HIGH_CONTRAST_KEY = 'vethub.highContrast';

export function storedLookIsDefault(): boolean {
  const size = readStored(TEXT_SIZE_KEY, (v) => (typeof v === 'number' ? v : undefined), null);
  const contrast = readStored(HIGH_CONTRAST_KEY, (v) => v === true, false);
  return (size === null || clampTextSize(size) === TEXT_SIZE_DEFAULT) && !contrast;
}
