import { generateSecretToken, hashSecretToken } from '@doclens/auth';
import type { AppConfig } from '@doclens/config';
import {
  type Db,
  deleteSessionByTokenHash,
  deleteSessionsOfUser,
  findLiveSession,
  insertSession,
  type SessionWithUser,
  touchSession,
} from '@doclens/db';
import type { SessionCache } from './session-cache';

/** Writing last-seen on every request would cost a write per call; a minute's precision suffices. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionClient {
  userAgent?: string;
  ipAddress?: string;
}

/** Sessions that have just ended: one by its token, or every session of a user. */
export type EndedSessions = { tokenHash: string } | { userId: string };

export class SessionManager {
  private readonly endedListeners: ((ended: EndedSessions) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly auth: AppConfig['auth'],
    /** Without one, every request reads its session from Postgres. */
    private readonly cache?: SessionCache,
  ) {}

  /** A brand-new token: never reuses one the browser already had. */
  async start(userId: string, client: SessionClient): Promise<string> {
    const token = generateSecretToken();
    await insertSession(this.db, {
      tokenHash: hashSecretToken(token),
      userId,
      expiresAt: new Date(Date.now() + this.auth.sessionAbsoluteTimeoutMs),
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      ipAddress: client.ipAddress ?? null,
    });
    return token;
  }

  async resolve(token: string): Promise<SessionWithUser | undefined> {
    const tokenHash = hashSecretToken(token);
    const now = Date.now();
    const cached = this.cache?.lookup(tokenHash, now);
    // A cached session is still idle-checked here: the query checks it for an uncached one.
    if (cached && cached.session.lastSeenAt.getTime() > now - this.auth.sessionIdleTimeoutMs) {
      return this.touched(cached, now);
    }
    const changesHeard = this.cache?.changesHeard ?? 0;
    const found = await findLiveSession(this.db, tokenHash, this.auth.sessionIdleTimeoutMs);
    if (!found) return undefined;
    this.cache?.store(tokenHash, found, changesHeard, now);
    return this.touched(found, now);
  }

  private async touched(found: SessionWithUser, now: number): Promise<SessionWithUser> {
    if (now - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      found.session.lastSeenAt = new Date(now);
      await touchSession(this.db, found.session.id);
    }
    return found;
  }

  /** Lets what stays open beyond one request (collaboration sockets) end with the session. */
  onEnded(listener: (ended: EndedSessions) => void): void {
    this.endedListeners.push(listener);
  }

  async end(token: string): Promise<void> {
    const tokenHash = hashSecretToken(token);
    await deleteSessionByTokenHash(this.db, tokenHash);
    this.cache?.forgetToken(tokenHash);
    for (const listener of this.endedListeners) listener({ tokenHash });
  }

  async endAllOf(userId: string): Promise<void> {
    await deleteSessionsOfUser(this.db, userId);
    this.cache?.forgetUser(userId);
    for (const listener of this.endedListeners) listener({ userId });
  }
}
