import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { deniesTopic } from '../src/local/contract/denied-topic';
import { sentenceRole } from '../src/local/contract/sentence-role';
import { risksTitled } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests.
const PREAMBLE =
  'This Services Agreement is made as of March 3, 2022 by and between Larkspur Analytics Ltd. ("Larkspur") and Ostrander Retail Inc. ("Ostrander").';
const LAW = 'This Agreement shall be governed by the laws of the State of Oregon.';

async function analyse(parameters: ContractParameters, ...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['SERVICES AGREEMENT', PREAMBLE, ...sentences, LAW].join('\n\n');
  return analyzeContractText(text, parameters);
}

describe('a clause that binds both parties is told as binding the reader too', () => {
  it('a mutual no-hire says the reader may not hire either, not only that their staff are protected', async () => {
    const result = await analyse(
      { role: 'client', party: 'Ostrander' },
      'During the term of this Agreement and for a period of two (2) years thereafter, each party agrees not to solicit or hire any employee of the other party.',
    );
    const told = [...risksTitled(result, 'No hiring of staff'), ...risksTitled(result, 'Non-solicitation')].join(' ');
    expect(told).toMatch(/both parties/iu);
    expect(told).toMatch(/you may not hire|limit who you may work with or hire/iu);
  });

  it('a mutual duty to insure says the reader must insure as well', async () => {
    const result = await analyse(
      { role: 'client', party: 'Ostrander' },
      'Each party shall maintain general liability insurance with reputable insurers in amounts customary in its industry.',
    );
    const told = risksTitled(result, 'Insurance').join(' ');
    expect(told).toMatch(/both parties/iu);
    expect(told).toMatch(/you must buy and keep/iu);
  });
});

describe('a sentence that denies its topic grounds no finding about it', () => {
  it('reads negations before the topic as denial, and idle negations as nothing', () => {
    const beneficiary = [/\bthird[-\s]party\s+beneficiar(?:y|ies)\b/iu];
    expect(deniesTopic('no person other than the parties shall be a third-party beneficiary', beneficiary)).toBe(true);
    expect(deniesTopic('the Lender shall be a third-party beneficiary of this section', beneficiary)).toBe(false);
    const royalties = [/\broyalt(?:y|ies)\b/iu];
    expect(deniesTopic('Licensee shall pay all amounts, including but not limited to royalties', royalties)).toBe(
      false,
    );
    expect(deniesTopic('Nothing in this Agreement obliges either party to pay royalties', royalties)).toBe(true);
  });

  it('"the parties do not intend to share profits" is no revenue-sharing finding', async () => {
    const result = await analyse(
      { role: 'client', party: 'Ostrander' },
      'The parties do not intend to share profits or revenues, and nothing in this Agreement creates a partnership.',
    );
    expect(risksTitled(result, 'Revenue or profit sharing')).toEqual([]);
  });

  it('a right to extend by notice is not told as an automatic renewal', async () => {
    const result = await analyse(
      { role: 'client', party: 'Ostrander' },
      'The initial term of this Agreement is two years. Ostrander may extend the term for one additional year by giving written notice to Larkspur at least sixty days before the end of the initial term.',
    );
    expect(risksTitled(result, 'Automatic renewal')).toEqual([]);
  });

  it('a term that renews itself unless notice is given still is', async () => {
    const result = await analyse(
      { role: 'client', party: 'Ostrander' },
      'This Agreement shall renew for successive one-year terms unless either party gives written notice of non-renewal at least ninety days before the end of the then-current term.',
    );
    expect(risksTitled(result, 'Automatic renewal').length).toBeGreaterThan(0);
  });
});

describe('a sentence about another document or a filing legend states no clause', () => {
  it('reads "The Franchise Agreement contains a covenant not to compete" as a reference', () => {
    expect(sentenceRole('The Franchise Agreement contains a covenant not to compete after it ends.')).toBe('reference');
    expect(sentenceRole('3. The lease contains provisions on early termination.')).toBe('reference');
    expect(
      sentenceRole(
        'Portions of this exhibit marked [***] contain confidential information that has been omitted and filed separately with the Securities and Exchange Commission.',
      ),
    ).toBe('reference');
    expect(sentenceRole('Larkspur shall not compete with Ostrander in Oregon for one year.')).toBe('operative');
  });
});

describe('a governing law that is the reader’s own', () => {
  const HOME_PREAMBLE =
    'This Supply Agreement is made as of May 2, 2022 by and between Brightwater Mills Inc., a Texas corporation with offices in Houston, Texas ("Brightwater"), and Calloway Foods LLC, a Delaware limited liability company ("Calloway").';

  async function analyseWithLaw(party: string) {
    const text = [
      'SUPPLY AGREEMENT',
      HOME_PREAMBLE,
      'Brightwater shall deliver the products ordered by Calloway within ten days of each order.',
      'This Agreement shall be governed by the laws of the State of Texas.',
    ].join('\n\n');
    return analyzeContractText(text, { role: 'client', party });
  }

  it('is told as home ground to the party based there, with nothing to change', async () => {
    const result = await analyseWithLaw('Brightwater');
    const law = result.keyFindings.find((finding) => finding.title === 'Governing law');
    expect(law?.description).toMatch(/home ground/iu);
    expect(law?.recommendation).toMatch(/no change needed/iu);
    expect(risksTitled(result, 'Governing law').join(' ')).not.toMatch(/if that is not where you are/iu);
  });

  it('is still told as a possible cost to the party based elsewhere', async () => {
    const result = await analyseWithLaw('Calloway');
    const law = result.keyFindings.find((finding) => finding.title === 'Governing law');
    expect(law?.description).not.toMatch(/home ground/iu);
    // Calloway is organised in Delaware, with no office given: the distance is told plainly, not hedged.
    expect(law?.description).toMatch(/the law of Texas, not where your side is organised \(Delaware\)/iu);
  });
});

describe('an exclusive right is told from the side of whoever holds it', () => {
  const DISTRIBUTION =
    'This Distribution Agreement is made as of May 2, 2022 by and between Brightwater Mills Inc. ("Company") and Calloway Foods LLC ("Distributor").';

  async function exclusivity(sentence: string, party: string) {
    const text = ['DISTRIBUTION AGREEMENT', DISTRIBUTION, sentence].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client', party });
    const found = result.keyFindings.find((finding) => finding.title === 'Exclusivity');
    if (!found) throw new Error('no exclusivity finding');
    return found;
  }

  it('an appointment as exclusive distributor protects the distributor, with nothing to ask for', async () => {
    const found = await exclusivity(
      'The Company appoints the Distributor as its exclusive distributor of the Products in the Territory.',
      'Distributor',
    );
    expect(found.description).toMatch(/the exclusivity is yours/iu);
    expect(found.description).not.toMatch(/buy only from them/iu);
    expect(found.type).toBe('low');
    expect(found.recommendation).toMatch(/no change needed/iu);
  });

  it('the same appointment binds the company that made it', async () => {
    const found = await exclusivity(
      'The Company appoints the Distributor as its exclusive distributor of the Products in the Territory.',
      'Company',
    );
    expect(found.description).toMatch(/the other side holds the exclusivity/iu);
  });

  it('a duty to buy only from the other side is still told as one', async () => {
    const found = await exclusivity(
      'The Distributor shall purchase the Products exclusively from the Company and shall not buy competing products from any third party.',
      'Distributor',
    );
    expect(found.description).toMatch(/buy only from them/iu);
  });
});

describe('a dispute finding needs a sentence that sets the route', () => {
  it('a severability clause naming "any court or arbitrator" is no arbitration finding', async () => {
    const result = await analyse(
      { role: 'client', party: 'Ostrander' },
      'If any provision of this Agreement is held invalid by any court or arbitrator of competent jurisdiction, the remaining provisions shall remain in full force.',
    );
    expect(risksTitled(result, 'Arbitration')).toEqual([]);
  });

  it('disputes settled by binding arbitration are still told as arbitration', async () => {
    const result = await analyse(
      { role: 'client', party: 'Ostrander' },
      'Any dispute arising out of this Agreement shall be settled by binding arbitration in Portland, Oregon under the rules of the American Arbitration Association.',
    );
    expect(risksTitled(result, 'Arbitration').join(' ')).toMatch(/arbitration is private/iu);
  });
});

describe('courts where the reader is based', () => {
  it('are home ground, and the advice does not ask for courts near the reader', async () => {
    const text = [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is made as of June 6, 2022 by and between Tamsin Ward Design Ltd., a British Columbia company with offices in Vancouver, British Columbia ("Consultant"), and Ferrow Mining Corp., a Nevada corporation ("Ferrow").',
      'The parties submit to the exclusive jurisdiction of the courts of British Columbia for any dispute arising out of this Agreement.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client', party: 'Consultant' });
    const dispute = result.keyFindings.find((finding) => finding.title === 'Courts and venue');
    expect(dispute?.description).toMatch(/home ground/iu);
    expect(dispute?.recommendation).not.toMatch(/ask for courts near you/iu);
  });
});

describe('a clause stated both ways in separate sentences', () => {
  it('an indemnity each side gives the other is not met with "make it mutual"', async () => {
    const result = await analyse(
      { role: 'client', party: 'Ostrander' },
      'Ostrander shall indemnify and hold harmless Larkspur from any third-party claims arising from Ostrander’s breach of this Agreement.',
      'Larkspur shall indemnify and hold harmless Ostrander from any third-party claims arising from Larkspur’s breach of this Agreement.',
    );
    const indemnity = result.keyFindings.find((finding) => finding.title === 'Indemnification');
    expect(indemnity?.recommendation).not.toMatch(/make it mutual/iu);
    expect(indemnity?.description).toMatch(/runs both ways/iu);
  });
});

describe('sentences that name a clause without stating it', () => {
  it('a definition made with "includes" and a list of titled sections are not operative', () => {
    expect(
      sentenceRole('1.4 "Confidential Information" includes all technical and business information of a party.'),
    ).toBe('definition');
    expect(
      sentenceRole(
        '(b) Article 2 (Confidentiality), Section 4.2 (Covenant Not to Compete), Section 4.3 (Non-Solicitation) and Article 6 (Indemnity).',
      ),
    ).toBe('contents');
  });

  it('a lead time for orders is no minimum commitment', async () => {
    const result = await analyse(
      { role: 'client', party: 'Ostrander' },
      'Ostrander shall place all purchase orders with Larkspur at least ninety (90) days in advance of the requested delivery date.',
    );
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('Minimum commitment');
  });
});

describe('a jury waiver', () => {
  async function waiver(sentence: string) {
    const result = await analyse({ role: 'client', party: 'Ostrander' }, sentence);
    const found = result.keyFindings.find((finding) => finding.title === 'Jury waiver');
    if (!found) throw new Error('no dispute finding');
    return found;
  }

  it('that both parties give alike is low risk, with the advice to accept it', async () => {
    const found = await waiver(
      'EACH PARTY HEREBY IRREVOCABLY WAIVES ALL RIGHT TO TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS AGREEMENT.',
    );
    expect(found.type).toBe('low');
    expect(found.recommendation).toMatch(/accept it/iu);
  });

  it('that only the reader gives is still raised', async () => {
    const found = await waiver(
      'Ostrander hereby waives any right to a trial by jury in any action brought by Larkspur under this Agreement.',
    );
    expect(found.type).not.toBe('low');
  });
});
