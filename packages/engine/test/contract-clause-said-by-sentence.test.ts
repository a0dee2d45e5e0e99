import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { ClauseScorer } from '../src/local/contract/clause-classifier';
import { detectClauses } from '../src/local/contract/clause-detection';
import { CLAUSE_RULES } from '../src/local/contract/clause-rules';
import { splitSentences } from '../src/text/sentences';
import { quotesTitled, toldAboutLines } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests. A finding tells what its quoted sentence says: who may do what on a
// change of control, the duty a confidentiality clause sets, and a liability exclusion however it is negated.

function told(result: ContractAnalysis, title: string): string {
  return toldAboutLines(result, title).join(' ');
}

const HEDGE = /could end the agreement or need the other side’s consent/u;
const CAN_REACT = /You can react if the other side ends up owned/u;

const ASSIGN_ON_NOTICE =
  'Either party may assign this Agreement to a successor in a merger, acquisition or sale of substantially all of its assets upon written notice to the other party.';
const PROVIDER_ASSIGNS_ON_NOTICE =
  'Pelletier may assign this Agreement to a successor in a merger, acquisition or sale of substantially all of its assets upon written notice to Halvorsen.';
const CARVE_OUT_WITH_ENDING =
  'No consent is required for an assignment in connection with a merger or change of control, provided that the non-assigning party may terminate this Agreement on thirty days’ notice following such change of control.';

describe('a change of control finding says who may do what on a change of control', () => {
  it('an assignment on notice is told as a freedom to assign on notice, not as an end or a consent', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, ASSIGN_ON_NOTICE);
    const lines = told(result, 'Change of control');
    expect(lines).not.toMatch(HEDGE);
    expect(lines).not.toMatch(CAN_REACT);
    expect(lines).toMatch(/on notice, without consent from the other side/u);
  });

  it('the provider’s right to assign on notice is not told as an effect on the client’s own business', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, PROVIDER_ASSIGNS_ON_NOTICE);
    const lines = told(result, 'Change of control');
    expect(lines).not.toMatch(HEDGE);
    expect(lines).not.toMatch(CAN_REACT);
    expect(lines).not.toMatch(/sale of your business/u);
    expect(lines).toMatch(/Pelletier may pass the agreement/u);
  });

  it('a transfer on notice that bars a competitor as buyer is not told as giving no protection', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Either party may assign this Agreement to its successor in a merger or acquisition upon written notice to the other party and without its consent, unless the successor is a competitor of the other party.',
    );
    const lines = told(result, 'Change of control');
    // The competitor was named only by the rule's general ask, which a low finding no longer tells.
    expect(lines).not.toMatch(/gives no protection/u);
    expect(lines).toMatch(/without your consent/u);
  });

  it('a right to leave on one’s own sale is told as that party’s, not as the reader’s sale', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier may terminate this Agreement on thirty days’ notice if Pelletier undergoes a change of control.',
    );
    const lines = told(result, 'Change of control');
    expect(lines).not.toMatch(/If your side is sold/u);
    expect(lines).toMatch(/Pelletier may end the agreement if Pelletier itself is sold or changes control/u);
    expect(lines).not.toMatch(/competitor of theirs takes control of yours/u);
  });

  it('a duty to tell of a sale is told as that duty, with no right to react claimed', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier shall notify Halvorsen in writing within ten days after any change of control of Pelletier.',
    );
    const lines = told(result, 'Change of control');
    expect(lines).not.toMatch(HEDGE);
    expect(lines).not.toMatch(CAN_REACT);
    expect(lines).toMatch(/Pelletier must tell the other side of a sale or change of control/u);
    expect(lines).not.toMatch(/Keep a right to end/u);
  });

  it('a merger carve-out that also gives a right to end the agreement is told as that right', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, CARVE_OUT_WITH_ENDING);
    const lines = told(result, 'Change of control');
    expect(lines).not.toMatch(/gives no protection/u);
    expect(lines).toMatch(/may end the agreement/u);
  });
});

const CONFIDENTIALITY_DUTY =
  'Halvorsen shall hold all Confidential Information of Pelletier in strict confidence and shall not disclose it to any third party.';
const RECORDS_CARVE_OUT =
  'Sections 4, 7 and 9 survive termination of this Agreement, except that a party may retain copies of Confidential Information as required by its records-retention policy.';
const CONFIDENTIAL_PROCEEDINGS = 'Any arbitration proceedings under this Agreement shall be kept confidential.';

const ARCHIVE_CARVE_OUT =
  'Notwithstanding the foregoing, a party may retain copies of Confidential Information indefinitely in its archival back-up systems in accordance with its records-retention policy.';
const SECRET_ARBITRATION =
  'The arbitration and all filings, testimony and awards in it shall be held in strict confidence by the parties.';
const NO_DISCLOSURE = 'Halvorsen shall not disclose the Confidential Information of Pelletier to any third party.';

describe('a confidentiality quote is its duty sentence', () => {
  it('quotes the duty, not a records carve-out or confidential proceedings', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      CONFIDENTIAL_PROCEEDINGS,
      CONFIDENTIALITY_DUTY,
      RECORDS_CARVE_OUT,
    );
    const quotes = quotesTitled(result, 'Confidentiality');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toMatch(/strict confidence/u);
  });

  it('quotes the duty even where a retention carve-out keeps copies indefinitely', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      ARCHIVE_CARVE_OUT,
      SECRET_ARBITRATION,
      NO_DISCLOSURE,
    );
    const quotes = quotesTitled(result, 'Confidentiality');
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toBe(NO_DISCLOSURE);
  });

  it('a retention carve-out is still quoted where the contract has no other confidentiality sentence', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, ARCHIVE_CARVE_OUT);
    for (const quote of quotesTitled(result, 'Confidentiality')) expect(quote).toBe(ARCHIVE_CARVE_OUT);
  });
});

const EXCLUSIVE_REMEDY =
  'The remedies in this Section are Halvorsen’s sole and exclusive remedies for any failure of the services to conform to the specifications.';
const CUMULATIVE =
  'All rights and remedies under this Agreement are cumulative and in addition to any other remedies at law.';

/** A classifier that finds every sentence with the word very likely to state the category's clause. */
function scorerFinding(category: string, word: string): ClauseScorer {
  return new ClauseScorer({
    credit: 'test',
    categories: { [category]: { bias: -10, accept: 0.6, reject: 0, weights: { [word]: 20 } } },
  });
}

function titlesFound(scorer: ClauseScorer, ...paragraphs: string[]): string[] {
  const sentences = splitSentences([{ pageNumber: 1, text: paragraphs.join('\n\n') }]);
  return detectClauses(sentences, CLAUSE_RULES, 'client', scorer).map((clause) => clause.rule.title);
}

describe('a liability limit limits an amount or a kind of damages', () => {
  it('a remedies clause the classifier finds likely is not listed as a limitation of liability', () => {
    expect(titlesFound(scorerFinding('Cap On Liability', 'remedies'), CUMULATIVE)).not.toContain(
      'Limitation of liability',
    );
    expect(titlesFound(scorerFinding('Cap On Liability', 'remedies'), EXCLUSIVE_REMEDY)).not.toContain(
      'Limitation of liability',
    );
  });

  it('a cap the classifier finds likely is still listed', () => {
    const cap =
      'Pelletier’s total liability under this Agreement shall not exceed the fees paid in the prior twelve months.';
    expect(titlesFound(scorerFinding('Cap On Liability', 'fees'), cap)).toContain('Limitation of liability');
  });

  it('"neither we nor our suppliers will be liable", with no heading, is a liability exclusion', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Neither we nor our suppliers will be liable to you for any indirect damages arising out of the Services.',
    );
    expect(quotesTitled(result, 'Limitation of liability').join(' ')).toMatch(/Neither we nor our suppliers/u);
  });

  it('a remedies clause is not labelled a limitation of liability', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, EXCLUSIVE_REMEDY, CUMULATIVE);
    expect(quotesTitled(result, 'Limitation of liability')).toEqual([]);
  });

  it('"neither we nor our suppliers will be liable" is a liability exclusion', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Neither Pelletier nor its suppliers will be liable to Halvorsen for any indirect, incidental or consequential damages.',
    );
    expect(quotesTitled(result, 'Limitation of liability').join(' ')).toMatch(/Neither Pelletier nor its suppliers/u);
  });
});
