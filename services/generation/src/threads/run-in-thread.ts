import { Worker } from 'node:worker_threads';
import type { ThreadReadyMessage, ThreadTaskAnswer, ThreadTaskData, ThreadTaskMessage } from './thread-task-protocol';

const THREAD_PATH = new URL('./thread-task.mjs', import.meta.url);

/**
 * How long a thread waits for its next task before it ends. Starting one costs seconds of a core
 * (loading the task's modules through tsx), a task a fraction of that; an idle thread costs its
 * memory, so it is kept for a burst of exports, not for ever.
 */
export const IDLE_THREAD_MS = 5 * 60 * 1000;
/**
 * How long a new thread may take to load its task module before the task fails. Apart from the
 * task's own limit: loading is the service's cost, seconds on a busy machine, not the document's.
 */
export const THREAD_START_LIMIT_MS = 60_000;
/** Idle threads kept per task module and heap size: a worker's concurrency is rarely more. */
const MAX_IDLE_PER_KIND = 2;

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
  /** The job's signal: when it aborts (the worker is stopping) the thread is ended and the task rejects. */
  signal?: AbortSignal;
}

interface TaskThread {
  kind: string;
  worker: Worker;
  /** Resolves once the thread has loaded its task module. */
  ready: Promise<void>;
  exited: Promise<number>;
  idleTimer?: NodeJS.Timeout;
}

/** Idle threads by kind (module and heap limit), warm for the next task of that kind. */
const idle = new Map<string, TaskThread[]>();
/** Threads running a task, or being ended after one; zero once every task has ended. */
const working = new Set<TaskThread>();

/** How many task threads are running a task (or being ended after one) now. */
export function liveTaskThreads(): number {
  return working.size;
}

/** How many threads wait, warm, for their next task. */
export function idleTaskThreads(): number {
  return [...idle.values()].reduce((count, threads) => count + threads.length, 0);
}

/** Ends every idle thread: the generation service's stop (running tasks end with their jobs). */
export async function stopTaskThreads(): Promise<void> {
  const threads = [...idle.values()].flat();
  idle.clear();
  await Promise.all(threads.map(endThread));
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} ${ms === 1000 ? 'second' : 'seconds'}`;

/**
 * Runs the task in a worker thread, so this process's event loop (the gateway's too, in the
 * all-in-one process) stays free. A thread that answered waits, warm, for the next task of its
 * kind; one past the time limit is ended, and its exit awaited, before this rejects; one past its
 * heap limit dies by itself. An input past a limit rejects with a TaskRefusedError. The time limit
 * counts from the task's start: a new thread's loading is bounded apart (THREAD_START_LIMIT_MS),
 * so a busy machine's slow start does not refuse a document that is within its limit.
 */
export async function runInThread<T>(
  { module, input, refusals = [], what, signal }: ThreadTask,
  limits: ThreadLimits,
): Promise<T> {
  const { timeLimitMs, maxHeapMb } = limits;
  const kind = `${module}|${maxHeapMb}|${refusals.join(',')}`;
  const thread = takeIdle(kind) ?? startThread(kind, { module, refusals }, maxHeapMb);
  working.add(thread);
  thread.worker.ref();
  let reusable = false;
  let timer: NodeJS.Timeout | undefined;
  let onMessage: (answer: ThreadTaskAnswer) => void = () => undefined;
  let onError: (error: Error) => void = () => undefined;
  const answered = async (): Promise<ThreadTaskAnswer> => {
    await startedWithin(thread, THREAD_START_LIMIT_MS);
    return new Promise<ThreadTaskAnswer>((resolve, reject) => {
      onMessage = resolve;
      onError = reject;
      thread.worker.once('message', onMessage);
      thread.worker.once('error', onError);
      thread.exited.then((code) => reject(new Error(`the task thread stopped without an answer (exit code ${code})`)));
      thread.worker.postMessage({ input } satisfies ThreadTaskMessage);
      // The task's clock starts with the task: loading the module was the thread's start, not the task.
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
  };
  const stopped = new AbortController();
  try {
    const answering = answered();
    // Heard through the race below, or, once the signal won it, by no one.
    answering.catch(() => undefined);
    const answer = await Promise.race([answering, abandonedOnAbort(signal, stopped.signal)]);
    reusable = true;
    if (answer.ok) return answer.value as T;
    throw answer.refused ? new TaskRefusedError(answer.message) : new Error(`${module} failed: ${answer.message}`);
  } catch (error) {
    if ((error as { code?: unknown } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw new TaskRefusedError(`${what} needed more than ${maxHeapMb} MB of memory.`);
    }
    throw error;
  } finally {
    stopped.abort();
    clearTimeout(timer);
    thread.worker.off('message', onMessage);
    thread.worker.off('error', onError);
    if (reusable) putIdle(thread);
    else await endThread(thread);
    working.delete(thread);
  }
}

/**
 * Rejects with the reason once `signal` aborts, until `settled` does. The task it races is then
 * abandoned: its thread is ended, and its own rejection (the thread's exit) is heard by no one.
 */
function abandonedOnAbort(signal: AbortSignal | undefined, settled: AbortSignal): Promise<never> {
  return new Promise<never>((_resolve, reject) => {
    if (!signal) return;
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    settled.addEventListener('abort', () => signal.removeEventListener('abort', onAbort), { once: true });
  });
}

function startThread(kind: string, data: ThreadTaskData, maxHeapMb: number): TaskThread {
  const worker = new Worker(THREAD_PATH, {
    workerData: data,
    // The thread is plain JavaScript: the parent's loader flags (tsx, vitest) are of no use there.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  });
  // A thread's errors end it; the task waiting on it hears of them, an idle one just leaves the pool.
  worker.on('error', () => undefined);
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    // The thread's first message says its module has loaded (thread-task.mjs).
    worker.once('message', (_message: ThreadReadyMessage) => resolve());
    void exited.then((code) => reject(new Error(`the task thread stopped while starting (exit code ${code})`)));
  });
  // Heard by the task that waits for the start; an idle thread is always ready already.
  ready.catch(() => undefined);
  const thread: TaskThread = { kind, worker, ready, exited };
  // An idle thread that dies (it never should) leaves the pool instead of being handed a task.
  void exited.then(() => dropIdle(thread));
  return thread;
}

/** Waits for the thread to load its module, failing (not refusing: the input is not to blame) past `limitMs`. */
async function startedWithin(thread: TaskThread, limitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the task thread did not start within ${seconds(limitMs)}`)), limitMs);
  });
  try {
    await Promise.race([thread.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

function takeIdle(kind: string): TaskThread | undefined {
  const thread = idle.get(kind)?.pop();
  clearTimeout(thread?.idleTimer);
  return thread;
}

function putIdle(thread: TaskThread): void {
  const threads = idle.get(thread.kind) ?? [];
  if (threads.length >= MAX_IDLE_PER_KIND) {
    void endThread(thread);
    return;
  }
  // A warm thread never keeps a stopping process alive.
  thread.worker.unref();
  thread.idleTimer = setTimeout(() => {
    dropIdle(thread);
    void endThread(thread);
  }, IDLE_THREAD_MS);
  thread.idleTimer.unref();
  threads.push(thread);
  idle.set(thread.kind, threads);
}

function dropIdle(thread: TaskThread): void {
  clearTimeout(thread.idleTimer);
  const threads = idle.get(thread.kind);
  if (!threads) return;
  const remaining = threads.filter((other) => other !== thread);
  if (remaining.length > 0) idle.set(thread.kind, remaining);
  else idle.delete(thread.kind);
}

async function endThread(thread: TaskThread): Promise<void> {
  await thread.worker.terminate();
  await thread.exited;
}
