import type { AppConfig } from '@doclens/config';
import type { AccountEmailKind } from '@doclens/queue';
import { accountExistsEmail, accountExistsLinks } from './templates/account-exists-email';
import type { EmailContent } from './templates/email-layout';
import { passwordResetEmail, passwordResetLink } from './templates/password-reset-email';
import { verificationEmail, verificationLink } from './templates/verification-email';

export type AccountEmailSettings = Pick<AppConfig, 'http' | 'mail' | 'auth'>;

export interface AccountEmail {
  link: string;
  content: EmailContent;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The kinds whose email carries a single-use link. */
export type TokenEmailKind = Exclude<AccountEmailKind, 'account_exists'>;

export function carriesToken(kind: AccountEmailKind): kind is TokenEmailKind {
  return kind !== 'account_exists';
}

/** How long a token of this kind stays valid; the email states the same duration. */
export function tokenTtlMs(kind: TokenEmailKind, settings: AccountEmailSettings): number {
  return kind === 'verify_email' ? settings.auth.emailVerificationTtlMs : settings.auth.passwordResetTtlMs;
}

/** The notice for an address that already has an account: no token, links to sign in or reset. */
export function composeAccountExistsEmail(recipientName: string, settings: AccountEmailSettings): AccountEmail {
  const links = accountExistsLinks(settings.http.appUrl);
  return {
    link: links.signInUrl,
    content: accountExistsEmail({ name: recipientName, ...links, supportEmail: settings.mail.supportEmail }),
  };
}

export function composeAccountEmail(
  kind: TokenEmailKind,
  recipientName: string,
  token: string,
  settings: AccountEmailSettings,
): AccountEmail {
  const ttlMs = tokenTtlMs(kind, settings);
  const { appUrl } = settings.http;
  const { supportEmail } = settings.mail;
  switch (kind) {
    case 'verify_email': {
      const link = verificationLink(appUrl, token);
      const expiresInHours = wholeUnits(ttlMs, HOUR_MS);
      return { link, content: verificationEmail({ name: recipientName, link, expiresInHours, supportEmail }) };
    }
    case 'reset_password': {
      const link = passwordResetLink(appUrl, token);
      const expiresInMinutes = wholeUnits(ttlMs, MINUTE_MS);
      return { link, content: passwordResetEmail({ name: recipientName, link, expiresInMinutes, supportEmail }) };
    }
  }
}

// Rounded down: promising a little less time than the token really has never misleads the user.
function wholeUnits(ms: number, unitMs: number): number {
  return Math.max(1, Math.floor(ms / unitMs));
}
