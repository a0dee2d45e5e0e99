import { extractParams, verifySolution } from 'altcha-lib';
import type { Payload } from 'altcha-lib/types';
import { z } from 'zod';

/** What the widget submits, base64-encoded JSON; checked here so altcha-lib only sees well-formed input. */
const altchaPayloadSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string().min(1).max(200),
  number: z.number().int().nonnegative(),
  salt: z.string().min(1).max(500),
  signature: z.string().min(1).max(200),
});

export function decodeAltchaPayload(token: string): Payload | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = altchaPayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Checks the proof of work, our signature and the expiry. */
export function isValidAltchaSolution(payload: Payload, hmacKey: string): Promise<boolean> {
  return verifySolution(payload, hmacKey, true);
}

/** Seconds until the challenge expires; a verified solution always carries the expiry we signed. */
export function secondsUntilExpiry(payload: Payload, now = Date.now()): number {
  const expiresAt = Number.parseInt(extractParams(payload).expires ?? '', 10) * 1000;
  if (!Number.isFinite(expiresAt)) return 1;
  return Math.max(1, Math.ceil((expiresAt - now) / 1000));
}
