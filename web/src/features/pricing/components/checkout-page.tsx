import { BILLING_MESSAGES, isPlanId, PLANS } from '@doclens/api';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { useSession } from '../../auth/queries/use-session';
import { createCheckoutSession } from '../../billing/api/billing-api';
import { useSubscriptionDetails } from '../../billing/queries/use-subscription-details';
import { isSubscriber } from '../../billing/subscriber';
import { createReferral } from '../../referrals/api/referral-api';
import { intervalPriceLabel } from '../plan-features';
import { SwitchPlanCard } from './switch-plan-card';

/**
 * /checkout?plan=&interval=: the plan's summary, an optional referral email, then the provider's
 * checkout. A subscriber switches plan here instead (SwitchPlanCard).
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const { user, isLoading } = useSession();
  const [referrerEmail, setReferrerEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const planParam = params.get('plan');
  const plan = planParam === 'pro' || planParam === 'enterprise' ? planParam : undefined;
  const interval = params.get('interval') === 'year' ? 'year' : 'month';
  const details = useSubscriptionDetails(user !== null);

  if (isLoading || (user && details.isLoading)) return null;
  if (!plan || !isPlanId(plan)) {
    return (
      <main className="mx-auto max-w-xl px-4 py-8">
        <h1 className="text-2xl font-semibold">Checkout</h1>
        <p className="mt-4">
          Choose a plan on the <Link to="/pricing">pricing page</Link> first.
        </p>
      </main>
    );
  }
  if (!user) {
    return (
      <main className="mx-auto max-w-xl px-4 py-8">
        <h1 className="text-2xl font-semibold">Checkout</h1>
        <p className="mt-4">
          <Link to={`/auth?plan=${plan}`}>Sign in</Link> to buy the {PLANS[plan].label}.
        </p>
      </main>
    );
  }

  if (isSubscriber(details.data)) return <SwitchPlanCard current={details.data} plan={plan} interval={interval} />;

  const proceed = async () => {
    setBusy(true);
    try {
      if (referrerEmail.trim()) {
        // Non-blocking (spec part 2 §7): a refused referral never stops the purchase.
        await createReferral(referrerEmail, user.email).catch(() => {});
      }
      const { checkoutUrl } = await createCheckoutSession(plan, interval);
      window.location.assign(checkoutUrl);
    } catch (error) {
      // The server's reason when it gives one (e.g. payments not configured on this server).
      toast({
        title: 'Error',
        description: userMessageOf(error, BILLING_MESSAGES.checkoutFailed),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  const definition = PLANS[plan];
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Checkout</h1>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{definition.label}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p>
            {intervalPriceLabel(plan, interval)}, billed {interval === 'year' ? 'yearly' : 'monthly'} in advance and
            renewed automatically until you cancel.
          </p>
          <div className="space-y-2">
            <Label htmlFor="referral-email">Referred by (optional)</Label>
            <Input
              id="referral-email"
              type="email"
              placeholder="Email of the person who referred you"
              value={referrerEmail}
              onChange={(event) => setReferrerEmail(event.target.value)}
            />
          </div>
          <Button onClick={proceed} disabled={busy}>
            Proceed to secure checkout
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
