import { tagsOfWord } from '../../../text/word-tags';
import { after, before, keepCase, type PatternRule, word } from '../../pattern-rule';
import {
  ARTICLES,
  FORMS_OF_DO,
  MODALS,
  OBJECT_ONLY_PRONOUNS,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import { isBareVerbOnly } from '../lexicon/collocations';
import {
  AMOUNT_WORD,
  DAMAGE_CAUSE,
  DURATION,
  FIXED_PREPOSITION,
  PREPOSITION_AFTER,
  SHARE_OF,
  SUPERLATIVE_BEFORE,
} from '../lexicon/usage';

export const PREPOSITIONS_USAGE_RULES: readonly PatternRule[] = [
  {
    id: 'preposition.how-long-something-lasts-takes',
    category: 'Preposition',
    pattern: new RegExp(
      String.raw`\b(since|during)\s+(${DURATION})\b(?!\s+(?:of|ago|before|earlier|later|when|since|that)\b)`,
      'giu',
    ),
    explanation: 'How long something lasts takes “for”: “for two years”; “since” needs a point in time.',
    fix: (match) => `${keepCase(word(match, 1), 'for')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.parts-day-seasons-take-in',
    category: 'Preposition',
    pattern:
      /\b(at|on)\s+(the\s+)?(morning|afternoon|evening|summer|winter|spring|autumn)\b(?=\s*[,.!?;:]|\s*$|\s+(?:I|we|you|he|she|they|it|and|or|but|when|because|so|there|my|our|the|is|was|are|were)\b)/giu,
    explanation: 'Parts of the day and seasons take “in”: “in the morning”, “in summer”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)}${word(match, 3)}`,
  },
  {
    id: 'preposition.we-take-part-in-something',
    category: 'Preposition',
    pattern: wordPattern(
      'giu',
    )`\b(take|takes|took|taking|taken)\s+(a\s+)?(part)\s+(${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|to|into)\b`,
    explanation: 'We “take part in” something, with no “a”.',
    fix: (match) => (match[2] || !/^in$/iu.test(word(match, 4)) ? `${word(match, 1)} part in` : undefined),
  },
  {
    id: 'preposition.end-beginning-something-takes-at',
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+(?:end|beginning|start)\s+of)\b/giu,
    explanation: 'The end or the beginning of something takes “at”: “at the end of the day”.',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.stop-point-we-wait-at',
    category: 'Preposition',
    pattern: /\b(in)\s+(the|a)\s+(bus\s+stop)\b/giu,
    explanation: 'A stop is a point: we wait “at the bus stop”.',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    id: 'preposition.this-word-takes-fixed-preposition',
    category: 'Preposition',
    pattern: new RegExp(
      String.raw`\b(${Object.keys(FIXED_PREPOSITION).join('|')})\s+(${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|with|of|from|about|for|than|to)\b`,
      'giu',
    ),
    explanation: 'This word takes a fixed preposition: “full of”, “rich in”, “superior to”, “contribute to”.',
    fix: (match, sentence) => {
      const entry = FIXED_PREPOSITION[word(match, 1).toLowerCase()];
      if (!entry?.[0].test(word(match, 2).toLowerCase())) return undefined;
      // "at full with", "the full of": no adjective there.
      if (/^full$/iu.test(word(match, 1)) && /\b(?:a|the|at|in|to)\s+$/iu.test(before(match, sentence)))
        return undefined;
      return `${word(match, 1)} ${entry[1]}`;
    },
  },
  {
    id: 'preposition.point-in-time-takes-at',
    category: 'Preposition',
    pattern: /\b(in)\s+(this|that)\s+(moment)\b/giu,
    explanation: 'A point in time takes “at”: “at that moment”.',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    id: 'preposition.year-month-season-takes-in',
    category: 'Preposition',
    pattern:
      /\b(on)\s+((?:the\s+same|that|this|the\s+following|the\s+next|the\s+previous|the\s+last|the\s+first)\s+(?:year|month|century|decade|summer|winter|spring|autumn|period|season))\b/giu,
    explanation: 'A year, a month or a season takes “in”: “in the same year”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.sum-up-write-in-conclusion',
    category: 'Preposition',
    pattern: /^(As)\s+(a\s+conclusion)\b/gu,
    explanation: 'To sum up, write “In conclusion”.',
    fix: () => 'In conclusion',
  },
  {
    id: 'preposition.after-superlative-place-measured-in',
    category: 'Preposition',
    pattern: /\b(of)\s+(the\s+(?:world|planet|universe))\b/giu,
    explanation: 'After a superlative, the place it is measured in takes “in”: “the biggest city in the world”.',
    fix: (match, sentence) => {
      const superlative = SUPERLATIVE_BEFORE.exec(before(match, sentence));
      if (!superlative) return undefined;
      const head = superlative[1] ?? '';
      if (!/^(?:most\s|best$|worst$)/iu.test(head) && !tagsOfWord(head.toLowerCase()).has('Superlative'))
        return undefined;
      const between = (superlative[2] ?? '').trim().split(/\s+/u).filter(Boolean);
      // "the poorest parts of the world" names a share of it; "the best of all" has its own "of".
      if (between.some((inner) => SHARE_OF.test(inner) || /^(?:of|in|and|or|that|which|who)$/iu.test(inner)))
        return undefined;
      return `${keepCase(word(match, 1), 'in')} ${word(match, 2)}`;
    },
  },
  {
    id: 'preposition.harm-done-something-damage-damage',
    category: 'Preposition',
    pattern: /\b(damage)\s+(of)\s+(\S+)/giu,
    explanation: 'Harm done to something is “damage to” it: “damage to the environment”.',
    fix: (match, sentence) => {
      // Only the noun, and not its cost: "damage of $500".
      if (
        !/\b(?:the|cause|causes|caused|causing|much|serious|great|severe|environmental|permanent|irreversible|no|any|some|huge|enormous|considerable|terrible)\s+$/iu.test(
          before(match, sentence),
        ) ||
        AMOUNT_WORD.test(word(match, 3).replace(/[,.;:]$/u, '')) ||
        /^\p{Sc}/u.test(word(match, 3)) ||
        // "the damage of the storm" names what did the harm.
        DAMAGE_CAUSE.test(`${word(match, 3)}${after(match, sentence)}`)
      )
        return undefined;
      return `${word(match, 1)} to ${word(match, 3)}`;
    },
  },
  {
    id: 'preposition.rise-fall-in-something-takes',
    category: 'Preposition',
    pattern: /\b(increase|decrease)\s+(of)\s+(\S+)/giu,
    explanation: 'A rise or fall in something takes “in”: “an increase in pollution”; “of” gives its size (“of 10%”).',
    fix: (match, sentence) => {
      // Only the noun: "an increase", "a sharp decrease", "the increase".
      if (
        !wordPattern(
          'iu',
        )`\b(?:${oneOf(ARTICLES)}|this|that|any|no|big|huge|large|great|significant|sharp|dramatic|considerable|steady|rapid|slight|general|gradual|constant|continuous|further|massive|enormous)\s+$`.test(
          before(match, sentence),
        )
      )
        return undefined;
      if (AMOUNT_WORD.test(word(match, 3).replace(/[,.;:]$/u, ''))) return undefined;
      return `${word(match, 1)} in ${word(match, 3)}`;
    },
  },
  {
    id: 'preposition.after-preposition-in-question-choice',
    category: 'Preposition',
    pattern:
      /\b(about|of|regarding|concerning|as\s+to|(?:depend|depends|depended|depending)\s+(?:on|upon)|(?:question|issue)\s+(?:is|was),?)\s+(if)\b(?!\s+(?:any|not|so|necessary|possible|needed|at\s+all|ever)\b)/giu,
    explanation: 'After a preposition, and in “the question is …”, a choice between two takes “whether”, not “if”.',
    fix: (match, sentence) => {
      const prior = before(match, sentence);
      // "How about if we meet at six?" is an idiom; "a lot of if" no choice at all.
      if (/\b(?:how|what)\s+$/iu.test(prior)) return undefined;
      // "The question is, if we can't go, who will?": a comma after it makes "if" a condition.
      if (/,/u.test(after(match, sentence))) return undefined;
      return `${word(match, 1).replace(/,$/u, '')} ${keepCase(word(match, 2), 'whether')}`;
    },
  },
  {
    id: 'preposition.not-comes-straight-after-whether',
    category: 'Preposition',
    pattern: /\b(if)\s+(or\s+not)\b/giu,
    explanation: '“Or not” comes straight after “whether”, never after “if”: “whether or not they agree”.',
    fix: (match) => `${keepCase(word(match, 1), 'whether')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.person-adjective-like-easy-necessary',
    category: 'Preposition',
    pattern:
      /\b(easy|easier|difficult|hard|harder|possible|impossible|necessary|unnecessary|dangerous|safe|normal|common|usual|unusual|convenient|inconvenient|challenging|tough|simple|essential|vital|crucial)\s+(to)\s+((?:\p{Ll}+\s+){0,2}\p{Ll}+)(?=\s+to\s+\p{Ll}+)/gu,
    explanation:
      'The person an adjective like “easy” or “necessary” is true for takes “for”: “it is easy for children to learn”.',
    fix: (match) => {
      const phrase = word(match, 3).split(/\s+/u);
      const first = phrase[0] ?? '';
      // "hard to find a seat to sit on": after "to" comes a verb, and the "to" is an infinitive's.
      const tags = tagsOfWord(first);
      if (tags.has('Verb') || tags.has('Adverb') || tags.has('Preposition') || isBareVerbOnly(first)) return undefined;
      if (phrase.some((inner) => isBareVerbOnly(inner) || /^(?:be|not|and|or)$/u.test(inner))) return undefined;
      return `${word(match, 1)} for ${word(match, 3)}`;
    },
  },
  {
    id: 'preposition.this-verb-takes-its-object-4',
    category: 'Preposition',
    pattern: wordPattern(
      'giu',
    )`\b(participat(?:e|es|ed|ing)|graduat(?:e|es|ed|ing)|belong(?:s|ed|ing)?|repl(?:y|ies|ied|ying)|respond(?:s|ed|ing)?|cop(?:e|es|ed|ing)|speciali[sz](?:e|es|ed|ing)|care[sd]?|apologi[sz](?:e|es|ed|ing))\s+(${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, OBJECT_ONLY_PRONOUNS)}|this|these|those|it)\b(?=\s+(\p{L}+))`,
    explanation:
      'This verb takes its object after a preposition: “participate in”, “graduate from”, “reply to”, “cope with”.',
    fix: (match, sentence) => {
      const verb = word(match, 1).toLowerCase();
      const base = Object.keys(PREPOSITION_AFTER).find((stem) => verb.startsWith(stem.slice(0, -1)));
      if (!base) return undefined;
      const object = word(match, 2).toLowerCase();
      // "a quick reply the next day", "the long wait this morning": after a determiner or an adjective the word is a noun.
      const prior = /(\p{L}+)\s+$/u.exec(before(match, sentence))?.[1]?.toLowerCase() ?? '';
      if (
        wordPattern(
          'u',
        )`^(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES)}|this|that|no|any|every|each|some|one|long|short|quick|first|final)$`.test(
          prior,
        )
      )
        return undefined;
      // "'Yes,' replied the man": a reporting verb before its subject; "I apologise the delay" wants "for".
      if (
        /^(?:repl|respond|apologi)/u.test(verb) &&
        !wordPattern('u')`^(?:${oneOf(POSSESSIVE_DETERMINERS, OBJECT_ONLY_PRONOUNS)}|you)$`.test(object)
      )
        return undefined;
      // "caring it ends with", "care it" as a noun or with a clause after: only a clear object.
      if (object === 'it' && base !== 'participate') return undefined;
      // "health care the state pays for": "care" is a verb only after a subject, a modal or "to".
      if (
        /^car/u.test(verb) &&
        !wordPattern(
          'u',
        )`^(?:${oneOf(MODALS, FORMS_OF_DO)}|i|you|we|they|people|to|not|don't|doesn't|didn't|never|really|also|who|and)$`.test(
          prior,
        )
      )
        return undefined;
      return `${word(match, 1)} ${PREPOSITION_AFTER[base]} ${word(match, 2)}`;
    },
  },
];
