/**
 * What a visitor typed, chose, clicked or sent on a prerendered page before the app ran. The
 * app's first render shows each field with its own state (empty), so it would be lost on a slow
 * line: it is read just before that render and given back afterwards, as the events the browser
 * sends when someone types or chooses, so the forms' own state takes it in as if it happened then.
 * The page is hydrated in place or, on a device with its own text size or contrast, rendered
 * afresh, where the header may differ from the build's: a field is known by its kind, name and
 * label (and which of its like it is), as the inline script knows it (heldInput.ts).
 */
import {
  ACTIONS,
  actionKey,
  byKey,
  type Field,
  fieldKey,
  FIELDS,
  type NotedField,
} from './heldInput';

export interface TypedField extends NotedField {
  /** The field had the focus: a page rendered afresh gives it back, so typing goes on there. */
  focused?: boolean;
}

const fieldsByKey = (root: HTMLElement) => byKey<Field>(root, FIELDS, fieldKey);

const TOGGLES = new Set(['checkbox', 'radio']);
const isToggle = (f: Field): f is HTMLInputElement =>
  f instanceof HTMLInputElement && TOGGLES.has(f.type);

function changedByVisitor(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

export function readTypedFields(root: HTMLElement): TypedField[] {
  return [...fieldsByKey(root)].flatMap(([key, field]) => {
    const focused = document.activeElement === field;
    return changedByVisitor(field) || focused
      ? [{ key, value: field.value, checked: isToggle(field) && field.checked, focused }]
      : [];
  });
}

/** The fields' state before the app's render, and what the inline script saw typed since (it wins). */
function withNotedInput(typed: readonly TypedField[]): TypedField[] {
  const merged = new Map(typed.map((t) => [t.key, t]));
  for (const t of Object.values(window.vethubEarlyInput ?? {})) merged.set(t.key, t);
  return [...merged.values()];
}

/**
 * The field to give the focus back to: the one the inline script saw focused last (the render
 * runs in slices, and the page takes keys and taps until it commits), else the one focused when
 * the fields were read.
 */
function focusedField(typed: readonly TypedField[]): string | undefined {
  return 'vethubEarlyFocus' in window ? window.vethubEarlyFocus : typed.find((t) => t.focused)?.key;
}

/**
 * True when nothing on the page has the focus, as after a render that replaced the focused field.
 * A visitor who has moved on to another field since keeps it: their words went into the field
 * given back instead (the contact form's message landed in its email field).
 */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Gives each field back in turn, letting the page render between: a form that builds its state
 * from what it last rendered (`{ ...answers, rating }`) would otherwise undo the field given back
 * before (the eligibility checker lost its rating to the tick after it). A field is looked up
 * again each time, as a choice may bring in fields of its own.
 */
export async function restoreTypedFields(root: HTMLElement, typed: readonly TypedField[]) {
  const focusedKey = focusedField(typed);
  const focused = focusedKey && fieldsByKey(root).get(focusedKey);
  if (focused && focusLost()) focused.focus();
  for (const { key, value, checked } of withNotedInput(typed)) {
    // React renders what a choice changed in a microtask after its event.
    await Promise.resolve();
    const field = fieldsByKey(root).get(key);
    if (!field) continue;
    if (isToggle(field)) {
      // As for text below: hydration leaves the tick on screen, but the form's state has not seen
      // it and its next render clears it. The box is set the other way first, so the click the
      // browser sends for a tick reports the choice.
      if (field.checked === checked) field.checked = !checked;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      // Even when the page still shows it: the form's state has not seen the choice.
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (value !== '' || field.value !== '') {
      // React watches the element's own value property and reports an input event to the form
      // only after a change it did not see: it is told the field is empty, then the prototype's
      // setter puts the text back behind its back. (Hydration leaves the typed text on screen
      // until the form's next render, which would clear it.)
      field.value = '';
      const proto = Object.getPrototypeOf(field) as object;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** Hands held clicks and submits to the app, once the fields have their values back. */
export function replayEarlyActions(root: HTMLElement) {
  const actions = window.vethubEarlyActions ?? [];
  window.vethubEarlyActions = [];
  // After the forms' state has taken in the restored values (their renders run first). Every
  // target is found before the first is clicked, as a click can add buttons that move the rest
  // ("Make text larger" brings "Reset"), then one a turn: a control building its next state
  // from its last render would otherwise count the same step twice.
  window.setTimeout(() => {
    const buttons = byKey<HTMLElement>(root, ACTIONS, actionKey);
    const forms = byKey<HTMLFormElement>(root, 'form', actionKey);
    for (const { kind, key } of actions) {
      const target = kind === 'submit' ? forms.get(key) : buttons.get(key);
      window.setTimeout(() => {
        if (target instanceof HTMLFormElement) target.requestSubmit();
        else target?.click();
      }, 0);
    }
  }, 0);
}
