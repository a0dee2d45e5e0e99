import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FaultSystem, startFaultSystem } from './fault-system';
import { fixturePdfs, fixturesPresent } from './fixture-pdfs';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from './otlp-receiver';

const SETTLE_TIMEOUT_MS = 60_000;
const EXPORT_WAIT_MS = 15_000;

describe.skipIf(!fixturesPresent)('tracing turned on with the standard OTEL_* variables', () => {
  let receiver: OtlpReceiver;
  let system: FaultSystem;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    // Spans leave each process within 200 ms instead of the SDK's default 5 s.
    system = await startFaultSystem({
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_BSP_SCHEDULE_DELAY: '200' },
    });
  });

  afterAll(async () => {
    await system?.stop();
    await receiver?.close();
  });

  it('follows one upload from the gateway through extraction and analysis as one trace', async () => {
    const [pdf] = fixturePdfs(1);
    const upload = await system.upload(pdf as NonNullable<typeof pdf>);
    expect(upload.status).toBe(200);
    const [row] = await system.waitUntilSettled([upload.documentId as number], SETTLE_TIMEOUT_MS);
    expect(row?.status).toBe('completed');

    const trace = await waitForTrace(receiver, EXPORT_WAIT_MS);
    const services = new Set(trace.map((span) => span.service));
    expect([...services].sort()).toEqual(['doclens-analysis', 'doclens-extraction', 'doclens-gateway']);
    // Each job's span is a child of a span of the trace, not a new root: the context rode in the job.
    const ids = new Set(trace.map((span) => span.spanId));
    const jobSpans = trace.filter((span) => span.service !== 'doclens-gateway');
    expect(jobSpans.map((span) => span.name).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^extraction /), expect.stringMatching(/^analysis /)]),
    );
    expect(jobSpans.filter((span) => !ids.has(span.parentSpanId))).toEqual([]);
    // The workers' log lines about this document name the trace, to go from a log line to its trace.
    const analysisLog = readFileSync(system.service('analysis').logFile, 'utf8');
    expect(analysisLog).toContain(`"traceId":"${trace[0]?.traceId}"`);
  });
});

/** The trace of the upload request: the one whose spans come from the gateway and both workers. */
async function waitForTrace(receiver: OtlpReceiver, timeoutMs: number): Promise<ReceivedSpan[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const spans = receiver.spans();
    const analysed = spans.find((span) => span.service === 'doclens-analysis');
    const upload = analysed ? spans.filter((span) => span.traceId === analysed.traceId) : undefined;
    if (upload && new Set(upload.map((span) => span.service)).size >= 3) return upload;
    if (Date.now() > deadline) return upload ?? [];
    await sleep(200);
  }
}
