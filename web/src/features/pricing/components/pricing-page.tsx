import type { PlanId } from '@doclens/api';
import { useSession } from '../../auth/queries/use-session';
import { memberPlanLink, visitorPlanLink } from '../plan-links';
import { PlanGrid } from './plan-grid';
import { PricingFaq } from './pricing-faq';

/** /pricing (spec part 2 §2): the three plans and a FAQ; buttons depend on whether one is signed in. */
export function PricingPage() {
  const { user } = useSession();
  const linkFor = (plan: PlanId) => (user ? memberPlanLink(plan, user.plan) : visitorPlanLink(plan));
  return (
    <main className="mx-auto grid max-w-6xl gap-16 px-4 py-12">
      <header className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Simple, transparent pricing</h1>
        <p className="mt-3 text-muted-foreground">Start free. Upgrade when you need detailed analysis.</p>
      </header>
      <PlanGrid linkFor={linkFor} />
      <PricingFaq />
    </main>
  );
}
