import type { Readable } from 'node:stream';

/**
 * Runs a store's write of `body` under the `put` contract: whenever the put rejects, the caller's
 * stream has been destroyed. A stream error destroys it already; this also covers failures before
 * streaming starts (a bad key, a bad limit, a directory that cannot be made), which would otherwise
 * leave the caller's request hanging.
 */
export async function destroyingBodyOnFailure<T>(body: Readable, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    body.destroy();
    throw error;
  }
}
