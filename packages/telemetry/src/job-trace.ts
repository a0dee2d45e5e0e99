import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/** The W3C trace context (`traceparent`, `tracestate`) a job carries from whoever enqueued it. */
export type TraceCarrier = Record<string, string>;

const tracer = trace.getTracer('doclens-jobs');

/** The active trace's context to put in a job's data; undefined when nothing is being traced. */
export function currentTraceCarrier(): TraceCarrier | undefined {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : undefined;
}

/**
 * Runs a job's handler inside a span that continues the trace the job carries (a consumer span,
 * child of the request or job that enqueued it), so jobs it enqueues in turn join the same trace.
 * Without tracing on, the span is a no-op and this only calls `work`.
 */
export function inJobSpan<T>(
  name: string,
  carrier: unknown,
  attributes: Record<string, string>,
  work: () => Promise<T>,
) {
  const parent = propagation.extract(context.active(), isCarrier(carrier) ? carrier : {});
  return tracer.startActiveSpan(name, { kind: SpanKind.CONSUMER, attributes }, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The trace and span ids of the active span, for log lines; empty when nothing is traced. */
export function activeTraceIds(): { traceId?: string; spanId?: string } {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return {};
  return { traceId: spanContext.traceId, spanId: spanContext.spanId };
}

function isCarrier(value: unknown): value is TraceCarrier {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string')
  );
}
