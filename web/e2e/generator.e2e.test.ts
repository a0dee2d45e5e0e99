import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { saveScreenshot } from './harness/screenshots';
import { signInNewUser } from './harness/signed-in-user';

const NDA_VALUES: Record<string, string> = {
  'Disclosing Party': 'Acme Ltd',
  'Receiving Party': 'Beta LLC',
  'Your Party': 'Acme Ltd',
  Mutual: 'Yes',
  Purpose: 'evaluating a joint product launch',
  'Effective Date': '1 March 2026',
  'Confidentiality Period': '3 years',
  'Governing Law': 'England and Wales',
};

const NEW_HEADING = 'Acme and Beta Confidentiality Agreement';
const NEW_PARAGRAPH = 'This paragraph was rewritten in the editor by Acme.';

/** Radix also announces a toast in a hidden live region; the visible one is in the notifications list. */
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(title, { exact: true });

const editorArea = (page: Page) => page.getByRole('textbox', { name: 'Document content' });

/** A Pro user's generated NDA: generated, edited, saved, reloaded, downloaded as PDF and analysed. */
describe('the document generator in the browser', () => {
  const session = useBrowserSession();

  it('generates an NDA, keeps an edited heading and paragraph, downloads a real PDF and analyses it', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'pro' });

    await page.goto('/template-generator');
    await page.getByRole('button', { name: 'Non-Disclosure Agreement' }).click();
    for (const [label, value] of Object.entries(NDA_VALUES)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Generate Document' }).click();
    await page.waitForURL(/\/documents\?filter=generated$/);

    await page.getByRole('link', { name: /Non-Disclosure Agreement/ }).click();
    await page.waitForURL(/\/generated-document-editor\/\d+$/);
    const editorUrl = page.url();
    await editorArea(page).locator('h1').first().waitFor();
    await expect.poll(() => editorArea(page).textContent()).toContain('Beta LLC');

    // Triple-click selects the whole block; typing replaces it.
    await editorArea(page).locator('h1').first().click({ clickCount: 3 });
    await page.keyboard.type(NEW_HEADING);
    await editorArea(page).locator('p').first().click({ clickCount: 3 });
    await page.keyboard.type(NEW_PARAGRAPH);
    await page.keyboard.press('Control+s');
    await toast(page, 'Document Saved').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    await page.goto(editorUrl);
    await editorArea(page).locator('h1').first().waitFor();
    expect(await editorArea(page).locator('h1').first().textContent()).toBe(NEW_HEADING);
    expect(await editorArea(page).locator('p').first().textContent()).toBe(NEW_PARAGRAPH);
    await saveScreenshot(page, 'generated-document-editor');

    await page.getByRole('button', { name: 'Download' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');

    await page.getByLabel('Analyze as').selectOption('client');
    await page.getByRole('button', { name: 'Analyze', exact: true }).click();
    await page.waitForURL(/\/document\/\d+\?source=generated$/);
    await page.getByRole('heading', { name: NEW_HEADING }).waitFor();
    await page.getByText('Critical issues found').waitFor();
    await saveScreenshot(page, 'generated-document-analysis');
  }, 90_000);
});
