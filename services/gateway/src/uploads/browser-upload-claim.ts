import { PLANS, type PlanId } from '@doclens/api';
import type { Db } from '@doclens/db';
import { claimAnonymousDocuments, markDocumentCounted, tryCountUsage } from '@doclens/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnonymousClaim } from '../accounts/anonymous-claim';

/**
 * Moves the documents this browser uploaded while signed out to the account, and drops the
 * claim cookie that tied them to the browser. Does nothing for a browser without one.
 *
 * Each claimed document counts toward the account's month, oldest first, as an upload would.
 * Those past the plan's limit still move (nothing the visitor saw is lost) but stay uncounted:
 * previews, shown as a visitor sees them, whose analysis needs a month with room
 * (docs/decisions.md, "Claimed anonymous uploads count").
 */
export async function claimBrowserUploads(
  db: Db,
  claim: AnonymousClaim,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; plan: PlanId },
): Promise<void> {
  const claimHash = claim.hashOf(request);
  if (!claimHash) return;
  const at = new Date();
  const { claimed, counted } = await db.transaction().execute(async (trx) => {
    const ids = await claimAnonymousDocuments(trx, claimHash, user.id);
    let countedSoFar = 0;
    for (const id of ids) {
      if (!(await tryCountUsage(trx, user.id, 'uploads', PLANS[user.plan].monthlyDocuments, at))) break;
      await markDocumentCounted(trx, id, at);
      countedSoFar += 1;
    }
    return { claimed: ids.length, counted: countedSoFar };
  });
  claim.clear(reply);
  if (claimed > 0) request.log.info({ userId: user.id, claimed, counted }, 'claimed anonymous uploads');
}
