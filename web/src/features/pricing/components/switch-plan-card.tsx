import {
  BILLING_MESSAGES,
  type BillingIntervalId,
  type PaidPlanId,
  PLANS,
  type SubscriptionDetails,
} from '@doclens/api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { changeSubscription } from '../../billing/api/billing-api';
import { useShowSubscription } from '../../billing/queries/use-show-subscription';
import { intervalPriceLabel } from '../plan-features';
import { planName } from '../plan-links';

interface SwitchPlanCardProps {
  current: SubscriptionDetails;
  plan: PaidPlanId;
  interval: BillingIntervalId;
}

/**
 * A subscriber's checkout: the switch applies at once to the subscription they have, the provider
 * prorating the difference, so there is no second payment page and no second subscription.
 */
export function SwitchPlanCard({ current, plan, interval }: SwitchPlanCardProps) {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const showSubscription = useShowSubscription();
  const samePlan = current.plan === plan;
  const action = samePlan ? `Switch to ${interval === 'year' ? 'yearly' : 'monthly'}` : `Switch to ${planName(plan)}`;

  const switchPlan = async () => {
    setBusy(true);
    try {
      const next = await changeSubscription(plan, interval);
      await showSubscription(next);
      toast({ title: 'Plan switched', description: `You are now on the ${PLANS[next.plan].label}.` });
      navigate('/account');
    } catch (error) {
      toast({
        title: 'Error',
        description: userMessageOf(error, BILLING_MESSAGES.changeFailed),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Switch plan</h1>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>
            {PLANS[plan].label}, billed {interval === 'year' ? 'yearly' : 'monthly'}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p>
            {intervalPriceLabel(plan, interval)} instead of your{' '}
            {current.interval ? intervalPriceLabel(current.plan, current.interval) : PLANS[current.plan].label}. The
            switch applies now to your current subscription: the unused part of this period counts towards the new
            price, and the difference is settled on your next invoice.
          </p>
          <Button onClick={switchPlan} disabled={busy}>
            {action}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
