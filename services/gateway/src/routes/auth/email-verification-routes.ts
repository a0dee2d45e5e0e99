import {
  messageResponseSchema,
  resendVerificationRequestSchema,
  sendVerificationRequestSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from '@doclens/api';
import { consumeEmailToken } from '@doclens/auth';
import { findUserById, type User, updateUser } from '@doclens/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queueAccountEmail } from '../../accounts/account-emails';
import { afterAddressVerified } from '../../accounts/address-verified';
import { isAdmin } from '../../admin/admin-role';
import { HttpError } from '../../http/http-errors';
import { requireUser } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';

export const VERIFICATION_EXPIRED_MESSAGE = 'Verification link has expired. Please request a new one.';
export const VERIFICATION_INVALID_MESSAGE =
  'Invalid verification link. It may have been used already or replaced by a newer one.';
export const LOGIN_TO_RESEND_MESSAGE = 'Please log in to resend verification email';

const RESEND_LIMIT = { rateLimit: { max: 3, timeWindow: '1 minute' } };

export function emailVerificationRoutes({ deps }: RouteContext): FastifyPluginAsyncZod {
  const sendVerification = async (user: User, requestId: string, log: FastifyBaseLogger) => {
    if (user.emailVerified) return { message: 'Your email is already verified.' };
    await queueAccountEmail(deps, { userId: user.id, kind: 'verify_email', requestId }, log);
    return { message: 'Verification email sent.' };
  };

  return async (app) => {
    app.get(
      '/api/auth/verify-email',
      {
        schema: {
          tags: ['auth'],
          summary: 'Verify an email address with the emailed token',
          querystring: verifyEmailQuerySchema,
          response: { 200: verifyEmailResponseSchema, 400: verifyEmailResponseSchema },
        },
      },
      async (request, reply) => {
        const outcome = await consumeEmailToken(deps.db, request.query.token, 'verify_email');
        if (!outcome.ok) {
          const expired = outcome.reason === 'expired';
          return reply.status(400).send({
            message: expired ? VERIFICATION_EXPIRED_MESSAGE : VERIFICATION_INVALID_MESSAGE,
            error: expired ? 'expired' : 'invalid',
          });
        }
        const verified = await updateUser(deps.db, outcome.userId, { emailVerified: true });
        const user = verified && (await afterAddressVerified(deps, verified, request.log));
        return { message: 'Email verified successfully.', user: user ? { email: user.email } : undefined };
      },
    );

    app.post(
      '/api/auth/resend-verification',
      {
        schema: {
          tags: ['auth'],
          summary: "Email a new verification link to the signed-in user's address",
          body: resendVerificationRequestSchema.optional(),
          response: { 200: messageResponseSchema },
        },
        config: RESEND_LIMIT,
      },
      async (request) => sendVerification(requireUser(request, LOGIN_TO_RESEND_MESSAGE), request.id, request.log),
    );

    app.post(
      '/api/auth/send-verification',
      {
        schema: {
          tags: ['auth'],
          summary: 'Email a verification link to the signed-in user (admins: to any user)',
          body: sendVerificationRequestSchema.optional(),
          response: { 200: messageResponseSchema },
        },
        config: RESEND_LIMIT,
      },
      async (request) => {
        const user = requireUser(request, LOGIN_TO_RESEND_MESSAGE);
        const targetId = request.body?.userId ?? user.id;
        if (targetId !== user.id && !isAdmin(user)) {
          throw new HttpError(403, 'You can only request verification emails for your own account.');
        }
        const target = targetId === user.id ? user : await findUserById(deps.db, targetId);
        if (!target) throw new HttpError(404, 'User not found');
        return sendVerification(target, request.id, request.log);
      },
    );
  };
}
