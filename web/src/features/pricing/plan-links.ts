import type { BillingIntervalId, PlanId } from '@doclens/api';

export interface PlanLink {
  to: string;
  label: string;
}

/** What a plan button needs to know of the signed-in user's subscription. */
export interface MemberPlan {
  plan: PlanId;
  /** Set while a subscription is held: its plans are switched, not bought again. */
  subscribedInterval: BillingIntervalId | null;
}

/** Where a plan button leads a visitor: registration with the plan chosen (spec part 1 §2). */
export function visitorPlanLink(plan: PlanId): PlanLink {
  return { to: `/auth?plan=${plan}`, label: plan === 'free' ? 'Get Started Free' : `Choose ${planName(plan)}` };
}

/**
 * Where a plan's buttons lead a signed-in user. Without a subscription: paid plans to checkout
 * (spec part 2 §2), and their own plan is not for sale again. A subscriber switches instead: to the
 * other paid plan at the same interval, or their own plan to the other interval; leaving for Free
 * is cancelling, on the account page.
 */
export function memberPlanLinks(plan: PlanId, member: MemberPlan): PlanLink[] {
  const interval = member.subscribedInterval;
  if (plan === member.plan) {
    const current = { to: interval ? '/account' : '/dashboard', label: 'Current Plan' };
    if (!interval || plan === 'free') return [current];
    const other: BillingIntervalId = interval === 'month' ? 'year' : 'month';
    const label = other === 'year' ? 'Switch to yearly' : 'Switch to monthly';
    return [current, { to: checkoutPath(plan, other), label }];
  }
  if (plan === 'free') {
    return [interval ? { to: '/account', label: 'Cancel in Account' } : { to: '/dashboard', label: 'Go to Dashboard' }];
  }
  if (interval) return [{ to: checkoutPath(plan, interval), label: `Switch to ${planName(plan)}` }];
  return [{ to: `/checkout?plan=${plan}`, label: `Upgrade to ${planName(plan)}` }];
}

function checkoutPath(plan: PlanId, interval: BillingIntervalId): string {
  return `/checkout?plan=${plan}&interval=${interval}`;
}

export function planName(plan: PlanId): string {
  return plan === 'pro' ? 'Pro' : plan === 'enterprise' ? 'Enterprise' : 'Free';
}
