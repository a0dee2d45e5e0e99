import { basename } from 'node:path';
import { SHIPPED_CONTRACT } from '@doclens/testing/shipped-documents';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { saveScreenshot } from './harness/screenshots';
import { choosePdf } from './harness/upload-file';

/** What a signed-out visitor sees in a real browser against every running service. */
describe('a visitor in the browser', () => {
  const session = useBrowserSession();
  let page: Page;

  it('uploads a real contract on the landing page and sees its risk counts', async () => {
    page = await session.openPage();
    await page.goto('/');
    await page.getByText('What are you uploading?').waitFor();
    await saveScreenshot(page, 'landing');

    await choosePdf(page, SHIPPED_CONTRACT.small);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Analysis Complete!').waitFor({ timeout: 120_000 });
    await dialog.getByText(basename(SHIPPED_CONTRACT.small)).first().waitFor();
    await dialog.getByText(/Analyzed in/).waitFor();

    const counts = await riskCounts(dialog);
    for (const level of ['High', 'Medium', 'Low'] as const) expect(counts[level]).toMatch(/^\d+$/);
    // A real commercial contract always carries some risk worth flagging.
    expect(Object.values(counts).reduce((sum, count) => sum + Number(count), 0)).toBeGreaterThan(0);
    await saveScreenshot(page, 'preview-dialog');
  }, 90_000);

  it('sends a signed-out visitor from /dashboard to the landing page', async () => {
    page = await session.openPage();
    await page.goto('/dashboard');
    await page.waitForURL(`${session.product.baseUrl}/`);
    await page.getByText('What are you uploading?').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the 404 page on an unknown path', async () => {
    page = await session.openPage();
    // Any unknown path a signed-out visitor types goes home; /document/ is the one that shows the 404.
    await page.goto('/document/404');
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await saveScreenshot(page, 'not-found');
  });

  it('shows the auth and pricing screens', async () => {
    page = await session.openPage();
    await page.goto('/auth');
    await page.getByText('Welcome Back').waitFor();
    await saveScreenshot(page, 'auth');
    await page.goto('/pricing');
    await page.getByText('$9.99').first().waitFor();
    await saveScreenshot(page, 'pricing');
  });
});

/** The number shown under one labelled statistic of the preview (e.g. 'High Risks'). */
function statValue(dialog: Locator, label: string): Promise<string> {
  return dialog.locator(`div:has(> dt:text-is("${label}")) > dd`).innerText();
}

async function riskCounts(dialog: Locator): Promise<Record<'High' | 'Medium' | 'Low', string>> {
  const [high, medium, low] = await Promise.all(
    ['High Risks', 'Medium Risks', 'Low Risks'].map(async (label) => (await statValue(dialog, label)).trim()),
  );
  return { High: high ?? '', Medium: medium ?? '', Low: low ?? '' };
}
