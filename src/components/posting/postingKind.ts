/**
 * What a posting form is made of: its steps and fields, how typed values become the record's
 * payload and back. One description per kind (deal, service, article, job) drives the form, its
 * requirements list and the edit page, so the rules a partner reads are the rules enforced.
 */
import type { $ZodType } from 'zod/v4/core';
import type { RecordType } from '../../data/records';
import type { SentWords } from './submissionWords';

export type FieldKind =
  | 'text'
  | 'url'
  | 'email'
  | 'tel'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'date'
  | 'number'
  | 'list'
  /** A picture: the value is its storage path; its size rides along as image_width/height. */
  | 'image';

export interface FieldSpec {
  /** The record's column. */
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Required only in some cases (e.g. a state unless the job is remote). */
  requiredWhen?: (values: FormValues) => boolean;
  /** Longest value the table accepts, also shown on the requirements page. */
  maxLength?: number;
  minLength?: number;
  help?: string;
  options?: readonly { value: string; label: string }[];
  /** What a new form starts with (a choice with one allowed answer). */
  defaultValue?: string;
  /** A format rule beyond length: returns the message when the value breaks it. */
  check?: (value: string) => string | null;
  /** What the rule is, in words, for the requirements page. */
  rule?: string;
}

export interface StepSpec {
  title: string;
  fields: FieldSpec[];
}

/** A form's values as typed: text for inputs, booleans for checkboxes. */
export type FormValues = Record<string, string | boolean>;

/** What a kind's "post something" page says above its form (NewPostingPage). */
export interface SubmitPageWords {
  intro: string;
  /** What to read first, the kind's requirements page marked `<0>…</0>`. */
  readFirst: string;
  /** The last step's button, when not "Submit for review". */
  submitLabel?: string;
}

/** The record's own facts (table, noun, addresses) come from its definition in src/data/records. */
export interface PostingKind extends RecordType {
  steps: StepSpec[];
  schema: $ZodType;
  /** Page shown after submitting; without one the form page shows the status itself. */
  successPath?: string;
  /** What that page says once the server has the new row: live, or waiting for review. */
  sent: SentWords;
  /** Kinds posted from a page of their own (NewPostingPage). */
  submitPage?: SubmitPageWords;
  /** The form's record payload (without owner_id) from typed values. */
  toPayload: (values: FormValues) => Record<string, unknown>;
  /** Typed values from a stored row, for editing. */
  fromRow: (row: Record<string, unknown>) => FormValues;
}

export function isRequired(field: FieldSpec, values: FormValues): boolean {
  return field.required === true || (field.requiredWhen?.(values) ?? false);
}

/** A step by index; the index always comes from the form itself, so a miss is a bug. */
export function stepAt(kind: PostingKind, index: number): StepSpec {
  const step = kind.steps[index];
  if (!step) throw new RangeError(`${kind.key} has no step ${index}`);
  return step;
}

export function allFields(kind: PostingKind): FieldSpec[] {
  return kind.steps.flatMap((step) => step.fields);
}

export function emptyValues(kind: PostingKind): FormValues {
  const values: FormValues = {};
  for (const field of allFields(kind)) {
    values[field.name] = field.kind === 'checkbox' ? false : (field.defaultValue ?? '');
  }
  return values;
}

/** A line of text the form requires: a title, a name. 200 characters is the columns' usual limit. */
export function requiredTextField(
  name: string,
  label: string,
  help?: string,
  maxLength = 200,
): FieldSpec {
  return { name, label, kind: 'text', required: true, maxLength, ...(help ? { help } : {}) };
}
