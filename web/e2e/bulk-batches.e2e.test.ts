import type { BulkUploadDetail } from '@doclens/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings } from './harness/axe-in-page';
import { useBrowserSession } from './harness/browser-session';
import { signInNewUser } from './harness/signed-in-user';
import { writtenContractPdf } from './harness/written-contract';

/** A finished one-file extraction batch, made through the same API the bulk page calls. */
async function finishedBatch(page: Page, origin: string, name: string): Promise<number> {
  const created = await page.request.post('/api/bulk-uploads', {
    headers: { origin },
    data: { name, analysisType: 'data_extraction', extractionParameters: ['Governing Law'] },
  });
  if (!created.ok()) throw new Error(`batch refused: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const sent = await page.request.post(`/api/bulk-uploads/${id}/files`, {
    headers: { origin },
    multipart: { files: writtenContractPdf() },
  });
  if (!sent.ok()) throw new Error(`files refused: ${sent.status()} ${await sent.text()}`);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/bulk-uploads/${id}`)).json()) as BulkUploadDetail).status, {
      timeout: 60_000,
      interval: 250,
    })
    .toBe('completed');
  return id;
}

/** What an enterprise user downloads, and how they delete a batch, on the Bulk Upload page. */
describe('bulk batches in the browser', () => {
  const session = useBrowserSession();

  it('labels the file input for screen readers (no critical axe finding on the upload step)', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'enterprise' });
    await page.goto('/bulk-upload');
    await page.getByRole('heading', { name: '1. Upload PDFs' }).waitFor();

    const critical = (await axeFindings(page)).filter((finding) => finding.impact === 'critical');
    expect(critical).toEqual([]);
    // The hidden input the Choose Files button opens is what a screen reader reaches.
    await page.getByLabel('PDF files to analyse').waitFor({ state: 'attached' });
  });

  it('downloads the results as name.csv and name.xlsx, not as PDFs', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'enterprise' });
    await finishedBatch(page, session.product.baseUrl, 'Supplier contracts');

    await page.goto('/bulk-upload');
    await page.getByRole('button', { name: 'Supplier contracts', exact: true }).click();
    await page.getByRole('heading', { name: 'Results: Supplier contracts' }).waitFor();

    for (const [link, expected] of [
      ['Download CSV', 'Supplier contracts.csv'],
      ['Download XLSX', 'Supplier contracts.xlsx'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: link }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(expected);
    }
  }, 120_000);

  it('asks before deleting a batch, and the question can be answered with the keyboard', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'enterprise' });
    await finishedBatch(page, session.product.baseUrl, 'Leases to keep');

    await page.goto('/bulk-upload');
    const batchButton = page.getByRole('button', { name: 'Leases to keep', exact: true });
    await batchButton.waitFor();

    // Changing one's mind keeps the batch.
    await page.getByRole('button', { name: 'Delete Leases to keep' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete "Leases to keep"?' });
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await batchButton.count()).toBe(1);
    expect((await page.request.get('/api/bulk-uploads')).ok()).toBe(true);

    // Confirming by keyboard alone deletes it.
    await page.getByRole('button', { name: 'Delete Leases to keep' }).focus();
    await page.keyboard.press('Enter');
    await question.waitFor();
    await question.getByRole('button', { name: 'Delete batch' }).focus();
    await page.keyboard.press('Enter');
    // While the dialog is open the page behind it is hidden from the accessibility tree, so the batch's
    // button reads as detached before the deletion is done: the dialog closes once the server has answered.
    await question.waitFor({ state: 'detached' });
    await batchButton.waitFor({ state: 'detached' });
    const list = (await (await page.request.get('/api/bulk-uploads')).json()) as { bulkUploads: { name: string }[] };
    expect(list.bulkUploads.map((batch) => batch.name)).not.toContain('Leases to keep');
  }, 120_000);
});
