import { ApiError } from '../../lib/api-client';

/** Spec part 2 §8: the editor's answer to a 401, shown before it sends the user to sign in again. */
export const SESSION_EXPIRED_TOAST = { title: 'Session Expired', description: 'Please log in again to continue' };
export const SIGN_IN_REDIRECT_DELAY_MS = 1_000;

export function isSessionExpiry(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
