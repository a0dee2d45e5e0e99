import { randomBytes } from 'node:crypto';
import { type AdminAnalytics, type AdminUsersPage, PLANS } from '@doclens/api';
import {
  findDocumentById,
  findUserById,
  insertCheckoutSession,
  insertGeneratedDocument,
  insertReferral,
  insertUser,
  type User,
  updateUser,
} from '@doclens/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';
import { uniqueEmail } from './gateway-harness';
import { paidTestCheckout } from './test-checkout';

/**
 * The admin's calls over HTTP on a database of their own, so every figure the analytics answer
 * can be counted here from the rows this file created.
 */

const DAY_MS = 24 * 3600 * 1000;
let harness: DocumentsHarness;
let admin: { user: User; cookie: string };
let member: { user: User; cookie: string };
/** Every user of this file's database, as created. */
const everyUser: User[] = [];

async function newUser(columns: Partial<Parameters<typeof insertUser>[1]> = {}): Promise<User> {
  const user = await insertUser(harness.db, {
    email: uniqueEmail('row'),
    name: 'Row User',
    passwordHash: 'not-a-hash',
    ...columns,
  });
  if (!user) throw new Error('duplicate test user');
  everyUser.push(user);
  return user;
}

beforeAll(async () => {
  harness = await createDocumentsHarness();
  const created = await harness.createUser({ verified: true, role: 'admin', email: uniqueEmail('admin') });
  admin = { user: created.user, cookie: await harness.login(created.email, created.password) };
  member = await harness.signIn('pro');
  everyUser.push(admin.user, member.user);
});

afterAll(async () => {
  await harness?.dispose();
});

describe('GET /api/admin/analytics', () => {
  it('answers the figures counted from the rows this test created', async () => {
    const now = Date.now();
    const storedKeys: number[] = [];
    // Users made at different times and on different plans.
    await newUser({ createdAt: new Date(now - DAY_MS) });
    await newUser({ createdAt: new Date(now - 3 * DAY_MS), plan: 'enterprise' });
    await newUser({ createdAt: new Date(now - 40 * DAY_MS) });
    await newUser({ createdAt: new Date(now - 400 * DAY_MS), plan: 'pro' }); // a grant: no subscription
    // Paying subscriptions: monthly pro with $5 credit, monthly pro whose credit covers a month,
    // two yearly enterprise, and a monthly pro set to end.
    const subscriptions = [
      { plan: 'pro', interval: 'month', credit: 5, ending: false },
      { plan: 'pro', interval: 'month', credit: 20, ending: false },
      { plan: 'enterprise', interval: 'year', credit: 0, ending: false },
      { plan: 'enterprise', interval: 'year', credit: 0, ending: false },
      { plan: 'pro', interval: 'month', credit: 0, ending: true },
    ] as const;
    for (const [index, subscription] of subscriptions.entries()) {
      const subscriptionId = `sub_test_${index}_${randomBytes(4).toString('hex')}`;
      const user = await newUser({
        plan: subscription.plan,
        stripeSubscriptionId: subscriptionId,
        subscriptionEndDate: subscription.ending ? new Date(now + 10 * DAY_MS) : null,
      });
      await harness.db
        .updateTable('users')
        .set({ accountCredit: sql`${subscription.credit}::numeric` })
        .where('id', '=', user.id)
        .execute();
      const sessionId = `cs_test_${index}_${randomBytes(4).toString('hex')}`;
      await insertCheckoutSession(harness.db, {
        id: sessionId,
        userId: user.id,
        plan: subscription.plan,
        billingInterval: subscription.interval,
        provider: 'local',
      });
      await harness.db.updateTable('checkoutSessions').set({ subscriptionId }).where('id', '=', sessionId).execute();
    }
    // Documents in every status, some failed today and one failed long ago.
    const owner = everyUser[2] as User;
    const documents = [
      { status: 'completed', createdAt: new Date(now), failureReason: null, updatedAt: new Date(now) },
      { status: 'completed', createdAt: new Date(now - 2 * DAY_MS), failureReason: null, updatedAt: new Date(now) },
      { status: 'pending', createdAt: new Date(now - 10 * DAY_MS), failureReason: null, updatedAt: new Date(now) },
      { status: 'processing', createdAt: new Date(now), failureReason: null, updatedAt: new Date(now) },
      { status: 'failed', createdAt: new Date(now), failureReason: 'The PDF has no text', updatedAt: new Date(now) },
      {
        status: 'failed',
        createdAt: new Date(now - DAY_MS),
        failureReason: 'The PDF has no text',
        updatedAt: new Date(now - 3600_000),
      },
      { status: 'failed', createdAt: new Date(now), failureReason: 'Analysis timed out', updatedAt: new Date(now) },
      {
        status: 'failed',
        createdAt: new Date(now - 5 * DAY_MS),
        failureReason: 'Old failure',
        updatedAt: new Date(now - 3 * DAY_MS),
      },
    ] as const;
    for (const document of documents) {
      const stored = await harness.storeDocument({ owner, processingStage: null, ...document, withoutFile: true });
      storedKeys.push(stored.id);
    }
    await insertGeneratedDocument(harness.db, {
      ownerId: owner.id,
      title: 'NDA',
      documentType: 'Non-Disclosure Agreement',
      templateId: 'nda',
      parameters: {},
      generatedContent: '<p>x</p>',
      countedAt: null,
    });
    await insertReferral(harness.db, { referrerId: owner.id, referredEmail: uniqueEmail('ref'), creditAmount: 5 });
    await insertReferral(harness.db, { referrerId: owner.id, referredEmail: uniqueEmail('ref'), creditAmount: 5 });

    const response = await harness.api({ url: '/api/admin/analytics', cookie: admin.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const analytics = response.json() as AdminAnalytics;

    const today = new Date(now);
    const dayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
    const created = everyUser.map((user) => user.createdAt.getTime());
    expect(analytics.users).toEqual({
      total: everyUser.length,
      dailyNew: created.filter((time) => time >= dayStart).length,
      monthlyNew: created.filter((time) => time >= monthStart).length,
      planBreakdown: {
        free: everyUser.filter((user) => user.plan === 'free').length,
        pro: everyUser.filter((user) => user.plan === 'pro').length,
        enterprise: everyUser.filter((user) => user.plan === 'enterprise').length,
      },
    });

    let monthly = 0;
    let annual = 0;
    for (const { plan, interval, credit, ending } of subscriptions) {
      const month = interval === 'year' ? PLANS[plan].priceUsdPerYear / 12 : PLANS[plan].priceUsdPerMonth;
      const year = interval === 'year' ? PLANS[plan].priceUsdPerYear : PLANS[plan].priceUsdPerMonth * 12;
      monthly += month - Math.min(credit, month);
      if (!ending) annual += year - Math.min(credit, year);
    }
    expect(analytics.revenue.activeSubscriptions).toBe(subscriptions.length);
    expect(analytics.revenue.monthlyIncome).toBeCloseTo(monthly, 2);
    expect(analytics.revenue.estimatedAnnualRevenue).toBeCloseTo(annual, 2);

    expect(analytics.platform).toEqual({
      totalDocuments: documents.length,
      totalGeneratedDocuments: 1,
      totalReferrals: 2,
    });
    expect(analytics.pipeline.documentsByStatus).toEqual({ pending: 1, processing: 1, completed: 2, failed: 4 });
    expect(analytics.pipeline.failuresLast24h).toEqual({
      total: 3,
      reasons: [
        { reason: 'The PDF has no text', count: 2 },
        { reason: 'Analysis timed out', count: 1 },
      ],
    });

    const days = Array.from({ length: 7 }, (_, index) => new Date(dayStart - (6 - index) * DAY_MS));
    expect(analytics.activity.last7Days).toEqual(
      days.map((day) => {
        const from = day.getTime();
        const to = from + DAY_MS;
        const within = (time: number) => time >= from && time < to;
        return {
          date: day.toISOString().slice(0, 10),
          newUsers: created.filter(within).length,
          documents: documents.filter((document) => within(document.createdAt.getTime())).length,
        };
      }),
    );

    if (harness.deps.redis.status === 'ready') {
      expect(analytics.pipeline.queues?.map((queue) => queue.name)).toEqual(
        expect.arrayContaining(['mail', 'extraction', 'analysis', 'generation', 'billing']),
      );
    }
  });
});

describe('GET /api/admin/users', () => {
  it('searches address and name case-insensitively, 20 a page, with the spec’s pagination', async () => {
    const marker = `zebra${randomBytes(3).toString('hex')}`;
    for (let index = 0; index < 23; index += 1) await newUser({ email: uniqueEmail(`${marker}-${index}`) });
    await newUser({ name: `Ann ${marker.toUpperCase()} Named` });
    const first = await harness.api({ url: `/api/admin/users?search=${marker.toUpperCase()}`, cookie: admin.cookie });
    const second = await harness.api({
      url: `/api/admin/users?search=${marker}&page=2&limit=20`,
      cookie: admin.cookie,
    });
    const pageOne = first.json() as AdminUsersPage;
    const pageTwo = second.json() as AdminUsersPage;
    expect(pageOne.pagination).toEqual({ page: 1, limit: 20, total: 24, totalPages: 2 });
    expect(pageOne.users).toHaveLength(20);
    expect(pageTwo.users).toHaveLength(4);
    const ids = new Set([...pageOne.users, ...pageTwo.users].map((user) => user.id));
    expect(ids.size).toBe(24);
    // A wildcard typed into the search is matched as itself.
    const wildcard = await harness.api({ url: '/api/admin/users?search=%25', cookie: admin.cookie });
    expect((wildcard.json() as AdminUsersPage).pagination.total).toBe(0);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the account with its documents and their stored files, and logs who did it', async () => {
    const doomed = await newUser();
    const kept = await newUser();
    const files = [
      await harness.storeDocument({ owner: doomed, status: 'completed', processingStage: null }),
      await harness.storeDocument({ owner: doomed, status: 'pending' }),
    ];
    const keptFile = await harness.storeDocument({ owner: kept, status: 'completed', processingStage: null });
    for (const file of files) expect(await harness.deps.storage.head(file.storageKey)).toBeDefined();

    const response = await harness.api({
      method: 'DELETE',
      url: `/api/admin/users/${doomed.id}`,
      cookie: admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await findUserById(harness.db, doomed.id)).toBeUndefined();
    for (const file of files) {
      expect(await findDocumentById(harness.db, file.id)).toBeUndefined();
      expect(await harness.deps.storage.head(file.storageKey)).toBeUndefined();
    }
    expect(await harness.deps.storage.head(keptFile.storageKey)).toBeDefined();
    const logged = await harness.db
      .selectFrom('adminAuditLog')
      .selectAll()
      .where('targetUserId', '=', doomed.id)
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ actorId: admin.user.id, action: 'delete-user', targetEmail: null });
    const again = await harness.api({ method: 'DELETE', url: `/api/admin/users/${doomed.id}`, cookie: admin.cookie });
    expect(again.statusCode).toBe(404);
  });

  it('refuses the admin’s own account', async () => {
    const response = await harness.api({
      method: 'DELETE',
      url: `/api/admin/users/${admin.user.id}`,
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(409);
    expect(await findUserById(harness.db, admin.user.id)).toBeDefined();
  });
});

describe('plan fixes', () => {
  it('sets a plan by address and writes who, when, before and after to the audit log', async () => {
    const target = await newUser();
    const before = Date.now();
    const missing = await harness.api({
      method: 'POST',
      url: '/api/update-plan',
      cookie: admin.cookie,
      body: { email: target.email },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Please select a plan');
    const response = await harness.api({
      method: 'POST',
      url: '/api/update-plan',
      cookie: admin.cookie,
      body: { email: target.email.toUpperCase(), planType: 'enterprise' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ email: target.email, plan: 'enterprise' });
    expect((await findUserById(harness.db, target.id))?.plan).toBe('enterprise');
    const rows = await harness.db
      .selectFrom('adminAuditLog')
      .selectAll()
      .where('targetUserId', '=', target.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      action: 'update-plan',
      targetEmail: target.email,
      before: { plan: 'free', stripeSubscriptionId: null, subscriptionEndDate: null },
      after: { plan: 'enterprise', stripeSubscriptionId: null, subscriptionEndDate: null },
    });
    expect(rows[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('links a subscription only after the provider confirms it is this account’s', async () => {
    const customer = await harness.signIn('free');
    const sessionId = await paidTestCheckout(harness, customer.cookie);
    // The customer never came back from the checkout: the account is still free.
    const session = await harness.db
      .selectFrom('checkoutSessions')
      .select('subscriptionId')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const subscriptionId = session.subscriptionId as string;
    expect(subscriptionId).toBeTruthy();
    await updateUser(harness.db, customer.user.id, { plan: 'free', stripeSubscriptionId: null });
    everyUser.push(customer.user);

    const link = (email: string, id: string) =>
      harness.api({
        method: 'POST',
        url: '/api/update-subscription-id',
        cookie: admin.cookie,
        body: { email, subscriptionId: id },
      });
    expect((await link(customer.user.email, 'sub_nobody_has')).statusCode).toBe(404);
    expect((await link(member.user.email, subscriptionId)).statusCode).toBe(409);
    const empty = await link(customer.user.email, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please enter a subscription ID');

    const linked = await link(customer.user.email, subscriptionId);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await findUserById(harness.db, customer.user.id)).toMatchObject({
      plan: 'pro',
      stripeSubscriptionId: subscriptionId,
    });
    const row = await harness.db
      .selectFrom('adminAuditLog')
      .selectAll()
      .where('targetUserId', '=', customer.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      action: 'update-subscription-id',
      after: { plan: 'pro', stripeSubscriptionId: subscriptionId },
    });
  });

  it('answers a checkout link for the customer to pay', async () => {
    const target = await newUser();
    const response = await harness.api({
      method: 'POST',
      url: '/api/create-stripe-subscription',
      cookie: admin.cookie,
      body: { email: target.email, planType: 'pro' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(new URL(response.json().checkoutUrl).pathname).toBe('/checkout/test');
    expect((await findUserById(harness.db, target.id))?.plan).toBe('free');
  });
});
