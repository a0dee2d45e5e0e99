import type { LocalPaymentsProvider } from '@doclens/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/http-errors';
import { requireUser } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';

/**
 * The local test checkout's "pay" step: only with the local provider, only for the session's own
 * user. It answers where Stripe Checkout would send the browser back.
 */
export function localCheckoutRoutes({ deps }: RouteContext, provider: LocalPaymentsProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/checkout/test/pay',
      {
        schema: {
          tags: ['billing'],
          summary: 'Pay a session of the local test checkout (no card; local provider only)',
          body: z.object({ sessionId: z.string().min(1).max(255) }),
          response: { 200: z.object({ returnUrl: z.string() }) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const session = await provider.retrieveCheckoutSession(request.body.sessionId);
        if (!session || session.userId !== user.id) throw new HttpError(404, 'Checkout session not found');
        await provider.payCheckoutSession(request.body.sessionId);
        const returnUrl = new URL('/account', deps.config.http.appUrl);
        returnUrl.searchParams.set('success', 'true');
        returnUrl.searchParams.set('plan', session.plan);
        returnUrl.searchParams.set('session_id', request.body.sessionId);
        return { returnUrl: `${returnUrl.pathname}${returnUrl.search}` };
      },
    );
  };
}
