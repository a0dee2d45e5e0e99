import { type Db, type EmailTokenPurpose, findEmailToken, markEmailTokenUsed, replaceEmailToken } from '@doclens/db';
import { generateSecretToken, hashSecretToken } from './secret-token';

export interface IssuedEmailToken {
  token: string;
  expiresAt: Date;
}

/** Issues a single-use token; any earlier unused token of the same purpose stops working. */
export async function issueEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  ttlMs: number,
): Promise<IssuedEmailToken> {
  const token = generateSecretToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await replaceEmailToken(db, { userId, purpose, tokenHash: hashSecretToken(token), expiresAt });
  return { token, expiresAt };
}

export type EmailTokenRejection = 'invalid' | 'expired' | 'used' | 'superseded';

export type EmailTokenOutcome = { ok: true; userId: string } | { ok: false; reason: EmailTokenRejection };

/** Checks and spends a token in one step; a token is accepted at most once. */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
): Promise<EmailTokenOutcome> {
  const stored = await findEmailToken(db, hashSecretToken(token), purpose);
  if (!stored) return { ok: false, reason: 'invalid' };
  if (stored.usedAt) return { ok: false, reason: 'used' };
  if (stored.supersededAt) return { ok: false, reason: 'superseded' };
  if (stored.expiresAt <= now) return { ok: false, reason: 'expired' };
  const spent = await markEmailTokenUsed(db, stored.id, now);
  return spent ? { ok: true, userId: stored.userId } : { ok: false, reason: 'used' };
}
