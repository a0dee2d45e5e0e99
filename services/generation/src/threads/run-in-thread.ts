import { Worker } from 'node:worker_threads';
import type { ThreadTaskAnswer, ThreadTaskData } from './thread-task-protocol';

const THREAD_PATH = new URL('./thread-task.mjs', import.meta.url);

/** A task's hard limits: the heap is V8's, enforced by the thread's resourceLimits. */
export interface ThreadLimits {
  timeLimitMs: number;
  maxHeapMb: number;
}

/** The task's input passed a limit; the message is a sentence for the user. */
export class TaskRefusedError extends Error {
  override name = 'TaskRefusedError';
}

export interface ThreadTask {
  /** The task module, relative to this folder, exporting `runTask(input)`. */
  module: string;
  input: unknown;
  /** Names of the errors the task throws for an input past one of its own limits. */
  refusals?: string[];
  /** How the user hears of the time limit: "The PDF took longer than …". */
  what: string;
}

/** Threads started and not yet exited, across the process. */
const live = new Set<Worker>();

/** How many task threads are running now: zero once every task has ended, whatever way. */
export function liveTaskThreads(): number {
  return live.size;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} ${ms === 1000 ? 'second' : 'seconds'}`;

/**
 * Runs the task in a worker thread of its own, so this process's event loop (the gateway's too,
 * in the all-in-one process) stays free. The thread is ended, and its exit awaited, when the time
 * limit passes; an input past a limit rejects with a TaskRefusedError.
 */
export async function runInThread<T>(
  { module, input, refusals = [], what }: ThreadTask,
  limits: ThreadLimits,
): Promise<T> {
  const { timeLimitMs, maxHeapMb } = limits;
  const data: ThreadTaskData = { module, input, refusals };
  const worker = new Worker(THREAD_PATH, {
    workerData: data,
    // The thread is plain JavaScript: the parent's loader flags (tsx, vitest) are of no use there.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  });
  live.add(worker);
  const exited = new Promise<number>((resolve) => {
    worker.once('exit', (code) => {
      live.delete(worker);
      resolve(code);
    });
  });
  let timer: NodeJS.Timeout | undefined;
  const answered = new Promise<ThreadTaskAnswer>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    exited.then((code) => reject(new Error(`the task thread stopped without an answer (exit code ${code})`)));
    timer = setTimeout(
      () =>
        reject(
          new TaskRefusedError(
            `${what} took longer than ${seconds(timeLimitMs)}. Shorten the document or split it into parts.`,
          ),
        ),
      timeLimitMs,
    );
  });
  try {
    const answer = await answered;
    if (answer.ok) return answer.value as T;
    throw answer.refused ? new TaskRefusedError(answer.message) : new Error(`${module} failed: ${answer.message}`);
  } catch (error) {
    if ((error as { code?: unknown } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw new TaskRefusedError(`${what} needed more than ${maxHeapMb} MB of memory.`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    await worker.terminate();
    await exited;
  }
}
