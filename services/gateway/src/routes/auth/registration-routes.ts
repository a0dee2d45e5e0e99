import {
  firstNameOf,
  isPaidPlan,
  registerRequestSchema,
  registerResponseSchema,
  VALIDATION_MESSAGES,
} from '@doclens/api';
import { findUserByEmail, insertUser, normalizeEmail } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tryQueueAccountEmail } from '../../accounts/account-emails';
import { isCommonPassword } from '../../accounts/common-passwords';
import { hashPassword } from '../../accounts/password-hashing';
import { HttpError } from '../../http/http-errors';
import type { RouteContext } from '../route-context';

/**
 * Registration answers the same whether or not the address already has an account: a new
 * address gets a verification email, a taken one gets a notice (or a fresh verification link
 * while still unverified). Nobody is signed in here; the user signs in after verifying, and that
 * sign-in claims the browser's anonymous uploads (claiming here would answer differently for a
 * taken address).
 */
export function registrationRoutes({ deps }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account',
          body: registerRequestSchema,
          response: { 201: registerResponseSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { name, email, password, plan } = request.body;
        if (isCommonPassword(password)) throw new HttpError(400, VALIDATION_MESSAGES.passwordTooCommon);
        const passwordHash = await hashPassword(password);
        // Never an admin here, not even ADMIN_EMAIL: the role waits for the address to be verified (admin-role.ts).
        const created = await insertUser(deps.db, { email, name, passwordHash, role: 'user' });
        // Only a new account takes this browser's anonymous uploads; a taken address gets nothing.
        const recipient = created ?? (await findUserByEmail(deps.db, email));
        const verificationEmailSent = recipient
          ? await tryQueueAccountEmail(
              deps,
              {
                userId: recipient.id,
                kind: created || !recipient.emailVerified ? 'verify_email' : 'account_exists',
                requestId: request.id,
              },
              request.log,
            )
          : false;
        return reply.status(201).send({
          user: {
            name,
            firstName: firstNameOf(name),
            email: normalizeEmail(email),
            plan: 'free',
            emailVerified: false,
          },
          verificationEmailSent,
          needsPayment: isPaidPlan(plan),
          selectedPlan: plan,
        });
      },
    );
  };
}
