import { countDocumentsByStatus, type Db, type DocumentStatus } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { type JobProducer, QUEUE_NAMES, type QueueName } from '@doclens/queue';

/** The queue states an operator watches: backlog (waiting, delayed), work in hand, and give-ups. */
export const QUEUE_DEPTH_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueDepthState = (typeof QUEUE_DEPTH_STATES)[number];

/** A scrape must answer even when a backend hangs; its figures are then left out. */
const SOURCE_TIMEOUT_MS = 2_000;

export interface PipelineSnapshot {
  /** Undefined when Redis could not be read in time. */
  queues: Map<QueueName, Record<QueueDepthState, number>> | undefined;
  /** Undefined when Postgres could not be read in time. */
  documents: Record<DocumentStatus, number> | undefined;
}

export interface PipelineSnapshotSources {
  db: Db;
  jobs: JobProducer;
  logger: Logger;
}

/**
 * Reads queue depths and document counts once per scrape: every gauge asks for the snapshot
 * while the registry collects them in parallel, and all of them get the same in-flight read.
 */
export function pipelineSnapshotReader({ db, jobs, logger }: PipelineSnapshotSources): () => Promise<PipelineSnapshot> {
  let inFlight: Promise<PipelineSnapshot> | undefined;

  const readQueues = async () => {
    const depths = await Promise.all(
      QUEUE_NAMES.map(async (name) => {
        const counts = await jobs.queue(name).getJobCounts(...QUEUE_DEPTH_STATES);
        const depth = Object.fromEntries(QUEUE_DEPTH_STATES.map((state) => [state, counts[state] ?? 0]));
        return [name, depth as Record<QueueDepthState, number>] as const;
      }),
    );
    return new Map(depths);
  };

  const read = async (): Promise<PipelineSnapshot> => {
    const [queues, documents] = await Promise.all([
      withinTimeout('redis', readQueues, logger),
      withinTimeout('postgres', () => countDocumentsByStatus(db), logger),
    ]);
    return { queues, documents };
  };

  return () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

async function withinTimeout<T>(source: string, read: () => Promise<T>, logger: Logger): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${source} did not answer within ${SOURCE_TIMEOUT_MS} ms`)),
      SOURCE_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([read(), timeout]);
  } catch (error) {
    logger.warn({ err: error, source }, 'metrics source unavailable');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
