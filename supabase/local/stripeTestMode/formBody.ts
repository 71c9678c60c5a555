/**
 * Stripe's request encoding (application/x-www-form-urlencoded with bracketed keys:
 * `line_items[0][price_data][unit_amount]=2500`) back into nested objects and arrays.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.match(/[^[\]]+|\[\]/g);
    if (!path) continue;
    let node: FormObject | FormValue[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const slot = part === '[]' ? (node as FormValue[]).length : part;
      const target = node as Record<string | number, FormValue>;
      if (last) {
        target[slot] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '') || path[i + 1] === '[]';
      target[slot] ??= nextIsIndex ? [] : {};
      node = target[slot] as FormObject | FormValue[];
    });
  }
  return root;
}

export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function obj(value: FormValue | undefined): FormObject {
  return typeof value === 'object' && !Array.isArray(value) && value ? value : {};
}
