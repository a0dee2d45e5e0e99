import { evidenceFrom } from '../../text/evidence';
import { contentWordsOf } from '../../text/keywords';
import { NUMBER_WORD } from '../../text/number-words';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { tagsOfWord } from '../../text/word-tags';
import { countWords } from '../../text/words';
import { listOf, singleLine } from '../wording';
import type { EssayKind } from './essay-kind';
import { hardToFollow } from './hard-to-follow';
import { quotationsIn, withoutQuotationsInSentence } from './quotations';
import { explainsWithSubstance, reflects, VERDICT_WORD } from './reasoning-evidence';
import { saysOnlyTheQuestion } from './response-readings';
import { isStatement, ownWords, reportsOthersView, tellsAStory } from './stance-reading';

/**
 * What a plain piece does well beyond its reasoning, each named with where it does it, so that the
 * strong points are never empty for a piece that has any: events told in order, dialogue that
 * brings a scene to life, reflection quoted where it is made.
 */

/**
 * A word that places a sentence in a sequence. An argument's points are put in order by words that
 * open their sentences ("First, …", "Finally, …"); a story's events by such words anywhere ("I
 * finally got in", "then we left").
 */
const SEQUENCE_WORD =
  '(?<marker>first(?:ly)?|second(?:ly)?|third(?:ly)?|then|next|after(?:wards?|\\s+that)?|later|finally|at\\s+last|at\\s+first|in\\s+the\\s+end|eventually|soon|meanwhile|the\\s+next\\s+(?:day|morning|night|week)|lastly)\\b';
const OPENS_IN_SEQUENCE = new RegExp(`^\\s*["“]?${SEQUENCE_WORD}`, 'iu');
/**
 * In a story, ordinals and "next" order events only where they open a sentence or clause ("First,
 * we…", "…, and next we…") and not as the first word of a time or place: "paused for a second", "my
 * first day" and "go next time" order nothing.
 */
const ORDERS_ANYWHERE =
  'then|after(?:wards?|\\s+that)?|later|finally|at\\s+last|at\\s+first|in\\s+the\\s+end|eventually|soon|meanwhile|the\\s+next\\s+(?:day|morning|night|week)';
const ORDERS_OPENING_A_CLAUSE =
  '(?<=(?:^|[,;:]|\\band|\\bthen)\\s*["“]?)(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|next|lastly)(?!\\s+(?:time|door|to|of|year|week|month|day|floor|grade|place|chance)\\b)';
const SEQUENCE_ANYWHERE = new RegExp(`\\b(?<marker>${ORDERS_ANYWHERE}|${ORDERS_OPENING_A_CLAUSE})\\b`, 'iu');
const MIN_SEQUENCED_SENTENCES = 3;
const MIN_SEQUENCE_WORDS = 2;
const SEQUENCE_WORDS_NAMED = 3;
/**
 * Words spoken in a scene: quoted words that end as speech does, with "!", "?" or a comma before the
 * closing mark ("Run!" she yelled; "Wait," he said). A title or a quoted term ends on no such mark.
 */
const SPOKEN = /["“](?<words>[^"”\n]{1,80}?[!?,])["”]/gu;
/**
 * Speech stands as a clause of its own: it opens the sentence or follows a stop, a comma or a colon
 * ("She said, “Wait!”"). Marks inside the writer's own noun phrase ("I am an all-round “fan!”") set
 * off a label, not words spoken.
 */
const BEFORE_SPEECH = /(?:^|[.!?:,;]["”]?)\s*$/u;

/** The first words spoken in a sentence, where they stand as speech stands. */
function spokenIn(text: string): string | undefined {
  return matchesOf(SPOKEN, text).find((match) => BEFORE_SPEECH.test(text.slice(0, match.index)))?.groups?.words;
}
/** The longest reflection quoted: one shown whole, never cut. */
export const REFLECTION_QUOTE_MAX_WORDS = 25;
/** A stop followed by a small letter: two sentences run together, or one the splitter could not end. */
const RUN_TOGETHER = /[.!?]\s+\p{Ll}/u;

/**
 * A detail a reader can picture: a figure ("twelve metres", "3 o'clock") or a name (a capitalised
 * word inside the sentence). "One" is left out: "one day" names nothing. A placeholder an anonymised
 * text holds ("@PERSON1", "@DATE1") shows the reader no detail: the words quoted back would hold none.
 */
const CONCRETE_DETAIL = new RegExp(
  String.raw`\d|\b(?!one\b)${NUMBER_WORD}\b|(?<=\p{L}[,;:]?\s+)(?!I\b)\p{Lu}\p{Ll}+`,
  'gu',
);
/** A story told in detail tells at least this many events, this many of them with a concrete detail. */
const MIN_TOLD_EVENTS = 4;
const MIN_DETAILED_EVENTS = 2;
/**
 * The sentence shown for it is one told in full (not cut), with two details at least: a single
 * place named ("we went to the fair") sums an outing up rather than letting a reader see it.
 */
const MAX_SHOWN_EVENT_WORDS = 30;
const MIN_SHOWN_DETAILS = 2;
/**
 * Not a scene: a habit ("every now and again", "would", "used to"), what people say in general
 * ("Some people have said that…"), an example brought in ("For example, …") or a wait still going
 * on ("I've been waiting…").
 */
const NOT_A_SCENE =
  /\b(?:every\s+now\s+and\s+(?:again|then)|every\s+(?:day|week|time|summer|year)|always|usually|often|would|will|used\s+to|(?:have|has|['’]ve)\s+been\s+\p{L}+ing|(?:people|everyone|they)\s+(?:have\s+|has\s+)?(?:say|says|said)\s+that)\b|^\s*for\s+(?:example|instance)\b/iu;

/**
 * A word an anonymised text replaced by a placeholder ("@CAPS2", "@DATE1"): its figure is no figure,
 * and a sentence holding one shows the reader a gap, not a model of the writer's telling.
 */
const ANONYMISED_WORD = /@\p{Lu}+\d*/gu;

function concreteDetails(sentence: Sentence): number {
  return (withoutQuotationsInSentence(sentence.text).replace(ANONYMISED_WORD, ' ').match(CONCRETE_DETAIL) ?? []).length;
}

/**
 * Whether a sentence can be quoted as a model of the writer's telling: whole, readable, and in their
 * own words, with no more words anonymised than `maxAnonymised` (a detail must be seen; a reflection
 * reads with a name left out, not with several words gone).
 */
function shownAsAModel(sentence: Sentence, maxWords: number, maxAnonymised: number): boolean {
  return (
    countWords(sentence.text) <= maxWords &&
    !RUN_TOGETHER.test(sentence.text) &&
    (sentence.text.match(ANONYMISED_WORD) ?? []).length <= maxAnonymised &&
    !hardToFollow(sentence)
  );
}

/**
 * A story that tells what happened with details a reader can picture (names, figures): the first
 * such sentence, when enough of its events are told and enough of them in detail. A piece that
 * tells of a habit or defines a virtue in the present tells no events. The sentence shown must show
 * it: a scene told in full, in words a reader can follow, with its details in the writer's own words.
 */
function detailedEvent(sentences: readonly Sentence[]): Sentence | undefined {
  const told = sentences.filter(tellsAPastEvent);
  const detailed = told.filter((sentence) => concreteDetails(sentence) > 0);
  if (told.length < MIN_TOLD_EVENTS || detailed.length < MIN_DETAILED_EVENTS) return undefined;
  return detailed.find(
    (sentence) =>
      concreteDetails(sentence) >= MIN_SHOWN_DETAILS &&
      quotationsIn(sentence.text).length === 0 &&
      !NOT_A_SCENE.test(sentence.text) &&
      shownAsAModel(sentence, MAX_SHOWN_EVENT_WORDS, 0),
  );
}

/** Whether a sentence tells something that happened: a verb in the past tense. */
export function tellsAPastEvent(sentence: Sentence): boolean {
  return (sentence.text.match(/\p{L}+/gu) ?? []).some((word) => tagsOfWord(word.toLowerCase()).has('PastTense'));
}

/**
 * The words that put a piece's events or points in order, as the strengths name them ("then",
 * "soon", "finally"): none where too few sentences are ordered by them.
 */
export function orderMarkedBy(sentences: readonly Sentence[], kind: EssayKind): string[] {
  return sequenceWords(sentences, kind === 'narrative' ? SEQUENCE_ANYWHERE : OPENS_IN_SEQUENCE);
}

export function craftStrengths(sentences: readonly Sentence[], kind: EssayKind): string[] {
  const strengths: string[] = [];
  const sequence = orderMarkedBy(sentences, kind);
  if (sequence.length > 0)
    strengths.push(
      kind === 'narrative'
        ? `Tells its events in order, marked by ${listOf(sequence.map((word) => `“${word}”`))}.`
        : `Takes its points in order, marked by ${listOf(sequence.map((word) => `“${word}”`))}.`,
    );
  if (kind === 'narrative') {
    const spoken = sentences.map((sentence) => spokenIn(sentence.text)).find(Boolean);
    if (spoken) strengths.push(`Brings a scene to life with dialogue (“${spoken.replace(/,$/u, '')}”).`);
    const detailed = detailedEvent(sentences);
    if (detailed)
      strengths.push(`Tells what happened with details a reader can picture, as in “${shownWords(detailed)}”.`);
  }
  return strengths;
}

/** The reflection of a story, quoted whole where it is made. */
export function reflectionStrength(sentences: readonly Sentence[]): string | undefined {
  // A story most often reflects at its end: the last reflection is the one a reader remembers. A
  // line a reader cannot follow is no reflection to quote back as a strength.
  // It is shown whole, so the reader sees the thought complete: a long sentence cut short, two run
  // together (a stop before a small letter) or one with several words anonymised shows a reader
  // no reflection they can follow.
  const reflecting = shownReflection(sentences);
  if (!reflecting) return undefined;
  return `Reflects on what the events meant to the writer (“${shownWords(reflecting, REFLECTION_QUOTE_MAX_WORDS)}”).`;
}

/** The reflection shown wherever the feedback credits a story's reflection: the last one a reader can follow whole. */
export function shownReflection(sentences: readonly Sentence[]): Sentence | undefined {
  return sentences.findLast((sentence) => reflects(sentence) && shownAsAModel(sentence, REFLECTION_QUOTE_MAX_WORDS, 1));
}

/**
 * The words that link a reason or an example to a claim: "because", "since", "so that", "for
 * example", "for instance". "Because of" names a cause, not a reason argued; "since then", "since
 * 2019" and "ever since" tell of time.
 */
const LINKS_A_REASON =
  /\b(?:because(?!\s+of\b)|(?<!\bever\s)since(?!\s+(?:then|\d|last|the\s+(?:day|time|start|beginning)|childhood|birth)\b)|so\s+that(?!\s+(?:is|was|were|are)\b|['’]s\b)|for\s+(?:example|instance))\b/giu;
/** A sentence that opens on an example: "For example, …". */
const OPENS_ON_EXAMPLE = /^\s*["“]?for\s+(?:example|instance)\b/iu;
/** The link that brings in an example rather than a reason. */
const EXAMPLE_LINK = /^for\s+(?:example|instance)$/iu;
/** Words of the claim a reason backs, before its linking word: "Lessons tire pupils because …". */
const MIN_CLAIM_WORDS = 3;
/**
 * Words of a reason that name something the claim does not ("because most teenagers fall asleep
 * after midnight"): fewer, or only praise and blame ("because it is better", "because it is a good
 * idea"), and the reason asserts the claim again rather than backing it.
 */
const MIN_SPECIFIC_WORDS = 2;
const SHOWN_QUOTE_MAX_WORDS = 40;
/** A fragment ("For example science.") shows no point explained: a shown reason is a clause of its own. */
const MIN_SHOWN_REASON_WORDS = 6;

/**
 * The first sentence a reader can follow that backs a claim with a reason or an example of its own:
 * a linking word with the claim before it (or, after "For example", in the sentence before) and,
 * after it, words that name something specific the claim does not hold.
 */
export function sentenceBackingAClaim(
  sentences: readonly Sentence[],
  position?: Sentence,
  { examples = true, events = true, question }: ShownReasonOptions = {},
): Sentence | undefined {
  return sentences.find((sentence, index) => {
    if (!shownAs(sentence, position, { examples, events, question })) return false;
    const own = withoutQuotationsInSentence(sentence.text);
    // The cheap reading first: whether the writer argues is read only where a reason is linked.
    const linked = [...own.matchAll(LINKS_A_REASON)].some((match) => {
      if (!examples && EXAMPLE_LINK.test(match[0])) return false;
      const before = own.slice(0, match.index);
      const opensOnExample = EXAMPLE_LINK.test(match[0]) && countWords(before) === 0;
      const claim = opensOnExample ? (sentences[index - 1]?.text ?? '') : before;
      if (countWords(claim) < MIN_CLAIM_WORDS) return false;
      // The reason may quote the text: quoted words are specific evidence too.
      const reason = sentence.text.slice(match.index + match[0].length);
      return specificWords(reason, claim) >= MIN_SPECIFIC_WORDS;
    });
    return linked && arguesInOwnVoice(sentence);
  });
}

/** The first sentence a reader can follow that says what a point means or why it matters. */
export function sentenceExplaining(
  sentences: readonly Sentence[],
  position?: Sentence,
  options: ShownReasonOptions = {},
): Sentence | undefined {
  // A reason that adds something of its own: "so it was hard" explains nothing a reader can check.
  return sentences.find(
    (sentence, index) =>
      shownAs(sentence, position, options) &&
      countWords(sentence.text) >= MIN_SHOWN_REASON_WORDS &&
      explainsWithSubstance(sentence, sentences[index - 1], options) &&
      arguesInOwnVoice(sentence),
  );
}

/**
 * The sentence shown as the writer's reasoning, the same one wherever the feedback shows it: a claim
 * backed by a reason of its own, else a point explained. The position itself is never shown as a
 * reason for it: "computers help us because they are useful" is the claim the reasons must back.
 */
export function shownReasoning(
  sentences: readonly Sentence[],
  position?: Sentence,
  question?: string,
): Sentence | undefined {
  const options = { question };
  return sentenceBackingAClaim(sentences, position, options) ?? sentenceExplaining(sentences, position, options);
}

/**
 * The sentence shown where the feedback says the writer explains why or gives a reason: one that
 * gives a reason or reasons out a consequence. An example ("For example, the hall stays open late")
 * shows a case of the point, not why it holds, so it is never shown as a reason.
 */
export function shownReason(
  sentences: readonly Sentence[],
  position?: Sentence,
  { events = true, question }: { events?: boolean; question?: string } = {},
): Sentence | undefined {
  const reasonsOnly = { examples: false, events, question };
  return (
    sentenceBackingAClaim(sentences, position, reasonsOnly) ?? sentenceExplaining(sentences, position, reasonsOnly)
  );
}

/** Whether a sentence may be shown as the reasoning the options ask for. */
function shownAs(sentence: Sentence, position: Sentence | undefined, options: ShownReasonOptions): boolean {
  return (
    !statesThePosition(sentence, position) &&
    (options.events !== false || !tellsAPastEvent(sentence)) &&
    // A sentence brought in as an example ("For example, the mayor said he would…") tells a case,
    // whatever reasoning words it holds.
    (options.examples !== false || !OPENS_ON_EXAMPLE.test(sentence.text)) &&
    // "The author ends it this way because it needed an ending" says the question back: no reason.
    (options.question === undefined || !saysOnlyTheQuestion(sentence.text, options.question))
  );
}

/**
 * Which sentences may be shown as a reason: with `examples: false`, not one that only offers an
 * example; with `events: false`, not one that tells what happened (in a story, the "because" of an
 * event is the plot's cause, not the writer's thinking).
 */
interface ShownReasonOptions {
  examples?: boolean;
  events?: boolean;
  /** The question a response answers, when known: a sentence that only says it back is not shown. */
  question?: string;
}

/** Whether the sentence holds the position (the thesis found), on the same page and overlapping it. */
function statesThePosition(sentence: Sentence, position: Sentence | undefined): boolean {
  return (
    position !== undefined &&
    sentence.page === position.page &&
    sentence.start < position.end &&
    position.start < sentence.end
  );
}

/**
 * A sentence that reports what someone in the text said or decided ("Tomas tells him he will run
 * again because…", "She decided to stay since…"): its reason is the story's, not the writer's. A
 * pointer back ("This tells us…") or an indefinite ("Everyone says…") is no one in the text.
 */
const REPORTS_A_PARTICIPANT =
  /^\s*(?:(?:[Tt]hen|[Ll]ater|[Ff]inally|[Aa]t\s+the\s+end|[Ii]n\s+the\s+end)[\s,]+)?(?:[Hh]e|[Ss]he|[Tt]hey|(?!(?:This|That|These|Those|It|There|Here|Which|What|Everyone|Nobody|People|The|An?)\b)\p{Lu}\p{Ll}+)\s+(?:\p{L}+ly\s+)?(?:tells?|told|says?|said|asks?|asked|promises?|promised|decides?|decided|replies|replied|answers?|answered|yells?|yelled|thinks|thought)\b/u;

/**
 * A passage the writer gives to the text or its author ("According to the article, …", "The author
 * says …", "The article shows …", "In the story it says …"): its reason is the source's, not the
 * writer's; "the article shows the bridge was hard to build" says the claim again as the text's.
 */
const ATTRIBUTED_TO_THE_TEXT =
  /^\s*(?:according\s+to\b|(?:in\s+)?the\s+(?:author|writer|narrator|text|article|story|passage|memoir|excerpt|essay|book|poem|report)\s+(?:also\s+)?(?:says?|said|shows?|showed|suggests?|suggested|states?|stated|writes?|wrote|explains?|explained|mentions?|mentioned|tells?|told|describes?|described|claims?|claimed|notes?|noted)\b|in\s+the\s+(?:text|article|story|passage|memoir|excerpt|book|poem)\s*,?\s+it\s+says\b)/iu;
/**
 * A scene set up for the reader to picture ("Imagine you are…", "Picture this…", "Suppose…", "…, if
 * you will"): it asks the reader to see something, it gives no reason.
 */
const SETS_A_SCENE = /^\s*(?:imagine|picture|suppose|pretend|envision)\b|\bif\s+you\s+will\b/iu;
/**
 * A sentence that sums up what came before ("In conclusion, …", "All in all, …", "Based on what you
 * just read, …", "As you can see, …", "For these reasons, …", "That is why …", "My point is …") restates reasons already given: it is
 * no example of a reason given. "Therefore, …" set off by its comma draws the claim from the reasons
 * before it: it states what they lead to, not why.
 */
const SUMS_UP =
  /^\s*(?:(?:that|this)\s+is\s+(?:why|the\s+reason)|that['’]s\s+why|(?:therefore|thus|hence|consequently)\b\s*,|in\s+conclusion|to\s+(?:sum\s+(?:it\s+)?up|conclude|wrap\s+(?:it\s+)?up)|all\s+in\s+all|in\s+(?:summary|short|closing)|overall|based\s+on\s+(?:what|all|this|these|that)|as\s+(?:you|we)\s+can\s+(?:see|tell)|(?:well\s+|so\s+)?my\s+(?:main\s+)?(?:point|argument)\s+is|(?:for|because\s+of)\s+(?:these|those|all\s+(?:of\s+)?(?:these|those)|the\s+reasons?)\b)/iu;
/**
 * A clause with no sentence around it: one that opens on "Which" or on "That" and its subject ("That
 * it was windy, and …") hangs on a sentence the writer did not write.
 */
const DEPENDENT_FRAGMENT = /^\s*(?:which\b|that\s+(?:it|he|she|they|we|I|you|there)\b)/iu;
/**
 * A reason clause standing alone ("Because the town has no other quiet room."): it answers a
 * question the writer did not write, and no claim stands beside it for the reason to back. "Because
 * it rained, we stayed in" has its main clause after the comma.
 */
const LONE_REASON_CLAUSE =
  /^\s*because\b(?![^.!?]*,\s*(?:I|you|he|she|it|we|they|this|that|these|those|there|the|a|an|my|our|his|her|their|people|everyone|nobody)\b)/iu;
/**
 * A reason with no claim before it: "Also why is because …", "The reason why is because …", "Why is
 * because …". The frame names no claim, so the reason backs nothing a reader can see.
 */
const REASON_WITHOUT_A_CLAIM =
  /^\s*(?:(?:also|and|so|but|the|my|one|another|main|first(?:ly)?|second(?:ly)?|third(?:ly)?)[\s,]+)*(?:reasons?\s+)?why\s+(?:is|was|it\s+is|it\s+was)\s+(?:\p{L}+ly\s+)?because\b/iu;
/**
 * A finding reported from a study or a survey ("A survey of the class shows that most pupils read at
 * night"): evidence the source gives, not the writer's reasoning about it.
 */
const REPORTS_A_FINDING =
  /^\s*(?:(?:a|an|the|this|that|one|another|recent|new)\s+)?(?:[\p{L}@'’-]+\s+){0,2}?(?:survey|study|studies|research|poll|report|statistics?|experiment)\b[^.!?]*?\b(?:shows?|showed|shown|found|finds|proves?|proved|says?|said|suggests?|suggested)\b/iu;
/**
 * A plan of the reasons to come ("The reasons why I think this are …", "There are three reasons
 * …", "My reasons are …"): it lists the points the essay will argue; it argues none of them yet.
 */
const PREVIEWS_REASONS =
  /^\s*(?:(?:the|my|our)\s+(?:\p{L}+\s+)?reasons\b|there\s+are\s+(?:\p{L}+\s+){0,2}reasons\b|I\s+have\s+(?:\p{L}+\s+){0,2}reasons\b)/iu;
/**
 * A condition that ends in an instruction ("If they dislike a book then don't borrow it"): it tells
 * the reader what to do, it gives no reason.
 */
const CONDITION_THEN_INSTRUCTION =
  /\bif\b[^.!?]*?(?:,\s*|\bthen\s+)(?:just\s+|simply\s+)?(?:don['’]?t|do\s+not|never|please|stop|go)\b/iu;

/**
 * A question put where the reason should stand ("… is great because have you ever missed a
 * friend"): it asks the reader, it gives no reason.
 */
const REASON_AS_QUESTION =
  /\b(?:because|since)\s+(?:have|has|had|do|does|did|are|is|was|were|can|could|would|will|should)\s+(?:you|we|they|people)\b/iu;

/**
 * A "because" that gives only who says so ("… because like the author says, "…"", "because, as she
 * writes, …", "because the text says …"): it points to a source where the reason should stand; what
 * the quotation shows is left for the reader to work out.
 */
const REASON_IS_A_SOURCE =
  /\b(?:because|since)\s*,?\s+(?:(?:like|as)\s+(?:[\p{L}@'’]+\s+){1,3}?|(?:he|she|they|it|the\s+(?:author|writer|narrator|text|article|story|passage|memoir|excerpt|book|poem)\s+)(?:also\s+)?)(?:says?|said|states?|stated|writes?|wrote|puts?\s+it|mentions?|mentioned|explains?|explained)\b/iu;

/**
 * A sentence whose reason the writer argues: one a reader can follow, that states rather than asks,
 * and neither tells what happened to the writer ("I had to look for my dad so that he could pay")
 * nor reports the reason of a view others hold ("Some parents feel it is good because …"), of the
 * text or a study's finding; not a scene set up, a summary, a fragment or an instruction.
 */
export function arguesInOwnVoice(sentence: Sentence): boolean {
  const own = ownWords(sentence.text);
  const shape = [
    ATTRIBUTED_TO_THE_TEXT,
    SETS_A_SCENE,
    SUMS_UP,
    DEPENDENT_FRAGMENT,
    LONE_REASON_CLAUSE,
    REASON_WITHOUT_A_CLAIM,
    REPORTS_A_PARTICIPANT,
    REPORTS_A_FINDING,
    CONDITION_THEN_INSTRUCTION,
    PREVIEWS_REASONS,
    REASON_AS_QUESTION,
    REASON_IS_A_SOURCE,
  ];
  // Tagging a sentence to see whether a reader can follow it costs most: it is read last.
  return (
    isStatement(sentence.text) &&
    !tellsAStory(own) &&
    !reportsOthersView(own) &&
    !shape.some((pattern) => pattern.test(own)) &&
    !hardToFollow(sentence)
  );
}

/** The content words of `reason` that `claim` does not hold and that name something rather than judge. */
function specificWords(reason: string, claim: string): number {
  const given = new Set(contentWordsOf(claim).map((word) => word.toLowerCase()));
  return contentWordsOf(reason).filter((word) => !given.has(word.toLowerCase()) && !VERDICT_WORD.test(word)).length;
}

/** A sentence as the reader finds it in the text, cut after `max` words. */
export function shownWords(sentence: Sentence, max = SHOWN_QUOTE_MAX_WORDS): string {
  const quote = singleLine(evidenceFrom(sentence).quote);
  const words = quote.split(/\s+/u);
  return words.length > max ? `${words.slice(0, max).join(' ')} …` : quote;
}

/** The words that open sentences in sequence, as written, in the order the text first uses them. */
function sequenceWords(sentences: readonly Sentence[], marker: RegExp): string[] {
  const markers = sentences
    .map((sentence) => marker.exec(sentence.text)?.groups?.marker)
    .filter((marker): marker is string => marker !== undefined);
  const distinct = [...new Map(markers.map((marker) => [marker.toLowerCase(), marker])).values()];
  return markers.length >= MIN_SEQUENCED_SENTENCES && distinct.length >= MIN_SEQUENCE_WORDS
    ? distinct.slice(0, SEQUENCE_WORDS_NAMED)
    : [];
}
