import { CANCELLATION_REASONS, PLANS, type SubscriptionDetails } from '@doclens/api';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { intervalPriceLabel } from '../../pricing/plan-features';
import { LeavingFeedbackFields, NO_LEAVING_FEEDBACK } from './leaving-feedback-fields';

interface SubscriptionSectionProps {
  details: SubscriptionDetails;
  busy: boolean;
  onCancel: (reason: string, additionalComments: string) => void;
  onRenew: () => void;
  /** Opens the payment provider's page for the card; shown only where the provider keeps one. */
  onUpdatePaymentMethod: () => void;
}

/** Plan, status and end date, with cancel-with-feedback, Renew Subscription and the card's update. */
export function SubscriptionSection({
  details,
  busy,
  onCancel,
  onRenew,
  onUpdatePaymentMethod,
}: SubscriptionSectionProps) {
  const [cancelling, setCancelling] = useState(false);
  const cancellable = details.status === 'active' || details.status === 'past_due';
  const keepsCard = details.provider === 'stripe' && details.status !== 'none';
  const [feedback, setFeedback] = useState(NO_LEAVING_FEEDBACK);
  // Once cancelled (or ended), the form is done with: a later renewal shows the button again, not the old form.
  useEffect(() => {
    if (!cancellable) setCancelling(false);
  }, [cancellable]);
  const endDate = details.subscriptionEndDate ? new Date(details.subscriptionEndDate).toLocaleDateString() : null;
  const renewalDate = details.renewalDate ? new Date(details.renewalDate).toLocaleDateString() : null;
  const credit = Number(details.accountCredit);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p>
          Plan: <strong data-testid="account-plan">{PLANS[details.plan].label}</strong>
        </p>
        {details.status !== 'none' && details.interval && (
          <p data-testid="subscription-price">
            Price: <strong>{intervalPriceLabel(details.plan, details.interval)}</strong>, billed{' '}
            {details.interval === 'year' ? 'yearly' : 'monthly'}
          </p>
        )}
        {renewalDate && (
          <p data-testid="subscription-renewal">
            Renews on <strong>{renewalDate}</strong>
          </p>
        )}
        <p data-testid="account-credit">
          Account credit: <strong>${credit.toFixed(2)}</strong>
          {credit > 0 && ', taken off your next payments'}
        </p>
        {details.status !== 'none' && (
          <p>
            <Link to="/pricing">Change plan</Link> to switch between Pro and Enterprise or monthly and yearly billing.
          </p>
        )}
        {details.status === 'none' && (
          <p>
            <Link to="/pricing">See plans</Link> to upgrade.
          </p>
        )}
        {details.status === 'active' && <p data-testid="subscription-status">Status: active, renews automatically</p>}
        {details.status === 'cancelling' && (
          <>
            <p data-testid="subscription-status">
              Cancelled: you keep access until <strong>{endDate}</strong>, then your plan becomes Free.
            </p>
            <Button onClick={onRenew} disabled={busy}>
              Renew Subscription
            </Button>
          </>
        )}
        {details.status === 'past_due' && (
          <div role="alert" data-testid="subscription-status" className="rounded-md border border-destructive p-3">
            <p className="font-medium">Your last renewal payment failed.</p>
            <p>
              You keep your {PLANS[details.plan].label} while the payment is retried. Update your card to keep it: if
              every retry fails, your plan becomes Free.
            </p>
          </div>
        )}
        {keepsCard && (
          <Button
            variant={details.status === 'past_due' ? 'default' : 'outline'}
            onClick={onUpdatePaymentMethod}
            disabled={busy}
          >
            Update payment method
          </Button>
        )}
        {cancellable && !cancelling && (
          <Button variant="outline" onClick={() => setCancelling(true)}>
            Cancel subscription
          </Button>
        )}
        {cancellable && cancelling && (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (feedback.reason) onCancel(feedback.reason, feedback.comments);
            }}
          >
            <LeavingFeedbackFields
              legend="Why are you cancelling?"
              name="cancel"
              reasons={CANCELLATION_REASONS}
              value={feedback}
              onChange={setFeedback}
            />
            <Button type="submit" variant="destructive" disabled={busy || !feedback.reason}>
              Confirm cancellation
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
