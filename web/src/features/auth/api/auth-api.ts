import type {
  LoginRequest,
  MessageResponse,
  PlanId,
  PublicUser,
  RegisterResponse,
  VerifyEmailResponse,
} from '@doclens/api';
import { apiJson, apiRequest } from '../../../lib/api-client';

export const SESSION_FETCH_FAILED_MESSAGE = 'Failed to fetch user';
export const FORGOT_PASSWORD_FAILED_MESSAGE = 'Failed to send reset email';

/** The signed-in user, or null when signed out (spec part 1 §7). */
export async function fetchSessionUser(): Promise<PublicUser | null> {
  const response = await fetch('/api/auth/user', { credentials: 'include' });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(SESSION_FETCH_FAILED_MESSAGE);
  return (await response.json()) as PublicUser;
}

export function login(credentials: LoginRequest): Promise<PublicUser> {
  return apiJson<PublicUser>('POST', '/api/auth/login', credentials);
}

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  plan: PlanId;
}

export function register(input: RegistrationInput): Promise<RegisterResponse> {
  return apiJson<RegisterResponse>('POST', '/api/auth/register', input);
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

export async function requestPasswordReset(email: string): Promise<void> {
  const response = await fetch('/api/auth/forgot-password', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(await messageOrDefault(response, FORGOT_PASSWORD_FAILED_MESSAGE));
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/reset-password', { token, password });
}

export function resendVerification(email: string): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/resend-verification', { email });
}

export type EmailVerificationOutcome =
  | { state: 'success'; message: string; email?: string }
  | { state: 'expired' | 'invalid'; message: string };

/** Consumes the emailed token. A 400 says why the link is unusable; anything else unexpected throws. */
export async function verifyEmail(token: string): Promise<EmailVerificationOutcome> {
  const response = await fetch(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    credentials: 'include',
  });
  const body = (await response.json().catch(() => ({}))) as Partial<VerifyEmailResponse>;
  if (response.ok) return { state: 'success', message: body.message ?? '', email: body.user?.email };
  if (response.status === 400) return { state: body.error ?? 'invalid', message: body.message ?? '' };
  throw new Error(body.message ?? `${response.status}: ${response.statusText}`);
}

async function messageOrDefault(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message ? body.message : fallback;
}
