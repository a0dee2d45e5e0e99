import { z } from 'zod';
import { PLAN_IDS, planOrFree } from './plans';
import {
  VALIDATION_MESSAGES as M,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './validation-messages';

/** An email address as every form takes it: trimmed, then checked (stored lowercased by the server). */
export const emailAddressSchema = z
  .string({ error: M.invalidEmail })
  .trim()
  .pipe(z.email({ error: M.invalidEmail }).max(254, M.invalidEmail));
const email = emailAddressSchema;
const password = z
  .string({ error: M.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);
const name = z
  .string({ error: M.nameTooShort })
  .trim()
  .min(NAME_MIN_LENGTH, M.nameTooShort)
  .max(NAME_MAX_LENGTH, M.nameTooLong);
const plan = z.enum(PLAN_IDS);

export const loginRequestSchema = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What the server accepts; an unknown or missing plan becomes free. */
export const registerRequestSchema = z.object({
  name,
  email,
  password,
  plan: z.unknown().optional().transform(planOrFree).pipe(plan),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The sign-up form: the request plus a confirmation checked on the client. */
export const registerFormSchema = z
  .object({
    name,
    email,
    password,
    confirmPassword: z.string({ error: M.confirmPasswordMissing }).min(PASSWORD_MIN_LENGTH, M.confirmPasswordMissing),
    plan: plan.optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const forgotPasswordRequestSchema = z.object({ email });

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: M.resetTokenMissing }).min(1, M.resetTokenMissing).max(200),
  password,
});

export const verifyEmailQuerySchema = z.object({
  token: z.string({ error: M.verificationTokenMissing }).min(1, M.verificationTokenMissing).max(200),
});

export const resendVerificationRequestSchema = z.object({ email: email.optional() });
// Lower-cased as Postgres spells ids, so that an id in upper case is compared as the same account.
export const sendVerificationRequestSchema = z.object({
  userId: z.uuid('User not found').toLowerCase().optional(),
});

export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  plan,
  role: z.enum(['user', 'admin']),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  subscriptionEndDate: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  accountCredit: z.string(),
  documentsProcessed: z.number().int(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * Registration never signs in and answers the same whether or not the address was taken, so it
 * cannot be used to find out who has an account; the user signs in after verifying.
 */
export const registerResponseSchema = z.object({
  user: z.object({
    name: z.string(),
    firstName: z.string(),
    email: z.string(),
    plan,
    emailVerified: z.literal(false),
  }),
  verificationEmailSent: z.boolean(),
  needsPayment: z.boolean(),
  selectedPlan: plan,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  user: z.object({ email: z.string() }).optional(),
  error: z.enum(['expired', 'invalid']).optional(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
