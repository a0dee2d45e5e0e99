import Fastify from 'fastify';

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

export const BARE_ROUTE = '/bare';

/**
 * The floor for any Fastify route: one GET that serializes the given body, with no plugins, no
 * session, no database. The API benchmark measures the gateway against it.
 */
export async function startBareServer(body: unknown): Promise<BareServer> {
  const app = Fastify({ logger: false });
  app.get(BARE_ROUTE, async () => body);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}${BARE_ROUTE}`, close: () => app.close() };
}
