import { activeTraceIds } from '@doclens/telemetry';
import { type DestinationStream, type Logger, pino } from 'pino';
import pretty from 'pino-pretty';
import { REDACTED_PATHS, REDACTION_CENSOR, serializeRequest } from './secret-redaction';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level: string;
  service: string;
  /** Where the lines go; standard output unless given (tests read them back from a stream). */
  destination?: DestinationStream;
  /**
   * JSON lines for a log collector (production, tests), or coloured lines a person reads in a
   * terminal (`npm start` in development). Only standard output is made pretty.
   */
  format?: LogFormat;
}

export type LogFormat = 'json' | 'pretty';

export function createLogger({ level, service, destination, format = 'json' }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { service },
      redact: { paths: REDACTED_PATHS, censor: REDACTION_CENSOR },
      serializers: { req: serializeRequest },
      timestamp: pino.stdTimeFunctions.isoTime,
      // With tracing on, a line written while a request or job is traced names its trace.
      mixin: activeTraceIds,
    },
    destination ?? (format === 'pretty' ? prettyStandardOutput() : undefined),
  );
}

/** Synchronous, in this thread: a crash's last lines are never lost in a transport's queue. */
function prettyStandardOutput(): DestinationStream {
  // Colours only where the terminal takes them (pino-pretty's default follows NO_COLOR and FORCE_COLOR).
  return pretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    // One line an event, led by the service that wrote it: the all-in-one process interleaves nine.
    singleLine: true,
    messageFormat: '{service} · {msg}',
    ignore: 'pid,hostname,service',
  });
}
