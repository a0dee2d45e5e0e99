import Stripe from 'stripe';
import type { FakeSignature, FakeStripeEvent } from './fake-stripe-types';

/**
 * Posts an event to a webhook endpoint as Stripe does, signed with the SDK's test header helper:
 * properly, with another secret, or not at all. Answers the HTTP status received.
 */
export async function postSigned(
  webhookUrl: string,
  webhookSecret: string,
  event: FakeStripeEvent,
  signature: FakeSignature,
): Promise<number> {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signature !== 'missing') {
    const secret = signature === 'valid' ? webhookSecret : `${webhookSecret}-other`;
    headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  }
  const response = await fetch(webhookUrl, { method: 'POST', headers, body: payload });
  await response.arrayBuffer();
  return response.status;
}
