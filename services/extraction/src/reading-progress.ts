import type { ReadingProgress } from '@doclens/api';
import type { Logger } from '@doclens/logger';
import type { Job } from 'bullmq';

/**
 * Text pages are read hundreds a second: writing each to Redis would cost more than reading it.
 * An OCR page takes seconds, so its start is always written.
 */
const MIN_INTERVAL_MS = 500;

/**
 * Records the page being read on the job (BullMQ job progress), where the gateway reads it to tell
 * the owner "Reading page 3 of 5". A failed write is logged and never stops the reading.
 */
export function reportReadingProgress(job: Pick<Job, 'updateProgress'>, logger: Logger) {
  let lastWriteAt = 0;
  return (progress: ReadingProgress): void => {
    const now = Date.now();
    if (!progress.ocr && now - lastWriteAt < MIN_INTERVAL_MS) return;
    lastWriteAt = now;
    job.updateProgress(progress).catch((error: unknown) => {
      logger.warn({ err: error }, 'could not record the reading progress');
    });
  };
}
