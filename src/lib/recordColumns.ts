/**
 * Columns the posted record types (deals, services, articles, jobs) share, so each record's
 * schema states only what is its own. Limits match the tables' checks (supabase/migrations).
 */
import { z } from 'zod';
import { LANGUAGES } from './language';

/** Free text a row may leave empty; blanks are trimmed before the limit is checked. */
export const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * Text a row must have, up to 200 characters (a title, a name). `missing` says so in the page's
 * language: zod calls it when the check fails, not when the schema is made.
 */
export const requiredText = (missing: () => string) =>
  z.string().trim().min(1, { error: missing }).max(200);

/** A two-letter state code, as the state pickers give it. */
export const stateCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Choose a state')
  .nullish();

/** The language a row is written in (issue 35); rows from before it are English. */
export const writtenIn = z.enum(LANGUAGES).default('en');

/** The row's identity, owner and language, the first columns of every record. */
export const rowColumns = {
  id: z.number().int().positive(),
  owner_id: z.string().nullish(),
  language: writtenIn,
};

/**
 * What the server or an admin sets: a partner's form leaves these out
 * (`recordSchema.omit({ ...serverSetColumns, … })`).
 */
export const serverSetColumns = {
  id: true,
  owner_id: true,
  status: true,
  updated_at: true,
} as const;
