import type { PlanId } from '@doclens/api';

export interface PlanLink {
  to: string;
  label: string;
}

/** Where a plan button leads a visitor: registration with the plan chosen (spec part 1 §2). */
export function visitorPlanLink(plan: PlanId): PlanLink {
  return { to: `/auth?plan=${plan}`, label: plan === 'free' ? 'Get Started Free' : `Choose ${planName(plan)}` };
}

/**
 * Where a plan button leads a signed-in user: paid plans to checkout (spec part 2 §2); their own
 * plan is not for sale again, and free needs no checkout, so both lead back to their documents.
 */
export function memberPlanLink(plan: PlanId, currentPlan: PlanId): PlanLink {
  if (plan === currentPlan) return { to: '/dashboard', label: 'Current Plan' };
  if (plan === 'free') return { to: '/dashboard', label: 'Go to Dashboard' };
  return { to: `/checkout?plan=${plan}`, label: `Upgrade to ${planName(plan)}` };
}

function planName(plan: PlanId): string {
  return plan === 'pro' ? 'Pro' : plan === 'enterprise' ? 'Enterprise' : 'Free';
}
