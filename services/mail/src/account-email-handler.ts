import { issueEmailToken } from '@doclens/auth';
import { type Db, findUserById, type User } from '@doclens/db';
import type { AccountEmailKind, JobHandler, sendAccountEmail } from '@doclens/queue';
import { UnrecoverableError } from 'bullmq';
import {
  type AccountEmail,
  type AccountEmailSettings,
  carriesToken,
  composeAccountEmail,
  composeAccountExistsEmail,
  tokenTtlMs,
} from './account-email-content';
import type { MailSender, OutgoingMail, SentMail } from './mail-transport';

export interface AccountEmailHandlerDeps {
  db: Db;
  sender: MailSender;
  settings: AccountEmailSettings;
}

/** Kept as the job's return value in Redis, so it never holds the token. */
export type AccountEmailOutcome =
  | { sent: true; messageId: string }
  | { sent: false; reason: 'user_not_found' | 'already_verified' };

export function createAccountEmailHandler({
  db,
  sender,
  settings,
}: AccountEmailHandlerDeps): JobHandler<typeof sendAccountEmail> {
  const prepareEmail = async (kind: AccountEmailKind, user: User): Promise<AccountEmail> => {
    if (!carriesToken(kind)) return composeAccountExistsEmail(user.name, settings);
    // Issued before sending, so an emailed link always has its token stored.
    const { token } = await issueEmailToken(db, user.id, kind, tokenTtlMs(kind, settings));
    return composeAccountEmail(kind, user.name, token, settings);
  };

  return async ({ userId, kind }, { logger, signal }): Promise<AccountEmailOutcome> => {
    const user = await findUserById(db, userId);
    if (!user) {
      // The account was deleted after the request; retrying would not bring it back.
      logger.warn({ userId, kind }, 'account email not sent: user not found');
      return { sent: false, reason: 'user_not_found' };
    }
    if (kind === 'verify_email' && user.emailVerified) {
      logger.info({ userId, kind }, 'verification email not sent: email already verified');
      return { sent: false, reason: 'already_verified' };
    }

    const { link, content } = await prepareEmail(kind, user);
    const sent = await deliver(sender, { to: user.email, ...content }, signal);

    // In file mode nobody receives the message, so the link goes to the log for the developer to
    // click; through SMTP the link (and so the token) must never reach a log.
    const fileModeDetails = sent.file === undefined ? {} : { file: sent.file, link };
    logger.info({ to: user.email, kind, messageId: sent.messageId, ...fileModeDetails }, 'account email sent');
    return { sent: true, messageId: sent.messageId };
  };
}

async function deliver(sender: MailSender, message: OutgoingMail, signal: AbortSignal): Promise<SentMail> {
  try {
    return await sender.send(message, { signal });
  } catch (error) {
    // A 5xx reply (unknown mailbox, refused sender) would come back the same on every retry.
    if (isPermanentRejection(error)) {
      throw new UnrecoverableError(`mail server refused the message: ${(error as Error).message}`);
    }
    throw error;
  }
}

function isPermanentRejection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;
}
