import type { Env } from './env-schema';

/**
 * Whether the standard OpenTelemetry variables ask for traces: an OTLP endpoint, or
 * OTEL_TRACES_EXPORTER=otlp (the collector's default address), unless OTEL_SDK_DISABLED=true or
 * OTEL_TRACES_EXPORTER=none says no. Off by default.
 */
export function tracingRequested(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return false;
  return Boolean(
    env.OTEL_TRACES_EXPORTER === 'otlp' || env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
  );
}
