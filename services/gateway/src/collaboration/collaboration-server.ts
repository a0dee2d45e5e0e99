import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { COLLABORATION_PATH, GENERATION_LIMITS, generatedDocumentIdOfCollaboration } from '@doclens/api';
import {
  type Db,
  findGeneratedDocument,
  loadCollaborationState,
  seedCollaborationState,
  storeCollaborationState,
} from '@doclens/db';
import { collaborationStateFromHtml, htmlFromCollaborationDoc } from '@doclens/generated-documents';
import type { Logger } from '@doclens/logger';
import { type Connection, Hocuspocus } from '@hocuspocus/server';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import type { EndedSessions, SessionManager } from '../accounts/session-manager';
import { resolveCollaborationAccess } from './collaboration-access';
import { ContentBudget, isOverContentCap } from './collaboration-content-budget';
import { dropUnknownContent } from './collaboration-content-repair';
import { createMessageGuard } from './collaboration-message-guard';
import { ACCESS_ENDED, type CloseEvent, type CollaborationContext, SESSION_ENDED } from './collaboration-rights';
import { admitUpgrade, refuseUpgrade } from './collaboration-upgrade-gate';

export interface CollaborationServerOptions {
  db: Db;
  sessions: SessionManager;
  logger: Logger;
  /** The session cookie's value from a Cookie header. */
  sessionTokenOf: (cookieHeader: string | undefined) => string | undefined;
  /** An upgrade from a page of another site is refused, as cross-site writes are. */
  isAllowedOrigin: (origin: string | undefined, host: string | undefined) => boolean;
  /** Quiet time after the last change before the state and its HTML are written. */
  storeDebounceMs: number;
  /** Longest time edits wait to be written while changes keep coming. */
  storeMaxDebounceMs: number;
  /** A connection that writes has its session and right looked up again when older than this. */
  rightsRecheckMs: number;
  /** Every connection, writing or only following, has them looked up again this often. */
  rightsSweepMs: number;
}

/**
 * The largest WebSocket message: a whole document at the content cap sent at once (a client's
 * first sync after working offline), up to 3 UTF-8 bytes a character plus Yjs's item headers.
 * The same bound as the HTTP routes' body limit for a document's content.
 */
const MAX_MESSAGE_BYTES = GENERATION_LIMITS.contentChars * 4;

/**
 * A refusal Hocuspocus sends to the provider as `permission-denied` with this reason. It has no
 * `message` on purpose: Hocuspocus prints every hook error that has one to the console, and a
 * refused connection is an expected answer, not an error.
 */
function refusal(reason: 'not-authenticated' | 'forbidden'): { reason: string } {
  return { reason };
}

export interface CollaborationServer {
  /** Takes an HTTP upgrade for COLLABORATION_PATH; returns false for any other path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Ends a user's live connections to a document, e.g. when their share is revoked or changed. */
  disconnectUser(documentId: number, userId: string): void;
  /** Ends the connections opened with sessions that have just ended (logout, password change). */
  disconnectSessions(ended: EndedSessions): void;
  /** Writes every document in memory now and ends every connection. */
  close(): Promise<void>;
}

/** Tells the provider why, then closes the socket itself: a provider that ignores the message still loses it. */
function endConnection(connection: Connection, event: CloseEvent): void {
  connection.close(event);
  connection.webSocket.close(event.code, event.reason);
}

/**
 * Hocuspocus (Yjs over WebSocket) inside the gateway. Only a live session of a user who may
 * collaborate gets a socket at all; each document connection is then checked against the
 * document (a read share connects read-only), every write against the session, the right, the
 * editor's schema and the content cap, and the Yjs state lives in Postgres with its HTML.
 */
export function createCollaborationServer(options: CollaborationServerOptions): CollaborationServer {
  const { db, logger } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const budgets = new Map<string, ContentBudget>();

  const guard = createMessageGuard({
    db,
    sessions: options.sessions,
    logger,
    rightsRecheckMs: options.rightsRecheckMs,
    budgetOf: (documentName) => budgets.get(documentName),
    end: endConnection,
  });

  /** The document's HTML; content the schema does not know is dropped first rather than stop the save. */
  const htmlOf = (document: Y.Doc, documentId: number): string => {
    try {
      return htmlFromCollaborationDoc(document);
    } catch (error) {
      logger.warn(
        { err: error, generatedDocumentId: documentId },
        'unknown content dropped from a collaborative document',
      );
      dropUnknownContent(document);
      return htmlFromCollaborationDoc(document);
    }
  };

  const hocuspocus = new Hocuspocus({
    name: 'doclens-collaboration',
    quiet: true,
    debounce: options.storeDebounceMs,
    maxDebounce: options.storeMaxDebounceMs,

    async onAuthenticate({ documentName, requestHeaders, connectionConfig }): Promise<CollaborationContext> {
      const documentId = generatedDocumentIdOfCollaboration(documentName);
      const token = options.sessionTokenOf(requestHeaders.cookie);
      const session = documentId && token ? await options.sessions.resolve(token) : undefined;
      if (!session || !documentId || !token) throw refusal('not-authenticated');
      const resolved = await resolveCollaborationAccess(db, session.user, documentId);
      if (resolved?.mode !== 'collaborative') throw refusal('forbidden');
      connectionConfig.readOnly = resolved.access.role === 'read';
      return {
        userId: session.user.id,
        documentId,
        sessionToken: token,
        sessionTokenHash: session.session.tokenHash,
        checkedAt: Date.now(),
      };
    },

    async beforeHandleMessage({ connection, update }) {
      await guard.admit(connection, update);
    },

    async onLoadDocument({ documentName, document }) {
      const documentId = generatedDocumentIdOfCollaboration(documentName);
      if (!documentId) throw new Error('Unknown document');
      const row = await findGeneratedDocument(db, documentId);
      if (!row) throw new Error('Unknown document');
      const state =
        (await loadCollaborationState(db, documentId)) ??
        (await seedCollaborationState(db, documentId, collaborationStateFromHtml(row.generatedContent)));
      Y.applyUpdate(document, state);
      // The stored HTML is the stored state's, written in the same transaction.
      budgets.set(documentName, new ContentBudget(row.generatedContent.length));
      return document;
    },

    async afterUnloadDocument({ documentName }) {
      budgets.delete(documentName);
    },

    async onStoreDocument({ documentName, document }) {
      const documentId = generatedDocumentIdOfCollaboration(documentName);
      if (!documentId) return;
      try {
        const html = htmlOf(document, documentId);
        budgets.get(documentName)?.measured(html.length);
        if (isOverContentCap(html)) {
          // Updates are refused before they could pass the cap; this only guards the write itself.
          logger.error(
            { generatedDocumentId: documentId, chars: html.length },
            'collaborative document over the cap not stored',
          );
          return;
        }
        await storeCollaborationState(db, documentId, { state: Y.encodeStateAsUpdate(document), html });
      } catch (error) {
        // Not thrown: Hocuspocus does not await this write, and the next change writes the whole
        // state again; the editors keep their copy and send it back when they reconnect.
        logger.error({ err: error, generatedDocumentId: documentId }, 'collaborative document not stored');
      }
    },
  });

  const connections = (): Connection[] =>
    [...hocuspocus.documents.values()].flatMap((document) => document.getConnections());
  const contextOf = (connection: Connection) => connection.context as Partial<CollaborationContext>;

  const sweep = setInterval(() => {
    const due = Date.now() - options.rightsSweepMs;
    for (const connection of connections()) {
      if ((contextOf(connection).checkedAt ?? 0) <= due) void guard.recheck(connection);
    }
  }, options.rightsSweepMs);
  sweep.unref();

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const verdict = await admitUpgrade(request, options);
    if (!verdict.admitted) return refuseUpgrade(socket, verdict.status);
    if (socket.destroyed) return;
    sockets.handleUpgrade(request, socket, head, (webSocket) => {
      // A malformed frame (unmasked, oversized…) is reported here; ws has already closed the
      // socket, and the error must end only this connection, never the process.
      webSocket.on('error', (error) => {
        logger.info({ err: error, userId: verdict.session.user.id }, 'collaboration socket closed: invalid frame');
      });
      hocuspocus.handleConnection(webSocket, request);
    });
  };

  return {
    handleUpgrade(request, socket, head) {
      const path = (request.url ?? '').split('?')[0];
      if (path !== COLLABORATION_PATH) return false;
      // A client may reset the connection while its session is looked up.
      socket.on('error', (error) => logger.debug({ err: error }, 'collaboration upgrade socket error'));
      if (!options.isAllowedOrigin(request.headers.origin, request.headers.host)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        return true;
      }
      upgrade(request, socket, head).catch((error: unknown) => {
        logger.error({ err: error }, 'collaboration upgrade failed');
        socket.destroy();
      });
      return true;
    },

    disconnectUser(documentId, userId) {
      for (const connection of connections()) {
        const context = contextOf(connection);
        if (context.documentId === documentId && context.userId === userId) endConnection(connection, ACCESS_ENDED);
      }
    },

    disconnectSessions(ended) {
      for (const connection of connections()) {
        const context = contextOf(connection);
        const match =
          'tokenHash' in ended ? context.sessionTokenHash === ended.tokenHash : context.userId === ended.userId;
        if (match) endConnection(connection, SESSION_ENDED);
      }
    },

    async close() {
      clearInterval(sweep);
      const stores = [...hocuspocus.documents.values()].map((document) =>
        hocuspocus.storeDocumentHooks(
          document,
          {
            instance: hocuspocus,
            clientsCount: document.getConnectionsCount(),
            context: {},
            document,
            documentName: document.name,
            requestHeaders: {},
            requestParameters: new URLSearchParams(),
            socketId: '',
          },
          true,
        ),
      );
      await Promise.allSettled(stores);
      hocuspocus.closeConnections();
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
