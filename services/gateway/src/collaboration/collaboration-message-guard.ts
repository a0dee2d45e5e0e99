import { COLLABORATION_CLOSE } from '@doclens/api';
import type { Db } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import type { Connection } from '@hocuspocus/server';
import type { SessionManager } from '../accounts/session-manager';
import type { ContentBudget } from './collaboration-content-budget';
import { yjsUpdateOf } from './collaboration-message';
import { type CloseEvent, type CollaborationContext, rightsEnded } from './collaboration-rights';
import { checkUpdate } from './collaboration-update-check';

const UNREADABLE = COLLABORATION_CLOSE.unreadable;
const UNKNOWN_CONTENT = COLLABORATION_CLOSE.unknownContent;
const TOO_LARGE = COLLABORATION_CLOSE.tooLarge;
const CHECK_FAILED = { code: 1011, reason: 'Internal Error' };

export interface MessageGuardOptions {
  db: Db;
  sessions: SessionManager;
  logger: Logger;
  /** A connection that writes has its session and right looked up again when older than this. */
  rightsRecheckMs: number;
  budgetOf: (documentName: string) => ContentBudget | undefined;
  /** Ends one connection: tells its provider why, then closes its socket. */
  end: (connection: Connection, event: CloseEvent) => void;
}

export interface MessageGuard {
  /** Resolves when the message may be applied; never settles for a message that is refused. */
  admit(connection: Connection, message: Uint8Array): Promise<void>;
  /** Looks up the connection's session and right again, in turn with its messages. */
  recheck(connection: Connection): Promise<void>;
}

/**
 * Stands before Hocuspocus applies a client's message (its beforeHandleMessage hook): a write
 * needs a live session and the right to edit, and may insert only content the editor knows, up
 * to the content cap. The checks of one connection run one after another, so its messages are
 * applied in the order they came. A refused message closes its connection, and the promise for
 * it never settles: Hocuspocus then neither applies it nor prints the refusal to the console as
 * a crash (it does for every rejected hook), and the connection's later messages wait behind it
 * until the socket is gone.
 */
export function createMessageGuard(options: MessageGuardOptions): MessageGuard {
  const { logger } = options;
  const queues = new WeakMap<Connection, Promise<void>>();
  const never = () => new Promise<void>(() => undefined);

  const refuse = (connection: Connection, event: CloseEvent): Promise<void> => {
    options.end(connection, event);
    return never();
  };

  const checkRights = async (connection: Connection): Promise<CloseEvent | undefined> => {
    const context = connection.context as CollaborationContext;
    try {
      return await rightsEnded(options, context, connection.readOnly);
    } catch (error) {
      logger.error({ err: error, generatedDocumentId: context.documentId }, 'collaboration rights not checked');
      return CHECK_FAILED;
    }
  };

  const check = async (connection: Connection, message: Uint8Array): Promise<void> => {
    const update = yjsUpdateOf(message);
    // Read-only connections' updates are dropped by Hocuspocus itself.
    if (update === undefined || connection.readOnly) return;
    const context = connection.context as CollaborationContext;
    if (Date.now() - context.checkedAt >= options.rightsRecheckMs) {
      const ended = await checkRights(connection);
      if (ended) return refuse(connection, ended);
    }
    const log = { generatedDocumentId: context.documentId, userId: context.userId };
    if (update === 'malformed') return refuse(connection, UNREADABLE);
    const inspected = checkUpdate(update, connection.document);
    if (!inspected.known) {
      logger.warn(
        { ...log, content: inspected.what },
        'collaborative update refused: content the editor does not know',
      );
      return refuse(connection, UNKNOWN_CONTENT);
    }
    if (options.budgetOf(connection.document.name)?.admit(inspected.maxAddedChars) === false) {
      logger.warn(
        { ...log, maxAddedChars: inspected.maxAddedChars },
        'collaborative update refused: over the content cap',
      );
      return refuse(connection, TOO_LARGE);
    }
  };

  const enqueue = (connection: Connection, step: () => Promise<void>): Promise<void> => {
    // Hocuspocus applies an admitted message in the microtasks after its hook resolves; waiting
    // for the next turn of the event loop lets it, so an update that builds on the previous one
    // finds that one in the document.
    const applied = () => new Promise<void>((resolve) => setImmediate(resolve));
    const next = (queues.get(connection) ?? Promise.resolve()).then(applied).then(step);
    queues.set(connection, next);
    return next;
  };

  return {
    admit: (connection, message) => enqueue(connection, () => check(connection, message)),
    recheck: (connection) =>
      enqueue(connection, async () => {
        const ended = await checkRights(connection);
        if (ended) await refuse(connection, ended);
      }),
  };
}
