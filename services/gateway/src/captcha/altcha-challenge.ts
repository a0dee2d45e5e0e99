import { createChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';

/** Long enough to fill in the form after the widget solved it, short enough to limit stockpiling. */
export const ALTCHA_CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

// About a second of work for a browser; altcha-lib's default (1e6) takes phones several seconds.
const ALTCHA_MAX_NUMBER = 100_000;

/** A signed challenge for the widget; the server keeps no state until a solution comes back. */
export function createAltchaChallenge(hmacKey: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    hmacKey,
    maxNumber: ALTCHA_MAX_NUMBER,
    expires: new Date(now + ALTCHA_CHALLENGE_LIFETIME_MS),
  });
}
