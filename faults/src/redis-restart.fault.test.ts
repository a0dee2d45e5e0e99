import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultReport, type UploadOutcome } from './fault-report';
import { type FaultSystem, startFaultSystem } from './fault-system';
import { type FixturePdf, fixturePdfs, fixturesPresent } from './fixture-pdfs';
import { type PrivateRedis, startPrivateRedis } from './private-redis';

const BURST = 15;
const KILL_AT = 5;
const RESTART_AT = 10;
const UPLOAD_SPACING_MS = 150;
/** Work younger than 30 s is the queue's business; the reconciler takes over after that. */
const SETTLE_TIMEOUT_MS = 120_000;

describe.skipIf(!fixturesPresent)('Redis restarted during a burst of uploads', () => {
  let redis: PrivateRedis;
  let system: FaultSystem;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    system = await startFaultSystem({ env: { REDIS_URL: redis.url } });
  });

  afterAll(async () => {
    await system?.stop();
    await redis?.stop();
  });

  it('refuses uploads with 503 while Redis is down, and completes every accepted one afterwards', async () => {
    const report = new FaultReport('Redis killed (-9, no persistence: every job lost) and restarted mid-burst');
    const pdfs = fixturePdfs(BURST);
    // Held in the queue, so that Redis dies holding them however fast the workers read: the
    // pause goes with the rest of Redis's memory, and the reconciler must bring the jobs back.
    await system.jobs.queue('extraction').pause();
    const beforeKill = await sendSpaced(system, report, pdfs.slice(0, KILL_AT));
    const held = await system.jobs.queue('extraction').getJobCounts('waiting', 'active');
    const jobsLostWithRedis = (held.waiting ?? 0) + (held.active ?? 0);
    await redis.kill9();
    report.did(
      `${beforeKill.length} uploads answered, then kill -9 of Redis holding ${jobsLostWithRedis} extraction job(s)`,
    );
    const whileDown = await sendSpaced(system, report, pdfs.slice(KILL_AT, RESTART_AT));
    await redis.restart();
    report.did(`${whileDown.length} uploads sent while Redis was down; Redis started again, empty`);
    const afterRestart = await sendSpaced(system, report, pdfs.slice(RESTART_AT));
    const afterwards = await uploadUntilAccepted(system, report);
    report.did(
      `${afterRestart.length} uploads right after the restart (${afterRestart.filter((a) => a.status === 200).length} ` +
        `accepted); a later upload answered ${afterwards.status}`,
    );

    const rows = await system.waitUntilSettled(report.acceptedIds(), SETTLE_TIMEOUT_MS);
    report.did('every accepted document completed or failed (or the wait gave up)');
    const counts = report.count(rows);
    report.print(counts, system.crashedServices());

    expect(system.crashedServices()).toEqual([]);
    expect(beforeKill.map((answer) => answer.status)).toEqual(beforeKill.map(() => 200));
    expect(jobsLostWithRedis).toBeGreaterThan(0);
    expect(whileDown.map((answer) => answer.status)).toEqual(whileDown.map(() => 503));
    expect(whileDown.map((answer) => answer.message)).toEqual(
      whileDown.map(() => expect.stringMatching(/temporarily unavailable/)),
    );
    expect(afterwards.status).toBe(200);
    expect(counts).toMatchObject({ unexpectedAnswers: [], failed: {}, lost: 0, orphanRows: 0 });
    expect(counts.completed).toBe(counts.accepted);
  });
});

/** Sends one upload every UPLOAD_SPACING_MS without waiting for the answers, then waits for them all. */
async function sendSpaced(system: FaultSystem, report: FaultReport, pdfs: FixturePdf[]): Promise<UploadOutcome[]> {
  const inFlight: Promise<UploadOutcome>[] = [];
  for (const pdf of pdfs) {
    inFlight.push(system.upload(pdf).then((outcome) => report.recordUpload(outcome)));
    await sleep(UPLOAD_SPACING_MS);
  }
  return Promise.all(inFlight);
}

/** The gateway reconnects with a back-off; an upload a few seconds later must go through. */
async function uploadUntilAccepted(system: FaultSystem, report: FaultReport): Promise<UploadOutcome> {
  const [pdf] = fixturePdfs(1);
  if (!pdf) throw new Error('no fixture PDF');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const outcome = report.recordUpload(await system.upload(pdf));
    if (outcome.status !== 503 || Date.now() > deadline) return outcome;
    await sleep(500);
  }
}
