import { basename } from 'node:path';
import { SHIPPED_CONTRACT } from '@doclens/testing/shipped-documents';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { verificationLinkMailedTo } from './harness/mailbox';
import { saveScreenshot } from './harness/screenshots';
import { choosePdf } from './harness/upload-file';

const PASSWORD = 'a long enough passphrase';

/** A new free user in a real browser: sign-up by email, the two-step upload, the dashboard and the plan limit. */
describe('a signed-up user in the browser', () => {
  const session = useBrowserSession();
  let page: Page;

  async function registerAndVerify(email: string): Promise<void> {
    await page.goto('/auth?plan=free');
    await page.getByText('Free Plan').first().waitFor();
    await page.getByLabel('Full Name').fill('Eve Tester');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(email).first().waitFor();

    await page.goto(await verificationLinkMailedTo(session.product.config.mail.dir, email));
    await page.getByText('Email Verified!').waitFor();
  }

  async function signIn(email: string): Promise<void> {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Upload a document').waitFor();
  }

  it('registers, verifies by the mailed link, signs in, analyses a contract and sees it on the dashboard', async () => {
    page = await session.openPage();
    const email = 'eve@example.com';
    await registerAndVerify(email);
    await signIn(email);
    await saveScreenshot(page, 'home');

    await choosePdf(page, SHIPPED_CONTRACT.small);
    await page.waitForURL(/\/document-type-selection\/\d+$/, { timeout: 60_000 });
    await page.getByText('Choose your analysis').waitFor();
    // Focus moved to step 2's heading: Tab continues inside the step, not in the toast or the header.
    const heading = page.getByRole('heading', { name: 'Choose your analysis' });
    await expect.poll(() => heading.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.locator('main').evaluate((main) => main.contains(main.ownerDocument.activeElement))).toBe(true);
    await page.getByText('Contract', { exact: true }).click();
    await page.getByLabel('Your Role').selectOption('client');
    await saveScreenshot(page, 'type-selection');
    await page.getByRole('button', { name: 'Analyze Document' }).click();
    await page.waitForURL(/\/document\/\d+$/);

    await page.goto('/dashboard');
    await page.getByText('Welcome back, Eve!').waitFor();
    const card = page.getByRole('link').filter({ hasText: basename(SHIPPED_CONTRACT.small) });
    // The list refetches every 3 s while processing; the analysis itself takes 1–10 s.
    await card.getByText(/^(High|Medium|Low) Risk$/).waitFor({ timeout: 120_000 });
    await card.getByText('Completed').waitFor();
    await saveScreenshot(page, 'dashboard');

    // Free plan: one upload a month. The home panel now shows the limit instead of the drop zone.
    await page.goto('/');
    await page.reload();
    await page.getByText('Monthly upload limit reached').waitFor();
    await page.getByText(/You've used 1\/1 uploads this month/).waitFor();
    expect(await page.getByLabel('PDF file').count()).toBe(0);

    // And the server refuses a second upload that goes around the panel.
    const refused = await page.request.post('/api/upload', {
      headers: { origin: session.product.baseUrl },
      multipart: {
        file: { name: 'second.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      },
    });
    expect(refused.status()).toBe(403);
  }, 120_000);

  it('keeps a signed-in user away from /auth and shows the 404 page on unknown paths', async () => {
    page = await session.openPage();
    const email = 'sam@example.com';
    await registerAndVerify(email);
    await signIn(email);

    await page.goto('/auth');
    await page.waitForURL(`${session.product.baseUrl}/`);
    await page.getByText('Upload a document').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });
});
