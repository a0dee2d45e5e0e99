import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../../analysis-engine';
import { score } from './bulk-engine';

const exclusiveCapped: DocumentPage[] = [
  {
    pageNumber: 1,
    text: 'LICENCE AGREEMENT\nThis Licence Agreement is made on 1 March 2022 between Brightside Media Ltd ("Licensor") and Harbour Games Ltd ("Licensee").\n1. Licensor hereby grants to Licensee an exclusive licence to use the Characters in video games in the Territory before the launch date and thereafter.\n2. Licensee shall pay Licensor a royalty of 8% of Net Sales within 30 days of the end of each quarter.',
  },
  {
    pageNumber: 2,
    text: '3. The total liability of either party under this Agreement shall not exceed £200,000.\n4. Licensee shall not assign this Agreement without the prior written consent of Licensor.\n5. This Agreement shall be governed by the laws of England and Wales.',
  },
];

// Speaks of exclusivity and of liability a great deal, but grants neither an exclusive right nor a cap.
const talksAboutThem: DocumentPage[] = [
  {
    pageNumber: 1,
    text: 'DISTRIBUTION AGREEMENT\nThis Distribution Agreement is made on 5 May 2021 between Alder Tools Inc. ("Supplier") and Crest Hardware LLC ("Distributor").\n1. Supplier appoints Distributor as a non-exclusive distributor of the Products in the Territory.\n2. Nothing in this Agreement grants the Distributor any exclusivity, and the Supplier may appoint other distributors at any time.\n3. Each party shall be responsible for its own liability to its customers, and liability for breach of this Agreement is not limited in any way.\n4. This Agreement shall be governed by the laws of the State of Ohio.',
  },
];

const CRITERION = 'Prefer contracts with capped liability and exclusivity';

describe('score (contracts judged by the clauses the contract analysis finds)', () => {
  it('ranks the contract that grants an exclusive licence and caps liability above one that only talks of both', () => {
    const good = score(exclusiveCapped, CRITERION);
    const poor = score(talksAboutThem, CRITERION);
    expect(good.score).toBe(100);
    expect(poor.score).toBe(0);
  });

  it('says which findings moved the score, with their points, and quotes each from its page', () => {
    const good = score(exclusiveCapped, CRITERION);
    const exclusive = good.keyPoints.find((point) => /exclusiv/iu.test(point.text));
    expect(exclusive).toMatchObject({ points: 25, citation: { page: 1 } });
    expect(exclusive?.citation?.quote).toContain('an exclusive licence');
    const cap = good.keyPoints.find((point) => /capped/iu.test(point.text));
    expect(cap?.points).toBe(25);
    expect(cap?.text).toContain('£200,000');
    expect(cap?.citation?.page).toBe(2);
    expect(good.reasoning).toMatch(/\+25/u);

    const poor = score(talksAboutThem, CRITERION);
    const noCap = poor.keyPoints.find((point) => /cap/iu.test(point.text));
    expect(noCap).toMatchObject({ points: -25, citation: null });
    expect(poor.keyPoints.find((point) => /exclusiv/iu.test(point.text))?.points).toBe(-25);
  });

  it('writes key points as whole sentences and quotes that are verbatim on their page', () => {
    for (const pages of [exclusiveCapped, talksAboutThem]) {
      const result = score(pages, `${CRITERION}, and a launch date`);
      for (const point of result.keyPoints) {
        expect(point.text).toMatch(/[.”]$/u);
        if (point.citation)
          expect(pages.find((page) => page.pageNumber === point.citation?.page)?.text).toContain(point.citation.quote);
      }
    }
  });

  it('judges the governing law the user asks for from the law the contract states', () => {
    expect(score(exclusiveCapped, 'Governed by English law').score).toBe(100);
    const ohio = score(talksAboutThem, 'Governed by English law');
    expect(ohio.score).toBe(0);
    expect(ohio.keyPoints[0]?.text).toContain('Ohio');
  });

  it('says so when a criterion word names no clause concept, and looks for it in the passages instead', () => {
    const result = score(exclusiveCapped, 'Prefer contracts with exclusivity and a launch date');
    expect(result.reasoning).toMatch(/“launch”.*no clause the engine knows/u);
    const passage = result.keyPoints.find((point) => /launch/u.test(point.text));
    expect(passage?.citation?.quote).toContain('before the launch date');
    expect(passage?.points).toBe(25);
  });

  it('tells who gives a clause only from a side the user named', () => {
    const neutral = score(exclusiveCapped, 'Prefer exclusivity');
    expect(neutral.keyPoints[0]?.text).toBe('The contract has an exclusivity clause.');
    const asClient = score(exclusiveCapped, 'As the client, prefer exclusivity');
    expect(asClient.keyPoints[0]?.text).toMatch(
      /^The contract has an exclusivity clause\. Licensor gives this promise to your side/u,
    );
  });
});
