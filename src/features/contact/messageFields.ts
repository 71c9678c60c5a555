/**
 * Field rules shared by the contact and feedback schemas. Their messages are message ids, said
 * in the page's language when a value is checked (a schema is built once, as its module loads).
 */
import { z } from 'zod';
import { currentLocale } from '../../lib/i18n';
import { t } from './words';

const invalidEmail = () => t('contact.error.invalidEmail');

/** "Use at most 5,000 characters.", the figure written as the page's language writes it. */
const tooLong = (max: number) => () =>
  t('contact.error.tooLong', { max: max.toLocaleString(currentLocale()) });

/** An empty or blank optional field is left out rather than sent as ''. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `missing`: the message id for a field left empty. */
export const requiredText = (max: number, missing: string) =>
  z
    .string({ error: () => t(missing) })
    .trim()
    .min(1, { error: () => t(missing) })
    .max(max, { error: tooLong(max) });

export const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: tooLong(max) })
      .optional(),
  );

export const emailField = z
  .string({ error: invalidEmail })
  .trim()
  .toLowerCase()
  .max(320, { error: invalidEmail })
  .pipe(z.email({ error: invalidEmail }));

export const optionalEmail = z.preprocess(blankToUndefined, emailField.optional());
