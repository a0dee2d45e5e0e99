import { describe, expect, it } from 'vitest';
import { quotesTitled } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// An invented subscription agreement whose key-terms summary the contract says does not bind.
function agreement(summaryNote: string): string {
  return [
    'SOFTWARE SUBSCRIPTION AGREEMENT',
    'This Software Subscription Agreement is made as of April 2, 2025 by and between Harrowgate Analytics Inc., a Delaware corporation ("Provider"), and Mistral Bay Foods LLC, a California limited liability company ("Customer").',
    summaryNote,
    'Governing Law: This Agreement is governed by the laws of the State of California.',
    'Fees: payable annually in advance.',
    '1. Subscription. Provider shall make the Harrowgate platform available to Customer during the Term.',
    '2. Fees. Customer shall pay Provider an annual subscription fee of $18,000 within thirty (30) days of each invoice.',
    '3. Termination. Either party may terminate this Agreement if the other party materially breaches it and fails to cure within thirty (30) days.',
    '4. Governing Law. This Agreement and any dispute arising from it shall be governed by the laws of the State of California.',
  ].join('\n\n');
}

const NOT_BINDING =
  'Key Terms Summary. The summary below is for convenience only and is not legally binding; the terms of the Agreement govern.';

describe('the quote of a clause stated both in a non-binding summary and in the terms', () => {
  it('is the operative sentence in the terms, not the summary line', async () => {
    const result = await analyzeContractText(agreement(NOT_BINDING), { role: 'client', party: 'Mistral' });
    const quotes = quotesTitled(result, 'Governing law');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toMatch(/and any dispute arising from it/u);
  });

  it('may still be a headed line where the contract does not say the summary is not binding', async () => {
    const result = await analyzeContractText(agreement('Key Terms Summary.'), { role: 'client', party: 'Mistral' });
    expect(quotesTitled(result, 'Governing law').length).toBeGreaterThan(0);
  });
});

describe('the boilerplate on headings', () => {
  it('is no non-binding summary: the sentences after it are still quoted', async () => {
    const text = [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is made as of May 9, 2025 by and between Tarnwell Mills Ltd., an English company ("Client"), and Ossian Vale, an individual ("Consultant").',
      'Consultant shall advise Client on mill automation. Client shall pay Consultant $200 per hour within thirty (30) days of each invoice.',
      'The headings and the summary table are for convenience only and are not binding.',
      'This Agreement shall be governed by the laws of England and Wales.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client', party: 'Tarnwell' });
    expect(quotesTitled(result, 'Governing law').join(' ')).toMatch(/England and Wales/u);
  });
});
