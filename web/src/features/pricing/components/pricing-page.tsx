import type { PlanId } from '@doclens/api';
import { useSession } from '../../auth/queries/use-session';
import { useSubscriptionDetails } from '../../billing/queries/use-subscription-details';
import { isSubscriber } from '../../billing/subscriber';
import { memberPlanLinks, visitorPlanLink } from '../plan-links';
import { PlanGrid } from './plan-grid';
import { PricingFaq } from './pricing-faq';

/**
 * /pricing (spec part 2 §2): the three plans and a FAQ; buttons depend on whether one is signed in,
 * and for a subscriber on the plan and interval they pay for (switching, not a second checkout).
 */
export function PricingPage() {
  const { user } = useSession();
  const details = useSubscriptionDetails(user !== null);
  const subscription = isSubscriber(details.data) ? details.data : undefined;
  const linksFor = (plan: PlanId) =>
    user
      ? memberPlanLinks(plan, {
          plan: subscription?.plan ?? user.plan,
          subscribedInterval: subscription?.interval ?? null,
        })
      : [visitorPlanLink(plan)];
  return (
    <main className="mx-auto grid max-w-6xl gap-16 px-4 py-12">
      <header className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Simple, transparent pricing</h1>
        <p className="mt-3 text-muted-foreground">Start free. Upgrade when you need detailed analysis.</p>
      </header>
      {/* The plans' names are h3 headings, as in the landing page's pricing section. */}
      <section aria-labelledby="pricing-plans">
        <h2 id="pricing-plans" className="sr-only">
          Plans
        </h2>
        <PlanGrid linksFor={linksFor} />
      </section>
      <PricingFaq />
    </main>
  );
}
