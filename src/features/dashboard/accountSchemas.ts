/** The account forms: the same password and address rules as sign-up and reset. */
import { z } from 'zod';
import {
  isValidEmail,
  newPasswordFields,
  samePasswords,
  VALIDATION_MESSAGES,
} from '../../components/forms/credentialRules';
import { t } from './words';

// Each message is made when a value is checked, in the page's language.
export const changePasswordSchema = z
  .object({
    current: z.string().min(1, { error: () => t('dashboard.password.enterCurrent') }),
    ...newPasswordFields,
  })
  .refine(samePasswords.check, samePasswords.issue);
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({
  email: z.string().refine(isValidEmail, { error: () => VALIDATION_MESSAGES.invalidEmail }),
});

/**
 * What the person types to delete their account, in the page's language; the delete-account
 * function accepts each language's phrase (its CONFIRM_PHRASES).
 */
export const deletePhrase = () => t('dashboard.delete.phrase');

export const deleteAccountSchema = z.object({
  confirm: z.string().refine((v) => v.trim().toLowerCase() === deletePhrase(), {
    error: () => t('dashboard.delete.typeProblem', { phrase: deletePhrase() }),
  }),
});
