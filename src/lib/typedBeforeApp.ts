/**
 * What a visitor typed into a prerendered page before the app ran. Hydration renders each field
 * with the app's state (empty), so the text would be lost on a slow line: it is read just before
 * hydration and given back to the same fields afterwards, as input events, so the forms' own
 * state takes it in as if it were typed then.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

export interface TypedField {
  field: Field;
  value: string;
  checked: boolean;
}

const TOGGLES = new Set(['checkbox', 'radio']);

export function readTypedFields(root: HTMLElement): TypedField[] {
  const fields = root.querySelectorAll<Field>('input, textarea');
  return [...fields]
    .filter((f) =>
      f instanceof HTMLInputElement && TOGGLES.has(f.type)
        ? f.checked !== f.defaultChecked
        : f.value !== f.defaultValue,
    )
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
}

export function restoreTypedFields(typed: readonly TypedField[]) {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement && TOGGLES.has(field.type)) {
      if (field.checked !== checked) field.click();
      continue;
    }
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
