/** The row a posting becomes: every field's column, and a slug made from the field that names it. */
import type { $ZodType } from 'zod/v4/core';
import type { RecordType } from '../../data/records';
import { columnValues, rowValues, slugFor } from './fieldValues';
import type { FormValues, PostingKind, StepSpec, SubmitPageWords } from './postingKind';
import type { SentWords } from './submissionWords';

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

interface SlugPostingParts {
  successPath?: string;
  /** The field the slug is made from, and the word used when it gives none. */
  slugFrom: [nameField: string, fallback: string];
  /** The words are made when read, in the page's language, never when a module loads. */
  steps: () => StepSpec[];
  sent: () => SentWords;
  submitPage?: () => SubmitPageWords;
  /** The record's noun, when it is said in the page's language. */
  noun?: () => string;
  /** Columns the payload adds to, or changes from, the fields' values. */
  payload?: (values: FormValues) => Record<string, unknown>;
}

/** A kind whose row is its fields' columns and a slug, and whose words follow the page. */
export function slugPosting(
  record: RecordType,
  schema: $ZodType,
  { successPath, slugFrom, steps, sent, submitPage, noun, payload }: SlugPostingParts,
): PostingKind {
  const kind: PostingKind = {
    ...record,
    get noun() {
      return noun ? noun() : record.noun;
    },
    schema,
    ...(successPath ? { successPath } : {}),
    get sent() {
      return sent();
    },
    get submitPage() {
      return submitPage?.();
    },
    get steps() {
      return steps();
    },
    toPayload: (values) => ({ ...slugPayload(kind, values, ...slugFrom), ...payload?.(values) }),
    fromRow: (row) => rowValues(kind, row),
  };
  return kind;
}
