import type { ProviderSubscription } from '@doclens/billing';
import { billingEmailFor } from '@doclens/billing';
import type { User } from '@doclens/db';
import { describe, expect, it } from 'vitest';

const periodEnd = new Date('2031-03-14T00:00:00.000Z');
const user = { id: 'u1', email: 'ada@example.test', name: 'Ada', plan: 'pro' } as User;
const subscription: ProviderSubscription = {
  id: 'sub_1',
  userId: 'u1',
  plan: 'pro',
  interval: 'month',
  createdAt: new Date('2031-02-14T00:00:00.000Z'),
  status: 'active',
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
};

describe('the email of a subscription change', () => {
  it('is a receipt when a plan is bought, a cancellation notice with the end date when cancelled', () => {
    expect(billingEmailFor({ user, subscription, change: 'subscribed' })).toMatchObject({
      kind: 'receipt',
      to: 'ada@example.test',
      plan: 'pro',
    });
    expect(
      billingEmailFor({ user, subscription: { ...subscription, cancelAtPeriodEnd: true }, change: 'cancelling' }),
    ).toMatchObject({ kind: 'cancellation', periodEnd: periodEnd.toISOString() });
  });

  it('warns once per failed period while the provider retries a renewal', () => {
    const pastDue = { ...subscription, status: 'past_due' as const };
    const first = billingEmailFor({ user, subscription: pastDue, change: 'none' });
    const again = billingEmailFor({ user, subscription: pastDue, change: 'none' });
    expect(first?.kind).toBe('renewal_failed');
    expect(again?.cause).toBe(first?.cause);
  });

  it('confirms a cancelled plan that was renewed again, and a plan that ended, naming the plan that ended', () => {
    expect(billingEmailFor({ user, subscription, change: 'reactivated' })).toMatchObject({
      kind: 'reactivated',
      plan: 'pro',
      periodEnd: periodEnd.toISOString(),
    });
    const onFree = { ...user, plan: 'free' } as User;
    const ended = billingEmailFor({
      user: onFree,
      subscription: { ...subscription, status: 'canceled' },
      change: 'ended',
    });
    expect(ended).toMatchObject({ kind: 'plan_ended', plan: 'pro', to: 'ada@example.test' });
    expect(ended?.cause).toBe(`sub_1-ended-${periodEnd.getTime()}`);
  });

  it('sends nothing when a sync changed nothing', () => {
    expect(billingEmailFor({ user, subscription, change: 'none' })).toBeUndefined();
  });
});
