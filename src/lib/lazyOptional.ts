/**
 * React.lazy for parts a page can live without (popups, badges, toasts): if the chunk cannot be
 * fetched (offline before the service worker cached it), the part is left out instead of the
 * route's error page replacing everything the visitor was reading.
 */
import { lazy, type ComponentType } from 'react';
import { withWords } from './i18n';

// `any` is React.lazy's own constraint: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyOptional<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const nothing = (() => null) as unknown as C;
  // On a Spanish page the part renders once its words are in Spanish (lib/i18n addSpanishPart).
  return lazy<C>(() =>
    load()
      .then(withWords)
      .catch(() => ({ default: nothing })),
  );
}
