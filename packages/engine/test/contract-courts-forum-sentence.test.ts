import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { quotesTitled, toldAboutLines } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * "Courts and venue" quotes the sentence that sets the forum for disputes under the agreement: not a consent to a
 * court that a notice or statement must contain (a copyright counter-notice, a complaint form), which a party makes
 * in that document, not in the agreement. A forum that binds only a class of party (merchants, businesses, those
 * based in a region) is told with its condition. Terms of made-up services, written for these tests.
 */
async function terms(...clauses: string[]): Promise<ContractAnalysis> {
  return analyzeContractLines([
    'QUILLMARK TERMS OF USE',
    'These Terms of Use are an agreement between you and Quillmark Media LLC ("Quillmark", "we" or "us").',
    '1. The Service. We host blogs and newsletters written by our users.',
    ...clauses.map((clause, index) => `${index + 2}. ${clause}`),
  ]);
}

const COUNTER_NOTICE_SENTENCE =
  'Counter-notices. If you think your post was removed by mistake, you may send us a counter-notice containing: (a) your name and address; (b) a description of the removed post; (c) a statement that you consent to the jurisdiction of the federal district court for the district where you live, and that you will accept service from the person who complained; and (d) your signature.';
const COUNTER_NOTICE_LINES = [
  'Counter-notices. A counter-notice you send us must include the following:',
  '(i) identification of the material removed and where it appeared;',
  '(ii) your statement that you agree to the jurisdiction of the courts of the county where your address is located;',
  '(iii) your physical or electronic signature.',
];
const FORUM =
  'Disputes. Any claim arising out of these Terms shall be brought only in the state or federal courts located in Travis County, Texas.';
const FORUM_EXCLUSIVE =
  'Venue. The courts of Multnomah County, Oregon shall have exclusive jurisdiction over any dispute relating to these Terms.';

describe('a consent to a court that a notice must contain', () => {
  it('is not quoted over the sentence that sends disputes to the chosen courts, one sentence or listed items', async () => {
    for (const [notice, forum] of [
      [[COUNTER_NOTICE_SENTENCE], FORUM],
      [COUNTER_NOTICE_LINES, FORUM_EXCLUSIVE],
      [[COUNTER_NOTICE_SENTENCE], FORUM_EXCLUSIVE],
    ] as const) {
      const quotes = quotesTitled(await terms(...notice, forum), 'Courts and venue');
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) expect(quote).not.toMatch(/statement that you/u);
      for (const quote of quotes) expect(quote).toMatch(/Travis County|Multnomah County/u);
    }
  });

  it('sets no forum for the agreement when the terms name none', async () => {
    expect(quotesTitled(await terms(COUNTER_NOTICE_SENTENCE), 'Courts and venue')).toEqual([]);
    expect(quotesTitled(await terms(...COUNTER_NOTICE_LINES), 'Courts and venue')).toEqual([]);
  });
});

describe('a forum that binds only some parties', () => {
  const conditional = [
    'Jurisdiction. Provided the Customer is a merchant or a legal entity under public law, the exclusive place of jurisdiction shall be Hamburg, Germany.',
    'Jurisdiction. If you are a business customer, all disputes arising from these Terms shall be brought exclusively in the courts of Vienna, Austria.',
    'Jurisdiction. Where the Subscriber is acting in the course of a trade, the courts of Dublin, Ireland shall have exclusive jurisdiction over any dispute under these Terms.',
  ];

  it('is told with its condition, not as binding every reader', async () => {
    for (const clause of conditional) {
      const told = toldAboutLines(await terms(clause), 'Courts and venue').join('\n');
      expect(told).not.toBe('');
      expect(told).toMatch(/only (?:if|where)/iu);
      expect(told).not.toMatch(/^Courts and venue: A dispute must be brought in the courts it names/mu);
    }
  });

  it('names the condition it is bound by', async () => {
    const told = toldAboutLines(await terms(conditional[1] ?? ''), 'Courts and venue').join('\n');
    expect(told).toMatch(/you are a business customer/u);
  });

  it('is told plainly when it binds every party', async () => {
    const told = toldAboutLines(await terms(FORUM), 'Courts and venue').join('\n');
    expect(told).toMatch(/A dispute must be brought in the courts it names/u);
    expect(told).not.toMatch(/only (?:if|where)/iu);
  });
});
