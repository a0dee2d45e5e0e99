import { COLLABORATION_CLOSE, type CollaborationCloseEvent } from '@doclens/api';
import type { Db } from '@doclens/db';
import type { SessionManager } from '../accounts/session-manager';
import { resolveCollaborationAccess } from './collaboration-access';

/** What a connection carries once authenticated. */
export interface CollaborationContext {
  userId: string;
  documentId: number;
  /** The session it was opened with; kept in memory only, to look the session up again. */
  sessionToken: string;
  sessionTokenHash: string;
  /** When the session and the right were last found still valid (epoch ms). */
  checkedAt: number;
}

export const SESSION_ENDED = COLLABORATION_CLOSE.sessionEnded;
export const ACCESS_ENDED = COLLABORATION_CLOSE.accessEnded;

export type CloseEvent = CollaborationCloseEvent;

/**
 * Whether a connection may still do what it was opened for: its session is live and its user
 * still opens this document together with others, with the same role (a connection opened to
 * edit ends when its share became read-only). Undefined when it may.
 */
export async function rightsEnded(
  { db, sessions }: { db: Db; sessions: SessionManager },
  context: CollaborationContext,
  readOnly: boolean,
): Promise<CloseEvent | undefined> {
  const session = await sessions.resolve(context.sessionToken);
  if (!session || session.user.id !== context.userId) return SESSION_ENDED;
  const resolved = await resolveCollaborationAccess(db, session.user, context.documentId);
  if (resolved?.mode !== 'collaborative') return ACCESS_ENDED;
  if (resolved.access.role === 'read' && !readOnly) return ACCESS_ENDED;
  context.checkedAt = Date.now();
  return undefined;
}
