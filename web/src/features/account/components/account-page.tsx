import { BILLING_MESSAGES, type SubscriptionDetails } from '@doclens/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { accountKeys, authKeys } from '../../../lib/query-keys';
import { useSession } from '../../auth/queries/use-session';
import {
  cancelSubscription,
  completeCheckout,
  openPaymentMethodsSession,
  reactivateSubscription,
} from '../../billing/api/billing-api';
import { useShowSubscription } from '../../billing/queries/use-show-subscription';
import { useSubscriptionDetails } from '../../billing/queries/use-subscription-details';
import { deleteAccount as deleteAccountAndData } from '../api/account-api';
import { DeleteAccountSection } from './delete-account-section';
import { SubscriptionSection } from './subscription-section';

/** /account: account info and subscription management; completes a checkout on return from it. */
export function AccountPage() {
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const completing = useRef(false);
  const navigate = useNavigate();
  const details = useSubscriptionDetails(user !== null);

  const refresh = useShowSubscription();

  const sessionId = params.get('session_id');
  useEffect(() => {
    if (!user || !sessionId || completing.current) return;
    completing.current = true;
    completeCheckout(sessionId, params.get('plan') ?? undefined)
      .then(async (next) => {
        await refresh(next);
        toast({ title: 'Subscription active', description: 'Thank you: your plan is now active.' });
        setParams({}, { replace: true });
      })
      .catch((error: unknown) =>
        toast({
          title: BILLING_MESSAGES.completeFailed,
          description: userMessageOf(error, 'Error completing subscription setup'),
          variant: 'destructive',
        }),
      );
  });

  const run = async (call: () => Promise<SubscriptionDetails>, failure: string) => {
    setBusy(true);
    try {
      await refresh(await call());
    } catch (error) {
      toast({ title: 'Error', description: userMessageOf(error, failure), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const updatePaymentMethod = async () => {
    setBusy(true);
    try {
      const { url } = await openPaymentMethodsSession();
      window.location.assign(url);
    } catch (error) {
      toast({
        title: 'Error',
        description: userMessageOf(error, 'Could not open the payment page. Please try again.'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  const deleteAccount = async (reason: string, additionalComments: string) => {
    setBusy(true);
    try {
      await deleteAccountAndData(reason, additionalComments);
      queryClient.setQueryData(authKeys.user, null);
      queryClient.removeQueries({ queryKey: accountKeys.subscriptionDetails });
      toast({ title: 'Account deleted', description: 'Your account and your data have been deleted.' });
      navigate('/', { replace: true });
    } catch (error) {
      toast({
        title: 'Error',
        description: userMessageOf(error, 'Failed to delete account. Please try again.'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  if (isLoading) return <p className="px-4 py-8">Loading...</p>;
  if (!user) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-semibold">Account Settings</h1>
        <p className="mt-4">
          <Link to="/auth">Sign in</Link> to manage your account.
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">Account Settings</h1>
      <section>
        <p>Name: {user.name}</p>
        <p>Email: {user.email}</p>
      </section>
      {details.data && (
        <SubscriptionSection
          details={details.data}
          busy={busy}
          onCancel={(reason, additionalComments) =>
            run(() => cancelSubscription(reason, additionalComments), 'Failed to cancel subscription')
          }
          onRenew={() => run(reactivateSubscription, 'Failed to reactivate subscription')}
          onUpdatePaymentMethod={updatePaymentMethod}
        />
      )}
      {details.isLoading && <p>Loading subscription...</p>}
      {details.isError && (
        <p role="alert">
          Could not load your subscription.{' '}
          <Button variant="link" onClick={() => details.refetch()}>
            Try again
          </Button>
        </p>
      )}
      <DeleteAccountSection busy={busy} onDelete={deleteAccount} />
    </main>
  );
}
