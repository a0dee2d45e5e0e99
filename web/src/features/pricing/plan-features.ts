import { type BillingIntervalId, PLANS, type PlanId, planPriceUsd } from '@doclens/api';

/** The size of file and the scanned pages each plan reads, as PLANS sets them. */
function fileLimits(plan: PlanId): string[] {
  const { maxFileSizeMb, maxOcrPages } = PLANS[plan];
  return [`Files up to ${maxFileSizeMb}MB`, `Scanned PDFs read by OCR, up to ${maxOcrPages} pages each`];
}

/** What each plan includes, as spec part 1 §6 sells it; prices and limits come from PLANS. */
export const PLAN_FEATURES: Record<PlanId, readonly string[]> = {
  free: [
    `${PLANS.free.monthlyDocuments} document upload per month`,
    ...fileLimits('free'),
    'Complete contract analysis',
    'Risk score overview',
    'Basic summary, counts and teasers',
  ],
  pro: [
    `${PLANS.pro.monthlyDocuments} documents per month (uploads plus generation)`,
    ...fileLimits('pro'),
    'Detailed risk breakdown',
    'Detailed analysis and suggestions',
    'AI document generation',
    'Ask AI about your documents',
    'Priority processing',
  ],
  enterprise: [
    'Unlimited documents',
    ...fileLimits('enterprise'),
    'Everything in Pro',
    'Bulk analysis',
    'Real-time collaboration',
    'Priority support',
    'Advanced analytics',
  ],
};

export const PLAN_TAGLINES: Record<PlanId, string> = {
  free: 'Try DocLens on your next document',
  pro: 'For people who work with documents every week',
  enterprise: 'For teams that analyse documents at scale',
};

/** The plan the spec marks 'Most Popular'. */
export const MOST_POPULAR_PLAN: PlanId = 'pro';

/** '$0' for free, '$9.99' otherwise; the period is shown beside it. */
export function planPriceLabel(plan: PlanId): string {
  const price = PLANS[plan].priceUsdPerMonth;
  return price === 0 ? '$0' : `$${price.toFixed(2)}`;
}

/** What one billing period of a plan costs, with its period: '$9.99/month', '$99.90/year'. */
export function intervalPriceLabel(plan: PlanId, interval: BillingIntervalId): string {
  return `$${planPriceUsd(plan, interval).toFixed(2)}/${interval}`;
}
