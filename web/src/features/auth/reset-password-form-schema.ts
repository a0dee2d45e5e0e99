import { registerFormSchema, resetPasswordRequestSchema, VALIDATION_MESSAGES } from '@doclens/api';
import { z } from 'zod';

/** The new-password form: the shared password rule plus the same confirmation rule as sign-up. */
export const resetPasswordFormSchema = z
  .object({
    password: resetPasswordRequestSchema.shape.password,
    confirmPassword: registerFormSchema.shape.confirmPassword,
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
