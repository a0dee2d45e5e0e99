import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { sentenceRole } from '../src/local/contract/sentence-role';
import { analyseHostingAgreement } from './hosting-services-agreement';

// Sentences and contracts written for these tests: a clause finding needs the clause's operative
// statement in its quote; a definition, a recital, a heading or another agreement's name does not state it.
describe('sentenceRole: forms that name a topic without stating a clause', () => {
  it('reads recitals opened by "WITNESSETH", spaced out or not, as recitals', () => {
    expect(sentenceRole('W I T N E S S E T H: WHEREAS, the Supplier makes garden tools and sells them abroad;')).toBe(
      'recital',
    );
    expect(sentenceRole('WITNESSETH: WHEREAS, the Buyer wishes to appoint an exclusive agent;')).toBe('recital');
  });

  it('reads definitions without quotes, with "also", or with a dash as definitions', () => {
    expect(sentenceRole('Confidential Information means information about a party and its customers that')).toBe(
      'definition',
    );
    expect(sentenceRole('"Licensed Know-how" shall also include any know-how jointly owned under Section 9.2.')).toBe(
      'definition',
    );
    expect(
      sentenceRole(
        'Confidential Information may also include oral information, provided that it is marked as confidential when disclosed.',
      ),
    ).toBe('definition');
    expect(sentenceRole('2.14 Acceptance Period - the period of thirty days after delivery of each Deliverable.')).toBe(
      'definition',
    );
  });

  it('reads a run of headings or a cut fragment with no verb as a heading', () => {
    expect(sentenceRole('ARTICLE IX RIGHT OF FIRST REFUSAL Section 9.1 Right of First Offer for Private Sales.')).toBe(
      'heading',
    );
    expect(sentenceRole('7. The second Option to purchase 20,000 Shares upon payment of the')).toBe('heading');
    expect(
      sentenceRole('Domain Name Renewal date Holder greenleaf.com 12-Mar-2024 ABC greenleaf.net 14-May-2024'),
    ).toBe('heading');
  });

  it('keeps operative sentences that look like those forms operative', () => {
    expect(sentenceRole('Licensee shall include the copyright notice on every copy it makes.')).toBe('operative');
    expect(sentenceRole('5. Payment - the Client shall pay each invoice within thirty (30) days.')).toBe('operative');
    expect(sentenceRole('Licensee pays Licensor a royalty of five percent of Net Sales each quarter.')).toBe(
      'operative',
    );
    expect(sentenceRole('The Supplier hereby grants to the Buyer a non-exclusive licence to the Marks.')).toBe(
      'operative',
    );
    expect(sentenceRole('THE SUPPLIER DISCLAIMS ALL IMPLIED WARRANTIES OF FITNESS FOR A PARTICULAR PURPOSE.')).toBe(
      'operative',
    );
    expect(sentenceRole('(ii) Divert or attempt to divert any customer of the Company to a competitor; or')).toBe(
      'operative',
    );
    expect(sentenceRole('Thereafter, the term renews for further periods of one (1) year.')).toBe('operative');
  });
});

describe('a finding needs the clause’s own statement, not a topic word it shares', () => {
  const analyse = analyseHostingAgreement;

  function findingTitles(result: ContractAnalysis): string[] {
    return result.keyFindings.map((finding) => finding.title);
  }

  it('a promise to sign indemnity agreements with directors is no indemnity between the parties', async () => {
    const result = await analyse(
      'Within five business days, Pelican shall enter into an indemnification agreement with each new director in the form of Exhibit C.',
    );
    expect(findingTitles(result)).not.toContain('Indemnification');
  });

  it('another agreement named with a topic word is not that clause', async () => {
    const result = await analyse(
      'Concurrently with this Agreement, Pelican and Northwind shall execute and deliver the Exclusive Supply Operating Agreement.',
    );
    expect(findingTitles(result)).not.toContain('Exclusivity');
  });

  it('the clause list quotes the sentence that states the clause, not one that mentions an arbitrator', async () => {
    const result = await analyse(
      'If any provision of this Agreement is held invalid by any court, arbitrator or government agency, the remaining provisions shall remain in force.',
      'Any dispute arising under this Agreement shall be settled by binding arbitration in Portland, Oregon.',
    );
    const listed = (result.clauses ?? []).find((clause) => clause.category === 'Arbitration and dispute resolution');
    expect(listed?.evidence?.quote).toMatch(/settled by binding arbitration/u);
  });

  it('the clause list leaves out a clause that only a recital or a list of surviving sections names', async () => {
    const result = await analyse(
      'WHEREAS, Pelican plans to buy at least 10,000 units of hosting capacity from other providers next year;',
      'Sections 4 (Covenant Not to Compete), 5 (Confidentiality) and 6 (Indemnification) shall survive termination.',
    );
    const listed = (result.clauses ?? []).map((clause) => clause.title);
    expect(listed).not.toContain('Minimum commitment');
    expect(listed).not.toContain('Non-compete');
  });

  it('a promise not to employ convicted or excluded persons is no staff no-hire clause', async () => {
    const result = await analyse(
      'Each party warrants that it will not hire as an officer or employee any person who has been convicted of a felony relating to health care fraud.',
    );
    expect(findingTitles(result)).not.toContain('No hiring of staff');
  });
});
