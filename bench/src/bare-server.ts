import { documentListQuerySchema } from '@doclens/api';
import { createDb, findUserByEmail, listDocumentsOfOwner } from '@doclens/db';
import Fastify from 'fastify';

export interface BareServer {
  /** The hand-written list endpoint: the gateway's query for the same owner, then JSON.stringify. */
  listUrl: string;
  /** A route that only serializes a body it already holds: the floor for any Fastify route. */
  staticUrl: string;
  close(): Promise<void>;
}

export const BARE_LIST_ROUTE = '/bare/documents';
export const BARE_STATIC_ROUTE = '/bare/static';
/** The `msg` of the line bare-server-main.ts prints once it listens, with `listUrl` and `staticUrl`. */
export const BARE_SERVER_LISTENING = 'bare server listening';

export interface BareServerOptions {
  databaseUrl: string;
  ownerEmail: string;
}

/**
 * What a minimal hand-written `GET /api/documents` would do: the same Kysely list query the gateway
 * runs (one page of the default size, for the same owner, on a pool of the gateway's size) and
 * JSON.stringify, and nothing else: no session lookup, rate limit, origin check, response schema,
 * request logging or metrics. The gateway measured against it shows what those layers cost.
 */
export async function startBareServer({ databaseUrl, ownerEmail }: BareServerOptions): Promise<BareServer> {
  const db = createDb({ url: databaseUrl });
  const owner = await findUserByEmail(db, ownerEmail);
  if (!owner) throw new Error(`no user ${ownerEmail} to list documents of`);
  const { page, limit } = documentListQuerySchema.parse({});

  const app = Fastify({ logger: false });
  const listPage = async () => {
    const { documents, total } = await listDocumentsOfOwner(db, owner.id, { limit, offset: (page - 1) * limit });
    return { documents, pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) } };
  };
  // The list as it stands when the server starts (the benchmark has finished writing by then).
  const staticBody = await listPage();
  app.get(BARE_LIST_ROUTE, listPage);
  app.get(BARE_STATIC_ROUTE, async () => staticBody);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    listUrl: `${address}${BARE_LIST_ROUTE}`,
    staticUrl: `${address}${BARE_STATIC_ROUTE}`,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
