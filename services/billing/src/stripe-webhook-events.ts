import { z } from 'zod';

/**
 * The Stripe events that can change what a user has. Every other event is answered 200 and
 * ignored, so enabling more events in the Dashboard never makes Stripe retry.
 */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

const handled = new Set<string>(STRIPE_EVENTS);

export function isHandledStripeEvent(type: string): boolean {
  return handled.has(type);
}

const reference = z.union([z.string(), z.object({ id: z.string() })]).nullish();

/** Only the subscription's id is read from an event; its state is always re-read from Stripe. */
const eventObject = z.object({
  object: z.string(),
  id: z.string().optional(),
  subscription: reference,
  parent: z.object({ subscription_details: z.object({ subscription: reference }).nullish() }).nullish(),
});

/** The subscription an event is about, whatever the object (subscription, checkout session, invoice). */
export function subscriptionIdOfEvent(object: unknown): string | undefined {
  const parsed = eventObject.safeParse(object);
  if (!parsed.success) return undefined;
  const { data } = parsed;
  if (data.object === 'subscription') return data.id;
  const ref = data.subscription ?? data.parent?.subscription_details?.subscription;
  if (!ref) return undefined;
  return typeof ref === 'string' ? ref : ref.id;
}
