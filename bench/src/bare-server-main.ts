import { z } from 'zod';
import { BARE_SERVER_LISTENING, startBareServer } from './bare-server';

/**
 * The bare Fastify peer of the API benchmark as a process of its own, like the gateway it is
 * compared with. Prints one JSON line with its address once it listens; ends on SIGTERM.
 */
const env = z.object({ DATABASE_URL: z.string().min(1), BENCH_OWNER_EMAIL: z.string().email() }).parse(process.env);
const server = await startBareServer({ databaseUrl: env.DATABASE_URL, ownerEmail: env.BENCH_OWNER_EMAIL });
process.stdout.write(
  `${JSON.stringify({ msg: BARE_SERVER_LISTENING, listUrl: server.listUrl, staticUrl: server.staticUrl })}\n`,
);
process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
