import { setTimeout as sleep } from 'node:timers/promises';
import { waitFor } from '@doclens/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FaultReport } from './fault-report';
import { fixturePdfs, fixturesPresent } from './fixture-pdfs';
import { useFaultSystem } from './use-fault-system';

const DOCUMENTS = 6;
const DROP_ROUNDS = 5;
const SETTLE_TIMEOUT_MS = 120_000;

describe.skipIf(!fixturesPresent)('Postgres connections dropped while documents are in flight', () => {
  const scenario = useFaultSystem();

  /** Ends every session of this scenario's database but the one asking, as a failover or restart would. */
  async function dropConnections(): Promise<number> {
    const { rows } = await sql<{ dropped: number }>`
      select count(*)::int as dropped
      from (
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
      ) as terminated`.execute(scenario.system.database.db);
    return rows[0]?.dropped ?? 0;
  }

  it('recovers: later requests succeed and every document completes', async () => {
    const report = new FaultReport('Postgres connections of every service terminated while documents are in flight');
    const pdfs = fixturePdfs(DOCUMENTS);
    await Promise.all(pdfs.slice(0, -1).map(async (pdf) => report.recordUpload(await scenario.system.upload(pdf))));
    report.did(`uploaded ${DOCUMENTS - 1} real PDFs through the gateway at once`);
    await waitFor(
      'an active extraction job',
      async () => (await scenario.system.jobs.queue('extraction').getActiveCount()) || undefined,
      {
        timeoutMs: 30_000,
        intervalMs: 10,
      },
    );

    const dropped: number[] = [];
    for (let round = 1; round <= DROP_ROUNDS; round += 1) {
      dropped.push(await dropConnections());
      report.did(`round ${round}: terminated ${dropped.at(-1)} Postgres connection(s) of the scenario's database`);
      await sleep(1_000);
    }

    const listingStatus = await scenario.system.getStatus('/api/documents');
    report.did(`GET /api/documents after the drops answered ${listingStatus}`);
    const lastPdf = pdfs.at(-1);
    if (!lastPdf) throw new Error('no fixture PDF');
    const lastUpload = report.recordUpload(await scenario.system.upload(lastPdf));
    report.did(`an upload after the drops answered ${lastUpload.status}`);

    const rows = await scenario.system.waitUntilSettled(report.acceptedIds(), SETTLE_TIMEOUT_MS);
    report.did('every accepted document completed or failed (or the wait gave up)');
    const counts = report.count(rows);
    report.print(counts, scenario.system.crashedServices());

    // Later rounds may find the pools empty; the first must find the services connected.
    expect(dropped[0]).toBeGreaterThan(0);
    expect(scenario.system.crashedServices()).toEqual([]);
    expect(listingStatus).toBe(200);
    expect(lastUpload.status).toBe(200);
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
