/**
 * What the inline script (holdInputForApp.ts) hands the app (inputBeforeApp.ts): how both know
 * the same field or button, and where the script leaves what it noted and held. Both sides read
 * this one definition; the app may render the page afresh, with controls the build's HTML did
 * not have (the cookie notice, a header control), so a control is known by its kind and words
 * and which of its like it is in page order, never by its place among all controls.
 */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const FIELDS = 'input, textarea, select';
/** What a tap is held on: a button or a tab. */
export const ACTIONS = 'button, [role="tab"]';

/** A typed field: its tag, type, name and label. */
export function fieldKey(f: Field): string {
  const label = f.labels?.[0]?.textContent ?? f.getAttribute('aria-label') ?? '';
  return `${f.tagName}:${f.type}:${f.name}:${label.trim()}`;
}

/** A button, tab or form: its tag, role and words (a form's own label only). */
export function actionKey(el: Element): string {
  // `||`: an empty aria-label falls back to the words.
  const words = el.getAttribute('aria-label') || (el.tagName === 'FORM' ? '' : el.textContent);
  return `${el.tagName}:${el.getAttribute('role') ?? ''}:${(words ?? '').trim()}`;
}

/** Each element matching `selector` by its key: `keyOf`'s words and `#n`, its place among its like. */
export function byKey<T extends Element>(
  root: ParentNode,
  selector: string,
  keyOf: (el: T) => string,
): Map<string, T> {
  const seen = new Map<string, number>();
  const found = new Map<string, T>();
  for (const el of root.querySelectorAll<T>(selector)) {
    const base = keyOf(el);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.set(`${base}#${n}`, el);
  }
  return found;
}

/** What was typed or chosen in a field, under the field's key. */
export interface NotedField {
  key: string;
  value: string;
  checked: boolean;
}

/** A click on a button or a form sent before the app ran. */
export interface HeldAction {
  kind: 'click' | 'submit';
  key: string;
}

declare global {
  interface Window {
    /** Set by the inline script, read once by the app's restore. */
    vethubEarlyInput?: Record<string, NotedField>;
    /** Set by the inline script, emptied by the app's replay. */
    vethubEarlyActions?: HeldAction[];
    /** Set by the inline script: the key of the field that has the focus, if one has. */
    vethubEarlyFocus?: string;
  }
}
