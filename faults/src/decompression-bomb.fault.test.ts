import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The one bomb builder and the one /proc reader of the repository, shared with the pdf tests and the benchmarks.
import { ProcessMemorySampler } from '../../bench/src/process-memory';
import { buildBombPdf } from '../../packages/pdf/test/bomb-pdf-builder';
import { FaultReport } from './fault-report';
import { type FaultSystem, startFaultSystem } from './fault-system';

/**
 * The documented budget of an extraction process (docs/operations.md): its parsing threads at
 * 512 MB each for the default EXTRACTION_CONCURRENCY of 2, plus 256 MB for the process itself.
 */
const EXTRACTION_BUDGET_MB = 2 * 512 + 256;
/** The file: one page of 2,000 MB of spaces, about 2 MB once compressed. */
const BOMB_EXPANDED_MB = 2_000;
const SETTLE_TIMEOUT_MS = 120_000;
const MB = 1_048_576;

describe('decompression bombs uploaded to the extraction service running as its own process', () => {
  let system: FaultSystem;

  beforeAll(async () => {
    system = await startFaultSystem();
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('fails one bomb, then two at once, with a reason, within the extraction memory budget', async () => {
    const report = new FaultReport('2 MB PDFs expanding to 2,000 MB each: one, then two at once');
    const bytes = await buildBombPdf(BOMB_EXPANDED_MB);
    const bomb = { name: 'bomb.pdf', documentType: 'contract' as const, bytes };
    const sampler = new ProcessMemorySampler(system.service('extraction').pid, 20);
    sampler.start();
    try {
      report.recordUpload(await system.upload(bomb));
      report.did(`uploaded one bomb of ${(bytes.byteLength / MB).toFixed(1)} MB`);
      await system.waitUntilSettled(report.acceptedIds(), SETTLE_TIMEOUT_MS);
      await Promise.all([bomb, bomb].map(async (pdf) => report.recordUpload(await system.upload(pdf))));
      report.did('uploaded two more at once');
      await system.waitUntilSettled(report.acceptedIds(), SETTLE_TIMEOUT_MS);
    } finally {
      sampler.stop();
    }
    const rows = await system.documentRows();
    report.did(
      `extraction process peak RSS (VmHWM) ${(sampler.peakRssBytes / MB).toFixed(0)} MB; budget ${EXTRACTION_BUDGET_MB} MB`,
    );
    const counts = report.count(rows);
    report.print(counts, system.crashedServices());

    expect(system.crashedServices()).toEqual([]);
    expect(sampler.peakRssBytes / MB).toBeLessThanOrEqual(EXTRACTION_BUDGET_MB);
    expect(counts).toMatchObject({ accepted: 3, completed: 0, lost: 0 });
    expect(counts.failed).toEqual({
      'This PDF needs more memory to read than we allow. It may be very large or unusually complex; try a smaller or simpler file.': 3,
    });
  });
});
