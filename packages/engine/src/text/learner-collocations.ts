import nlp from 'compromise';
import { remembered } from './remembered-words';

/**
 * More learner errors a pattern can tell for certain, written from grammar books (uncountable
 * nouns, fixed collocations, verb patterns, comparisons) rather than from any corpus: each matches
 * only where the right form is not in doubt.
 */
export interface PatternRule {
  category: string;
  pattern: RegExp;
  explanation: string;
  /** The corrected words for the match, or `undefined` when this match is not an error after all. */
  fix: (match: RegExpMatchArray, sentence: string) => string | undefined;
}

export const word = (match: RegExpMatchArray, group: number): string => match[group] ?? '';
export const before = (match: RegExpMatchArray, sentence: string): string => sentence.slice(0, match.index ?? 0);
export const after = (match: RegExpMatchArray, sentence: string): string =>
  sentence.slice((match.index ?? 0) + match[0].length);
export const keepCase = (original: string, replacement: string): string =>
  /^\p{Lu}/u.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;

/**
 * Verbs whose base form is never also an everyday noun ("go", "buy", "understand"; not "work",
 * "time", "help", "use"): after "want", "enjoy" or a preposition they can only be a verb.
 */
const VERB_ONLY = new Set(
  'go buy make understand reduce teach improve learn see get take eat enjoy find keep have do become choose decide spend live meet bring earn save protect prevent avoid achieve build create develop discover explain forget give grow hear know lose put say sell send speak think write solve provide prepare receive allow survive obtain gain maintain communicate encourage thank tell ask come swim drive sing feel attend relax travel persuade convince consider continue destroy recognise recognize realise realize remember appreciate imagine believe suggest recommend involve include inform introduce establish ensure enhance reveal acquire require deserve succeed pursue adapt adopt apply arrive behave belong breathe celebrate compare complain concentrate consume contribute define deliver depend describe determine discuss disappear educate eliminate examine exist expect explore identify ignore implement indicate inspire interact invent invest investigate justify memorise memorize motivate occur participate pollute possess practise predict pretend proceed promote pronounce prove publish recover rely remove replace represent respond retire seem suffer tolerate translate undertake organise organize accept admit analyse analyze arrange attract borrow collect compete criticise criticize'.split(
    ' ',
  ),
);
export const isBareVerbOnly = (lower: string): boolean => VERB_ONLY.has(lower);
/** A verb's -ing form and past participle, read with a subject so that "live" is taken as a verb. */
export const gerundOf = remembered((verb: string): string | undefined => {
  const ing = nlp(`we ${verb}`).verbs().toGerund().text().split(' ').at(-1);
  return ing && ing !== verb && ing.endsWith('ing') ? ing : undefined;
});
export const pastParticipleOf = remembered((verb: string): string | undefined => {
  const participle = nlp(`we ${verb}`).verbs().toPastParticiple().text().split(' ').at(-1);
  return participle && participle !== verb ? participle : undefined;
});
const singularOf = remembered((noun: string): string | undefined => {
  const parsed = nlp(noun);
  if (!parsed.has('#Plural') || parsed.has('#Verb')) return undefined;
  const singular = parsed.nouns().toSingular().text();
  return singular && singular !== noun ? singular : undefined;
});
export const isPlural = (noun: string): boolean => singularOf(noun) !== undefined;

/** Nouns that have no plural and take no "a" in everyday English. */
const UNCOUNTABLE =
  'advice|information|homework|housework|furniture|equipment|luggage|baggage|news|weather|traffic|scenery|accommodation|fun|music|progress|pollution|vocabulary|research|transport|software|feedback|machinery|jewellery|jewelry|garbage|rubbish|money|health|happiness|nature|evidence';
const PLURAL_OF_UNCOUNTABLE =
  'sceneries|traffics|pollutions|musics|vocabularies|machineries|jewelleries|jewelries|garbages|rubbishes|evidences|childrens|peoples|womens|mens';
/** Verbs that take the -ing form, never "to" or a bare verb ("enjoy swimming"). */
const ING_VERB = 'enjoy|enjoys|enjoyed|enjoying|finish|finishes|finished|avoid|avoids|avoided|mind|minds';
/** Verbs followed by "to" and a verb: "want to go", never "want go". */
const TO_VERB =
  'want|wants|wanted|need|needs|needed|decide|decides|decided|would\\s+like|would\\s+love|able|unable|going|trying|tried|refuse|refused|afford|manage|managed';
/** Superlatives that need no "most" before them. */
const SUPERLATIVES =
  'best|worst|biggest|largest|greatest|oldest|smallest|nicest|easiest|hardest|happiest|richest|poorest|highest|longest|shortest|strongest|youngest|cheapest|fastest|coldest|hottest|warmest|prettiest|funniest|busiest|closest|latest|earliest|safest|cleanest|quietest|simplest|tallest|heaviest|loveliest|friendliest|healthiest|wealthiest';
const SUBJECT = 'I|you|he|she|we|they';
const NUMBER_WORD =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|many|several|a\\s+few|\\d+';

/** Verbs that leave "for" at the end of a relative clause ("the firm I work for", "what we asked for"). */
const STRANDED_FOR_AFTER =
  /\b(?:\p{L}+ed|work|works|look|looks|wait|waits|ask|asks|pay|pays|care|cares|apply|vote|votes|stand|stands|stood|fight|fights|fought)\s+$/iu;

/** Words before "visit", "contact", "call" or "approach" that make it a noun. */
const NOUN_BEFORE =
  /\b(?:the|a|an|my|your|his|her|its|our|their|this|that|no|any|some|every|each|first|last|next|new|short|quick|brief|phone|close|direct|regular|eye|more|less|little|have|has|had|having|make|made|keep|kept|pay|paid|lose|lost|in|into|of)\s+$/iu;

export const COLLOCATION_RULES: readonly PatternRule[] = [
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(an?)\s+((?:(?:very|really|good|great|bad|nice|useful|important|terrible|lovely|beautiful|wonderful|new|old|modern|heavy|amazing|excellent|real|big|sunny|hot|cold|fresh|fantastic|horrible|awful|perfect|free|public|classical|loud|pop|rock|local)\s+){0,2})(${UNCOUNTABLE})\b(?=\s*[.!?;:]|\s*$|\s+(?:but|which|that|who|in|at|with|because|so|when|for|from|to|about|on|is|was|are|were|has|had|will|can|during|here|there|today|too|as)\b)`,
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
    category: 'Noun number',
    pattern: new RegExp(String.raw`\b(${PLURAL_OF_UNCOUNTABLE})\b(?!['’])`, 'gu'),
    explanation: 'This noun is already plural or has no plural: “children”, “people”, “scenery”.',
    fix: (match, sentence) => {
      const lower = match[0].toLowerCase();
      const fixed: Record<string, string> = {
        childrens: 'children',
        peoples: 'people',
        womens: 'women',
        mens: 'men',
        sceneries: 'scenery',
        vocabularies: 'vocabulary',
        machineries: 'machinery',
        jewelleries: 'jewellery',
        jewelries: 'jewelry',
        rubbishes: 'rubbish',
        progresses: 'progress',
      };
      // "the peoples of Europe" are nations.
      if (
        lower === 'peoples' &&
        (/\bthe\s+$/iu.test(before(match, sentence)) ||
          /^\s+of\b/u.test(sentence.slice((match.index ?? 0) + match[0].length)))
      )
        return undefined;
      return fixed[lower] ?? lower.replace(/s$/u, '');
    },
  },
  {
    category: 'Noun number',
    pattern: new RegExp(String.raw`\b(many|several|few|a\s+few|these|those|number\s+of)\s+(${UNCOUNTABLE})\b`, 'giu'),
    explanation: 'This noun cannot be counted: “a lot of information”, “much advice”, “some news”.',
    fix: (match) => {
      const quantifier = word(match, 1).toLowerCase();
      if (/^(?:these|those)$/u.test(quantifier) && word(match, 2).toLowerCase() === 'news') return undefined;
      if (quantifier === 'number of') return `amount of ${word(match, 2)}`;
      const replacement = /^(?:these|those)$/u.test(quantifier)
        ? quantifier === 'these'
          ? 'this'
          : 'that'
        : quantifier.includes('few')
          ? 'a little'
          : 'a lot of';
      return `${keepCase(word(match, 1), replacement)} ${word(match, 2)}`;
    },
  },
  {
    category: 'Noun number',
    pattern: /\b(much|less)\s+(\p{Ll}{3,}s)\b/giu,
    explanation: 'With a plural noun, write “many” or “fewer”, not “much” or “less”.',
    fix: (match, sentence) => {
      const noun = word(match, 2).toLowerCase();
      if (
        !isPlural(noun) ||
        /^(?:news|series|species|means|physics|politics|economics|mathematics|maths|athletics|gymnastics|clothes|thanks|sometimes|always|times|was|has|is|does|goes)$/u.test(
          noun,
        )
      )
        return undefined;
      // "as much" / "so much" stay with a verb: "they rely on us as much", "much loves".
      if (/\b(?:very|how|too|so|as)\s+$/iu.test(before(match, sentence)) && word(match, 1).toLowerCase() === 'less')
        return undefined;
      return `${keepCase(word(match, 1), word(match, 1).toLowerCase() === 'much' ? 'many' : 'fewer')} ${word(match, 2)}`;
    },
  },
  {
    category: 'Comparison',
    pattern: new RegExp(String.raw`\b(most|more)\s+(${SUPERLATIVES})\b`, 'giu'),
    explanation: '“Best” is already a superlative; “most” is one too many.',
    fix: (match) => word(match, 2),
  },
  {
    category: 'Comparison',
    pattern: /\b(as)\s+(\p{Ll}+)\s+(than)\b/giu,
    explanation: 'A comparison with “as … as” keeps “as”: “as big as”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} as`,
  },
  {
    category: 'Comparison',
    pattern: /\b(the\s+same)\s+(like|than)\b/giu,
    explanation: 'We say “the same as”.',
    fix: (match) => `${word(match, 1)} as`,
  },
  {
    category: 'Comparison',
    pattern: /\b(similar|different)\s+(than|like)\b/giu,
    explanation: 'We say “similar to” and “different from”.',
    fix: (match) => `${word(match, 1)} ${word(match, 1).toLowerCase() === 'similar' ? 'to' : 'from'}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(despite)\s+(of)\b/giu,
    explanation: '“Despite” takes no “of” (“in spite of” does).',
    fix: (match) => word(match, 1),
  },
  {
    category: 'Preposition',
    pattern: /\b(according)\s+(to)\s+(me|my\s+opinion)\b/giu,
    explanation: 'For your own view, write “in my opinion”; “according to” reports someone else’s.',
    fix: (match) => keepCase(word(match, 1), 'in my opinion'),
  },
  {
    category: 'Preposition',
    pattern: /\b(on|at|for)\s+(my|our|his|her|their|your)\s+(opinion)\b/giu,
    explanation: 'We say “in my opinion”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
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
    category: 'Grammar',
    pattern: /^(Although|Though|Even\s+though)\b([^,;]{3,}),\s*(but)\b/giu,
    explanation: '“Although” already links the two clauses; drop “but”.',
    fix: (match) => `${word(match, 1)}${word(match, 2)},`,
  },
  {
    category: 'Grammar',
    pattern: /\b(because\s+of)\s+(I|he|she|we|they)\b/gu,
    explanation: 'Before a clause write “because”; “because of” goes before a noun.',
    fix: (match) => `because ${word(match, 2)}`,
  },
  {
    category: 'Grammar',
    pattern:
      /\b(despite|in\s+spite\s+of)\s+(I|he|she|we|they|it|there)\s+(am|is|are|was|were|have|has|had|do|does|did|can|could|will|would)\b/giu,
    explanation: '“Despite” goes before a noun or an -ing form; before a clause write “although”.',
    fix: (match) => `${keepCase(word(match, 1), 'although')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    category: 'Verb form',
    pattern: new RegExp(String.raw`\b(${ING_VERB})\s+(\p{Ll}+)\b`, 'gu'),
    explanation: 'This verb is followed by the -ing form (“enjoy swimming”, “finish reading”).',
    fix: (match) => {
      const verb = word(match, 2);
      if (!isBareVerbOnly(verb) || /^(?:to|it|be)$/u.test(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: new RegExp(String.raw`\b(${TO_VERB})\s+(\p{Ll}+)\b`, 'gu'),
    explanation: 'This verb is followed by “to” and a verb: “want to go”, “able to swim”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      if (!isBareVerbOnly(verb) || /^(?:be|do|help|let|make|please)$/u.test(verb)) return undefined;
      const head = word(match, 1).toLowerCase();
      // "going" and "trying" are verbs here only after a form of "be".
      if (
        /^(?:going|trying)$/u.test(head) &&
        !/\b(?:am|is|are|was|were|be|been|I'm|you're|he's|she's|it's|we're|they're)\s+$/iu.test(before(match, sentence))
      )
        return undefined;
      if (
        /^(?:plan|plans|try|tries|wish|wishes|promise|learn|hope|hopes|needs|wants)$/u.test(head) &&
        /\b(?:a|the|my|your|his|her|our|their|this|that)\s+$/iu.test(before(match, sentence))
      )
        return undefined;
      return `${word(match, 1)} to ${verb}`;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(by|without|before|after|of|about|instead\s+of|how\s+about|what\s+about|for)\s+(\p{Ll}+)(?=\s+(?:the|a|an|my|your|his|her|our|their|it|them|him|me|us|some|more|to|in|at|on|with|every|all|new|this|that|these|those)\b)/giu,
    explanation: 'After a preposition a verb takes the -ing form: “by taking the bus”, “without asking”.',
    fix: (match, sentence) => {
      const verb = word(match, 2);
      const preposition = word(match, 1).toLowerCase();
      if (!isBareVerbOnly(verb)) return undefined;
      // "before/after" may open a clause ("before you go"), and "for" may mean "so that".
      if (/^(?:for|before|after)$/u.test(preposition) && /^(?:go|come|be)$/u.test(verb)) return undefined;
      if (/\b(?:to|can|will|would|should|must)\s+$/iu.test(before(match, sentence))) return undefined;
      // "the people I have worked for find me …": "for" ends a clause and the verb has its own subject.
      if (preposition === 'for' && STRANDED_FOR_AFTER.test(before(match, sentence))) return undefined;
      if (preposition === 'for') return `to ${verb}`;
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(I\s+am|I'm|you\s+are|you're|he\s+is|he's|she\s+is|she's|we\s+are|we're|they\s+are|they're)\s+(go|come|study|want|need|think|know|play|watch|stay|try|write|read|travel|visit|learn|teach|eat|drink|wait|hope|feel|see|prefer|believe|understand|agree|disagree|love|hate|enjoy|live|spend|buy|take|make|get|give|have)\b(?!\s*-)/giu,
    explanation: 'A verb does not follow “am”, “is” or “are” in its base form: “I live”, “I am living”.',
    fix: (match) => {
      const verb = word(match, 2).toLowerCase();
      const subject = word(match, 1).replace(/(?:\s+(?:am|is|are)|'m|'re|'s)$/iu, '');
      const stative =
        /^(?:want|need|think|know|hope|feel|see|prefer|believe|understand|agree|disagree|love|hate|have)$/u.test(verb);
      if (stative) {
        if (!/^(?:I|you|we|they)$/iu.test(subject)) return undefined;
        return `${subject} ${word(match, 2)}`;
      }
      const ing = gerundOf(verb);
      return ing ? `${word(match, 1)} ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern:
      /\b(have|has|had|I've|you've|we've|they've|haven't|hasn't|hadn't|never)\s+(go|see|take|give|write|eat|decide|want|start|finish|learn|improve|travel|arrive|meet|buy|make|bring|think|speak|choose|forget|know|visit|live|stay|try)\b(?!\s*-)/giu,
    explanation: 'After “have”, use the past participle (“have gone”, “has decided”).',
    fix: (match, sentence) => {
      const head = word(match, 1).toLowerCase();
      if (head === 'never' && !/\b(?:have|has|had|I've|you've|we've|they've)\s+$/iu.test(before(match, sentence)))
        return undefined;
      // "had better go", "have to go" do not match; "have him visit" has an object between.
      const participle = pastParticipleOf(word(match, 2).toLowerCase());
      return participle ? `${word(match, 1)} ${participle}` : undefined;
    },
  },
  {
    category: 'Word choice',
    pattern:
      /\b(do|does|did|doing|done)\s+((?:a|an|any|many|some|more|fewer|less|no|lots\s+of|a\s+lot\s+of|few|big|small|serious|silly|stupid|the\s+same|such|my|his|her|their|our|your)\s+)(mistakes?|decisions?|efforts?|noise|progress|friends)\b/giu,
    explanation: 'We “make” a mistake, a decision, an effort, progress and friends.',
    fix: (match, sentence) => {
      if (/(?:^|[.!?]\s*|\b(?:why|how|what|where|when|which|who)\s+)$/iu.test(before(match, sentence)))
        return undefined;
      const head = word(match, 1).toLowerCase();
      const make = { do: 'make', does: 'makes', did: 'made', doing: 'making', done: 'made' }[head] ?? 'make';
      return `${keepCase(word(match, 1), make)} ${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    category: 'Word choice',
    pattern: /\b(make|makes|made|making)\s+((?:my|his|her|their|our|your|the|some)\s+)?(homework|housework)\b/giu,
    explanation: 'We “do” homework and housework.',
    fix: (match) => {
      const head = word(match, 1).toLowerCase();
      const done = { make: 'do', makes: 'does', made: 'did', making: 'doing' }[head] ?? 'do';
      return `${keepCase(word(match, 1), done)} ${word(match, 2) ?? ''}${word(match, 3)}`;
    },
  },
  {
    category: 'Word choice',
    pattern:
      /\b(make|makes|made|making)\s+((?:some|more|a\s+lot\s+of|lots\s+of|much|regular|physical|any)\s+)?(sports?|exercises?|yoga|karate|gymnastics|aerobics)\b/giu,
    explanation: 'We “do” sport, exercise and yoga.',
    fix: (match, sentence) => {
      // "make sport more popular": "make" says what something becomes.
      if (
        /^\s*(?:more|less|easier|possible|harder|difficult|better|fun|accessible|popular|interesting|safer|cheaper)\b/iu.test(
          sentence.slice((match.index ?? 0) + match[0].length),
        )
      )
        return undefined;
      const done = { make: 'do', makes: 'does', made: 'did', making: 'doing' }[word(match, 1).toLowerCase()] ?? 'do';
      return `${keepCase(word(match, 1), done)} ${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    category: 'Word choice',
    pattern:
      /\b(make|makes|made|making)\s+((?:a|some|many|lots\s+of|a\s+lot\s+of|the)\s+)?(photos?|pictures?|photographs?|questions?)\b(?!\s+(?:of|look|more|clear|easier)\b)/giu,
    explanation: 'We “take” a photo and “ask” a question.',
    fix: (match) => {
      const head = word(match, 1).toLowerCase();
      const question = /^question/iu.test(word(match, 3));
      const table = question
        ? { make: 'ask', makes: 'asks', made: 'asked', making: 'asking' }
        : { make: 'take', makes: 'takes', made: 'took', making: 'taking' };
      return `${keepCase(word(match, 1), table[head as keyof typeof table] ?? word(match, 1))} ${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    category: 'Word choice',
    pattern: /\b(say|says|said|saying)\s+((?:a\s+|the\s+)?(?:lie|lies|truth|joke|jokes|story|stories))\b/giu,
    explanation: 'We “tell” a lie, the truth, a joke or a story.',
    fix: (match) => {
      const head = word(match, 1).toLowerCase();
      const tell = { say: 'tell', says: 'tells', said: 'told', saying: 'telling' }[head] ?? 'tell';
      return `${keepCase(word(match, 1), tell)} ${word(match, 2)}`;
    },
  },
  {
    category: 'Word choice',
    pattern: /\b(see|sees|saw|seeing|look|looks|looked|looking)\s+((?:at\s+)?(?:the\s+)?(?:TV|television|telly))\b/gu,
    explanation: 'We “watch” TV.',
    fix: (match) => {
      const head = word(match, 1).toLowerCase();
      const watch = /^(?:saw|looked)$/u.test(head)
        ? 'watched'
        : /ing$/u.test(head)
          ? 'watching'
          : /s$/u.test(head)
            ? 'watches'
            : 'watch';
      return `${watch} ${word(match, 2).replace(/^at\s+/u, '')}`;
    },
  },
  {
    category: 'Word choice',
    pattern: /\b(learn|learns|learned|learnt)\s+(me|us)\b/giu,
    explanation: 'Someone “teaches” you; you “learn” from them.',
    fix: (match) => {
      const head = word(match, 1).toLowerCase();
      return `${/^learn(?:ed|t)$/u.test(head) ? 'taught' : head === 'learns' ? 'teaches' : 'teach'} ${word(match, 2)}`;
    },
  },
  {
    category: 'Determiner',
    pattern: /\b(the|a|an)\s+(my|your|his|our|their)\b/giu,
    explanation: 'A possessive already says whose it is: “my friend”, not “the my friend”.',
    fix: (match) => word(match, 2),
  },
  {
    category: 'Word order',
    pattern: new RegExp(
      String.raw`\b(${SUBJECT})\s+very\s+(like|love|enjoy|want|liked|loved|enjoyed|likes|loves|enjoys|wanted|hope|appreciate|appreciated)\b`,
      'giu',
    ),
    explanation: '“Very” does not go before a verb: “I really like it” or “I like it very much”.',
    fix: (match) => `${word(match, 1)} really ${word(match, 2)}`,
  },
  {
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
    category: 'Preposition',
    pattern: new RegExp(
      String.raw`\b(before)\s+((?:${NUMBER_WORD})\s+(?:years|months|weeks|days))(?=\s*[,.!?]|\s+(?:I|we|he|she|they|my|our|when|and)\b)`,
      'giu',
    ),
    explanation: 'Count back from now with “ago”: “three years ago”.',
    fix: (match) => `${word(match, 2)} ago`,
  },
  {
    category: 'Punctuation',
    pattern:
      /^(?:Do|Does|Did|Can|Could|Will|Would|Should|Is|Are|Was|Were|Have|Has|Shall)\s+(?:you|he|she|they|we|it|I|there|your|my|the|this|that)\b[^?,;:]*\p{L}(\.)$/gu,
    explanation: 'A question ends with a question mark.',
    fix: () => '?',
  },
  {
    category: 'Grammar',
    pattern:
      /\b(because|although|though|if)\s+(is|was|are|were)\s+(?=very\b|really\b|so\b|too\b|a\b|an\b|the\b|not\b|more\b|important\b|good\b|bad\b|nice\b|better\b|easy\b|difficult\b|possible\b|impossible\b|necessary\b)/giu,
    explanation: 'A clause needs a subject: “because it is very …”.',
    fix: (match) => `${word(match, 1)} it ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(go|goes|going|went|gone)\s+to\s+the\s+(bed)\b(?!\s+(?:and|of)\b)/giu,
    explanation: 'To sleep, we “go to bed”, with no “the”.',
    fix: (match) => `${word(match, 1)} to bed`,
  },
  {
    category: 'Verb form',
    pattern: /\b(can|could|cannot|can't|will|would)\s+(able)\s+to\b/giu,
    explanation: '“Able” follows “be”: “will be able to”, or use “can” alone.',
    fix: (match) => `${word(match, 1)} be able to`,
  },
];

/** Places one goes to as "the" place of its kind: "go to the cinema", "at the beach". */
const THE_PLACE =
  'cinema|theatre|theater|beach|supermarket|gym|airport|station|zoo|countryside|seaside|dentist|library|post\\s+office|city\\s+centre|city\\s+center|sea';
const ADJECTIVE_BEFORE_COUNTABLE =
  'good|nice|big|small|beautiful|interesting|great|wonderful|amazing|fantastic|lovely|bad|famous|popular|quiet|busy|lovely|terrible|difficult|strange|special|boring|important';
const COUNTABLE_THING =
  'place|city|country|town|person|man|woman|idea|day|book|film|movie|job|experience|house|restaurant|hotel|trip|story|game|team|party|event|festival|decision|problem|question|example|opportunity|time|girl|boy|friend|teacher';
const TIME_WORD =
  'week|month|year|weekend|summer|winter|spring|autumn|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time';

/** A length of time after "for": "dreaming for years" is no preposition gone wrong. */
const FOR_A_TIME =
  /^\s+(?:a\s+(?:long\s+|short\s+)?(?:while|time)|years|months|weeks|days|hours|ages|decades|so\s+long|too\s+long|the\s+(?:rest|first|last|past|whole)|\d)/iu;

/** A person or a thing that receives something, after "give to" and the like. */
const RECEIVER = String.raw`me|him|her|us|them|you|people|visitors|tourists|students|children|kids|customers|guests|readers|viewers|everyone|everybody|others|(?:the|my|our|their|his|her|your|its)\s+(?:students?|children|child|kids?|family|families|parents?|friends?|visitors?|tourists?|customers?|clients?|guests?|readers?|viewers?|audience|teachers?|players?|team|people|movie|film|story|book|city|town|world)`;
/** A time after "sent to them", which makes it no second object ("sent to them the next day"). */
const TIME_AFTER =
  /^\s*(?:the\s+)?(?:(?:next|same|following|other|previous)\s+)?(?:day|week|month|year|morning|afternoon|evening|night|weekend|time)\b|^\s*(?:this|that|last|next)\s+\p{Ll}+/iu;

/** Prepositions that go with a word whatever follows: "smile at", "in response to", "on Facebook". */
const PREPOSITION_PAIR_RULES: readonly PatternRule[] = [
  {
    category: 'Preposition',
    // "Since that day, I started": "since" needs the present perfect; with a past verb the writer means "from".
    pattern:
      /^(Since)(?=\s+(?:that|this)\s+(?:day|moment|time|year|night)\s*,?\s+(?:I|we|he|she|they|it|my\s+\p{Ll}+)\s+(?!have\b|has\b|had\b)(?:\p{Ll}+ed|began|became|knew|felt|found|made|took|went|got|saw|thought|understood)\b)/gu,
    explanation: 'With a past verb, start with “From that day”; “since” goes with “have”: “Since that day, I have …”.',
    fix: () => 'From',
  },
  {
    category: 'Preposition',
    pattern:
      /\b((?:an|good|great|perfect|clear|typical|the\s+best)\s+example)\s+(for)\s+(this|that|it|these|those)\b/giu,
    explanation: 'We give “an example of” something.',
    fix: (match) => `${word(match, 1)} of ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(look|looks|looked|looking|seem|seems|seemed|sound|sounds|sounded|feel|feels|felt)\s+like\s+((?:very\s+|so\s+|really\s+|quite\s+)?(?:beautiful|nice|good|great|happy|sad|tired|interesting|amazing|easy|difficult|hard|delicious|expensive|cheap|strange|weird|boring|dangerous|perfect|wonderful|lovely|comfortable|horrible|terrible|awful|angry|sick|ill|scared|afraid|excited|lonely|impossible|possible|crazy|stupid|clever|smart|funny|serious|familiar))\b(?=\s*[,.!?;]|\s+(?:and|but|or|because|to|when|for|in|at|with)\b)/giu,
    explanation: 'Before an adjective, “look”, “seem” and “feel” take no “like”: “it looks easy”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(the\s+(?:TV|television)\s+news)\b/giu,
    explanation: 'Something is “on” the TV news.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(better|best|worse|worst|bad|excellent|brilliant|terrible|faster|quicker|slower)\s+(in)\s+(?!\p{Ll}+thing\b)(\p{Ll}{2,}ing)\b/giu,
    explanation: 'We are good, better or faster “at” doing something.',
    fix: (match) => `${word(match, 1)} at ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(acceptable|unacceptable|accessible|useful|harmful|beneficial|relevant|familiar|visible|obvious|understandable)\s+(by)\s+(people|everyone|everybody|us|them|me|him|her|the\s+public|others|society|readers|most\s+people)\b/giu,
    explanation: 'These adjectives take “to” before a person: “acceptable to most people”.',
    fix: (match) => `${word(match, 1)} to ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b((?:a|the|an|major|serious|real|big|great|huge)\s+(?:threat|menace))\s+(for)\b/giu,
    explanation: 'Something is “a threat to” something else.',
    fix: (match) => `${word(match, 1)} to`,
  },
  {
    category: 'Preposition',
    pattern: /^(From)\s+((?:the|these|those|all\s+(?:the|these|those))\s+(?:\p{Ll}+\s+)?reasons)\b/gu,
    explanation: 'We give our conclusion “for” reasons: “For the reasons above, …”.',
    fix: (match) => `For ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(later|early|earlier)\s+(on)\s+((?:my|his|her|their|our|your)\s+lives?)\b/giu,
    explanation: 'A time of life takes “in”: “later in their lives”.',
    fix: (match) => `${word(match, 1)} in ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(\d+\s+(?:points|marks))\s+(over)\s+(\d+)\b/giu,
    explanation: 'A score is given “out of” the total: “95 points out of 100”.',
    fix: (match) => `${word(match, 1)} out of ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(regards)\s+(to|of)\b/giu,
    explanation: 'The phrase is “with regard to” (or “in regard to”, without -s).',
    fix: (match) => `${keepCase(word(match, 1), 'with')} regard to`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(focus|focuses|focused|focusing|concentrate|concentrates|concentrated|concentrating)\s+((?:\p{Ll}+\s+)?attention)\s+(in|at|to|toward|towards)\b/giu,
    explanation: 'We “focus our attention on” something.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} on`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(have|had|has|having|eat|ate|eating)\s+(lunch|dinner|breakfast|a\s+meal|a\s+drink|coffee)\s+(to)\s+(?=(?:a|the|my|our|his|her|their)\b)/giu,
    explanation: 'We have a meal “at” a place: “lunch at a nearby restaurant”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} at `,
  },
  {
    category: 'Preposition',
    pattern:
      /\b((?:popular|common|widespread|famous|well\s*-?\s*known)\s+(?:\p{Ll}+\s+)?)(between)\s+(teenagers|young\s+people|students|children|people|adults|the\s+\p{Ll}+s)\b/giu,
    explanation: 'For a whole group we say “among”: “popular among teenagers”.',
    fix: (match) => `${word(match, 1)}among ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b((?:give|gives|gave|giving|given)\s+(?:\p{Ll}+\s+)?priority)\s+(in|on)\b/giu,
    explanation: 'We “give priority to” something.',
    fix: (match) => `${word(match, 1)} to`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(provide|provides|provided|providing)\s+(us|them|me|him|her|you|people|students|children|customers|citizens|users|visitors)\s+(?=(?:a|an|some|many|countless|more|lots|plenty|enough|various|different|useful|free|new|good|great)\b)/giu,
    explanation: 'We “provide someone with something” (or “provide something for someone”).',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} with `,
  },
  {
    category: 'Preposition',
    pattern: /\b(succeed|succeeds|succeeded|succeeding)\s+(?!\p{Ll}+thing\b)(\p{Ll}{2,}ing)\b/giu,
    explanation: 'We “succeed in” doing something: “she succeeded in passing”.',
    fix: (match) => `${word(match, 1)} in ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(subscribe|subscribes|subscribed|subscribing)\s+(?=(?:a|an|the|my|our|their|your|this|that)\b)/giu,
    explanation: 'We “subscribe to” a service, a magazine or a channel.',
    fix: (match) => `${word(match, 1)} to `,
  },
  {
    category: 'Grammar',
    pattern:
      /\b((?:firm|strong|great|big|true)\s+believer)\s+(?=(?:it|they|we|he|she|I|you|this|there|people|everyone)\s+(?:is|are|was|were|can|should|must|will|has|have)\b)/giu,
    explanation: 'A clause after “believer” starts with “that”: “a firm believer that it is right”.',
    fix: (match) => `${word(match, 1)} that `,
  },
  {
    category: 'Preposition',
    pattern: /\b(think|thinks|thinking|thought)\s+(out\s+of)\s+(the\s+box)\b/giu,
    explanation: 'The saying is “think outside the box”.',
    fix: (match) => `${word(match, 1)} outside ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(for)\s+(what\s+I\s+(?:can|could)\s+(?:see|tell))\b/giu,
    explanation: 'We say “from what I can see” for what we have noticed.',
    fix: (match) => `${keepCase(word(match, 1), 'from')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /^(With\s+no\s+doubt)\b/gu,
    explanation: 'We say “without a doubt” or “no doubt”.',
    fix: () => 'Without a doubt',
  },
  {
    category: 'Preposition',
    // "although being tired": "although" needs a subject and a verb; "despite" takes the -ing form.
    pattern: /\b(although|though|even\s+though)\s+((?:not\s+)?being)\b/giu,
    explanation: '“Although” needs a clause (“although it is”); before an -ing form write “despite”: “despite being”.',
    fix: (match) => `${keepCase(word(match, 1), 'despite')} ${word(match, 2)}`,
  },
  {
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
    category: 'Preposition',
    pattern: /\b(in|on)\s+(long|short)\s*-?\s*(term)\b(?=\s*[,.;:!?])/giu,
    explanation: 'We say “in the long term” and “in the short term”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} the ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(I|we|they|you|people|parents|students|children|countries|companies|families|workers|teenagers|women|men|cities)\s+((?:often|usually|also|still|always|will|can|may|might|must|would|could)\s+)?(face|faces|faced)\s+(with)\b/giu,
    explanation:
      'The verb “face” takes its object directly (“we face problems”); “with” belongs to the passive “be faced with”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /(?<!\b(?:be|is|are|was|were|been|being)\s+)\b(teach|teaches|taught|teaching)\s+to\s+(people|students|children|kids|adults|pupils|us|them|me|him|her)\b/giu,
    explanation: 'We “teach” people something, with no “to”: “she taught adults”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(planet|earth|Earth)\s+((?:that\s+|which\s+)?(?:we|they|you|people|humans)\s+(?:all\s+)?(?:live|lives))\s+(in)\b/gu,
    explanation: 'We live “on” a planet: “the planet we live on”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} on`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(smiled|smiling)\s+(to)\b(?!\s+(?:himself|herself|myself|themselves|yourself|yourselves|ourselves|oneself|itself))/giu,
    explanation: 'We “smile at” someone: “she smiled at me”.',
    fix: (match) => `${word(match, 1)} at`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in|as\s+an?)\s+(answer|response|reply)\s+(for|of)\b/giu,
    explanation: 'We write “in response to”, “in reply to” and “an answer to” something.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} to`,
  },
  {
    category: 'Preposition',
    pattern: /\b(come|comes|came|coming)\s+to\s+terms\s+(to|of)\b/giu,
    explanation: 'We “come to terms with” something.',
    fix: (match) => `${word(match, 1)} to terms with`,
  },
  {
    category: 'Preposition',
    pattern: /\b(increasing|growing|great|high|huge|rising|strong|low|constant|enormous)\s+(demand)\s+(of)\b/giu,
    explanation: 'We speak of “a demand for” something: “a growing demand for housing”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} for`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(dreamed|dreamt|dreaming)\s+(for)\b|(?<=\b(?:I|you|we|they|people|to|always|often|still|who)\s+)(dream)\s+(for)\b/giu,
    explanation: 'We “dream of” or “dream about” something: “they dream of a better life”.',
    fix: (match, sentence) => {
      if (FOR_A_TIME.test(after(match, sentence))) return undefined;
      return `${word(match, 1) || word(match, 3)} of`;
    },
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(Facebook|Twitter|Instagram|YouTube|TikTok|Snapchat|WhatsApp|LinkedIn)\b(?!['’])/giu,
    explanation: 'We post and read things “on” a social network: “on Facebook”, “on YouTube”.',
    fix: (match, sentence) => {
      // "she works in Facebook's office", "a job in Facebook": the firm, not the site.
      if (
        /\b(?:work|works|worked|working|job|jobs|career|employed|shares?|invest\p{L}*)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      return `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`;
    },
  },
  {
    category: 'Preposition',
    pattern:
      /\b(on)\s+((?:the|a|this|that|today's|yesterday's|today’s|yesterday’s|your|our|my|their|his|her|a\s+local|the\s+local)\s+)(newspapers?|magazines?)\b(?!['’]|\s+(?:covers?|pages?|stands?|websites?|sites?|racks?|shelf|shelves|table|desk|floor|headlines?|articles?|stories|story)\b)/giu,
    explanation: 'We read something “in” a newspaper or a magazine.',
    fix: (match, sentence) => {
      // "based on the newspaper", "spent money on a magazine", "sat on the newspaper": another verb's "on".
      if (
        /\b(?:based|spend|spends|spent|spending|money|rely|relies|relied|depend|depends|depended|comment|commented|sat|sit|lay|lying|put|placed|stain|report|reported)\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      return `${keepCase(word(match, 1), 'in')} ${word(match, 2)}${word(match, 3)}`;
    },
  },
  {
    category: 'Preposition',
    pattern:
      /\b(in)\s+((?:the|a|this|that|our|their|my|your|its|his|her)\s+)(website|web\s+site|webpage|web\s+page|radio)\b(?=\s*[,.!?;:]|\s*$|\s+(?:and|but|or|to|for|about|where|which|that|when|because|so|is|was|were|are|yesterday|today|every)\b)/giu,
    explanation: 'Things are “on” a website and “on” the radio.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}${word(match, 3)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(keen)\s+(in|with|about)\b/giu,
    explanation: 'We are “keen on” something.',
    fix: (match) => `${word(match, 1)} on`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(investigate|investigates|investigated|investigating|describe|describes|describing)\s+(on|about)\s+(?!behalf\b|the\s+(?:spot|scene|site|day)\b|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\d)/giu,
    explanation: 'We “investigate” and “describe” something, with no preposition.',
    fix: (match) => `${word(match, 1)} `,
  },
  {
    category: 'Preposition',
    pattern:
      /(?<=\b(?:to|will|would|can|could|should|must|did|didn't|don't|doesn't|never|always|not|please)\s+)(answer)\s+to\s+((?:his|her|my|their|our|your|the|these|those|all|every|any)\s+(?:\p{Ll}+\s+)?(?:questions?|emails?|e-mails?|letters?|messages?|calls?|phone|texts?|queries|query|requests?))\b|(?<=\b(?:to|will|would|can|could|should|must|did|didn't|don't|doesn't|never|always|not|I|we|they)\s+)(support)\s+to\s+(me|him|her|us|them|you)\b/giu,
    explanation: 'The verbs “answer” and “support” take their object directly: “answer my questions”, “support you”.',
    fix: (match) => `${word(match, 1) || word(match, 3)} ${word(match, 2) || word(match, 4)}`,
  },
  {
    category: 'Preposition',
    pattern: new RegExp(
      String.raw`\b(give|gives|gave|giving|given|offer|offers|offered|offering|show|shows|showed|showing|shown|teach|teaches|taught|teaching|lend|lends|lent|lending)\s+to\s+(${RECEIVER})\s+(?=(?:a|an|the|some|more|many|lots|much|my|his|her|our|their|your|its|these|those|enough)\b)`,
      'giu',
    ),
    explanation:
      'With the person first, “give”, “offer” and “show” take no “to”: “give the students a chance” (or “give a chance to the students”).',
    fix: (match, sentence) => {
      if (TIME_AFTER.test(after(match, sentence))) return undefined;
      return `${word(match, 1)} ${word(match, 2)} `;
    },
  },
];

export const MORE_COLLOCATION_RULES: readonly PatternRule[] = [
  {
    category: 'Determiner',
    pattern: new RegExp(
      String.raw`\b(go|goes|going|went|gone|come|comes|came|coming|get|got|walk|walked|drive|drove|took|take|taking|to|at)\s+(?:to\s+)?(${THE_PLACE})(?=\s*[,.!?;]|\s*$|\s+(?:and|with|in|on|at|for|to|by|every|because|but|or|when|after|before|again|together|yesterday|today|tomorrow)\b)`,
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
    category: 'Determiner',
    pattern:
      /\b(in|of|around|over|across|all\s+over)\s+(world)\b(?=\s*[,.!?;]|\s*$|\s+(?:and|but|because|is|are|was|were|today|nowadays|now|who|which|that|to|for|in|at|with)\b)/giu,
    explanation: '“World” takes “the”: “in the world”, “all over the world”.',
    fix: (match) => `${word(match, 1)} the world`,
  },
  {
    category: 'Determiner',
    pattern:
      /(?<!\b(?:the|a|vast|large|great|overwhelming|silent|simple|absolute|clear|big)\s+)\b(majority|rest)\s+of\b/giu,
    explanation: 'We say “the majority of” and “the rest of”.',
    fix: (match, sentence) => {
      if (/\b(?:my|your|his|her|our|their|its|this|that)\s+$/iu.test(before(match, sentence))) return undefined;
      return `${keepCase(word(match, 1), 'the')} ${word(match, 1).toLowerCase()} of`;
    },
  },
  {
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
    category: 'Preposition',
    pattern: /\b(on)\s+(the\s+(?:past|future))\b/giu,
    explanation: 'We say “in the past” and “in the future”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern: /\b(in)\s+(a\s+(?:regular|daily|weekly|monthly|yearly|permanent|temporary)\s+basis)\b/giu,
    explanation: 'We say “on a daily basis”.',
    fix: (match) => `${keepCase(word(match, 1), 'on')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(pay|pays|paid|paying)\s+(?:more\s+|less\s+|much\s+|no\s+|any\s+|special\s+|close\s+)?attention\s+(on|at|for|in)\b/giu,
    explanation: 'We “pay attention to” something.',
    fix: (match) => match[0].replace(/\s(?:on|at|for|in)$/iu, ' to'),
  },
  {
    category: 'Preposition',
    pattern:
      /\b(focus|focuses|focused|focusing|concentrate|concentrates|concentrated|concentrating|rely|relies|relied|relying)\s+(in|at)\b(?!\s+on\b)/giu,
    explanation: 'We “focus on”, “concentrate on” and “rely on” something.',
    fix: (match) => `${word(match, 1)} on`,
  },
  {
    category: 'Preposition',
    pattern: /\b(related|relation|according)\s+(with)\b/giu,
    explanation: 'We say “related to” and “according to”.',
    fix: (match) => `${word(match, 1)} to`,
  },
  {
    category: 'Preposition',
    pattern: /\b(the\s+(?:main\s+)?reasons?)\s+(of)\b/giu,
    explanation: 'We say “the reason for”.',
    fix: (match) => `${word(match, 1)} for`,
  },
  {
    category: 'Preposition',
    pattern: /\b(at|on)\s+((?:19|20)\d\d)\b(?!\s*[-/–:])/giu,
    explanation: 'Years take “in”: “in 2015”.',
    fix: (match) => `${keepCase(word(match, 1), 'in')} ${word(match, 2)}`,
  },
  {
    category: 'Preposition',
    pattern:
      /\b(in)\s+(Christmas|Easter)\b(?!\s+(?:Day|Eve|holidays?|break|time|period|market|markets|dinner|tree|party|week))/gu,
    explanation: 'Holidays as a season take “at”: “at Christmas”.',
    fix: (match) => `${keepCase(word(match, 1), 'at')} ${word(match, 2)}`,
  },
  {
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
    category: 'Verb form',
    pattern:
      /(?<=\b(?:I|you|we|they|he|she)\s+)(am|are|is|was|were|get|got|have\s+got)\s+(used\s+to)\s+(\p{Ll}+)\b|(?<=\b(?:I'm|you're|we're|they're|he's|she's)\s+)()(used\s+to)\s+(\p{Ll}+)\b|\b(getting)\s+(used\s+to)\s+(\p{Ll}+)\b/giu,
    explanation: '“Be used to” is followed by the -ing form: “I am used to getting up early”.',
    fix: (match) => {
      // Only a person gets used to something: "it can be used to make" is a passive of "use".
      const [head = '', phrase = '', verb = ''] =
        [1, 4, 7].map((group) => match.slice(group, group + 3)).find((parts) => parts[1] !== undefined) ?? [];
      if (!isBareVerbOnly(verb)) return undefined;
      const ing = gerundOf(verb);
      return ing ? `${head ? `${head} ` : ''}${phrase} ${ing}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(make|makes|made|making|let|lets)\s+(me|him|her|us|them|you|people|everyone)\s+(\p{Ll}{3,}ing)\b/giu,
    explanation: 'After “make” or “let” and a person, the verb is in its base form: “it makes me feel”.',
    fix: (match) => {
      const ing = word(match, 3);
      if (/thing$/u.test(ing)) return undefined;
      const base = nlp(`we ${ing}`).verbs().toInfinitive().text().split(' ').at(-1);
      return base && base !== ing && isBareVerbOnly(base) ? `${word(match, 1)} ${word(match, 2)} ${base}` : undefined;
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(is|are|was|were|been|be)\s+(happened|occurred|existed|died|disappeared|emerged|arrived|appeared)\b/giu,
    explanation: 'This verb has no passive: “it happened”, not “it was happened”.',
    fix: (match, sentence) => {
      if (/\b(?:what|that|which|who)\s+$/iu.test(before(match, sentence)) && /^(?:been)$/iu.test(word(match, 1)))
        return undefined;
      return word(match, 2);
    },
  },
  {
    category: 'Verb form',
    pattern: /\b(I|he|she|we|they|you)\s+(born)\b/giu,
    explanation: 'We say “I was born”.',
    fix: (match) => `${word(match, 1)} ${/^(?:we|they|you)$/iu.test(word(match, 1)) ? 'were' : 'was'} born`,
  },
  {
    category: 'Verb form',
    pattern: /\b(would\s+like|'d\s+like)\s+(\p{Ll}{3,}ing)\b/giu,
    explanation: '“Would like” is followed by “to” and a verb: “I would like to go”.',
    fix: (match) => {
      const ing = word(match, 2);
      if (/thing$/u.test(ing)) return undefined;
      const base = nlp(`we ${ing}`).verbs().toInfinitive().text().split(' ').at(-1);
      return base && base !== ing && isBareVerbOnly(base) ? `${word(match, 1)} to ${base}` : undefined;
    },
  },
  {
    category: 'Noun number',
    pattern:
      /\b(each|every|either|neither)\s+(of\s+(?:the|my|your|his|her|our|their|these|those)\s+)(\p{Ll}+)\b(?=\s+(?:is|was|has|have|are|were|should|can|will|must|who|in|at|and)\b|\s*[,.!?])/giu,
    explanation: '“Each of” picks from several: the noun after it is plural (“each of the students”).',
    fix: (match) => {
      const noun = word(match, 3);
      const plural =
        nlp(noun).has('#Singular') && !nlp(noun).has('#Uncountable') ? nlp(noun).nouns().toPlural().text() : undefined;
      return plural && plural !== noun ? `${word(match, 1)} ${word(match, 2)}${plural}` : undefined;
    },
  },
  {
    category: 'Noun number',
    pattern:
      /\b((?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)[\s-]years?[\s-]old)\s+(man|woman|boy|girl|child|son|daughter|brother|sister|student|person|kid|dog|cat|house|car|building)\b/giu,
    explanation: 'Before a noun, an age is a hyphenated adjective with “year” in the singular: “a ten-year-old boy”.',
    fix: (match) => {
      const age = word(match, 1).replace(/[\s-]years?[\s-]old$/iu, '');
      const fixed = `${age}-year-old`;
      return fixed === word(match, 1) ? undefined : `${fixed} ${word(match, 2)}`;
    },
  },
  {
    category: 'Capitalisation',
    pattern:
      /(?<=[\p{Ll},;]\s)(You|It|The|If|He|She|We|They|This|These|Those|There|My|Our|Their|His|When|Because|But|And|So|Then|Also|Some|Many|Most|All|People|However|In|On|At|For|To|Of|With|What|How|Why|Your|Its|Every|Each|Both|Any|Not|Only|Even|Although|While|Where|Who|Which|From|By|As|Or|Nowadays|Today|Now|Maybe|Sometimes|Everyone|Everybody|Nobody|Someone|Something|Nothing|Everything|Another|Other|Such|Than|After|Before|Since|Until|Unless|Whether|Would|Could|Should|Will|Can|Is|Are|Was|Were|Do|Does|Did|Have|Has|Had)\b(?=\s+\p{Ll})/gu,
    explanation: 'A word inside a sentence starts with a small letter unless it is a name.',
    fix: (match) => match[0].toLowerCase(),
  },
  {
    category: 'Capitalisation',
    pattern: /(?<=(?:^|\s)\p{L}{2,}[.!?]\s+)(\p{Ll}+)\b/gu,
    explanation: 'A new sentence starts with a capital letter.',
    fix: (match, sentence) => {
      // "etc. and", "e.g. the", "approx. ten": an abbreviation's full stop ends no sentence.
      if (
        /\b(?:etc|vs|approx|incl|esp|no|fig|ca|cf|al|co|ltd|inc|corp|st|dr|mr|mrs|ms|jr|sr|dept|univ|ave|rd)[.]\s+$/iu.test(
          before(match, sentence),
        )
      )
        return undefined;
      return match[0].charAt(0).toUpperCase() + match[0].slice(1);
    },
  },
  {
    category: 'Agreement',
    pattern:
      /\b(there)\s+(is|was)\s+((?:\p{Ll}+\s+)?)(\p{Ll}{3,}s)\b(?=\s*[,.!?;]|\s+(?:and|in|on|at|for|to|with|who|that|which|where|because|but|from|near|around)\b)/giu,
    explanation: 'With a plural noun after it, write “there are” (or “there were”).',
    fix: (match) => {
      const noun = word(match, 4).toLowerCase();
      const adjective = word(match, 3).trim().toLowerCase();
      if (!isPlural(noun) || /(?:ss|ics|news|us|is)$/u.test(noun)) return undefined;
      if (
        adjective &&
        !/^(?:many|more|some|no|lots|few|several|two|three|four|five|other|different|beautiful|nice|great|good|new|old|big|small|lovely|interesting|famous|lots)$/u.test(
          adjective,
        )
      )
        return undefined;
      return `${word(match, 1)} ${word(match, 2).toLowerCase() === 'is' ? 'are' : 'were'} ${word(match, 3)}${word(match, 4)}`;
    },
  },
  {
    category: 'Determiner',
    pattern:
      /\b(use|uses|used|using|on|of|from|through|via|surf|surfing|browse|browsing|access|accessing|about)\s+(internet)\b(?!\s+(?:access|connection|user|users|cafe|café|shopping|banking|service|services|provider|providers|speed|addiction|sites?|pages?|age|era|technology|use)\b)/giu,
    explanation: '“Internet” takes “the”: “on the internet”, “use the internet”.',
    fix: (match) => `${word(match, 1)} the ${word(match, 2)}`,
  },
  {
    category: 'Determiner',
    pattern:
      /\b(for|in|over|during)\s+(last|past)\s+((?:few|couple\s+of|two|three|four|five|six|seven|eight|nine|ten|twenty|\d+)\s+)?(years|months|weeks|days|decades|centuries)\b/giu,
    explanation: 'A stretch of time up to now takes “the”: “in the last few years”.',
    fix: (match) => `${word(match, 1)} the ${match[0].slice(word(match, 1).length).trim()}`,
  },
  {
    category: 'Verb form',
    pattern:
      /\b(want|wants|wanted|need|needs|needed|have|has|had|going|able|unable|decided|decide|decides|try|tried|trying|tries|used|like|likes|liked|love|loves|loved|hope|hoped|plan|planned|began|start|started|ought|managed|forced|allowed)\s+to\s+(\p{Ll}{3,}ed)\b/giu,
    explanation: 'After “to” the verb is in its base form: “want to visit”, not “want to visited”.',
    fix: (match) => {
      const past = word(match, 2);
      if (!nlp(`we ${past}`).has('#PastTense')) return undefined;
      const base = nlp(`we ${past}`).verbs().toInfinitive().text().split(' ').at(-1);
      return base && base !== past && /^\p{Ll}+$/u.test(base) ? `${word(match, 1)} to ${base}` : undefined;
    },
  },
  {
    category: 'Agreement',
    pattern:
      /(?<!\b(?:of|for|to|with|whose|the\s+other|some|many)\s+)\b(children|students|parents|teachers|adults|kids|families|people|men|women|tourists|citizens|young\s+people|old\s+people)\s+(always\s+|often\s+|usually\s+|also\s+|still\s+|never\s+)?(\p{Ll}{3,}s)\b/gu,
    explanation: 'A plural subject takes a present-tense verb without -s: “students need”, “children play”.',
    fix: (match, sentence) => {
      const verb = word(match, 3);
      const tags = new Set((nlp(verb).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0]?.tags ?? []);
      if (
        !tags.has('PresentTense') ||
        tags.has('Noun') ||
        tags.has('Plural') ||
        /^(?:is|was|has|does|always|sometimes|perhaps|towards|as|us|this|thus|less|across|unless|besides|rights)$/u.test(
          verb,
        ) ||
        // "children needs are", "women rights.": a verb of its own after it makes the word a noun.
        /^\s*(?:[.,;:!?]|$|(?:are|were|is|was|have|had|should|must|can|could|will|would|may|might)\b)/u.test(
          after(match, sentence),
        )
      )
        return undefined;
      const base = nlp(`it ${verb}`).verbs().toInfinitive().text().split(' ').at(-1);
      return base && base !== verb && base !== 'be' ? `${word(match, 1)} ${word(match, 2)}${base}` : undefined;
    },
  },
  ...PREPOSITION_PAIR_RULES,
];
