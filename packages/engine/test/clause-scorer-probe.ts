import { ClauseScorer } from '../src/local/contract/clause-classifier';
import { detectClauses } from '../src/local/contract/clause-detection';
import { CLAUSE_RULES } from '../src/local/contract/clause-rules';
import { splitSentences } from '../src/text/sentences';

const PAYMENT = 'The Customer shall pay each invoice within thirty (30) days of receipt.';

/**
 * A classifier that finds every sentence with the given word very likely to state the category's clause,
 * as the shipped one may find a sentence that shares the clause's topic words.
 */
export function scorerFinding(category: string, word: string): ClauseScorer {
  return new ClauseScorer({
    credit: 'test',
    categories: { [category]: { bias: -10, accept: 0.6, reject: 0, weights: { [word]: 20 } } },
  });
}

/** The clause titles detected in the paragraphs (after a payment sentence) with that classifier. */
export function titlesFound(scorer: ClauseScorer, ...paragraphs: string[]): string[] {
  const sentences = splitSentences([{ pageNumber: 1, text: [PAYMENT, ...paragraphs].join('\n\n') }]);
  return detectClauses(sentences, CLAUSE_RULES, 'client', scorer).map((clause) => clause.rule.title);
}
