import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postSigned } from './fake-stripe-delivery';
import type {
  DeliveryOptions,
  FakeStripeEvent,
  FakeStripeObject,
  FakeStripeOptions,
  FakeStripeServer,
} from './fake-stripe-types';
import {
  found,
  invalid,
  invoiceOf,
  missing,
  ok,
  parseForm,
  periodEnd,
  priceObject,
  publicView,
  readBody,
} from './fake-stripe-wire';

const API_VERSION = '2026-10-28.endive';

/**
 * A local stand-in for the part of Stripe's API the billing code uses (customers and their balance
 * transactions, Checkout Sessions, subscriptions), holding its state in memory on 127.0.0.1 and a
 * free port. Every change makes an event like Stripe's; events are delivered only when a test
 * asks, signed with the SDK's test header helper, so they can come late, twice or out of order.
 */
export async function startFakeStripeServer(options: FakeStripeOptions = {}): Promise<FakeStripeServer> {
  const priceIntervals = options.prices ?? {};
  const webhookSecret = `whsec_fake_${randomBytes(12).toString('hex')}`;
  const customers = new Map<string, FakeStripeObject>();
  const sessions = new Map<string, FakeStripeObject>();
  const subscriptions = new Map<string, FakeStripeObject>();
  const balanceTransactions: FakeStripeObject[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const events: FakeStripeEvent[] = [];
  const requests: string[] = [];
  const calls: FakeStripeServer['calls'] = [];
  let webhookUrl: string | undefined;
  const failures: { pattern: RegExp; left: number }[] = [];
  let base = '';

  const now = () => Math.floor(Date.now() / 1000);
  const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

  function emit(type: string, object: FakeStripeObject): FakeStripeEvent {
    const event: FakeStripeEvent = {
      id: newId('evt'),
      object: 'event',
      type,
      created: now(),
      livemode: false,
      api_version: API_VERSION,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    events.push(event);
    return event;
  }

  function createSubscription(session: FakeStripeObject): FakeStripeObject {
    const internal = session._internal as {
      price: string;
      interval: 'month' | 'year';
      metadata: Record<string, string>;
    };
    const start = now();
    const subscription: FakeStripeObject = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      created: start,
      metadata: internal.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: priceObject(internal.price, internal.interval),
            quantity: 1,
            current_period_start: start,
            current_period_end: periodEnd(start, internal.interval),
          },
        ],
      },
      _interval: internal.interval,
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  function itemOf(subscription: FakeStripeObject): Record<string, number> {
    return (subscription.items as { data: Record<string, number>[] }).data[0] as Record<string, number>;
  }

  function setCancelAtPeriodEnd(subscription: FakeStripeObject, cancel: boolean): void {
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? itemOf(subscription).current_period_end : null;
    subscription.canceled_at = cancel ? now() : null;
  }

  /**
   * The update of a subscription's item to another price (a plan switch). Stripe prorates it; a
   * new interval resets the billing cycle to now.
   */
  function changeItemPrice(subscription: FakeStripeObject, items: unknown): void {
    const [change] = Object.values((items ?? {}) as Record<string, { id?: string; price?: string }>);
    if (!change?.price) return;
    const item = (subscription.items as { data: Record<string, unknown>[] }).data.find((i) => i.id === change.id);
    if (!item) return;
    const interval = priceIntervals[change.price] ?? (subscription._interval as 'month' | 'year');
    item.price = priceObject(change.price, interval);
    if (interval !== subscription._interval) {
      const start = now();
      item.current_period_start = start;
      item.current_period_end = periodEnd(start, interval);
      subscription._interval = interval;
    }
  }

  function cancel(subscription: FakeStripeObject): FakeStripeEvent {
    subscription.status = 'canceled';
    subscription.ended_at = now();
    return emit('customer.subscription.deleted', publicView(subscription));
  }

  type Route = (params: string[], body: Record<string, unknown>) => { status: number; body: unknown };
  const routes: [string, RegExp, Route][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_params, body) => {
        const customer: FakeStripeObject = {
          id: newId('cus'),
          object: 'customer',
          email: body.email ?? null,
          metadata: body.metadata ?? {},
          balance: 0,
          created: now(),
        };
        customers.set(customer.id, customer);
        emit('customer.created', customer);
        return ok(customer);
      },
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, ([id]) => found(customers.get(id ?? ''), 'customer', id)],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)\/balance_transactions$/,
      ([id], body) => {
        const customer = customers.get(id ?? '');
        if (!customer) return missing('customer', id);
        const amount = Number(body.amount);
        customer.balance = (customer.balance as number) + amount;
        const transaction: FakeStripeObject = {
          id: newId('cbtxn'),
          object: 'customer_balance_transaction',
          customer: customer.id,
          amount,
          currency: body.currency,
          description: body.description ?? null,
          metadata: body.metadata ?? {},
          ending_balance: customer.balance,
          type: 'adjustment',
          created: now(),
        };
        balanceTransactions.push(transaction);
        return ok(transaction);
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_params, body) => {
        if (typeof body.customer !== 'string' || !customers.has(body.customer))
          return missing('customer', body.customer);
        const id = newId('bps');
        return ok({
          id,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url ?? null,
          url: `${base}/portal/${id}`,
          created: now(),
        });
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_params, body) => {
        const lineItems = Object.values((body.line_items ?? {}) as Record<string, { price?: string }>);
        const price = lineItems[0]?.price;
        if (body.mode !== 'subscription' || !price) return invalid('mode=subscription and a price are required');
        if (typeof body.customer !== 'string' || !customers.has(body.customer))
          return missing('customer', body.customer);
        const id = newId('cs_test');
        const metadata = (body.metadata ?? {}) as Record<string, string>;
        const subscriptionData = (body.subscription_data ?? {}) as { metadata?: Record<string, string> };
        const session: FakeStripeObject = {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          payment_status: 'unpaid',
          customer: body.customer,
          client_reference_id: body.client_reference_id ?? null,
          metadata,
          subscription: null,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          url: `${base}/pay/${id}`,
          _internal: {
            price,
            interval: metadata.interval === 'year' ? 'year' : 'month',
            metadata: subscriptionData.metadata ?? {},
          },
        };
        sessions.set(id, session);
        return ok(publicView(session));
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      ([id]) => {
        const session = sessions.get(id ?? '');
        return session ? ok(publicView(session)) : missing('checkout.session', id);
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id]) => {
        const subscription = subscriptions.get(id ?? '');
        return subscription ? ok(publicView(subscription)) : missing('subscription', id);
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], body) => {
        const subscription = subscriptions.get(id ?? '');
        if (!subscription) return missing('subscription', id);
        if (subscription.status === 'canceled') return invalid('A canceled subscription can only update its metadata');
        if (body.items !== undefined) changeItemPrice(subscription, body.items);
        if (body.cancel_at_period_end !== undefined)
          setCancelAtPeriodEnd(subscription, body.cancel_at_period_end === 'true');
        emit('customer.subscription.updated', publicView(subscription));
        return ok(publicView(subscription));
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id]) => {
        const subscription = subscriptions.get(id ?? '');
        if (!subscription) return missing('subscription', id);
        if (subscription.status !== 'canceled') cancel(subscription);
        return ok(publicView(subscription));
      },
    ],
  ];

  const server = createServer((request, response) => {
    void handle(request, response);
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const method = request.method ?? 'GET';
    requests.push(`${method} ${url.pathname}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(body));
    };
    if (!request.headers.authorization?.startsWith('Bearer ')) {
      send(401, { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } });
      return;
    }
    const failure = failures.find((f) => f.left > 0 && f.pattern.test(`${method} ${url.pathname}`));
    if (failure) {
      failure.left -= 1;
      response.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'An error occurred (fake Stripe).' } }));
      return;
    }
    const key = request.headers['idempotency-key'];
    const remembered = typeof key === 'string' ? idempotent.get(`${method} ${url.pathname} ${key}`) : undefined;
    if (remembered) {
      send(remembered.status, remembered.body);
      return;
    }
    for (const [routeMethod, pattern, route] of routes) {
      const match = routeMethod === method ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      const params = { ...parseForm(url.search.slice(1)), ...parseForm(raw) };
      calls.push({ request: `${method} ${url.pathname}`, params });
      const answer = route(match.slice(1), params);
      if (typeof key === 'string' && method !== 'GET') idempotent.set(`${method} ${url.pathname} ${key}`, answer);
      send(answer.status, answer.body);
      return;
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname})` },
    });
  }

  async function deliver(event: FakeStripeEvent, options: DeliveryOptions = {}): Promise<number[]> {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const times = options.times ?? 1;
    if (!webhookUrl) throw new Error('fake Stripe: setWebhookUrl first');
    const url = webhookUrl;
    const signature = options.signature ?? 'valid';
    return Promise.all(Array.from({ length: times }, () => postSigned(url, webhookSecret, event, signature)));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    webhookSecret,
    events,
    requests,
    calls,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    failRequests(pattern, times) {
      failures.push({ pattern, left: times });
    },
    customer: (id) => customers.get(id),
    subscription: (id) => {
      const subscription = subscriptions.get(id);
      return subscription && publicView(subscription);
    },
    subscriptionsOf: (customerId) =>
      [...subscriptions.values()].filter((s) => s.customer === customerId).map(publicView),
    balanceTransactionsOf: (customerId) => balanceTransactions.filter((t) => t.customer === customerId),
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      if (typeof session.subscription === 'string') return session.subscription;
      const subscription = createSubscription(session);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      emit('customer.subscription.created', publicView(subscription));
      emit('checkout.session.completed', publicView(session));
      emit('invoice.paid', invoiceOf(subscription, newId('in')));
      return subscription.id;
    },
    updateSubscription(id, changes) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`fake Stripe: no subscription ${id}`);
      if (changes.cancelAtPeriodEnd !== undefined) setCancelAtPeriodEnd(subscription, changes.cancelAtPeriodEnd);
      if (changes.status === 'canceled') return cancel(subscription);
      if (changes.status) subscription.status = changes.status;
      return emit('customer.subscription.updated', publicView(subscription));
    },
    endPeriod(id) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`fake Stripe: no subscription ${id}`);
      // Ended already (cancelled now): its end was told then.
      if (subscription.status === 'canceled') {
        const ended = events.findLast((e) => e.type === 'customer.subscription.deleted' && e.data.object.id === id);
        if (ended) return ended;
      }
      if (subscription.cancel_at_period_end) return cancel(subscription);
      const item = itemOf(subscription);
      item.current_period_start = item.current_period_end as number;
      item.current_period_end = periodEnd(item.current_period_start, subscription._interval as 'month' | 'year');
      emit('invoice.paid', invoiceOf(subscription, newId('in')));
      return emit('customer.subscription.updated', publicView(subscription));
    },
    lastEvent(type, objectId) {
      const event = events.findLast((e) => e.type === type && (!objectId || e.data.object.id === objectId));
      if (!event) throw new Error(`fake Stripe: no ${type} event${objectId ? ` for ${objectId}` : ''}`);
      return event;
    },
    deliver,
    async deliverInOrder(list, options = {}) {
      const statuses: number[] = [];
      for (const event of list) statuses.push(...(await deliver(event, options)));
      return statuses;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
