import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { punctuationIssue } from '../commas/comma-findings';
import type { SentenceCheck, StyleIssue } from '../finding';
import { FINITE_BE, FORMS_OF_DO, oneOf, wordPattern } from '../word-classes';

/**
 * Punctuation that grammar books ask to leave out: a comma between a verb of saying or thinking
 * and the "that" clause it reports ("He said, that he was tired"), since the clause is the verb's
 * object; and a full stop typed twice ("the end..") where neither one full stop nor an ellipsis of
 * three was meant.
 */
const COMMA_BEFORE_THAT =
  /\b(say|says|said|think|thinks|thought|believe|believes|believed|know|knows|knew|hope|hoped|mean|means|meant|feel|feels|felt|realise|realised|realize|realized|agree|agreed|claim|claims|claimed|argue|argues|argued|suggest|suggests|suggested|state|states|stated|sure|clear|obvious|true|fact|opinion|(?:reason|problem|truth|point|thing|result)\s+(?:is|was))\s*,\s+(that)\s+(?!is\b|was\b|'s\b|’s\b)/giu;

/**
 * A comma straight after a subordinating conjunction that opens the sentence ("Although, it rained
 * we went"): the conjunction belongs to its clause and is not a linking adverb like "However", so
 * nothing sets it off, unless an aside follows it ("Although, of course, …").
 */
const COMMA_AFTER_CONJUNCTION =
  /^(Although|Even though|Whereas|Unless|Even if|Because)\s*,\s+(?!(?:however|of course|in fact|for example|for instance|as|if|when|in my|on the)\b)(?=\p{L})/u;

/**
 * A comma between "sure" or "don't think" and the clause they introduce with "that" left out ("I'm
 * sure, you will like it", "I don't think, it is easy"): the clause is their object, as with "that".
 */
const COMMA_BEFORE_OBJECT_CLAUSE = wordPattern(
  'gu',
)`(?<!\bfor\s+)\b(sure|(?:${oneOf(FORMS_OF_DO)})\s+not\s+(?:think|believe)|(?:don|doesn|didn)['’]t\s+(?:think|believe))\s*,(?=\s+(?:I|you|we|they|he|she|it|there|this|the|my|our|people)\b)`;

/**
 * A comma between a subject's verb of saying or thinking and the clause it reports, with "that"
 * left out ("Most people said, they would come", "I think, it is easy"); "As I said, …" and "like my
 * friends say, …" are asides and keep their comma.
 */
const COMMA_AFTER_REPORTING_VERB =
  /(?<!\b(?:as|As|like|Like)\s+(?:\p{L}+\s+){0,2})(?<=\b(?:I|we|they|he|she|people|\p{Ll}+s)\s+)(said|say|says|think|thinks|thought|believe|believes|believed|feel|feels|felt)\s*,(?=\s+(?:I|you|he|she|we|they|it|there|this|the|people)\s+\p{Ll})/gu;

/** "Especially" focuses on a word or phrase and is not set off like a linking adverb ("Especially, when …"). */
const ESPECIALLY_COMMA = /^(Especially|Specially)\s*,/u;

const DOUBLE_STOP = /\p{L}(\.\.)(?![.\p{L}\d])/gu;

/**
 * A direct question, with the auxiliary before its subject ("How far could it go.", "Do you know
 * him."), closed by a full stop instead of a question mark: a sentence of one clause (after a comma
 * the question may have ended: "What do you do, get some rest."). Polite requests with "please", which
 * some style guides let end with a full stop, imperatives ("Do it now.") and inverted conditions
 * ("Were it not for …") are left alone.
 */
const QUESTION_WITH_FULL_STOP = wordPattern(
  'u',
)`^(?!.*\bplease\b)(?:(?:How|What|Why|Where|When|Who|Which)\s+(?:(?!(?:I|you|we|they|he|she|it|there)\b)\p{Ll}+\s+){0,2}?(?:${oneOf(FINITE_BE, FORMS_OF_DO)}|can|could|would|will|should|have|has|shall|may|might)|(?:Does|Did|Is|Are|Was|Can|Could|Would|Will|Shall)|Do(?=\s+(?:I|you|we|they|people)\b))\s+(?:I|you|we|they|he|she|it|there|people|the|this|that|these|those|my|your|our|their|his|her)\s+[^?!;:,"“”]*?(\p{L}+)\.$`;

function questionWithFullStop(sentence: Sentence): StyleIssue[] {
  const text = sentence.text.trimEnd();
  const lastWord = QUESTION_WITH_FULL_STOP.exec(text)?.[1];
  if (lastWord === undefined) return [];
  return [
    punctuationIssue(
      'punctuation.question-with-full-stop',
      sentence,
      text.length - lastWord.length - 1,
      `${lastWord}.`,
      `${lastWord}?`,
      'A direct question ends with a question mark: “How far is the station?”',
    ),
  ];
}

function especiallyComma(sentence: Sentence): StyleIssue[] {
  const match = ESPECIALLY_COMMA.exec(sentence.text);
  if (!match) return [];
  return [
    punctuationIssue(
      'punctuation.especially-comma',
      sentence,
      0,
      match[0],
      'In particular,',
      '“Especially” points at a word or phrase and is not set off by a comma at the start of a sentence; “In particular,” is the linking phrase.',
    ),
  ];
}

export const strayPunctuation: SentenceCheck = (sentence) => [
  ...especiallyComma(sentence),
  ...questionWithFullStop(sentence),
  ...matchesOf(new RegExp(COMMA_AFTER_CONJUNCTION.source, 'gu'), sentence.text).map((match) => {
    const [, conjunction = ''] = match;
    return punctuationIssue(
      'punctuation.comma-after-conjunction',
      sentence,
      match.index,
      match[0].trimEnd(),
      conjunction,
      `“${conjunction}” starts the clause that follows it and takes no comma after it: “Although it rained, we went out.”`,
    );
  }),
  ...matchesOf(COMMA_BEFORE_THAT, sentence.text).map((match) => {
    const [, verb = '', that = ''] = match;
    return punctuationIssue(
      'punctuation.comma-before-that',
      sentence,
      match.index,
      match[0].trimEnd(),
      `${verb} ${that}`,
      '“That” after a verb of saying or thinking starts its object, and no comma comes between them: “He said that he was tired.”',
    );
  }),
  ...matchesOf(COMMA_BEFORE_OBJECT_CLAUSE, sentence.text).map((match) =>
    punctuationIssue(
      'punctuation.comma-before-object-clause',
      sentence,
      match.index,
      match[0],
      match[1] ?? '',
      'The clause after “sure” or “don’t think” is its object, and no comma comes between them: “I’m sure you will like it.”',
    ),
  ),
  ...matchesOf(COMMA_AFTER_REPORTING_VERB, sentence.text).map((match) =>
    punctuationIssue(
      'punctuation.comma-after-reporting-verb',
      sentence,
      match.index,
      match[0],
      match[1] ?? '',
      'The clause after a verb of saying or thinking is its object, and no comma comes between them: “They said they would come.”',
    ),
  ),
  ...matchesOf(DOUBLE_STOP, sentence.text).map((match) =>
    punctuationIssue(
      'punctuation.double-full-stop',
      sentence,
      match.index + 1,
      '..',
      '.',
      'A sentence ends with one full stop; an ellipsis has three dots.',
    ),
  ),
];
