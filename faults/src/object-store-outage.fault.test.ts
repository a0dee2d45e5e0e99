import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultReport } from './fault-report';
import { type FaultSystem, startFaultSystem } from './fault-system';
import { fixturePdfs, fixturesPresent } from './fixture-pdfs';
import { type PrivateS3Server, startPrivateS3Server } from './private-s3-server';

const SETTLE_TIMEOUT_MS = 90_000;
// The S3 client retries a refused connection a few times before the refusal: how long that takes
// is reported below as a figure, not asserted (speed belongs in bench/).

describe.skipIf(!fixturesPresent)('S3 object store unavailable during an upload', () => {
  let s3: PrivateS3Server;
  let system: FaultSystem;

  beforeAll(async () => {
    s3 = await startPrivateS3Server();
    system = await startFaultSystem({ env: s3.env });
  });

  afterAll(async () => {
    await system?.stop();
    await s3?.dispose();
  });

  it('answers 503 with no row and no object left, and takes uploads again once the store is back', async () => {
    const report = new FaultReport('S3 (s3rver) stopped before an upload and in the middle of one, then restarted');
    const [before, whileDown, midUpload, after] = fixturePdfs(4);
    if (!before || !whileDown || !midUpload || !after) throw new Error('not enough fixture PDFs');

    const first = report.recordUpload(await system.upload(before));
    report.did(`an upload with the store up answered ${first.status}`);

    await s3.stop();
    const startedAt = Date.now();
    const refused = report.recordUpload(await system.upload(whileDown));
    const refusalMs = Date.now() - startedAt;
    report.did(`store stopped; an upload answered ${refused.status} in ${refusalMs} ms`);

    await s3.start();
    const cutOff = report.recordUpload(
      await system.uploadInterrupted(midUpload, async () => {
        await s3.stop();
        report.did('store stopped while the upload was half sent');
      }),
    );
    report.did(`the interrupted upload answered ${cutOff.status}`);

    await s3.start();
    const last = report.recordUpload(await system.upload(after));
    report.did(`store started again; an upload answered ${last.status}`);

    const rows = await system.waitUntilSettled(report.acceptedIds(), SETTLE_TIMEOUT_MS);
    report.did('every accepted document completed or failed (or the wait gave up)');
    const counts = report.count(rows);
    report.print(counts, system.crashedServices());

    expect(system.crashedServices()).toEqual([]);
    for (const answer of [refused, cutOff]) {
      expect(answer).toMatchObject({ status: 503, message: expect.stringMatching(/temporarily unavailable/) });
    }
    expect(counts).toEqual({
      uploaded: 4,
      accepted: 2,
      refused: 2,
      unexpectedAnswers: [],
      completed: 2,
      failed: {},
      lost: 0,
      orphanRows: 0,
    });
    const storedKeys = rows.map((row) => row.storageKey).sort();
    expect(s3.objectKeys().sort()).toEqual(storedKeys);
  });
});
