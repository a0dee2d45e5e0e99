import type { SentenceCheck } from '../finding';
import { conjunctionComma } from './conjunction-commas';
import { clauseComma } from './opening-clauses';
import { requestComma, sceneComma, transitionComma } from './opening-phrases';

/** Commas missing after an opening phrase or clause, or before "but" or "so" joining two clauses. */
export const openingCommas: SentenceCheck = (sentence, pageText) => {
  const transition = transitionComma(sentence, pageText);
  const opening =
    transition.length > 0
      ? transition
      : (() => {
          const request = requestComma(sentence, pageText);
          if (request.length > 0) return request;
          const clause = clauseComma(sentence, pageText);
          return clause.length > 0 ? clause : sceneComma(sentence, pageText);
        })();
  return [...opening, ...conjunctionComma(sentence, pageText)];
};
