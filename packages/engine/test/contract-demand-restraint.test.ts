import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { risksTitled } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// A joint venture agreement written for these tests: Calloway (the reader) and Drummond set up a battery company.
const PREAMBLE =
  'This Joint Venture Agreement is made as of August 9, 2019 by and between Calloway Energy Inc. ("Party A") and Drummond Cells Ltd. ("Party B").';
const VENTURE =
  'Party A and Party B shall form the Joint Venture Company to manufacture battery packs, and each Party shall contribute its battery technology to it.';
const LAW = 'This Agreement shall be governed by the laws of the State of Delaware.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['JOINT VENTURE AGREEMENT', PREAMBLE, VENTURE, ...sentences, LAW].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Calloway' });
}

const riskOf = (result: ContractAnalysis, title: string) => risksTitled(result, title).join(' ');

describe('a restraint is told as what it bars, between businesses', () => {
  it('tells a mutual non-compete limited to using what the venture taught as that, not a bar on earning a living', async () => {
    const risk = riskOf(
      await analyse(
        'Each Party agrees that it will not compete with the Joint Venture Company by using knowledge or technology gained from the Joint Venture Company.',
      ),
      'Non-compete',
    );
    expect(risk).not.toBe('');
    expect(risk).not.toMatch(/earning a living/u);
    expect(risk).toMatch(/gained from this deal/u);
  });

  it('tells a mutual non-compete between companies as a bar on the business, not on earning a living', async () => {
    const risk = riskOf(
      await analyse(
        'Each Party agrees that it will not compete with the Joint Venture Company in the manufacture of battery packs.',
      ),
      'Non-compete',
    );
    expect(risk).not.toBe('');
    expect(risk).not.toMatch(/earning a living/u);
  });

  it('tells a numbered non-solicitation of staff as a bar on approaching them, not on hiring', async () => {
    const risk = riskOf(
      await analyse(
        'C. Party A agrees that for eighteen (18) months after the date of this Agreement, Party A shall not, without the prior written consent of Party B, solicit for employment any employee of Party B.',
      ),
      'No hiring of staff',
    );
    expect(risk).not.toBe('');
    expect(risk).not.toMatch(/may not hire/u);
    expect(risk).toMatch(/approach/u);
  });

  it('tells the reader that consent which may not be unreasonably withheld lifts a staff non-solicitation', async () => {
    const risk = riskOf(
      await analyse(
        'Neither Party shall, during the term of this Agreement and for one (1) year after it ends, solicit for employment any employee of the other Party who worked on the Joint Venture Company, without the other Party’s written consent, which consent shall not be unreasonably withheld.',
      ),
      'No hiring of staff',
    );
    expect(risk).toMatch(/consent/u);
    expect(risk).toMatch(/unreasonably/u);
  });

  it('tells the reader that the other side’s consent lifts a non-compete that names it', async () => {
    const risk = riskOf(
      await analyse(
        'Party A agrees not to compete with the Joint Venture Company in the manufacture of battery packs without the prior written consent of Party B.',
      ),
      'Non-compete',
    );
    expect(risk).toMatch(/consent/u);
  });

  it('does not tell a rule about what another document may contain as a non-compete of this agreement', async () => {
    const result = await analyse(
      'The lease of the plant site may not contain a non-competition covenant which restricts Party B from operating any other plant.',
      'The Settlement Agreement between Party B and its former supplier does not contain a covenant-non-compete applicable to Party B.',
    );
    expect(riskOf(result, 'Non-compete')).toBe('');
  });
});
