import type { IncomingMessage } from 'node:http';
import type { FakeStripeObject } from './fake-stripe-types';

/** How the fake Stripe server writes Stripe's objects and answers, and reads its form-encoded requests. */

export function priceObject(id: string, interval: 'month' | 'year'): Record<string, unknown> {
  return { id, object: 'price', recurring: { interval, interval_count: 1 } };
}

export function periodEnd(startSeconds: number, interval: 'month' | 'year'): number {
  const end = new Date(startSeconds * 1000);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000);
}

/** The object without the fake's own bookkeeping (keys starting with `_`). */
export function publicView(object: FakeStripeObject): FakeStripeObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as FakeStripeObject;
}

export function ok(body: unknown) {
  return { status: 200, body };
}

export function found(object: FakeStripeObject | undefined, kind: string, id: string | undefined) {
  return object ? ok(object) : missing(kind, id);
}

export function missing(kind: string, id: unknown) {
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such ${kind}: '${String(id)}'`,
      },
    },
  };
}

export function invalid(message: string) {
  return { status: 400, body: { error: { type: 'invalid_request_error', message } } };
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects; list indexes stay object keys. */
export function parseForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let target = result;
    const last = path.pop() ?? key;
    for (const segment of path) {
      target[segment] ??= {};
      target = target[segment] as Record<string, unknown>;
    }
    target[last] = value;
  }
  return result;
}

/** A paid invoice of a subscription, as `invoice.paid` carries it. */
export function invoiceOf(subscription: FakeStripeObject, id: string): FakeStripeObject {
  return {
    id,
    object: 'invoice',
    customer: subscription.customer,
    status: 'paid',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
  };
}
