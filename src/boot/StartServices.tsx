/**
 * What the app starts once its first render is on screen: the input made before it, given back
 * (inputBeforeApp.ts), then the stored settings, the session and the data layer. They change what
 * the header and lists show, so a prerendered page hydrates with what the build rendered first.
 */
import { useEffect, useLayoutEffect } from 'react';
import { startAuthListener } from '../data/authSession';
import { loadPersistedSettings } from '../data/persistedAtom';
import { whenIdle } from '../lib/whenIdle';
import { replayEarlyActions, restoreTypedFields, type TypedField } from './inputBeforeApp';
import { startBackgroundWhenLoaded } from './startBackground';

let restored = false;
/**
 * In the commit that puts the app's page on screen, before the browser hands it another key: a
 * page rendered afresh has just replaced the field being typed in, and a key pressed before an
 * effect ran would land on nothing. Once per page load, whatever StrictMode runs twice.
 */
function giveInputBack(root: HTMLElement, typedBeforeApp: readonly TypedField[]) {
  if (restored) return;
  restored = true;
  // What was typed first (the page renders between fields), then the settings' own render.
  void restoreTypedFields(root, typedBeforeApp).then(() => {
    // The inline script holds clicks and submits until now (holdInputForApp.ts).
    document.documentElement.setAttribute('data-app', '');
    replayEarlyActions(root);
    loadPersistedSettings();
  });
}

let started = false;
function startServices() {
  if (started) return;
  started = true;
  // Both wait for idle time; asked for now, before the popups' own wait, they keep their turn.
  // Restoring the session needs supabase-js (about 50 KB); fetch it once the first page is up.
  whenIdle(() => void startAuthListener());
  startBackgroundWhenLoaded();
}

/**
 * First in the tree (outside the error boundary), so its effects run before the page's own:
 * popups wait for idle time after it. `typedBeforeApp`: the fields as the visitor left them just
 * before the app's first render (readTypedFields).
 */
export function StartServices(props: { root: HTMLElement; typedBeforeApp: readonly TypedField[] }) {
  const { root, typedBeforeApp } = props;
  useLayoutEffect(() => giveInputBack(root, typedBeforeApp), [root, typedBeforeApp]);
  useEffect(startServices, []);
  return null;
}
