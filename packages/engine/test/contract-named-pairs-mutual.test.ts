import { describe, expect, it } from 'vitest';
import { readClause } from '../src/local/contract/clause-reading';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests. Without parties read from the preamble, the names are only words.
describe('two named parties as the subject bind both', () => {
  it.each([
    'Reseller and Supplier shall each keep the terms of this Agreement confidential.',
    'The Reseller and the Supplier shall comply with all applicable laws.',
    'Both Supplier and Reseller shall maintain commercial general liability insurance.',
    'Licensor and Licensee shall indemnify each other against third-party claims arising from their own negligence.',
    'During the term, Licensor and Licensee will not solicit the employees of the other.',
  ])('"%s" is mutual', (sentence) => {
    const reading = readClause(sentence, []);
    expect(reading.mutual).toBe(true);
    expect(reading.direction?.obligor.kind).toBe('mutual');
  });

  it.each([
    'Supplier shall indemnify Reseller and its customers against third-party claims.',
    'The Products and Services shall conform to the specifications in Exhibit B.',
  ])('"%s" stays one-sided', (sentence) => {
    expect(readClause(sentence, []).mutual).toBe(false);
  });

  it('a mutual indemnity between undetected parties is told as binding both, not as one in the reader’s favour', async () => {
    const text = [
      'RESELLER AGREEMENT',
      'This agreement sets out the terms on which the reseller may resell the supplier’s software.',
      'Reseller shall pay Supplier the license fees set out in Exhibit A within thirty (30) days of invoice.',
      'Reseller and Supplier shall indemnify each other against third-party claims arising from their own negligence.',
      'This Agreement shall be governed by the laws of the State of Ohio.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const indemnity = result.keyFindings.find((finding) => finding.title === 'Indemnification');
    expect(indemnity?.description).toMatch(/both parties/iu);
  });
});
