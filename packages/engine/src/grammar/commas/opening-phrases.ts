import { tagsOfWord } from '../../text/word-tags';
import type { SentenceCheck } from '../finding';
import { missingCommaIssue } from './comma-findings';
import { HOWEVER_OF_DEGREE, OPENING_TRANSITION, TRANSITIONS, WORDS } from './opening-words';

/**
 * Words that open a sentence as an answer, an interjection or a linking adverb ("Yes I agree", "Well
 * we tried", "Besides it is cheap") and take a comma then; before anything but a subject pronoun they
 * may belong to the clause ("No one came", "Well done", "Besides the park …").
 */
const OPENING_WORD_BEFORE_SUBJECT =
  /^(?:Yes|No|Well|Oh|Besides|Instead|Ok|Okay)(?=\s+(?:I|you|we|they|he|she|it|there|I['’]m|it['’]s|that['’]s)\b)/u;

/** A linking phrase that opens a sentence without the comma after it. */
export const transitionComma: SentenceCheck = (sentence) => {
  const match = OPENING_TRANSITION.exec(sentence.text) ?? OPENING_WORD_BEFORE_SUBJECT.exec(sentence.text);
  if (!match || HOWEVER_OF_DEGREE.test(sentence.text)) return [];
  // "As I said before, …": a longer phrase that the writer did set off.
  if (TRANSITIONS.some((phrase) => phrase.length > match[0].length && sentence.text.startsWith(phrase))) return [];
  // "Also trained staff", "Also responsible for …": a line with no subject, where "Also" goes with the verb.
  const next = /^\s+(\p{L}+)/u.exec(sentence.text.slice(match[0].length))?.[1] ?? '';
  // "Also in charge of …", "Also at weekends": "Also" goes with the phrase it opens, as with a verb.
  const nextTags = tagsOfWord(next.toLowerCase());
  const predicate =
    /^(?:Verb|Adjective)$/u.test([...nextTags][0] ?? '') ||
    (nextTags.has('Preposition') && !/^(?:to|of)$/iu.test(next));
  if (match[0] === 'Also' && predicate && !/^(?:many|few|several|most|more|other)$/iu.test(next)) return [];
  // "Obviously not every …", "Clearly better schools …", "Surely enough": the adverb modifies the
  // next word, not the sentence, and takes no comma.
  if (/^\p{L}+ly$/u.test(match[0]) && modifiesNextWord(next)) return [];
  // "After all the rain …", "After that game …": a preposition with its noun phrase, not the linking
  // phrase; its comma, if any, comes after the noun phrase.
  if (/\ball$/iu.test(match[0]) && DETERMINER_NEXT.test(sentence.text.slice(match[0].length))) return [];
  if (/\bthat$/iu.test(match[0]) && isNounOfThat(next)) return [];
  // "In addition to this, …": the phrase goes on, and its comma comes later.
  if (/^\s+(?:to|of)\b/iu.test(sentence.text.slice(match[0].length))) return [];
  // "In the past few weeks …": the time phrase goes on.
  if (
    /^\s+(?:few|decade|decades|century|centuries|years|months|weeks|days|couple)\b/iu.test(
      sentence.text.slice(match[0].length),
    )
  )
    return [];
  return [
    missingCommaIssue(
      'commas.transition-comma',
      sentence,
      0,
      match[0],
      'A linking phrase that opens a sentence is followed by a comma.',
    ),
  ];
};

/** An article, a demonstrative or a possessive next: a noun phrase goes on ("all the work"). */
const DETERMINER_NEXT = /^\s+(?:the|this|that|these|those|my|your|his|her|its|our|their)\b/iu;

/**
 * Whether the word after "that" is its noun ("that game", "that day"), not a word that opens a clause
 * of its own as a pronoun, "there", a determiner, an adverb or a preposition does ("After that we …").
 */
function isNounOfThat(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower === '' || lower === 'there' || /^\p{Lu}/u.test(word) || SUBJECT_WORD.test(lower)) return false;
  const tags = tagsOfWord(lower);
  // "that" points at one thing: a plural ("After that people left") is the subject of a new clause.
  return !tags.has('Plural') && !NOT_NOUN_OF_THAT.some((tag) => tags.has(tag));
}

/** Words that stand as a subject by themselves ("everyone", "nothing", "many"). */
const SUBJECT_WORD = /^(?:(?:every|some|any|no)(?:one|body|thing)|nobody|many|most|all|several|each|both)$/u;

const NOT_NOUN_OF_THAT = ['Pronoun', 'Determiner', 'Adverb', 'Preposition', 'Conjunction', 'Modal', 'Copula'];

/** Words an adverb can modify directly: "not", "enough", a degree word, an adjective or an adverb. */
function modifiesNextWord(next: string): boolean {
  const word = next.toLowerCase();
  if (/^(?:not|never|enough|so|too|very|quite|much|better|worse)$/u.test(word)) return true;
  if (/^(?:many|few|several|most|more|other|all|some|each|every|no)$/u.test(word)) return false;
  const tags = tagsOfWord(word);
  return (tags.has('Adjective') || tags.has('Adverb')) && !tags.has('Noun') && !tags.has('Pronoun');
}

/**
 * An opening condition followed by a request ("If you have any questions please call me"): the
 * request is the main clause, with no subject of its own, so the subject-pronoun search of
 * `clauseComma` cannot find where it starts.
 */
const CONDITION_THEN_REQUEST =
  /^((?:If|When|Should|Once|As soon as|Whenever)\s+[^,;:]*?\p{L})\s+(?:please|do not hesitate|don['’]t hesitate|feel free|do not forget|don['’]t forget)\b/u;

export const requestComma: SentenceCheck = (sentence) => {
  const before = CONDITION_THEN_REQUEST.exec(sentence.text)?.[1] ?? '';
  const previous = /\p{L}+(?:['’]\p{L}+)?$/u.exec(before)?.[0] ?? '';
  if (previous === '' || (before.match(WORDS) ?? []).length < 3) return [];
  return [
    missingCommaIssue(
      'commas.request-comma',
      sentence,
      before.length - previous.length,
      previous,
      'A request after an opening condition is set off by a comma: “If you have any questions, please call me.”',
    ),
  ];
};
