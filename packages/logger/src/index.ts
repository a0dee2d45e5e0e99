import { type DestinationStream, type Logger, pino } from 'pino';
import { REDACTED_PATHS, REDACTION_CENSOR, serializeRequest } from './secret-redaction';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level: string;
  service: string;
  /** Where the lines go; standard output unless given (tests read them back from a stream). */
  destination?: DestinationStream;
}

export function createLogger({ level, service, destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { service },
      redact: { paths: REDACTED_PATHS, censor: REDACTION_CENSOR },
      serializers: { req: serializeRequest },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
