import { after, before, keepCase, type PatternRule, word } from '../../pattern-rule';
import {
  ARTICLES,
  DEMONSTRATIVES,
  FINITE_BE,
  OBJECT_ONLY_PRONOUNS,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import { FIXED_OBJECT_PREPOSITION, NOUN_BEFORE, WRONG_AND_RIGHT_PREPOSITION } from '../lexicon/noun-phrases';

/** A subject pronoun just before a verb (an adverb may stand between): "we faced", "they often faced". */
const ACTIVE_SUBJECT_BEFORE =
  /\b(?:I|we|they|you|he|she|it)\s+(?:\p{Ll}+ly\s+|often\s+|also\s+|still\s+|always\s+)?$/iu;

export const PREPOSITIONS_NOUN_PHRASES_RULES: readonly PatternRule[] = [
  {
    id: 'preposition.this-word-takes-another-preposition-2',
    category: 'Preposition',
    pattern: wordPattern(
      'giu',
    )`\b(full|jealous|fond|keen|belong|belongs|belonged|belonging|dream|dreams|dreamed|dreamt|dreaming|laugh|laughs|laughed|laughing|key|access|bad)\s+(${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|with|to|for|of)\b(?=\s+(\p{L}+))`,
    explanation: 'This word takes another preposition.',
    fix: (match) => {
      const head = word(match, 1);
      const preposition = word(match, 2).toLowerCase();
      const next = word(match, 3).toLowerCase();
      const stem = head.toLowerCase().replace(/(?:s|ed|t|ing)$/u, '');
      const [wrong, right] = WRONG_AND_RIGHT_PREPOSITION[stem] ?? WRONG_AND_RIGHT_PREPOSITION[head.toLowerCase()] ?? [];
      if (!wrong?.test(preposition) || !right) return undefined;
      // "the key of the door" is a real key; "bad in English" is a subject, "bad at swimming" a skill.
      if (stem === 'key' && !/^(?:success|happiness)$/u.test(next)) return undefined;
      if (stem === 'bad' && !/ing$/u.test(next)) return undefined;
      if (
        stem === 'acces' &&
        !wordPattern('u')`^(?:${oneOf(ARTICLES)}|information|education|internet|clean|water|health)$`.test(next)
      )
        return undefined;
      return `${head} ${right}`;
    },
  },
  {
    id: 'preposition.this-phrase-takes-another-preposition',
    category: 'Preposition',
    pattern: wordPattern(
      'giu',
    )`\b(in|at)\s+((?:${oneOf(POSSESSIVE_DETERMINERS)}|the)\s+way\s+(?:home|back|to|there)|the\s+one\s+hand|foot|holidays?|the\s+countryside|(?:the|a)\s+wall)\b(?!\s+(?:season|time|period|homes?|resorts?|camps?|lets?|parks?|destinations?|villages?|company|packages?|jobs?|cottages?)\b)`,
    explanation: 'This phrase takes another preposition: “on my way home”, “on foot”, “on holiday”.',
    fix: (match) => {
      const preposition = word(match, 1);
      const rest = word(match, 2);
      const countryside = /countryside$/iu.test(rest);
      // "at" goes only with "the countryside" here, "in" with all the others.
      if (countryside !== (preposition.toLowerCase() === 'at')) return undefined;
      return `${keepCase(preposition, countryside ? 'in' : 'on')} ${rest}`;
    },
  },
  {
    id: 'preposition.we-wait-for-someone',
    category: 'Preposition',
    pattern: wordPattern('giu')`\b(wait|waits|waited|waiting)\s+(${oneOf(OBJECT_ONLY_PRONOUNS)}|her|you)\b(?!\s+to\b)`,
    explanation: 'We “wait for” someone.',
    fix: (match) => `${word(match, 1)} for ${word(match, 2)}`,
  },
  {
    id: 'preposition.we-say-at-home',
    category: 'Preposition',
    pattern: wordPattern(
      'giu',
    )`\b(${oneOf(FINITE_BE)}|stay|stays|stayed|staying|be|work|works|worked|working)\s+(in)\s+(home)\b(?!\s*-)`,
    explanation: 'We say “at home”.',
    fix: (match) => `${word(match, 1)} at home`,
  },
  {
    id: 'preposition.this-verb-takes-its-object-3',
    category: 'Preposition',
    pattern: wordPattern(
      'giu',
    )`\b(affect|affects|affected|affecting|obey|obeys|obeyed|comprise|comprises|comprised|join|joins|joined|face|faces|faced|facing)\s+(on|to|of|with)\b(?=\s+(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, DEMONSTRATIVES, OBJECT_ONLY_PRONOUNS)}|many|some|people)\b)`,
    explanation: 'This verb takes its object directly: “it affects people”, “face the problem”.',
    fix: (match, sentence) => {
      const verb = word(match, 1).toLowerCase();
      const preposition = word(match, 2).toLowerCase();
      const wrong: Readonly<Record<string, RegExp>> = {
        affect: /^on$/u,
        obey: /^to$/u,
        compris: /^of$/u,
        join: /^(?:to|with)$/u,
        fac: /^(?:to|with)$/u,
      };
      const stem = verb.replace(/(?:es|s|ed|d|ing)$/u, '');
      const rule = Object.entries(wrong).find(([key]) => stem.startsWith(key));
      if (!rule?.[1].test(preposition)) return undefined;
      // "be faced with", "joined with others" in a passive or a list are right.
      if (
        /^fac/u.test(stem) &&
        wordPattern('iu')`\b(?:${oneOf(FINITE_BE)}|be|been|being|get|got|when|if)\s+$`.test(before(match, sentence))
      )
        return undefined;
      if (/^join/u.test(stem) && preposition === 'with') return undefined;
      // "Faced with the storm, we …", "we were suddenly faced with": "faced with" is the passive idiom
      // unless a pronoun subject makes "faced" its active verb ("we faced with" wants no "with").
      if (verb === 'faced' && preposition === 'with' && !ACTIVE_SUBJECT_BEFORE.test(before(match, sentence)))
        return undefined;
      // After a determiner or a possessive the word is a noun: "such an affect on", "his face to".
      if (NOUN_BEFORE.test(before(match, sentence))) return undefined;
      return word(match, 1);
    },
  },
  {
    id: 'preposition.we-say-on-beach-at',
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+beach)\b(?!\s+(?:house|bar|hut|resort|club|town|volleyball)\b)/giu,
    explanation: 'We say “on the beach” or “at the beach”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.this-word-takes-another-preposition-3',
    category: 'Preposition',
    pattern: /\b(solution|solutions|answer|answers|congratulations|degree|in\s+recognition)\s+(of|for|on|to)\b/giu,
    explanation: 'This word takes another preposition: “the solution to the problem”, “congratulations on”.',
    fix: (match, sentence) => {
      const head = word(match, 1);
      const key = head.toLowerCase().replace(/s$/u, '').replace(/\s+/gu, ' ');
      const rest = after(match, sentence);
      const [wrong, right, object] = FIXED_OBJECT_PREPOSITION[key] ?? [];
      if (!wrong || !right || wrong !== word(match, 2).toLowerCase() || !object?.test(rest)) return undefined;
      return `${head} ${right}`;
    },
  },
];
