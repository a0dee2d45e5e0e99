import type { Sentence } from '../../text/sentences';
import { tagsOfWord } from '../../text/word-tags';
import { writesAnForAnd } from '../checks/an-for-and';
import { EMPHASIS_WORDS, GARBLED_MARKS_END } from '../checks/basic-checks';
import { headsUncountablePhrase } from '../rules/lexicon/uncountable-phrases';
import { isRegularisedWithoutObject } from '../rules/lexicon/verb-forms';
import { isCommonWord } from '../spelling/word-frequency';
import { isFragmentAfterStop, isLoneClauseBeforeStop } from '../stray-full-stops';
import { DIRECTION_ADVERBS } from '../word-classes';
import { PLACEHOLDER } from './checkable-words';
import type { GrammarLint } from './grammar-linter';

const BEFORE_PLACEHOLDER = new RegExp(String.raw`^\s+(?:${PLACEHOLDER.source})`, 'u');

/**
 * Whether a harper.js finding corrects words that are right where they stand:
 * - any advice on the word before an anonymised token (`an @CAPS1`): the token stands for a word
 *   nobody can see, so "a" or "an" before it cannot be judged;
 * - "a while" → "awhile": the two-word noun phrase is right after a verb or a preposition ("it
 *   took a while", "for a while") and accepted everywhere else, so only "awhile" → "a while" is kept;
 * - "over all" → "overall": only a sentence adverb set off by punctuation ("Over all, it went
 *   well") is the one word; before a noun phrase "over" is a preposition and "all" its quantifier;
 * - "do to" → "due to" before a verb ("what we had to do to win"): "to" opens an infinitive;
 * - "It's" → "Its" unless a verb follows its noun ("It's roof leaked"): before a noun and a comma
 *   or a full stop ("It's respect, …", "It's time.") it is "it is";
 * - deleting one of two different forms of "be" ("were are"): either may be a misspelled other word
 *   ("we", "where"), so which to delete cannot be told (a doubled form is a repeated word);
 * - "I meaned." → "meant": see `isRegularisedWithoutObject`;
 * - "childs" → "children" before the noun it owns ("their childs room"): the possessive is meant;
 * - "you may be missing a preposition here": it names no preposition and no place, and it falls on
 *   complete phrases ("can simple say", "Our town has many parks"), so it is never shown;
 * - "for they were afraid" → "for them": "for" before a pronoun and its verb is the conjunction
 *   "because", and the pronoun is the subject of that verb;
 * - an abbreviation the dictionary knows with its full stop ("etc."), written with it;
 * - a split of a possessive ("another's" → "an other's"): the word before "'s" is the writer's whole word;
 * - "be" after a modal when the past form that follows has its object ("should removed the books"): the
 *   base form was meant ("should remove"), not the passive;
 * - deleting "your" after "its" ("its your turn"): "it's" was meant, and both words stay;
 * - "to" → "too" before two adjectives of one noun ("lost to high, forceful winds");
 * - a capital asked for a word that opens no sentence (see `startsASentence`), or after question
 *   marks that hold the place of lost characters ("??stop?? and"): the sentence goes on.
 * - "censorships" → "censorship's": a plural in -s is a whole word, not a word missing its
 *   apostrophe or a space;
 * - "its the" → "its": before a noun phrase "its the" is "it's the" misspelled, so deleting "the"
 *   loses the writer's noun phrase.
 * - "that" → "than" where "that" is a demonstrative: its noun and that noun's verb follow ("how much
 *   worse that storm was");
 * - "In this day and age" where the phrase is the subject of the verb that follows it;
 * - a bare verb after "you did" ("the effort you did made"): "did" ends a clause that describes the
 *   noun before it, and the past form is the main verb of the sentence; so after "she did we"
 *   ("when she finally did we left"), where "did" ends its clause and a new subject follows;
 * - "a" → "an" before a word no noun phrase opens with ("a and"): a fragment, not an article;
 * - "B" → "byte" with no number before it: a letter or a grade ("got a B"), not a unit;
 * - "to" → "too" in a range ("from calm to chaotic"): "to" closes what "from" opened;
 * - "weren" → "were" before a garbled apostrophe and "t" ("weren' t"): the writer wrote "weren't";
 * - a verb after "why'd" and its subject ("why'd anyone want"): "'d" is "would" or "did", both take
 *   the bare verb;
 * - a whole common word joined to the piece of a word after it into a rare word ("He wer" →
 *   "Hewer"): the piece belongs to a word of its own;
 * - a past form after a sentence's opening "To" ("To disappointed, …"): a noun phrase ("To his
 *   disappointment") was more likely meant than an infinitive;
 * - the verb after a form of "be" and its subject pronoun ("Where was he born?"): a question, whose
 *   finite verb stands before the subject;
 * - deleting the second "to" of "to much to": the first is "too" misspelled ("too much to ask"),
 *   and the second opens the infinitive that follows;
 * - "-s" on a word after "he" or "she" that is no verb ("he last saw", "she home early"): an
 *   adjective, adverb or noun there means a word is missing or garbled, and "lasts" or "homes" is
 *   not what was meant; with no form offered, the finding has no fix to show;
 * - "broke" → "broken" after a person and a form of "be" ("we were broke"): the adjective;
 * - "had had": the past perfect of "have" ("she had had enough"), not a repeated word;
 * - "to" → "too" in "amount to much", "come to little": the preposition of the verb;
 * - the base form after "to" in "was not to pleased": that "to" is "too" before an adjective;
 * - a moved space that leaves a piece no common word ("ren aut" → "rena ut");
 * - "There needs to be" → "Their": a verb and "to be" follow the existential "there";
 * - "their will to win": before "to" and a verb, "will" is the noun the possessive owns, so no
 *   "they're" is meant;
 * - "find out" before "for", "about", a question word or the end of the clause: learning a fact;
 * - an accepted informal word the dictionary lacks ("get ahold of"), not two words run together;
 * - "too" → "to" after a subject pronoun ("I too need a rest", "I hope you too enjoy it"): "too"
 *   means "also" there;
 * - "to" added after a verb that a modal or a form of "be" or "have" follows ("the books everyone
 *   needs should …"): the verb ends a clause describing the noun, and the next verb is the main one;
 * - "let" → "let's" after a noun or pronoun ("the parents let friends stay"): the verb of that subject;
 * - "most younger players" → "younger": "most" there is the quantifier of the plural noun;
 * - deleting a "to" of "to to" before a finite verb ("we have to to is wait"): the second hides "do";
 * - "-s" off the noun after "thank you" ("thank you cards"): "you" there is no subject;
 * - "an" → "a" where the writer writes "an" for "and" (see `writesAnForAnd`): either may be meant.
 * - "a" → "an" before a noun phrase a noun that cannot be counted heads ("a excellent advice"): the
 *   article goes, so "an" would be a second wrong;
 * - "fell" → "feel" where "fell" makes sense as the past of "fall" (see `isFallingPast`).
 * - "how" → "how to" before a subject and its verb ("shows how people think"): a clause follows.
 * - a word said twice for emphasis ("really really"), as in `basic.repeated-word`;
 * - "their" → "there" after "have" ("has their on ideas"): the possessive is meant, its noun misspelled;
 * - "you" → "your" before a subject pronoun ("good for you I think"): the pronoun opens a clause.
 */
export function isRightInContext(
  lint: GrammarLint,
  sentence: Sentence,
  focus: number,
  error: string,
  textBefore: () => string,
): boolean {
  const after = sentence.text.slice(focus + error.length);
  if (lint.kind !== 'Spelling' && lint.kind !== 'Typo' && BEFORE_PLACEHOLDER.test(after)) return true;
  if (lint.kind === 'Spelling' && after.startsWith('.') && lint.suggestions.includes(`${error}.`)) return true;
  if (lint.rule === 'AWhile') return lint.suggestions.includes('awhile');
  if (lint.rule === 'Overall') return !/^\s*(?:[,.;:!?]|$)/u.test(after);
  if (lint.rule === 'DoToDueTo') return isVerb(/^\s*(\p{L}+)/u.exec(after)?.[1]);
  if (lint.rule === 'ItsPossessive')
    return !/^\s*own\b/iu.test(after) && !isVerb(/^\s*\p{L}+\s+(\p{L}+)/u.exec(after)?.[1]);
  if (lint.rule === 'SingleBe') return true;
  // "everyday situations": before a noun the one word is the adjective, and right.
  if (lint.rule === 'Everyday' && /^everyday$/iu.test(error)) return isNounAfter(after);
  if (lint.rule === 'RegularIrregulars' && isRegularisedWithoutObject(error, after)) return true;
  if (lint.rule === 'RegularIrregulars') return isNounOnly(/^\s+(\p{L}+)/u.exec(after)?.[1]);
  if (lint.rule === 'MissingPreposition') return true;
  if (lint.rule === 'ToTwoToo' && opensCoordinateAdjectives(after)) return true;
  if (lint.rule === 'ToTwoToo' && AMOUNTS_TO_MUCH.test(sentence.text.slice(0, focus + error.length) + after))
    return true;
  if (lint.rule === 'ToTwoToo' && /\bfrom\s+(?:\p{L}+\s+){1,3}$/iu.test(sentence.text.slice(0, focus))) return true;
  if (lint.rule === 'ToTwoToo' && SUBJECT_BEFORE_TOO.test(sentence.text.slice(0, focus))) return true;
  if (lint.rule === 'MissingTo' && FINITE_VERB_AFTER.test(after)) return true;
  if (
    (lint.rule === 'ToTo' || lint.rule === 'RepeatedWords') &&
    /^to\s+to$/iu.test(error) &&
    FINITE_VERB_AFTER.test(after)
  )
    return true;
  if (lint.rule === 'PronounVerbAgreement' && /\bthank\s+you\s+$/iu.test(sentence.text.slice(0, focus))) return true;
  // "really really", "please please": a word said twice for emphasis (see basic-checks).
  if (lint.rule === 'RepeatedWords' && EMPHASIS_WORDS.includes(/^\p{L}+/u.exec(error)?.[0]?.toLowerCase() ?? ''))
    return true;
  // "Everyone has their on (own) ideas": after "have" the possessive is meant; "has there on" is no English.
  if (
    lint.rule === 'TheirToThere' &&
    /^their$/iu.test(error) &&
    /\b(?:have|has|had|having)\s+$/iu.test(sentence.text.slice(0, focus)) &&
    !/^\s+(?:been|be|ever|always|never|is|are|was|were)\b/iu.test(after)
  )
    return true;
  // "bad for you I think": a subject pronoun after "you" opens a clause of its own; "your I" owns nothing.
  if (lint.rule === 'PossessiveYour' && /^\s+(?:I|we|they|he|she|it)\b/u.test(after)) return true;
  if (lint.rule === 'AnA' && /^an$/iu.test(error) && writesAnForAnd(`${textBefore()}${sentence.text}`)) return true;
  if (lint.rule === 'LetsConfusion' && SUBJECT_BEFORE_LET.test(sentence.text.slice(0, focus))) return true;
  if (lint.rule === 'AdjectiveDoubleDegree' && /^most\s/iu.test(error) && isPluralNounNext(after)) return true;
  if (lint.kind === 'Spelling' && /n$/iu.test(error) && GARBLED_NT.test(after)) return true;
  if (lint.rule === 'SplitWords' && /['’]s$/u.test(error)) return true;
  if ((lint.rule === 'SplitWords' || lint.kind === 'Spelling') && isPluralReadAsPossessive(lint, error)) return true;
  if (lint.rule === 'TheMy' && /^its\s+the$/iu.test(error)) return true;
  if (lint.rule === 'ModalBeAdjective' && PAST_FORM_WITH_OBJECT.test(after)) return true;
  // "Would taking the phones away help?": a modal opening a question comes before its subject.
  if (
    lint.rule === 'ModalBeAdjective' &&
    /^\s*(?:(?:why|how|what|where|when)\s+)?$/iu.test(sentence.text.slice(0, focus))
  )
    return true;
  if (lint.rule === 'MultipleSequentialPronouns' && /^its\s/iu.test(error)) return true;
  if (isSubjectAfterForAsBecause(lint, sentence.text.slice(0, focus), after)) return true;
  if (lint.rule === 'ThatThan' && isDemonstrativeBeforeItsNoun(after)) return true;
  if (lint.rule === 'DayAndAge' && isVerbOrModal(/^\s*(\p{L}+)/u.exec(after)?.[1])) return true;
  if (lint.rule === 'DidPast' && isNounOnly(DID_ENDING_A_DESCRIBING_CLAUSE.exec(sentence.text.slice(0, focus))?.[1]))
    return true;
  if (lint.rule === 'DidPast' && DID_ENDING_A_CLAUSE.test(sentence.text.slice(0, focus))) return true;
  if (
    lint.rule === 'SimplePastToPastParticiple' &&
    /^broke$/iu.test(error) &&
    PERSON_BEING.test(sentence.text.slice(0, focus))
  )
    return true;
  if (lint.rule === 'AnA' && isFunctionWord(/^\s*(\p{L}+)/u.exec(after)?.[1])) return true;
  if (lint.rule === 'AnA' && /^a$/iu.test(error) && headsUncountablePhrase(after.match(/\p{L}+/gu) ?? [])) return true;
  if (lint.rule === 'FeelFell' && isFallingPast(sentence.text.slice(0, focus), after)) return true;
  if (lint.rule === 'HowTo' && isSubjectAndVerbAfter(after)) return true;
  if (lint.rule === 'ExpandMemoryShorthands' && !/\d\s*$/u.test(sentence.text.slice(0, focus))) return true;
  if (AFTER_CONTRACTED_WOULD.test(sentence.text.slice(0, focus))) return true;
  if (lint.rule === 'MergeWords' && isRareJoinOfCommonWord(error)) return true;
  if (lint.rule === 'ToAdverb' && TO_FOR_TOO.test(error)) return true;
  if (lint.rule === 'PronounVerbAgreement' && BE_BEFORE_SUBJECT.test(sentence.text.slice(0, focus))) return true;
  if (lint.rule === 'PronounVerbAgreement' && !isVerbToAgree(lint)) return true;
  if (lint.rule === 'RepeatedWords' && /^had\s+had$/iu.test(error)) return true;
  if (lint.rule === 'InflectedVerbAfterTo' && /^to\s/iu.test(error) && sentence.text.slice(0, focus).trim() === '')
    return true;
  if (lint.rule === 'TransposedSpace' && !lint.suggestions.some(isAllCommonWords)) return true;
  if (lint.rule === 'InflectedVerbAfterTo' && BE_BEFORE_TO.test(sentence.text.slice(0, focus))) return true;
  if (lint.rule === 'TheirToTheyre' && WILL_AS_NOUN.test(after)) return true;
  if (lint.rule === 'ThereToTheir' && THERE_VERB_TO_BE.test(after)) return true;
  if (lint.rule === 'FindOut' && FIND_OUT_FACT.test(after)) return true;
  if ((lint.rule === 'SplitWords' || lint.kind === 'Spelling') && ACCEPTED_INFORMAL.test(error)) return true;
  if (lint.rule === 'SentenceCapitalization' && GARBLED_MARKS_END.test(textBefore().trimEnd())) return true;
  if (lint.rule === 'SentenceCapitalization')
    return (
      !startsASentence(textBefore()) ||
      isFragmentAfterStop(error, sentence.text.slice(focus + error.length)) ||
      isLoneClauseBeforeStop(textBefore())
    );
  return false;
}

/**
 * Whether a subject and its verb follow ("how people think", "how we feel"): "how" then opens a
 * clause of its own, and "how to" would leave the subject stranded.
 */
function isSubjectAndVerbAfter(after: string): boolean {
  const [subject, verb] = after.match(/\p{L}+/gu) ?? [];
  if (!subject || !verb) return false;
  const subjectTags = tagsOfWord(subject.toLowerCase());
  const isSubject = subjectTags.has('Pronoun') || (subjectTags.has('Noun') && !subjectTags.has('Verb'));
  return isSubject && isVerb(verb);
}

/**
 * A subject pronoun before "too" ("we too want"). "It" and "you" may be objects ("give it too him",
 * "I want you too come"), so "you" counts only where it opens a clause: first in the sentence, or
 * after a verb of thinking or hoping or a conjunction, which a clause follows, not an object.
 */
const SUBJECT_BEFORE_TOO =
  /(?:\b(?:I|we|they|he|she)|(?:^|\b(?:hope|hoped|think|thought|believe|believed|know|knew|guess|trust|bet|that|and|but|so|if|when|because)\s+)you)\s+$/iu;

/** A person as the subject just before the verb, with at most one adverb between ("I really fell"). */
const PERSON_SUBJECT_BEFORE =
  /\b(?:I|you|we|they|he|she)\s+(?:\p{Ll}+ly\s+|(?:still|just|also|always|never|sometimes|often|even|kind\s+of)\s+)?$/iu;

/**
 * "The rain fell like tears", "he fell like a stone", "the tree fell that night": "fell" is the past
 * of "fall" unless a person is its subject and what follows is a clause or a feeling ("I fell like
 * nobody cares", "I fell that it is unfair"), not a comparison with a thing ("like a stone").
 * A real-word fix that changes the meaning needs that much evidence.
 */
function isFallingPast(textBefore: string, after: string): boolean {
  if (!PERSON_SUBJECT_BEFORE.test(textBefore)) return true;
  return /^\s+like\s+(?:a|an|the|never)\b/iu.test(after);
}

/** A modal or a finite form of "be" or "have" next ("… needs should", "… needs is"). */
const FINITE_VERB_AFTER = /^\s+(?:will|would|can|could|should|shall|may|might|must|is|are|was|were|has|have|had)\b/iu;

/** A plural noun or a subject pronoun just before "let" ("the parents let", "they let"): its subject. */
const SUBJECT_BEFORE_LET = /\b(?:\p{Ll}{3,}s|I|we|they|he|she|you|parents|people|children)\s+$/u;

/** Whether the next word is a plural noun ("most younger players"). */
function isPluralNounNext(after: string): boolean {
  const next = /^\s*(\p{L}+)/u.exec(after)?.[1]?.toLowerCase();
  if (next === undefined) return false;
  const tags = tagsOfWord(next);
  return tags.has('Noun') && tags.has('Plural');
}

/** "There needs to be", "there used to be": existential "there", its verb and "to be". */
const THERE_VERB_TO_BE =
  /^\s+(?:needs|need|used|seems|seem|seemed|appears|appear|appeared|has|have|had|ought|is\s+going|are\s+going|was\s+going)\s+to\s+be\b/iu;

/** "will to" and a verb after a possessive: the noun "will" ("their will to win"). */
const WILL_AS_NOUN = /^\s+will\s+to\s+\p{L}/iu;

/**
 * "find out for yourself", "find out what happened", "find out.": "find out" means to learn a fact,
 * and takes no object to be found; "find out a job" (harper's "find a job") is still corrected.
 */
const FIND_OUT_FACT = /^\s*(?:(?:for|about|that|what|how|why|when|where|who|whether|if|more)\b|[.,;:!?]|$)/iu;

/** Informal words that dictionaries of record accept as one word ("get ahold of"). */
const ACCEPTED_INFORMAL = /^ahold$/iu;

/**
 * Whether the word after this text opens a sentence: the text is empty or ends with a sentence's
 * end mark (and any closing quote or bracket), not with a line or page break inside a sentence
 * ("a calm sense of\nfamiliarity") nor with an abbreviation's full stop ("Mr. jones").
 */
function startsASentence(textBefore: string): boolean {
  const before = textBefore.trimEnd();
  if (before === '') return true;
  if (!/[.!?]["'”’)\]]*$/u.test(before)) return false;
  return !ABBREVIATION_BEFORE_STOP.test(before);
}

/** "Mr.", "Dr.", "e.g.", "i.e.", "vs.", a lone initial ("J."): full stops that end no sentence. */
const ABBREVIATION_BEFORE_STOP = /(?:^|[\s(])(?:mr|mrs|ms|dr|st|vs|prof|e\.g|i\.e|\p{L})\.$/iu;

/**
 * "was not to pleased", "is to tired": after a form of "be", "to" before a past form is "too"
 * misspelled before an adjective, not an infinitive wanting its base form.
 */
const BE_BEFORE_TO = /\b(?:am|is|are|was|were|be|been|being|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|not)\s+$/iu;

/** "was he ", "aren't they ": a form of "be" before its subject pronoun, as questions put it. */
const BE_BEFORE_SUBJECT =
  /\b(?:am|is|are|was|were|isn['’]t|aren['’]t|wasn['’]t|weren['’]t)\s+(?:I|you|he|she|it|we|they)\s+$/iu;

/** Whether the word harper wants in -s is a verb read alone, and harper offers its form. */
function isVerbToAgree(lint: GrammarLint): boolean {
  const word = lint.problem.toLowerCase();
  if ((DIRECTION_ADVERBS as readonly string[]).includes(word)) return false;
  return lint.suggestions.length > 0 && tagsOfWord(word).has('Verb');
}

/** "amount to much", "came to little": a verb of adding up and its preposition, ending the clause. */
const AMOUNTS_TO_MUCH =
  /\b(?:amount|amounts|amounted|come|comes|came|coming|add\s+up|adds\s+up|added\s+up)\s+to\s+(?:much|little)\s*(?:[,.!?;:]|$)/iu;

/** "to much to", "to long to": "too" and a word of degree misspelled before an infinitive. */
const TO_FOR_TOO = /^to\s+(?:much|many|little|few|long|far|late|early|soon|often)\s+to$/iu;

/** "ren aut" → "rena ut": a moved space is a fix only when every word it leaves is a common one. */
const isAllCommonWords = (suggestion: string): boolean =>
  (suggestion.match(/\p{L}+/gu) ?? []).every((piece) => isCommonWord(piece.toLowerCase()));

/** "He wer" → "Hewer": a common word before a piece no common word, joined into a rare word. */
function isRareJoinOfCommonWord(error: string): boolean {
  const words = /^(\p{L}+)\s+(\p{L}+)$/u.exec(error);
  if (!words) return false;
  const [left, right] = [(words[1] ?? '').toLowerCase(), (words[2] ?? '').toLowerCase()];
  return isCommonWord(left) && !isCommonWord(right) && !isCommonWord(left + right);
}

/**
 * "censorships" offered as "censorship's": the plural of a countable dictionary noun the
 * dictionary does not list, read as a possessive. "informations" is still corrected: its singular
 * has no plural.
 */
function isPluralReadAsPossessive(lint: GrammarLint, error: string): boolean {
  if (!/\p{Ll}s$/u.test(error)) return false;
  const stem = error.slice(0, -1);
  // "thats" is "that's": only a noun's plural is a word of its own.
  const tags = tagsOfWord(stem.toLowerCase());
  if (!tags.has('Noun') || tags.has('Uncountable') || tags.has('Pronoun') || tags.has('Determiner')) return false;
  // Split in two ("censor ships"), the plural of a dictionary noun is as wrong as made a possessive.
  if (lint.rule === 'SplitWords') return true;
  return lint.suggestions.some((suggestion) => suggestion === `${stem}'s` || suggestion === `${stem}’s`);
}

/** "' t", "’ t", " t": the end of "n't" with its apostrophe garbled or spaced off. */
const GARBLED_NT = /^(?:['’`´]\s*|\s+)t\b/u;

/** "that storm could": a singular noun and then its verb or modal, so "that" points at the noun. */
function isDemonstrativeBeforeItsNoun(after: string): boolean {
  const [, noun, next] = /^\s+(\p{L}+)\s+(\p{L}+)/u.exec(after) ?? [];
  if (!noun || !isNounOnly(noun) || tagsOfWord(noun.toLowerCase()).has('Plural')) return false;
  return isVerbOrModal(next);
}

function isFunctionWord(word: string | undefined): boolean {
  const tags = word ? tagsOfWord(word.toLowerCase()) : new Set<string>();
  return tags.has('Conjunction') || tags.has('Preposition');
}

function isVerbOrModal(word: string | undefined): boolean {
  return word !== undefined && (MODAL_OR_BE.test(word.toLowerCase()) || isVerb(word));
}

/** "the effort you did ": a noun, a subject pronoun and "did", with no verb between them. */
const DID_ENDING_A_DESCRIBING_CLAUSE = /\b(\p{L}+)\s+(?:I|you|we|they|he|she)\s+did\s+$/iu;

/**
 * "when she finally did we ": a subject, "did" and another subject. "Did" after its subject is no
 * question's auxiliary; it ends its clause ("did" for "did so"), and the next subject's past verb
 * is right.
 */
const DID_ENDING_A_CLAUSE = /\b(?:I|you|he|she|we|they|it)\s+(?:\p{L}+ly\s+)?did\s+(?:I|you|he|she|we|they|it)\s+$/iu;

/**
 * "we will be ", "I was ": a person's pronoun and a form of "be" (after a modal or "not"), before
 * which "broke" is the adjective "without money", not a past form wanting "broken".
 */
const PERSON_BEING =
  /\b(?:I|we|you|they|he|she)\s+(?:(?:will|would|could|might|may|must|should|not|never|always|all|so)\s+)*(?:am|is|are|was|were|be|been|'m|'re|'s)\s+(?:(?:completely|totally|so|too|very|really|flat)\s+)?$/iu;

/** "Why'd anyone ": "'d" ("would", "did") and the subject whose bare verb comes next. */
const AFTER_CONTRACTED_WOULD = /\b(?:why|how|where|what|who|when)['’]d\s+\p{L}+\s+$/iu;

/** "high, forceful winds": an adjective, a comma, another adjective and the noun they describe. */
const ADJECTIVE_COMMA_ADJECTIVE_NOUN = /^\s+\p{L}+\s*,\s*(\p{L}+)\s+(\p{L}+)/u;

/**
 * "lost to high, forceful winds": the comma stands between two adjectives of one noun, so "to" is the
 * preposition before that noun phrase, not "too" ("it was too cold, so …").
 */
function opensCoordinateAdjectives(after: string): boolean {
  const [, adjective, noun] = ADJECTIVE_COMMA_ADJECTIVE_NOUN.exec(after) ?? [];
  if (!adjective || !noun) return false;
  const nounTags = tagsOfWord(noun.toLowerCase());
  return tagsOfWord(adjective.toLowerCase()).has('Adjective') && !NOT_A_HEAD_NOUN.some((tag) => nounTags.has(tag));
}

/** Words that cannot be the noun two adjectives describe ("too cold, dark and wet"). */
const NOT_A_HEAD_NOUN = ['Conjunction', 'Preposition', 'Determiner', 'Adverb', 'Pronoun', 'Adjective'];

// "removed the books", "closed all the doors": a past form followed by the start of its object.
const PAST_FORM_WITH_OBJECT =
  /^\s*\p{L}+ed\s+(?:the|a|an|this|that|these|those|my|your|his|her|its|our|their|all|some|any|every)\b/iu;
function isNounOnly(word: string | undefined): boolean {
  const tags = word ? tagsOfWord(word.toLowerCase()) : new Set<string>();
  return tags.has('Noun') && !tags.has('Verb');
}

function isVerb(word: string | undefined): boolean {
  const tags = word ? tagsOfWord(word.toLowerCase()) : new Set<string>();
  return tags.has('Verb') && !tags.has('Noun') && !tags.has('Determiner');
}

const SUBJECT_PRONOUN = /^(?:I|he|she|we|they)$/iu;

function isSubjectAfterForAsBecause(lint: GrammarLint, before: string, after: string): boolean {
  if (!SUBJECT_PRONOUN.test(lint.problem) || !/\bfor\s+$/iu.test(before)) return false;
  const next = /^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase();
  return next !== undefined && (MODAL_OR_BE.test(next) || isVerb(next));
}

const MODAL_OR_BE =
  /^(?:would|could|should|will|can|may|might|must|shall|had|have|has|was|were|are|am|is|did|do|does)$/u;

/** Whether the next word is a noun (and not a pronoun): "everyday situations", "everyday life". */
function isNounAfter(after: string): boolean {
  const next = /^\s+(\p{L}+)/u.exec(after)?.[1];
  if (next === undefined) return false;
  const tags = tagsOfWord(next.toLowerCase());
  return tags.has('Noun') && !tags.has('Pronoun');
}
