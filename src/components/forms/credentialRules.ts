import { z } from 'zod';
import { t } from './words';

export const MIN_PASSWORD_LENGTH = 6;

/**
 * The §5 login rules, with their messages verbatim. Registration uses the same rules. Getters:
 * each message is made when it is read, in the page's language.
 */
export const VALIDATION_MESSAGES = {
  get bothRequired() {
    return t('components.credentials.bothRequired');
  },
  get invalidEmail() {
    return t('components.credentials.invalidEmail');
  },
  get shortPassword() {
    return t('components.credentials.shortPassword', { min: MIN_PASSWORD_LENGTH });
  },
};

/** A basic pattern, as the spec says: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(email));
}

/** The first rule the credentials break, or null when they can be sent. */
export function credentialsProblem(email: string, password: string): string | null {
  if (!normalizeEmail(email) || !password) return VALIDATION_MESSAGES.bothRequired;
  if (!isValidEmail(email)) return VALIDATION_MESSAGES.invalidEmail;
  if (password.length < MIN_PASSWORD_LENGTH) return VALIDATION_MESSAGES.shortPassword;
  return null;
}

/** The sign-in and registration check for the form: one issue, the first rule broken. */
export const credentialsSchema = z
  .object({ email: z.string(), password: z.string() })
  .superRefine(({ email, password }, ctx) => {
    const problem = credentialsProblem(email, password);
    if (!problem) return;
    const emailAtFault = problem === VALIDATION_MESSAGES.invalidEmail || !normalizeEmail(email);
    ctx.addIssue({ code: 'custom', message: problem, path: [emailAtFault ? 'email' : 'password'] });
  });

export const resetRequestSchema = z.object({
  email: z.string().refine(isValidEmail, { error: () => VALIDATION_MESSAGES.invalidEmail }),
});

/** A new password typed twice: reset's form and the account page's, beside their own fields. */
export const newPasswordFields = {
  password: z.string().min(MIN_PASSWORD_LENGTH, { error: () => VALIDATION_MESSAGES.shortPassword }),
  confirm: z.string(),
};

/** The refinement both forms put on the two: the second must repeat the first. */
export const samePasswords = {
  check: (v: { password: string; confirm: string }) => v.password === v.confirm,
  issue: { error: () => t('components.credentials.passwordsDiffer'), path: ['confirm'] },
};

export const newPasswordSchema = z
  .object(newPasswordFields)
  .refine(samePasswords.check, samePasswords.issue);
