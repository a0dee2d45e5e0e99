import nlp from 'compromise';
import { after, before, type PatternRule, word } from '../../pattern-rule';
import { ASKING_OR_PROPOSING } from '../../tagged/verb-agreement';
import {
  AUXILIARY_BEFORE,
  BASE_VERB_FOR_HE,
  infinitiveOf,
  isObjectBeforeVerb,
  isThirdPersonVerb,
  PLURAL_SUBJECT_VERB,
  SINGULAR_SUBJECT_VERB,
  THIRD_PERSON,
} from '../lexicon/basic';
import { isFollowedByFiniteVerb } from './not-the-pronoun-verb';

/** A preposition just before a word, which makes that word its object, never a subject. */
const PREPOSITION_BEFORE =
  /\b(?:of|on|upon|about|in|into|with|without|for|from|to|by|at|like|than|over|under|behind|towards?|against|among|between|through|after|before|around|near)\s+$/iu;

export const AGREEMENT_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'agreement.after-he-she-present-tense',
    category: 'Agreement',
    pattern: new RegExp(String.raw`\b(he|she)\s+${BASE_VERB_FOR_HE}\b`, 'giu'),
    explanation: 'After “he” or “she”, a present-tense verb takes -s (“she has”, “he doesn’t”).',
    fix: (match, sentence) => {
      if (AUXILIARY_BEFORE.test(before(match, sentence))) return undefined;
      // "he work stopped": "work" heads a garbled subject ("his work"), not the pronoun's verb.
      if (isFollowedByFiniteVerb(after(match, sentence))) return undefined;
      // "I suggest that he go": the subjunctive keeps the verb bare.
      const previous = /(\p{L}+)\s+(?:that\s+)?$/u.exec(before(match, sentence))?.[1]?.toLowerCase() ?? '';
      if (ASKING_OR_PROPOSING.test(previous)) return undefined;
      const [pronoun, ...rest] = match[0].split(/\s+/u);
      const verb = rest.join(' ').toLowerCase();
      const third = THIRD_PERSON[verb] ?? nlp(verb).verbs().toPresentTense().text();
      return third && third !== verb ? `${pronoun} ${third}` : undefined;
    },
  },
  {
    id: 'agreement.singular-subject-takes-singular-verb',
    category: 'Agreement',
    pattern:
      /\b(it|everyone|everybody|someone|somebody|nobody|anyone|anybody|everything|nothing|something)\s+(are|have|were|do|don't)\b/giu,
    explanation: 'A singular subject takes a singular verb (“everyone is”, “it has”).',
    fix: (match, sentence) => {
      if (AUXILIARY_BEFORE.test(before(match, sentence))) return undefined;
      // "your views on something are": a pronoun after a preposition is its object; the subject's
      // head is the noun before the preposition.
      if (PREPOSITION_BEFORE.test(before(match, sentence))) return undefined;
      const verb = word(match, 2).toLowerCase();
      // "resting doing nothing do you mind?": "do" before a subject pronoun opens a question of its own.
      if (/^(?:do|don't)$/u.test(verb) && /^\s+(?:I|you|we|they|he|she)\b/u.test(after(match, sentence)))
        return undefined;
      // "if it were" is the subjunctive, not an error.
      if (verb === 'were' && /\b(?:if|as if|wish|though)\s+$/iu.test(before(match, sentence))) return undefined;
      return `${word(match, 1)} ${SINGULAR_SUBJECT_VERB[verb] ?? verb}`;
    },
  },
  {
    id: 'agreement.plural-subject-takes-plural-verb',
    category: 'Agreement',
    pattern: /\b(we|they|you|people)\s+(is|was|has|does|doesn't)\b/giu,
    explanation: 'A plural subject takes a plural verb (“they are”, “people have”).',
    fix: (match, sentence) =>
      isObjectBeforeVerb(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${PLURAL_SUBJECT_VERB[word(match, 2).toLowerCase()] ?? word(match, 2)}`,
  },
  {
    id: 'agreement.with-i-we-they-you',
    category: 'Agreement',
    pattern: /\b(I|we|they|you|people)\s+(\p{Ll}{3,}s)\b/giu,
    explanation: 'With “I”, “we”, “they”, “you” or “people”, a present-tense verb takes no -s (“they like”).',
    fix: (match, sentence) => {
      // After a preposition or "than", "as", "and" the pronoun may be no subject of the word after it,
      // and "thank you" before a noun is a fixed phrase describing it ("thank you cards").
      if (
        AUXILIARY_BEFORE.test(before(match, sentence)) ||
        /\b(?:than|as|with|for|to|of|and|thank)\s+$/iu.test(before(match, sentence))
      )
        return undefined;
      const verb = word(match, 2);
      if (!isThirdPersonVerb(verb)) return undefined;
      const base = infinitiveOf(verb);
      return base && base !== 'be' && base !== 'have' ? `${word(match, 1)} ${base}` : undefined;
    },
  },
  {
    id: 'agreement.i-takes-am-have-do',
    category: 'Agreement',
    pattern: /\b(I)\s+(is|has|does|doesn't)\b/gu,
    explanation: '“I” takes “am”, “have” and “do”.',
    fix: (match) => `I ${{ is: 'am', has: 'have', does: 'do', "doesn't": "don't" }[word(match, 2)] ?? word(match, 2)}`,
  },
  {
    id: 'agreement.with-plural-noun-after-write',
    category: 'Agreement',
    pattern: /\b(there)\s+(is|was)\s+(many|several|lots|few|two|three|four|five|six|seven|eight|nine|ten)\b/giu,
    explanation: 'With a plural noun after it, write “there are” (or “there were”).',
    fix: (match) => `${word(match, 1)} ${word(match, 2).toLowerCase() === 'is' ? 'are' : 'were'} ${word(match, 3)}`,
  },
  {
    id: 'agreement.these-those-go-with-plural',
    category: 'Agreement',
    pattern: /\b(these|those)\s+(kind|type|sort)\s+of\b/giu,
    explanation: '“These” and “those” go with a plural: “these kinds of”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}s of`,
  },
  {
    id: 'agreement.say-something-exists-write-there',
    category: 'Agreement',
    pattern: /\b(there)\s+(have|has)\s+(many|a|an|some|lots|no|two|three|four|five|several|more|much|plenty)\b/giu,
    explanation: 'To say something exists, write “there is” or “there are”, not “there have”.',
    fix: (match) => {
      const plural = /^(?:many|lots|two|three|four|five|several|more|plenty|some)$/iu.test(word(match, 3));
      return `${word(match, 1)} ${plural ? 'are' : 'is'} ${word(match, 3)}`;
    },
  },
];
