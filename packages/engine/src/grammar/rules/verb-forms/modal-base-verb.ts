import { infinitiveOf } from '../../../text/word-forms';
import { tagsOfWord } from '../../../text/word-tags';
import { after, before, type PatternRule, word } from '../../pattern-rule';
import {
  ARTICLES,
  DEMONSTRATIVES,
  MODALS,
  NEGATIVE_MODALS,
  OBJECT_ONLY_PRONOUNS,
  oneOf,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import { DETERMINER_BEFORE } from '../lexicon/basic';
import { baseAfterModalFix } from './verb-after-modal';

/**
 * A modal takes the bare infinitive, also with "not" or an adverb between: "can not go", "would
 * never say". A past tense or an -s form after it is an error for certain; a past participle alone
 * ("could seen") is left, since "could see" and "could have seen" are both what the writer may mean.
 */

/** Words that may stand between a modal and its verb. */
const BETWEEN =
  'not|never|also|always|only|just|still|really|even|ever|probably|certainly|definitely|surely|easily|simply';

/** Nouns that "can" and "will" also are, after a word that makes them so: "the trash can", "free will". */
const NOUN_MODAL_BEFORE =
  /\b(?:trash|garbage|rubbish|tin|soda|beer|paint|oil|watering|spray|petrol|gas|free|good|ill|own|political|strong)\s+(?:can|will)\s*$/iu;

/** "may" as the month written small: "in may", "early may". */
const MONTH_BEFORE = /\b(?:in|of|early|late|last|next|since|until|by|mid)\s+may\s*$/iu;

/** A determiner, pronoun object or word of amount after the verb: it takes an object, so it is a verb. */
const OBJECT_AFTER = wordPattern(
  'iu',
)`^\s+(?:${oneOf(ARTICLES, DEMONSTRATIVES, POSSESSIVE_DETERMINERS, OBJECT_ONLY_PRONOUNS)}|more|some|any|much|many|it|her|you)\b`;

/** Verbs that take a "to" infinitive in the active voice: "would like to go", "should try to". */
const ACTIVE_BEFORE_TO =
  /^(?:like|love|want|need|try|hope|plan|decide|prefer|hate|agree|learn|choose|start|begin|continue|manage|refuse|forget|wish|seem|help|go|come)$/u;

/** A question word just before the modal ("why can't", "how could"). */
const QUESTION_WORD_BEFORE = /\b(?:why|how|what|where|when|who)\s+$/iu;

/** A base verb after the -s word ("can results be", "will prices rise"): the word is a subject noun. */
function baseVerbAfter(rest: string): boolean {
  const next = /^\s+(\p{Ll}+)/u.exec(rest)?.[1];
  return next !== undefined && (next === 'be' || tagsOfWord(next).has('Infinitive'));
}

/** The base form the modal asks for, or undefined when the word is not a verb in the past or in -s. */
function baseAfterModal(verb: string, rest: string): string | undefined {
  const lower = verb.toLowerCase();
  const tags = tagsOfWord(lower);
  if (tags.has('Participle') || tags.has('Noun')) return undefined;
  const past = tags.has('Verb') && tags.has('PastTense');
  const inS = tags.has('Verb') && tags.has('PresentTense') && /[^s]s$/u.test(lower);
  // "needed" is read alone as a describing word; with an object after it, it is the verb.
  const pastWithObject = /ed$/u.test(lower) && tags.has('Adjective') && OBJECT_AFTER.test(rest);
  if (!past && !inS && !pastWithObject) return undefined;
  // "will not allowed to leave", "could stopped by the police": the writer may have meant the passive
  // ("be allowed"); only a verb that takes "to" in the active ("would liked to go") is certain.
  if (/^\s+by\b/iu.test(rest) || (/^\s+to\b/iu.test(rest) && !ACTIVE_BEFORE_TO.test(infinitiveOf(lower) ?? '')))
    return undefined;
  // "how can results be measured": a verb after the word makes it the subject of a question.
  if (inS && baseVerbAfter(rest)) return undefined;
  const base = infinitiveOf(lower);
  return base && base !== lower ? base : undefined;
}

export const VERB_FORMS_MODAL_BASE_VERB_RULES: readonly PatternRule[] = [
  {
    id: 'verb-form.modal-takes-base-verb',
    category: 'Verb form',
    // Lower case only: "Will went home" is a name, and a modal opening a question comes before its subject.
    pattern: wordPattern('gu')`\b(${oneOf(MODALS, NEGATIVE_MODALS)})\s+((?:(?:${BETWEEN})\s+)?)(\p{Ll}{3,})\b(?!['’-])`,
    explanation:
      'After a modal (“can”, “would”, “should”), the verb is in its base form, also after “not”: “can not go”, “would never say”.',
    fix: (match, sentence) => {
      const prior = `${before(match, sentence)}${word(match, 1)}`;
      if (DETERMINER_BEFORE.test(before(match, sentence)) || NOUN_MODAL_BEFORE.test(prior) || MONTH_BEFORE.test(prior))
        return undefined;
      // "so why can't bikes.": a question whose verb is left out; the word after the modal is its subject.
      if (QUESTION_WORD_BEFORE.test(before(match, sentence)) && /^\s*(?:[.?!,;]|$)/u.test(after(match, sentence)))
        return undefined;
      const base = baseAfterModal(word(match, 3), after(match, sentence));
      return base ? baseAfterModalFix(`${word(match, 1)} ${word(match, 2)}`, word(match, 3), base) : undefined;
    },
  },
  /**
   * "do", "does" and "did" as the auxiliary of a negative take the bare infinitive, as a modal does,
   * also with an adverb between: "did not even know", "doesn't really like", "didn't want".
   */
  {
    id: 'verb-form.do-support-takes-base-verb',
    category: 'Verb form',
    // "do", "does" or "did" with "not" is the auxiliary for certain; the main verb after it is bare.
    pattern: wordPattern('giu')`\b((?:do|does|did)(?:\s+not|n['’]t))\s+((?:(?:${BETWEEN})\s+)?)(\p{Ll}{3,})\b(?!['’-])`,
    explanation:
      'After “do not”, “does not” or “did not” the verb is in its base form, also after an adverb: “did not even know”, “doesn’t really like”.',
    fix: (match, sentence) => {
      if (DETERMINER_BEFORE.test(before(match, sentence))) return undefined;
      const base = baseAfterDo(word(match, 3));
      return base ? `${word(match, 1)} ${word(match, 2)}${base}` : undefined;
    },
  },
];

/**
 * The base form "do" asks for, or undefined when the word is already bare or is no verb form. After
 * "did not" no "have" can be meant ("did not seen"), so a past participle is as wrong as a past tense.
 */
function baseAfterDo(verb: string): string | undefined {
  const lower = verb.toLowerCase();
  const tags = tagsOfWord(lower);
  if (!tags.has('Verb') || tags.has('Noun') || tags.has('Adjective') || tags.has('Gerund')) return undefined;
  const inflected =
    tags.has('PastTense') || tags.has('Participle') || (tags.has('PresentTense') && /[^s]s$/u.test(lower));
  if (!inflected) return undefined;
  const base = infinitiveOf(lower);
  return base && base !== lower ? base : undefined;
}
