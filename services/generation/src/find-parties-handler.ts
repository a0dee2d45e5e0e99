import type { ContractParty } from '@doclens/api';
import { type Db, findDocumentPages } from '@doclens/db';
import {
  type findDocumentParties,
  type JobHandler,
  PARTY_LOOKUP_TIME_LIMIT_MS,
  type PayloadOf,
  REFUSED_JOB_REASON_PREFIX,
} from '@doclens/queue';
import { endingFailedAttempts } from '@doclens/service-runtime';
import type { FindPartiesInput } from './threads/find-parties-task';
import { runInThread, TaskRefusedError, type ThreadLimits } from './threads/run-in-thread';
import { heardByTheWaitingRequest } from './waiting-request';

/** A thousand pages of text held a few times over by the party detection fit well within this. */
const PARTY_LOOKUP_HEAP_MB = 512;

export interface FindPartiesDeps {
  db: Db;
  /** The lookup's hard limits over the defaults. */
  limits?: Partial<ThreadLimits>;
}

/** The job's return value, which the gateway answers with and then removes. */
export interface FindPartiesOutcome {
  parties: ContractParty[];
}

/**
 * Finds the parties an extracted document names in a task thread with a hard time and memory
 * limit. A document whose text is not extracted yet names no one.
 */
export function createFindPartiesHandler({ db, limits }: FindPartiesDeps): JobHandler<typeof findDocumentParties> {
  const threadLimits: ThreadLimits = {
    timeLimitMs: PARTY_LOOKUP_TIME_LIMIT_MS,
    maxHeapMb: PARTY_LOOKUP_HEAP_MB,
    ...limits,
  };
  return endingFailedAttempts<PayloadOf<typeof findDocumentParties>, FindPartiesOutcome>(
    async ({ documentId }, { logger, signal }) => {
      const pages = await findDocumentPages(db, documentId);
      if (pages.length === 0) return { parties: [] };
      const startedAt = performance.now();
      const input: FindPartiesInput = { pages: pages.map(({ text }) => ({ text })) };
      let parties: ContractParty[];
      try {
        parties = await runInThread<ContractParty[]>(
          { module: './find-parties-task.ts', input, what: 'Finding the parties', signal },
          threadLimits,
        );
      } catch (error) {
        if (!(error instanceof TaskRefusedError)) throw error;
        logger.info({ documentId, reason: error.message }, 'party lookup refused');
        throw new Error(`${REFUSED_JOB_REASON_PREFIX}${error.message}`);
      }
      logger.info(
        { documentId, pages: pages.length, parties: parties.length, ms: Math.round(performance.now() - startedAt) },
        'parties found',
      );
      return { parties };
    },
    heardByTheWaitingRequest,
  );
}
