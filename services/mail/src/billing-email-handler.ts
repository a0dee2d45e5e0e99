import type { JobHandler, sendBillingEmail } from '@doclens/queue';
import type { MailSender } from './mail-transport';
import { billingEmail } from './templates/billing-email';

export interface BillingEmailHandlerDeps {
  sender: MailSender;
  appUrl: string;
  supportEmail: string;
}

export type BillingEmailOutcome = { sent: true; messageId: string };

/** Sends the email for a subscription change; the payload holds all it needs (the user may be gone). */
export function createBillingEmailHandler({
  sender,
  appUrl,
  supportEmail,
}: BillingEmailHandlerDeps): JobHandler<typeof sendBillingEmail> {
  return async ({ kind, to, name, plan, periodEnd }, { logger, signal }): Promise<BillingEmailOutcome> => {
    const content = billingEmail({
      kind,
      name,
      plan,
      periodEnd: periodEnd ? humanDate(periodEnd) : null,
      appUrl,
      supportEmail,
    });
    const sent = await sender.send({ to, ...content }, { signal });
    logger.info(
      { kind, messageId: sent.messageId, ...(sent.file === undefined ? {} : { file: sent.file }) },
      'billing email sent',
    );
    return { sent: true, messageId: sent.messageId };
  };
}

function humanDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
