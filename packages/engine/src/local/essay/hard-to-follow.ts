import nlp from 'compromise';
import { IRREGULAR_VERB_FORMS } from '../../grammar/rules/lexicon/verb-forms';
import { isListedWord } from '../../grammar/spelling/word-frequency';
import type { Sentence } from '../../text/sentences';
import { tagsOfWord } from '../../text/word-tags';
import { countWords } from '../../text/words';

/**
 * Sentences a reader cannot follow: no verb anywhere ("The reason of the homework for all the
 * students."), a clause that lost its verb (a reason with none: "because there it many hills"; a
 * subject run straight into its object: "if you the phone all day") or several words no
 * dictionary of everyday English holds. A checker flags few errors
 * in such a text, since it finds no clause to check, so a low error count is no sign of clean
 * writing there.
 */

/** A sentence this short without a verb is a heading, a greeting or a deliberate fragment. */
const MIN_VERBLESS_WORDS = 4;
/**
 * Unknown words in one sentence that leave a reader guessing at it: two or more, and a fifth of its
 * words. An academic sentence may hold two rare terms among many plain words and be clear.
 */
const MIN_UNKNOWN_WORDS = 2;
const MIN_UNKNOWN_SHARE = 0.2;
/** The share of sentences that, unfollowable, make the text hard to follow as a whole. */
const HARD_SHARE = 0.5;
const MIN_HARD_SENTENCES = 3;
/**
 * Tagging a sentence in context costs about ten times a word look-up: a text is judged by its
 * first sentences, which show as well as all of them whether the writer builds sentences.
 */
const SENTENCES_READ = 15;
/**
 * Words that are verbs wherever they stand ("was", "can", "went"): a sentence holding one has its
 * verb, and need not be tagged in context to find one.
 */
const CERTAIN_VERB_TAGS = ['Copula', 'Modal', 'Auxiliary', 'PastTense'];
const SMALL_LETTER_WORD = /^\p{Ll}{2,}$/u;
/** Words as written: a capitalised word is a name or a sentence's first word, not checked against the dictionary. */
const WORD_AS_WRITTEN = /\p{L}[\p{L}'’]*/gu;

/**
 * A subject where only a subject can stand (opening the sentence or a clause) run straight into a
 * noun phrase, the verb between them lost: "If you the phone all day…", "then you just a fan".
 * "We the people" and "you the reader" name the subject twice, on purpose.
 */
const SUBJECT_WITHOUT_ITS_VERB =
  /(?:^\s*|\b(?:if|when|whenever|because|since|then|unless|while|although|though)\s+)(?:I|he|she|we|they|you)\s+(?:(?:just|only|really|also|always|never|still)\s+)?(?:the|a|an|my|your|his|her|our|their|this|these|those)\s+(?!(?:people|public|readers?|citizens|students|voters)\b)\p{L}/iu;
/** What a "because" gives as the reason, up to the next one: "because of" names a cause, not a clause. */
const REASON_CLAUSE = /\bbecause\b(?!\s+of\b)((?:(?!\bbecause\b)[^.!?])*)/giu;
/** A reason this short without a verb may be an answer in a word or two ("because reasons"). */
const MIN_VERBLESS_REASON_WORDS = 3;

interface TaggedText {
  terms: Array<{ text: string; tags: string[] }>;
}

/** Per sentence of one analysis: the parts of the essay ask about the same sentences more than once. */
const judged = new WeakMap<Sentence, boolean>();

/** Whether a sentence has no verb (read in context) or several words no everyday dictionary holds. */
export function hardToFollow(sentence: Sentence): boolean {
  const known = judged.get(sentence);
  if (known !== undefined) return known;
  const words = sentence.text.match(WORD_AS_WRITTEN) ?? [];
  const unknown = words.filter((word) => SMALL_LETTER_WORD.test(word) && !isListedWord(word)).length;
  const unknownWords = unknown >= MIN_UNKNOWN_WORDS && unknown >= words.length * MIN_UNKNOWN_SHARE;
  const hard =
    unknownWords ||
    (countWords(sentence.text) >= MIN_VERBLESS_WORDS && verbless(sentence.text, words)) ||
    SUBJECT_WITHOUT_ITS_VERB.test(sentence.text) ||
    reasonWithoutAVerb(sentence.text);
  judged.set(sentence, hard);
  return hard;
}

/**
 * Whether a reason the sentence gives after "because" has no verb: its clause lost it. The words
 * are tagged in the whole sentence, as a reader reads them ("because the water rose" has its verb).
 */
function reasonWithoutAVerb(text: string): boolean {
  const suspect = [...text.matchAll(REASON_CLAUSE)].some(([, reason = '']) => {
    const words = reason.match(WORD_AS_WRITTEN) ?? [];
    return words.length >= MIN_VERBLESS_REASON_WORDS && !words.some(certainVerb);
  });
  if (!suspect) return false;
  const terms = taggedTerms(text);
  const reasons: Array<TaggedText['terms']> = [];
  for (const term of terms) {
    if (/^because$/iu.test(term.text)) reasons.push([]);
    else reasons.at(-1)?.push(term);
  }
  return reasons.some(
    (reason) =>
      reason.length >= MIN_VERBLESS_REASON_WORDS &&
      !/^of$/iu.test(reason[0]?.text ?? '') &&
      // A tagger reads "the water rose" as a noun phrase: an irregular verb's form may be its verb.
      !reason.some((term) => term.tags.includes('Verb') || IRREGULAR_VERB_FORMS.has(term.text.toLowerCase())),
  );
}

const certainVerb = (word: string): boolean => CERTAIN_VERB_TAGS.some((tag) => tagsOfWord(word.toLowerCase()).has(tag));

function taggedTerms(text: string): TaggedText['terms'] {
  return (nlp(text).json() as TaggedText[]).flatMap((part) => part.terms);
}

function verbless(text: string, words: readonly string[]): boolean {
  if (words.some(certainVerb)) return false;
  return !taggedTerms(text).some((term) => term.tags.includes('Verb'));
}

/** How many of the text's first sentences are hard to follow, and how many were read. */
export function hardToFollowCount(sentences: readonly Sentence[]): { hard: number; read: number } {
  const read = sentences.slice(0, SENTENCES_READ);
  return { hard: read.filter(hardToFollow).length, read: read.length };
}

/** Whether most of the text's sentences are hard to follow. */
export function mostlyHardToFollow(sentences: readonly Sentence[]): boolean {
  const { hard, read } = hardToFollowCount(sentences);
  return hard >= MIN_HARD_SENTENCES && hard >= read * HARD_SHARE;
}
