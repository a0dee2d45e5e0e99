import type { IncomingMessage } from 'node:http';
import type { JobRef, JobResults } from '@doclens/queue';
import { z } from 'zod';

/** The longest a long poll holds a request: under the 30 s proxies commonly allow an idle request. */
export const LONG_POLL_MAX_SECONDS = 25;

/**
 * `?wait=<seconds>` on a read whose answer a worker is still changing: the gateway answers when
 * the work it shows has moved on (one of its jobs ended) or after that many seconds, whichever
 * comes first. Without it the read answers at once, as before.
 */
export const longPollQuerySchema = z.object({
  wait: z.coerce.number().int().min(1).max(LONG_POLL_MAX_SECONDS).optional(),
});

/**
 * The one long poll: given the resource as just read, when the caller asked to wait and the
 * resource shows work in progress, waits to be told by the queue that one of those jobs ended,
 * then reads it again. A job the queue no longer knows answers at once, so the caller falls back
 * to asking again later.
 */
export async function readWhenMoved<Resource>(
  jobResults: JobResults,
  request: { query: { wait?: number }; raw: IncomingMessage },
  current: Resource,
  reread: () => Promise<Resource>,
  jobsInProgress: (resource: Resource) => readonly JobRef[],
): Promise<Resource> {
  const waitSeconds = request.query.wait;
  if (waitSeconds === undefined) return current;
  const jobs = jobsInProgress(current);
  if (jobs.length === 0) return current;
  const gone = callerGone(request.raw);
  try {
    const ended = await jobResults.waitForAny(jobs, waitSeconds * 1000, gone.signal);
    return ended.status === 'unfinished' ? current : reread();
  } finally {
    gone.release();
  }
}

/**
 * Aborts when the caller closes the connection before the answer: nobody is left to tell. The
 * socket outlives the request (keep-alive), so the listener is released with the wait.
 */
function callerGone(raw: IncomingMessage): { signal: AbortSignal; release(): void } {
  const gone = new AbortController();
  const onClose = () => gone.abort();
  raw.socket?.once('close', onClose);
  return { signal: gone.signal, release: () => raw.socket?.off('close', onClose) };
}
