import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

const PAYMENT = 'The Client shall pay each invoice within thirty (30) days of receipt.';

/** A one-page services agreement holding the given sentence, analysed for the client. */
async function analyse(sentence: string): Promise<ContractAnalysis> {
  return analyzeContractText(['SERVICES AGREEMENT', PAYMENT, sentence].join('\n\n'));
}

/** What the reader sees about the given sentence: the labels it is listed under, and what its findings say. */
async function seenOn(sentence: string): Promise<{ labels: string; told: string }> {
  const result = await analyse(sentence);
  const opening = sentence.slice(0, 40);
  const clauses = (result.clauses ?? []).filter((clause) => clause.evidence?.quote.includes(opening));
  const findings = result.keyFindings.filter((finding) => finding.evidence?.quote.includes(opening));
  const risks = (result.risks ?? []).filter((risk) => risk.evidence?.quote.includes(opening));
  return {
    labels: [
      ...clauses.flatMap((clause) => [clause.category, clause.title]),
      ...findings.map((finding) => finding.title),
    ].join(' | '),
    told: [
      ...findings.map((finding) => `${finding.description} ${finding.recommendation}`),
      ...risks.map((risk) => risk.finding),
    ].join(' | '),
  };
}

describe('a minimum commitment needs an amount someone must buy, order, pay or deliver at least', () => {
  it.each([
    'The Supplier shall perform the Services in a timely and orderly manner, with no less than the degree of skill and care exercised by leading firms in the industry.',
    'The Service Provider shall maintain staffing levels of not less than the minimum staffing levels set out in Schedule 2.',
    'The Consultant shall perform the Services in a professional manner consistent with generally accepted industry standards.',
    'The Supplier shall use commercially reasonable efforts to deliver each order within ten business days.',
    'The Contractor shall deliver the Services with at least the standard of care customary among professionals in its field.',
  ])('does not call a standard of care or of effort a minimum commitment: %s', async (sentence) => {
    const { labels, told } = await seenOn(sentence);
    expect(labels).not.toMatch(/minimum/iu);
    expect(told).not.toMatch(/owe(?:s)? (?:you )?the minimum/iu);
  });

  it.each([
    'The Client shall purchase no less than 1,000 units of the Products in each calendar quarter.',
    'The Client shall pay the Supplier a minimum annual fee of $50,000, whether or not any services are ordered.',
    'The Client shall order at least 200 units in each month of the Term.',
    'The Client shall buy Products worth not less than $200,000 in each Contract Year.',
  ])('still reads an amount owed at least as a minimum commitment: %s', async (sentence) => {
    const { labels } = await seenOn(sentence);
    expect(labels).toMatch(/minimum commitment/iu);
  });
});

describe('lifting the exclusion of indirect damages is not uncapped liability', () => {
  it.each([
    [
      'The exclusions in Section 9.1 do not apply to a party’s breach of its confidentiality obligations.',
      /confidentiality/iu,
    ],
    [
      'The exclusion of consequential damages in this Section shall not apply to claims arising from either party’s gross negligence or wilful misconduct.',
      /gross negligence/iu,
    ],
    [
      'Except for breaches of Section 7 (Confidentiality), in no event shall either party be liable for any indirect, special or consequential damages.',
      /Section 7/iu,
    ],
  ])('tells which damages become recoverable, and for which claims: %s', async (sentence, claims) => {
    const { labels, told } = await seenOn(sentence);
    expect(labels).not.toMatch(/uncapped/iu);
    expect(labels).toMatch(/indirect/iu);
    expect(told).not.toMatch(/not capped at all|full loss/iu);
    if (told !== '') {
      expect(told).toMatch(/indirect|consequential/iu);
      expect(told).toMatch(claims);
      expect(told).toMatch(/no cap|any cap/iu);
    }
  });

  it.each([
    'The limitations and exclusions of liability in this Section 10 shall not apply to a party’s breach of its confidentiality obligations.',
    'The limitations of liability in this Section shall not apply to claims for breach of confidentiality or to either party’s indemnity obligations.',
    'Neither party’s liability for breach of its data protection obligations shall be limited, and the limitations of liability in this Section shall not apply to such breaches.',
  ])('still calls a claim taken out of the cap uncapped: %s', async (sentence) => {
    const { labels } = await seenOn(sentence);
    expect(labels).toMatch(/uncapped/iu);
  });
});

describe('a quality-control inspection is not an audit of books or charges', () => {
  it.each([
    'The Licensor shall have the right to inspect the Licensee’s use of the Marks and the quality of the Licensed Products at any time.',
    'Upon request, the Licensee shall permit the Licensor to inspect its manufacturing facilities to confirm that the Licensed Products meet the quality standards.',
    'The Franchisor may inspect the Franchisee’s premises during business hours to check that the Marks are used in line with the brand standards.',
    'Licensor may inspect samples of the Licensed Products to verify that they meet the quality standards.',
  ])('tells it as quality control: %s', async (sentence) => {
    const { labels, told } = await seenOn(sentence);
    expect(labels).not.toMatch(/audit/iu);
    expect(told).not.toMatch(/what you are charged|keep records|books/iu);
    if (labels !== '') expect(`${labels} ${told}`).toMatch(/quality/iu);
  });

  it.each([
    [
      'The Client may audit the Consultant’s books and records relating to the fees charged under this Agreement once a year.',
      /charged/iu,
    ],
    [
      'The Licensor may, on thirty days’ notice, inspect the Licensee’s accounts to verify the royalties paid.',
      /records/iu,
    ],
    [
      'The Supplier shall keep complete records of all Products sold and shall make them available for audit by the Client on request.',
      /charged|owed/iu,
    ],
  ])('still reads a check of books and records as an audit: %s', async (sentence, told) => {
    const seen = await seenOn(sentence);
    expect(seen.labels).toMatch(/audit/iu);
    expect(seen.told).toMatch(told);
  });
});

describe('a sentence that only names a restraint’s topic, or denies it, is not that restraint', () => {
  it.each([
    'Neither party is subject to any non-compete obligation under this Agreement.',
    'The Client shall not be restricted from engaging in any competing business.',
    'This Agreement does not prevent the Consultant from engaging in any competing business.',
  ])('is not a non-compete: %s', async (sentence) => {
    expect((await seenOn(sentence)).labels).not.toMatch(/compet/iu);
  });

  it.each([
    'The Consultant shall not engage in any competing business during the Term.',
    'The Consultant agrees not to compete with the Client in the Territory for one year after the Term.',
    'During the Term, the Consultant shall not provide services to any competing business.',
  ])('still reads a promise not to compete as a non-compete: %s', async (sentence) => {
    expect((await seenOn(sentence)).labels).toMatch(/non-compete/iu);
  });

  it.each([
    'Neither party shall be deemed an exclusive distributor of the other’s products.',
    'The Client is not appointed as an exclusive agent or representative of the Supplier.',
    'Nothing in this Agreement makes the Consultant the exclusive provider of such services to the Client.',
  ])('is not exclusivity: %s', async (sentence) => {
    expect((await seenOn(sentence)).labels).not.toMatch(/exclusiv/iu);
  });

  it.each([
    'The Client appoints the Consultant as its exclusive sales agent for the Territory during the Term.',
    'The Client shall not purchase such services from any person other than the Consultant during the Term.',
    'The Client shall buy all of its requirements for the Products from the Consultant.',
  ])('still reads a promise to deal only with the other side as exclusivity: %s', async (sentence) => {
    expect((await seenOn(sentence)).labels).toMatch(/exclusiv/iu);
  });

  it.each([
    'Neither party shall be required to return any materials upon termination of this Agreement.',
    'The Consultant shall not be obliged to deliver any further work after the termination of this Agreement.',
    'Neither party shall have any obligation to continue performing after the termination of this Agreement.',
  ])('is no duty after termination: %s', async (sentence) => {
    expect((await seenOn(sentence)).labels).not.toMatch(/after termination|post-termination/iu);
  });

  it.each([
    'Upon termination of this Agreement, the Consultant shall return all materials supplied by the Client.',
    'The Consultant shall continue to provide support for ninety days after the termination of this Agreement.',
    'Following the expiration of this Agreement, the Consultant shall provide transition assistance for a period of sixty days.',
  ])('still reads a duty after termination as one: %s', async (sentence) => {
    expect((await seenOn(sentence)).labels).toMatch(/after termination|post-termination/iu);
  });

  it.each([
    'Each royalty report shall state the net sales of each Product made during the quarter.',
    'Royalty statements shall show gross revenues and all deductions for each Product.',
    'The Consultant shall send the Client a commission statement listing the net sales of each month.',
  ])('is not revenue sharing: %s', async (sentence) => {
    expect((await seenOn(sentence)).labels).not.toMatch(/revenue|profit/iu);
  });

  it.each([
    'The Client shall pay the Consultant a royalty of five percent (5%) of the net sales of each Product.',
    'The Client shall share with the Consultant ten percent (10%) of the net revenues it receives from the Product.',
    'The Consultant shall receive a commission of 8% on the price of each unit sold through its referrals.',
  ])('still reads a share of sales paid over as revenue sharing: %s', async (sentence) => {
    expect((await seenOn(sentence)).labels).toMatch(/revenue|profit/iu);
  });
});
