import { createHash } from 'node:crypto';

const NAME_CHARACTERS = /[^a-z0-9_-]+/g;
const MAX_NAME_LENGTH = 32;

/**
 * The BullMQ prefix of a deployment that sets no QUEUE_PREFIX: named after the database it serves
 * (`doclens-<database>-<hash of host, port and database>`), so that two deployments sharing one
 * Redis by mistake never take each other's jobs, which would act on the wrong database and send
 * the other deployment's mail. Every service of one deployment reads the same DATABASE_URL, so
 * they agree on it; the user and password are left out, so a rotated password keeps the queues.
 */
export function defaultQueuePrefix(databaseUrl: string): string {
  const { name, identity } = databaseIdentity(databaseUrl);
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 8);
  const readable = name.toLowerCase().replace(NAME_CHARACTERS, '-').slice(0, MAX_NAME_LENGTH) || 'db';
  return `doclens-${readable}-${hash}`;
}

function databaseIdentity(databaseUrl: string): { name: string; identity: string } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    // Not a URL (a libpq keyword string): the whole string still tells deployments apart.
    return { name: 'db', identity: databaseUrl };
  }
  const name = decodeURIComponent(url.pathname.replace(/^\/+/, ''));
  // libpq's `?host=` (a socket folder) overrides the URL's host.
  const host = url.searchParams.get('host') ?? url.hostname.toLowerCase();
  const port = url.searchParams.get('port') ?? (url.port || '5432');
  return { name, identity: `${host}:${port}/${name}` };
}
