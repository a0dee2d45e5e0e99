import { readFile } from 'node:fs/promises';
import { insertGeneratedDocument } from '@doclens/db';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings } from './harness/axe-in-page';
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

const SHARED_HTML = '<h1>Joint Venture Agreement</h1><p>The parties agree as follows.</p>';
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

    // The browser's Back with unsaved changes asks first: refused, the edit stays; accepted, Back goes on.
    await editorArea(page).locator('h1').first().click({ clickCount: 3 });
    await page.keyboard.type('Unsaved heading');
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    await expect.poll(() => editorArea(page).locator('h1').first().textContent()).toBe('Unsaved heading');
    expect(page.url()).toBe(editorUrl);
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    expect(await asked).toBe('You have unsaved changes. Leave without saving?');
    await page.waitForURL(/\/documents\?filter=generated$/);
    await page.goto(editorUrl);
    await editorArea(page).locator('h1').first().waitFor();

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

  it('marks the chosen template, says a screenplay comes as an outline to complete, and names it when made', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'pro' });
    await page.goto('/template-generator');
    const screenplay = page.getByRole('button', { name: 'Screenplay' });
    await screenplay.click();
    expect(await screenplay.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Essay' }).getAttribute('aria-pressed')).toBe('false');
    await page.getByText('Screenplay gives an outline to complete, not a finished text', { exact: false }).waitFor();
    const serious = (await axeFindings(page)).filter((finding) =>
      ['serious', 'critical'].includes(finding.impact ?? ''),
    );
    expect(serious).toEqual([]);
    await page.getByLabel('Title', { exact: true }).fill('Low Tide');
    await saveScreenshot(page, 'generator-outline-note');
    await page.getByRole('button', { name: 'Generate Document' }).click();
    await toast(page, 'Your screenplay outline has been created.').waitFor();
  });

  // Real-time collaboration: two enterprise users, each in their own browser context, edit one
  // generated document at once.
  it('shares a document by email; each editor sees the other’s text and caret; revoking cuts the other off', async () => {
    const ownerPage = await session.openPage();
    const editorPage = await session.openPage();
    const owner = await signInNewUser(ownerPage, session.product, { plan: 'enterprise', name: 'Olivia Owner' });
    const editor = await signInNewUser(editorPage, session.product, { plan: 'enterprise', name: 'Ben Editor' });
    const document = await insertGeneratedDocument(session.product.database.db, {
      ownerId: owner.id,
      title: 'Joint venture',
      documentType: 'Joint Venture Agreement',
      templateId: null,
      parameters: {},
      generatedContent: SHARED_HTML,
      countedAt: null,
    });
    const url = `/generated-document-editor/${document.id}`;

    await ownerPage.goto(url);
    await ownerPage.getByRole('button', { name: 'Share' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Share this document' });
    await dialog.getByText('Only you have access to this document.').waitFor();
    await dialog.getByLabel('Email', { exact: true }).fill(editor.email);
    await dialog.getByLabel('Access', { exact: true }).selectOption('edit');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByText(`${editor.email} · Can edit`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await editorPage.goto('/documents');
    await editorPage
      .getByRole('region', { name: 'Shared with you' })
      .getByRole('link', { name: 'Joint venture' })
      .click();
    await editorPage.waitForURL(new RegExp(`${url}$`));
    for (const page of [ownerPage, editorPage]) {
      await page.getByTestId('collaboration-status').getByText('Live', { exact: false }).waitFor();
      await expect.poll(() => editorArea(page).textContent()).toContain('The parties agree as follows.');
    }

    await editorArea(ownerPage).locator('p').first().click();
    await ownerPage.keyboard.press('End');
    await ownerPage.keyboard.type(' Olivia wrote this.');
    await editorArea(editorPage).locator('h1').first().click();
    await editorPage.keyboard.press('End');
    await editorPage.keyboard.type(' (draft by Ben)');

    await expect.poll(() => editorArea(editorPage).textContent()).toContain('Olivia wrote this.');
    await expect.poll(() => editorArea(ownerPage).textContent()).toContain('(draft by Ben)');
    await editorArea(ownerPage).locator('.collaboration-caret-label', { hasText: 'Ben Editor' }).waitFor();
    await editorArea(editorPage).locator('.collaboration-caret-label', { hasText: 'Olivia Owner' }).waitFor();
    // The same document on both sides, once the other's caret label is left out.
    const withoutCarets = (page: Page) =>
      editorArea(page).evaluate((element) => {
        const copy = element.cloneNode(true) as typeof element;
        for (const caret of copy.querySelectorAll('.collaboration-caret')) caret.remove();
        return copy.textContent;
      });
    expect(await withoutCarets(ownerPage)).toBe(await withoutCarets(editorPage));
    await saveScreenshot(ownerPage, 'generated-document-collaboration');

    await ownerPage.getByRole('button', { name: 'Share' }).click();
    await ownerPage.getByRole('button', { name: `Revoke access for ${editor.email}` }).click();
    await ownerPage
      .getByRole('dialog', { name: 'Share this document' })
      .getByText('Only you have access to this document.')
      .waitFor();
    await editorPage.getByRole('alert').getByText('Your access to this document has ended', { exact: false }).waitFor();
  }, 90_000);

  it('tells an editor signed out elsewhere that the session ended, instead of offering to merge later', async () => {
    const page = await session.openPage();
    const owner = await signInNewUser(page, session.product, { plan: 'enterprise', name: 'Sam Solo' });
    const document = await insertGeneratedDocument(session.product.database.db, {
      ownerId: owner.id,
      title: 'Supply terms',
      documentType: 'Supply Agreement',
      templateId: null,
      parameters: {},
      generatedContent: SHARED_HTML,
      countedAt: null,
    });
    await page.goto(`/generated-document-editor/${document.id}`);
    await page.getByTestId('collaboration-status').getByText('Live', { exact: false }).waitFor();

    // Another tab of the same browser signs out: the session cookie is the same.
    const loggedOut = await page.evaluate(async () => (await fetch('/api/auth/logout', { method: 'POST' })).status);
    expect(loggedOut).toBeLessThan(300);

    await page.getByRole('alert').getByText('You have been signed out.', { exact: false }).waitFor();
    expect(await editorArea(page).getAttribute('contenteditable')).toBe('false');
  }, 60_000);
});
