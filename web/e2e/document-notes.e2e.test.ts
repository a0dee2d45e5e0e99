import { readFile } from 'node:fs/promises';
import type { ContractAnalysis } from '@doclens/api';
import { SHIPPED_CONTRACT } from '@doclens/testing/shipped-documents';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { saveScreenshot } from './harness/screenshots';
import { signInNewUser, uploadAndAnalyse } from './harness/signed-in-user';

/** The report is read as rendered text, where line breaks inside a quote become spaces. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A Pro user's analysed contract: notes kept in the browser across reloads, the HTML export and the shared link. */
describe('notes, export and share on the document view', () => {
  const session = useBrowserSession();

  const notesCard = (page: Page) => page.getByRole('list', { name: 'Notes' });
  const noteItem = (page: Page, text: string) => notesCard(page).getByRole('listitem').filter({ hasText: text });

  /** Radix also announces a toast in a hidden live region; the visible one is in the notifications list. */
  const toast = (page: Page, title: string) =>
    page.getByRole('region', { name: 'Notifications (F8)' }).getByText(title, { exact: true });

  async function openNotesTab(page: Page): Promise<void> {
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByText('Notes & Comments').waitFor();
  }

  async function addNote(page: Page, text: string): Promise<void> {
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page.getByLabel('New note').fill(text);
    await page.getByRole('button', { name: 'Save Note' }).click();
    await noteItem(page, text).waitFor();
  }

  it('keeps notes across reloads, exports the findings as HTML and copies the link', async () => {
    const page = await session.openPage();
    const { product } = session;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.baseUrl });
    await signInNewUser(page, product, { plan: 'pro' });
    const document = await uploadAndAnalyse(page, product, SHIPPED_CONTRACT.small, 'contract', { role: 'client' });
    const analysis = document.analysis as unknown as ContractAnalysis;
    const finding = analysis.keyFindings.find((item) => item.quotedText && item.evidence);
    expect(finding, 'the fixture contract has a quoted finding').toBeDefined();

    await page.goto(`/document/${document.id}`);
    await page.getByRole('heading', { name: document.originalName }).waitFor();

    // Notes: add two, edit one (badge), reload, delete one, reload.
    await openNotesTab(page);
    await page.getByText('No notes yet').waitFor();
    await addNote(page, 'Ask about the termination clause');
    await addNote(page, 'Send to our lawyer');
    await noteItem(page, 'Ask about the termination clause').getByRole('button', { name: 'Edit note' }).click();
    await page.getByLabel('Updated note').fill('Ask them to remove the termination clause');
    await page.getByRole('button', { name: 'Update' }).click();
    const edited = noteItem(page, 'Ask them to remove the termination clause');
    await edited.getByText('edited', { exact: true }).waitFor();
    expect(await noteItem(page, 'Send to our lawyer').getByText('edited', { exact: true }).count()).toBe(0);

    await page.reload();
    await openNotesTab(page);
    await edited.getByText('edited', { exact: true }).waitFor();
    expect(await notesCard(page).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Send to our lawyer'),
      expect.stringContaining('Ask them to remove the termination clause'),
    ]);
    await saveScreenshot(page, 'document-notes');

    await noteItem(page, 'Send to our lawyer').getByRole('button', { name: 'Delete note' }).click();
    await toast(page, 'Note deleted').waitFor();
    await page.reload();
    await openNotesTab(page);
    await edited.waitFor();
    expect(await notesCard(page).getByRole('listitem').count()).toBe(1);

    // Export: a downloaded, standalone HTML report with the document's findings.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-analysis\.html$/);
    const html = await readFile(await download.path(), 'utf8');
    expect(html).not.toContain('<script');
    const reportPage = await page.context().newPage();
    await reportPage.setContent(html);
    const reportText = squeezed(await reportPage.locator('body').innerText());
    await reportPage.close();
    expect(reportText).toContain(document.originalName);
    expect(reportText).toContain('Key Findings & Red Flags');
    expect(reportText).toContain(squeezed(finding?.title ?? ''));
    expect(reportText).toContain(squeezed(`“${finding?.quotedText}”`));
    expect(reportText).toContain(`Page ${finding?.evidence?.page}`);
    await toast(page, 'Report exported').waitFor();

    // Share: the document's link in the clipboard.
    await page.getByRole('button', { name: 'Share' }).click();
    await toast(page, 'Link copied').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(
      `${product.baseUrl}/document/${document.id}`,
    );
  }, 240_000);
});
