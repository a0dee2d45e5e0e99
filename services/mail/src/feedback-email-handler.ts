import type { JobHandler, sendFeedbackEmail } from '@doclens/queue';
import type { MailSender } from './mail-transport';
import { feedbackEmail } from './templates/feedback-email';

export interface FeedbackEmailHandlerDeps {
  sender: MailSender;
  supportEmail: string;
}

export type FeedbackEmailOutcome = { sent: true; messageId: string };

/** Forwards a feedback form message to support, with Reply-To set to the visitor. */
export function createFeedbackEmailHandler({
  sender,
  supportEmail,
}: FeedbackEmailHandlerDeps): JobHandler<typeof sendFeedbackEmail> {
  return async (feedback, { logger, signal }): Promise<FeedbackEmailOutcome> => {
    const content = feedbackEmail(feedback);
    const sent = await sender.send({ to: supportEmail, replyTo: feedback.email, ...content }, { signal });
    // The message text stays out of the logs: it is the visitor's, and may hold personal data.
    logger.info(
      { to: supportEmail, messageId: sent.messageId, ...(sent.file === undefined ? {} : { file: sent.file }) },
      'feedback email sent',
    );
    return { sent: true, messageId: sent.messageId };
  };
}
