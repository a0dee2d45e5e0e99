import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_MISSING, chromiumInstalled } from './harness/browser';
import { useBrowserSession } from './harness/browser-session';
import { type HeldQueue, heldQueue } from './harness/held-queue';
import { problemsOf } from './harness/page-checks';
import { analysedDocument, signInNewUser, startAnalysis } from './harness/signed-in-user';
import { type PdfFile, writtenContractPdf } from './harness/written-contract';

const WIDTHS = [1280, 390] as const;
/** The words the product uses for a document with one other before it in the extraction queue. */
const ONE_AHEAD = 'Waiting for a free worker: 1 document ahead of yours';
const NEXT_IN_LINE = 'Next in line for a free worker';
const SUITE = 'a document waiting for a free worker, at 1280 and 390 px';

/**
 * Issue 36 item 1: while every extraction worker is busy, the owner of a document sees where it
 * stands in the line, on step 2, on its page and on the dashboard; once a worker is free the same
 * page moves on by itself. The extraction queue is held (paused) rather than filled with slow work,
 * so the line is exactly the two documents of the test, however fast this machine is.
 */
describe.skipIf(!chromiumInstalled)(chromiumInstalled ? SUITE : `${SUITE} (${CHROMIUM_MISSING})`, () => {
  const session = useBrowserSession();
  let extraction: HeldQueue;

  beforeAll(() => {
    extraction = heldQueue(session.product, 'extraction');
  });
  afterAll(async () => {
    await extraction.close();
  });

  for (const width of WIDTHS) {
    it(`says how many documents are ahead, then moves on, at ${width} px`, async () => {
      // The line holds exactly this test's two documents, whatever an earlier test left in it.
      await extraction.emptied();
      await extraction.hold();
      const page = await session.openPage();
      await page.setViewportSize({ width, height: 900 });
      // Pro: two uploads in a month.
      await signInNewUser(page, session.product, { plan: 'pro' });
      const first = writtenContractPdf(`first-in-line-${width}.pdf`);
      const second = writtenContractPdf(`second-in-line-${width}.pdf`);

      // The first document, sent through the API, is ahead of the second in the line.
      const firstId = await uploadWritten(page, session.product.baseUrl, first);
      await startAnalysis(page, session.product, firstId, 'contract', { role: 'client' });

      await page.goto('/dashboard');
      await page.getByLabel('PDF file').setInputFiles(second);
      await page.waitForURL(/\/document-type-selection\/\d+$/);
      const secondId = Number(new URL(page.url()).pathname.split('/').pop());
      const extractionStatus = page.getByRole('status', { name: 'Text extraction' });
      await extractionStatus.getByText(ONE_AHEAD).waitFor();
      expect(await extractionStatus.textContent()).toContain('You can choose the analysis meanwhile.');
      expect(await pageProblems(page, 'step 2 while waiting')).toEqual([]);

      await page.getByText('Contract', { exact: true }).click();
      await page.getByLabel('Your Role').selectOption('client');
      await page.getByRole('button', { name: 'Analyze Document' }).click();
      await page.waitForURL(`${session.product.baseUrl}/document/${secondId}`);
      await expectWaitingOnDocumentPage(page);
      expect(await pageProblems(page, 'document page while waiting')).toEqual([]);

      await page.goto('/dashboard');
      const recent = page.getByRole('region', { name: 'Recent Documents' });
      const cardOf = (name: string) => recent.getByRole('listitem').filter({ hasText: name });
      await cardOf(second.name).getByRole('status').getByText(ONE_AHEAD).waitFor();
      await cardOf(first.name).getByRole('status').getByText(NEXT_IN_LINE).waitFor();
      expect(await pageProblems(page, 'dashboard while waiting')).toEqual([]);

      // Back on the second document's page, a free worker moves it on without a reload.
      await page.goto(`/document/${secondId}`);
      await expectWaitingOnDocumentPage(page);
      await extraction.release();
      await page.getByRole('tablist', { name: 'Analysis sections' }).waitFor({ timeout: 120_000 });
      expect(await page.getByText(ONE_AHEAD).count()).toBe(0);
      // The first document, ahead in the line, was read and analysed too.
      expect((await analysedDocument(page, firstId)).status).toBe('completed');
    }, 240_000);
  }
});

/** Sends the PDF as the upload panel does, for the signed-in user of this page; answers its id. */
async function uploadWritten(page: Page, origin: string, file: PdfFile): Promise<number> {
  const response = await page.request.post('/api/upload', { headers: { origin }, multipart: { file } });
  if (!response.ok()) throw new Error(`upload failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { documentId: number }).documentId;
}

async function expectWaitingOnDocumentPage(page: Page): Promise<void> {
  const status = page.getByRole('status').filter({ hasText: 'Step 1 of 3' });
  await status.getByText(ONE_AHEAD).waitFor();
  expect(await status.textContent()).toContain('Step 1 of 3: Extracting text from your document');
}

/** Every page check of the suite (axe, one h1, heading order, sideways scroll), the skip link aside. */
async function pageProblems(page: Page, name: string): Promise<string[]> {
  const { problems } = await problemsOf(page, name, { skipLink: false });
  return problems;
}
