import { describe, expect, it } from 'vitest';
import { ClauseScorer } from '../local/contract/clause-classifier';
import { answerLocally } from './local-answer';

// Contracts and a classifier written for these tests (not from any corpus). The classifier gives every
// sentence the same probability for the clause, so what decides is whether a sentence states it.
const engine = { provider: 'local' as const, version: 'test' };
const logit = (probability: number) => Math.log(probability / (1 - probability));
const scorerAt = (probability: number) =>
  new ClauseScorer({
    credit: 'test',
    categories: { 'Anti-Assignment': { bias: logit(probability), accept: 0.5, reject: 0.1, weights: {} } },
  });

const contract = (...sentences: string[]) => ({
  documentType: 'contract' as const,
  pages: [
    {
      pageNumber: 1,
      text: [
        'SUPPLY AGREEMENT',
        'This Agreement is made on March 3, 2021 between Heron Foods Ltd. (the "Buyer") and Wren Farms LLC (the "Supplier").',
        '1. Supply. The Supplier shall deliver fresh produce to the Buyer each week.',
        '2. Price. The Buyer shall pay the prices in Schedule A within thirty (30) days of invoice.',
        ...sentences,
      ].join('\n'),
    },
  ],
});

const question = 'Can either party assign this agreement?';

describe('a clause the user asks about, stated in the contract engine’s own wording', () => {
  it('is the answer when the classifier is unsure of it, though less than its report would need', () => {
    const sentence = 'Neither party may assign this Agreement without the prior written consent of the other party.';
    const result = answerLocally(question, contract(`3. Assignment. ${sentence}`), engine, {
      scorer: scorerAt(0.05),
    });
    expect(result.found).toBe(true);
    expect(result.citations[0]?.quote).toContain('may assign this Agreement without the prior written consent');
  });

  it('is still refused when the classifier is sure the wording is out of place', () => {
    const sentence = 'Neither party may assign this Agreement without the prior written consent of the other party.';
    const result = answerLocally(question, contract(`3. Assignment. ${sentence}`), engine, {
      scorer: scorerAt(0.01),
    });
    expect(result.found).toBe(false);
  });

  it('is refused when no sentence states the clause, however unsure the classifier is', () => {
    const result = answerLocally(question, contract('3. Quality. All produce shall be graded as Class I.'), engine, {
      scorer: scorerAt(0.05),
    });
    expect(result.found).toBe(false);
  });
});
