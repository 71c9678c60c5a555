/** Converting between what a form field holds (text, a checkbox) and a record's column value. */
import { slugify } from '../../lib/slug';
import type { FieldSpec, FormValues, PostingKind } from './postingKind';
import { allFields } from './postingKind';

/** Empty text is "no value": null, so an edit can clear a field. */
export function textOrNull(value: string | boolean | undefined): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

export function numberOrNull(value: string | boolean | undefined): number | null {
  const text = textOrNull(value);
  if (text === null) return null;
  const number = Number(text.replace(/[$,]/g, ''));
  return Number.isFinite(number) ? number : Number.NaN;
}

/** A comma- or line-separated list, trimmed, without blanks or repeats. */
export function listOf(value: string | boolean | undefined): string[] {
  const text = typeof value === 'string' ? value : '';
  return [
    ...new Set(
      text
        .split(/[,\n]/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** A slug for the URL, never empty (the table requires one). */
export function slugFor(text: string | boolean | undefined, fallback: string): string {
  const slug = slugify(typeof text === 'string' ? text : '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The payload value of one field, by its kind. */
export function columnValue(field: FieldSpec, value: string | boolean | undefined): unknown {
  if (field.kind === 'checkbox') return value === true;
  if (field.kind === 'number') return numberOrNull(value);
  if (field.kind === 'list') return listOf(value);
  return textOrNull(value);
}

/** Every field's column value, the starting point of each kind's payload. */
export function columnValues(kind: PostingKind, values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of allFields(kind)) payload[field.name] = columnValue(field, values[field.name]);
  if (allFields(kind).some((field) => field.kind === 'image')) {
    // The picture's size goes with it, so pages reserve its space; without a picture, none.
    const withImage = payload.image_path !== null;
    payload.image_width = withImage ? numberOrNull(values.image_width) : null;
    payload.image_height = withImage ? numberOrNull(values.image_height) : null;
    if (!withImage) payload.image_alt = null;
  }
  return payload;
}

/** A stored row back into typed values. */
export function rowValues(kind: PostingKind, row: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of allFields(kind)) {
    const value = row[field.name];
    if (field.kind === 'checkbox') values[field.name] = value === true;
    else if (field.kind === 'list')
      values[field.name] = Array.isArray(value) ? value.join(', ') : '';
    else if (field.kind === 'date')
      values[field.name] = typeof value === 'string' ? value.slice(0, 10) : '';
    else values[field.name] = value == null ? '' : String(value);
    if (field.kind === 'image') {
      values.image_width = row.image_width == null ? '' : String(row.image_width);
      values.image_height = row.image_height == null ? '' : String(row.image_height);
    }
  }
  return values;
}

export function isBlank(field: FieldSpec, value: string | boolean | undefined): boolean {
  if (field.kind === 'checkbox') return false;
  if (field.kind === 'list') return listOf(value).length === 0;
  return textOrNull(value) === null;
}
