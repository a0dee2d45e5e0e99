export { activeTraceIds, currentTraceCarrier, inJobSpan, type TraceCarrier } from './job-trace';
export { startTracing, type Tracing } from './tracing';
