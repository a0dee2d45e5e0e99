import { createServer, type Server } from 'node:http';
import type { Logger } from '@doclens/logger';
import { type ReadinessChecks, readinessOf } from './readiness';

export interface HealthServer {
  /** The port it listens on (the one asked for, or the one the system chose for port 0). */
  port: number;
  close(): Promise<void>;
}

export interface HealthServerOptions {
  host: string;
  port: number;
  checks: ReadinessChecks;
  logger: Logger;
}

/**
 * A worker's probe endpoint. GET /livez answers 200 while the event loop turns (a process stuck in
 * a loop cannot answer, and its orchestrator restarts it); GET /readyz answers 200 only while every
 * dependency answers, else 503 with the failing ones named, so the cause outside is visible.
 */
export async function startHealthServer(options: HealthServerOptions): Promise<HealthServer> {
  const server = createServer((request, response) => {
    void answer(request.method, request.url, options.checks).then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    });
  });
  await listen(server, options.host, options.port);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  options.logger.info({ port }, 'health endpoint listening (GET /livez, /readyz)');
  return {
    port,
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  };
}

async function answer(method: string | undefined, url: string | undefined, checks: ReadinessChecks) {
  const path = (url ?? '/').split('?')[0];
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, body: { error: 'Only GET is answered here.' } };
  if (path === '/livez' || path === '/healthz') return { status: 200, body: { status: 'ok' } };
  if (path === '/readyz') {
    const report = await readinessOf(checks);
    return { status: report.status === 'ready' ? 200 : 503, body: report };
  }
  return { status: 404, body: { error: 'Not found: this port answers GET /livez and GET /readyz.' } };
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
}
