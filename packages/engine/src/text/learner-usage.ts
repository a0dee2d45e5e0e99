import { before, gerundOf, isBareVerbOnly, isPlural, keepCase, type PatternRule, word } from './learner-collocations';

/**
 * Word-level usage learners get wrong, from grammar books: "for" with a length of time, "of" after
 * a quantity only before a determiner, "go shopping", "in" with parts of the day, the -ing form
 * after "used to" and "have trouble", plural "kinds of", "other" before a noun, a singular verb
 * after "everyone", a plural one in "there are a lot of …", "every day" as two words, and a
 * mid-position adverb after the modal. Each matches only where the corrected form is the one
 * standard English uses.
 */

const DURATION = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|many|several|a\s+few|a\s+couple\s+of|so\s+many)\s+(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|centuries)`;

/** Words after "most of" that start a noun phrase of their own: "most of them", "all of those". */
const OWN_NOUN_PHRASE =
  /^(?:the|my|your|his|her|its|our|their|these|those|this|that|them|us|you|which|whom|whose|it|what|each|both|all|one|such)$/u;

/** Everyday verbs whose -ing form the rules below give; others are left alone. */
const EVERYDAY_VERB =
  /^(?:go|buy|make|do|take|get|have|use|visit|live|work|study|learn|travel|stay|eat|read|watch|play|see|try|spend|change|find|start|give|leave|come|move|walk|drive|write|ask|talk|speak|meet|look|think|wait|swim|run|cook|help|pay|stop|keep|become|open|build|bring|send|sell|book|choose|save|call|put|join|plan|rent|reduce|improve|understand|manage|park|sleep|wake|communicate|adapt|accept|deal|handle|share|clean|finish|answer|listen|concentrate|focus|follow|express|explain|remember|forget|organise|organize|control|pass|fly|ride|climb|dance|sing|draw|paint)$/u;
const isEverydayVerb = (verb: string): boolean => EVERYDAY_VERB.test(verb) || isBareVerbOnly(verb);

/** Words after which a verb is a bare infinitive: "does everyone have", "let it be". */
const BARE_AFTER =
  /\b(?:do|does|did|can|could|will|would|should|may|might|must|let|lets|make|makes|made|help|helps|to|why|not|n't|shall|if)\s+$/iu;

const THIRD_PERSON_BE: Readonly<Record<string, string>> = {
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  "don't": "doesn't",
};

export const USAGE_RULES: readonly PatternRule[] = [
  {
    category: 'Preposition',
    pattern: new RegExp(
      String.raw`\b(since|during)\s+(${DURATION})\b(?!\s+(?:of|ago|before|earlier|later|when|since|that)\b)`,
      'giu',
    ),
    explanation: 'How long something lasts takes “for”: “for two years”; “since” needs a point in time.',
    fix: (match) => `${keepCase(word(match, 1), 'for')} ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern: /\b(most|many|some|all|few|several)\s+of\s+(\p{Ll}{3,}s)\b(?!['’])/giu,
    explanation: 'Before a plural noun with no determiner there is no “of”: “most people”, or “most of the people”.',
    fix: (match) => {
      const noun = word(match, 2);
      if (OWN_NOUN_PHRASE.test(noun) || !isPlural(noun)) return undefined;
      return `${word(match, 1)} ${noun}`;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(arrive|arrives|arrived|arriving)\s+(to)\s+(?=(?:the|my|our|his|her|their|a|this|that|\p{Lu}))/gu,
    explanation: 'One arrives “at” a place or “in” a town or country, not “to” it.',
    fix: (match) => `${word(match, 1)} at `,
  },
  {
    category: 'Verb form',
    pattern:
      /\b(go|goes|going|went|gone)\s+(to)\s+(shopping|swimming|fishing|skiing|camping|hiking|dancing|running|sightseeing|surfing|sailing|cycling|jogging|climbing|riding|skating)\b/giu,
    explanation: 'An activity in -ing follows “go” directly: “go shopping”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(play|plays|played|playing)\s+(the)\s+(football|tennis|basketball|volleyball|golf|soccer|baseball|rugby|hockey|cricket|chess|badminton|handball|squash)\b/giu,
    explanation: 'A game takes no article after “play”: “play football”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    category: 'Verb form',
    pattern:
      /\b(spend|spends|spent|spending|waste|wastes|wasted|wasting)\s+((?:(?:my|his|her|our|their|your|a\s+lot\s+of|much|more|less|so\s+much|the|some)\s+)?(?:time|hours|days|money|weekends?|evenings?|years?))\s+(to)\s+(\p{Ll}+)\b/giu,
    explanation: 'After “spend time” or “spend money” the verb takes -ing: “spend time reading”.',
    fix: (match) => {
      const ing = gerundOf(word(match, 4));
      return ing ? `${word(match, 1)} ${word(match, 2)} ${ing}` : undefined;
    },
  },
  {
    category: 'Preposition',
    pattern:
      /\b(at|on)\s+(the\s+)?(morning|afternoon|evening|summer|winter|spring|autumn)\b(?=\s*[,.!?;:]|\s*$|\s+(?:I|we|you|he|she|they|it|and|or|but|when|because|so|there|my|our|the|is|was|are|were)\b)/giu,
    explanation: 'Parts of the day and seasons take “in”: “in the morning”, “in summer”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)}${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern: /\b(others)\s+(\p{Ll}{3,})\b/giu,
    explanation: '“Other” before a noun has no -s: “other people”.',
    fix: (match) => (isPlural(word(match, 2)) ? `${keepCase(word(match, 1), 'other')} ${word(match, 2)}` : undefined),
  },
  {
    category: 'Agreement',
    pattern:
      /\b(everyone|everybody|nobody|somebody|someone|anybody|anyone|each\s+of\s+(?:them|us|the\s+\p{Ll}+s))\s+(are|were|have|do|don't)\b/giu,
    explanation: '“Everyone”, “nobody” and “each of” take a singular verb: “everyone is”.',
    fix: (match, sentence) => {
      // "does everyone have", "let everyone do": the verb is a bare infinitive there.
      if (BARE_AFTER.test(before(match, sentence))) return undefined;
      return `${word(match, 1)} ${THIRD_PERSON_BE[word(match, 2).toLowerCase()]}`;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(take|takes|took|taking|taken)\s+(a\s+)?(part)\s+(to|at|on|into|in)\b/giu,
    explanation: 'We “take part in” something, with no “a”.',
    fix: (match) => (match[2] || !/^in$/iu.test(word(match, 4)) ? `${word(match, 1)} part in` : undefined),
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+(?:end|beginning|start)\s+of)\b/giu,
    explanation: 'The end or the beginning of something takes “at”: “at the end of the day”.',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(the|a)\s+(bus\s+stop)\b/giu,
    explanation: 'A stop is a point: we wait “at the bus stop”.',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(in|of|enjoy|enjoying|appreciate|love|about|improve|improves|change|changes|make|makes|making)\s+(the)\s+(life)\b(?!\s+(?:of|that|which|who|we|I|you|he|she|they|it|in|on|at|as|for|expectancy|cycle|span|style|story|with|from|to|there|here|where|when|before|after|outside|inside|-))/giu,
    explanation: '“Life” in general takes no “the”: “later in life”, “enjoy life”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
  {
    category: 'Pronoun',
    pattern:
      /\b(make|makes|made|making|find|finds|found)\s+(easy|easier|possible|impossible|difficult|hard|harder|necessary|more\s+difficult)\s+(to|for)\b/giu,
    explanation: '“Make” and “find” need “it” before the adjective: “it makes it easy to travel”.',
    fix: (match) => `${word(match, 1)} it ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    category: 'Noun number',
    pattern:
      /\b(different|various|many|several|numerous|all|both|two|three|four|five|six|other)\s+(kind|type|sort)\s+(of)\b/giu,
    explanation: 'After a word for more than one, “kind” is plural: “different kinds of”.',
    fix: (match, sentence) =>
      /\b(?:a|an|one|every|each|any|this|that|the)\s+$/iu.test(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${word(match, 2)}s of`,
  },
  {
    category: 'Verb form',
    pattern: /\b(problem|problems|difficulty|difficulties|trouble)\s+(to|for|in)\s+(\p{Ll}+)\b/giu,
    explanation: '“Have trouble” and “have difficulty” take the -ing form: “no problem finding it”.',
    fix: (match, sentence) => {
      const verb = word(match, 3);
      if (!isEverydayVerb(verb)) return undefined;
      if (
        !/\b(?:have|has|had|having|no|any|much|little|some|great|a\s+lot\s+of)\s+(?:\p{L}+\s+)?$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(get|gets|got|getting|gotten|become|became|I\s+am|I'm|I\s+was|we\s+are|we're|we\s+were|they\s+are|they're|they\s+were|you\s+are|you're|he\s+is|he's|she\s+is|she's|he\s+was|she\s+was)\s+((?:not\s+|so\s+|really\s+|quite\s+|very\s+|already\s+|also\s+)?used\s+to)\s+(\p{Ll}+)\b/giu,
    explanation: '“Be used to” and “get used to” take the -ing form: “I am used to getting up early”.',
    fix: (match) => {
      const verb = word(match, 3);
      if (!isEverydayVerb(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${word(match, 2)} ${ing}` : undefined;
    },
  },
  {
    category: 'Agreement',
    pattern:
      /\b(there)\s+(is|was|'s)\s+(a\s+lot\s+of|plenty\s+of|some|so\s+many|too\s+many|a\s+number\s+of|a\s+few|no|more|other)\s+((?:\p{Ll}+\s+)?)(\p{Ll}{3,}s)\b/giu,
    explanation: 'After “there”, the verb agrees with the noun that follows: “there are a lot of people”.',
    fix: (match) => {
      // "there is a lot of news": the noun must be a plural, and a word before it no plural noun itself.
      if (!isPlural(word(match, 5)) || /s\s$/u.test(word(match, 4))) return undefined;
      const verb = word(match, 2).toLowerCase() === 'was' ? 'were' : 'are';
      return `${word(match, 1)} ${verb} ${word(match, 3)} ${word(match, 4)}${word(match, 5)}`;
    },
  },
  {
    category: 'Spelling',
    pattern:
      /\b(everyday)(?=\s*[.,!?;:]|\s*$|\s+(?:and|but|or|because|so|in|at|to|for|with|from|after|before|until|when|if|I|we|you|he|she|they)\b)/giu,
    explanation: '“Everyday” is an adjective before a noun (“everyday life”); on its own it is “every day”.',
    fix: (match) => keepCase(word(match, 1), 'every day'),
  },
  {
    category: 'Word order',
    pattern: /\b(also|often|usually|sometimes|already)\s+(will|can|could|should|must)\b/giu,
    explanation: 'A mid-position adverb goes after the modal: “it will also help”.',
    fix: (match, sentence) =>
      /\b(?:and|but|or|only)\s+$/iu.test(before(match, sentence)) ? undefined : `${word(match, 2)} ${word(match, 1)}`,
  },
];
