/**
 * Counts Back/Forward steps (popstate) in this tab. The router applies a history step inside a
 * React transition; when a newer step interrupts one (Back pressed before a search's results
 * rendered), React may never commit the state in between, so a form keyed on the query string
 * sees "no change" and keeps words typed for the abandoned search. A key that also counts
 * traversals remounts it on every Back.
 */
import { useSyncExternalStore } from 'react';

let traversals = 0;
const listeners = new Set<() => void>();

function onPopState() {
  traversals += 1;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}

export function useHistoryTraversals(): number {
  return useSyncExternalStore(
    subscribe,
    () => traversals,
    () => 0,
  );
}
