import { createLogger } from '@doclens/logger';
import type { JobContext } from '@doclens/queue';
import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { endingFailedAttempts } from './failed-job';

function attempt({ shuttingDown = false, isLastAttempt = false } = {}) {
  const lines: { msg: string }[] = [];
  const handedBack: boolean[] = [];
  const controller = new AbortController();
  if (shuttingDown) controller.abort();
  const context: JobContext = {
    job: {} as Job,
    logger: createLogger({
      level: 'error',
      service: 'test',
      destination: { write: (line: string) => lines.push(JSON.parse(line)) },
    }),
    signal: controller.signal,
    isLastAttempt,
    handBack: async () => {
      handedBack.push(true);
    },
  };
  return { context, lines, handedBack };
}

const failing = async (): Promise<never> => {
  throw new Error('the job broke');
};

describe('a job handler that ends its failed attempts', () => {
  it('gives a job stopped by shutdown back to the queue without recording it as given up, even on its last attempt', async () => {
    const { context, handedBack } = attempt({ shuttingDown: true, isLastAttempt: true });
    const givenUp: string[] = [];
    const handler = endingFailedAttempts(failing, async (payload: string) => {
      givenUp.push(payload);
    });
    await expect(handler('file 1', context)).rejects.toThrow('the job broke');
    expect(handedBack).toEqual([true]);
    expect(givenUp).toEqual([]);
  });

  it('records the job as given up on its last attempt, told its payload and error', async () => {
    const { context, handedBack } = attempt({ isLastAttempt: true });
    const givenUp: unknown[] = [];
    const handler = endingFailedAttempts(failing, async (payload: string, _context, error) => {
      givenUp.push([payload, (error as Error).message]);
    });
    await expect(handler('file 1', context)).rejects.toThrow('the job broke');
    expect(givenUp).toEqual([['file 1', 'the job broke']]);
    expect(handedBack).toEqual([]);
  });

  it('leaves an earlier attempt to the retry', async () => {
    const { context, handedBack } = attempt();
    const givenUp: string[] = [];
    const handler = endingFailedAttempts(failing, async (payload: string) => {
      givenUp.push(payload);
    });
    await expect(handler('file 1', context)).rejects.toThrow('the job broke');
    expect(givenUp).toEqual([]);
    expect(handedBack).toEqual([]);
  });

  it("fails with the job's own error when recording it fails, and logs the recording failure", async () => {
    const { context, lines } = attempt({ isLastAttempt: true });
    const handler = endingFailedAttempts(failing, async () => {
      throw new Error('the database is gone');
    });
    await expect(handler('file 1', context)).rejects.toThrow('the job broke');
    expect(lines.map((line) => line.msg)).toEqual(['could not record the end of the failed job']);
  });

  it("returns the handler's result when it succeeds", async () => {
    const { context } = attempt({ isLastAttempt: true });
    const handler = endingFailedAttempts(async (payload: string) => `done ${payload}`, failing);
    await expect(handler('file 1', context)).resolves.toBe('done file 1');
  });
});
