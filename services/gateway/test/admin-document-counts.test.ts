import type { AdminAnalytics } from '@doclens/api';
import { deleteDocument, deleteUserAccount, insertReferral, updateDocument, updateUser } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';
import { uniqueEmail } from './gateway-harness';

/**
 * The admin's documents-by-status figures follow every change to the documents at once: a new
 * document, a status change, a deletion and an account deleted with its documents.
 */

let harness: DocumentsHarness;
let adminCookie: string;

beforeAll(async () => {
  harness = await createDocumentsHarness();
  const admin = await harness.createUser({ verified: true, role: 'admin', email: uniqueEmail('admin') });
  adminCookie = await harness.login(admin.email, admin.password);
});

afterAll(() => harness?.dispose());

async function documentFigures(): Promise<{ byStatus: Record<string, number>; total: number; today: number }> {
  const response = await harness.api({ url: '/api/admin/analytics', cookie: adminCookie });
  expect(response.statusCode, response.body).toBe(200);
  const analytics = response.json() as AdminAnalytics;
  return {
    byStatus: analytics.pipeline.documentsByStatus,
    total: analytics.platform.totalDocuments,
    today: analytics.activity.last7Days.at(-1)?.documents ?? Number.NaN,
  };
}

describe('admin documents by status', () => {
  it('counts exactly after each insert, status change and deletion', async () => {
    const owner = (await harness.signIn('pro')).user;
    const other = (await harness.signIn('free')).user;
    expect(await documentFigures()).toEqual({
      byStatus: { pending: 0, processing: 0, completed: 0, failed: 0 },
      total: 0,
      today: 0,
    });

    const first = await harness.storeDocument({ owner, status: 'pending', withoutFile: true });
    await harness.storeDocument({ owner, status: 'completed', processingStage: null, withoutFile: true });
    await harness.storeDocument({ owner: other, status: 'failed', processingStage: null, withoutFile: true });
    await harness.storeDocument({ owner: other, status: 'completed', processingStage: null, withoutFile: true });
    expect(await documentFigures()).toEqual({
      byStatus: { pending: 1, processing: 0, completed: 2, failed: 1 },
      total: 4,
      today: 4,
    });

    await updateDocument(harness.db, first.id, { status: 'processing' });
    expect((await documentFigures()).byStatus).toEqual({ pending: 0, processing: 1, completed: 2, failed: 1 });
    // A change that leaves the status as it was changes no count.
    await updateDocument(harness.db, first.id, { status: 'processing', processingStage: 'analyzing' });
    await updateDocument(harness.db, first.id, { status: 'completed', processingStage: null });
    expect((await documentFigures()).byStatus).toEqual({ pending: 0, processing: 0, completed: 3, failed: 1 });

    expect(await deleteDocument(harness.db, first.id)).toBeDefined();
    expect(await documentFigures()).toEqual({
      byStatus: { pending: 0, processing: 0, completed: 2, failed: 1 },
      total: 3,
      today: 3,
    });

    await deleteUserAccount(harness.db, other.id);
    expect(await documentFigures()).toEqual({
      byStatus: { pending: 0, processing: 0, completed: 1, failed: 0 },
      total: 1,
      today: 1,
    });
  });

  it('counts users by plan and referrals exactly after sign-up, plan change and account deletion', async () => {
    const figures = async () => {
      const response = await harness.api({ url: '/api/admin/analytics', cookie: adminCookie });
      const analytics = response.json() as AdminAnalytics;
      return {
        users: analytics.users.total,
        plans: analytics.users.planBreakdown,
        referrals: analytics.platform.totalReferrals,
      };
    };
    const before = await figures();
    const user = (await harness.signIn('free')).user;
    await insertReferral(harness.db, { referrerId: user.id, referredEmail: uniqueEmail('ref'), creditAmount: 5 });
    await updateUser(harness.db, user.id, { plan: 'enterprise' });
    expect(await figures()).toEqual({
      users: before.users + 1,
      plans: { ...before.plans, enterprise: before.plans.enterprise + 1 },
      referrals: before.referrals + 1,
    });
    await deleteUserAccount(harness.db, user.id);
    expect(await figures()).toEqual(before);
  });
});
