import { anonymisedAddress, countAccountFeedback, findUserById } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';
import { uniqueEmail } from './gateway-harness';
import { subscribeByTestCheckout } from './test-checkout';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

describe('DELETE /api/delete-account-with-feedback', () => {
  it('refuses without a reason, with an unknown reason or with comments over 1000 characters', async () => {
    const { user, cookie } = await harness.signIn('free');
    for (const body of [{}, { reason: 'Bored' }, { reason: 'Other', additionalComments: 'x'.repeat(1001) }]) {
      const response = await harness.api({ method: 'DELETE', url: '/api/delete-account-with-feedback', cookie, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await findUserById(harness.db, user.id)).toBeDefined();
  });

  it('is refused to a signed-out client', async () => {
    const response = await harness.api({
      method: 'DELETE',
      url: '/api/delete-account-with-feedback',
      body: { reason: 'Other' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('ends the subscription, every session, the files and the personal data; keeps anonymous feedback', async () => {
    // Someone referred Dana before Dana had an account, and was credited when Dana paid; Dana referred someone too.
    const danaEmail = uniqueEmail('dana');
    const referrer = await harness.signIn('free');
    const referred = await harness.api({
      method: 'POST',
      url: '/api/referrals/create',
      cookie: referrer.cookie,
      body: { referredEmail: danaEmail },
    });
    expect(referred.statusCode, referred.body).toBe(200);
    const account = await harness.createUser({ email: danaEmail, verified: true, name: 'Dana Deleted' });
    const cookie = await harness.login(account.email, account.password);
    const otherBrowser = await harness.login(account.email, account.password);
    const document = await harness.storeDocument({ owner: account.user, originalName: 'dana-lease.pdf' });
    expect(await harness.deps.storage.head(document.storageKey)).toBeDefined();
    await harness.api({
      method: 'POST',
      url: '/api/referrals/create',
      cookie,
      body: { referredEmail: uniqueEmail('friend-of-dana') },
    });
    await subscribeByTestCheckout(harness, cookie);
    const feedbackBefore = await countAccountFeedback(harness.db, 'delete_account');

    const response = await harness.api({
      method: 'DELETE',
      url: '/api/delete-account-with-feedback',
      cookie,
      body: { reason: 'Privacy concerns', additionalComments: 'no longer needed' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Account deleted' });

    // Signed out everywhere, and the password no longer signs in.
    for (const session of [cookie, otherBrowser]) {
      expect((await harness.api({ url: '/api/auth/user', cookie: session })).statusCode).toBe(401);
    }
    const login = await harness.api({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(401);

    // The file left the object store; no row names Dana any more.
    expect(await harness.deps.storage.head(document.storageKey)).toBeUndefined();
    expect(await findUserById(harness.db, account.user.id)).toBeUndefined();
    const rowsOf = async (table: 'documents' | 'sessions' | 'localSubscriptions') => {
      const rows = await harness.db.selectFrom(table).selectAll().execute();
      return rows.filter((row) => Object.values(row).includes(account.user.id)).length;
    };
    expect(await rowsOf('documents')).toBe(0);
    expect(await rowsOf('sessions')).toBe(0);
    expect(await rowsOf('localSubscriptions')).toBe(0);
    const referrals = await harness.db.selectFrom('referrals').selectAll().execute();
    expect(referrals.some((row) => row.referredEmail === account.email)).toBe(false);
    expect(referrals.some((row) => row.referrerId === account.user.id)).toBe(false);
    const keptForReferrer = referrals.filter((row) => row.referrerId === referrer.user.id);
    expect(keptForReferrer.map((row) => row.referredEmail)).toEqual([anonymisedAddress(account.user.id)]);

    // The feedback is kept, and holds nothing that names the user.
    expect(await countAccountFeedback(harness.db, 'delete_account')).toBe(feedbackBefore + 1);
    const feedback = await harness.db
      .selectFrom('accountFeedback')
      .selectAll()
      .where('kind', '=', 'delete_account')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(feedback).toMatchObject({ reason: 'Privacy concerns', comments: 'no longer needed', plan: 'pro' });
    expect(JSON.stringify(feedback)).not.toContain(account.user.id);
    expect(JSON.stringify(feedback)).not.toContain(account.email);

    // The user is told at the address they had; the checkout's receipt went there too.
    const mails = (await harness.queuedMailJobs()).filter((job) => job.data.to === account.email);
    expect(mails.map((job) => job.data.kind).sort()).toEqual(['account_deleted', 'receipt']);
  });
});
