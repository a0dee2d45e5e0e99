import type { DocumentListItem } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { signInNewUser } from './harness/signed-in-user';
import { writtenContractPdf } from './harness/written-contract';

/** A visitor's preview moves into the account they sign up for and counts there: the app says so. */
describe('the document tried before signing up, in the browser', () => {
  const session = useBrowserSession();

  it('is named, with a link to it, where a new free user meets the monthly limit', async () => {
    const page = await session.openPage();
    await page.goto('/');
    await page.getByText('What are you uploading?').waitFor();
    const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/upload');
    await page.getByLabel('PDF file').setInputFiles(writtenContractPdf());
    expect((await uploaded).ok()).toBe(true);
    await page
      .getByText('Processing your document...')
      .or(page.getByRole('dialog').getByText('Analysis Complete!'))
      .first()
      .waitFor();

    // Signing in in this browser moves the preview into the new account, where it counts.
    await signInNewUser(page, session.product, { plan: 'free' });
    const { documents } = (await (await page.request.get('/api/documents?limit=1000')).json()) as {
      documents: DocumentListItem[];
    };
    expect(documents).toHaveLength(1);
    const preview = documents[0] as DocumentListItem;

    await page.goto('/dashboard');
    await page.getByText('Monthly upload limit reached').waitFor();
    await page
      .getByText("The document you tried before signing up is in your account and counts as this month's upload.")
      .waitFor();
    const link = page.getByRole('link', { name: `Open ${preview.originalName}` });
    expect(await link.getAttribute('href')).toBe(`/document/${preview.id}`);
    await link.click();
    await page.waitForURL(`${session.product.baseUrl}/document/${preview.id}`);
  }, 90_000);
});
