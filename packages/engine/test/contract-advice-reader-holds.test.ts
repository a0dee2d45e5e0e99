import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_MARKS_LICENCE } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Brightwick licenses its marks to Tollery; each test names the party that reads it.
const analyse = (party: string, ...sentences: string[]) =>
  analyseAgreement(TOLLERY_MARKS_LICENCE, sentences, { role: 'client', party });

const listed = (result: ContractAnalysis, title: string) =>
  result.recommendations.contractImprovements.filter((improvement) => improvement.issue.startsWith(`${title}:`));

describe('a promise not to challenge given to the reader', () => {
  const clause =
    'Tollery shall not at any time challenge, or assist others to challenge, the validity of any trademark of Brightwick or bring any claim against Brightwick over it.';

  it('is not told to the reader as claims it gives up, nor listed as a change to negotiate', async () => {
    const result = await analyse('Brightwick Brands Ltd.', clause);
    expect(adviceOn(result, 'Covenant not to sue')).not.toMatch(/Limit it to the licensed rights/u);
    expect(listed(result, 'Covenant not to sue')).toEqual([]);
  });

  it('is still advised on when the reader is the one who promises', async () => {
    const result = await analyse('Tollery', clause);
    expect(adviceOn(result, 'Covenant not to sue')).toMatch(/Limit it to the licensed rights/u);
  });
});

describe('a statement that no claim is pending', () => {
  it('gives up nothing, so no change is recommended', async () => {
    const result = await analyse(
      'Tollery',
      'Tollery is not a party to any pending action challenging the validity of the Licensed Marks or of this Agreement.',
    );
    expect(adviceOn(result, 'Covenant not to sue')).not.toMatch(/Limit it to the licensed rights/u);
    expect(listed(result, 'Covenant not to sue')).toEqual([]);
  });
});

describe('a perpetual licence granted to the reader', () => {
  const clause =
    'Brightwick hereby grants to Tollery a perpetual, royalty-free licence to use the Brightwick Know-How in the Territory.';

  it('is not met with advice to allow revocation', async () => {
    const result = await analyse('Tollery', clause);
    expect(adviceOn(result, 'Irrevocable or perpetual license')).not.toMatch(/Allow revocation/u);
    expect(listed(result, 'Irrevocable or perpetual license')).toEqual([]);
  });
});

describe('a right of first refusal the reader holds', () => {
  it('is not met with advice to set a short window for the holder', async () => {
    const result = await analyse(
      'Tollery',
      'Tollery shall have a right of first refusal to distribute any new product that Brightwick develops during the Term.',
    );
    expect(adviceOn(result, 'Right of first refusal')).not.toMatch(/short response window/u);
    expect(listed(result, 'Right of first refusal')).toEqual([]);
  });
});

describe('a promise not to challenge when the reader’s party is not known', () => {
  it('tells the reader to check whose promise it is, and is not listed as a change to negotiate', async () => {
    const text = [
      'CO-MARKETING AGREEMENT',
      'This agreement is made between Brightwick Brands Ltd. and Tollery Goods Inc.',
      'Each party shall promote the other party’s products on its website during the Term.',
      'Tollery shall not now or in the future contest the validity of the Brightwick trademarks.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    expect(adviceOn(result, 'Covenant not to sue')).toMatch(/No change needed if Tollery is not your side/u);
    expect(listed(result, 'Covenant not to sue')).toEqual([]);
  });
});

describe('a renewal that depends on a result, not on a missed notice', () => {
  it('is not met with advice about a cancellation deadline', async () => {
    const result = await analyse(
      'Tollery Goods Inc.',
      'The initial term of this Agreement is three (3) years.',
      'This Agreement shall automatically renew for a further period of two (2) years provided that Tollery achieves net sales of the Products of at least one million dollars in the last year of the term.',
    );
    expect(adviceOn(result, 'Automatic renewal')).not.toMatch(/cancellation deadline/u);
    expect(listed(result, 'Automatic renewal')).toEqual([]);
  });

  it('still is when the renewal runs unless a party gives notice', async () => {
    const result = await analyse(
      'Tollery Goods Inc.',
      'This Agreement shall automatically renew for successive two (2) year terms unless either party gives notice of non-renewal at least six (6) months before the end of the then current term.',
    );
    expect(adviceOn(result, 'Automatic renewal')).toMatch(/cancellation deadline/u);
  });
});

describe('an exclusivity the sentence gives to the reader', () => {
  it('is told as the reader’s, with no advice to limit it', async () => {
    const result = await analyse(
      'Tollery Goods Inc.',
      'During the Term, Tollery shall be the exclusive online retailer of the Products in the Territory.',
    );
    expect(adviceOn(result, 'Exclusivity')).not.toMatch(/Limit (?:the )?exclusivity/u);
    expect(listed(result, 'Exclusivity')).toEqual([]);
  });

  it('is still advised on when the other side holds it', async () => {
    const result = await analyse(
      'Tollery Goods Inc.',
      'During the Term, Brightwick shall be the exclusive supplier of packaging for the Products, and Tollery shall buy all its packaging from Brightwick.',
    );
    expect(adviceOn(result, 'Exclusivity')).toMatch(/[Ll]imit/u);
  });
});

describe('a renewal quoted from where its condition begins', () => {
  it('is still read as tied to a result', async () => {
    const { withRenewalNoticeRead } = await import('../src/local/contract/renewal-notice-advice');
    // The finding as the rule words it, read against a quote that starts after the "if".
    const read = withRenewalNoticeRead(
      {
        rule: { id: 'auto-renewal' },
        finding: { recommendation: 'x', type: 'medium', score: 50, description: '' },
        headline: '',
        missing: false,
        change:
          'Put the cancellation deadline in your calendar; if the notice it needs is long, ask for a shorter one or a reminder before renewal.',
      } as never,
      [],
      'at the end of the initial term, Tollery has paid the minimum royalties, then the term shall automatically extend for one more year.',
    );
    expect(read.change).not.toMatch(/cancellation deadline/u);
  });
});

describe('an indemnity the reader gives only to the extent a claim is related to its own breach', () => {
  it('is not asked to be limited to the reader’s own fault again', async () => {
    const result = await analyse(
      'Tollery Goods Inc.',
      'Tollery shall defend and indemnify Brightwick against any cost or loss arising out of any claim brought against Brightwick by a third party to the extent that such claim is related to Tollery’s breach of this Agreement.',
    );
    const advice = adviceOn(result, 'Indemnification');
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/limit it to claims caused by your own fault/iu);
  });
});

describe('a promise not to challenge that binds the other side and its group', () => {
  it('is told as protecting the reader', async () => {
    const result = await analyse(
      'Tollery Goods Inc.',
      'Neither Brightwick, nor any of its Affiliates, shall challenge or assist any third party to challenge the validity of any patent of Tollery.',
    );
    expect(adviceOn(result, 'Covenant not to sue')).not.toMatch(/Limit it to the licensed rights/u);
    expect(listed(result, 'Covenant not to sue')).toEqual([]);
  });
});

describe('minimum advice reads whether the quoted sentence sets a minimum someone owes', () => {
  const minimumChanges = (result: ContractAnalysis) => listed(result, 'Minimum commitment');

  it('is recommended on a minimum the reader must buy', async () => {
    const result = await analyse(
      'Tollery Goods Inc.',
      'Tollery shall purchase from Brightwick not less than ten thousand units of the Products in each calendar year.',
    );
    // The rule's general ask is told on the clause's card; the list of changes holds only advice fitted to this agreement.
    const card = result.keyFindings.find((finding) => finding.title === 'Minimum commitment');
    expect(card?.recommendation).toMatch(/Lower the minimum/u);
    expect(card?.type).not.toBe('low');
  });

  it('is not recommended on a minimum number of founders required by company law', async () => {
    const result = await analyse(
      'Tollery Goods Inc.',
      'To satisfy the requirement of a minimum of seven shareholders under the Companies Act, the articles of the joint company shall be signed by seven persons.',
    );
    expect(minimumChanges(result)).toEqual([]);
  });
});
