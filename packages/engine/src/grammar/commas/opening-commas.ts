import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { STOPWORDS } from '../../text/stopwords';
import { tagsOfWord } from '../../text/word-tags';
import type { SentenceCheck, StyleIssue } from '../finding';
import { FINITE_BE, FORMS_OF_HAVE, MODALS, oneOf, POSSESSIVE_DETERMINERS, wordPattern } from '../word-classes';
import { BE_OR_HAVE, COMPLEMENT_BEFORE, FINITE_VERB, SUBJECT_DETERMINER, THERE_IS } from './clause-words';
import { missingCommaIssue } from './comma-findings';
import {
  CLAUSE_GOES_ON,
  HOWEVER_OF_DEGREE,
  MAIN_SUBJECT,
  MIN_PHRASE_WORDS,
  MIN_TIME_OR_PLACE_WORDS,
  MIN_WORDS,
  OPENING_CLAUSE,
  OPENING_PREPOSITION,
  OPENING_TRANSITION,
  TIME_OR_PLACE,
  TRANSITIONS,
  WORDS,
} from './opening-words';

/**
 * Words that open a sentence as an answer, an interjection or a linking adverb ("Yes I agree", "Well
 * we tried", "Besides it is cheap") and take a comma then; before anything but a subject pronoun they
 * may belong to the clause ("No one came", "Well done", "Besides the park …").
 */
const OPENING_WORD_BEFORE_SUBJECT =
  /^(?:Yes|No|Well|Oh|Besides|Instead|Ok|Okay)(?=\s+(?:I|you|we|they|he|she|it|there|I['’]m|it['’]s|that['’]s)\b)/u;

/**
 * Short phrases that set the scene of a sentence, its time, place or point of view ("In winter",
 * "At that time", "In my country", "For me"): grammars for learners set them off with a comma. They
 * may also go on as a longer phrase ("In the summer holidays", "For me and my sister"), so only a
 * subject pronoun right after them shows where the phrase ends.
 */
const OPENING_SCENE =
  /^(?:For me|To me|In (?:the )?(?:morning|afternoon|evening|summer|winter|spring|autumn)|At night|At that (?:time|moment)|At the (?:time|moment)|In those days|In my (?:country|city|town|village|family|school|free time|spare time)|At home|At school|At work)(?=\s+(?:I|you|he|she|we|they|it|there|this|people|I['’]m|it['’]s)\s)/u;

/** A short scene-setting phrase too short for `clauseComma` to look at, run into its main clause. */
const sceneComma: SentenceCheck = (sentence) => {
  const phrase = OPENING_SCENE.exec(sentence.text)?.[0];
  if (phrase === undefined) return [];
  const lastWord = phrase.split(' ').at(-1) ?? phrase;
  return [
    missingCommaIssue(
      'commas.scene-comma',
      sentence,
      phrase.length - lastWord.length,
      lastWord,
      'A short opening phrase of time, place or point of view (“In winter, …”, “For me, …”) is followed by a comma.',
    ),
  ];
};

/** A linking phrase that opens a sentence without the comma after it. */
const transitionComma: SentenceCheck = (sentence) => {
  const match = OPENING_TRANSITION.exec(sentence.text) ?? OPENING_WORD_BEFORE_SUBJECT.exec(sentence.text);
  if (!match || HOWEVER_OF_DEGREE.test(sentence.text)) return [];
  // "As I said before, …": a longer phrase that the writer did set off.
  if (TRANSITIONS.some((phrase) => phrase.length > match[0].length && sentence.text.startsWith(phrase))) return [];
  // "Also trained staff", "Also responsible for …": a line with no subject, where "Also" goes with the verb.
  const next = /^\s+(\p{L}+)/u.exec(sentence.text.slice(match[0].length))?.[1] ?? '';
  const predicate = /^(?:Verb|Adjective)$/u.test([...tagsOfWord(next.toLowerCase())][0] ?? '');
  if (match[0] === 'Also' && predicate && !/^(?:many|few|several|most|more|other)$/iu.test(next)) return [];
  // "In addition to this, …": the phrase goes on, and its comma comes later.
  if (/^\s+(?:to|of)\b/iu.test(sentence.text.slice(match[0].length))) return [];
  // "In the past few weeks …": the time phrase goes on.
  if (
    /^\s+(?:few|decade|decades|century|centuries|years|months|weeks|days|couple)\b/iu.test(
      sentence.text.slice(match[0].length),
    )
  )
    return [];
  return [
    missingCommaIssue(
      'commas.transition-comma',
      sentence,
      0,
      match[0],
      'A linking phrase that opens a sentence is followed by a comma.',
    ),
  ];
};

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
  // A quotation in the opening ("In the story "Do Not Exceed …" many …") holds capitals and words of its own.
  // A full stop with no break after it ("… easily. I could …") ends the sentence there.
  // Dashes set off an aside the writer chose to mark ("When we opened it -- a gift -- we …").
  const firstMark = /[,;:"“.!?—–]|--|\s-\s/u.exec(text)?.index ?? text.length;
  const words = Array.from(matchesOf(WORDS, text));
  if (words.length < MIN_WORDS) return [];
  const conjunctionWords = opening[0].split(' ').length;
  const shortest = TIME_OR_PLACE.test(opening[0])
    ? MIN_TIME_OR_PLACE_WORDS
    : OPENING_PREPOSITION.test(opening[0])
      ? MIN_PHRASE_WORDS
      : conjunctionWords + 2;
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
    // "asked how long it would take": a subject after "how" and its word asks a question inside the clause.
    if (words[index - 2]?.[0].toLowerCase() === 'how') continue;
    // A placeholder ("@CAPS2") hides what the writer wrote: where the opening ends cannot be told.
    if (!isWholeWord(text, previous)) return [];
    if (CLAUSE_GOES_ON.has(previous[0].toLowerCase())) continue;
    if (!startsMainClause(text, previous, candidate)) continue;
    // "comes down to it I am …": a pronoun straight before another subject, or before a noun, is no subject itself.
    if (MAIN_SUBJECT.test(candidate[0]) && !subjectBeforeVerb(words[index + 1]?.[0] ?? '')) continue;
    // "If I were you, I'd …": a subject word the writer closed with a comma is the opening's object.
    if (text.charAt(candidate.index + candidate[0].length) === ',') continue;
    // After an opening -ing word that may be the subject ("Travelling by car gives you …"), a pronoun after a verb is its object.
    if (!OPENING_CLAUSE.test(text) && isVerbOnly(previous[0])) continue;
    return [openingCommaIssue(sentence, start + previous.index, previous[0])];
  }
  return [];
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

const clauseComma: SentenceCheck = (sentence) => {
  const found = clauseCommaFrom(sentence, 0);
  if (found.length > 0) return found;
  const lead = LEAD_IN.exec(sentence.text)?.[0];
  return lead === undefined ? [] : clauseCommaFrom(sentence, lead.length);
};

/**
 * "But" or "so" joining two full clauses ("It was late but we stayed"): style guides set a comma
 * before a coordinating conjunction that starts a new clause with its own subject. The clause
 * before must hold a few words of its own, and "nothing but", "not … but" are no such join.
 */
const JOINED_CLAUSE = wordPattern(
  'gu',
)`(?<=\p{L})(\s+)(but|so)\s+(?:I|you|he|she|we|they|it|there|people|everyone|everybody|everything|nobody|(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|this|these)\s+\p{Ll}+)\s+(?!and\b|or\b|who\b|that\b|which\b)\p{L}`;

/**
 * "But" that starts a clause with an opening condition or time of its own ("but if you try, …") or
 * with a subject of quantity ("but no one knew", "but some will stay"); after "so" these words
 * mostly say how much ("so many", "so much"), and are left alone.
 */
const CLAUSE_AFTER_BUT =
  /(?<=\p{L})(\s+)(but)\s+(?:(?:if|when|because|although|though|since|once|unless|while)\s+(?:I|you|he|she|we|they|it|there|people|the|my|this|these|our|your|his|her|their)|no one|nothing|someone|some|many|most|others)\s+(?!and\b|or\b|who\b|that\b|which\b)\p{L}/gu;

/**
 * "But" or "so" before a short opening phrase and then the subject ("but then I …", "but for me,
 * it's …", "so after the lesson we …"): a new clause starts there as well.
 */
const CLAUSE_AFTER_OPENER =
  /(?<=\p{L})(\s+)(but|so)\s+(?:(?:then|now|today|still|sometimes|later|suddenly|instead|nowadays)|(?:for|in|on|at|after|during|with|thanks to|because of|day by day|step by step|little by little)(?:\s+\p{L}+){0,4}?)\s*,?\s+(?:I|you|he|she|we|they|it|there|people)(?:\s+(?!and\b|or\b|who\b|that\b|which\b)\p{L}|['’](?:s|m|re|ll|ve|d)\s)/gu;

/**
 * "But" before a noun with "a" and its verb ("but a teacher should …"). After "so" the same words
 * more often say what for ("make it so a child can reach it"), which takes no comma.
 */
const CLAUSE_AFTER_ARTICLE = wordPattern(
  'gu',
)`(?<=\p{L})(\s+)(but)\s+(?:a|an)\s+(?:\p{Ll}+\s+)?\p{Ll}+\s+(?:${oneOf(MODALS, FINITE_BE, FORMS_OF_HAVE)})\b`;

const NOT_A_JOIN_BEFORE = wordPattern(
  'iu',
)`\b(?:${oneOf(FINITE_BE)}|not|only|nothing|anything|all|everything|everyone|anyone|and|or|also|just|even|think|thought|hope|said|say|because|if|even|more|much)$`;

const MIN_CLAUSE_WORDS = 3;
const SO_THAT_MODAL = /^(?:would|could|can|might|may|will|should)\b/u;

const conjunctionComma: SentenceCheck = (sentence) => {
  const text = sentence.text;
  const joins = [JOINED_CLAUSE, CLAUSE_AFTER_BUT, CLAUSE_AFTER_OPENER, CLAUSE_AFTER_ARTICLE];
  for (const match of joins.flatMap((pattern) => Array.from(matchesOf(pattern, text)))) {
    const at = match.index ?? 0;
    const clause =
      text
        .slice(0, at)
        .split(/[,;:(—–-]/u)
        .at(-1) ?? '';
    if (NOT_A_JOIN_BEFORE.test(clause.trimEnd())) continue;
    // "Not only is it cheap but it is also …": the pair takes no comma before its second half.
    if (/\bnot\s+only\b/iu.test(text.slice(0, at))) continue;
    if ((clause.match(WORDS) ?? []).length < MIN_CLAUSE_WORDS) continue;
    // "so it would not fall": "so" before a modal may mean "so that", a purpose, which takes no comma.
    if (match[2] === 'so' && SO_THAT_MODAL.test(text.slice(at + match[0].length - 1))) continue;
    const previous = /\p{L}+(?:['’]\p{L}+)?$/u.exec(clause)?.[0] ?? '';
    return [
      missingCommaIssue(
        'commas.conjunction-comma',
        sentence,
        at - previous.length,
        previous,
        `A comma goes before “${match[2]}” when it starts a new clause with its own subject (“It was late, but we stayed”).`,
      ),
    ];
  }
  return [];
};

/**
 * A participle that opens a sentence ("Living in a big city I …", "Given the cost we …"): the phrase
 * it starts is set off from the main clause by a comma, like an opening clause.
 */
const PARTICIPLE = /^(?:\p{Lu}\p{Ll}+ing|Given|Compared|Based|Faced|Located|Situated|Born|Surrounded)\b/u;

function openingParticiple(text: string): RegExpExecArray | null {
  const participle = PARTICIPLE.exec(text);
  if (!participle || /^(?:During|Nothing|Something|Anything|Everything|According)$/u.test(participle[0])) return null;
  // "Morning", "Building", "Wedding" open a noun phrase; compromise reads "living" alone as an adjective.
  return participle[0].endsWith('ing') && tagsOfWord(participle[0].toLowerCase()).has('Noun') ? null : participle;
}

/**
 * A noun phrase ("the party", "my little brother") followed by a finite verb, after a word that ends
 * a phrase rather than one that takes the noun phrase as its object ("visit the city", "in the city").
 */
function startsNounSubject(text: string, words: readonly RegExpExecArray[], index: number): boolean {
  const determiner = words[index]?.[0];
  const previous = words[index - 1]?.[0];
  if (!determiner || !previous || !SUBJECT_DETERMINER.test(determiner)) return false;
  // "is not his home", "was her home": a noun phrase after "be" is its complement.
  if (COMPLEMENT_BEFORE.test(previous)) return false;
  const before = tagsOfWord(previous.toLowerCase());
  if (isVerbOnly(previous) || ['Preposition', 'Determiner', 'Conjunction'].some((tag) => before.has(tag))) return false;
  for (let next = index + 1; next <= index + 3 && next < words.length; next++) {
    const word = (words[next]?.[0] ?? '').toLowerCase();
    // A noun phrase and a verb on either side of a comma are no subject and its verb.
    const gap = text.slice((words[next - 1]?.index ?? 0) + (words[next - 1]?.[0].length ?? 0), words[next]?.index);
    if (/[,;:]/u.test(gap)) return false;
    if (next > index + 1 && FINITE_VERB.test(word)) return true;
    const tags = tagsOfWord(word);
    if (['Preposition', 'Determiner', 'Conjunction', 'Pronoun', 'Adverb'].some((tag) => tags.has(tag))) return false;
  }
  return false;
}

/** A verb that can only be finite here: a form of "be", "have", "do", a modal, or a past or present form that is no noun. */
function isFiniteVerbOnly(word: string): boolean {
  if (FINITE_VERB.test(word.toLowerCase())) return true;
  const tags = tagsOfWord(word.toLowerCase());
  return (
    (tags.has('PastTense') || tags.has('PresentTense')) &&
    !['Noun', 'Adjective', 'Participle', 'Infinitive', 'Gerund', 'Preposition', 'Adverb'].some((tag) => tags.has(tag))
  );
}

/**
 * A name or a plural noun with no determiner, followed by its verb ("After the class Alison joined
 * …", "Although it is hard children learn …"), after a word that ends a phrase: the main clause's
 * subject. A capital inside a name ("New York") or a noun after an adjective belongs to the phrase.
 */
function startsBareSubject(words: readonly RegExpExecArray[], index: number): boolean {
  const word = words[index]?.[0] ?? '';
  const previous = words[index - 1]?.[0] ?? '';
  const next = words[index + 1]?.[0] ?? '';
  // "even though There was": a capitalised function word is a slip of the shift key, not a name.
  const named = /^\p{Lu}\p{Ll}+$/u.test(word) && !STOPWORDS.has(word.toLowerCase());
  // After a name, an "-ed" form is its past tense ("Alison joined"), however the lexicon tags it.
  const verb = isFiniteVerbOnly(next) || (named && /^\p{Ll}+ed$/u.test(next) && !tagsOfWord(next).has('Noun'));
  if (/^\p{Lu}/u.test(previous) || !verb) return false;
  const before = tagsOfWord(previous.toLowerCase());
  if (
    isVerbOnly(previous) ||
    ['Preposition', 'Determiner', 'Conjunction', 'Adjective', 'Value', 'Possessive'].some((tag) => before.has(tag))
  )
    return false;
  if (named) return true;
  // After a singular noun a plural may end a compound ("my high school years were …").
  const tags = tagsOfWord(word);
  return (
    !before.has('Singular') &&
    tags.has('Plural') &&
    !['Verb', 'Adjective', 'Adverb', 'Pronoun', 'Determiner'].some((tag) => tags.has(tag))
  );
}

/** Whether the word after a subject may be its verb (or an adverb before it): not a subject itself, not a plural noun. */
function subjectBeforeVerb(next: string): boolean {
  if (MAIN_SUBJECT.test(next)) return false;
  const tags = tagsOfWord(next.toLowerCase());
  // "we computers": a plural noun cannot be the verb; a singular one may be a verb the lexicon missed ("they picture").
  return !(tags.has('Plural') && !tags.has('Verb'));
}

const isVerbOnly = (word: string): boolean => {
  const tags = tagsOfWord(word.toLowerCase());
  return tags.has('Verb') && !tags.has('Noun');
};

/**
 * Whether the subject word starts the main clause rather than going on with the opening one: "it"
 * and "you" after a preposition or a verb may be its object ("If he gives you money …"), a subject
 * after "be" or "have" asks or follows a misspelled word ("were they"), "people" after an
 * adjective is the end of a noun phrase ("During the day Italian people …"), and an initial or a
 * word after a slash ("I.N. Novikova", "s/he") is no pronoun.
 */
function startsMainClause(text: string, previous: RegExpExecArray, candidate: RegExpExecArray): boolean {
  const between = text.slice(previous.index + previous[0].length, candidate.index);
  if (between.includes('/') || text.charAt(candidate.index + candidate[0].length) === '.') return false;
  const word = candidate[0].toLowerCase();
  const before = tagsOfWord(previous[0].toLowerCase());
  if ((word === 'it' || word === 'you') && (before.has('Preposition') || before.has('Verb'))) return false;
  if (BE_OR_HAVE.test(previous[0])) return false;
  if (word === 'people' && (before.has('Adjective') || before.has('Determiner'))) return false;
  return true;
}

/**
 * An opening condition followed by a request ("If you have any questions please call me"): the
 * request is the main clause, with no subject of its own, so the subject-pronoun search of
 * `clauseComma` cannot find where it starts.
 */
const CONDITION_THEN_REQUEST =
  /^((?:If|When|Should|Once|As soon as|Whenever)\s+[^,;:]*?\p{L})\s+(?:please|do not hesitate|don['’]t hesitate|feel free|do not forget|don['’]t forget)\b/u;

const requestComma: SentenceCheck = (sentence) => {
  const before = CONDITION_THEN_REQUEST.exec(sentence.text)?.[1] ?? '';
  const previous = /\p{L}+(?:['’]\p{L}+)?$/u.exec(before)?.[0] ?? '';
  if (previous === '' || (before.match(WORDS) ?? []).length < 3) return [];
  return [
    missingCommaIssue(
      'commas.request-comma',
      sentence,
      before.length - previous.length,
      previous,
      'A request after an opening condition is set off by a comma: “If you have any questions, please call me.”',
    ),
  ];
};

/** Commas missing after an opening phrase or clause, or before "but" or "so" joining two clauses. */
export const openingCommas: SentenceCheck = (sentence, pageText) => {
  const transition = transitionComma(sentence, pageText);
  const opening =
    transition.length > 0
      ? transition
      : (() => {
          const request = requestComma(sentence, pageText);
          if (request.length > 0) return request;
          const clause = clauseComma(sentence, pageText);
          return clause.length > 0 ? clause : sceneComma(sentence, pageText);
        })();
  return [...opening, ...conjunctionComma(sentence, pageText)];
};
