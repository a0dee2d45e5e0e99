import type { DocumentProgress } from '@doclens/api';
import { formatDuration } from '../../lib/format';

/**
 * What a document's job is doing now, in a line for its owner ("Reading page 3 of 5"), from the
 * progress the gateway reads off the job; undefined when there is nothing more to say than the step.
 */
export function progressLine(progress: DocumentProgress | undefined): string | undefined {
  switch (progress?.state) {
    case undefined:
    case 'working':
      return undefined;
    case 'queued':
      return progress.ahead === 0
        ? 'Next in line: a worker will start on it in a moment'
        : `Waiting for a free worker: ${progress.ahead} ${progress.ahead === 1 ? 'document' : 'documents'} ahead of yours`;
    case 'reading': {
      const doing = progress.ocr
        ? `Recognising the text of scanned page ${progress.page} of ${progress.pageCount}`
        : `Reading page ${progress.page} of ${progress.pageCount}`;
      return progress.secondsLeft === undefined
        ? doing
        : `${doing}, about ${formatDuration(progress.secondsLeft * 1000)} left`;
    }
    case 'retrying':
      return 'The last attempt did not finish; trying again shortly';
  }
}

/** The share of the pages read, 0 to 1; undefined unless pages are being read. */
export function readingFraction(progress: DocumentProgress | undefined): number | undefined {
  if (progress?.state !== 'reading') return undefined;
  return (progress.page - 1) / progress.pageCount;
}
