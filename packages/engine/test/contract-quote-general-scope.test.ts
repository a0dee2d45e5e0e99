import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { sentenceRole } from '../src/local/contract/sentence-role';
import { analyzeContractText } from './result-checks';

// An agreement written for these tests. Where a clause has a general provision and a narrow side promise
// (a broker-fee warranty, an exit when force majeure lasts, how long other duties run), the quote is the
// general provision; the narrow one is quoted only when it is all the contract has, and then said to be narrow.

const OPENING = [
  'CONSULTING AGREEMENT',
  'This Consulting Agreement is made on January 4, 2024 between Marlowe Biotech Inc. (the "Company") and Tobias Renn (the "Consultant").',
  '1. Services.',
  'The Consultant shall provide the advisory services described in Exhibit A.',
  '2. Fees.',
  'The Company shall pay the Consultant $200 per hour within thirty (30) days of each invoice.',
];
const LAW = ['7. Governing Law.', 'This Agreement shall be governed by the laws of the State of New York.'];

const BROKER_WARRANTY =
  'Each party represents and warrants that no broker or finder is entitled to any fee or commission in connection with this Agreement.';
const BROKER_INDEMNITY =
  "The Consultant shall indemnify the Company against any claim by a broker or finder for a commission arising from the Consultant's acts.";
const FORCE_MAJEURE_EXIT =
  'If a Force Majeure Event continues for more than sixty (60) days, either party may terminate this Agreement immediately on written notice.';
const DUTIES_LAST =
  'The obligations in Section 6 shall continue for two (2) years after termination of this Agreement.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  return analyzeContractText([...OPENING, ...sentences, ...LAW].join('\n\n'), { role: 'client' });
}

function clauseQuote(result: ContractAnalysis, title: string): string | undefined {
  return (result.clauses ?? []).find((clause) => clause.title === title)?.evidence.quote;
}

describe('the general provision is quoted before a narrow side promise', () => {
  it('quotes the quality warranty, not the warranty that no broker is owed a fee', async () => {
    const result = await analyse(
      '3. Warranties.',
      BROKER_WARRANTY,
      'The Consultant warrants that the Services will be performed in a professional and workmanlike manner.',
    );
    expect(clauseQuote(result, 'Warranties and disclaimers')).toMatch(/^The Consultant warrants that the Services/u);
  });

  it('quotes the indemnity for negligence and breach, not the one for brokers’ claims', async () => {
    const result = await analyse(
      '4. Indemnity.',
      BROKER_INDEMNITY,
      "The Consultant shall indemnify and hold harmless the Company from all losses arising out of the Consultant's negligence or breach of this Agreement.",
    );
    expect(clauseQuote(result, 'Indemnification')).toMatch(/^The Consultant shall indemnify and hold harmless/u);
  });

  it('quotes the right to end for breach, not the exit when force majeure lasts', async () => {
    const result = await analyse(
      '5. Termination.',
      FORCE_MAJEURE_EXIT,
      'Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days after notice.',
    );
    expect(clauseQuote(result, 'Termination rights')).toMatch(/^Either party may terminate this Agreement if/u);
  });

  it('quotes the duties on termination, not how long other duties last', async () => {
    const result = await analyse(
      '5. Termination.',
      DUTIES_LAST,
      'Upon termination, the Consultant shall return all Company materials and cease all use of the Confidential Information.',
    );
    expect(clauseQuote(result, 'Obligations after termination')).toMatch(
      /^Upon termination, the Consultant shall return/u,
    );
  });
});

describe('a narrow provision that is all the contract has', () => {
  it('is still quoted for the warranty, and said to cover only brokers’ fees', async () => {
    const result = await analyse('3. Warranties.', BROKER_WARRANTY);
    expect(clauseQuote(result, 'Warranties and disclaimers')).toBe(BROKER_WARRANTY);
    const finding = result.keyFindings.find((item) => item.title === 'Warranties and disclaimers');
    expect(finding?.description ?? '').toMatch(/only .*brokers?/iu);
  });

  it('is still quoted for the indemnity, and said to cover only brokers’ fees', async () => {
    const result = await analyse('4. Indemnity.', BROKER_INDEMNITY);
    expect(clauseQuote(result, 'Indemnification')).toBe(BROKER_INDEMNITY);
    const finding = result.keyFindings.find((item) => item.title === 'Indemnification');
    expect(finding?.description ?? '').toMatch(/only .*brokers?/iu);
  });

  it('is still quoted for termination, and said to apply only when force majeure lasts', async () => {
    const result = await analyse('5. Termination.', FORCE_MAJEURE_EXIT);
    expect(clauseQuote(result, 'Termination rights')).toBe(FORCE_MAJEURE_EXIT);
    const finding = result.keyFindings.find((item) => item.title === 'Termination rights');
    expect(finding?.description ?? '').toMatch(/only .*force majeure/iu);
  });
});

describe('the title of an exhibit or schedule is no clause', () => {
  it('reads an attachment’s title as a heading, even with "to be" in it', () => {
    expect(sentenceRole('EXHIBIT B – NON-SOLICITATION COVENANTS TO BE OBSERVED BY THE EMPLOYEE')).toBe('heading');
    expect(
      sentenceRole(
        'Exhibit C: Form of Confidentiality and Invention Assignment Agreement to be signed by the Consultant',
      ),
    ).toBe('heading');
    expect(sentenceRole('Schedule 3 — Fees payable to the Sponsor')).toBe('heading');
  });

  it('reads an attachment named in a sentence that says something as that sentence', () => {
    expect(sentenceRole('Exhibit A sets out the fees payable to the Sponsor.')).toBe('operative');
    expect(sentenceRole('Schedule 1 lists the Services the Provider shall perform.')).toBe('operative');
    expect(sentenceRole('Appendix B shall form part of this Agreement.')).toBe('operative');
  });

  it('quotes no exhibit title as the non-solicitation clause', async () => {
    const result = await analyzeContractText(
      [
        'EMPLOYMENT AGREEMENT',
        'This Employment Agreement is made on March 1, 2024 between Corvid Analytics LLC (the "Employer") and Priya Nand (the "Employee").',
        '1. Salary.',
        'The Employer shall pay the Employee a salary of $120,000 per year in monthly instalments.',
        '2. Governing Law.',
        'This Agreement shall be governed by the laws of the State of Texas.',
        'EXHIBIT B – NON-SOLICITATION COVENANTS TO BE OBSERVED BY THE EMPLOYEE',
        'For twelve (12) months after employment ends, the Employee shall not approach any client of the Employer for business.',
      ].join('\n\n'),
      { role: 'employee' },
    );
    const quotes = (result.clauses ?? []).map((clause) => clause.evidence.quote);
    expect(quotes.filter((quote) => quote.startsWith('EXHIBIT B'))).toEqual([]);
  });
});
