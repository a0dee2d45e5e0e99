/**
 * The closed word classes of English the grammar rules are written in, one definition each. A rule
 * names the classes it needs (`oneOf(ARTICLES, POSSESSIVE_DETERMINERS)`) and spells out only the
 * words of its own that belong to no class here, so a class corrected here is corrected in every rule.
 */

export const ARTICLES = ['a', 'an', 'the'] as const;

export const DEMONSTRATIVES = ['this', 'that', 'these', 'those'] as const;

/** The possessive determiners, standing before a noun ("my car", "its roof"). */
export const POSSESSIVE_DETERMINERS = ['my', 'your', 'his', 'her', 'its', 'our', 'their'] as const;

/**
 * Words a writer puts for one another because they sound alike ("then" for "than", "their" for
 * "there", "its" for "it's"): each group is one sound. A teacher marks the wrong one as a spelling
 * slip, whatever rule of the checks catches it. "Then" and "than" sound alike in unstressed speech.
 */
export const SOUND_ALIKE_WORDS: readonly (readonly string[])[] = [
  ['there', 'their', "they're"],
  ['its', "it's"],
  ['your', "you're"],
  ['whose', "who's"],
  ['to', 'too', 'two'],
  ['then', 'than'],
  ['know', 'no'],
  ['knew', 'new'],
  ['hear', 'here'],
  ['write', 'right'],
  ['weather', 'whether'],
  ['threw', 'through'],
  ['peace', 'piece'],
  ['break', 'brake'],
  ['passed', 'past'],
  ['accept', 'except'],
  ['affect', 'effect'],
  ['wear', 'where'],
  ['buy', 'by', 'bye'],
  ['our', 'hour'],
];

/** The central modal verbs: each takes the bare infinitive and has no -s, -ing or -ed form. */
export const MODALS = ['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must'] as const;

/** The contracted and fused negatives of the modals. */
export const NEGATIVE_MODALS = [
  'cannot',
  "can't",
  "couldn't",
  "won't",
  "wouldn't",
  "shouldn't",
  "mightn't",
  "mustn't",
] as const;

/**
 * Adjectives of feeling that follow "be" and are no verb's bare form ("pleased", "keen"): after "be"
 * they take a word of degree ("too pleased"), never an infinitive's "to".
 */
export const FEELINGS_AFTER_BE = [
  'pleased',
  'happy',
  'excited',
  'worried',
  'interested',
  'thrilled',
  'keen',
  'eager',
  'proud',
  'angry',
  'sad',
  'glad',
  'fond',
  'sure',
  'impressed',
  'disappointed',
  'confident',
  'embarrassed',
  'frightened',
  'annoyed',
  'stressed',
  'exhausted',
] as const;

/** The finite forms of "be" (the ones that carry tense and agree with the subject). */
export const FINITE_BE = ['am', 'is', 'are', 'was', 'were'] as const;

export const FORMS_OF_HAVE = ['have', 'has', 'had'] as const;

export const FORMS_OF_DO = ['do', 'does', 'did'] as const;

/**
 * The present and past forms of "be", "have" and "do" (and their negatives) that differ for a
 * plural and a singular subject, each plural form paired with its singular ("are" → "is").
 */
export const PLURAL_VERB: Readonly<Record<string, string>> = {
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  "don't": "doesn't",
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
};

/** The same pairs the other way: each singular form with its plural ("is" → "are"). */
export const SINGULAR_VERB: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PLURAL_VERB).map(([plural, singular]) => [singular, plural]),
);

/**
 * The object pronouns whose form differs from the subject's and from the possessive's, so that one
 * of them is an object for certain ("you", "it" and "her" are not).
 */
export const OBJECT_ONLY_PRONOUNS = ['me', 'him', 'us', 'them'] as const;

/**
 * Adverbs of direction and place that a tagger may read alone as verbs ("back", "home"); after a
 * subject they stand for a missing verb ("she back from the trip"), not for a verb wanting -s.
 */
export const DIRECTION_ADVERBS = [
  'back',
  'home',
  'away',
  'out',
  'up',
  'down',
  'off',
  'over',
  'inside',
  'outside',
  'upstairs',
  'downstairs',
  'together',
  'forward',
] as const;

/**
 * Common verbs in the base form that are hardly ever nouns, so that after a noun they are its verb
 * ("many student come"), never a second noun it describes (as "club" is in "a sports club").
 */
export const BARE_VERBS_NOT_NOUNS = [
  'come',
  'go',
  'know',
  'think',
  'believe',
  'want',
  'seem',
  'live',
  'say',
  'get',
  'become',
  'prefer',
  'agree',
  'enjoy',
  'understand',
  'spend',
  'find',
  'give',
  'take',
  'bring',
  'leave',
  'learn',
  'choose',
  'decide',
  'arrive',
  'begin',
  'forget',
  'remember',
  'tend',
] as const;

/** The prepositions of place and time ("at the station", "in May", "on Monday"). */
export const PLACE_AND_TIME_PREPOSITIONS = ['at', 'in', 'on'] as const;

/**
 * Nouns that count or sort the noun after "of" ("a lot of people", "the kind of books"): the noun
 * after "of" is the head the rest of the clause agrees with.
 */
export const COUNTING_NOUNS_BEFORE_OF = [
  'lot',
  'lots',
  'number',
  'plenty',
  'majority',
  'couple',
  'kind',
  'kinds',
  'type',
  'types',
  'sort',
  'sorts',
  'variety',
] as const;

/**
 * The words of the classes as one alternation for a pattern: `(?:${oneOf(ARTICLES, DEMONSTRATIVES)})`.
 * The classes hold lower-case letters and apostrophes only, so nothing needs escaping.
 */
export function oneOf(...classes: ReadonlyArray<readonly string[]>): string {
  return classes.flat().join('|');
}

const compiled = new WeakMap<TemplateStringsArray, RegExp>();

/**
 * A pattern written as raw text with word classes put in (`wordPattern('iu')` then
 * `\b(?:${oneOf(ARTICLES)})\s+` in backticks), compiled once where it is written: a rule's fix
 * runs on every match, and building the pattern afresh each time would compile it each time. The
 * classes are constants, so the text written at one place always gives the same pattern. A global
 * or sticky pattern is handed out as a copy, whose `lastIndex` no other caller shares.
 */
export function wordPattern(flags: string) {
  return (strings: TemplateStringsArray, ...parts: readonly string[]): RegExp => {
    let pattern = compiled.get(strings);
    if (!pattern) {
      pattern = new RegExp(String.raw({ raw: strings.raw }, ...parts), flags);
      compiled.set(strings, pattern);
    }
    return pattern.global || pattern.sticky ? new RegExp(pattern) : pattern;
  };
}
