import { describe, expect, it } from 'vitest';
import { createLocalAnswerer } from '../src/answer/local-answerer';

/**
 * A hosting agreement written for these tests (not from any corpus). Its customer duties run on as
 * one long passage, joined by semicolons, as schedules extracted from a PDF often are: the duty the
 * question asks about stands well past the first 320 characters a quote can show.
 */
const customerDuties = [
  'Customer Responsibilities. Customer shall provide IBM with remote access to the servers during the maintenance windows agreed in the run book',
  'Customer shall designate a technical contact who is available by telephone during business hours to approve configuration changes',
  'Customer shall keep its licences for any third party software installed on the managed servers current throughout the term',
  'Customer shall deliver its equipment to the hosting centre at its own cost and risk and shall label each item with its asset number',
  'Customer is responsible for obtaining and maintaining property insurance sufficient to cover the full replacement value of the Customer Equipment',
  'and Customer shall notify IBM of any change to its billing address within ten (10) days.',
].join('; ');

const pages = [
  {
    pageNumber: 1,
    text: [
      'HOSTING SERVICES AGREEMENT',
      'This Hosting Services Agreement is made on June 2, 2022 between Quarry Hosting Inc. ("IBM") and Linden Retail LLC ("Customer").',
      '1. Services. IBM shall host the Customer Equipment in its data centre and provide the managed services described in Schedule A.',
      '2. Fees. Customer shall pay the monthly fees set out in Schedule B within thirty (30) days of the invoice date.',
    ].join('\n'),
  },
  { pageNumber: 2, text: customerDuties },
];
const document = { documentType: 'contract' as const, pages };
const answerer = createLocalAnswerer();

describe('a long passage is quoted where it answers the question', () => {
  it('quotes the insurance duty that stands deep inside a run-on list of duties', async () => {
    for (const question of [
      'What insurance must a party maintain?',
      'Do we need to carry insurance?',
      'Is any insurance coverage required?',
    ]) {
      const result = await answerer.answer(question, document);
      expect(result.found, question).toBe(true);
      expect(result.citations[0]?.page, question).toBe(2);
      expect(result.citations[0]?.quote, question).toContain('obtaining and maintaining property insurance');
      expect(result.answer.split('\n')[0], question).toContain('obtaining and maintaining property insurance');
    }
  });
});
