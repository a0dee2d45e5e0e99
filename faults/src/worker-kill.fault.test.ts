import type { QueueName } from '@doclens/queue';
import { waitFor } from '@doclens/testing';
import { describe, expect, it } from 'vitest';
import { FaultReport } from './fault-report';
import { fixturePdfs, fixturesPresent } from './fixture-pdfs';
import type { ServiceName } from './service-processes';
import { useFaultSystem } from './use-fault-system';

const DOCUMENTS = 8;
/**
 * A killed job keeps its BullMQ lock (10 s in the fault system) and is handed back by the stalled-job
 * check, which runs as often and needs two rounds to see a lock gone: about 20 s after the kill.
 */
const SETTLE_TIMEOUT_MS = 150_000;

describe.skipIf(!fixturesPresent)('kill -9 of each worker process in the middle of jobs', () => {
  const scenario = useFaultSystem();

  it('completes every document once the killed extraction and analysis workers are restarted', async () => {
    const report = new FaultReport('kill -9 of the extraction worker, then of the analysis worker, mid-job');
    const pdfs = fixturePdfs(DOCUMENTS);
    await Promise.all(pdfs.map(async (pdf) => report.recordUpload(await scenario.system.upload(pdf))));
    report.did(`uploaded ${pdfs.length} real PDFs (contracts, CVs, essays) through the gateway at once`);

    const killedWithActiveJobs: Record<string, number> = {};
    for (const worker of ['extraction', 'analysis'] as const satisfies (ServiceName & QueueName)[]) {
      const active = await waitFor(
        `an active ${worker} job`,
        async () => {
          const count = await scenario.system.jobs.queue(worker).getActiveCount();
          return count > 0 ? count : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 5 },
      );
      const victim = scenario.system.service(worker);
      await victim.kill9();
      killedWithActiveJobs[worker] = active;
      report.did(`kill -9 of the ${worker} worker (pid ${victim.pid}) while it held ${active} active job(s)`);
      const restarted = await scenario.system.restart(worker);
      report.did(`restarted the ${worker} worker (pid ${restarted.pid})`);
    }

    const rows = await scenario.system.waitUntilSettled(report.acceptedIds(), SETTLE_TIMEOUT_MS);
    report.did('every accepted document completed or failed (or the wait gave up)');
    const counts = report.count(rows);
    report.print(counts, scenario.system.crashedServices());

    expect(scenario.system.crashedServices()).toEqual([]);
    expect(killedWithActiveJobs).toEqual({ extraction: expect.any(Number), analysis: expect.any(Number) });
    expect(counts).toEqual({
      uploaded: DOCUMENTS,
      accepted: DOCUMENTS,
      refused: 0,
      unexpectedAnswers: [],
      completed: DOCUMENTS,
      failed: {},
      lost: 0,
      orphanRows: 0,
    });
  });
});
