import { matchesOf } from '../../text/pattern-matches';
import { tagsOfWord } from '../../text/word-tags';
import type { SentenceCheck } from '../finding';
import { SENTENCE_END_INSIDE } from '../sentence-ends';
import {
  ARTICLES,
  DEMONSTRATIVES,
  FINITE_BE,
  FORMS_OF_HAVE,
  oneOf,
  PLACE_AND_TIME_PREPOSITIONS,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../word-classes';
import { punctuationIssue } from './comma-findings';
import { isFiniteVerb, resumesSubject } from './fronted-phrases';
import { hasSubjectAndVerb, holdsFiniteClause, holdsSubjectAndFiniteVerb, isAdverbOnly } from './main-clauses';

/**
 * Two main clauses joined by a comma alone ("It was late, we went home"): grammar books call this
 * a comma splice and ask for a full stop, a semicolon or a conjunction instead. The clause after the
 * comma opens with a subject pronoun (or "everyone", "nothing") and its verb; the clause before must
 * hold a subject pronoun and a verb of its own, and must not be a subordinate clause that the comma
 * closes ("If it rains, we stay").
 */
// A capital on the pronoun ("…, We sat down") shows the writer began a new sentence: the same splice.
const SPLICE =
  /,(\s+)(I|[Ww]e|[Tt]hey|[Hh]e|[Ss]he|[Ii]t|[Tt]here|[Yy]ou|everyone|everybody|nobody|everything|nothing)\s+(\p{L}+(?:['’]\p{L}+)?)/gu;

/** A noun phrase and a finite verb after the comma ("…, the food was cold"). */
/** A subject pronoun with its verb written short after the comma ("…, I'm 20", "…, it's late"). */
const CONTRACTED_SPLICE = /,(\s+)(I|we|they|he|she|it|there|you|that)(['’](?:m|s|re|ve|ll|d))(?=\s)/gu;

/**
 * A verb of thinking or saying before the comma, with at most a short phrase of whom it holds for
 * ("I don't think, it's easy", "I know for me, it helps"): a stray comma before the clause the verb
 * takes, not two sentences.
 */
const THINKING_VERB_END =
  /\b(?:think|thought|believe|believed|know|knew|guess|suppose|hope|say|said|saying|says|asked|replied|shouted|yelled|mean|feel|felt|sure)(?:\s+(?:for|to|in)\s+(?:me|us|them|him|her|you|(?:my|our|most|many|some|all)\s+\p{L}+))?\s*$/iu;

/**
 * A capitalised determiner, its noun and the noun's verb after a comma ("…, The team then used it"):
 * the capital shows the writer began a new sentence there.
 */
const CAPITAL_NOUN_SPLICE =
  /,(\s+)((?:The|This|These|Those|My|Our|Their|His|Her|Your)\s+(?:\p{Ll}+\s+){0,2}?\p{Ll}+)\s+(\p{Ll}+)/gu;

const NOUN_SPLICE = wordPattern(
  'gu',
)`,(\s+)((?:the|${oneOf(POSSESSIVE_DETERMINERS)}|this|these|those)\s+(?:\p{Ll}+\s+){0,2}?\p{Ll}+)\s+(${oneOf(FINITE_BE, FORMS_OF_HAVE)}|will|would|can|could|must)\b`;

/**
 * An adverb of time, frequency or addition, then a subject pronoun and its verb, after the comma
 * ("…, sometimes it is better", "…, today I'm learning", "…, also you can find"): the adverb opens a
 * new sentence, as it would after a full stop.
 */
const ADVERB_SPLICE =
  /,(\s+)((?:sometimes|today|now|nowadays|here|also|finally|maybe|perhaps|actually|later|instead|so far)\s+(?:I|we|they|he|she|it|there|you))\s+(\p{L}+(?:['’]\p{L}+)?)/gu;

/** A noun phrase and a past-tense verb after the comma ("…, my brother smiled and …"). */
const NOUN_PAST_SPLICE = wordPattern(
  'gu',
)`,(\s+)((?:the|${oneOf(POSSESSIVE_DETERMINERS)})\s+(?:\p{Ll}+\s+)?\p{Ll}+)\s+(\p{Ll}+ed|told|said|took|gave|went|came|saw|made|felt|found|got|left|knew|thought|became|began|ran|wrote|won|lost)\b(?!\s+(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|by|with|from|to|for)\b)`;

/** A plural noun with no determiner and a form of "be", "have" or a modal after the comma ("…, people are kind"). */
const PLURAL_SPLICE =
  /,(\s+)(\p{Ll}+)\s+(are|were|have|had|will|would|can|could|must|should|may|might|cannot|can['’]t|don['’]t|didn['’]t|won['’]t)\b/gu;

/** Words that open a subordinate clause, or show the words before the comma are not a main clause. */
const SUBORDINATOR =
  /\b(?:if|when|whenever|because|although|though|as|since|while|whilst|after|before|unless|until|whether|once|where|wherever|what|whatever|how|who|whom|whose|which|why|than|so that|even if|(?:next|every|each)\s+time|in order|despite|due to|thanks to|however\s+(?:much|many|hard|long|often|far|good|bad|big|small|little|well))\b/iu;

/** A noun after its determiner, then the subject of a clause describing it ("the day my sister", "the year we"). */
const CONTACT_CLAUSE =
  /^\p{L}+\s+\p{L}+\s+(?:my|our|his|her|their|your|its|the|a|an|I|we|they|he|she|you|it)(?:\s|$)/iu;

/** Verbs that make a pronoun and verb an aside ("It is, I think, the best", "…, you know."). */
const ASIDE_VERB = /^(?:think|guess|suppose|believe|mean|know|see|hope|say|said|thought|agree|promise|bet)$/iu;

/** What may follow an aside's verb: the end of the sentence or clause ("…, he thought to himself."). */
const ASIDE_END = /^\s*(?:to\s+(?:myself|himself|herself|themselves|ourselves|yourself)\s*)?(?:[,.!?;]|$)/u;

/**
 * A condition with the auxiliary put first ("Should you need help, …", "Had we known, …", "I believe
 * that were the rules clearer, …"): a subordinate clause without a subordinating word.
 */
const INVERTED_CONDITION =
  /(?:^|\bthat\s+|[,;:]\s*)(?:should|were|had)\s+(?:I|you|he|she|we|they|it|there|the|my|our|your|his|her|their|this|these|those|\p{Lu})/iu;

/** An opening negative word that puts the verb before its subject ("Not only is it …, it …"). */
const NEGATIVE_INVERSION = /^\s*(?:not only|only then|no sooner|hardly|rarely|seldom|never|nor)\b/iu;

/** A linking adverb that ends the clause before the comma ("… understanding however, this …"). */
const LINKING_ADVERB_END =
  /\b(?:however|therefore|moreover|furthermore|nevertheless|nonetheless|consequently|thus|hence|otherwise|instead|firstly|secondly|thirdly|lastly|finally|additionally|besides|likewise|similarly|meanwhile)\s*$/iu;

/** Verbs that report speech: "We are not alone, she said" quotes a sentence without quotation marks. */
const REPORTING_VERB =
  /^(?:said|says|asked|asks|replied|replies|answered|shouted|whispered|cried|added|explained|continued|told)$/iu;

/** Where the clause before the comma starts: after a comma, a semicolon, a dash or a conjunction. */
const CLAUSE_START = /[,;:]|\s[-–—]\s|\b(?:and|but|or|so|then)\s/giu;

/**
 * A past participle and the preposition after it, behind an adverb of degree or time ("even tied to
 * the post", "once covered in snow") or before "by" ("driven by the wind"): a participle phrase, not
 * a verb with its subject left out, which would take its object directly ("and tied the boat").
 */
const PARTICIPLE_PHRASE =
  /^\s*(?:(?:even|still|already|newly|once|fully|partly)\s+\p{Ll}+(?:ed|en)\s+(?:to|by|in|into|with|on|at|from|for|under|over)|\p{Ll}+(?:ed|en)\s+by)\b[^,;:]*$/u;

/** A clause this short ("I know, …", "I must say, …") is a comment on what follows rather than a sentence. */
const MIN_CLAUSE_WORDS = 4;

/** Whether the phrase ends in a word that is only a noun ("my brother", "the old man"). */
function isNounEnd(phrase: string): boolean {
  const tags = tagsOfWord(phrase.split(/\s+/u).at(-1) ?? '');
  return tags.has('Noun') && !['Verb', 'Adjective', 'Adverb'].some((tag) => tags.has(tag));
}

/** A plural noun that can be nothing else ("people", "cars"), the subject of a clause with no determiner. */
function isPluralNoun(word: string): boolean {
  const tags = tagsOfWord(word);
  return tags.has('Plural') && !['Verb', 'Adjective', 'Adverb', 'Pronoun', 'Determiner'].some((tag) => tags.has(tag));
}

const firstWord = (words: string): string => /^\s*(\p{L}+(?:['’]\p{L}+)?)/u.exec(words)?.[1] ?? '';

/** Where the words after the last of the given marks start (0 when there is none). */
function lastMarkEnd(text: string, marks: RegExp): number {
  let end = 0;
  for (const mark of matchesOf(marks, text)) end = mark.index + mark[0].length;
  return end;
}

const SUBORDINATOR_EACH = new RegExp(SUBORDINATOR.source, 'giu');

const TIME_OR_CONDITION = /^(?:if|when|whenever|unless|even if|(?:next|every|each)\s+time)$/iu;

/** Marks that start a new stretch of words: a comma, a semicolon, a colon, a bracket or a dash. */
const STRETCH_MARK = /[,;:()]|\s[-–—]\s/gu;

/** Words after which a subordinating word opens a clause inside the clause before ("I think that if …"). */
const OPENS_INNER_CLAUSE =
  /\b(?:that|and|or|but|so|then|yet|no|think|thought|believe|believed|know|knew|say|said|hope|feel|felt|guess|suppose|mean|wonder|sure|certain|afraid)\s*$/iu;

/** Words that open a clause naming a thing or a fact ("what happened", "how it works"). */
const NOUN_CLAUSE_WORD = /^(?:what|how|why|who)$/iu;

/**
 * Whether a subordinate clause may still be open where the comma stands, so that the comma only
 * closes it ("If it rains, we stay"). A subordinating word that follows a main clause's subject and
 * verb in the same stretch ("It was odd because it was easy, I …") opens a clause that ended that
 * sentence, and what follows the comma is a new one; one at the start of a stretch, or right after
 * "that", a conjunction or a verb of thinking ("I think if you go, you …"), opens a clause of its own.
 */
function subordinateClauseMayEnd(before: string): boolean {
  let stretchStart = 0;
  let lastEnd = -1;
  for (const subordinator of matchesOf(SUBORDINATOR_EACH, before)) {
    lastEnd = subordinator.index + subordinator[0].length;
    // A clause of condition or of a moment ("… if you stay up late, you …", "I remember when I was
    // ten, I …") usually leads into the clause after the comma, wherever it starts; one of "until"
    // or "because" rather ends the sentence before it.
    if (TIME_OR_CONDITION.test(subordinator[0])) {
      // "When we arrived, Jack woke up, there …": a main clause after its comma closed it already.
      if (!mainClauseFollows(before.slice(lastEnd))) return true;
      stretchStart = lastEnd;
      continue;
    }
    const upTo = before.slice(0, subordinator.index);
    const stretch = upTo.slice(Math.max(stretchStart, lastMarkEnd(upTo, STRETCH_MARK)));
    stretchStart = subordinator.index + subordinator[0].length;
    // "I knew what had happened, he …": a clause of "what" or "how" is the verb's object, never an
    // opening clause that leads into the words after the comma.
    const opensInner = !NOUN_CLAUSE_WORD.test(subordinator[0]) && OPENS_INNER_CLAUSE.test(stretch);
    if (opensInner || !hasSubjectAndVerb(stretch)) return true;
  }
  // "… because in the story, he …": the comma closes a phrase inside the subordinate clause.
  return lastEnd !== -1 && isPhraseOnly(before.slice(lastEnd));
}

/**
 * Whether a stretch after a comma in the words holds a main clause of its own: a subject and its
 * verb that no conjunction or subordinating word opens ("If it rains, we stay, …").
 */
function mainClauseFollows(words: string): boolean {
  const [own = '', ...stretches] = words.split(',');
  // "If in the past, they …": the comma falls inside a clause that has no verb yet.
  const clause = own.trimStart();
  if (!holdsFiniteClause(clause.charAt(0).toUpperCase() + clause.slice(1))) return false;
  return stretches.some(
    (stretch) =>
      /^\s*(?:I|we|they|he|she|it|there|you|the|my|our|his|her|their|this|these|those|\p{Lu}\p{Ll}+)\s/u.test(
        stretch,
      ) &&
      !SUBORDINATOR.test(stretch) &&
      !/^\s*(?:and|or|but|so|then|yet|that)\b/iu.test(stretch) &&
      hasSubjectAndVerb(stretch),
  );
}

/** Words with no subject and verb: no pronoun and verb, no finite verb, no noun followed by a word of its own. */
function isPhraseOnly(words: string): boolean {
  return (
    !holdsFiniteClause(words) &&
    !wordPattern('iu')`\b(?:${oneOf(ARTICLES, DEMONSTRATIVES)}|my|his|her|our|their|its)\s+\p{L}+\s+\p{L}+`.test(words)
  );
}

/** Whether the words end in "that" and an opening phrase of a preposition, with no subject and verb yet. */
function opensPhraseAfterThat(before: string): boolean {
  const phrase = /\bthat\s+((?:(?!\bthat\b).)*)$/isu.exec(before)?.[1];
  return (
    phrase !== undefined && tagsOfWord(firstWord(phrase).toLowerCase()).has('Preposition') && !holdsFiniteClause(phrase)
  );
}

function clauseStart(before: string): number {
  let start = 0;
  for (const mark of matchesOf(CLAUSE_START, before)) start = mark.index + mark[0].length;
  return start;
}

/**
 * A quotation mark, or the characters a wrong text encoding made of one (`ï¿½`, `�`) where no letter
 * stands on both sides of them (between letters they were an apostrophe: "wouldnï¿½t").
 */
const QUOTE_MARK = /["“”]|(?<!\p{L})(?:ï¿½|\uFFFD)|(?:ï¿½|\uFFFD)(?!\p{L})/u;

/**
 * "That is why", "this is because" point back at the whole sentence before and open a new one:
 * after a comma they splice two sentences whatever the clause before looks like.
 */
const POINTING_BACK = /,(\s+)(that|this)(\s+is|['’]s)\s+(?:why|because|the reason)\b/gu;

export const commaSplices: SentenceCheck = (sentence) => {
  const text = sentence.text;
  if (!text.includes(',')) return [];
  // Words in quotation marks before the comma may be speech it ends ("We are late, she said"); the
  // marks may be garbled by a wrong text encoding, which beside a letter stands for an apostrophe.
  const quoted = (match: RegExpExecArray): boolean => QUOTE_MARK.test(text.slice(0, match.index));
  for (const match of matchesOf(POINTING_BACK, text)) {
    if (quoted(match)) continue;
    const [, gap = '', pronoun = ''] = match;
    return [
      punctuationIssue(
        'commas.pointing-back-after-comma',
        sentence,
        match.index,
        `,${gap}${pronoun}`,
        `. ${pronoun.charAt(0).toUpperCase()}${pronoun.slice(1)}`,
        `“${pronoun.charAt(0).toUpperCase()}${pronoun.slice(1)} is why …” points back at the sentence before and starts a new one: “It was late. That is why we stayed.”`,
      ),
    ];
  }
  const splices = [
    ...matchesOf(SPLICE, text),
    ...matchesOf(NOUN_SPLICE, text),
    ...matchesOf(CAPITAL_NOUN_SPLICE, text),
    ...matchesOf(CONTRACTED_SPLICE, text),
    ...matchesOf(ADVERB_SPLICE, text),
    ...matchesOf(NOUN_PAST_SPLICE, text).filter((match) => isNounEnd(match[2] ?? '')),
    ...matchesOf(PLURAL_SPLICE, text).filter((match) => isPluralNoun(match[2] ?? '')),
  ];
  for (const match of splices) {
    const [, , pronoun = '', verb = ''] = match;
    if (quoted(match)) continue;
    // "The more we learn, the faster we grow"; "a concert, the income of which was …": one sentence.
    if (
      wordPattern(
        'u',
      )`^the\s+(?:more|less|fewer|\p{Ll}+er)\b|\b(?:${oneOf(PLACE_AND_TIME_PREPOSITIONS)}|of|which|whom|to|for|with|from)\b`.test(
        pronoun,
      )
    )
      continue;
    // "…, the day my sister was born": a noun and a clause that describes it (with no "that"), set
    // beside the date or noun before the comma; its subject is the second noun phrase, not a new sentence.
    if (CONTACT_CLAUSE.test(pronoun)) continue;
    const after = text.slice(match.index + match[0].length);
    // A short form ("'m", "'s", "'re") is a verb of its own; an adverb may come before the verb ("…, they both need").
    if (!isFiniteVerb(verb) && !/^['’]/u.test(verb) && !(isAdverbOnly(verb) && isFiniteVerb(firstWord(after))))
      continue;
    if (ASIDE_VERB.test(verb) && ASIDE_END.test(after)) continue;
    if (REPORTING_VERB.test(verb)) continue;
    // "People can talk, they can write, and they can share": clauses in a list, closed by "and".
    if (/,\s+and\b/iu.test(after)) continue;
    // "…, you know the kind of …", "…, you see": a filler aside, not a new sentence.
    if (pronoun.toLowerCase() === 'you' && /^(?:know|see)$/u.test(verb)) continue;
    // A full stop with no space after it ("children.On the other hand, you …") starts the clause, as
    // does one behind a closing quotation mark, garbled or not ("over.” Then, we …").
    const before = text.slice(lastMarkEnd(text.slice(0, match.index), SENTENCE_END_INSIDE), match.index);
    if (THINKING_VERB_END.test(before)) continue;
    // "… myself so, I left": the comma follows a conjunction that already joins the clauses (a
    // stray comma, not a splice); "… proud.next, his …": a full stop glued to the word before the
    // comma began a sentence there, whose opening word the comma sets off.
    if (/\b(?:and|but|or|so|yet)\s*$/iu.test(before) || /\p{L}[.!?]\p{Ll}+\s*$/u.test(before)) continue;
    // "… that is 'cleanliness' Nowadays, we …": a capital after a closing quote starts a new sentence there.
    if (/["'”’)]\s+\p{Lu}\p{Ll}+\s*$/u.test(before)) continue;
    // An anonymisation placeholder may stand for the opening word ("@CAPS1 the bus was late, we …"),
    // and an opening participle or infinitive ("Seeing that it rained, we …", "To do it well, you
    // …") sets off a phrase, not a sentence.
    if (/^\s*(?:@\p{L}+\d*|\p{Lu}\p{Ll}+ing)\b|^\s*To\s+\p{Ll}+[^,;:]*$/u.test(before)) continue;
    if (subordinateClauseMayEnd(before) || INVERTED_CONDITION.test(before)) continue;
    // "The trouble was that at that height, the ropes …": the comma closes an opening phrase inside
    // the clause of "that", whose subject comes after it.
    if (opensPhraseAfterThat(before)) continue;
    // "The book she wrote last year, it sold well": a noun and a clause describing it, taken up again
    // by a pronoun after the comma, is one sentence; a full stop would leave the noun phrase a fragment.
    if (resumesSubject(before, pronoun)) continue;
    // "…, however, we …" wants a semicolon before the adverb, which the linking-adverb rules ask for.
    if (LINKING_ADVERB_END.test(before)) continue;
    // "The main problem is, we …" leaves out "that" and "My view is that, it …" has a stray comma
    // after it; "Not only is it cheap, it is …" is one sentence.
    if (wordPattern('iu')`\b(?:${oneOf(FINITE_BE)})(?:\s+that)?\s*$`.test(before) || NEGATIVE_INVERSION.test(before))
      continue;
    const clause = before.slice(clauseStart(before));
    const clauseWords = clause.match(/\p{L}+/gu) ?? [];
    if (clauseWords.length < MIN_CLAUSE_WORDS) continue;
    // A clause that opens with a preposition ("In the end he …") may be an opening phrase and its clause.
    if (tagsOfWord((clauseWords[0] ?? '').toLowerCase()).has('Preposition')) continue;
    // "The winds kept shifting and, even tied to the mast, the ship …": a participle phrase after the
    // conjunction opens the clause after the comma, whose subject it describes.
    if (PARTICIPLE_PHRASE.test(clause)) continue;
    // "Jack grabbed it and put it away, he …": after a conjunction the subject may be back before it.
    // A noun subject and a form of "be", "have" or a modal ("Most of my cousins are farmers, they …")
    // count as a main clause too.
    if (!holdsSubjectAndFiniteVerb(clause) && !hasSubjectAndVerb(before.slice(lastMarkEnd(before, /[,;:]/gu))))
      continue;
    // One finding per sentence: a run of spliced clauses is one fault to mend.
    return [
      punctuationIssue(
        'commas.comma-splice',
        sentence,
        match.index,
        `,${match[1]}${pronoun}`,
        `. ${pronoun.charAt(0).toUpperCase()}${pronoun.slice(1)}`,
        'Two sentences joined by a comma alone need a full stop, a semicolon or a linking word: “It was late. We went home.”',
      ),
    ];
  }
  return [];
};
