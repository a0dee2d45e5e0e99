import { PlanGrid } from '../../pricing/components/plan-grid';
import { visitorPlanLink } from '../../pricing/plan-links';

/** The #pricing anchor the header links to; every plan leads to registration with that plan. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="mx-auto grid max-w-6xl scroll-mt-20 gap-4 px-4">
      <h2 id="pricing-title" className="text-center text-3xl font-bold">
        Choose your plan
      </h2>
      <p className="text-center text-muted-foreground">Start free, upgrade when you need more.</p>
      <PlanGrid linksFor={(plan) => [visitorPlanLink(plan)]} />
    </section>
  );
}
