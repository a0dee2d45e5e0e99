import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseHostingAgreement as analyse } from './hosting-services-agreement';

// Sentences written for these tests. Where several sentences could stand for a clause, the quote is the
// one where a party is bound or entitled to do the clause's act, not an acknowledgement or the
// logistics around it; and some sentences that carry a clause's words are never the clause.

/** The quote the clause list shows for the clause titled `title`. */
function clauseQuote(result: ContractAnalysis, title: string): string | undefined {
  const clause = (result.clauses ?? []).find((candidate) => candidate.title === title);
  return clause?.evidence.quote;
}

/** Every quote the reader sees for a clause: in findings, risks, advice and the clause list. */
function shownQuotes(result: ContractAnalysis): string[] {
  const { keyFindings, risks, recommendations, clauses } = result;
  const quotes: string[] = [];
  JSON.stringify({ keyFindings, risks, recommendations, clauses }, (key, value: unknown) => {
    if (key === 'quote' && typeof value === 'string') quotes.push(value);
    return value;
  });
  return quotes;
}

describe('the quote is the sentence that does the clause', () => {
  it('a confidentiality duty is quoted, not the acknowledgement of harm before it', async () => {
    const result = await analyse(
      'Each party acknowledges that the Confidential Information of the other party is valuable and that any disclosure of it in breach of this Section would cause the other party irreparable harm.',
      'Neither party shall use or disclose the Confidential Information of the other party except to perform its duties under this Agreement.',
    );
    expect(clauseQuote(result, 'Confidentiality')).toMatch(/^Neither party shall use or disclose/u);
  });

  it('a duty listing use and disclosure after "neither party will" is quoted, not the acknowledgement', async () => {
    const result = await analyse(
      'Each party recognises that the Confidential Information of the other party is valuable and that any disclosure of it in breach of these confidentiality obligations will cause that party irreparable harm.',
      'For two (2) years after this Agreement ends, neither party will use, disclose or sell any Confidential Information of the other party.',
    );
    expect(clauseQuote(result, 'Confidentiality')).toMatch(
      /^For two \(2\) years after this Agreement ends, neither party will use/u,
    );
  });

  it('an audit right is quoted, not where and when the auditor is let in', async () => {
    const result = await analyse(
      'The accountant shall be given access to the books and records at the offices where they are kept and during normal business hours.',
      'Pelican shall have the right, at its own expense, to have an independent accountant audit the books and records of Northwind once in each calendar year.',
    );
    expect(clauseQuote(result, 'Audit rights')).toMatch(/^Pelican shall have the right/u);
  });
});

describe('the quote is the clause’s widest trigger', () => {
  it('a right to end the agreement for breach is quoted, not an end if conditions precedent fail', async () => {
    const result = await analyse(
      'If the conditions precedent in Schedule B are not satisfied by June 1, 2022, Northwind shall have the right to terminate this Agreement by written notice to Pelican.',
      'Either party may terminate this Agreement by written notice if the other party materially breaches it and fails to cure the breach within thirty (30) days.',
    );
    expect(clauseQuote(result, 'Termination rights')).toMatch(/^Either party may terminate/u);
  });

  it('a right to end the agreement for breach is quoted, not an end on a default under another agreement', async () => {
    const result = await analyse(
      'Northwind may terminate this Agreement upon the occurrence of an Event of Default under the Equipment Loan Agreement by written notice to Pelican.',
      'Either party may terminate this Agreement by written notice if the other party materially breaches it and fails to cure the breach within thirty (30) days.',
    );
    expect(clauseQuote(result, 'Termination rights')).toMatch(/^Either party may terminate/u);
  });
});

describe('sentences that carry a clause’s words without being the clause', () => {
  it('a filing’s redaction legend is no confidentiality clause', async () => {
    const result = await analyse(
      'Pursuant to Item 601(b)(10) of Regulation S-K, certain identified information (the "Confidential Information") has been excluded from this exhibit because it is not material and would likely cause competitive harm if publicly disclosed.',
    );
    expect(shownQuotes(result).filter((quote) => /has been excluded/u.test(quote))).toEqual([]);
  });

  it('a tag line in quotation marks is no exclusivity clause', async () => {
    const result = await analyse('"Northwind is the proud exclusive hosting partner of Pelican Foods."');
    expect(shownQuotes(result).filter((quote) => /proud exclusive/u.test(quote))).toEqual([]);
  });

  it('inspecting a proposed vendor’s plant is no audit right over the other party', async () => {
    const result = await analyse(
      'Before approving a new vendor, Pelican may inspect the proposed vendor’s facilities and ask for samples of its equipment.',
    );
    expect(shownQuotes(result).filter((quote) => /proposed vendor/u.test(quote))).toEqual([]);
  });

  it('ending a pension plan is no termination of the agreement for convenience', async () => {
    const result = await analyse('Northwind may terminate the staff pension plan at any time without replacing it.');
    expect(shownQuotes(result).filter((quote) => /pension plan/u.test(quote))).toEqual([]);
  });

  it('ending the agreement at any time still is termination for convenience', async () => {
    const result = await analyse('Pelican may terminate this Agreement at any time on thirty days’ written notice.');
    expect(clauseQuote(result, 'Termination for convenience')).toMatch(/^Pelican may terminate this Agreement/u);
  });
});
