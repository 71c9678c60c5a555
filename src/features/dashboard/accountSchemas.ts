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
 * What the person types to delete their account; the delete-account function checks it too, so
 * it is the same in every language (the Spanish label quotes it).
 */
export const DELETE_PHRASE = 'delete my account';

export const deleteAccountSchema = z.object({
  confirm: z.string().refine((v) => v.trim().toLowerCase() === DELETE_PHRASE, {
    error: () => t('dashboard.delete.typeProblem', { phrase: DELETE_PHRASE }),
  }),
});
