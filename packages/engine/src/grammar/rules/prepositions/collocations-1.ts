import { before, keepCase, type PatternRule, word } from '../../pattern-rule';
import { NOUN_BEFORE, NUMBER_WORD, TIME_WORD } from '../lexicon/collocations';

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
    id: 'preposition.we-say-in-my-opinion-2',
    category: 'Preposition',
    pattern: /\b(on|at|for)\s+(my|our|his|her|their|your)\s+(opinion)\b/giu,
    explanation: 'We say “in my opinion”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    id: 'preposition.this-verb-takes-its-object-2',
    category: 'Preposition',
    pattern:
      /\b(reach|reaches|reached|reaching|enter|enters|entered|entering|contact|contacted|contacting|emphasise|emphasize|emphasised|emphasized|emphasises|emphasizes|visit|visited|visiting|attend|attended|resemble|resembles|resembled|approach|approached|marry|married|call|called)\s+(to|with|on|at)(?=\s+(?:the|my|a|an|your|his|her|our|their|this|that|me|him|them|us|you)\b)/giu,
    explanation: 'This verb takes its object directly: “reach the top”, “enter the room”, “contact us”.',
    fix: (match, sentence) => {
      const verb = word(match, 1).toLowerCase();
      const preposition = word(match, 2).toLowerCase();
      const wrong: Record<string, RegExp> = {
        reach: /^to$/u,
        enter: /^to$/u,
        contact: /^(?:with|to)$/u,
        emphasi: /^on$/u,
        emphasiz: /^on$/u,
        visit: /^to$/u,
        attend: /^(?:to|at)$/u,
        resemble: /^(?:to|with)$/u,
        approach: /^to$/u,
        marry: /^(?:with|to)$/u,
        call: /^to$/u,
      };
      const stem = verb.replace(/(?:es|s|ed|d|ing)$/u, '').replace(/i$/u, 'y');
      const rule = Object.entries(wrong).find(([key]) => stem.startsWith(key) || verb.startsWith(key));
      if (!rule?.[1].test(preposition)) return undefined;
      // "entered into an agreement", "called to say", "reached to" a hand: not these.
      if (/\b(?:be|is|are|was|were|been|get|got)\s+$/iu.test(before(match, sentence))) return undefined;
      // After a determiner, an adjective or "have" the word is a noun: "a visit to", "no contact with".
      if (NOUN_BEFORE.test(before(match, sentence))) return undefined;
      return word(match, 1);
    },
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
    pattern:
      /\b(pay|pays|paid|paying)\s+(?:more\s+|less\s+|much\s+|no\s+|any\s+|special\s+|close\s+)?attention\s+(on|at|for|in)\b/giu,
    explanation: 'We “pay attention to” something.',
    fix: (match) => match[0].replace(/\s(?:on|at|for|in)$/iu, ' to'),
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
    id: 'preposition.last-next-take-no-preposition',
    category: 'Preposition',
    pattern: new RegExp(String.raw`\b(on|in|at)\s+((?:last|next)\s+(?:${TIME_WORD}))\b(?!['’])`, 'giu'),
    explanation: '“Last” and “next” take no preposition: “last week”, “next summer”.',
    fix: (match, sentence) => {
      // "at last" alone and "in the last year" do not match; "on next Monday's" is a possessive.
      if (/^at$/iu.test(word(match, 1)) && /time$/iu.test(word(match, 2))) return undefined;
      void sentence;
      return keepCase(word(match, 1), word(match, 2));
    },
  },
  {
    id: 'preposition.with-past-verb-start-with',
    category: 'Preposition',
    // "Since that day, I started": "since" needs the present perfect; with a past verb the writer means "from".
    pattern:
      /^(Since)(?=\s+(?:that|this)\s+(?:day|moment|time|year|night)\s*,?\s+(?:I|we|he|she|they|it|my\s+\p{Ll}+)\s+(?!have\b|has\b|had\b)(?:\p{Ll}+ed|began|became|knew|felt|found|made|took|went|got|saw|thought|understood)\b)/gu,
    explanation: 'With a past verb, start with “From that day”; “since” goes with “have”: “Since that day, I have …”.',
    fix: () => 'From',
  },
  {
    id: 'preposition.we-give-example-something',
    category: 'Preposition',
    pattern:
      /\b((?:an|good|great|perfect|clear|typical|the\s+best)\s+example)\s+(for)\s+(this|that|it|these|those)\b/giu,
    explanation: 'We give “an example of” something.',
    fix: (match) => `${word(match, 1)} of ${word(match, 3)}`,
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
    id: 'preposition.something-on-tv-news',
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+(?:TV|television)\s+news)\b/giu,
    explanation: 'Something is “on” the TV news.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
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
    id: 'preposition.these-adjectives-take-before-person',
    category: 'Preposition',
    pattern:
      /\b(acceptable|unacceptable|accessible|useful|harmful|beneficial|relevant|familiar|visible|obvious|understandable)\s+(by)\s+(people|everyone|everybody|us|them|me|him|her|the\s+public|others|society|readers|most\s+people)\b/giu,
    explanation: 'These adjectives take “to” before a person: “acceptable to most people”.',
    fix: (match) => `${word(match, 1)} to ${word(match, 3)}`,
  },
  {
    id: 'preposition.something-threat-something-else',
    category: 'Preposition',
    pattern: /\b((?:a|the|an|major|serious|real|big|great|huge)\s+(?:threat|menace))\s+(for)\b/giu,
    explanation: 'Something is “a threat to” something else.',
    fix: (match) => `${word(match, 1)} to`,
  },
  {
    id: 'preposition.we-give-our-conclusion-for',
    category: 'Preposition',
    pattern: /^(From)\s+((?:the|these|those|all\s+(?:the|these|those))\s+(?:\p{Ll}+\s+)?reasons)\b/gu,
    explanation: 'We give our conclusion “for” reasons: “For the reasons above, …”.',
    fix: (match) => `For ${word(match, 2)}`,
  },
  {
    id: 'preposition.time-life-takes-in-later',
    category: 'Preposition',
    pattern: /\b(later|early|earlier)\s+(on)\s+((?:my|his|her|their|our|your)\s+lives?)\b/giu,
    explanation: 'A time of life takes “in”: “later in their lives”.',
    fix: (match) => `${word(match, 1)} in ${word(match, 3)}`,
  },
  {
    id: 'preposition.score-given-out-total-95',
    category: 'Preposition',
    pattern: /\b(\d+\s+(?:points|marks))\s+(over)\s+(\d+)\b/giu,
    explanation: 'A score is given “out of” the total: “95 points out of 100”.',
    fix: (match) => `${word(match, 1)} out of ${word(match, 3)}`,
  },
  {
    id: 'preposition.phrase-with-regard-in-regard',
    category: 'Preposition',
    pattern: /\b(in)\s+(regards)\s+(to|of)\b/giu,
    explanation: 'The phrase is “with regard to” (or “in regard to”, without -s).',
    fix: (match) => `${keepCase(word(match, 1), 'with')} regard to`,
  },
  {
    id: 'preposition.we-focus-our-attention-on',
    category: 'Preposition',
    pattern:
      /\b(focus|focuses|focused|focusing|concentrate|concentrates|concentrated|concentrating)\s+((?:\p{Ll}+\s+)?attention)\s+(in|at|to|toward|towards)\b/giu,
    explanation: 'We “focus our attention on” something.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} on`,
  },
  {
    id: 'preposition.we-have-meal-at-place',
    category: 'Preposition',
    pattern:
      /\b(have|had|has|having|eat|ate|eating)\s+(lunch|dinner|breakfast|a\s+meal|a\s+drink|coffee)\s+(to)\s+(?=(?:a|the|my|our|his|her|their)\b)/giu,
    explanation: 'We have a meal “at” a place: “lunch at a nearby restaurant”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} at `,
  },
  {
    id: 'preposition.for-whole-group-we-say',
    category: 'Preposition',
    pattern:
      /\b((?:popular|common|widespread|famous|well\s*-?\s*known)\s+(?:\p{Ll}+\s+)?)(between)\s+(teenagers|young\s+people|students|children|people|adults|the\s+\p{Ll}+s)\b/giu,
    explanation: 'For a whole group we say “among”: “popular among teenagers”.',
    fix: (match) => `${word(match, 1)}among ${word(match, 3)}`,
  },
  {
    id: 'preposition.we-give-priority-something',
    category: 'Preposition',
    pattern: /\b((?:give|gives|gave|giving|given)\s+(?:\p{Ll}+\s+)?priority)\s+(in|on)\b/giu,
    explanation: 'We “give priority to” something.',
    fix: (match) => `${word(match, 1)} to`,
  },
  {
    id: 'preposition.we-provide-someone-with-something',
    category: 'Preposition',
    pattern:
      /\b(provide|provides|provided|providing)\s+(us|them|me|him|her|you|people|students|children|customers|citizens|users|visitors)\s+(?=(?:a|an|some|many|countless|more|lots|plenty|enough|various|different|useful|free|new|good|great)\b)/giu,
    explanation: 'We “provide someone with something” (or “provide something for someone”).',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} with `,
  },
  {
    id: 'preposition.we-succeed-in-doing-something',
    category: 'Preposition',
    pattern: /\b(succeed|succeeds|succeeded|succeeding)\s+(?!\p{Ll}+thing\b)(\p{Ll}{2,}ing)\b/giu,
    explanation: 'We “succeed in” doing something: “she succeeded in passing”.',
    fix: (match) => `${word(match, 1)} in ${word(match, 2)}`,
  },
  {
    id: 'preposition.we-subscribe-service-magazine-channel',
    category: 'Preposition',
    pattern: /\b(subscribe|subscribes|subscribed|subscribing)\s+(?=(?:a|an|the|my|our|their|your|this|that)\b)/giu,
    explanation: 'We “subscribe to” a service, a magazine or a channel.',
    fix: (match) => `${word(match, 1)} to `,
  },
  {
    id: 'preposition.saying-think-outside-box',
    category: 'Preposition',
    pattern: /\b(think|thinks|thinking|thought)\s+(out\s+of)\s+(the\s+box)\b/giu,
    explanation: 'The saying is “think outside the box”.',
    fix: (match) => `${word(match, 1)} outside ${word(match, 3)}`,
  },
  {
    id: 'preposition.we-say-from-what-i',
    category: 'Preposition',
    pattern: /\b(for)\s+(what\s+I\s+(?:can|could)\s+(?:see|tell))\b/giu,
    explanation: 'We say “from what I can see” for what we have noticed.',
    fix: (match) => `${keepCase(word(match, 1), 'from')} ${word(match, 2)}`,
  },
  {
    id: 'preposition.we-say-without-doubt-no',
    category: 'Preposition',
    pattern: /^(With\s+no\s+doubt)\b/gu,
    explanation: 'We say “without a doubt” or “no doubt”.',
    fix: () => 'Without a doubt',
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
    id: 'preposition.after-superlative-we-say-in',
    category: 'Preposition',
    pattern:
      /\b(best|worst|most\s+\p{Ll}+|\p{Ll}{2,}est)\s+((?:\p{Ll}+\s+)?)(on)\s+(the\s+world)\b(?!['’]|\s+(?:stage|market|markets|scene|map|wide|economy|cup|tour|level|record|ranking|rankings)\b)/gu,
    explanation: 'After a superlative we say “in the world”: “the best player in the world”.',
    fix: (match) => {
      if (
        /^(?:interest|rest|forest|chest|guest|contest|protest|request|test|quest|west|harvest)$/u.test(word(match, 1))
      )
        return undefined;
      return `${word(match, 1)} ${word(match, 2)}in ${word(match, 4)}`;
    },
  },
  {
    id: 'preposition.we-say-in-long-term',
    category: 'Preposition',
    pattern: /\b(in|on)\s+(long|short)\s*-?\s*(term)\b(?=\s*[,.;:!?])/giu,
    explanation: 'We say “in the long term” and “in the short term”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} the ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    id: 'preposition.verb-face-takes-its-object',
    category: 'Preposition',
    pattern:
      /\b(I|we|they|you|people|parents|students|children|countries|companies|families|workers|teenagers|women|men|cities)\s+((?:often|usually|also|still|always|will|can|may|might|must|would|could)\s+)?(face|faces|faced)\s+(with)\b/giu,
    explanation:
      'The verb “face” takes its object directly (“we face problems”); “with” belongs to the passive “be faced with”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}${word(match, 3)}`,
  },
];
