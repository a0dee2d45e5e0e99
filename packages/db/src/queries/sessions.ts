import type { Kysely } from 'kysely';
import type { Database, Session, User } from '../schema';

type Executor = Kysely<Database>;

export interface NewSessionInput {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  userAgent?: string | null;
  ipAddress?: string | null;
}

export async function insertSession(db: Executor, input: NewSessionInput): Promise<Session> {
  return db
    .insertInto('sessions')
    .values({
      tokenHash: input.tokenHash,
      userId: input.userId,
      expiresAt: input.expiresAt,
      userAgent: input.userAgent ?? null,
      ipAddress: input.ipAddress ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface SessionWithUser {
  session: Session;
  user: User;
}

/** The live session for a token hash: not past its absolute expiry nor idle for longer than `idleMs`. */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  idleMs: number,
  now = new Date(),
): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select([
      'sessions.id as sessionId',
      'sessions.tokenHash as sessionTokenHash',
      'sessions.userAgent as sessionUserAgent',
      'sessions.ipAddress as sessionIpAddress',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastSeenAt as sessionLastSeenAt',
      'sessions.expiresAt as sessionExpiresAt',
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.expiresAt', '>', now)
    .where('sessions.lastSeenAt', '>', new Date(now.getTime() - idleMs))
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    sessionId,
    sessionTokenHash,
    sessionUserAgent,
    sessionIpAddress,
    sessionCreatedAt,
    sessionLastSeenAt,
    sessionExpiresAt,
    ...user
  } = row;
  const session: Session = {
    id: sessionId,
    tokenHash: sessionTokenHash,
    userId: user.id,
    userAgent: sessionUserAgent,
    ipAddress: sessionIpAddress,
    createdAt: sessionCreatedAt,
    lastSeenAt: sessionLastSeenAt,
    expiresAt: sessionExpiresAt,
  };
  return { session, user };
}

export async function touchSession(db: Executor, sessionId: string, now = new Date()): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', sessionId).execute();
}

export async function deleteSessionByTokenHash(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

export async function deleteSessionsOfUser(db: Executor, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Executor, idleMs: number, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', new Date(now.getTime() - idleMs))]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
