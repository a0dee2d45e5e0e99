// A task thread (run-in-thread.ts keeps it warm between tasks and ends it at a deadline). The
// thread runs on bare Node, without the parent's loaders (vitest among them), so it loads the
// typed task module through tsx's API, as `npm start` runs the services: once, when the thread
// starts, which is the costly part (seconds), says it is ready, then runs one task per message. The message shapes
// are declared in thread-task-protocol.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { module, refusals } = workerData;
const loaded = tsImport(module, import.meta.url);
// Ready once the module has loaded (or failed to: that is reported with the first task, not as an
// unhandled rejection), so the parent starts a task's clock only then.
loaded.then(
  () => parentPort.postMessage({ ready: true }),
  () => parentPort.postMessage({ ready: true }),
);

parentPort.on('message', async ({ input }) => {
  try {
    const { runTask } = await loaded;
    const value = await runTask(input);
    parentPort.postMessage({ ok: true, value });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const message = error instanceof Error ? error.message : String(error);
    parentPort.postMessage({ ok: false, refused: refusals.includes(name), message });
  }
});
