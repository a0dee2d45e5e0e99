import { SHIPPED_CONTRACT } from '@doclens/testing/shipped-documents';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './harness/browser-session';
import { evidenceHighlights, withoutWhitespace } from './harness/evidence-highlights';
import { saveScreenshot } from './harness/screenshots';
import { signInNewUser, uploadAndAnalyse } from './harness/signed-in-user';

async function askQuestion(page: Page, question: string): Promise<void> {
  const box = page.getByLabel('Ask a question about this document');
  await box.fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  // The box is cleared when the answer arrives; an earlier question's toast may still be showing.
  await expect.poll(() => box.inputValue(), { timeout: 20_000 }).toBe('');
  await page.getByText('Question answered').first().waitFor();
}

describe('Ask AI in the browser', () => {
  const session = useBrowserSession();

  it('a pro user asks two questions about a real contract and a citation shows its passage highlighted', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'pro' });
    const document = await uploadAndAnalyse(page, session.product, SHIPPED_CONTRACT.small, 'contract', {
      role: 'client',
    });
    await page.goto(`/document/${document.id}?tab=chat`);

    await askQuestion(page, 'Which law governs this agreement?');
    await askQuestion(page, 'Who owns the intellectual property?');

    const list = page.getByRole('list', { name: 'Questions and answers' });
    const items = list.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    // Newest first.
    await items.nth(0).getByText('Who owns the intellectual property?').waitFor();
    const lawAnswer = items.nth(1);
    await lawAnswer
      .getByText(/British Columbia/)
      .first()
      .waitFor();

    const citation = lawAnswer.getByRole('button', { name: /^Show on page \d+:/ }).first();
    const label = (await citation.getAttribute('aria-label')) ?? '';
    const [, pageNumber, quote] = /^Show on page (\d+): ([\s\S]*)$/.exec(label) ?? [];
    if (!pageNumber || !quote) throw new Error(`unexpected citation label: ${label}`);
    await citation.click();

    const { marks } = await evidenceHighlights(page);
    for (const mark of marks) expect(mark.page).toBe(pageNumber);
    expect(withoutWhitespace(marks.map((mark) => mark.text).join(''))).toBe(withoutWhitespace(quote));
    await saveScreenshot(page, 'ask-ai-citation');
  });

  it('a free user sees the upgrade prompt instead of the question box', async () => {
    const page = await session.openPage();
    await signInNewUser(page, session.product, { plan: 'free' });
    const document = await uploadAndAnalyse(page, session.product, SHIPPED_CONTRACT.small, 'contract', {
      role: 'client',
    });
    await page.goto(`/document/${document.id}?tab=chat`);
    await page.getByRole('heading', { name: 'Available on Pro and Enterprise plans' }).waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade to Ask AI Questions' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByLabel('Ask a question about this document').count()).toBe(0);
  });
});
