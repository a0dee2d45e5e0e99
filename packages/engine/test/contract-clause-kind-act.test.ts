import { describe, expect, it } from 'vitest';
import { ClauseScorer } from '../src/local/contract/clause-classifier';
import { detectClauses } from '../src/local/contract/clause-detection';
import { AUTOMATIC_RENEWAL_WORDS } from '../src/local/contract/clause-operatives';
import { CLAUSE_RULES } from '../src/local/contract/clause-rules';
import { splitSentences } from '../src/text/sentences';
import { scorerFinding, titlesFound } from './clause-scorer-probe';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests. A sentence is a clause of a kind when its main clause does that kind's
// act: a party may end the agreement, a party must buy or pay at least an amount, a liability is stated to be
// without limit or taken out of a cap, a licence is granted, a promise of quality is given, information is
// kept secret. The topic's words in a sentence doing something else (a damages exclusion on termination, the
// least notice the law requires, liabilities that outlive the agreement, an undertaking to be audited, a
// party's right to grant a licence, what may be disclosed) do not make it that clause.

const PAYMENT = 'The Customer shall pay each invoice within thirty (30) days of receipt.';

/** The quote the clause list shows under a title, or undefined when the clause is not listed. */
async function quoteFor(title: string, ...paragraphs: string[]): Promise<string | undefined> {
  const analysis = await analyzeContractText(['SERVICES AGREEMENT', PAYMENT, ...paragraphs].join('\n\n'));
  return (analysis.clauses ?? []).find((clause) => clause.title === title)?.evidence?.quote;
}

describe('a minimum commitment is one the classifier finds only where a party must buy or pay at least an amount', () => {
  it('is not the least screening a staff member must pass, nor the least notice the law requires', () => {
    expect(
      titlesFound(
        scorerFinding('Minimum Commitment', 'minimum'),
        'The minimum security screening for each member of staff is a basic identity check with references.',
      ),
    ).not.toContain('Minimum commitment');
    expect(
      titlesFound(
        scorerFinding('Minimum Commitment', 'minimum'),
        'The Owner may end this Lease six months after it starts by giving the Occupier at least the minimum notice the law requires.',
      ),
    ).not.toContain('Minimum commitment');
  });

  it('is the likeliest sentence that commits to an amount, not a likelier one that does not', async () => {
    const sentences = splitSentences([
      {
        pageNumber: 1,
        text: [
          PAYMENT,
          'No more than three banners may appear on any one page of the Site.',
          'During the second year the Publisher will deliver not less than two million (2,000,000) banner views.',
        ].join('\n\n'),
      },
    ]);
    const scorer = new ClauseScorer({
      credit: 'test',
      categories: {
        'Minimum Commitment': { bias: -10, accept: 0.6, reject: 0, weights: { banners: 25, banner: 20 } },
      },
    });
    const found = detectClauses(sentences, CLAUSE_RULES, 'client', scorer).find(
      (clause) => clause.rule.title === 'Minimum commitment',
    );
    expect(found?.sentence.text).toMatch(/not less than two million/u);
  });

  it('is still a duty to order at least a quantity each quarter', () => {
    expect(
      titlesFound(
        scorerFinding('Minimum Commitment', 'quarter'),
        'The Distributor shall order not less than five hundred (500) units in each calendar quarter.',
      ),
    ).toContain('Minimum commitment');
  });
});

describe('uncapped liability is a liability without limit or kept out of a cap', () => {
  it('is not liabilities that outlive the agreement, nor remedies that add to each other', () => {
    expect(
      titlesFound(
        scorerFinding('Uncapped Liability', 'liable'),
        'On expiry of this Agreement neither party will be liable to the other, except for any liability that arose before expiry.',
      ),
    ).not.toContain('Uncapped liability');
    expect(
      titlesFound(
        scorerFinding('Uncapped Liability', 'remedy'),
        'Seeking a remedy does not limit the other rights or remedies a party has under this Agreement.',
      ),
    ).not.toContain('Uncapped liability');
  });

  it('is not the claims an indemnity does not cover', () => {
    expect(
      titlesFound(
        scorerFinding('Uncapped Liability', 'obligations'),
        'The Vendor’s obligations in this Section do not apply to claims resulting from the Customer’s modification of the Software.',
      ),
    ).not.toContain('Uncapped liability');
  });

  it('is still a cap that does not apply to an indemnity', () => {
    expect(
      titlesFound(
        scorerFinding('Uncapped Liability', 'limitations'),
        'The limitations of liability in this Section shall not apply to either party’s indemnification obligations.',
      ),
    ).toContain('Uncapped liability');
  });
});

describe('a termination right is a party’s right to end the agreement', () => {
  it('is not a damages exclusion for a termination', async () => {
    expect(
      await quoteFor(
        'Termination rights',
        'Neither party shall be liable to the other for compensation of any kind by reason of the termination of this Agreement at any time.',
      ),
    ).toBeUndefined();
  });

  it('is not a waiver of compensation for a termination on notice', async () => {
    expect(
      await quoteFor(
        'Termination rights',
        'The Distributor waives any claim for compensation arising from the termination of this Agreement upon ninety days notice.',
      ),
    ).toBeUndefined();
  });

  it('is still a party that may terminate the agreement', async () => {
    expect(
      await quoteFor(
        'Termination rights',
        'The Client may terminate this Agreement at once if the Supplier becomes insolvent.',
      ),
    ).toMatch(/may terminate/u);
  });
});

describe('an automatic renewal renews the agreement by itself', () => {
  it('is not shares that convert automatically into another class of stock', () => {
    const conversion =
      'Each preferred share will automatically convert into one ordinary share on the closing of a public offering.';
    expect(AUTOMATIC_RENEWAL_WORDS.some((words) => words.test(conversion))).toBe(false);
    expect(
      AUTOMATIC_RENEWAL_WORDS.some((words) => words.test('The licence is automatically extended for one more year.')),
    ).toBe(true);
  });

  it('is still an agreement that renews automatically for successive years', async () => {
    const analysis = await analyzeContractText(
      [
        'SERVICES AGREEMENT',
        PAYMENT,
        'This Agreement will renew automatically for successive one-year terms unless either party gives notice of non-renewal.',
      ].join('\n\n'),
    );
    expect(analysis.risks.map((risk) => risk.finding).some((finding) => finding.startsWith('Automatic renewal'))).toBe(
      true,
    );
  });
});

describe('a warranty promises something about what is supplied or about the giver', () => {
  it('is not an undertaking to submit to an audit told with the word warrant', async () => {
    expect(
      await quoteFor(
        'Warranties and disclaimers',
        'The Processor warrants that, upon request of the Controller, it will submit its processing facilities for an audit of the security measures.',
      ),
    ).toBeUndefined();
  });

  it('is still a promise that the services will be performed with skill', async () => {
    expect(
      await quoteFor(
        'Warranties and disclaimers',
        'The Supplier warrants that the Services will be performed in a professional and workmanlike manner.',
      ),
    ).toMatch(/workmanlike/u);
  });
});

describe('a licence grant grants the licence', () => {
  it('is not a party’s right to grant a licence, nor a duty to obtain licences for what it provides', async () => {
    expect(
      await quoteFor(
        'License grant',
        'The Publisher is and shall remain entitled to grant the Reseller the licence to use the Content, free of all third-party claims.',
      ),
    ).toBeUndefined();
    expect(
      await quoteFor(
        'License grant',
        'The Customer shall obtain all licences and rights to use any materials it provides to the Supplier.',
      ),
    ).toBeUndefined();
  });

  it('is not the agreement’s own text put under an open licence', async () => {
    expect(
      await quoteFor(
        'License grant',
        'These Reseller Terms are licensed under a Creative Commons Attribution licence.',
      ),
    ).toBeUndefined();
  });

  it('is still a licence the licensor grants', async () => {
    expect(
      await quoteFor(
        'License grant',
        'The Publisher hereby grants the Reseller a non-exclusive licence to use the Content in the Territory.',
      ),
    ).toMatch(/hereby grants/u);
  });
});

describe('confidentiality is quoted from the duty, not from what may be disclosed', () => {
  const disclosure =
    'The Recipient may disclose Confidential Information to its advisers who need to know it, provided they are bound by confidentiality obligations no less protective than these.';
  const duty =
    'The Recipient shall keep the Discloser’s Confidential Information secret and use it only for this Agreement.';

  it('quotes the duty although the permitted disclosure comes first', async () => {
    expect(await quoteFor('Confidentiality', disclosure, duty)).toMatch(/shall keep/u);
  });

  it('quotes a duty told as a list of what the recipient will not do', async () => {
    expect(
      await quoteFor(
        'Confidentiality',
        disclosure,
        'Except as this Agreement allows, the Recipient will not (a) use the Discloser’s Confidential Information; nor (b) disclose it to anyone else.',
      ),
    ).toMatch(/will not \(a\) use/u);
  });

  it('quotes the duty although what the duty does not cover comes first', async () => {
    expect(
      await quoteFor(
        'Confidentiality',
        'The obligations of confidentiality shall not apply to information that is or becomes public without a breach of this Agreement.',
        duty,
      ),
    ).toMatch(/shall keep/u);
  });
});
