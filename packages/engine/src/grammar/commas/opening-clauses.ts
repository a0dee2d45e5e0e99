import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { tagsOfWord } from '../../text/word-tags';
import type { SentenceCheck, StyleIssue } from '../finding';
import {
  isVerbOnly,
  openingParticiple,
  startsBareSubject,
  startsMainClause,
  startsNounSubject,
  subjectBeforeVerb,
} from './clause-subjects';
import { FINITE_VERB, THERE_IS } from './clause-words';
import { missingCommaIssue } from './comma-findings';
import {
  CLAUSE_GOES_ON,
  MAIN_SUBJECT,
  MIN_PHRASE_WORDS,
  MIN_WORDS,
  OPENING_CLAUSE,
  OPENING_PREPOSITION,
  TIME_PHRASE_BEFORE_SUBJECT,
  TIME_WORD_BEFORE_SUBJECT,
  WORDS,
} from './opening-words';

/**
 * An opening clause ("When I was a child …") run into the main clause with no comma: the main
 * clause is found where a subject pronoun follows a word that cannot carry the opening clause on.
 * Sentences with a comma or a semicolon before that point (the writer placed the break elsewhere),
 * and questions, are left alone; a participle may open the sentence too ("Living there I …").
 */
function clauseCommaFrom(sentence: Sentence, start: number): StyleIssue[] {
  // The words after a lead-in, with their first letter raised so that the opening patterns see a sentence start.
  const rest = sentence.text.slice(start);
  const text = rest.charAt(0).toUpperCase() + rest.slice(1);
  // After a lead-in an "-ing" word may as well be the subject ("In fact, using it costs …").
  const opening = OPENING_CLAUSE.exec(text) ?? (start === 0 ? openingParticiple(text) : null);
  if (!opening || text.trimEnd().endsWith('?')) return [];
  // "If you show people you care, they listen", "If it rains, do not go": the writer's own comma
  // before a subject or an order closes the opening, however far on it stands.
  if (/,\s+(?:I|you|he|she|we|they|it|there|do not|don['’]t|please)\s/u.test(text)) return [];
  // A quotation in the opening ("In the poem "Winter Rain" many …") holds capitals and words of its own.
  // A full stop with no break after it ("… easily. I could …") ends the sentence there.
  // Dashes set off an aside the writer chose to mark ("When we opened it -- a gift -- we …").
  const firstMark = /[,;:"“.!?—–]|--|\s-\s/u.exec(text)?.index ?? text.length;
  const words = Array.from(matchesOf(WORDS, text));
  if (words.length < MIN_WORDS) return [];
  const conjunctionWords = opening[0].split(' ').length;
  const shortest = OPENING_PREPOSITION.test(opening[0]) ? MIN_PHRASE_WORDS : conjunctionWords + 2;
  for (let index = shortest; index < words.length - 1; index++) {
    const previous = words[index - 1];
    const candidate = words[index];
    if (!previous || !candidate || candidate.index > firstMark) break;
    // "If it rains then we stay": the main clause starts at "then", and the comma goes before it.
    const beforeThen = previous[0] === 'then' ? words[index - 2] : undefined;
    if (beforeThen !== undefined && MAIN_SUBJECT.test(candidate[0]) && index - 2 >= shortest - 1) {
      if (!closesOpening(text, beforeThen)) return [];
      return [openingCommaIssue(sentence, start + beforeThen.index, beforeThen[0])];
    }
    // Past the writer's own "then" the main clause has begun, even where it is an order ("then turn it off")
    // or its subject is misspelled ("then i doubt they …").
    if (previous[0] === 'then') return [];
    if (!MAIN_SUBJECT.test(candidate[0]) && !startsNounSubject(text, words, index) && !startsBareSubject(words, index))
      continue;
    // "there" after a verb of motion is a place ("arrived there"); as a subject it comes before "be".
    if (candidate[0] === 'there' && !THERE_IS.test(words[index + 1]?.[0] ?? '')) continue;
    // "asked how long it would take", "about in what area you live": a subject after "how", "what",
    // "which" or "whose" and its word opens a question or a noun clause inside the opening.
    if (/^(?:how|what|which|whose)$/iu.test(words[index - 2]?.[0] ?? '')) continue;
    // A placeholder ("@CAPS2") hides what the writer wrote: where the opening ends cannot be told.
    if (!isWholeWord(text, previous)) return [];
    // "Julyï¿½ she": characters lost to a wrong encoding stand where a mark may have been; a comma
    // fixed to them is nothing a writer can act on.
    if (GARBLED_AFTER.test(text.slice(previous.index, previous.index + previous[0].length + 2))) return [];
    // "than all the streets", "the storm that damaged the roofs": a quantifier's noun, or the object of a
    // relative clause's verb, belongs to the words before it; no clause ends there.
    if (QUANTIFIER.test(previous[0]) || isRelativeClauseVerb(words[index - 2]?.[0] ?? '', previous[0])) continue;
    // "any way they can", "the reason I left": after these nouns a subject opens a clause describing
    // them (the "that" left out), so the opening goes on.
    if (/^(?:way|reason)$/iu.test(previous[0]) && QUANTIFIER.test(words[index - 2]?.[0] ?? '')) continue;
    if (CLAUSE_GOES_ON.has(previous[0].toLowerCase())) continue;
    if (!startsMainClause(text, previous, candidate)) continue;
    // "comes down to it I am …": a pronoun straight before another subject, or before a noun, is no subject itself.
    if (MAIN_SUBJECT.test(candidate[0]) && !subjectBeforeVerb(words[index + 1]?.[0] ?? '')) continue;
    // "If I were you, I'd …": a subject word the writer closed with a comma is the opening's object.
    if (text.charAt(candidate.index + candidate[0].length) === ',') continue;
    // After an opening -ing word that may be the subject ("Travelling by car gives you …"), a pronoun after a verb is its object.
    if (!OPENING_CLAUSE.test(text) && isVerbOnly(previous[0])) continue;
    if (isOptionalOrUnplaced(words, index, OPENING_CLAUSE.test(text))) return [];
    // "Being with people you love makes you happy": the -ing phrase is the subject, and the pronoun
    // opens a clause describing its noun; "In the story the boy holding the rope he …": a participle
    // phrase after a noun in mid-sentence is no opening, and a comma after it does not mend the sentence.
    if (!OPENING_CLAUSE.test(text) && isSubjectsDescribingClause(words, index, firstMark)) return [];
    if (hasParticipleAfterNoun(words, index)) return [];
    // "In the morning we woke up early it was dark": a main clause already stands before this
    // subject, so a comma here would join two sentences; the break wants a full stop.
    const ownClauses = OPENING_PREPOSITION.test(opening[0]) ? 0 : 1;
    if (clausesBefore(words, index) > ownClauses) return [];
    return [openingCommaIssue(sentence, start + previous.index, previous[0])];
  }
  return [];
}

/**
 * Whether the comma before the main clause's subject at `index` is the writer's choice: the opening
 * is a short phrase with no verb of its own ("Before phones and tablets we …"), or a time phrase
 * right before the subject may belong to either clause ("… at school every day I …").
 */
function isOptionalOrUnplaced(words: readonly RegExpExecArray[], index: number, openedByWord: boolean): boolean {
  const before = words.slice(0, index).map((word) => word[0]);
  const lastTwo = before.slice(-2).join(' ');
  if (TIME_WORD_BEFORE_SUBJECT.test(before.at(-1) ?? '') || TIME_PHRASE_BEFORE_SUBJECT.test(lastTwo)) return true;
  // A present form read alone may be a plural noun ("phones"): only a pronoun, "be", "have", a modal or a past form shows a clause.
  const hasVerb = before
    .slice(1)
    .some((word) => MAIN_SUBJECT.test(word) || FINITE_VERB.test(word.toLowerCase()) || isPastOnly(word));
  return openedByWord && !hasVerb && before.length < MIN_PHRASE_WORDS;
}

/** Words after which a verb form belongs to the same verb ("was closed", "had to walk"). */
const AUXILIARY_OR_TO =
  /^(?:to|am|is|are|was|were|be|been|being|have|has|had|do|does|did|can|could|will|would|shall|should|may|might|must)$/iu;

/** Pronouns that can only be a subject, so each opens a clause. */
const SUBJECT_ONLY_PRONOUN = /^(?:I|we|he|she|they)$/u;

/**
 * How many clauses the words before `index` hold: the verbs that head one of their own, or the
 * subject-only pronouns, whichever are more ("we woke up early": "woke" may read as an adjective).
 */
function clausesBefore(words: readonly RegExpExecArray[], index: number): number {
  const before = words.slice(0, index);
  const verbs = before.filter((word, at) => {
    const lower = word[0].toLowerCase();
    if (!FINITE_VERB.test(lower) && !isPastOnly(lower)) return false;
    return !AUXILIARY_OR_TO.test(before[at - 1]?.[0] ?? '');
  }).length;
  return Math.max(verbs, before.filter((word) => SUBJECT_ONLY_PRONOUN.test(word[0])).length);
}

/** Subject pronouns that take a plural verb ("you love", "they like"). */
const PLURAL_SUBJECT = /^(?:I|you|we|they)$/iu;

/** A finite verb that agrees with a singular subject only ("is", "makes", "helps"). */
function isSingularVerb(word: string): boolean {
  const lower = word.toLowerCase();
  if (/^(?:is|was|has|does|isn['’]t|wasn['’]t|hasn['’]t|doesn['’]t)$/u.test(lower)) return true;
  const tags = tagsOfWord(lower);
  return /[^s]s$/u.test(lower) && tags.has('Verb') && tags.has('PresentTense') && !tags.has('Noun');
}

/**
 * Whether the pronoun at `index` and its verb describe the noun before them ("people you love"), the
 * sentence's verb coming after ("… makes you happy"): a singular verb a few words on that the pronoun
 * cannot take.
 */
function isSubjectsDescribingClause(words: readonly RegExpExecArray[], index: number, end: number): boolean {
  if (!PLURAL_SUBJECT.test(words[index]?.[0] ?? '')) return false;
  return words.slice(index + 2, index + 6).some((word) => word.index < end && isSingularVerb(word[0]));
}

/**
 * Whether the words before the subject at `index` hold a participle phrase after a noun ("the boy
 * holding the rope"): an -ing verb, past the first word, straight after a noun and with words of its
 * own after it.
 */
function hasParticipleAfterNoun(words: readonly RegExpExecArray[], index: number): boolean {
  for (let at = 2; at < index - 1; at++) {
    const tags = tagsOfWord(words[at]?.[0].toLowerCase() ?? '');
    if (!tags.has('Gerund')) continue;
    const before = tagsOfWord(words[at - 1]?.[0].toLowerCase() ?? '');
    if (before.has('Noun') && !before.has('Pronoun') && !before.has('Verb')) return true;
  }
  return false;
}

/** Characters garbled by a wrong text encoding (`ï¿½`, `�`). */
const GARBLED_AFTER = /\uFFFD|[\u00ef\u00bf\u00bd]/u;

const QUANTIFIER = /^(?:all|both|half|each|every|some|any|many|most|few|several|such|no|the|a|an)$/iu;

const RELATIVE_PRONOUN = /^(?:that|which|who|whom|whose)$/iu;

/** "that damaged": a verb straight after a relative pronoun; "that story" is a determiner and its noun. */
function isRelativeClauseVerb(pronoun: string, word: string): boolean {
  if (!RELATIVE_PRONOUN.test(pronoun)) return false;
  const lower = word.toLowerCase();
  const tags = tagsOfWord(lower);
  if (tags.has('Noun')) return false;
  // A past form ("damaged", often read as an adjective) or a present one in -s ("damages"); a bare
  // form may be a noun the tagger reads as a verb ("that garden").
  return tags.has('PastTense') || /ed$/u.test(lower) || (tags.has('PresentTense') && /s$/u.test(lower));
}

/** A word standing on its own, not the letters of a placeholder or a code ("@PERSON1", "@CAPS2"). */
const isWholeWord = (text: string, word: RegExpExecArray): boolean =>
  !/[@#\w]/u.test(text.charAt(word.index - 1)) && !/\w/u.test(text.charAt(word.index + word[0].length));

/**
 * Whether the word before "then" can end an opening clause: not a joining word ("after all but then
 * he …") and not a comparative, after which "then" is a misspelled "than" ("more then they").
 */
function closesOpening(text: string, word: RegExpExecArray): boolean {
  if (!isWholeWord(text, word) || /^(?:and|but|or|so|yet|because|more|less|rather|other)$/iu.test(word[0]))
    return false;
  return !tagsOfWord(word[0].toLowerCase()).has('Comparative');
}

const openingCommaIssue = (sentence: Sentence, focus: number, word: string): StyleIssue =>
  missingCommaIssue(
    'commas.after-opening-clause',
    sentence,
    focus,
    word,
    'An opening clause or phrase (“When I arrived, …”, “In my home town, …”) is followed by a comma.',
  );

/**
 * A conjunction before the opening clause or phrase ("But when I arrived …", "And in my town …"):
 * the opening still ends with a comma. After a linking word set off by its own comma ("However, when
 * …") many writers and editors leave the second comma out, so that case is left to the writer.
 */
const LEAD_IN = /^(?:And|But|So|Yet)\s+/u;

export const clauseComma: SentenceCheck = (sentence) => {
  const found = clauseCommaFrom(sentence, 0);
  if (found.length > 0) return found;
  const lead = LEAD_IN.exec(sentence.text)?.[0];
  return lead === undefined ? [] : clauseCommaFrom(sentence, lead.length);
};

const isPastOnly = (word: string): boolean => {
  const tags = tagsOfWord(word.toLowerCase());
  return tags.has('PastTense') && !tags.has('Noun') && !tags.has('Adjective');
};
