export class TimeLimitError extends Error {
  override name = 'TimeLimitError';
}

/**
 * Runs `work` with a signal that aborts when `limitMs` passes or `outer` aborts (worker shutdown),
 * and stops waiting for it at that moment.
 */
export async function withTimeLimit<T>(
  work: (signal: AbortSignal) => Promise<T>,
  limitMs: number,
  outer: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeLimitError(`no result within ${limitMs} ms`)), limitMs);
  const forwardAbort = () => controller.abort(outer.reason);
  if (outer.aborted) forwardAbort();
  else outer.addEventListener('abort', forwardAbort, { once: true });

  const running = work(controller.signal);
  // Once the limit wins the race, a later rejection of the abandoned work must not go unhandled.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, rejectionOnAbort(controller.signal)]);
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', forwardAbort);
  }
}

function rejectionOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
