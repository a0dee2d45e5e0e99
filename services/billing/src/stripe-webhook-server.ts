import { type Db, forgetBillingEvent, recordBillingEvent } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { type JobProducer, syncSubscription } from '@doclens/queue';
import Fastify, { type FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { isHandledStripeEvent, subscriptionIdOfEvent } from './stripe-webhook-events';

/** The path Stripe is given as the webhook endpoint's URL (docs/operations.md, Payments). */
export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

export interface StripeWebhookDeps {
  db: Db;
  stripe: Stripe;
  webhookSecret: string;
  jobs: Pick<JobProducer, 'enqueue'>;
  logger: Logger;
}

export interface RunningWebhookServer {
  /** The webhook endpoint's full URL as listened on. */
  url: string;
  close(): Promise<void>;
}

/**
 * The billing service's HTTP listener for Stripe: checks the signature on the raw body, stores each
 * whitelisted event once by id and hands it to a `sync-subscription` job. Nothing here changes a
 * user; the job re-reads the subscription from Stripe.
 */
export function buildStripeWebhookApp(deps: StripeWebhookDeps): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  // The signature covers the exact bytes Stripe sent, so the body must stay unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      return reply.code(400).send({ error: 'Missing Stripe signature' });
    }
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(request.body, signature, deps.webhookSecret);
    } catch (error) {
      deps.logger.warn({ err: error }, 'stripe webhook refused: bad signature');
      return reply.code(400).send({ error: 'Invalid Stripe signature' });
    }
    if (!isHandledStripeEvent(event.type)) return { received: true, ignored: true };
    const subscriptionId = subscriptionIdOfEvent(event.data.object);
    const stored = await recordBillingEvent(deps.db, {
      id: event.id,
      type: event.type,
      subscriptionId: subscriptionId ?? null,
    });
    if (!stored) return { received: true, duplicate: true };
    if (!subscriptionId) return { received: true, ignored: true };
    try {
      await deps.jobs.enqueue(syncSubscription, { subscriptionId, cause: event.id, requestId: event.id });
    } catch (error) {
      // Forget the event so that Stripe's retry of this delivery is not taken for a duplicate.
      await forgetBillingEvent(deps.db, event.id);
      throw error;
    }
    deps.logger.info({ eventId: event.id, type: event.type, subscriptionId }, 'stripe event queued');
    return { received: true };
  });
  return app;
}

export async function startStripeWebhookServer(
  deps: StripeWebhookDeps,
  listen: { host: string; port: number },
): Promise<RunningWebhookServer> {
  const app = buildStripeWebhookApp(deps);
  const address = await app.listen(listen);
  return { url: `${address}${STRIPE_WEBHOOK_PATH}`, close: () => app.close() };
}
