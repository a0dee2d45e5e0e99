import { describe, expect, it } from 'vitest';
import { passagesOf } from '../local/retrieval/passage-index';
import { prepareDocumentText } from '../text/document-text';
import { listReadings, withFirstItem } from './list-lead-ins';
import { createLocalAnswerer } from './local-answerer';

// A distribution agreement written for these tests (not from any corpus) whose clauses are lists: the
// lead-in says who is bound and when, the items say to what.
const pages = [
  {
    pageNumber: 1,
    text: [
      'DISTRIBUTION AGREEMENT',
      'This Distribution Agreement is made by and between Juniper Valves Ltd (the "Supplier") and Osprey Trading LLC (the "Distributor").',
      '2. Appointment. The Supplier appoints the Distributor as its distributor of the Products in the Territory.',
      '8. Restrictions. During the term of this Agreement, the Distributor shall not:',
      "(a) appoint any sub-distributor without the Supplier's prior written consent;",
      '(b) act as agent for any person for any goods which are competitive with the Products; or',
      '(c) remove or alter any label or marking on the Products.',
      '9. Prices. The Distributor shall pay the prices in Schedule B within thirty (30) days of invoice.',
    ].join('\n'),
  },
  {
    pageNumber: 2,
    text: [
      '12.1 Either party may terminate this agreement if the other commits a material breach and fails to remedy it within thirty (30) days.',
      "12.2 At the Supplier's option, on termination of this agreement:",
      '(a) the Supplier may buy back from the Distributor all stocks of Products at their current market value; and',
      '(b) the Distributor shall return all price lists and promotional material to the Supplier.',
      '13. Governing law. This agreement is governed by the laws of England.',
    ].join('\n'),
  },
];
const document = { documentType: 'contract' as const, pages };
const answerer = createLocalAnswerer();

describe('list items read with their lead-in', () => {
  const passages = passagesOf(prepareDocumentText(pages).sentences);
  const indexOf = (words: string) => passages.findIndex((passage) => passage.text.includes(words));

  it('gives each item the lead-in that introduces its list, and no lead-in to a later provision', () => {
    const readings = listReadings(passages);
    expect(readings.get(indexOf('competitive with the Products'))?.text).toMatch(
      /^During the term .*shall not: \(b\) act/u,
    );
    expect(readings.get(indexOf('buy back from the Distributor'))?.text).toMatch(
      /^12\.2 .*agreement: \(a\) the Supplier/u,
    );
    expect(readings.has(indexOf('9. Prices.'))).toBe(false);
    expect(readings.has(indexOf('13. Governing law.'))).toBe(false);
  });

  it('quotes a lead-in together with its first item, verbatim from the page', () => {
    const leadIn = passages[indexOf('on termination of this agreement:')];
    expect(leadIn).toBeDefined();
    if (!leadIn) return;
    const quoted = withFirstItem(leadIn, passages, pages);
    expect(quoted.text).toContain('the Supplier may buy back from the Distributor');
    expect(pages[1]?.text).toContain(quoted.text);
  });

  it('finds a non-compete stated as an item of a list of things the distributor shall not do', async () => {
    const result = await answerer.answer('Is there a non-compete clause?', document);
    expect(result.found).toBe(true);
    expect(
      result.citations.slice(0, 3).some((citation) => citation.quote.includes('competitive with the Products')),
    ).toBe(true);
  });

  it('answers what happens after termination with the listed obligations', async () => {
    const result = await answerer.answer('What must the parties do after the agreement ends?', document);
    expect(result.found).toBe(true);
    expect(
      result.citations.slice(0, 3).some((citation) => citation.quote.includes('buy back from the Distributor')),
    ).toBe(true);
  });
});
