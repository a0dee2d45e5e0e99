import { before, keepCase, type PatternRule, word } from '../../pattern-rule';
import { OBJECT_ONLY_PRONOUNS, oneOf, PLACE_AND_TIME_PREPOSITIONS, wordPattern } from '../../word-classes';
import { NUMBER_WORD } from '../lexicon/collocations';

export const PREPOSITIONS_COLLOCATIONS_1_RULES: readonly PatternRule[] = [
  {
    id: 'preposition.despite-takes-no-in-spite',
    category: 'Preposition',
    pattern: /\b(despite)\s+(of)\b/giu,
    explanation: '“Despite” takes no “of” (“in spite of” does).',
    fix: (match) => word(match, 1),
  },
  {
    id: 'preposition.for-your-own-view-write',
    category: 'Preposition',
    pattern: /\b(according)\s+(to)\s+(me|my\s+opinion)\b/giu,
    explanation: 'For your own view, write “in my opinion”; “according to” reports someone else’s.',
    fix: (match) => keepCase(word(match, 1), 'in my opinion'),
  },
  {
    id: 'preposition.we-say-in-morning-in',
    category: 'Preposition',
    pattern:
      /\b(at|in)\s+(the\s+)?(morning|afternoon|evening|night)\b(?!\s+(?:of|when|before|after|that|shift|class|classes|sky|life|club|clubs|time|bus|train|flight|news|show|market|school|walk|routine|dress)\b)/giu,
    explanation: 'We say “in the morning”, “in the afternoon”, “in the evening” and “at night”.',
    fix: (match, sentence) => {
      const preposition = word(match, 1).toLowerCase();
      const article = word(match, 2);
      const time = word(match, 3).toLowerCase();
      if (/\b(?:every|all|one|each|late|early|last|this|that)\s+$/iu.test(before(match, sentence))) return undefined;
      if (time === 'night')
        return preposition === 'in' && !article ? `${keepCase(word(match, 1), 'at')} night` : undefined;
      if (preposition === 'at') return `${keepCase(word(match, 1), 'in')} the ${word(match, 3)}`;
      return article ? undefined : `${word(match, 1)} the ${word(match, 3)}`;
    },
  },
  {
    id: 'preposition.count-back-from-now-with',
    category: 'Preposition',
    pattern: new RegExp(
      String.raw`\b(before)\s+((?:${NUMBER_WORD})\s+(?:years|months|weeks|days))(?=\s*[,.!?]|\s+(?:I|we|he|she|they|my|our|when|and)\b)`,
      'giu',
    ),
    explanation: 'Count back from now with “ago”: “three years ago”.',
    fix: (match) => `${word(match, 2)} ago`,
  },
  {
    id: 'preposition.sleep-we-go-bed-with',
    category: 'Preposition',
    pattern: /\b(go|goes|going|went|gone)\s+to\s+the\s+(bed)\b(?!\s+(?:and|of)\b)/giu,
    explanation: 'To sleep, we “go to bed”, with no “the”.',
    fix: (match) => `${word(match, 1)} to bed`,
  },
  {
    id: 'preposition.we-say-in-past-in',
    category: 'Preposition',
    pattern: /\b(on)\s+(the\s+(?:past|future))\b/giu,
    explanation: 'We say “in the past” and “in the future”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.we-say-on-daily-basis',
    category: 'Preposition',
    pattern: /\b(in)\s+(a\s+(?:regular|daily|weekly|monthly|yearly|permanent|temporary)\s+basis)\b/giu,
    explanation: 'We say “on a daily basis”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.we-pay-attention-something',
    category: 'Preposition',
    pattern: wordPattern(
      'giu',
    )`\b(pay|pays|paid|paying)\s+(?:more\s+|less\s+|much\s+|no\s+|any\s+|special\s+|close\s+)?attention\s+(${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|for)\b`,
    explanation: 'We “pay attention to” something.',
    fix: (match) => match[0].replace(wordPattern('iu')`\s(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|for)$`, ' to'),
  },
  {
    id: 'preposition.we-focus-on-concentrate-on',
    category: 'Preposition',
    pattern:
      /\b(focus|focuses|focused|focusing|concentrate|concentrates|concentrated|concentrating|rely|relies|relied|relying)\s+(in|at)\b(?!\s+on\b)/giu,
    explanation: 'We “focus on”, “concentrate on” and “rely on” something.',
    fix: (match) => `${word(match, 1)} on`,
  },
  {
    id: 'preposition.we-say-related-according',
    category: 'Preposition',
    pattern: /\b(related|relation|according)\s+(with)\b/giu,
    explanation: 'We say “related to” and “according to”.',
    fix: (match) => `${word(match, 1)} to`,
  },
  {
    id: 'preposition.we-say-reason-for',
    category: 'Preposition',
    pattern: /\b(the\s+(?:main\s+)?reasons?)\s+(of)\b/giu,
    explanation: 'We say “the reason for”.',
    fix: (match) => `${word(match, 1)} for`,
  },
  {
    id: 'preposition.years-take-in-in-2015',
    category: 'Preposition',
    pattern: /\b(at|on)\s+((?:19|20)\d\d)\b(?!\s*[-/–:])/giu,
    explanation: 'Years take “in”: “in 2015”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.holidays-as-season-take-at',
    category: 'Preposition',
    pattern:
      /\b(in)\s+(Christmas|Easter)\b(?!\s+(?:Day|Eve|holidays?|break|time|period|market|markets|dinner|tree|party|week))/gu,
    explanation: 'Holidays as a season take “at”: “at Christmas”.',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.before-adjective-look-seem-feel',
    category: 'Preposition',
    pattern:
      /\b(look|looks|looked|looking|seem|seems|seemed|sound|sounds|sounded|feel|feels|felt)\s+like\s+((?:very\s+|so\s+|really\s+|quite\s+)?(?:beautiful|nice|good|great|happy|sad|tired|interesting|amazing|easy|difficult|hard|delicious|expensive|cheap|strange|weird|boring|dangerous|perfect|wonderful|lovely|comfortable|horrible|terrible|awful|angry|sick|ill|scared|afraid|excited|lonely|impossible|possible|crazy|stupid|clever|smart|funny|serious|familiar))\b(?=\s*[,.!?;]|\s+(?:and|but|or|because|to|when|for|in|at|with)\b)/giu,
    explanation: 'Before an adjective, “look”, “seem” and “feel” take no “like”: “it looks easy”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    id: 'preposition.we-good-better-faster-at',
    category: 'Preposition',
    pattern:
      /\b(better|best|worse|worst|bad|excellent|brilliant|terrible|faster|quicker|slower)\s+(in)\s+(?!\p{Ll}+thing\b)(\p{Ll}{2,}ing)\b/giu,
    explanation: 'We are good, better or faster “at” doing something.',
    fix: (match) => `${word(match, 1)} at ${word(match, 3)}`,
  },
  {
    id: 'preposition.we-give-our-conclusion-for',
    category: 'Preposition',
    pattern: /^(From)\s+((?:the|these|those|all\s+(?:the|these|those))\s+(?:\p{Ll}+\s+)?reasons)\b/gu,
    explanation: 'We give our conclusion “for” reasons: “For the reasons above, …”.',
    fix: (match) => `For ${word(match, 2)}`,
  },
  {
    id: 'preposition.phrase-with-regard-in-regard',
    category: 'Preposition',
    pattern: /\b(in)\s+(regards)\s+(to|of)\b/giu,
    explanation: 'The phrase is “with regard to” (or “in regard to”, without -s).',
    fix: (match) => `${keepCase(word(match, 1), 'with')} regard to`,
  },
  {
    id: 'preposition.we-provide-someone-with-something',
    category: 'Preposition',
    pattern: wordPattern(
      'giu',
    )`\b(provide|provides|provided|providing)\s+(${oneOf(OBJECT_ONLY_PRONOUNS)}|her|you|people|students|children|customers|citizens|users|visitors)\s+(?=(?:a|an|some|many|countless|more|lots|plenty|enough|various|different|useful|free|new|good|great)\b)`,
    explanation: 'We “provide someone with something” (or “provide something for someone”).',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} with `,
  },
  {
    id: 'preposition.although-needs-clause-although-before',
    category: 'Preposition',
    // "although being tired": "although" needs a subject and a verb; "despite" takes the -ing form.
    pattern: /\b(although|though|even\s+though)\s+((?:not\s+)?being)\b/giu,
    explanation: '“Although” needs a clause (“although it is”); before an -ing form write “despite”: “despite being”.',
    fix: (match) => `${keepCase(word(match, 1), 'despite')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.verb-face-takes-its-object',
    category: 'Preposition',
    pattern:
      /\b(I|we|they|you|people|parents|students|children|countries|companies|families|workers|teenagers|women|men|cities)\s+((?:often|usually|also|still|always|will|can|may|might|must|would|could)\s+)?(face|faces|faced)\s+(with)\b/giu,
    explanation:
      'The verb “face” takes its object directly (“we face problems”); “with” belongs to the passive “be faced with”.',
    fix: (match) =>
      // "Families faced with high rents move": after a noun, "faced with" is a shortened passive that
      // describes it; only a pronoun subject shows that "faced" is its verb.
      /^faced$/iu.test(word(match, 3)) && !/^(?:I|we|they|you)$/iu.test(word(match, 1))
        ? undefined
        : `${word(match, 1)} ${word(match, 2)}${word(match, 3)}`,
  },
];
