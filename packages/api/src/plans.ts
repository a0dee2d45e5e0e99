/** The plans as sold: prices and limits are defined here once and imported everywhere else. */
export const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanDefinition {
  id: PlanId;
  label: string;
  priceUsdPerMonth: number;
  /** Billed once a year in advance: ten months' price (see docs/decisions.md, "Annual price"). */
  priceUsdPerYear: number;
  /** Uploads (plus generations for pro) per calendar month; null means unlimited. */
  monthlyDocuments: number | null;
  maxFileSizeMb: number;
  /** Longest PDF analysed; the spec leaves it open (see docs/decisions.md). */
  maxPages: number;
  /**
   * Scanned pages (no text layer) read by OCR per document; later ones are reported on the
   * document, not read. OCR takes seconds per page (docs/decisions.md, "OCR").
   */
  maxOcrPages: number;
}

export const PLANS: Record<PlanId, PlanDefinition> = {
  free: {
    id: 'free',
    label: 'Free Plan',
    priceUsdPerMonth: 0,
    priceUsdPerYear: 0,
    monthlyDocuments: 1,
    maxFileSizeMb: 2,
    maxPages: 50,
    maxOcrPages: 10,
  },
  pro: {
    id: 'pro',
    label: 'Pro Plan',
    priceUsdPerMonth: 9.99,
    priceUsdPerYear: 99.9,
    monthlyDocuments: 100,
    maxFileSizeMb: 10,
    maxPages: 500,
    maxOcrPages: 50,
  },
  enterprise: {
    id: 'enterprise',
    label: 'Enterprise Plan',
    priceUsdPerMonth: 99.99,
    priceUsdPerYear: 999.9,
    monthlyDocuments: null,
    maxFileSizeMb: 50,
    maxPages: 2000,
    maxOcrPages: 150,
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** The spec: an unknown plan is treated as free. */
export function planOrFree(value: unknown): PlanId {
  return isPlanId(value) ? value : 'free';
}

export function isPaidPlan(plan: PlanId): boolean {
  return plan !== 'free';
}

export function maxFileSizeBytes(plan: PlanId): number {
  return PLANS[plan].maxFileSizeMb * 1024 * 1024;
}

export const PAID_PLAN_IDS = ['pro', 'enterprise'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const BILLING_INTERVAL_IDS = ['month', 'year'] as const;
export type BillingIntervalId = (typeof BILLING_INTERVAL_IDS)[number];

export function planPriceUsd(plan: PlanId, interval: BillingIntervalId): number {
  return interval === 'year' ? PLANS[plan].priceUsdPerYear : PLANS[plan].priceUsdPerMonth;
}

/** Credit a verified referrer receives when the person they referred first pays (spec part 2 §9). */
export const REFERRAL_CREDIT_USD = 5;
