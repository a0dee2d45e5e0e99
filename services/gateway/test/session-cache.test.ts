import { updateUser } from '@doclens/db';
import { waitFor } from '@doclens/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../src/gateway-app';
import { createGatewayHarness, type GatewayHarness } from './gateway-harness';

/**
 * Two gateways on one database (two replicas, each with its own session cache kept for a minute):
 * a change made anywhere, to the user or to the session, reaches both at once.
 */

const A_MINUTE = '60000';
let harness: GatewayHarness;
let otherReplica: FastifyInstance;

beforeAll(async () => {
  harness = await createGatewayHarness({ SESSION_CACHE_MS: A_MINUTE });
  otherReplica = await buildGatewayApp(harness.deps);
  // Both caches keep sessions only once they listen for account changes.
  await waitFor('both gateways to listen for account changes', async () => {
    const listening = await sql<{ count: number }>`
      select count(*)::int as count from pg_stat_activity
       where datname = current_database() and query ilike 'listen account_changes'`.execute(harness.db);
    return (listening.rows[0]?.count ?? 0) >= 2 ? true : undefined;
  });
});

afterAll(async () => {
  await otherReplica?.close();
  await harness?.dispose();
});

async function signedInUser(
  app: FastifyInstance,
  cookie: string,
): Promise<{ status: number; plan?: string; name?: string }> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const body = response.json() as { plan?: string; name?: string };
  return { status: response.statusCode, plan: body.plan, name: body.name };
}

describe('session cache', () => {
  it('serves a signed-in request from memory, and drops it as soon as the user changes anywhere', async () => {
    const { user, email, password } = await harness.createUser({ verified: true });
    const cookie = await harness.login(email, password);
    expect(await signedInUser(otherReplica, cookie)).toMatchObject({ status: 200, plan: 'free' });

    // A change Postgres does not announce is not seen for as long as the session is kept.
    await sql`alter table users disable trigger users_notify_update`.execute(harness.db);
    try {
      await updateUser(harness.db, user.id, { name: 'Renamed Quietly' });
    } finally {
      await sql`alter table users enable trigger users_notify_update`.execute(harness.db);
    }
    expect(await signedInUser(otherReplica, cookie)).toMatchObject({ status: 200, name: user.name });

    // A plan changed by another process (here: straight in the database) is seen at once.
    await updateUser(harness.db, user.id, { plan: 'pro' });
    await waitFor('the new plan on the other replica', async () => {
      const seen = await signedInUser(otherReplica, cookie);
      return seen.plan === 'pro' ? seen : undefined;
    });
    expect(await signedInUser(otherReplica, cookie)).toMatchObject({ plan: 'pro', name: 'Renamed Quietly' });
  });

  it('signs the browser out of every replica when it signs out of one', async () => {
    const { email, password } = await harness.createUser({ verified: true });
    const cookie = await harness.login(email, password);
    expect((await signedInUser(otherReplica, cookie)).status).toBe(200);
    expect((await signedInUser(otherReplica, cookie)).status).toBe(200);

    const logout = await harness.api({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(logout.statusCode).toBe(200);
    expect((await harness.api({ url: '/api/auth/user', cookie })).statusCode).toBe(401);
    await waitFor('the sign-out on the other replica', async () =>
      (await signedInUser(otherReplica, cookie)).status === 401 ? true : undefined,
    );
  });
});
