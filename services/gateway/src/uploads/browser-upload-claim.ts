import type { Db } from '@doclens/db';
import { claimAnonymousDocuments } from '@doclens/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnonymousClaim } from '../accounts/anonymous-claim';

/**
 * Moves the documents this browser uploaded while signed out to the account, and drops the
 * claim cookie that tied them to the browser. Does nothing for a browser without one.
 */
export async function claimBrowserUploads(
  db: Db,
  claim: AnonymousClaim,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const claimHash = claim.hashOf(request);
  if (!claimHash) return;
  const claimed = await claimAnonymousDocuments(db, claimHash, userId);
  claim.clear(reply);
  if (claimed > 0) request.log.info({ userId, claimed }, 'claimed anonymous uploads');
}
