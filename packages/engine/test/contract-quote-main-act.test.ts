import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { quotesTitled } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

/**
 * A clause's finding quotes the sentence doing the clause's own act: the grant of a licence, not the sentence
 * ending it; the sentence sending disputes to arbitration, not its fallback or a pointer to it; a bar on handing
 * the agreement on, not a bar on reselling the service. Standard terms of a made-up service, written for these tests.
 */
async function terms(...clauses: string[]): Promise<ContractAnalysis> {
  const text = [
    'LANTERNLY TERMS OF SERVICE',
    'These Terms of Service (the "Terms") are an agreement between you and Lanternly Labs Inc. ("Lanternly", "we" or "us").',
    '1. The Service. We provide an online calendar service (the "Service") to registered users.',
    ...clauses.map((clause, index) => `${index + 2}. ${clause}`),
    `${clauses.length + 2}. Governing Law. These Terms are governed by the laws of the State of Delaware.`,
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client' });
}

const LICENCE_ENDS =
  'Breach. If you break any of these Terms, your license to use the Service ends at once and without notice.';
const LICENCE_GIVEN =
  'Licence. Lanternly licenses all its rights in the Service to you on these Terms for your personal use.';

describe('the licence grant', () => {
  it('is quoted from the sentence that licenses the service, not the one that ends the licence', async () => {
    const quotes = quotesTitled(await terms(LICENCE_ENDS, LICENCE_GIVEN), 'License grant');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toMatch(/licenses all its rights in the Service/u);
  });

  it('is not listed from a sentence that only ends the licence', async () => {
    expect(quotesTitled(await terms(LICENCE_ENDS), 'License grant')).toEqual([]);
  });
});

const NO_RESALE =
  'Personal use. You may not transfer, rent, resell or commercially exploit the Service or your access to it.';
const NO_ASSIGNMENT =
  'Assignment. You may not assign or transfer these Terms or your rights under them without our written consent.';

describe('assignment', () => {
  it('is not found in a bar on reselling or transferring the service itself', async () => {
    expect(quotesTitled(await terms(NO_RESALE), 'Assignment')).toEqual([]);
  });

  it('is quoted from the bar on handing the terms on', async () => {
    const quotes = quotesTitled(await terms(NO_RESALE, NO_ASSIGNMENT), 'Assignment');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toMatch(/assign or transfer these Terms/u);
  });
});

const ARBITRATION_POINTER = 'Risks. You may find yourself a party to arbitration under our dispute policy.';
const WHAT_COURTS_DO =
  'Courts abroad. Courts in other countries will often refer such cases to arbitration under their own laws.';
const COURT_FALLBACK =
  'Fallback. If the waiver of class actions below is held unenforceable, neither party may demand arbitration and all claims will be heard in the courts of Delaware; you and Lanternly waive any right to a class action.';
const SENDS_TO_ARBITRATION =
  'Disputes. Any dispute arising out of these Terms shall be finally resolved by binding arbitration in Wilmington, Delaware.';
const ADMINISTERED_BY_JAMS =
  'Disputes. Any dispute arising out of these Terms shall be finally resolved through confidential proceedings administered by JAMS under its Streamlined Rules.';

describe('arbitration', () => {
  it('is quoted from the sentence sending disputes to arbitration, not a pointer or a court fallback', async () => {
    const quotes = quotesTitled(
      await terms(ARBITRATION_POINTER, WHAT_COURTS_DO, COURT_FALLBACK, SENDS_TO_ARBITRATION),
      'Arbitration',
    );
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toMatch(/finally resolved by binding arbitration/u);
  });

  it('is found where a named body administers the proceedings under its rules', async () => {
    const quotes = quotesTitled(await terms(ADMINISTERED_BY_JAMS), 'Arbitration');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toMatch(/administered by JAMS/u);
  });

  it('is not found in a mediation a named body administers', async () => {
    const mediation =
      'Disputes. Before any claim is filed, the parties shall attend a mediation administered by JAMS under its mediation procedures.';
    expect(quotesTitled(await terms(mediation), 'Arbitration')).toEqual([]);
  });
});
