import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests: the client (Quintet, in Nevada) reads them; the seat is worded in several ways.
const OPENING = [
  'SERVICES AGREEMENT',
  'This Services Agreement is made as of June 1, 2021 by and between Pell Harbor Analytics, Inc., a corporation with offices at 40 Mill Street, Portland, OR 97201 ("Provider"), and Quintet Foods, Inc., a corporation with offices at 9 Ranch Road, Reno, NV 89501 ("Customer").',
  'Provider shall deliver the monthly sales reports that Customer orders under this Agreement.',
];
const SENDS =
  'Any claim arising out of this Agreement shall be referred to and finally resolved by the American Arbitration Association under its Commercial Arbitration Rules.';

async function analyse(...clauses: string[]): Promise<ContractAnalysis> {
  return analyzeContractText([...OPENING, ...clauses].join('\n\n'), { role: 'client' });
}

function arbitrationAdvice(result: ContractAnalysis): string {
  const key = result.keyFindings.find((found) => found.title === 'Arbitration');
  const improvements = result.recommendations.contractImprovements.filter((found) =>
    /arbitrat/iu.test(JSON.stringify(found)),
  );
  return JSON.stringify([key?.recommendation, improvements]);
}

describe('the seat of an arbitration read in the ways contracts word it', () => {
  it('reads "the venue for such arbitration will be" as the seat', async () => {
    const advice = arbitrationAdvice(
      await analyse(SENDS, 'The venue for such arbitration will be Clark County, Nevada.'),
    );
    expect(advice).not.toMatch(/if the seat is far/iu);
    expect(advice).toMatch(/where your side is based/iu);
  });

  it('reads "submitted to arbitration in <place>" as the seat', async () => {
    const advice = arbitrationAdvice(
      await analyse(
        'Any dispute under this Agreement shall be submitted to arbitration in Salem, Oregon under the rules of the American Arbitration Association.',
      ),
    );
    expect(advice).not.toMatch(/if the seat is far/iu);
    expect(advice).toMatch(/Oregon, not where your side is/iu);
  });

  it('does not take the language an arbitration is conducted in for a place', async () => {
    const advice = arbitrationAdvice(
      await analyse(
        `${SENDS.slice(0, -1)}, and such arbitration shall be held in Reno, Nevada.`,
        'The arbitration shall be conducted in the English language.',
      ),
    );
    expect(advice).not.toMatch(/if the seat is far/iu);
    expect(advice).toMatch(/where your side is based/iu);
  });

  it('reads the seat from the words after a seat word that the sentence split leaves to the next line', async () => {
    const advice = arbitrationAdvice(
      await analyse(`${SENDS.slice(0, -1)} sited in\n\n      Salem, Oregon, for decision under those rules.`),
    );
    expect(advice).not.toMatch(/if the seat is far/iu);
  });
});

describe('the seat named where the reader’s own place is not known', () => {
  it('tells where the arbitration is held instead of "if the seat is far"', async () => {
    const text = [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is made as of June 1, 2021 between Marrow Lane Partners ("Consultant") and Dovecot Foods ("Company").',
      'Consultant shall advise the Company on its distribution strategy.',
      'Any dispute arising under this Agreement shall be settled by binding arbitration held in Boise, Idaho.',
    ].join('\n\n');
    const advice = arbitrationAdvice(await analyzeContractText(text, { role: 'client' }));
    expect(advice).toMatch(/held in Boise, Idaho: if that is far from you/u);
  });
});

describe('words after "held in" that name no place', () => {
  it('does not take "held in accordance with the rules" for a seat', async () => {
    const text = [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is made as of June 1, 2021 between Marrow Lane Partners ("Consultant") and Dovecot Foods ("Company").',
      'Consultant shall advise the Company on its distribution strategy.',
      'Any dispute arising under this Agreement shall be settled by binding arbitration held in accordance with the rules of the American Arbitration Association.',
    ].join('\n\n');
    const advice = arbitrationAdvice(await analyzeContractText(text, { role: 'client' }));
    expect(advice).not.toMatch(/arbitration is held in accordance/u);
  });
});
