import { Worker } from 'node:worker_threads';
import type { EnglishVariant, LintAnswer, LintRequest, LintRules, RawLint } from './grammar-worker-protocol';

const THREAD_PATH = new URL('./grammar-worker.mjs', import.meta.url);

interface Pending {
  resolve: (lints: RawLint[]) => void;
  reject: (error: Error) => void;
}

/**
 * The thread harper.js runs in (grammar-worker.mjs). Linting is most of an essay's analysis time;
 * in a thread of its own it runs on the second core while the engine's own checks run on this one.
 * The thread does not keep the process alive while nothing waits on it.
 */
class GrammarThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #exited = false;

  constructor() {
    // The thread is plain JavaScript: the parent's loader flags (tsx, vitest) are of no use there.
    this.#worker = new Worker(THREAD_PATH, { execArgv: [] });
    this.#worker.unref();
    this.#worker.on('message', (answer: LintAnswer) => this.#settle(answer));
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', (code) => {
      this.#exited = true;
      this.#failAll(new Error(`the grammar checker stopped (exit code ${code})`));
    });
  }

  get alive(): boolean {
    return !this.#exited;
  }

  lint(text: string, variant: EnglishVariant, rules: LintRules): Promise<RawLint[]> {
    const id = this.#nextId++;
    const request: LintRequest = { id, text, variant, rules };
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage(request);
    });
  }

  #settle(answer: LintAnswer): void {
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#forget(answer.id);
    if ('error' in answer) pending.reject(new Error(`grammar checker: ${answer.error}`));
    else pending.resolve(answer.lints);
  }

  #failAll(error: Error): void {
    for (const [id, pending] of this.#pending) {
      this.#forget(id);
      pending.reject(error);
    }
  }

  #forget(id: number): void {
    this.#pending.delete(id);
    if (this.#pending.size === 0 && !this.#exited) this.#worker.unref();
  }
}

/**
 * One thread per process, kept on the global object: the test runner evaluates this module again
 * for every test file, and a thread per evaluation would each hold harper's dictionaries.
 */
const THREAD_KEY = Symbol.for('doclens.engine.grammar-thread');

type WithThread = typeof globalThis & { [THREAD_KEY]?: GrammarThread };

/** Lints the text in the grammar thread, starting it (again, after a crash) when needed. */
export function lintInThread(text: string, variant: EnglishVariant, rules: LintRules = 'all'): Promise<RawLint[]> {
  const holder = globalThis as WithThread;
  let thread = holder[THREAD_KEY];
  if (!thread?.alive) {
    thread = new GrammarThread();
    holder[THREAD_KEY] = thread;
  }
  return thread.lint(text, variant, rules);
}
