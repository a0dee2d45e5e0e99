import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { tagsOfWord } from '../../text/word-tags';
import { countWords } from '../../text/words';
import { countOf, listOf } from '../wording';
import type { LevelExpectations } from './essay-expectations';
import {
  CONTRACTION_WITHOUT_APOSTROPHE,
  errorsFrequent,
  type FoundErrors,
  mechanicsBelowFormal,
} from './found-error-density';
import { withoutQuotations } from './quotations';

/**
 * Marks of a conversational register: slang and everyday words ("stuff", "kids", "basically"), the
 * speaker turning to a listener ("you know", "trust me", "honestly"), spoken openers ("first off",
 * "right off the bat") and common spoken idioms ("at the end of the day", "a no-brainer"). "Things"
 * is not among them: formal prose uses it too. "Cool" is slang as praise after a linking word
 * ("it was really cool"), not as a temperature ("keep the paths cool", "cool water"). "Sucked" is
 * slang where it ends a judgement ("the test sucked."), not "sucked in air"; "was like," brings in
 * speech as talk does, while "looked like a wall" compares. Interjections ("hey", "wow", "oh my
 * gosh"), the filler "I guess" and slang judgements ("crazy", "a nature freak") are talk too.
 */
const INFORMAL =
  /\b(?:gonna|wanna|prolly|dunno|lemme|gimme|ain['’]t|kinda|sorta|gotta|stuff|lots\s+of|tons\s+of|loads\s+of|kids?|okay|ok|(?<=\b(?:is|was|are|were|be|been|so|really|very|too|how|s)\s+)cool(?!\s+(?:down|off|you|them|him|her|us|it|the)\b)(?!\s+(?:water|air|breeze|wind|weather|shade|night|morning|evening|day|place|temperatures?)\b)|awesome|totally|basically|anyways|yeah|yep|nope|guys|dude|way\s+(?:more|less|better|worse|faster|too)|(?<!\b(?:did|do|does|now|if|to|don['’]t|didn['’]t|would|will|should|may|let)\s+)you\s+know(?!\s+(?:that|what|how|why|about|when|where|if|whether|the|a|it|him|her|them)\b)|(?<!\b(?:if|when|whenever|once|until|unless|as|before|after|do|did|can|could|will|would|may|might|to|what|where|who|whom)\s+)you\s+see(?!\s+(?:a|an|the|that|this|these|those|someone|something|anyone|anything|your|their|his|her|how|what|why|who|when|where|if|whether|it|them|him|me|us)\b)|trust\s+me|believe\s+me|I\s+mean|honestly|if\s+you\s+ask\s+me|first\s+off|right\s+off\s+the\s+bat|for\s+starters|at\s+the\s+end\s+of\s+the\s+day|no[-\s]brainer|piece\s+of\s+cake|drives?\s+me\s+(?:crazy|nuts|mad|up\s+the\s+wall)|up\s+the\s+wall|big\s+deal|for\s+sure|in\s+a\s+nutshell|warm\s+and\s+fuzzy|a\s+bunch\s+of|pretty\s+(?:much|good|bad|cool|sure)|get(?:s|ting)?\s+on\s+(?:my|your|our)\s+nerves|a\s+waste\s+of\s+time|cost\s+an\s+arm\s+and\s+a\s+leg|suck(?:s|ed)(?=\s*[.!,;]|\s+(?:so|because|and|but)\b)|sucky|chill(?:ed|ing|in)?\s+out|chillin|freak(?:s|ed|ing)?\s+out|(?:hang(?:s|ing)?|hung)\s+out(?=\s+(?:with|at)\b)|y['’]all|nah|bro|hey|wow|whoa|oh\s+my\s+(?:gosh|god|goodness)|I\s+guess|freak|crazy|(?<=\b(?:I|he|she|they|we|you|everyone)\s+)(?:was|were|am|is)\s+like(?=\s*[,:]))\b|!{2,}/giu;
/**
 * Text-speak, in the small letters it is written in: "u" for you, "cuz", "bout", a dropped final g
 * ("sayin", "nothin"). A lower-case "i" for the writer is a capital left out, counted with the
 * errors, not a mark of talk. "Bout" is "about" only after a word that takes "about" ("talk bout",
 * "all bout", "was bout to"); after a subject ("my aunt bout a coat") it is "bought" misspelt.
 * "Cause" for "because" is talk only where a reason clause opens: at the start or after a comma or
 * "and"/"but"/"just", before its subject ("cause it was late"), never the noun or the verb ("the
 * cause of", "storms cause"); after any word it is talk before a personal subject and its verb
 * ("nothing left cause she spent it"), where the verb "cause" would take an object ("cause her pain") and the noun follows its
 * determiner ("the cause I believe in").
 * "Like" before a rough time ("like ten minutes later") is spoken filler.
 */
const TEXT_SPEAK =
  /\bbout\b(?<=\b(?:talk\p{L}*|think\p{L}*|thought|know|knew|cared?|cares|worr\p{L}+|forg[eo]t\p{L}*|hear[ds]?|read|learn\p{L}*|what|how|all|sure|mad|sad|happy|excited|nervous|something|nothing|everything|anything|more|story|is|was|are|were)\s+bout)|\b(?:u|ur|cuz|coz|lol|omg|idk|tho|thru|ppl|sayin|lookin|nothin|somethin|goin|doin|gettin|comin|talkin|thinkin|tryin)\b(?![-.'’])|['’]?\b[Cc]ause\b(?<=(?:^|[,;.!?]\s*|\b(?:and|but|just|or)\s+)['’]?[Cc]ause)(?=\s+(?:I|you|he|she|it|we|they|there|this|that|the|my|his|her|our|their|everyone|nobody)\b)|(?<=\p{L}\s+)(?<!\b(?:the|a|this|that|my|our|his|her|their|its|good|just|common|main|root|same)\s+)cause(?=\s+(?:I|he|she|we|they)\s+\p{L})|\blike(?=\s+(?:an?|a\s+few|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|\d+)\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\s+(?:later|ago|after|before)\b)/gu;
/**
 * Note-taking shorthand in running prose: "&" or "+" for "and" between words, "w/" for "with",
 * "b/c" for "because". A sum ("2 + 3") is not matched: the "+" must stand between words.
 */
const SHORTHAND = /(?<=\p{L}\s?)&(?=\s?\p{L})|(?<=\p{L}\s)\+(?=\s\p{L})|\b(?:w\/o?|b\/c)(?=\s|\p{L})/gu;
/** The reader addressed as "you": in a conversational piece, in one sentence of every few. */
const SECOND_PERSON = /\byou(?:r|rs|rself)?\b/iu;
/** The writer's persons: "I", "we" and "you" all used in the writer's own words is a shift of voice. */
const PERSONS = [/\b(?:I|me|my|mine)\b/u, /\b(?:we|us|our|ours)\b/iu, SECOND_PERSON] as const;
/** More than this share of sentences addressing the reader reads as talk, not as an essay. */
const CONVERSATIONAL_YOU_SHARE = 0.25;
/**
 * Informal marks per 100 words above which a piece reads as conversational: about one in every
 * few sentences. Below it, the piece is informal in places.
 */
const CONVERSATIONAL_MARKS_PER_100_WORDS = 1;
/**
 * "don't", "they're", "we'll", and the "'s" of "is" or "has" after a pronoun or "there", "here",
 * "what", "let" ("it's", "that's", "let's"): after a noun ("the girl's") the "'s" is a possessive.
 * One typed without its apostrophe ("dont") is named apart, as an error of mechanics. An apostrophe a
 * wrong encoding turned into the replacement mark ("couldnï¿½t") was typed all the same.
 */
const CONTRACTION =
  /\b\p{L}+(?:n(?:['’]|ï¿½|\uFFFD)t|(?:['’]|ï¿½|\uFFFD)(?:re|ve|ll|d|m))\b|\b(?:it|that|there|here|what|who|where|when|how|he|she|let)(?:['’]|ï¿½|\uFFFD)s\b/giu;
/**
 * Quoted words: a character's dialogue or someone else's words, not the writer's own register. A
 * quotation may run over several sentences, so it is found in the whole text; in single marks
 * (‘…’) an apostrophe inside a word (“can’t”) does not close it.
 */
const QUOTED = /["“][^"”]*["”]|(?<!\p{L})‘[^‘’]*(?:’\p{L}[^‘’]*)*’(?!\p{L})/gu;
/** No error found: the register then reads only the writer's words. */
const NONE_FOUND: FoundErrors = {
  words: 0,
  found: 0,
  perHundredWords: 0,
  withoutApostrophe: [],
  smallLetterStarts: 0,
  runOns: 0,
};
/** Stands between sentences while quotations are blanked (a private-use sign no text holds), so each sentence is found again after. */
const SENTENCE_BREAK = '\uE000';

/**
 * The register of the writer's own words, naming what makes it less than formal. Slang, shorthand,
 * a reader addressed as "you" (even once) or a voice that shifts between "I", "we" and "you" each
 * make it not formal; contractions alone leave it mostly formal, named. A letter's "you" is the
 * person it is written to, so it is no sign of talk there. Formal writing is also edited: frequent
 * errors found, a contraction without its apostrophe, a sentence begun in a small letter or one
 * running on keep it from being called formal, whatever its words.
 */
/**
 * "Super" is talk where it intensifies ("super quiet", "super quickly") or praises alone ("it was
 * super!"); before a noun it names a thing with it ("the super market", "a super hero").
 */
const SUPER = /\bsuper\b(?:[ \t]+(\p{L}+))?/giu;

function intensifyingSuper(text: string): string[] {
  return matchesOf(SUPER, text)
    .filter(([, next]) => {
      if (next === undefined) return true;
      const tags = tagsOfWord(next.toLowerCase());
      return tags.has('Adjective') || tags.has('Adverb');
    })
    .map((match) => match[0].split(/\s/u)[0] as string);
}

export function registerOf(
  sentences: readonly Sentence[],
  level: LevelExpectations,
  addressedToSomeone: boolean,
  /** The errors found in the text; without them, only what the words themselves show is read. */
  errors?: FoundErrors,
): string {
  const ownWords = ownWordsOf(sentences);
  const text = ownWords.join(' ');
  const words = Math.max(1, countWords(text));
  const informal = [
    ...matchesOf(TEXT_SPEAK, text).map((match) => match[0]),
    ...matchesOf(INFORMAL, text).map((match) => match[0]),
    ...intensifyingSuper(text),
  ];
  const shorthand = matchesOf(SHORTHAND, text).map((match) => match[0]);
  const withoutApostrophe = matchesOf(CONTRACTION_WITHOUT_APOSTROPHE, text).map((match) => match[0]);
  const mechanics = mechanicsBelowFormal({ ...(errors ?? NONE_FOUND), withoutApostrophe });
  // Errors short of frequent leave the words formal, but the writing is not told consistent; only
  // errors frequent enough to be told so are named, among the mechanics (the counts note states
  // the figure, this note only refers to it).
  const someErrors = mechanics.length === 0 && errorsFrequent(errors ?? NONE_FOUND);
  // A younger writer's contraction is named, but only weighs as talk where formal prose is expected.
  const contractions = matchesOf(CONTRACTION, text).length;
  const weighedContractions = level.citationsExpected ? contractions + withoutApostrophe.length : 0;
  const youSentences = addressedToSomeone ? 0 : ownWords.filter((sentence) => SECOND_PERSON.test(sentence)).length;
  const addressesReader = youSentences / Math.max(1, sentences.length) > CONVERSATIONAL_YOU_SHARE;
  const shiftsPerson = !addressedToSomeone && PERSONS.every((person) => person.test(text));
  const talkMarks = informal.length + shorthand.length + contractions + youSentences;
  if (talkMarks === 0 && !shiftsPerson)
    return mechanics.length > 0
      ? `No informal words found, but the writing is not yet formal: ${listOf(mechanics)}.`
      : someErrors
        ? 'Formal in its words.'
        : 'Formal and consistent.';
  const quoted = (marks: readonly string[]) =>
    [...new Set(marks.filter((mark) => !mark.startsWith('!')).map((mark) => mark.toLowerCase().replace(/\s+/gu, ' ')))]
      .slice(0, 3)
      .map((mark) => `“${mark}”`);
  const parts = [
    informal.length > 0
      ? `${countOf(informal.length, 'informal expression')}${quoted(informal).length > 0 ? ` (${quoted(informal).join(', ')})` : ''}`
      : '',
    shorthand.length > 0 ? `${countOf(shorthand.length, 'shorthand sign')} (${quoted(shorthand).join(', ')})` : '',
    contractions > 0 ? countOf(contractions, 'contraction') : '',
    addressesReader
      ? 'talks to the reader as “you”'
      : youSentences > 0
        ? // A general "you" ("giving up your life for your children") addresses no reader, and which
          // one a sentence means no reading can check: the note names the person, not whom it speaks to.
          `${countOf(youSentences, 'sentence')} in the second person (“you”)`
        : '',
    shiftsPerson ? 'shifts between “I”, “we” and “you”' : '',
    ...mechanics,
  ].filter(Boolean);
  const marks = informal.length + shorthand.length + weighedContractions;
  const conversational = addressesReader || (marks / words) * 100 > CONVERSATIONAL_MARKS_PER_100_WORDS;
  if (conversational) return `Conversational for ${level.label} writing: ${listOf(parts)}.`;
  const onlyContractions =
    informal.length + shorthand.length + youSentences === 0 && !shiftsPerson && mechanics.length === 0;
  if (!onlyContractions) return `Not formal throughout for ${level.label} writing: ${listOf(parts)}.`;
  return `Mostly formal, with ${listOf(parts)}.`;
}

/**
 * Each sentence with the quoted words blanked out, also those of a quotation begun in an earlier
 * sentence, typed with two backticks or left unclosed: a passage's "you" is not the writer's.
 */
function ownWordsOf(sentences: readonly Sentence[]): string[] {
  return sentences
    .map((sentence) => sentence.text)
    .join(SENTENCE_BREAK)
    .replace(QUOTED, (quotation) => quotation.replace(/[^\uE000]/gu, ' '))
    .split(SENTENCE_BREAK)
    .map(withoutQuotations);
}
