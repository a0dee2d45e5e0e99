import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export interface Tracing {
  /** Sends the spans still buffered, then stops; safe to call when tracing is off. */
  shutdown(): Promise<void>;
}

const TRACING_OFF: Tracing = { shutdown: async () => undefined };

/**
 * Starts tracing for this process when the configuration says so (`tracing.enabled`): spans go by OTLP over HTTP to
 * the collector the OTEL_EXPORTER_OTLP_* variables name (the exporter reads them itself), under
 * OTEL_SERVICE_NAME or `doclens-<service>`. Registers the W3C trace-context propagator and the
 * async-hooks context manager, which carry a request's span into the jobs it enqueues.
 */
export function startTracing(service: string, enabled: boolean, serviceName?: string): Tracing {
  if (!enabled) return TRACING_OFF;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName ?? `doclens-${service}` }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  return { shutdown: () => provider.shutdown() };
}
