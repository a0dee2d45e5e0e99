import { before, keepCase, type PatternRule, word } from '../../pattern-rule';
import { oneOf, PLACE_AND_TIME_PREPOSITIONS, POSSESSIVE_DETERMINERS, wordPattern } from '../../word-classes';
import { RIGHT_PREPOSITION } from '../lexicon/basic';

export const PREPOSITIONS_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'preposition.we-explain-something-someone',
    category: 'Preposition',
    pattern: /\b(explain|explains|explained)\s+(me|us)\b/giu,
    explanation: 'We explain something “to” someone.',
    fix: (match) => `${word(match, 1)} to ${word(match, 2)}`,
  },
  {
    id: 'preposition.days-take-on-on-monday',
    category: 'Preposition',
    pattern: /\b(in|at)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/giu,
    explanation: 'Days take “on”: “on Monday”.',
    fix: (match) => {
      const day = match[0].split(/\s+/u)[1] ?? '';
      return `${keepCase(word(match, 1), 'on')} ${day.charAt(0).toUpperCase()}${day.slice(1)}`;
    },
  },
  {
    id: 'preposition.months-seasons-take-in-in',
    category: 'Preposition',
    pattern:
      /\b(at|on)\s+(summer|winter|spring|autumn|january|february|april|june|july|september|october|november|december)\b(?!\s*,?\s*\d|\s+\p{L}+s\b)/giu,
    explanation: 'Months and seasons take “in”: “in summer”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.we-say-on-internet',
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+)?(internet)\b/giu,
    explanation: 'We say “on the internet”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${match[2] ?? ''}${word(match, 3)}`,
  },
  {
    // After a word naming a field ("trends in social media", "a career in television"), or working in a
    // medium ("worked in television"), "in" names the field, not the channel something is seen on, and stays.
    id: 'preposition.we-travel-on-bus-on',
    category: 'Preposition',
    pattern:
      /(?<!\b(?:trends?|interests?|interested|experience[ds]?|degrees?|certificates?|certifications?|majors?|minors?|speciali[sz]ations?|skills?|skilled|careers?|background|expertise|courses?|training|qualifications?|diplomas?|specialists?|jobs?|roles?|research|studies|developments?|changes?)\s+)(?<!\b(?:work|works|worked|working)\s+(?=in\s+(?:TV|television|social\s+media)\b))\b(in)\s+((?:the|a)\s+(?:bus|train|plane|tram|coach|ship|ferry|radio)|public\s+transport|TV|television|social\s+media)\b(?!\s+(?:station|stop|ticket|driver|company|series|show|set|screen)s?\b)/giu,
    explanation:
      'We travel “on the bus” or “on public transport”, and watch or hear something “on TV” or “on the radio”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.we-say-from-my-point',
    category: 'Preposition',
    pattern: wordPattern('giu')`\b(${oneOf(PLACE_AND_TIME_PREPOSITIONS)})\s+(my|our|his|her|their)\s+(point of view)\b`,
    explanation: 'We say “from my point of view”.',
    fix: (match) => `${keepCase(word(match, 1), 'from')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    id: 'preposition.we-say-in-my-opinion',
    category: 'Preposition',
    pattern: wordPattern('giu')`\b(on|at)\s+(${oneOf(POSSESSIVE_DETERMINERS)})\s+(opinion)\b`,
    explanation: 'We say “in my opinion”.',
    // Only the phrase that opens a clause says whose view it is; "she commented on my opinion" is right.
    fix: (match, sentence) =>
      /(?:^|[,;:]\s*)$/u.test(before(match, sentence))
        ? `${keepCase(word(match, 1), 'in')} ${word(match, 2)} ${word(match, 3)}`
        : undefined,
  },
  {
    id: 'preposition.verb-lack-takes-no-we',
    category: 'Preposition',
    pattern: /\b(I|we|they|you|he|she|it)\s+(lack|lacks|lacked)\s+of\b/giu,
    explanation: 'The verb “lack” takes no “of”: “we lack time”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    id: 'preposition.length-time-takes-for-for-2',
    category: 'Preposition',
    pattern:
      /\b(during)\s+((?:two|three|four|five|six|seven|eight|nine|ten|many|several|a\s+few|\d+)\s+(?:years|months|weeks|days|hours|minutes))\b/giu,
    explanation: 'A length of time takes “for”: “for two years”.',
    fix: (match) => `${keepCase(word(match, 1), 'for')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.we-say-on-other-hand',
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+other\s+hand)\b/giu,
    explanation: 'We say “on the other hand”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.abroad-there-here-need-no',
    category: 'Preposition',
    pattern:
      /\b(go|goes|going|went|gone|come|comes|coming|came|travel|travelled|traveled|move|moved)\s+(to)\s+(abroad|there|here|downtown)\b/giu,
    explanation: '“Abroad”, “there” and “here” need no “to”: “go abroad”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    id: 'preposition.this-word-takes-another-preposition',
    category: 'Preposition',
    pattern:
      /\b(interested)\s+(about|on|for|with)\b|\b(afraid|scared)\s+(from)\b|\b(consist|consists|consisted)\s+(on|from|in)\b|\b(capable)\s+(to)\b(?=\s+\p{Ll})|\b(proud)\s+(for|with)\b|\b(suffer|suffers|suffered|suffering)\s+(of)\b|\b(insist|insists|insisted)\s+(to)\b|\b(succeed|succeeded)\s+(to)\b|\b(believe|believes|believed)\s+(on)\b|\b(arrive|arrives|arrived|arriving)\s+(to)\b|\b(participate|participates|participated|participating)\s+(to|at)\b|\b(good)\s+(in)\s+(?=\p{Ll}+ing\b)|\b(different)\s+(of)\b|\b(angry)\s+(on)\b|\b(aware)\s+(about)\b|\b(addicted)\s+(on|with)\b|\b(congratulate|congratulated)\s+(for)\b|\b(depend|depends|depended|depending)\s+(of|from)\b|\b(famous)\s+(of)\b|\b(similar)\s+(with)\b|\b(responsible)\s+(of)\b/giu,
    explanation: 'This word takes another preposition.',
    fix: (match) => {
      const words = match.slice(1).filter((part): part is string => part !== undefined);
      const [head = '', preposition = ''] = words;
      const right =
        RIGHT_PREPOSITION[head.toLowerCase().replace(/(?:s|ed|d|ing)$/u, '')] ?? RIGHT_PREPOSITION[head.toLowerCase()];
      return right && right !== preposition.toLowerCase() ? `${head} ${right}` : undefined;
    },
  },
  {
    id: 'preposition.we-listen-something',
    category: 'Preposition',
    pattern: /\b(listen|listens|listened|listening)\s+(music|the\s+radio|songs|him|her|them|me|us)\b/giu,
    explanation: 'We “listen to” something.',
    fix: (match) => `${word(match, 1)} to ${word(match, 2)}`,
  },
  {
    id: 'preposition.we-attend-class-meeting-with',
    category: 'Preposition',
    pattern:
      /\b(attend|attends|attended|attending)\s+to\s+((?:the\s+|a\s+|my\s+)?(?:school|university|college|classes|class|lessons|meeting|course|courses|conference|concert|lectures|event))\b/giu,
    explanation: 'We “attend” a class or a meeting, with no “to”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}`,
  },
];
