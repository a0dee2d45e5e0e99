import { createHmac } from 'node:crypto';
import type { AppConfig } from '@doclens/config';
import { normalizeEmail } from '@doclens/db';

/**
 * Names the key's use, so that this hash can never equal another HMAC made with the same secret
 * (the configuration has one HMAC secret, ALTCHA_HMAC_KEY; docs/decisions.md, issue 31 item 8).
 */
const PURPOSE = 'doclens:rewarded-referral-address:v1';

/**
 * The address as one mailbox: lower case, without a `+tag` in its local part, so that
 * `ada+1@example.com` and `Ada@example.com` are the same address for the once-ever referral credit.
 */
export function mailboxOf(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  return `${local}${address.slice(at)}`;
}

/**
 * A keyed hash (HMAC-SHA-256) of the mailbox: what the record of rewarded referral addresses keeps
 * instead of the address, so the record outlives account deletion without naming anyone, and
 * cannot be reversed by hashing guessed addresses without the server's secret.
 */
export function rewardedAddressHash(config: Pick<AppConfig, 'captcha'>, email: string): string {
  const key = createHmac('sha256', config.captcha.altchaHmacKey).update(PURPOSE).digest();
  return createHmac('sha256', key).update(mailboxOf(email)).digest('base64url');
}
