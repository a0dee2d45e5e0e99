import { BILLING_MESSAGES, isPlanId, PLANS } from '@doclens/api';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../hooks/use-toast';
import { apiJson } from '../../../lib/api-client';
import { useSession } from '../../auth/queries/use-session';

/** /checkout?plan=: the plan's summary, an optional referral email, then the provider's checkout. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const { user, isLoading } = useSession();
  const [referrerEmail, setReferrerEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const planParam = params.get('plan');
  const plan = planParam === 'pro' || planParam === 'enterprise' ? planParam : undefined;

  if (isLoading) return null;
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

  const proceed = async () => {
    setBusy(true);
    try {
      if (referrerEmail.trim()) {
        // Non-blocking (spec part 2 §7): a refused referral never stops the purchase.
        await apiJson('POST', '/api/referrals/create', { referredEmail: user.email, referrerEmail }).catch(() => {});
      }
      const { checkoutUrl } = await apiJson<{ checkoutUrl: string }>('POST', '/api/create-checkout-session', {
        planType: plan,
      });
      window.location.assign(checkoutUrl);
    } catch {
      toast({ title: 'Error', description: BILLING_MESSAGES.checkoutFailed, variant: 'destructive' });
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
            ${definition.priceUsdPerMonth.toFixed(2)}/month, billed monthly in advance and renewed automatically until
            you cancel.
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
