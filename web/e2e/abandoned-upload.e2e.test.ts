import type { DashboardStats } from '@doclens/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { signInNewUser } from './harness/signed-in-user';
import { writtenContractPdf } from './harness/written-contract';

async function monthlyUsed(page: Page): Promise<number> {
  const stats = (await (await page.request.get('/api/dashboard/stats')).json()) as DashboardStats;
  return stats.monthlyUsage.used;
}

/** Spec part 2 §2: an upload left on the type-selection step without a type is deleted. */
describe('an upload left on the type-selection step, in the browser', () => {
  const session = useBrowserSession();

  it('is deleted when the user leaves by a navigation link, and the month is given back', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'free' });
    await page.goto('/dashboard');
    await page.getByLabel('PDF file').setInputFiles(writtenContractPdf());
    await page.waitForURL(/\/document-type-selection\/\d+$/);
    const documentId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Choose your analysis' }).waitFor();
    expect(await monthlyUsed(page)).toBe(1);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Documents', exact: true })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Document Dashboard' }).waitFor();

    await expect
      .poll(async () => (await page.request.get(`/api/documents/${documentId}`)).status(), { timeout: 15_000 })
      .toBe(404);
    expect(await monthlyUsed(page)).toBe(0);
    // The free month's one upload is there to use again.
    await page.goto('/dashboard');
    await page.getByText('Drag and drop your document here').waitFor();
    expect(await page.getByText('Monthly upload limit reached').count()).toBe(0);
  }, 90_000);
});
