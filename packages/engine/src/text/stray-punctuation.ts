import { punctuationIssue } from './opening-commas';
import { matchesOf } from './pattern-matches';
import type { SentenceCheck } from './style-checks';

/**
 * Punctuation that grammar books ask to leave out: a comma between a verb of saying or thinking
 * and the "that" clause it reports ("He said, that he was tired"), since the clause is the verb's
 * object; and a full stop typed twice ("the end..") where neither one full stop nor an ellipsis of
 * three was meant.
 */
const COMMA_BEFORE_THAT =
  /\b(say|says|said|think|thinks|thought|believe|believes|believed|know|knows|knew|hope|hoped|mean|means|meant|feel|feels|felt|realise|realised|realize|realized|agree|agreed|sure|clear|obvious|true|fact)\s*,\s+(that)\s+(?!is\b|was\b|'s\b|’s\b)/giu;
const DOUBLE_STOP = /\p{L}(\.\.)(?![.\p{L}\d])/gu;

export const strayPunctuation: SentenceCheck = (sentence) => [
  ...matchesOf(COMMA_BEFORE_THAT, sentence.text).map((match) => {
    const [, verb = '', that = ''] = match;
    return punctuationIssue(
      sentence,
      match.index,
      match[0].trimEnd(),
      `${verb} ${that}`,
      '“That” after a verb of saying or thinking starts its object, and no comma comes between them: “He said that he was tired.”',
    );
  }),
  ...matchesOf(DOUBLE_STOP, sentence.text).map((match) =>
    punctuationIssue(
      sentence,
      match.index + 1,
      '..',
      '.',
      'A sentence ends with one full stop; an ellipsis has three dots.',
    ),
  ),
];
