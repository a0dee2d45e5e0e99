import type { DocumentViewer } from '@doclens/db';
import type { FastifyRequest } from 'fastify';
import type { AnonymousClaim } from '../accounts/anonymous-claim';

/** Who is asking for a document: the signed-in user, else the browser's anonymous claim. */
export function documentViewerOf(request: FastifyRequest, claim: AnonymousClaim): DocumentViewer | undefined {
  if (request.user) return { userId: request.user.id };
  const claimHash = claim.hashOf(request);
  return claimHash ? { claimHash } : undefined;
}
