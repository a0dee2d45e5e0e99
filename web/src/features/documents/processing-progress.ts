import type { DocumentProgress } from '@doclens/api';
import { formatDuration } from '../../lib/format';

/**
 * What a document's job is doing now, in a line for its owner ("Reading page 3 of 5"), from the
 * progress the gateway reads off the job; undefined when there is nothing more to say than the step.
 */
export function progressLine(progress: DocumentProgress | undefined): string | undefined {
  switch (progress?.state) {
    case undefined:
      return undefined;
    case 'working':
      return progress.secondsLeft === undefined ? undefined : `About ${about(progress.secondsLeft)} left in this step`;
    case 'queued': {
      const starts =
        progress.startsInSeconds === undefined ? '' : `, about ${about(progress.startsInSeconds)} before it starts`;
      return progress.ahead === 0
        ? `Next in line for a free worker${starts || ': it starts in a moment'}`
        : `Waiting for a free worker: ${progress.ahead} ${progress.ahead === 1 ? 'document' : 'documents'} ahead of yours${starts}`;
    }
    case 'reading': {
      const doing = progress.ocr
        ? `Recognising the text of scanned page ${progress.page} of ${progress.pageCount}`
        : `Reading page ${progress.page} of ${progress.pageCount}`;
      return progress.secondsLeft === undefined ? doing : `${doing}, about ${about(progress.secondsLeft)} left`;
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

function about(seconds: number): string {
  return formatDuration(seconds * 1000);
}
