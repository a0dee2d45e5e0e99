import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement } from './agreement-openings';

// A supply agreement written for these tests: Pennick (the reader) buys parts from Harrowgate.
const SUPPLY_AGREEMENT: AgreementOpening = {
  title: 'SUPPLY AGREEMENT',
  preamble:
    'This Supply Agreement is made as of March 9, 2025 by and between Pennick Marine Inc., a Maine corporation ("Pennick"), and Harrowgate Castings Ltd., a Welsh company ("Harrowgate").',
  clauses: [
    '2. SUPPLY 2.1 Harrowgate shall supply the cast parts listed in Schedule A to Pennick.',
    '3. PRICE 3.1 Pennick shall pay Harrowgate for each order within forty-five (45) days of invoice.',
  ],
  reader: 'Pennick',
};

const analyse = (...sentences: string[]) => analyseAgreement(SUPPLY_AGREEMENT, sentences);

/** What the reader sees for a clause: the key finding's text and the matching risk line. */
function toldAbout(result: ContractAnalysis, title: string): string[] {
  const findings = result.keyFindings.filter((finding) => finding.title === title).map((f) => f.description);
  const risks = result.risks.filter((risk) => JSON.stringify(risk).includes(title)).map((risk) => JSON.stringify(risk));
  return [...findings, ...risks];
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/u).map((sentence) => sentence.trim());
}

/** No sentence told twice, no two sentences opening alike, and the parties' equal footing told once. */
function expectSaidOnce(text: string): void {
  const sentences = sentencesOf(text);
  const openings = sentences.map((sentence) => sentence.split(/\s+/u).slice(0, 5).join(' ').toLowerCase());
  expect(new Set(openings).size).toBe(openings.length);
  expect(text.match(/both\s+(?:parties|sides)/giu)?.length ?? 0).toBeLessThanOrEqual(1);
}

describe('a finding on a clause that binds both parties says each point once', () => {
  it('tells a mutual bar on assignment once, not once per side', async () => {
    const told = toldAbout(
      await analyse(
        '12. ASSIGNMENT 12.1 Neither party may assign this Agreement without the prior written consent of the other party.',
      ),
      'Assignment',
    );
    expect(told.length).toBeGreaterThan(0);
    for (const text of told) expectSaidOnce(text);
    expect(told.join(' ')).toMatch(/consent/u);
  });

  it('tells duties that both parties keep after the end once', async () => {
    const told = toldAbout(
      await analyse(
        '14. AFTER TERMINATION 14.1 For a period of four (4) years after termination of this Agreement, each party shall keep the records of the orders placed under it.',
      ),
      'Obligations after termination',
    );
    expect(told.length).toBeGreaterThan(0);
    for (const text of told) expectSaidOnce(text);
  });

  it('tells a mutual right to end the agreement for convenience as binding both parties once', async () => {
    const result = await analyse(
      '9. TERMINATION 9.1 Either party may terminate this Agreement for any reason by giving the other party sixty (60) days’ written notice.',
    );
    const told = result.keyFindings.filter((finding) => /^Termination/u.test(finding.title)).map((f) => f.description);
    expect(told.length).toBeGreaterThan(0);
    for (const text of told) expectSaidOnce(text);
  });
});

describe('a mutual bar on assignment with a carve-out that frees a party from consent', () => {
  /** The assignment key finding: what it says and what it advises. */
  function assignmentFinding(result: ContractAnalysis): string {
    return result.keyFindings
      .filter((finding) => finding.title === 'Assignment')
      .map((finding) => `${finding.description} ${finding.recommendation}`)
      .join(' ');
  }

  it('names the transfers to affiliates or on a merger that need no consent, in a later sentence', async () => {
    const told = assignmentFinding(
      await analyse(
        '12. ASSIGNMENT 12.1 Neither party may assign this Agreement without the prior written consent of the other party.',
        '12.2 Notwithstanding the foregoing, either party may assign this Agreement without such consent to an affiliate or to the successor in a merger.',
      ),
    );
    expect(told).toMatch(/affiliate/u);
    expect(told).not.toMatch(/No change needed/u);
  });

  it('names the carve-out of a proviso in the same sentence', async () => {
    const told = assignmentFinding(
      await analyse(
        '12. ASSIGNMENT 12.1 Neither party may assign this Agreement without the prior written consent of the other party; provided, however, that either party may assign this Agreement without consent to its affiliate.',
      ),
    );
    expect(told).toMatch(/affiliate/u);
    expect(told).not.toMatch(/No change needed/u);
  });
});
