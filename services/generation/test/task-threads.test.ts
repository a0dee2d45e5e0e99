import { afterAll, describe, expect, it } from 'vitest';
import type { RenderPdfInput } from '../src/threads/render-pdf-task';
import { idleTaskThreads, liveTaskThreads, runInThread, stopTaskThreads } from '../src/threads/run-in-thread';

const LIMITS = { timeLimitMs: 60_000, maxHeapMb: 256 };

function render(title: string): Promise<Uint8Array> {
  const input: RenderPdfInput = { title, html: `<h1>${title}</h1><p>Paid within thirty days.</p>`, maxPages: 5 };
  return runInThread<Uint8Array>({ module: './render-pdf-task.ts', input, what: 'Rendering the PDF' }, LIMITS);
}

afterAll(async () => {
  await stopTaskThreads();
});

/**
 * Starting a task thread loads its modules (seconds of a core); a task takes a fraction of that.
 * A thread that answered is kept for the next export instead of being started again each time.
 */
describe('task threads', () => {
  it('keep one warm thread between exports, and end it when the service stops', async () => {
    const first = await render('First');
    expect(Buffer.from(first.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(idleTaskThreads()).toBe(1);

    const second = await render('Second');
    expect(Buffer.from(second.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(idleTaskThreads()).toBe(1);
    expect(liveTaskThreads()).toBe(0);

    await stopTaskThreads();
    expect(idleTaskThreads()).toBe(0);
  });

  it("count a task's time limit from the task, not from the thread's start", async () => {
    await stopTaskThreads();
    // The module takes 1.5 s to load; the task itself answers at once.
    const answer = runInThread<string>(
      { module: '../../test/slow-start-task.ts', input: { echo: 'done' }, what: 'Echoing' },
      { ...LIMITS, timeLimitMs: 1_000 },
    );
    await expect(answer).resolves.toBe('done');
    await stopTaskThreads();
  });

  it('end a thread past its time limit instead of keeping it', async () => {
    const words = Array.from({ length: 40 }, () => 'z'.repeat(900)).join(' ');
    const input: RenderPdfInput = { title: 'Slow', html: `<p>${words}</p>`.repeat(20), maxPages: 50 };
    await expect(
      runInThread({ module: './render-pdf-task.ts', input, what: 'Rendering the PDF' }, { ...LIMITS, timeLimitMs: 50 }),
    ).rejects.toThrow('Rendering the PDF took longer than 0.1 seconds');
    expect(liveTaskThreads()).toBe(0);
    expect(idleTaskThreads()).toBe(0);
  });
});
