import { before, keepCase, type PatternRule, word } from '../../pattern-rule';
import {
  ARTICLES,
  FINITE_BE,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import { ADJECTIVE_BEFORE_COUNTABLE, COUNTABLE_THING, THE_PLACE, UNCOUNTABLE } from '../lexicon/collocations';

export const DETERMINERS_COLLOCATIONS_RULES: readonly PatternRule[] = [
  {
    id: 'determiner.this-noun-cannot-be-counted-2',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(an?)\s+((?:(?:very|really|good|great|bad|nice|useful|important|terrible|lovely|beautiful|wonderful|new|old|modern|heavy|amazing|excellent|real|big|sunny|hot|cold|fresh|fantastic|horrible|awful|perfect|free|public|classical|loud|pop|rock|local)\s+){0,2})(${UNCOUNTABLE})\b(?=\s*[.!?;:]|\s*$|\s+(?:${oneOf(FINITE_BE, PLACE_AND_TIME_PREPOSITIONS)}|but|which|that|who|with|because|so|when|for|from|to|about|has|had|will|can|during|here|there|today|too|as)\b)`,
      'giu',
    ),
    explanation: 'This noun cannot be counted, so it takes no “a”: “some advice”, “good weather”, “great fun”.',
    fix: (match) => {
      const noun = word(match, 3).toLowerCase();
      // "a money" alone is no learner's error worth a flag; "a little money" is a quantity.
      if (noun === 'money' && !word(match, 2)) return undefined;
      return `${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    id: 'determiner.possessive-already-says-whose-my',
    category: 'Determiner',
    pattern: wordPattern('giu')`\b(${oneOf(ARTICLES)})\s+(my|your|his|our|their)\b`,
    explanation: 'A possessive already says whose it is: “my friend”, not “the my friend”.',
    fix: (match) => word(match, 2),
  },
  {
    id: 'determiner.place-we-go-as-usual',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(go|goes|going|went|gone|come|comes|came|coming|get|got|walk|walked|drive|drove|took|take|taking|to|at)\s+(?:to\s+)?(${THE_PLACE})(?=\s*[,.!?;]|\s*$|\s+(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|and|with|for|to|by|every|because|but|or|when|after|before|again|together|yesterday|today|tomorrow)\b)`,
      'giu',
    ),
    explanation: 'A place we go to as the usual one of its kind takes “the”: “go to the cinema”, “at the beach”.',
    fix: (match) => {
      const head = word(match, 1);
      const place = word(match, 2);
      const hasTo = /\sto\s/iu.test(match[0]) || head.toLowerCase() === 'to';
      if (head.toLowerCase() === 'at')
        // One is "in the countryside", but "at the beach" and "at the station".
        return /^countryside$/iu.test(place) ? `${keepCase(head, 'in')} the ${place}` : `${head} the ${place}`;
      if (!hasTo) return undefined;
      return head.toLowerCase() === 'to' ? `${head} the ${place}` : `${head} to the ${place}`;
    },
  },
  {
    id: 'determiner.world-takes-in-world-all',
    category: 'Determiner',
    pattern: wordPattern(
      'giu',
    )`\b(in|of|around|over|across|all\s+over)\s+(world)\b(?=\s*[,.!?;]|\s*$|\s+(?:${oneOf(FINITE_BE)}|and|but|because|today|nowadays|now|who|which|that|to|for|in|at|with)\b)`,
    explanation: '“World” takes “the”: “in the world”, “all over the world”.',
    // "all over the over world": "the" is there, before a doubled preposition; adding it again doubles it too.
    fix: (match, sentence) => (/\bthe\s+$/iu.test(before(match, sentence)) ? undefined : `${word(match, 1)} the world`),
  },
  {
    id: 'determiner.we-say-majority-rest',
    category: 'Determiner',
    pattern:
      /(?<!\b(?:the|a|vast|large|great|overwhelming|silent|simple|absolute|clear|big)\s+)\b(majority|rest)\s+of\b/giu,
    explanation: 'We say “the majority of” and “the rest of”.',
    fix: (match, sentence) => {
      if (wordPattern('iu')`\b(?:${oneOf(POSSESSIVE_DETERMINERS)}|this|that)\s+$`.test(before(match, sentence)))
        return undefined;
      return `${keepCase(word(match, 1), 'the')} ${word(match, 1).toLowerCase()} of`;
    },
  },
  {
    id: 'determiner.these-phrases-take-at-end',
    category: 'Determiner',
    pattern:
      /\b(at|by|until|till)\s+(end|beginning|moment|start)\s+of\b|\b(at)\s+(moment)\b|\b(for|at)\s+(first|last)\s+(time)\b/giu,
    explanation: 'These phrases take “the”: “at the end of”, “at the moment”, “for the first time”.',
    fix: (match) => {
      const parts = match.slice(1).filter((part): part is string => part !== undefined);
      const [preposition = '', ...rest] = parts;
      const restText = match[0].slice(preposition.length).trim();
      const fixedPreposition = /^(?:first|last)$/iu.test(rest[0] ?? '') ? keepCase(preposition, 'for') : preposition;
      return `${fixedPreposition} the ${restText}`;
    },
  },
  {
    id: 'determiner.before-adjective-one-countable-thing',
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(such|so)\s+((?:${ADJECTIVE_BEFORE_COUNTABLE})\s+(?:${COUNTABLE_THING}))\b(?!\s+(?:of|and)\b)(?!s)`,
      'giu',
    ),
    explanation: 'Before an adjective and one countable thing write “such a”: “such a nice place”.',
    fix: (match) =>
      `${keepCase(word(match, 1), 'such')} ${/^[aeiou]/iu.test(word(match, 2)) ? 'an' : 'a'} ${word(match, 2)}`,
  },
  {
    id: 'determiner.internet-takes-on-internet-use',
    category: 'Determiner',
    pattern:
      /\b(use|uses|used|using|on|of|from|through|via|surf|surfing|browse|browsing|access|accessing|about)\s+(internet)\b(?!\s+(?:access|connection|user|users|cafe|café|shopping|banking|service|services|provider|providers|speed|addiction|sites?|pages?|age|era|technology|use)\b)/giu,
    explanation: '“Internet” takes “the”: “on the internet”, “use the internet”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    id: 'determiner.stretch-time-up-now-takes',
    category: 'Determiner',
    pattern:
      /\b(for|in|over|during)\s+(last|past)\s+((?:few|couple\s+of|two|three|four|five|six|seven|eight|nine|ten|twenty|\d+)\s+)?(years|months|weeks|days|decades|centuries)\b/giu,
    explanation: 'A stretch of time up to now takes “the”: “in the last few years”.',
    fix: (match) => `${word(match, 1)} the ${match[0].slice(word(match, 1).length).trim()}`,
  },
];
