import type { SentenceCheck } from '../finding';
import { conjunctionComma } from './conjunction-commas';
import { clauseComma } from './opening-clauses';
import { requestComma, transitionComma } from './opening-phrases';

/** Commas missing after an opening phrase or clause, or before "but" or "so" joining two clauses. */
export const openingCommas: SentenceCheck = (sentence, pageText) => {
  const transition = transitionComma(sentence, pageText);
  const request = transition.length > 0 ? transition : requestComma(sentence, pageText);
  const opening = request.length > 0 ? request : clauseComma(sentence, pageText);
  return [...opening, ...conjunctionComma(sentence, pageText)];
};
