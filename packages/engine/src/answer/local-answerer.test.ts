import { readFileSync } from 'node:fs';
import { SHIPPED_CONTRACT } from '@doclens/testing/shipped-documents';
import { describe, expect, it } from 'vitest';
import { contractPages } from '../../training/corpus-contracts';
import { createLocalAnswerer } from './local-answerer';
import { questionIntent } from './question-intent';

const pages = contractPages(readFileSync(SHIPPED_CONTRACT.distributorText, 'utf8'));
const document = { documentType: 'contract' as const, pages };
const answerer = createLocalAnswerer();

function onItsPage(citation: { page: number; quote: string }): boolean {
  return pages.find((page) => page.pageNumber === citation.page)?.text.includes(citation.quote) ?? false;
}

describe('local answers', () => {
  it('answers the governing law from the contract, citing the clause on its page', async () => {
    const result = await answerer.answer('Which law governs this agreement?', document);
    expect(result.found).toBe(true);
    expect(result.answer).toContain('Germany');
    expect(result.citations[0]?.quote).toContain('governed by');
    expect(result.citations.every(onItsPage)).toBe(true);
  });

  it('says the document does not say, offering only related passages, when it has no such clause', async () => {
    const result = await answerer.answer('Is source code held in escrow?', document);
    expect(result.found).toBe(false);
    expect(result.answer).toMatch(/^This document does not seem to say whether source code is held in escrow\./);
    expect(result.citations.every(onItsPage)).toBe(true);
  });

  it('answers a question no rule knows from the passages that cover it', async () => {
    const result = await answerer.answer('How is the purchase price paid, by wire transfer?', document);
    expect(result.found).toBe(true);
    expect(result.citations.some((citation) => citation.quote.includes('wire transfer'))).toBe(true);
  });

  it('refuses a question about something the contract never mentions', async () => {
    const result = await answerer.answer('What colour is the sky over the office?', document);
    expect(result.found).toBe(false);
    expect(result.answer).toContain('does not seem to say');
  });

  it('cites the sentence stating when the agreement takes effect, quoted where it says so', async () => {
    const result = await answerer.answer('When does this agreement take effect?', document);
    expect(result.found).toBe(true);
    expect(result.citations.some((citation) => citation.quote.includes('June 8, 2010 ("Effective Date")'))).toBe(true);
    expect(result.citations.every(onItsPage)).toBe(true);
  });

  it('recognises what a question asks about, not a word it merely uses', () => {
    const asked = (question: string) => questionIntent('contract', question)?.category;
    expect(asked('Who are the parties to this agreement?')).toBe('Parties');
    expect(asked('Are the parties forbidden from disparaging each other?')).toBe('Non-Disparagement');
    expect(asked('Is revenue or profit shared between the parties?')).toBe('Revenue/Profit Sharing');
    expect(asked('Can third parties enforce this agreement as beneficiaries?')).toBe('Third Party Beneficiary');
    expect(asked('Is liability capped?')).toBe('Cap On Liability');
    expect(asked('How long does the warranty last?')).toBe('Warranty Duration');
    expect(asked('How long does this agreement last?')).toBe('Expiration Date');
  });
});
