import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { highContrastAtom, textSizeAtom } from '../data/settings';

/** Applies text size (as the root font size, so every rem scales) and contrast to <html>. */
export function useDocumentSettings(): boolean {
  const textSize = useAtomValue(textSizeAtom);
  const highContrast = useAtomValue(highContrastAtom);
  useEffect(() => {
    document.documentElement.style.fontSize = `${textSize}%`;
  }, [textSize]);
  useEffect(() => {
    if (highContrast) document.documentElement.dataset.contrast = 'high';
    else delete document.documentElement.dataset.contrast;
  }, [highContrast]);
  return highContrast;
}
