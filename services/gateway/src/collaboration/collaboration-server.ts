import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { COLLABORATION_PATH, generatedDocumentIdOfCollaboration } from '@doclens/api';
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
import type { SessionManager } from '../accounts/session-manager';
import { resolveCollaborationAccess } from './collaboration-access';

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
}

/** Hocuspocus's own "Forbidden" close code, so the provider treats it as a refusal. */
const ACCESS_ENDED = { code: 4403, reason: 'Forbidden' };

/**
 * A refusal Hocuspocus sends to the provider as `permission-denied` with this reason. It has no
 * `message` on purpose: Hocuspocus prints every hook error that has one to the console, and a
 * refused connection is an expected answer, not an error.
 */
function refusal(reason: 'not-authenticated' | 'forbidden'): { reason: string } {
  return { reason };
}

/** What the connection carries once authenticated. */
interface CollaborationContext {
  userId: string;
  documentId: number;
}

export interface CollaborationServer {
  /** Takes an HTTP upgrade for COLLABORATION_PATH; returns false for any other path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Ends a user's live connections to a document, e.g. when their share is revoked or changed. */
  disconnectUser(documentId: number, userId: string): void;
  /** Writes every document in memory now and ends every connection. */
  close(): Promise<void>;
}

/**
 * Hocuspocus (Yjs over WebSocket) inside the gateway: the session cookie authenticates each
 * document connection, the document's access decides (a read share connects read-only), the Yjs
 * state lives in Postgres and every write also refreshes the document's HTML.
 */
export function createCollaborationServer(options: CollaborationServerOptions): CollaborationServer {
  const { db, logger } = options;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 10 * 1024 * 1024 });

  const hocuspocus = new Hocuspocus({
    name: 'doclens-collaboration',
    quiet: true,
    debounce: options.storeDebounceMs,
    maxDebounce: options.storeMaxDebounceMs,

    async onAuthenticate({ documentName, requestHeaders, connectionConfig }): Promise<CollaborationContext> {
      const documentId = generatedDocumentIdOfCollaboration(documentName);
      const token = options.sessionTokenOf(requestHeaders.cookie);
      const session = documentId && token ? await options.sessions.resolve(token) : undefined;
      if (!session || !documentId) throw refusal('not-authenticated');
      const resolved = await resolveCollaborationAccess(db, session.user, documentId);
      if (resolved?.mode !== 'collaborative') throw refusal('forbidden');
      connectionConfig.readOnly = resolved.access.role === 'read';
      return { userId: session.user.id, documentId };
    },

    async onLoadDocument({ documentName, document }) {
      const documentId = generatedDocumentIdOfCollaboration(documentName);
      if (!documentId) throw new Error('Unknown document');
      let state = await loadCollaborationState(db, documentId);
      if (!state) {
        const row = await findGeneratedDocument(db, documentId);
        if (!row) throw new Error('Unknown document');
        state = await seedCollaborationState(db, documentId, collaborationStateFromHtml(row.generatedContent));
      }
      Y.applyUpdate(document, state);
      return document;
    },

    async onStoreDocument({ documentName, document }) {
      const documentId = generatedDocumentIdOfCollaboration(documentName);
      if (!documentId) return;
      try {
        await storeCollaborationState(db, documentId, {
          state: Y.encodeStateAsUpdate(document),
          html: htmlFromCollaborationDoc(document),
        });
      } catch (error) {
        // Not thrown: Hocuspocus does not await this write, and the next change writes the whole
        // state again; the editors keep their copy and send it back when they reconnect.
        logger.error({ err: error, generatedDocumentId: documentId }, 'collaborative document not stored');
      }
    },
  });

  const connectionsOf = (documentId: number, userId: string): Connection[] =>
    [...hocuspocus.documents.values()].flatMap((document) =>
      document.getConnections().filter((connection) => {
        const context = connection.context as Partial<CollaborationContext>;
        return context.documentId === documentId && context.userId === userId;
      }),
    );

  return {
    handleUpgrade(request, socket, head) {
      const path = (request.url ?? '').split('?')[0];
      if (path !== COLLABORATION_PATH) return false;
      if (!options.isAllowedOrigin(request.headers.origin, request.headers.host)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        return true;
      }
      sockets.handleUpgrade(request, socket, head, (webSocket) => {
        hocuspocus.handleConnection(webSocket, request);
      });
      return true;
    },

    disconnectUser(documentId, userId) {
      for (const connection of connectionsOf(documentId, userId)) {
        connection.close(ACCESS_ENDED);
        connection.webSocket.close(ACCESS_ENDED.code, ACCESS_ENDED.reason);
      }
    },

    async close() {
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
