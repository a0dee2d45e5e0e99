import type { Sentence } from '../../text/sentences';

/** What the essay sets out to do: each kind is judged by its own rubric. */
export type EssayKind = 'argument' | 'narrative' | 'source-response' | 'expository' | 'letter';

/**
 * What an assignment asks for, read from the genre words teachers use in any task, never from the
 * wording of particular assignments. First match wins: "After reading the memoir…" asks for a
 * response to it, not for a memoir, and "explain why you agree" asks for an argument.
 */
// A task that points at a text read ("the author", "the passage") asks for a response to it, even
// where it says "describe" or "explain".
const SUBJECT_KINDS: ReadonlyArray<readonly [RegExp, EssayKind]> = [
  [
    /\b(?:response|respond|analysis\s+of|the\s+(?:author|writer|narrator|poet|speaker)\b|the\s+(?:article|passage|excerpt|memoir|poem|text|selection|reading)\b|after\s+reading|reading\s+response|literary\s+analysis|based\s+on\s+the\s+(?:text|article|passage|excerpt|story|poem|memoir|essay|reading)|(?:details|evidence|examples)\s+from\s+the\s+(?:text|article|passage|excerpt|story|poem|memoir|essay|reading))\b/iu,
    'source-response',
  ],
  [
    /\b(?:narrative|story|memoir|personal\s+(?:essay|experience)|a\s+time\s+(?:when|that|you)|an?\s+(?:experience|moment|day)\s+(?:when|that|you)|tell\s+(?:us\s+)?about\s+(?:a|an|the)\s+(?:time|day|moment|experience))\b/iu,
    'narrative',
  ],
  // A letter to the paper's editor and a "should …?" question ask the writer to take a side.
  [
    /\b(?:argument(?:ative)?|persuasi(?:ve|on)|persuade|convince|opinion|debate|position|agree\s+or\s+disagree|take\s+a\s+(?:side|stand))\b|\bletter\s+to\s+(?:the|a)\s+(?:local\s+)?(?:newspaper|editor)|\bshould\b[^?]*\?/iu,
    'argument',
  ],
  // A letter or an email to someone who is not asked to be persuaded (a friend, a relative).
  [/\b(?:write|send)\s+(?:a|an)\s+(?:\p{L}+\s+)?(?:letter|e-?mail|note)\b/iu, 'letter'],
  [/\b(?:report|expository|explanatory|informative|inform|research|explain|describe)\b/iu, 'expository'],
];
/** A verb in the past tense: a common irregular one or a regular "-ed" (not the past of a stance). */
const PAST_VERB = String.raw`(?:was|were|had|went|got|saw|felt|said|told|came|thought|knew|took|gave|made|left|found|began|ran|sat|stood|heard|held|caught|brought|bought|threw|hid|hit|hurt|woke|fell|won|lost|met|ate|drank|drove|flew|swam|rode|wrote|drew|sang|spent|kept|became|chose|forgot|grew|led|paid|sent|slept|spoke|taught|wore|understood|(?!(?:believed|agreed|disagreed|argued|supported|opposed|needed|suggested|concluded)\b)\p{L}{2,}ed)`;
/** A story told in the first person and the past tense: "we painted", "I jumped", "I finally won". */
const FIRST_PERSON_PAST = new RegExp(
  String.raw`\b(?:I|we)\s+(?:(?:then|finally|just|soon|suddenly|both|all|never|always|\p{L}{3,}ly)\s+)?${PAST_VERB}\b`,
  'iu',
);
/**
 * A story told of someone else: "he" or "she" doing something in the past ("he rowed", "she had
 * waited"), in a sentence that orders it among other events ("then", "until", "by noon", "before
 * sunrise"). A report tells how things are or came to be, of things and groups, not what one
 * person did next.
 */
const THIRD_PERSON_PAST = new RegExp(
  String.raw`\b(?:he|she)\s+(?:(?:then|finally|just|soon|suddenly|never|always|\p{L}{3,}ly)\s+)?${PAST_VERB}\b`,
  'iu',
);
const ORDERS_EVENTS =
  /\b(?:then|until|before|after|as\s+soon\s+as|by\s+(?:noon|morning|evening|night|dawn|dusk|then)|at\s+last|finally|suddenly|later|that\s+(?:day|night|morning|evening))\b/iu;
/** The time phrases that place events: "one day", "last summer", "two years ago", "suddenly". */
const TIME_PHRASE =
  /\b(?:one\s+day|that\s+(?:day|night|morning)|when\s+I\s+was|the\s+next\s+(?:day|morning)|after\s+that|suddenly|last\s+(?:spring|summer|autumn|fall|winter|year|week|weekend|night|month)|(?:\p{L}+\s+)?(?:years?|months?|weeks?|days?)\s+ago)\b/iu;
const PAST_TENSE = new RegExp(String.raw`\b${PAST_VERB}\b`, 'iu');
/**
 * A case set up to explain an idea ("Imagine that one day you …", "Suppose you …", "If you …") tells
 * no events, whatever its time words.
 */
const HYPOTHETICAL = /\b(?:imagine|suppose|pretend|picture|say\s+that|what\s+if|if|whenever)\b/iu;

/**
 * A sentence that narrates: the first person in the past tense, a person's acts told in order, or a time phrase placing an event
 * told in the past ("One day a girl found …"). A time phrase in a present-tense or hypothetical
 * sentence ("Imagine that one day you find …") explains, it does not narrate.
 */
function narrates(text: string): boolean {
  if (FIRST_PERSON_PAST.test(text) || (THIRD_PERSON_PAST.test(text) && ORDERS_EVENTS.test(text))) return true;
  return TIME_PHRASE.test(text) && PAST_TENSE.test(text) && !HYPOTHETICAL.test(text);
}
/** Talk about a text that was read. */
const SOURCE_TALK =
  /\b(?:the\s+(?:author|writer|narrator|story|article|passage|memoir|poem|text|essay|excerpt|selection|novel|reading)|in\s+the\s+(?:story|text|article|passage|memoir|excerpt|selection)|the\s+reader|(?:author|writer|narrator)[’']s|(?:in|from)\s+paragraph\s+\d|the\s+(?:quote|sentence)\s+that\s+(?:reads|says)|(?:this|that|the)\s+(?:quote|quotation|line)\s+(?:shows|means|tells|proves|explains|suggests))\b/iu;
const TAKES_A_SIDE =
  /\b(?:I\s+(?:strongly\s+)?(?:believe|think|feel|agree|disagree)|in\s+my\s+opinion|should(?:n[’']t)?|must|ought\s+to)\b|^(?:do|would|could|can|have|did|what\s+if|wouldn[’']t|don[’']t)\s+you\b[^?]*\?\s*$/iu;
/**
 * A letter to someone ("Dear editor,", "Hi Grandma,") that takes a side even once argues its case;
 * one that takes none (thanks, news, an invitation) is judged as a letter.
 */
const SALUTATION = /^\s*(?:dear\b|(?:hi|hello|hey)\s+[\p{L}@][\p{L}\d' ]{0,30},|to\s+whom\s+it\s+may\s+concern\b)/iu;
/**
 * The closing words a letter is signed with, then at most a name: "Yours sincerely, Tom", "Love,".
 * "Love, in the end, is what matters" closes an essay, not a letter.
 */
const SIGN_OFF =
  /^\s*(?:(?:yours\s+)?(?:sincerely|truly|faithfully|respectfully|cordially)|yours(?:\s+truly)?|(?:best|kind|warm)\s+(?:regards|wishes)|regards|(?:with\s+)?love|your\s+(?:loving\s+)?(?:friend|student|son|daughter|grandson|granddaughter|niece|nephew|pal|cousin))\s*,(?:\s*[\p{L}@][\p{L}\d'’.-]*){0,3}[\s.!]*$/iu;

/** Share of sentences at which a feature marks the essay's kind. */
const NARRATIVE_SHARE = 0.2;
const SOURCE_SHARE = 0.15;
const ARGUMENT_SHARE = 0.08;

/**
 * The kind the subject names, otherwise the one the text shows. `opening` and `closing` are the
 * document's first and last sentences, where a letter's salutation and sign-off stand (the prose
 * judged may leave them out).
 */
export function detectEssayKind(
  sentences: readonly Sentence[],
  subject?: string,
  opening: readonly Sentence[] = sentences.slice(0, 2),
  closing: readonly Sentence[] = sentences.slice(-2),
): EssayKind {
  const named = subject ? SUBJECT_KINDS.find(([pattern]) => pattern.test(subject))?.[1] : undefined;
  if (named && named !== 'expository') return named;
  const shown = kindShown(sentences, opening, closing);
  // "Explain" and "describe" are asked of letters and stories too: a piece that greets and signs
  // off, or tells events, is judged as what it is, not as a report.
  if (named === 'expository') return shown === 'letter' || shown === 'narrative' ? shown : named;
  return shown;
}

/** The kind the text itself shows, by the share of its sentences that narrate, talk of a text read or take a side. */
function kindShown(
  sentences: readonly Sentence[],
  opening: readonly Sentence[],
  closing: readonly Sentence[],
): EssayKind {
  const total = Math.max(1, sentences.length);
  const share = (matches: (text: string) => boolean) =>
    sentences.filter((sentence) => matches(sentence.text)).length / total;
  const narration = share(narrates);
  const source = share((text) => SOURCE_TALK.test(text));
  const side = share((text) => TAKES_A_SIDE.test(text));
  const salutation = writtenAsLetter(opening, closing);
  if (source >= SOURCE_SHARE && source >= narration) return 'source-response';
  // A letter that tells news is still a letter.
  if (salutation && side === 0) return 'letter';
  if (narration >= NARRATIVE_SHARE && narration > side * 1.5) return 'narrative';
  if (side >= ARGUMENT_SHARE) return 'argument';
  if (salutation) return 'argument';
  return 'expository';
}

/**
 * A text that opens with a greeting ("Dear …", "Hi Sam,") or closes with a sign-off ("Yours
 * sincerely,", "Love,") is written to someone: its "you" is the one it is addressed to.
 */
export function writtenAsLetter(opening: readonly Sentence[], closing: readonly Sentence[] = []): boolean {
  return (
    opening.some((sentence) => SALUTATION.test(sentence.text)) ||
    closing.some((sentence) => SIGN_OFF.test(sentence.text))
  );
}

/** Only an argument is asked for a thesis and an opposing view. */

export function expectsThesis(kind: EssayKind): boolean {
  return kind === 'argument';
}

/** A story or a letter needs no sources; a response quotes its one text; arguments and reports cite. */
export function expectsSources(kind: EssayKind): boolean {
  return kind === 'argument' || kind === 'expository';
}

/** What the writer is told the piece is: "the story", "the response". */
export function kindNoun(kind: EssayKind): string {
  return {
    argument: 'essay',
    expository: 'essay',
    narrative: 'story',
    'source-response': 'response',
    letter: 'letter',
  }[kind];
}

/** The kind as the summary names it: "read as a narrative". */
export function kindLabel(kind: EssayKind): string {
  return {
    argument: 'an argument',
    narrative: 'a narrative',
    'source-response': 'a response to a text',
    expository: 'a report',
    letter: 'a letter',
  }[kind];
}
