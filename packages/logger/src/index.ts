import { type Logger, pino } from 'pino';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level: string;
  service: string;
}

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'token',
  '*.token',
  'newPassword',
  '*.newPassword',
];

export function createLogger({ level, service }: LoggerOptions): Logger {
  return pino({
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
