import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SessionWithUser } from '@doclens/db';
import type { SessionManager } from '../accounts/session-manager';
import { mayCollaborate } from './collaboration-access';

export type UpgradeVerdict = { admitted: true; session: SessionWithUser } | { admitted: false; status: 401 | 403 };

const REFUSALS: Record<401 | 403, { statusText: string; message: string }> = {
  401: { statusText: 'Unauthorized', message: 'Please sign in to edit documents together.' },
  403: { statusText: 'Forbidden', message: 'Editing documents together is part of the Enterprise plan.' },
};

/**
 * Decides before the WebSocket exists: only a live session whose user may collaborate at all gets
 * a socket. Anyone else never reaches the frame parser, so their bytes cost nothing but this
 * lookup. Which document the socket may open is decided per document by Hocuspocus's
 * onAuthenticate.
 */
export async function admitUpgrade(
  request: IncomingMessage,
  {
    sessions,
    sessionTokenOf,
  }: { sessions: SessionManager; sessionTokenOf: (cookie: string | undefined) => string | undefined },
): Promise<UpgradeVerdict> {
  const token = sessionTokenOf(request.headers.cookie);
  const session = token ? await sessions.resolve(token) : undefined;
  if (!session) return { admitted: false, status: 401 };
  if (!mayCollaborate(session.user)) return { admitted: false, status: 403 };
  return { admitted: true, session };
}

/** Answers the upgrade request with a plain HTTP refusal and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: 401 | 403): void {
  const { statusText, message } = REFUSALS[status];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  // end() waits for the peer to read; a client that keeps sending must not keep the socket open.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
