import type { FastifyInstance } from 'fastify';
import type { SessionCookie } from '../accounts/session-cookie';
import type { SessionManager } from '../accounts/session-manager';
import type { GatewayDependencies } from '../gateway-dependencies';
import { isOwnOrigin } from '../plugins/request-origin-check';
import { type CollaborationServer, createCollaborationServer } from './collaboration-server';

/** Edits are written 2 s after typing stops, and at least every 10 s while it goes on. */
const STORE_DEBOUNCE_MS = 2_000;
const STORE_MAX_DEBOUNCE_MS = 10_000;
/**
 * A writing connection's session and right are looked up again at most once a second (so a lost
 * right stops writes within a second without a lookup per keystroke); every connection's at
 * least every 30 s, so one that only follows the document ends too. Logout ends them at once.
 */
const RIGHTS_RECHECK_MS = 1_000;
const RIGHTS_SWEEP_MS = 30_000;

/**
 * Serves the collaboration WebSocket on the gateway's own HTTP server (same origin, same session
 * cookie). Needs the cookie plugin registered first. On close, every document in memory is
 * written before the connections end.
 */
export function registerCollaboration(
  app: FastifyInstance,
  { deps, sessions, cookie }: { deps: GatewayDependencies; sessions: SessionManager; cookie: SessionCookie },
): CollaborationServer {
  const collaboration = createCollaborationServer({
    db: deps.db,
    sessions,
    logger: deps.logger.child({ component: 'collaboration' }),
    sessionTokenOf: (header) => (header ? app.parseCookie(header)[cookie.name] : undefined),
    isAllowedOrigin: (origin, host) => isOwnOrigin(origin, deps.config.http.appUrl, host),
    storeDebounceMs: STORE_DEBOUNCE_MS,
    storeMaxDebounceMs: STORE_MAX_DEBOUNCE_MS,
    rightsRecheckMs: RIGHTS_RECHECK_MS,
    rightsSweepMs: RIGHTS_SWEEP_MS,
  });
  sessions.onEnded((ended) => collaboration.disconnectSessions(ended));
  app.server.on('upgrade', (request, socket, head) => {
    if (!collaboration.handleUpgrade(request, socket, head)) socket.destroy();
  });
  app.addHook('preClose', async () => {
    await collaboration.close();
  });
  return collaboration;
}
