import { describe, expect, it } from 'vitest';
// The one bomb builder and the one /proc reader of the repository, shared with the pdf tests and the benchmarks.
import { ProcessTreeMemorySampler } from '../../bench/src/process-memory';
import { type BombEncoding, buildBombPdf } from '../../packages/pdf/test/bomb-pdf-builder';
import { FaultReport } from './fault-report';
import { useFaultSystem } from './use-fault-system';

/**
 * The documented budget of an extraction service (docs/operations.md): its parsing processes at
 * 512 MB each for the default EXTRACTION_CONCURRENCY of 2, plus 256 MB for the service's own process.
 */
const EXTRACTION_BUDGET_MB = 2 * 512 + 256;
/** The file: one page of 2,000 MB of spaces, about 2 MB once compressed. */
const BOMB_EXPANDED_MB = 2_000;
const SETTLE_TIMEOUT_MS = 180_000;
const MB = 1_048_576;

/** Single Flate is refused by the decoded-size pre-scan; Flate applied twice gets past it to pdf.js. */
const BOMBS: { encoding: BombEncoding; stoppedBy: string }[] = [
  { encoding: 'flate', stoppedBy: 'the decoded-size pre-scan' },
  { encoding: 'flate-twice', stoppedBy: "the parsing process's memory limit" },
];

describe('decompression bombs uploaded to the extraction service running as its own process', () => {
  const scenario = useFaultSystem();

  it.each(BOMBS)(
    'fails one $encoding bomb, then two at once, with a reason, within the extraction memory budget ($stoppedBy)',
    async ({ encoding }) => {
      const report = new FaultReport(`${encoding} PDFs expanding to 2,000 MB each: one, then two at once`);
      const bytes = buildBombPdf(BOMB_EXPANDED_MB, { encoding });
      const bomb = { name: `${encoding}-bomb.pdf`, documentType: 'contract' as const, bytes };
      // The service and the child processes it parses in, summed.
      const sampler = new ProcessTreeMemorySampler(scenario.system.service('extraction').pid, 20);
      sampler.start();
      try {
        report.recordUpload(await scenario.system.upload(bomb));
        report.did(`uploaded one bomb of ${(bytes.byteLength / 1024).toFixed(1)} KB`);
        await scenario.system.waitUntilSettled(report.acceptedIds(), SETTLE_TIMEOUT_MS);
        await Promise.all([bomb, bomb].map(async (pdf) => report.recordUpload(await scenario.system.upload(pdf))));
        report.did('uploaded two more at once');
        await scenario.system.waitUntilSettled(report.acceptedIds(), SETTLE_TIMEOUT_MS);
      } finally {
        sampler.stop();
      }
      const rows = await scenario.system.documentRows();
      report.did(
        `extraction service and its parsing processes (up to ${sampler.mostProcesses} at once): peak RSS ` +
          `${(sampler.peakRssBytes / MB).toFixed(0)} MB sampled every 20 ms, at most ` +
          `${(sampler.peakBoundBytes / MB).toFixed(0)} MB by the processes' own peaks (VmHWM); budget ${EXTRACTION_BUDGET_MB} MB`,
      );
      const counts = report.count(rows);
      report.print(counts, scenario.system.crashedServices());

      expect(scenario.system.crashedServices()).toEqual([]);
      expect(sampler.peakBoundBytes / MB).toBeLessThanOrEqual(EXTRACTION_BUDGET_MB);
      expect(counts).toMatchObject({ accepted: 3, completed: 0, lost: 0 });
      expect(counts.failed).toEqual({
        'This PDF needs more memory to read than we allow. It may be very large or unusually complex; try a smaller or simpler file.': 3,
      });
    },
    SETTLE_TIMEOUT_MS * 2 + 60_000,
  );
});
