import type { GeneratedDocumentCollaborationView } from '@doclens/api';
import { planOrFree } from '@doclens/api';
import type { Db, GeneratedDocumentAccess, User } from '@doclens/db';
import { findGeneratedDocumentAccess } from '@doclens/db';

export interface CollaborationAccess {
  access: GeneratedDocumentAccess;
  mode: GeneratedDocumentCollaborationView['mode'];
}

/** Collaboration needs the connecting user on the enterprise plan, whatever their role. */
export function mayCollaborate(user: User): boolean {
  return planOrFree(user.plan) === 'enterprise';
}

/**
 * The one rule of who opens a generated document and how. The owner always does: together with
 * others when the owner is on the enterprise plan, alone otherwise. A user it is shared with
 * does only while both the owner and that user are enterprise users; otherwise the share rests
 * and the document answers 404, as anyone else's does.
 */
export async function resolveCollaborationAccess(
  db: Db,
  user: User,
  documentId: number,
): Promise<CollaborationAccess | undefined> {
  const access = await findGeneratedDocumentAccess(db, user.id, documentId);
  if (!access) return undefined;
  const enterprise = mayCollaborate(user) && planOrFree(access.ownerPlan) === 'enterprise';
  if (access.role === 'owner') return { access, mode: enterprise ? 'collaborative' : 'single' };
  return enterprise ? { access, mode: 'collaborative' } : undefined;
}

/** Colours with enough contrast on white for a caret label's white text. */
const CARET_COLOURS = ['#b91c1c', '#1d4ed8', '#047857', '#7c3aed', '#b45309', '#be185d', '#0e7490', '#4d7c0f'];

/** The same user gets the same colour in every editor and every session. */
export function caretColourOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CARET_COLOURS[hash % CARET_COLOURS.length] ?? '#1d4ed8';
}
