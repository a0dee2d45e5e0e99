import { describe, expect, it } from 'vitest';
import { TimeLimitError, withTimeLimit } from './time-limit';

const never = () => new Promise<never>(() => undefined);

describe('withTimeLimit', () => {
  it('gives the work its result when it finishes in time', async () => {
    await expect(withTimeLimit(async () => 'done', 5_000, new AbortController().signal)).resolves.toBe('done');
  });

  it('stops waiting with a TimeLimitError and aborts the work once the limit passes', async () => {
    let workSignal: AbortSignal | undefined;
    const running = withTimeLimit(
      (signal) => {
        workSignal = signal;
        return never();
      },
      10,
      new AbortController().signal,
    );
    await expect(running).rejects.toBeInstanceOf(TimeLimitError);
    expect(workSignal?.aborted).toBe(true);
  });

  it('stops at once with the outer reason when the worker shuts down', async () => {
    const shutdown = new AbortController();
    let workSignal: AbortSignal | undefined;
    const running = withTimeLimit(
      (signal) => {
        workSignal = signal;
        return never();
      },
      60_000,
      shutdown.signal,
    );
    shutdown.abort(new Error('worker stopping'));
    await expect(running).rejects.toThrow('worker stopping');
    expect(workSignal?.aborted).toBe(true);
  });
});
