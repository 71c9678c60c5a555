/** The row a posting becomes: every field's column, and a slug made from the field that names it. */
import { columnValues, slugFor } from './fieldValues';
import type { FormValues, PostingKind } from './postingKind';

export function slugPayload(
  kind: PostingKind,
  values: FormValues,
  nameField: string,
  fallback: string,
): Record<string, unknown> {
  const payload = columnValues(kind, values);
  payload.slug = slugFor(values[nameField], fallback);
  return payload;
}
