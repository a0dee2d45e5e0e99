import type { Logger } from '@doclens/logger';

export interface LogRecord {
  level: string;
  msg: string | undefined;
  /** Child bindings and the logged object, merged the way pino merges them into one line. */
  fields: Record<string, unknown>;
}

export interface RecordingLogger {
  logger: Logger;
  records: LogRecord[];
  /** Every record as one JSON line, to search for strings that must never be logged. */
  asText(): string;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/** A stand-in for pino that keeps what the code under test logs, so tests can read it back. */
export function createRecordingLogger(): RecordingLogger {
  const records: LogRecord[] = [];

  const make = (bindings: Record<string, unknown>): Logger => {
    const logger: Record<string, unknown> = {
      level: 'trace',
      child: (more: Record<string, unknown>) => make({ ...bindings, ...more }),
      isLevelEnabled: () => true,
    };
    for (const level of LEVELS) {
      logger[level] = (objectOrMessage: unknown, message?: string) => {
        const logged =
          typeof objectOrMessage === 'object' && objectOrMessage !== null
            ? (objectOrMessage as Record<string, unknown>)
            : {};
        const msg = typeof objectOrMessage === 'string' ? objectOrMessage : message;
        records.push({ level, msg, fields: { ...bindings, ...logged } });
      };
    }
    return logger as unknown as Logger;
  };

  return {
    logger: make({}),
    records,
    asText: () => records.map((record) => JSON.stringify(record, errorReplacer)).join('\n'),
  };
}

function errorReplacer(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}
