/** The account forms: the same password and address rules as sign-up and reset. */
import { z } from 'zod';
import {
  isValidEmail,
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DIFFER,
  VALIDATION_MESSAGES,
} from '../../components/forms/credentialRules';

export const changePasswordSchema = z
  .object({
    current: z.string().min(1, 'Enter your current password.'),
    password: z.string().min(MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES.shortPassword),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: PASSWORDS_DIFFER, path: ['confirm'] });
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({
  email: z.string().refine(isValidEmail, VALIDATION_MESSAGES.invalidEmail),
});

/** What the person types to delete their account; the delete-account function checks it too. */
export const DELETE_PHRASE = 'delete my account';

export const deleteAccountSchema = z.object({
  confirm: z
    .string()
    .refine((v) => v.trim().toLowerCase() === DELETE_PHRASE, `Type “${DELETE_PHRASE}” to confirm.`),
});
