import { isPaidPlan, PLANS, type PlanId } from '@doclens/api';

export function planBannerTitle(plan: PlanId): string {
  const { label, priceUsdPerMonth } = PLANS[plan];
  return isPaidPlan(plan) ? `${label} ($${priceUsdPerMonth.toFixed(2)}/month)` : label;
}

/** Tells the new user which plan they are signing up for; paid plans continue to payment. */
export function PlanBanner({ plan }: { plan: PlanId }) {
  return (
    <section aria-label="Selected plan" className="rounded-md border border-primary/30 bg-accent p-3 text-sm">
      <p className="font-semibold text-accent-foreground">{planBannerTitle(plan)}</p>
      {isPaidPlan(plan) && (
        <p className="mt-1 text-muted-foreground">
          After creating your account and signing in, you'll be redirected to payment to complete your subscription.
        </p>
      )}
    </section>
  );
}
