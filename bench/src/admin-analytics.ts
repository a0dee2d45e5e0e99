import { createDb } from '@doclens/db';
import { sql } from 'kysely';
import { type Figure, writeFigureLines } from './figure-line';
import { startGatewayProcess } from './gateway-process';
import { watchLoadAverage } from './machine-load';
import { measureTreeCpu, samplePostgresCpu } from './process-cpu';
import { createScratchDeployment } from './scratch-deployment';
import { formatSpread, percentile, spreadOf } from './statistics';

/**
 * GET /api/admin/analytics on a database of 100,000 users and 1,000,000 documents that this
 * benchmark writes itself (spread over 400 days, every plan and status, failures in the last day),
 * answered by the gateway in its own process; target p95 under 200 ms.
 */
const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 100_000);
const DOCUMENTS = Number(process.env.BENCH_ADMIN_DOCUMENTS ?? 1_000_000);
const WARM_UP = 10;
const RUNS = 100;
const TARGET_P95_MS = 200;
/** The gateway's sharing period for the documents-by-status count (services/gateway/src/admin/admin-analytics.ts). */
const DOCUMENT_COUNTS_TTL_MS = 15_000;
const ADMIN_EMAIL = 'admin@bench.example';
const PASSWORD = 'benchmark passphrase';

const load = watchLoadAverage();
const deployment = await createScratchDeployment({ ADMIN_EMAIL });
const db = createDb({ url: deployment.config.database.url, poolSize: 2 });
const stopOnSignal = () => void deployment.dispose().finally(() => process.exit(130));
process.once('SIGINT', stopOnSignal);

try {
  const seeding = performance.now();
  await sql`
    insert into users (email, name, password_hash, plan, email_verified, created_at, stripe_subscription_id, account_credit)
    select 'user-' || g || '@bench.example', 'Bench User ' || g, 'not-a-hash',
           case when g % 10 = 0 then 'pro' when g % 25 = 1 then 'enterprise' else 'free' end,
           true,
           now() - ((g % 400) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
           case when g % 10 = 0 or g % 25 = 1 then 'sub_bench_' || g end,
           case when g % 50 = 0 then 5 else 0 end
      from generate_series(1, ${USERS}) g`.execute(db);
  await sql`
    insert into checkout_sessions (id, user_id, plan, billing_interval, provider, status, subscription_id)
    select 'cs_bench_' || u.id, u.id, u.plan, case when random() < 0.2 then 'year' else 'month' end, 'local', 'complete',
           u.stripe_subscription_id
      from users u where u.stripe_subscription_id is not null`.execute(db);
  await sql`
    with owners as (select array_agg(id order by id) as ids from users)
    insert into documents (owner_id, original_name, filename, storage_key, file_size, status, failure_reason,
                           created_at, updated_at)
    select owners.ids[1 + (g % ${USERS})], 'doc-' || g || '.pdf', 'doc-' || g || '.pdf', 'bench/' || g, 1000 + g % 5000,
           case when g % 100 = 0 then 'failed' when g % 37 = 0 then 'processing' when g % 41 = 0 then 'pending'
                else 'completed' end,
           case when g % 100 = 0 then (array['The PDF has no text', 'Analysis timed out', 'Too many pages'])[1 + g % 3] end,
           now() - ((g % 400) || ' days')::interval,
           now() - ((g % 400) || ' days')::interval + interval '1 minute'
      from owners, generate_series(1, ${DOCUMENTS}) g`.execute(db);
  await sql`
    with owners as (select array_agg(id order by id) as ids from users)
    insert into generated_documents (owner_id, title, document_type, parameters)
    select owners.ids[1 + (g % ${USERS})], 'NDA ' || g, 'Non-Disclosure Agreement', '{}'
      from owners, generate_series(1, ${Math.round(DOCUMENTS / 20)}) g`.execute(db);
  await sql`
    with owners as (select array_agg(id order by id) as ids from users)
    insert into referrals (referrer_id, referred_email, credit_amount)
    select owners.ids[1 + (g % ${USERS})], 'referred-' || g || '@bench.example', 5
      from owners, generate_series(1, ${Math.round(USERS / 10)}) g`.execute(db);
  await sql`vacuum analyze`.execute(db);
  const seededSeconds = (performance.now() - seeding) / 1000;

  const gateway = await startGatewayProcess(deployment.env);
  try {
    const post = (path: string, body: unknown) =>
      fetch(`${gateway.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post('/api/auth/register', { name: 'Bench Admin', email: ADMIN_EMAIL, password: PASSWORD });
    await db.updateTable('users').set({ emailVerified: true }).where('email', '=', ADMIN_EMAIL).execute();
    const login = await post('/api/auth/login', { email: ADMIN_EMAIL, password: PASSWORD });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (!login.ok || !cookie) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);

    const times: number[] = [];
    // Requests that counted the documents table themselves (the count is shared for 15 s).
    const countingTimes: number[] = [];
    let countedAt = Number.NEGATIVE_INFINITY;
    let body: { users: { total: number }; platform: { totalDocuments: number } } | undefined;
    let gatewayCpu = () => 0;
    let postgresCpu = () => 0;
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      if (run === WARM_UP) {
        gatewayCpu = measureTreeCpu(gateway.pid);
        postgresCpu = samplePostgresCpu(new URL(deployment.config.database.url).pathname.slice(1));
      }
      const started = performance.now();
      const response = await fetch(`${gateway.baseUrl}/api/admin/analytics`, { headers: { cookie } });
      if (!response.ok) throw new Error(`analytics answered ${response.status}: ${await response.text()}`);
      body = (await response.json()) as typeof body;
      const elapsed = performance.now() - started;
      if (started - countedAt >= DOCUMENT_COUNTS_TTL_MS) {
        countingTimes.push(elapsed);
        countedAt = started;
      }
      if (run >= WARM_UP) times.push(elapsed);
    }
    const cpuMsPerRequest = { gateway: (gatewayCpu() * 1000) / RUNS, postgres: (postgresCpu() * 1000) / RUNS };
    const p95 = percentile(times, 0.95);
    const figures: Figure[] = [
      { name: 'admin.analytics_p95_ms', value: Math.round(p95), goal: `<=${TARGET_P95_MS}` },
      { name: 'admin.analytics_p50_ms', value: Math.round(percentile(times, 0.5)), goal: '-' },
      {
        name: 'admin.analytics_cpu_ms_per_request',
        value: cpuMsPerRequest.gateway + cpuMsPerRequest.postgres,
        goal: '-',
      },
    ];
    process.stdout.write(
      [
        `admin analytics benchmark — ${body?.users.total} users, ${body?.platform.totalDocuments} documents (seeded in ${seededSeconds.toFixed(0)} s); ${RUNS} sequential requests after ${WARM_UP} warm-up, the gateway in its own process`,
        '',
        '| p50 | p95 | max | target p95 | CPU per request: gateway + Postgres |',
        '| --- | --- | --- | --- | --- |',
        `| ${percentile(times, 0.5).toFixed(0)} ms | ${p95.toFixed(0)} ms | ${Math.max(...times).toFixed(0)} ms | ≤ ${TARGET_P95_MS} ms ${p95 <= TARGET_P95_MS ? '✔' : '✘'} | ${cpuMsPerRequest.gateway.toFixed(1)} + ${cpuMsPerRequest.postgres.toFixed(1)} ms |`,
        '',
        `requests that counted the documents by status themselves (about one per ${DOCUMENT_COUNTS_TTL_MS / 1000} s): ${countingTimes.length > 0 ? formatSpread(spreadOf(countingTimes), 0, ' ms') : 'none'}`,
        load.summary(),
      ].join('\n'),
    );
    process.stdout.write('\n');
    writeFigureLines(figures);
  } finally {
    await gateway.stop();
  }
} finally {
  await db.destroy();
  await deployment.dispose();
}
