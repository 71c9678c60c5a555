/**
 * Checks a posting form step by step: required fields first (they make the §5 notices), then
 * length and format rules, then the record's zod schema, the same check the outbox makes.
 */
import { flattenError, safeParse } from 'zod/v4/core';
import { isBlank, numberOrNull, textOrNull } from './fieldValues';
import {
  allFields,
  isRequired,
  type FieldSpec,
  type FormValues,
  type PostingKind,
} from './postingKind';
import { t } from './words';

export interface StepCheck {
  /** Labels of required fields left empty, in form order. */
  missing: string[];
  /** Field name → message, for every problem in the checked fields. */
  errors: Record<string, string>;
}

function fieldProblem(field: FieldSpec, values: FormValues): string | null {
  const value = values[field.name];
  const { label } = field;
  if (isRequired(field, values) && isBlank(field, value)) {
    return t('components.check.required', { label });
  }
  const text = textOrNull(value);
  if (text === null || typeof value !== 'string') return null;
  if (field.kind === 'number' && Number.isNaN(numberOrNull(text)))
    return t('components.check.number');
  const length = text.length;
  if (field.maxLength && length > field.maxLength) {
    return t('components.check.tooLong', { label, max: field.maxLength, length });
  }
  if (field.minLength && length < field.minLength) {
    return t('components.check.tooShort', { label, min: field.minLength, length });
  }
  return field.check?.(text) ?? null;
}

/** Problems in `fields` only; schema messages of other fields wait for their own step. */
export function checkFields(kind: PostingKind, fields: FieldSpec[], values: FormValues): StepCheck {
  const missing: string[] = [];
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values);
    if (!problem) continue;
    errors[field.name] = problem;
    if (isRequired(field, values) && isBlank(field, values[field.name])) missing.push(field.label);
  }
  const parsed = safeParse(kind.schema, kind.toPayload(values));
  if (!parsed.success) {
    const { fieldErrors } = flattenError(parsed.error) as {
      fieldErrors: Record<string, string[] | undefined>;
    };
    for (const field of fields) {
      const message = fieldErrors[field.name]?.[0];
      if (message && !errors[field.name]) errors[field.name] = message;
    }
  }
  return { missing, errors };
}

export function checkAll(kind: PostingKind, values: FormValues): StepCheck {
  return checkFields(kind, allFields(kind), values);
}

/** The index of the first step with a problem, or -1. */
export function firstStepWithProblem(kind: PostingKind, errors: Record<string, string>): number {
  return kind.steps.findIndex((step) => step.fields.some((field) => errors[field.name]));
}
