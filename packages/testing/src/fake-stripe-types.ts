/** Stripe's objects as the fake keeps them: the JSON Stripe would answer with. */
export type FakeStripeObject = Record<string, unknown> & { id: string; object: string };

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  /** A copy of the object as it was when the event was made; later changes do not show in it. */
  data: { object: FakeStripeObject };
}

/** How a delivery is signed: properly, with another secret, or not at all. */
export type FakeSignature = 'valid' | 'wrong-secret' | 'missing';

export interface DeliveryOptions {
  signature?: FakeSignature;
  /** Sends the same event this many times, all at once (default 1). */
  times?: number;
  /** Waits this long before sending, as a late delivery. */
  delayMs?: number;
}

export interface FakeStripeServer {
  /** Where to point the SDK (STRIPE_API_BASE). */
  url: string;
  /** The secret the fake signs its events with (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Every event made, in the order Stripe made it. */
  events: FakeStripeEvent[];
  /** The API requests received, as `METHOD /path`. */
  requests: string[];
  /** The same requests with the parameters they carried (form body and query, decoded). */
  calls: { request: string; params: Record<string, unknown> }[];
  /** Where events are delivered (the billing service's webhook endpoint). */
  setWebhookUrl(url: string): void;
  /** The next `times` requests matching `METHOD /path` get a 500 that tells the SDK not to retry. */
  failRequests(pattern: RegExp, times: number): void;
  customer(id: string): FakeStripeObject | undefined;
  subscription(id: string): FakeStripeObject | undefined;
  subscriptionsOf(customerId: string): FakeStripeObject[];
  balanceTransactionsOf(customerId: string): FakeStripeObject[];
  /** The customer pays on the hosted checkout page: one subscription per session, however often. */
  pay(sessionId: string): string;
  /** A change made on Stripe's side (Dashboard, portal, retries): the subscription and its event. */
  updateSubscription(id: string, changes: { cancelAtPeriodEnd?: boolean; status?: string }): FakeStripeEvent;
  /** The period ends: a subscription set to cancel ends, any other renews. */
  endPeriod(id: string): FakeStripeEvent;
  /** The last event of a type about an object, as a shortcut for tests. */
  lastEvent(type: string, objectId?: string): FakeStripeEvent;
  /** Delivers an event to the webhook URL, signed as asked; answers the HTTP statuses received. */
  deliver(event: FakeStripeEvent, options?: DeliveryOptions): Promise<number[]>;
  /** Delivers the events one after another in the order given (e.g. reversed, to be out of order). */
  deliverInOrder(events: FakeStripeEvent[], options?: DeliveryOptions): Promise<number[]>;
  close(): Promise<void>;
}

export interface FakeStripeOptions {
  /**
   * The billing interval of each recurring price the tests use, as the prices created in the
   * Dashboard would have; a subscription moved to a price of another interval starts a new period.
   */
  prices?: Record<string, 'month' | 'year'>;
}
