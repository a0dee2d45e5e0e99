// One task in a worker thread of its own (run-in-thread.ts starts one per task and ends it at the
// deadline). The thread runs on bare Node, without the parent's loaders (vitest among them), so it
// loads the typed task module through tsx's API, as `npm start` runs the services. The message
// shapes are declared in thread-task-protocol.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { module, input, refusals } = workerData;

try {
  const { runTask } = await tsImport(module, import.meta.url);
  const value = await runTask(input);
  parentPort.postMessage({ ok: true, value });
} catch (error) {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  parentPort.postMessage({ ok: false, refused: refusals.includes(name), message });
}
