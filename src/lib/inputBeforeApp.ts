/**
 * What a visitor typed, chose, clicked or sent on a prerendered page before the app ran. The app's first render
 * shows each field with its own state (empty), so it would be lost on a slow line: it is read
 * just before that render and given back afterwards, as the events the browser sends when someone
 * types or chooses, so the forms' own state takes it in as if it happened then. Fields are matched
 * by their place in the page: the first render is the prerendered page's own tree, hydrated in
 * place or (a device with its own text size or contrast) rendered afresh.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface TypedField {
  index: number;
  kind: string;
  value: string;
  checked: boolean;
}

const FIELDS = 'input, textarea, select';
const kindOf = (f: Field) => `${f.tagName}:${f.type}:${f.name}`;

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
  return [...root.querySelectorAll<Field>(FIELDS)].flatMap((field, index) =>
    changedByVisitor(field)
      ? [
          {
            index,
            kind: kindOf(field),
            value: field.value,
            checked: isToggle(field) && field.checked,
          },
        ]
      : [],
  );
}

/** The fields' state before the app's render, and what index.html saw typed since (it wins). */
function withNotedInput(typed: readonly TypedField[]): TypedField[] {
  const noted = (window as { vethubEarlyInput?: Record<string, TypedField> }).vethubEarlyInput;
  const byIndex = new Map(typed.map((t) => [t.index, t]));
  for (const t of Object.values(noted ?? {})) byIndex.set(t.index, t);
  return [...byIndex.values()];
}

export function restoreTypedFields(root: HTMLElement, typed: readonly TypedField[]) {
  const fields = [...root.querySelectorAll<Field>(FIELDS)];
  for (const { index, kind, value, checked } of withNotedInput(typed)) {
    const field = fields[index];
    if (!field || kindOf(field) !== kind) continue;
    if (isToggle(field)) {
      if (field.checked !== checked) field.click();
    } else if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
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

/** A click on a button or a form sent before the app ran, held by index.html's inline script. */
interface EarlyAction {
  kind: 'click' | 'submit';
  index: number;
}

/** Hands held clicks and submits to the app, once the fields have their values back. */
export function replayEarlyActions(root: HTMLElement) {
  const holder = window as { vethubEarlyActions?: EarlyAction[] };
  const actions = holder.vethubEarlyActions ?? [];
  holder.vethubEarlyActions = [];
  // After the forms' state has taken in the restored values (their renders run first).
  window.setTimeout(() => {
    for (const { kind, index } of actions) {
      if (kind === 'submit') root.querySelectorAll('form')[index]?.requestSubmit();
      else root.querySelectorAll<HTMLElement>('button, [role="tab"]')[index]?.click();
    }
  }, 0);
}
