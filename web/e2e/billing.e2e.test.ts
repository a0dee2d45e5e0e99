import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { waitForMailWithSubject } from './harness/mail-subjects';
import { verificationLinkMailedTo } from './harness/mailbox';

const PASSWORD = 'a long enough passphrase';

/** The whole life of a subscription with the local test provider (no Stripe keys), then account deletion. */
describe('a subscription in the browser', () => {
  // The test checkout's URL is absolute, built from the product's public address.
  const session = useBrowserSession({ ownAppUrl: true });
  let page: Page;

  async function signIn(email: string): Promise<void> {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  it('buys Pro, cancels with feedback, renews, switches to Enterprise and to yearly, and deletes the account', async () => {
    page = await session.openPage();
    const { baseUrl, config } = session.product;
    const email = 'paula@example.com';

    await page.goto('/auth?plan=pro');
    await page.getByLabel('Full Name').fill('Paula Payer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(email).first().waitFor();
    await page.goto(await verificationLinkMailedTo(config.mail.dir, email));
    await page.getByText('Email Verified!').waitFor();
    await signIn(email);
    await page.getByText('Upload a document').waitFor();

    // Pricing → checkout → the labelled test checkout → back on the account page, on Pro.
    await page.goto('/pricing');
    await page.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(/\/checkout\?plan=pro$/);
    await page.getByRole('button', { name: 'Proceed to secure checkout' }).click();
    await page.getByText('This is a test checkout').waitFor();
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.waitForURL(/\/account$/);
    const header = page.getByRole('banner');
    await header.getByText('Pro Plan').first().waitFor();
    await page.getByText('Status: active, renews automatically').waitFor();
    await waitForMailWithSubject(config.mail.dir, email, 'Your DocLens Pro Plan is active');

    // A Pro-only call now succeeds.
    const generated = await page.request.post('/api/generate-document', {
      headers: { origin: baseUrl },
      data: { documentType: 'Essay', parameters: { Topic: 'Tides' } },
    });
    expect(generated.status()).toBe(200);

    // Cancel with feedback: access is kept until the end date, which is shown; then renew.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('radio', { name: 'Too expensive' }).check();
    await page.getByLabel('Additional comments (optional)').fill('Only needed it this month');
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    const status = page.getByTestId('subscription-status');
    await status.getByText(/Cancelled: you keep access until/).waitFor();
    expect(await status.textContent()).toMatch(/\d/);
    await header.getByText('Pro Plan').first().waitFor();
    await page.getByRole('button', { name: 'Renew Subscription' }).click();
    await page.getByText('Status: active, renews automatically').waitFor();

    // A subscriber switches plan from the pricing page, on the same subscription: to Enterprise, then yearly.
    await page.getByTestId('subscription-price').getByText('$9.99/month').waitFor();
    await page.goto('/pricing');
    const enterprise = page.getByRole('article', { name: 'Enterprise' });
    await page.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Current Plan' }).waitFor();
    await enterprise.getByRole('link', { name: 'Switch to Enterprise' }).click();
    await page.waitForURL(/\/checkout\?plan=enterprise&interval=month$/);
    await page.getByRole('heading', { name: 'Switch plan' }).waitFor();
    await page.getByRole('button', { name: 'Switch to Enterprise' }).click();
    await page.waitForURL(/\/account$/);
    await header.getByText('Enterprise Plan').first().waitFor();
    await page.getByTestId('subscription-price').getByText('$99.99/month').waitFor();
    await page.getByTestId('subscription-renewal').getByText(/\d/).waitFor();
    await page.goto('/pricing');
    await enterprise.getByRole('link', { name: 'Switch to yearly' }).click();
    await page.getByRole('button', { name: 'Switch to yearly' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByTestId('subscription-price').getByText('$999.90/year').waitFor();

    // Delete the account: signed out, and the password no longer signs in.
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('group', { name: 'Why are you leaving?' }).getByRole('radio', { name: 'Other' }).check();
    await page.getByRole('checkbox', { name: /deleted permanently/ }).check();
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await waitForMailWithSubject(config.mail.dir, email, 'Your DocLens account has been deleted');
    await signIn(email);
    await page.getByText('Invalid email or password.').first().waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  }, 90_000);
});
