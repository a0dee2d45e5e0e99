import { type PatternRule, word } from '../pattern-rule';
import { pastParticipleOf } from './lexicon/collocations';
import { ADJECTIVE_OF_NOUN, NOUN_FOR_ADJECTIVE, PLAIN_ADJECTIVE } from './lexicon/usage';

export const WORD_FORMS_RULES: readonly PatternRule[] = [
  {
    id: 'word-form.much-does-not-go-before',
    category: 'Adverb',
    pattern: new RegExp(
      String.raw`\b(is|are|was|were|be|not|so|too)\s+(much)\s+(${PLAIN_ADJECTIVE})(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|to|for|because|in|at|when|if|as|with|nowadays|today|now)\b)`,
      'giu',
    ),
    explanation: '“Much” does not go before a plain adjective: “very important”, “so important”.',
    fix: (match) =>
      /^(?:so|too)$/iu.test(word(match, 1))
        ? `${word(match, 1)} ${word(match, 3)}`
        : `${word(match, 1)} very ${word(match, 3)}`,
  },
  {
    id: 'word-form.before-this-noun-english-uses',
    category: 'Word form',
    pattern: new RegExp(String.raw`\b(${Object.keys(NOUN_FOR_ADJECTIVE).join('|')})\s+(\p{Ll}+)\b`, 'gu'),
    explanation: 'Before this noun English uses the adjective: “environmental problems”, “violent scenes”.',
    fix: (match) => {
      const entry = NOUN_FOR_ADJECTIVE[word(match, 1)];
      return entry?.[0].test(word(match, 2)) ? `${entry[1]} ${word(match, 2)}` : undefined;
    },
  },
  {
    id: 'word-form.after-how-very-too-we',
    category: 'Word form',
    pattern:
      /\b(how|very|too)\s+(beauty|danger|importance|difficulty|luck|health|peace|silence|confidence|patience|intelligence|independence|creativity|pride|anger|sadness|fame|wealth|success|happiness)\b(?=\s+(?:it|they|he|she|this|that|these|those|you|we|I)\s+(?:is|are|was|were|am|can|could|looks?|looked|seems?|seemed|feels?|felt)\b|\s*[,.!?;])/giu,
    explanation: 'After “how”, “very” and “too” we need the adjective, not the noun: “how beautiful it is”.',
    fix: (match) => {
      const adjective = ADJECTIVE_OF_NOUN[word(match, 2).toLowerCase()];
      return adjective ? `${word(match, 1)} ${adjective}` : undefined;
    },
  },
  {
    id: 'word-form.how-something-goes-takes-adverb',
    category: 'Word form',
    pattern: /\b(go|goes|went|going|gone|run|runs|ran|work|works|worked|working)\s+(perfect|smooth)\b(?!\s+\p{L})/giu,
    explanation: 'How something goes takes the adverb: “everything went perfectly”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}ly`,
  },
  {
    id: 'word-form.compound-with-well-takes-past',
    category: 'Word form',
    pattern: /\b(well)\s*-\s*(build|know|pay|educate|organise|organize|prepare|dress|behave|inform|equip)\b/giu,
    explanation: 'A compound with “well” takes the past participle: “well-built”, “well-known”.',
    fix: (match) => {
      const participle = pastParticipleOf(word(match, 2).toLowerCase());
      return participle ? `${word(match, 1)}-${participle}` : undefined;
    },
  },
  {
    id: 'word-form.after-take-something-adverb-needed',
    category: 'Word form',
    pattern:
      /\b(take|takes|took|taking|taken)\s+(it|this|that|them|him|her|things|life|everything|me|us|you|(?:this|the|my|your|their|our|his|her)\s+\p{Ll}+)\s+(serious)\b/giu,
    explanation: 'After “take something”, the adverb is needed: “take it seriously”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} seriously`,
  },
  {
    id: 'word-form.adjective-open-wide-open-very',
    category: 'Word form',
    pattern: /\b(wide|very|so|too)\s+(opened)\b/giu,
    explanation: 'The adjective is “open”: “wide open”, “very open”.',
    fix: (match) => `${word(match, 1)} open`,
  },
  {
    id: 'word-form.how-person-feels-takes-ed',
    category: 'Word form',
    pattern:
      /\b(feel|feels|felt|feeling|get|gets|got|getting|become|becomes|became|becoming)\s+((?:so|very|really|quite|too|a\s+bit|a\s+little|more|less|extremely)\s+)?(frighten|bore|excite|disappoint|scare|embarrass|confuse|exhaust|amaze|annoy|depress|frustrate|terrify|astonish|overwhelm)\b/giu,
    explanation: 'How a person feels takes the -ed form: “I felt frightened”, “we got bored”.',
    fix: (match) => {
      const verb = word(match, 3);
      const participle = verb.endsWith('e') ? `${verb}d` : `${verb}ed`;
      return `${word(match, 1)} ${word(match, 2)}${participle}`;
    },
  },
];
