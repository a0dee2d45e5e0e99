import { randomBytes } from 'node:crypto';
import { findUserByEmail, insertUser } from '@doclens/db';
import { createProducerConnection, JobProducer } from '@doclens/queue';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { saveScreenshot } from './harness/screenshots';
import { signInNewUser } from './harness/signed-in-user';

/** The admin in a real browser: the dashboard with its charts, a user found and upgraded, the queues. */
describe('the admin in the browser', () => {
  // The admin is whoever registers with ADMIN_EMAIL, as on a fresh install.
  const adminEmail = `admin-${randomBytes(4).toString('hex')}@example.com`;
  const session = useBrowserSession({ env: { ADMIN_EMAIL: adminEmail } });

  it('sees the dashboard with charts, finds a user, changes their plan, reads a failed job and retries it', async () => {
    const { product } = session;
    const page = await session.openPage();
    await signInNewUser(page, product, { name: 'Ada Admin', email: adminEmail });
    const marker = `customer-${randomBytes(4).toString('hex')}`;
    const customerEmail = `${marker}@example.com`;
    await insertUser(product.database.db, { email: customerEmail, name: 'Carl Customer', passwordHash: 'x' });

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Total users').waitFor();
    // recharts draws each chart as an SVG once it knows its size.
    for (const title of ['Last 7 days', 'Users by plan', 'Documents by status']) {
      await page.locator(`figure[aria-label="${title}"] svg.recharts-surface`).first().waitFor();
    }
    await page.getByRole('cell', { name: 'mail', exact: true }).waitFor();
    await saveScreenshot(page, 'admin-dashboard');

    await page.getByLabel('Search users').fill(marker.toUpperCase());
    await page.getByRole('cell', { name: customerEmail, exact: true }).waitFor();
    await expect.poll(() => page.locator('tbody tr').filter({ hasText: '@' }).count()).toBe(1);

    await page.getByRole('link', { name: 'Update a plan' }).click();
    await page.getByLabel('Email address of the account').fill(customerEmail);
    await page.getByRole('button', { name: 'Update plan' }).click();
    await page.getByText('Please select a plan').first().waitFor();
    await page.getByLabel('Pro Plan').check();
    await page.getByRole('button', { name: 'Update plan' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${customerEmail}: Pro Plan` })
      .waitFor();
    expect((await findUserByEmail(product.database.db, customerEmail))?.plan).toBe('pro');

    // A job whose payload the mail worker refuses fails at once; the admin retries it.
    const connection = createProducerConnection(product.config.redis.url);
    const producer = new JobProducer(connection, product.config.redis.queuePrefix);
    const mail = producer.queue('mail');
    const job = await mail.add('send-account-email', { broken: true }, { attempts: 1 });
    try {
      await expect.poll(() => mail.getJobState(job.id as string), { timeout: 15_000 }).toBe('failed');
      // The queue dashboard shows the failure, offers no action the server would refuse, and leads back.
      await page.goto('/api/admin/queues/queue/mail?status=failed');
      await page.getByText('send-account-email').first().waitFor();
      await saveScreenshot(page, 'admin-queues');
      for (const refused of ['Retry all', 'Add job', 'Clean all'])
        expect(await page.getByRole('button', { name: refused }).count(), refused).toBe(0);
      await page.getByRole('link', { name: 'Back to DocLens admin' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');

      // The admin page retries it.
      await page.getByRole('button', { name: 'Retry failed jobs of mail' }).click();
      await page.getByRole('status').filter({ hasText: 'The failed jobs of mail are queued again.' }).waitFor();
      await expect.poll(async () => (await mail.getJob(job.id as string))?.attemptsStarted ?? 0).toBeGreaterThan(1);
    } finally {
      await job.remove().catch(() => undefined);
      await producer.close();
      await connection.quit();
    }
  }, 60_000);

  it('sends a non-admin who opens /admin to /', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'pro' });
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    const refused = await page.request.get('/api/admin/analytics');
    expect(refused.status()).toBe(403);
  });
});
