import { PLANS, type PlanId } from '@doclens/api';
import type { BillingEmailKind } from '@doclens/queue';
import { type EmailContent, renderEmail } from './email-layout';
import { greetingFor } from './greeting';

export interface BillingEmailInput {
  kind: BillingEmailKind;
  name: string;
  plan: PlanId;
  /** Already formatted for people, e.g. "14 March 2031"; null when the provider gave no date. */
  periodEnd: string | null;
  appUrl: string;
  supportEmail: string;
}

/** The email for one subscription change (receipt, cancellation, renewal, renewal failure, plan ended, account deleted). */
export function billingEmail(input: BillingEmailInput): EmailContent {
  const planName = PLANS[input.plan].label;
  const accountUrl = `${input.appUrl}/account`;
  const until = input.periodEnd ? ` until ${input.periodEnd}` : ' until the end of the period you paid for';
  const common = { greeting: greetingFor(input.name), supportEmail: input.supportEmail };
  switch (input.kind) {
    case 'receipt':
      return {
        subject: `Your DocLens ${planName} is active`,
        ...renderEmail({
          ...common,
          title: 'Thank you for your payment',
          paragraphs: [
            `Your payment was received and your ${planName} is active now.`,
            input.periodEnd
              ? `It renews automatically on ${input.periodEnd}; you can cancel at any time from Account Settings.`
              : 'It renews automatically; you can cancel at any time from Account Settings.',
          ],
          action: { label: 'Open Account Settings', url: accountUrl },
          notes: ['Your invoice is available from our payment provider.'],
        }),
      };
    case 'cancellation':
      return {
        subject: `Your DocLens ${planName} has been cancelled`,
        ...renderEmail({
          ...common,
          title: 'Your subscription has been cancelled',
          paragraphs: [
            `You keep everything in your ${planName}${until}. After that your account moves to the Free plan and you will not be charged again.`,
            'Changed your mind? Renew your subscription from Account Settings before that date.',
          ],
          action: { label: 'Renew Subscription', url: accountUrl },
          notes: [],
        }),
      };
    case 'reactivated':
      return {
        subject: `Your DocLens ${planName} will renew`,
        ...renderEmail({
          ...common,
          title: 'Your subscription is renewed',
          paragraphs: [
            `Your ${planName} is no longer cancelled and you keep everything in it.`,
            input.periodEnd
              ? `It renews automatically on ${input.periodEnd}; you can cancel at any time from Account Settings.`
              : 'It renews automatically; you can cancel at any time from Account Settings.',
          ],
          action: { label: 'Open Account Settings', url: accountUrl },
          notes: [],
        }),
      };
    case 'plan_ended':
      return {
        subject: `Your DocLens ${planName} has ended`,
        ...renderEmail({
          ...common,
          title: `Your ${planName} has ended`,
          paragraphs: [
            'Your account is on the Free plan now, and you will not be charged again.',
            'Your documents stay in your account; the Free plan’s limits apply to new uploads and to the features you use from now on.',
          ],
          action: { label: 'See the plans', url: `${input.appUrl}/pricing` },
          notes: [],
        }),
      };
    case 'renewal_failed':
      return {
        subject: `We could not renew your DocLens ${planName}`,
        ...renderEmail({
          ...common,
          title: 'Your renewal payment failed',
          paragraphs: [
            `We could not take the payment to renew your ${planName}. You keep your plan while our payment provider tries the payment again over the next days.`,
            'Please update your card with Update payment method in Account Settings. If every retry fails, the subscription ends and your account moves to the Free plan.',
          ],
          action: { label: 'Open Account Settings', url: accountUrl },
          notes: [],
        }),
      };
    case 'account_deleted':
      return {
        subject: 'Your DocLens account has been deleted',
        ...renderEmail({
          ...common,
          title: 'Your account has been deleted',
          paragraphs: [
            'As you asked, your DocLens account, your documents and their files have been deleted, and any subscription has ended: you will not be charged again.',
            'Thank you for your feedback. You are welcome back at any time with a new account.',
          ],
          action: { label: 'Visit DocLens', url: input.appUrl },
          notes: ['If you did not delete your account, write to us at once.'],
        }),
      };
  }
}
