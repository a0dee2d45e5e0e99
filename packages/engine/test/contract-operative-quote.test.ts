import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { sentenceRole } from '../src/local/contract/sentence-role';
import { analyseHostingAgreement as analyse } from './hosting-services-agreement';

// Sentences written for these tests. A finding is told from the sentence it quotes: a definition, a
// recital, a heading, a line that only points to another section or agreement, or a cut fragment does not
// state the clause, so the finding quotes the operative sentence or is not made at all.

/** The titles of the findings the reader sees (key findings and risks), not the plain clause list. */
function findingTitles(result: ContractAnalysis): string[] {
  return [
    ...result.keyFindings.map((finding) => finding.title),
    ...result.risks.map((risk) => risk.finding.split(':')[0] ?? ''),
  ];
}

/** The quote of the key finding titled `title`. */
function findingQuote(result: ContractAnalysis, title: string): string | undefined {
  const finding = result.keyFindings.find((candidate) => candidate.title === title);
  return finding?.evidence?.quote ?? finding?.quotedText;
}

describe('a sentence that names the clause without stating it grounds no finding', () => {
  it('a definition that also includes jointly owned know-how is no joint ownership clause', async () => {
    const result = await analyse(
      '"Northwind Platform Know-how" shall also include the interest of Northwind in any know-how deemed jointly owned under Section 9.3.',
    );
    expect(findingTitles(result)).not.toContain('Joint IP ownership');
  });

  it('a recital that another exclusive agreement will be signed is no exclusivity', async () => {
    const result = await analyse(
      'WHEREAS, at the same time as this Agreement, Northwind and Pelican shall sign the Exclusive Reseller Agreement (as defined below); and WHEREAS, the parties agree and acknowledge that the reseller terms are set out there.',
    );
    expect(findingTitles(result)).not.toContain('Exclusivity');
  });

  it('a line confirming a mechanism set forth in another section is not the exclusivity itself', async () => {
    const result = await analyse(
      'The parties hereby agree and confirm the exclusive hosting arrangement set forth in Section 8.2 hereof.',
    );
    expect(findingTitles(result)).not.toContain('Exclusivity');
  });

  it('a line confirming an exclusive distribution arrangement set forth in another section is not the clause', async () => {
    const result = await analyse(
      'The parties hereby agree and confirm the exclusive distribution arrangement set forth in Section 8.2 hereof.',
    );
    expect(findingTitles(result)).not.toContain('Exclusivity');
    expect(
      sentenceRole(
        'The Parties hereby agree and confirm the exclusive distribution arrangement set forth in Section 8.2 hereof.',
      ),
    ).toBe('reference');
  });

  it("a promise to sign another exclusive agreement is not listed as this contract's exclusivity", async () => {
    const result = await analyse(
      '(c) Northwind and Pelican shall sign and deliver the Exclusive Reseller Agreement at the closing.',
    );
    expect((result.clauses ?? []).map((clause) => clause.title)).not.toContain('Exclusivity');
  });

  it('the operative exclusivity is quoted, not the line that points to it', async () => {
    const result = await analyse(
      'The parties hereby agree and confirm the exclusive hosting arrangement set forth in Section 8.2 hereof.',
      'Pelican shall not engage any hosting provider other than Northwind for its online stores during the term.',
    );
    expect(findingQuote(result, 'Exclusivity') ?? '').not.toMatch(/set forth in Section 8\.2/u);
  });

  it('an article heading run into a section heading is not quoted as the clause', async () => {
    expect(
      sentenceRole(
        'ARTICLE IX RIGHT OF FIRST REFUSAL; CHANGE OF CONTROL Section 9.1 Right of First Offer for Transfers.',
      ),
    ).toBe('heading');
  });

  it('a cut fragment ending in a comma is not the quote of a post-termination finding', async () => {
    expect(sentenceRole('(iii) Within sixty (60) days after the Transition End Date,')).toBe('heading');
  });

  it('a ground of termination listed under its lead-in stays operative', async () => {
    expect(sentenceRole('(iv) if a receiver is appointed for the other party or its assets,')).toBe('operative');
  });
});

describe('a clause needs its own act, not a neighbouring one', () => {
  it('a promise to sign indemnification agreements with new directors is no indemnity between the parties', async () => {
    const result = await analyse(
      'Within five (5) business days after the date hereof, Pelican shall enter into an indemnification agreement with each of its new directors in the form it uses for its other directors.',
    );
    expect(findingTitles(result)).not.toContain('Indemnification');
  });

  it('new directors having the same indemnification rights as other directors is no indemnity between the parties', async () => {
    const result = await analyse(
      '(i) The parties acknowledge that each new director named by Northwind will be bound by the same policies as the other directors of Pelican, including codes of conduct and trading policies, and shall have the same rights and benefits as those directors, including with respect to insurance, indemnification and fees.',
    );
    expect(findingTitles(result)).not.toContain('Indemnification');
  });

  it('a heading naming policies and indemnification does not make the policies sentence under it an indemnity', async () => {
    const result = await analyse(
      '(g) Board Policies and Indemnification.',
      'Each new director named by Northwind shall be bound by the same policies as the other directors of Pelican, and shall have the same rights as those directors, including as to insurance, indemnification and fees.',
    );
    expect(findingTitles(result)).not.toContain('Indemnification');
  });

  it('the sentence under an indemnity heading that names no other topic is still the indemnity', async () => {
    const result = await analyse(
      '12. Indemnity and Hold Harmless.',
      'The indemnification by Northwind covers every loss, claim and cost brought against Pelican by a third party arising from the hosting services.',
    );
    expect(findingTitles(result)).toContain('Indemnification');
  });

  it('a party that indemnifies the other is still an indemnity', async () => {
    const result = await analyse(
      'Northwind shall indemnify and hold harmless Pelican and its directors against any third-party claim arising from a breach of this Agreement by Northwind.',
    );
    expect(findingTitles(result)).toContain('Indemnification');
  });

  it('a representation of cover already carried is no duty to insure', async () => {
    const result = await analyse(
      '(iv) Northwind and its subsidiaries carry, or are covered by, insurance in such amounts and covering such risks as is adequate for the conduct of their businesses.',
    );
    expect(findingTitles(result)).not.toContain('Insurance');
  });

  it('a duty to maintain cover is an insurance clause', async () => {
    const result = await analyse(
      'Northwind shall maintain general liability insurance with limits of not less than $2,000,000 per occurrence during the term.',
    );
    expect(findingTitles(result)).toContain('Insurance');
  });

  it("owners splitting a joint company's profits and losses by their interests is no revenue share", async () => {
    const result = await analyse(
      "After any change in those holdings, all profits and losses of the joint company shall be shared in accordance with each party's ownership interest in it.",
    );
    expect(findingTitles(result)).not.toContain('Revenue or profit sharing');
  });

  it('a board approving dividends or profit distributions to the owners is no revenue share', async () => {
    const result = await analyse(
      'The parties shall jointly decide, through the board of the joint company, to: (a) approve its annual budget; (b) approve any dividend or profit distribution to its shareholders above the minimum set in Section 6.2.',
    );
    expect((result.clauses ?? []).map((clause) => clause.title)).not.toContain('Revenue or profit sharing');
  });

  it('a party paying the other a percentage of its net sales is a revenue share', async () => {
    const result = await analyse(
      'Pelican shall pay Northwind five percent (5%) of the net sales of its online stores each quarter.',
    );
    expect(findingTitles(result)).toContain('Revenue or profit sharing');
  });
});
