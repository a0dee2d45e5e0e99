import { userInfo } from 'node:os';
import type { ClientConfig } from 'pg';

/**
 * pg options for a URL. A URL without a user name (like the embedded default) connects as the
 * operating-system user, as psql does, even where the USER variable is unset. The user goes into
 * the URL itself because pg lets a connection string override a separate `user` option.
 */
export function connectionOptions(url: string): ClientConfig {
  const parsed = new URL(url);
  if (parsed.username === '') parsed.username = encodeURIComponent(process.env.PGUSER ?? userInfo().username);
  return { connectionString: parsed.toString() };
}
