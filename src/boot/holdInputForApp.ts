/**
 * Part of the inline script (inlineBoot.ts). Until the app runs, a prerendered page's buttons
 * and forms have nothing behind them, and a field the app takes over in the middle of a choice
 * would lose it to the app's render. So what is typed or chosen meanwhile is noted, and a click
 * on a button or tab or a form sent is held; the app gives both back when it runs
 * (inputBeforeApp.ts), what was typed first. Search and filter forms (method="get", fields named
 * as the page's query) are left to the browser: they open the filtered page without the app.
 */
import {
  ACTIONS,
  actionKey,
  byKey,
  type Field,
  fieldKey,
  FIELDS,
  type HeldAction,
} from './heldInput';

/** startServices.ts sets it once held input is given back: from then on the app answers itself. */
const appRuns = () => document.documentElement.hasAttribute('data-app');

/** The app's root, when `el` is in it (the page the build rendered). */
function rootOf(el: Element) {
  const root = document.getElementById('root');
  return root?.contains(el) ? root : undefined;
}

/** `el`'s key among the root's elements that match `selector`. */
function keyIn<T extends Element>(
  root: HTMLElement,
  selector: string,
  keyOf: (el: T) => string,
  el: T,
) {
  for (const [key, found] of byKey(root, selector, keyOf)) if (found === el) return key;
  return undefined;
}

function noteInput(event: Event) {
  const field = event.target;
  if (appRuns() || !(field instanceof Element) || !field.matches(FIELDS)) return;
  const root = rootOf(field);
  const key = root && keyIn<Field>(root, FIELDS, fieldKey, field as Field);
  if (!key || !window.vethubEarlyInput) return;
  const { value, checked } = field as Partial<HTMLInputElement>;
  window.vethubEarlyInput[key] = { key, value: value ?? '', checked: Boolean(checked) };
}

/**
 * Which field has the focus: a page rendered afresh replaces it, and gives the focus back to the
 * new one, so keys still to come land there, typed in or only tabbed to.
 */
function noteFocus(event: Event) {
  const el = event.target;
  if (appRuns() || !(el instanceof Element)) return;
  const root = rootOf(el);
  if (!root) return;
  window.vethubEarlyFocus = el.matches(FIELDS)
    ? keyIn<Field>(root, FIELDS, fieldKey, el as Field)
    : undefined;
}

function holdForApp(event: Event, kind: HeldAction['kind']) {
  if (appRuns() || !(event.target instanceof Element)) return;
  // A submit comes from its form; a click may come from the words inside a button.
  const target = kind === 'submit' ? event.target : event.target.closest(ACTIONS);
  const root = target && rootOf(target);
  if (!target || !root) return;
  // Its form's submit is held instead.
  if (kind === 'click' && target instanceof HTMLButtonElement && target.type === 'submit') return;
  if (target instanceof HTMLFormElement && target.getAttribute('method') === 'get') {
    // The page is left: empty fields lose their names, so its address is the app's own.
    for (const field of target.elements) {
      if (field.getAttribute('name') && (field as Field).value === '') {
        field.removeAttribute('name');
      }
    }
    return;
  }
  const key = keyIn(root, kind === 'submit' ? 'form' : ACTIONS, actionKey, target);
  if (!key) return;
  // Held, and only held: React, taking the page over meanwhile, would act on it too.
  event.preventDefault();
  event.stopPropagation();
  window.vethubEarlyActions?.push({ kind, key });
}

export function holdInputForApp(): void {
  window.vethubEarlyInput = {};
  window.vethubEarlyActions = [];
  window.vethubEarlyFocus = undefined;
  document.addEventListener('input', noteInput, true);
  document.addEventListener('change', noteInput, true);
  document.addEventListener('focusin', noteFocus, true);
  document.addEventListener('click', (e) => holdForApp(e, 'click'), true);
  document.addEventListener('submit', (e) => holdForApp(e, 'submit'), true);
}
