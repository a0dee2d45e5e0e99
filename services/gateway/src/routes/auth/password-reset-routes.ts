import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  VALIDATION_MESSAGES,
} from '@doclens/api';
import { consumeEmailToken } from '@doclens/auth';
import { findUserByEmail, updateUser } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queueAccountEmail } from '../../accounts/account-emails';
import { afterAddressVerified } from '../../accounts/address-verified';
import { isCommonPassword } from '../../accounts/common-passwords';
import { hashPassword } from '../../accounts/password-hashing';
import { HttpError, serviceUnavailable } from '../../http/http-errors';
import { clearSessionCookie } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';

export const RESET_LINK_SENT_MESSAGE = 'If an account exists for that address, we have sent a password reset link.';
export const RESET_LINK_EXPIRED_MESSAGE = 'This reset link has expired. Please request a new one.';
export const RESET_LINK_INVALID_MESSAGE = 'Invalid or already used reset link. Please request a new one.';

export function passwordResetRoutes({ deps, sessions, cookie }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Email a password reset link (same answer for unknown addresses)',
          body: forgotPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      },
      async (request) => {
        // Checked first so that an outage answers the same for known and unknown addresses.
        await deps.redis.ping().catch(() => {
          throw serviceUnavailable();
        });
        const user = await findUserByEmail(deps.db, request.body.email);
        if (user) {
          await queueAccountEmail(
            deps,
            { userId: user.id, kind: 'reset_password', requestId: request.id },
            request.log,
          );
        }
        return { message: RESET_LINK_SENT_MESSAGE };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with an emailed token; ends every session',
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { token, password } = request.body;
        if (isCommonPassword(password)) throw new HttpError(400, VALIDATION_MESSAGES.passwordTooCommon);
        const outcome = await consumeEmailToken(deps.db, token, 'reset_password');
        if (!outcome.ok) {
          throw new HttpError(
            400,
            outcome.reason === 'expired' ? RESET_LINK_EXPIRED_MESSAGE : RESET_LINK_INVALID_MESSAGE,
          );
        }
        // Following the emailed link proves the address, so it counts as verified too.
        const user = await updateUser(deps.db, outcome.userId, {
          passwordHash: await hashPassword(password),
          emailVerified: true,
        });
        if (user) await afterAddressVerified(deps, user, request.log);
        await sessions.endAllOf(outcome.userId);
        clearSessionCookie(reply, cookie);
        return { message: 'Your password has been reset. You can now sign in with the new password.' };
      },
    );
  };
}
