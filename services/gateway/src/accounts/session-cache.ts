import type { SessionWithUser } from '@doclens/db';

/** Enough for every signed-in browser of a busy replica; past it the oldest entry goes. */
const MAX_ENTRIES = 10_000;

interface Entry {
  found: SessionWithUser;
  cachedAt: number;
}

/**
 * Signed-in sessions with their users, kept for `ttlMs` so that a signed-in request does not read
 * them from Postgres each time. It keeps nothing unless it is told of every change: the owner
 * enables it while listening for account changes (docs/decisions.md, "Session cache") and calls
 * `forgetUser` for each. A lookup read before a change arrived is not stored after it.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  #enabled = false;
  /** Counts the changes heard, so a read that began before one of them is not stored. */
  #changes = 0;

  constructor(private readonly ttlMs: number) {}

  /** What a read that begins now passes to `store` once it has its answer. */
  get changesHeard(): number {
    return this.#changes;
  }

  lookup(tokenHash: string, now: number): SessionWithUser | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || entry.found.session.expiresAt.getTime() <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.found;
  }

  store(tokenHash: string, found: SessionWithUser, changesHeardAtRead: number, now: number): void {
    if (!this.#enabled || changesHeardAtRead !== this.#changes) return;
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, { found, cachedAt: now });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  forgetToken(tokenHash: string): void {
    this.#changes += 1;
    this.#entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    this.#changes += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (entry.found.user.id === userId) this.#entries.delete(tokenHash);
    }
  }

  /** Changes are heard from now on. */
  enable(): void {
    this.#enabled = true;
  }

  /** Changes may go unheard: keep nothing until enabled again. */
  disable(): void {
    this.#enabled = false;
    this.#changes += 1;
    this.#entries.clear();
  }
}
