import pg from 'pg';
import { connectionOptions } from './connection-options';
import { ACCOUNT_CHANGES_CHANNEL } from './migrations/0021-account-change-notices';

export interface AccountChangeHandlers {
  /** A user row changed or went, or a session of the user ended; committed before it arrives. */
  onChange(userId: string): void;
  /** Listening (again): from now on no change goes unannounced. */
  onListening(): void;
  /** The connection is lost: changes may go unannounced until `onListening` is called again. */
  onLost(error: unknown): void;
}

export interface AccountChangeListener {
  stop(): Promise<void>;
}

const RETRY_START_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * One connection of its own that listens for the notices of migration 0021 and reconnects, with
 * a growing pause, for as long as it is not stopped.
 */
export function listenForAccountChanges(url: string, handlers: AccountChangeHandlers): AccountChangeListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_START_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (broken: pg.Client, error: unknown) => {
    if (client !== broken) return;
    client = undefined;
    broken.end().catch(() => undefined);
    handlers.onLost(error);
    if (stopped) return;
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    const connecting = new pg.Client(connectionOptions(url));
    client = connecting;
    connecting.on('error', (error) => lost(connecting, error));
    connecting.on('end', () => lost(connecting, new Error('the account change connection closed')));
    connecting.on('notification', (notice) => {
      if (notice.channel === ACCOUNT_CHANGES_CHANNEL && notice.payload) handlers.onChange(notice.payload);
    });
    try {
      await connecting.connect();
      await connecting.query(`listen ${ACCOUNT_CHANGES_CHANNEL}`);
    } catch (error) {
      lost(connecting, error);
      return;
    }
    if (client !== connecting) return;
    retryMs = RETRY_START_MS;
    handlers.onListening();
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
