import { describe, expect, it } from 'vitest';
import { clauseEvidence } from '../src/local/contract/clause-quote';

// Sentences written for these tests: a lettered item run into the text before it, where the text layer lost
// the line break (an address block, then "B. This Agreement …"), is quoted from its own start.
function span(text: string) {
  return { text, page: 3, start: 40, end: 40 + text.length };
}

describe('a clause run into the text before it', () => {
  it('is quoted from its own item, not from the address block before it', () => {
    const text =
      'Attention: Chief Executive Officer 12 Harbour Road Suite 4 Portland, OR 97201 United States   B. Any dispute between the Parties will be settled by binding arbitration in Seattle, Washington.';
    const evidence = clauseEvidence(span(text), text.indexOf('arbitration'));
    expect(evidence.quote).toBe(
      'B. Any dispute between the Parties will be settled by binding arbitration in Seattle, Washington.',
    );
    expect(evidence.page).toBe(3);
  });

  it('keeps a sentence whole when a figure follows a wide space inside it', () => {
    const text =
      'Pelican shall pay each invoice within   30 Days of receipt, by bank transfer to the account Northwind names.';
    expect(clauseEvidence(span(text), text.indexOf('pay')).quote).toBe(text);
  });
});
