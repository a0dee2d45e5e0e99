import { readFileSync } from 'node:fs';
import { vi } from 'vitest';

/**
 * Runs before every test file of a project that reuses its worker between files (`isolate: false`):
 * the project's own modules are evaluated afresh for each file, as in a new process, so module
 * state and `vi.mock` never leak from one file into the next. Installed packages (React, jsdom,
 * pdf.js, Fastify, the NLP libraries) stay loaded, which is what makes reuse fast.
 *
 * The engine's and the API schemas' modules stay loaded too: they import nothing of the repository
 * but each other, hold no state but memos of pure functions (word counts, parsed sentences), and
 * re-evaluating them (and refilling those memos) for each of the ~500 engine files was a large
 * part of the node project's time. A file that mocks a module, and the file after it, still get
 * every module afresh, so a mock never reaches into a kept module.
 */
const SHARED_BETWEEN_FILES = /\/packages\/(?:engine|api)\/src\/(?!.*\.test\.tsx?$)/;
/** The same modules vitest's own reset leaves alone (itself and registered mocks). */
const VITEST_OWN = [/\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/, /^mock:/];
const MOCKED_LAST = Symbol.for('doclens.fresh-modules.mocked-last-file');

interface EvaluatedModule {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
interface WorkerState {
  filepath?: string;
  evaluatedModules?: { idToModuleMap?: Map<string, EvaluatedModule> };
}

const holder = globalThis as { __vitest_worker__?: WorkerState; [MOCKED_LAST]?: boolean };
const worker = holder.__vitest_worker__;
const modules = worker?.evaluatedModules?.idToModuleMap;
const mocks = worker?.filepath ? /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(worker.filepath, 'utf8')) : true;

if (!modules || mocks || holder[MOCKED_LAST]) {
  vi.resetModules();
} else {
  for (const [id, node] of modules) {
    if (SHARED_BETWEEN_FILES.test(id) || VITEST_OWN.some((own) => own.test(id))) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}
holder[MOCKED_LAST] = mocks;
