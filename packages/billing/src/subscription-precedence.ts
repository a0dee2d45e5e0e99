import type { ProviderSubscription } from './payments-provider';

/**
 * What a sync does with a subscription, given the one the account follows now:
 * - apply: it is the account's subscription (or the account has none, or its own has ended);
 * - replace: it is a newer live subscription; it becomes the account's and the old one is ended;
 * - end-it: it is an older live duplicate; the account keeps its own and this one is ended;
 * - ignore: it has ended and is not the account's; it changes nothing.
 * So one account follows one live subscription, the one paid for last, and events of any other
 * never change its plan (docs/decisions.md, "One live subscription per account").
 */
export type Precedence =
  | { action: 'apply' }
  | { action: 'replace'; replaced: string }
  | { action: 'end-it' }
  | { action: 'ignore' };

export function isLive(subscription: ProviderSubscription): boolean {
  return subscription.status !== 'canceled';
}

/**
 * `current` is the provider's copy of the account's subscription when it is another one;
 * undefined when the provider does not know it.
 */
export function precedenceOf(
  incoming: ProviderSubscription,
  currentId: string | null,
  current: ProviderSubscription | undefined,
): Precedence {
  if (currentId === null || currentId === incoming.id) return { action: 'apply' };
  if (!isLive(incoming)) return { action: 'ignore' };
  if (!current || !isLive(current)) return { action: 'apply' };
  // Stripe dates to the second: of two bought in the same second, the one followed already stays.
  if (incoming.createdAt.getTime() > current.createdAt.getTime()) return { action: 'replace', replaced: current.id };
  return { action: 'end-it' };
}
