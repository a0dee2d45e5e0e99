import {
  ARTICLES,
  DIRECTION_ADVERBS,
  FINITE_BE,
  FORMS_OF_HAVE,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  PLURAL_VERB,
  POSSESSIVE_DETERMINERS,
  SINGULAR_VERB,
  wordPattern,
} from '../word-classes';
import {
  adjacent,
  agreementFinding,
  BARE_AFTER,
  baseOfIng,
  endsNounPhrase,
  type Finding,
  has,
  infinitive,
  isPluralNoun,
  isSingularNoun,
  isVerbInS,
  joined,
  MODAL_OR_DO,
  NUMBER_WORDS,
  PLURAL_DETERMINER,
  plural,
  pluralOnItsOwn,
  SAME_IN_PAST,
  SINGULAR_DETERMINER,
  SINGULAR_PRONOUN,
  singular,
  skipAdjectives,
  startsClause,
  type TaggedRule,
  type Term,
  TO_INFINITIVE_VERB,
  thirdPerson,
} from './tagged-words';

export const isFiniteVerbTerm = (term: Term | undefined): boolean =>
  has(term, 'Copula') || has(term, 'PresentTense') || has(term, 'PastTense') || has(term, 'Modal');

/** Words after which a clause's verb stays bare, the subjunctive: "I suggest (that) he go". */
export const ASKING_OR_PROPOSING =
  /^(?:suggest|suggests|suggested|recommend|recommends|recommended|insist|insists|insisted|demand|demands|demanded|request|requests|requested|propose|proposes|proposed|require|requires|required|essential|important|vital|necessary)$/u;

function isSubjunctiveAfter(terms: readonly Term[], index: number): boolean {
  const previous = terms[index - 1]?.lower;
  const before = previous === 'that' ? terms[index - 2]?.lower : previous;
  return before !== undefined && ASKING_OR_PROPOSING.test(before);
}

/** "he go", "she like", "everyone know": after these, a present-tense verb takes -s. */
export const heOrSheWithBareVerb: TaggedRule = (terms, index) => {
  const pronoun = terms[index];
  const verb = terms[index + 1];
  if (!pronoun || !verb || !SINGULAR_PRONOUN.test(pronoun.lower) || !adjacent(pronoun)) return undefined;
  if (!has(verb, 'Infinitive') || has(verb, 'Modal') || has(verb, 'Auxiliary') || verb.lower === 'be') return undefined;
  const previous = terms[index - 1];
  if ((previous && BARE_AFTER.test(previous.lower)) || SAME_IN_PAST.test(verb.lower)) return undefined;
  // "bring it back", "gave everything away": after a verb or preposition, "it" and the words for
  // anyone are its object, and the word after them is not their verb.
  if (!/^(?:he|she)$/u.test(pronoun.lower) && (has(previous, 'Verb') || has(previous, 'Preposition'))) return undefined;
  // "a post-it note": a word joined by a hyphen is part of a compound, not a subject.
  if (previous?.post.includes('-')) return undefined;
  // "something like this", "someone like you": after a word for anyone, "like" is a preposition.
  if (verb.lower === 'like' && !/^(?:he|she|it)$/u.test(pronoun.lower)) return undefined;
  // "She back from the trip": a word of direction there stands for a missing verb ("is back", "came
  // back"), not for a verb wanting -s.
  if ((DIRECTION_ADVERBS as readonly string[]).includes(verb.lower)) return undefined;
  // "I suggest that he go": after a verb of asking or proposing, the verb stays bare (the subjunctive).
  if (isSubjunctiveAfter(terms, index)) return undefined;
  // "Where was he born?": after a form of "be" the pronoun is the subject of a question, and the
  // finite verb is the one before it.
  if (previous && (FINITE_BE as readonly string[]).includes(previous.lower)) return undefined;
  // "he fed", "she hid": a past tense compromise also reads as a base form.
  if (infinitive(verb.lower) !== undefined) return undefined;
  // "she snow covers the hills": a verb right after shows the word is a noun heading the subject,
  // and the pronoun a slip for "the"; no verb form of the noun is meant.
  if (isFiniteVerbTerm(terms[index + 2])) return undefined;
  return agreementFinding(
    pronoun,
    verb,
    pronoun.text,
    thirdPerson(verb.lower),
    'After “he” or “she”, a present-tense verb takes -s (“she likes”).',
  );
};

/** Words after which a clause states a condition or a wish, whose verb may be the subjunctive "were". */
const SUBJUNCTIVE_OPENERS = new Set(['if', 'though', 'wish', 'wished', 'suppose', 'supposing']);

/** "my brother have", "the city are": a singular noun subject takes a singular verb. */
export const singularNounWithPluralVerb: TaggedRule = (terms, index) => {
  const determiner = terms[index];
  if (!determiner || !SINGULAR_DETERMINER.has(determiner.lower) || !adjacent(determiner)) return undefined;
  const nounAt = skipAdjectives(terms, index + 1);
  const noun = terms[nounAt];
  const verb = terms[nounAt + 1];
  if (!isSingularNoun(noun) || !adjacent(noun) || !verb) return undefined;
  const fixed = PLURAL_VERB[verb.lower];
  // "that" also joins a clause ("so that life has"), where the noun after it is still the subject.
  // "me and my dad have": a subject of two people is plural.
  if (!startsClause(terms, index) || terms[index - 1]?.lower === 'and') return undefined;
  // "If the city were to close", "I wish my brother were here": the subjunctive, right as written.
  if (verb.lower === 'were' && SUBJUNCTIVE_OPENERS.has(terms[index - 1]?.lower ?? '')) return undefined;
  return agreementFinding(noun, verb, noun.text, fixed, 'A singular subject takes a singular verb (“my brother has”).');
};

/** "the students is": a plural noun subject takes a plural verb. */
export const pluralNounWithSingularVerb: TaggedRule = (terms, index) => {
  const determiner = terms[index];
  if (!determiner || !PLURAL_DETERMINER.has(determiner.lower) || !adjacent(determiner)) return undefined;
  // "one of my friends is": the subject is "one".
  if (!startsClause(terms, index)) return undefined;
  const nounAt = skipAdjectives(terms, index + 1);
  const noun = terms[nounAt];
  const verb = terms[nounAt + 1];
  if (!isPluralNoun(noun) || !adjacent(noun) || !verb) return undefined;
  return agreementFinding(
    noun,
    verb,
    noun.text,
    SINGULAR_VERB[verb.lower],
    'A plural subject takes a plural verb (“the students are”).',
  );
};

/** "can went", "should goes", "didn't liked": after a modal or "do", the verb is in its base form. */
const QUESTION_WORD = /^(?:why|how|what|where|when|who)$/u;

export const inflectedVerbAfterModal: TaggedRule = (terms, index) => {
  const auxiliary = terms[index];
  const verb = terms[index + 1];
  if (!auxiliary || !verb || !adjacent(auxiliary)) return undefined;
  if (
    !MODAL_OR_DO.test(auxiliary.lower) ||
    wordPattern('u')`^(?:${oneOf(FINITE_BE)}|has)$`.test(verb.lower) ||
    !has(verb, 'Verb') ||
    has(verb, 'Auxiliary') ||
    has(verb, 'Modal') ||
    has(verb, 'Noun')
  )
    return undefined;
  const inflected =
    (has(verb, 'PastTense') && !has(verb, 'Participle')) ||
    (has(verb, 'PresentTense') && !has(verb, 'Infinitive') && /s$/u.test(verb.lower));
  // "the will", "a can": a determiner makes the modal a noun.
  if (
    !inflected ||
    wordPattern('u')`^(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES)}|this|that|free)$`.test(
      terms[index - 1]?.lower ?? '',
    )
  )
    return undefined;
  if (endsRelativeClause(terms, index)) return undefined;
  // "so why can't bikes.": a question whose verb is left out; the word after the modal is its subject.
  if (QUESTION_WORD.test(terms[index - 1]?.lower ?? '') && /[.?!,;]/u.test(verb.post)) return undefined;
  const base = verb.lower === 'was' || verb.lower === 'is' ? 'be' : infinitive(verb.lower);
  if (!base) return undefined;
  return {
    category: 'Verb form',
    from: auxiliary,
    to: verb,
    correction: `${auxiliary.text} ${base}`,
    explanation: 'After a modal or “did”, the verb is in its base form (“can go”, “didn’t like”).',
  };
};

/** Words a relative clause without "that" may follow: "all the work you did", "what you did". */
const RELATIVE_HEAD = /^(?:what|that|which|all|everything|something|anything|nothing)$/u;
const DETERMINER_BEFORE_HEAD =
  /^(?:the|a|an|this|that|these|those|my|your|his|her|our|their|its|all|every|any|some|no)$/u;

/**
 * "All the work you did got us a prize": "do" after a noun and its own subject is the verb of a
 * relative clause (the noun is its object), and the past form after it is the main verb.
 */
function endsRelativeClause(terms: readonly Term[], index: number): boolean {
  const [head, subject, auxiliary] = [terms[index - 2], terms[index - 1], terms[index]];
  if (!head || !subject || !auxiliary || !/^(?:do|does|did)$/u.test(auxiliary.lower)) return false;
  // Words are tagged one by one, so "work" after "the" is a noun though it may be a verb alone.
  const determined = DETERMINER_BEFORE_HEAD.test(terms[index - 3]?.lower ?? '');
  const headIsNoun =
    (has(head, 'Noun') && !has(head, 'Pronoun') && !has(head, 'Date')) ||
    (determined && !has(head, 'Pronoun')) ||
    RELATIVE_HEAD.test(head.lower);
  return headIsNoun && (has(subject, 'Pronoun') || has(subject, 'Noun'));
}

/** "want to going": after these verbs "to" is followed by the base form. */
export const ingAfterTo: TaggedRule = (terms, index) => {
  const to = terms[index];
  const verb = terms[index + 1];
  const before = terms[index - 1];
  if (to?.lower !== 'to' || !verb || !before || !adjacent(to) || !TO_INFINITIVE_VERB.test(before.lower))
    return undefined;
  if (!/^\p{Ll}{3,}ing$/u.test(verb.text) || /(?:thing|ning)$/u.test(verb.lower)) return undefined;
  const base = infinitive(verb.lower) ?? baseOfIng(verb.lower);
  if (!base) return undefined;
  return {
    category: 'Verb form',
    from: to,
    to: verb,
    correction: `to ${base}`,
    explanation: 'After “want to”, “need to” or “decide to”, the verb is in its base form (“want to go”).',
  };
};

/** "two brother", "a few day": a number above one, or a word that counts several, asks for a plural noun. */
/** Words ending in an irregular plural ("salespeople", "firemen", "grandchildren"): plural as they stand. */
const IRREGULAR_PLURAL_END =
  /(?:people|(?<!^(?:speci|abdo|regi|sta|o|acu|a|se|albu|hy|le|ger))men|children|feet|teeth|geese|mice)$/u;

export const singularAfterNumber: TaggedRule = (terms, index) => {
  const count = terms[index];
  if (!count || !NUMBER_WORDS.test(count.lower) || !adjacent(count)) return undefined;
  // "a few", "a couple of": the counting word after its article.
  let nounAt = index + 1;
  if (count.lower === 'couple') {
    if (terms[index + 1]?.lower !== 'of') return undefined;
    nounAt++;
  }
  if (count.lower === 'few' && terms[index - 1]?.lower === 'quite') return undefined;
  // "these" and "those" also stand alone as pronouns ("those who …").
  if ((count.lower === 'these' || count.lower === 'those') && nounAt !== index + 1) return undefined;
  nounAt = skipAdjectives(terms, nounAt);
  const noun = terms[nounAt];
  const next = terms[nounAt + 1];
  if (!isSingularNoun(noun) || has(noun, 'Uncountable') || has(noun, 'Adjective')) return undefined;
  // "five salespeople", "two firemen": a compound of an irregular plural is plural already.
  if (IRREGULAR_PLURAL_END.test(noun.lower)) return undefined;
  // "many half-finished answers": the first part of a hyphenated word, which takes no plural.
  if (/^-/u.test(noun.post)) return undefined;
  // "two bus stops", "three year old": the noun is the first half of a compound or an adjective;
  // so the noun phrase must end after it, with a stop or a word that cannot carry it on.
  if (adjacent(noun) && (!endsNounPhrase(next) || /s$/u.test(next?.lower ?? '')) && !verbWithObject(terms, nounAt + 1))
    return undefined;
  if (
    terms[index - 1] &&
    /^(?:one|every|each|a|an)$/u.test(terms[index - 1]?.lower ?? '') &&
    count.lower !== 'few' &&
    count.lower !== 'couple'
  )
    return undefined;
  return pluralNounFinding(
    terms,
    index,
    nounAt,
    'After a number above one, or “a few”, the noun is plural (“two brothers”).',
  );
};

/** The noun at `nounAt` put in the plural, with the words from `index` before it kept as written. */
export function pluralNounFinding(
  terms: readonly Term[],
  index: number,
  nounAt: number,
  explanation: string,
): Finding | undefined {
  const from = terms[index];
  const noun = terms[nounAt];
  const form = noun && plural(noun.lower);
  if (!from || !noun || !form) return undefined;
  return {
    category: 'Noun number',
    from,
    to: noun,
    correction: `${joined(terms, index, nounAt - 1)} ${form}`,
    explanation,
  };
}

/**
 * Whether the word at `index` is a verb in -s with its object after it ("these thing gives me"),
 * which shows the noun before it ends its phrase; "two bus stops" has no object after "stops".
 */
function verbWithObject(terms: readonly Term[], index: number): boolean {
  const object = terms[index + 1];
  return (
    isVerbInS(terms[index]) &&
    adjacent(terms[index]) &&
    (has(object, 'Pronoun') || has(object, 'Determiner')) &&
    !has(object, 'Possessive')
  );
}

/** Nouns that make a set phrase of time or manner with "this" ("this way", "this year", "this time"). */
const THIS_PHRASE_NOUN =
  /^(?:way|time|year|month|week|weekend|day|morning|afternoon|evening|night|summer|winter|spring|autumn|term|semester|season|moment|point|kind|sort|type)$/u;

/** "a friends", "this things": a word for one thing before a plural noun. */
export const pluralAfterSingularDeterminer: TaggedRule = (terms, index) => {
  const determiner = terms[index];
  if (!determiner || !/^(?:a|an|this)$/u.test(determiner.lower) || !adjacent(determiner)) return undefined;
  const nounAt = skipAdjectives(terms, index + 1);
  const noun = terms[nounAt];
  const next = terms[nounAt + 1];
  // compromise may read "this books" as a verb after a pronoun; alone, the word is a plural noun.
  const misread = determiner.lower === 'this' && noun !== undefined && has(noun, 'Verb') && pluralOnItsOwn(noun.lower);
  if (!isPluralNoun(noun) && !misread) return undefined;
  if (!noun) return undefined;
  // "a sports club", "a clothes shop": a plural noun used as a modifier.
  if (adjacent(noun) && !endsNounPhrase(next)) return undefined;
  if (/^(?:few|lot|great|good)$/u.test(terms[index + 1]?.lower ?? '')) return undefined;
  // "two and a half hours": the noun counts the whole number, not the half.
  if (terms[index + 1]?.lower === 'half' && terms[index - 1]?.lower === 'and') return undefined;
  if (determiner.lower === 'this') {
    if (nounAt !== index + 1) return undefined;
    // "ends the story this ways": "this way", "this year" are phrases of their own, and the writer
    // who wrote "this" most likely meant one of them, not "these ways".
    const one = singular(noun.lower);
    if (one && THIS_PHRASE_NOUN.test(one))
      return {
        category: 'Noun number',
        from: determiner,
        to: noun,
        correction: `${determiner.text} ${one}`,
        explanation: `“This” goes with one thing: “this ${one}”.`,
      };
    return {
      category: 'Agreement',
      from: determiner,
      to: noun,
      correction: `${determiner.text === 'This' ? 'These' : 'these'} ${noun.text}`,
      explanation: '“This” goes with one thing; with a plural noun write “these”.',
    };
  }
  const one = singular(noun.lower);
  if (!one) return undefined;
  return {
    category: 'Noun number',
    from: determiner,
    to: noun,
    correction: `${joined(terms, index, nounAt - 1)} ${one}`,
    explanation: '“A” goes with one thing: the noun after it is singular (“a friend”).',
  };
};

/** Words after which a countable noun phrase needs an article ("have big house", "in small village"). */
export const NEEDS_ARTICLE_AFTER = wordPattern(
  'u',
)`^(?:${oneOf(FORMS_OF_HAVE, PLACE_AND_TIME_PREPOSITIONS)}|got|is|was|be|been|become|became|buy|bought|need|needs|needed|want|wants|wanted|find|found|make|made|take|took|see|saw|watch|watched|read|write|wrote|visit|visited|choose|chose|give|gave|for|with|from|about|into|such)$`;

/** Adjectives that are determiners themselves or need none ("other people", "next week", "most time"). */
export const DETERMINER_LIKE =
  /^(?:other|more|most|last|next|same|much|many|enough|own|whole|such|first|second|third|each|every|another|no|any|some|which|what|little|few|less|least|further|additional|extra|only|all|both|half|several|certain|previous|following|late|early|part|real|daily|modern|everyday|public|social|primary|secondary|free)$/u;

/** Nouns used without an article in set phrases, or mostly uncountable ("at home", "in class", "good weather"). */
export const BARE_NOUN =
  /^(?:time|life|work|school|home|bed|church|hospital|prison|class|college|university|town|breakfast|lunch|dinner|transport|money|fun|weather|traffic|music|food|water|danger|trouble|health|nature|society|technology|research|evidence|progress|help|love|energy|space|power|history|culture|art|sport|business|freedom|peace|knowledge|language|quality|security|safety|success|damage|behaviour|behavior|access|attention|care|respect|trust|practice|training|travel|exercise|fruit|hair|paper|rain|snow|sunshine|wind|light|noise|rubbish|garbage|waste|stuff|weight|wealth|poverty|violence|crime|justice|law|tourism|accommodation|housing|media|age|place|order|fact|general|case|front|charge|mind|touch|sight|contact|use|level|way|course|hand|part|side|end|top|view|interest|advantage|importance|value|room|land|film|cinema|television|radio|internet|air|sea|night|day|morning|evening|afternoon|week|weekend|month|year|summer|winter|spring|autumn|holiday|vacation|term|person|people|news|everything|something|anything|nothing|everyone|someone|anyone|nobody|one|lot|number|kind|sort|type|deal|courage|baggage|luggage|heritage|mileage|postage|percentage|storage|material|content|clothing|software|equipment|furniture|literature|entertainment|information|advice|homework|data|speech|wording|slang|vocabulary|grammar|jewellery|jewelry|meat|bread|rice|milk|sugar|oil|fuel|wood|plastic|cotton|wool|leather|soil|sand|dust|smoke|grass|feedback|permission|fiction|poetry|prose)$/u;

/** Endings of abstract nouns that are mostly uncountable ("good education", "great importance"). */
export const ABSTRACT_ENDING = /(?:tion|sion|ness|ment|ity|ism|ance|ence|ing|ure|ship|hood|dom|th|cy|ics|ogy|ery|ry)$/u;
