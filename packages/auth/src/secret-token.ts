import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A fresh random token (256 bits) for a session or an emailed link. */
export function generateSecretToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Only this hash is stored: a database leak yields no usable token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
