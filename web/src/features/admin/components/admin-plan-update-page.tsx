import { ADMIN_MESSAGES, type AdminUser, PLAN_IDS, PLANS, type PlanId } from '@doclens/api';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { createSubscriptionCheckout, updatePlan, updateSubscriptionId } from '../api/admin-api';
import { AdminOnly } from './admin-only';

/** /admin-plan-update: fix an account's plan by hand (docs/decisions.md, "Admin plan fixes"). */
export function AdminPlanUpdatePage() {
  return (
    <AdminOnly>
      <PlanUpdateForms />
    </AdminOnly>
  );
}

function failed(error: unknown) {
  toast({ title: 'Error', description: userMessageOf(error), variant: 'destructive' });
}

function PlanUpdateForms() {
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState<PlanId | ''>('');
  const [subscriptionId, setSubscriptionId] = useState('');
  const [account, setAccount] = useState<AdminUser | null>(null);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);

  const emailGiven = () => {
    if (email.trim()) return true;
    toast({ title: 'Error', description: ADMIN_MESSAGES.emailRequired, variant: 'destructive' });
    return false;
  };

  /** Shows the account as the server now has it, and says which plan it is on. */
  const accountChanged =
    (title: string) =>
    ({ user }: { user: AdminUser }) => {
      setAccount(user);
      toast({ title, description: `${user.email} is now on the ${PLANS[user.plan].label}.` });
    };
  const planUpdate = useMutation({
    mutationFn: (planType: PlanId) => updatePlan(email.trim(), planType),
    onSuccess: accountChanged('Plan updated'),
    onError: failed,
  });
  const subscriptionLink = useMutation({
    mutationFn: (id: string) => updateSubscriptionId(email.trim(), id),
    onSuccess: accountChanged('Subscription linked'),
    onError: failed,
  });
  const checkout = useMutation({
    mutationFn: (planType: 'pro' | 'enterprise') => createSubscriptionCheckout(email.trim(), planType, 'month'),
    onSuccess: (result) => {
      setAccount(result.user);
      setCheckoutUrl(result.checkoutUrl ?? null);
      toast({ title: 'Checkout created', description: 'Send the link to the customer to pay.' });
    },
    onError: failed,
  });

  const submitPlan = (event: FormEvent) => {
    event.preventDefault();
    if (!emailGiven()) return;
    if (!plan) {
      toast({ title: 'Error', description: ADMIN_MESSAGES.planRequired, variant: 'destructive' });
      return;
    }
    planUpdate.mutate(plan);
  };
  const submitSubscription = (event: FormEvent) => {
    event.preventDefault();
    if (!emailGiven()) return;
    if (!subscriptionId.trim()) {
      toast({ title: 'Error', description: ADMIN_MESSAGES.subscriptionIdRequired, variant: 'destructive' });
      return;
    }
    subscriptionLink.mutate(subscriptionId.trim());
  };
  const startCheckout = () => {
    if (!emailGiven()) return;
    if (plan !== 'pro' && plan !== 'enterprise') {
      toast({ title: 'Error', description: ADMIN_MESSAGES.planRequired, variant: 'destructive' });
      return;
    }
    checkout.mutate(plan);
  };

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold">Update a plan</h1>
        <Link className="text-sm underline" to="/admin">
          Back to the admin dashboard
        </Link>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <Label htmlFor="plan-update-email">Email address of the account</Label>
          <Input
            id="plan-update-email"
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setAccount(null);
              setCheckoutUrl(null);
            }}
          />
          {account && (
            <p role="status" className="text-sm">
              {account.email}: {PLANS[account.plan].label}
              {account.stripeSubscriptionId ? `, subscription ${account.stripeSubscriptionId}` : ', no subscription'}
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Plan</CardTitle>
        </CardHeader>
        <CardContent>
          <form className="space-y-3" onSubmit={submitPlan}>
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium">Choose a plan</legend>
              {PLAN_IDS.map((id) => (
                <label key={id} className="flex items-center gap-2">
                  <input type="radio" name="plan" value={id} checked={plan === id} onChange={() => setPlan(id)} />
                  {PLANS[id].label}
                </label>
              ))}
            </fieldset>
            <p className="text-sm text-muted-foreground">
              Updating the plan changes our records only; the payments provider is not charged or changed.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={planUpdate.isPending}>
                Update plan
              </Button>
              <Button type="button" variant="outline" disabled={checkout.isPending} onClick={startCheckout}>
                Create a checkout link
              </Button>
            </div>
            {checkoutUrl && (
              <p className="text-sm">
                Checkout link for the customer: <a href={checkoutUrl}>{checkoutUrl}</a>
              </p>
            )}
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Subscription</CardTitle>
        </CardHeader>
        <CardContent>
          <form className="space-y-3" onSubmit={submitSubscription}>
            <Label htmlFor="plan-update-subscription">Subscription ID</Label>
            <Input
              id="plan-update-subscription"
              value={subscriptionId}
              onChange={(event) => setSubscriptionId(event.target.value)}
            />
            <p className="text-sm text-muted-foreground">
              The payments provider is asked for this subscription; its plan and end date are applied to the account.
            </p>
            <Button type="submit" disabled={subscriptionLink.isPending}>
              Update subscription ID
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
