import type { Payload } from 'altcha-lib/types';
import type { Redis } from 'ioredis';
import { secondsUntilExpiry } from './altcha-solution';

/**
 * Remembers spent solutions until their challenge expires, so one solved challenge sends one
 * message. Keyed by the challenge's signature: it is unique per challenge and bound to our key.
 */
export class AltchaReplayGuard {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  /** True the first time a solution is presented, false for every replay (atomic across replicas). */
  async claim(payload: Payload): Promise<boolean> {
    const key = `${this.keyPrefix}-altcha-spent-${payload.signature}`;
    const stored = await this.redis.set(key, '1', 'EX', secondsUntilExpiry(payload), 'NX');
    return stored === 'OK';
  }
}
