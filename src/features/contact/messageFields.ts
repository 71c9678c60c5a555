/** Field rules shared by the contact and feedback schemas, with messages in the user's words. */
import { z } from 'zod';

export const INVALID_EMAIL = 'Please enter a valid email address.';

/** An empty or blank optional field is left out rather than sent as ''. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const requiredText = (max: number, missing: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .max(max, `Use at most ${max.toLocaleString('en-US')} characters.`);

export const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, `Use at most ${max.toLocaleString('en-US')} characters.`)
      .optional(),
  );

export const emailField = z
  .string(INVALID_EMAIL)
  .trim()
  .toLowerCase()
  .max(320, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL));

export const optionalEmail = z.preprocess(blankToUndefined, emailField.optional());
