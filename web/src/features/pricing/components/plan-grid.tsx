import { PLAN_IDS, type PlanId } from '@doclens/api';
import type { PlanLink } from '../plan-links';
import { PlanCard } from './plan-card';

/** The three plans side by side (stacked on phones). */
export function PlanGrid({ linksFor }: { linksFor: (plan: PlanId) => PlanLink[] }) {
  return (
    <div className="grid gap-8 pt-4 md:grid-cols-3">
      {PLAN_IDS.map((plan) => (
        <PlanCard key={plan} plan={plan} links={linksFor(plan)} />
      ))}
    </div>
  );
}
