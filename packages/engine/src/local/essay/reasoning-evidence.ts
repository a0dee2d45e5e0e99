import { contentWordsOf } from '../../text/keywords';
import { matchesOf } from '../../text/pattern-matches';
import { rememberedPerText } from '../../text/remembered-words';
import type { Sentence } from '../../text/sentences';
import { tagsOfWord } from '../../text/word-tags';
import { countWords } from '../../text/words';
import { givesAnothersReasonOrAWish } from './attributed-reasons';
import { consequenceCues } from './consequence-cues';
import { detailMeaningCues } from './detail-meaning';
import { quotedPassagesIn, withoutQuotationsInSentence } from './quotations';
import { addsContent } from './restated-reason';

/** What the readings of reasoning look at in a sentence: its words alone. */
type SentenceText = Pick<Sentence, 'text'>;

/**
 * Sentences that explain: a reason given, a purpose, a result, an example offered for a point, or
 * what a fact or quotation shows or stands for. The critical-thinking score, its note, the
 * argument's "backs claims" and its logical gaps all read this one list, so no part of the feedback
 * says the essay reasons while another scores it as if it did not. "It clearly shows" explains as
 * "it shows" does; a consequence reasoned out ("if … would", "if … then", "too weak to", "so heavy
 * that") explains as "because" does; "the geese symbolize…", "the flower represents…" say what a
 * detail means, and "…," shows how / gives the reader a feeling of …" or "puts the reader in a … mood"
 * what a quotation does; "the weight would put stress on…", "a fire there would be far more deadly"
 * reason out a consequence. "So,
 * that is when…" (a pause, not a purpose) is not "so that", nor is "So that's…" (an aside: "that" is
 * its subject); "if you will" is a figure of speech, no condition. English gives reasons in many clause
 * shapes besides "because": a condition and what follows from it ("if …, they can …"), a result
 * clause ("such a … that", "and so"), a consequence told by what a thing does or would do ("which
 * made…", "it would make…", "that way", "otherwise"), a cause named ("because of", "thanks to").
 * An indirect question ("wondered if they could fly", "asked whether it would help") asks, it
 * does not reason: its "if … could" and "it would" are not read as a consequence. A report of what
 * the text does ("the author emphasized…", "is trying to say…", "the passage") says what, not why;
 * "as a solution" brings in what someone did, not why;
 * a reasoning word inside a quotation is the source's, not the writer's. Someone in the text said to
 * show a feeling ("she also shows how glad she is") is the text retold, not the writer's reading of
 * it; "so grateful that …" and "so sure that …" say what the feeling is about, not what it led to.
 * "In the hope that …" gives the purpose an act was done for, as "in order to" does. "And so do
 * my friends" (a verb before its subject) says "also": the same holds for others, no reason.
 */
const EXPLANATION =
  /\b(?:because|since|so\s+that(?!\s+(?:is|was|were|are)\b|['’]s\b)|therefore|thus|hence|consequently|as\s+a\s+result|this\s+is\s+(?:why|because|how)|that\s+is\s+why|which\s+(?:means|shows|suggests|proves|explains)|(?:means|meant|meaning)\s+that|(?:puts?|putting)\s+(?:you|the\s+reader|readers|us|me)\s+in(?:to)?|would\s+(?:\p{L}+ly\s+)?(?:put|cause|reduce|increase|lead|result|damage|destroy|harm|endanger|prevent|occur|be\s+(?:far\s+|much\s+|even\s+)?(?:more|less)\s+\p{L}+)|(?:this|that|it|these|which)\s+(?:\p{L}+ly\s+)?(?:shows?|showed|means|meant|suggests?|implies|proves?|explains?|tells?\s+(?:us|the\s+reader)|reveals?)(?!(?:\s+\p{L}+ly)?\s+(?:in|through|throughout)\b)|(?:this|the|that)\s+(?:quote|quotation|line|passage|detail|example|evidence)\s+(?:\p{L}+ly\s+)?(?:shows?|showed|means|meant|suggests?|implies|proves?|explains?|reveals?|tells?\s+(?:us|the\s+reader))|for\s+(?:example|instance)|(?<!\b(?:he|she|they|I|we|you)\s+(?:(?:also|really|clearly|\p{L}+ly)\s+)?)(?:shows?|showed|showing|demonstrates?|demonstrating|proving|suggesting|revealing)\s+(?:that|how(?!\s+to\b)|why)|(?:gives?|gave|makes?|made)\s+(?:the\s+reader|readers|us|you|me)\s+(?:feel|a\s+(?:feeling|sense)|feelings|think|see|understand)|symboli[sz](?:es?|ed)|represents?|represented|signif(?:y|ies|ied)|stands?\s+for|in\s+other\s+words|it\s+follows|the\s+reason|due\s+to|leads?\s+to|causes?|in\s+order\s+to|in\s+(?:the\s+)?hopes?\s+(?:that|of)|as\s+a\s+consequence|so\s+(?!(?:grateful|thankful|glad|proud|sure|certain|aware|sorry|relieved|lucky|blessed|pleased|confident|convinced)\s)\p{L}+\s+that|too\s+\p{L}+\s+to|(?<!\b(?:wonder(?:s|ed|ing)?|ask(?:s|ed|ing)?|know|knew|see|saw|check(?:s|ed)?|decide[sd]?|sure|doubt(?:s|ed)?|question(?:s|ed)?)\s+)if\b(?!\s+you\s+will\b)[^.!?]{1,80}?\b(?:would|will|then|can|could|might|should)|(?:which|that)\s+is\s+why|that['’]s\s+why|because\s+of|thanks\s+to|(?:which|this|that)\s+(?:made|makes|meant|led|helped|kept|let|allowed)(?!\s+(?:me|us|you|the\s+reader|readers)\s+(?:feel|think)\b)|(?<!\b(?:whether|if)\s+)(?:it|that|this|which)\s+(?:would|will|could|can|might)\s+(?:not\s+)?(?:make|help|let|give|keep|stop|cause|mean|take|save|allow|hurt|ruin|change)|such\s+an?\s+(?:\p{L}+\s+){1,3}that|that\s+way|otherwise)\b|(?:,\s+|^\s*|\band\s+)so\b(?!\s+(?:much|many|far|long|few|little|on|forth)\b)(?!\s+(?:do|does|did|am|is|are|was|were|have|has|had|can|could|will|would|should)\s+(?!not\b)(?:I|you|he|she|it|we|they|many|most|some|all|the|my|our|his|her|their|other|others|lots|every\p{L}*)\b)/giu;
/**
 * A story's thinking is its reflection on what happened: what was learned, what the writer now
 * thinks or feels about it ("I guess it was a good thing", "I am glad"), what it taught or changed,
 * what it did to the people in it ("brought us closer", "from that day on", "took my mind off", "paid
 * off"), what the writer still thinks of it ("to this day", "the lesson was"), what the writer will
 * do next time or should have done ("next time I will wait", "I should have listened"): a lesson
 * drawn. A bare "it was worth it" judges without saying what made it so: it is reflection only with its reason ("worth it
 * because…"). "I was glad when the bell rang" tells the feeling of a moment, not what the events
 * meant: gladness is reflection when it says what of ("glad that I waited", "proud of"). What the
 * writer noticed or wondered at the time ("I noticed the looks", "I wondered where it was") is told
 * as part of the events, not thought about after them.
 */
export const REFLECTION =
  /\b(?:I\s+(?:learned|learnt|realized|realised|understood|remember(?!\s+(?:\p{L}+ing|when|one|once|a\s+time|the\s+(?:day|time|night|morning|first)|that\s+(?:day|time|night|morning))\b))|(?:the\s+)?moral\s+of\s+the\s+story|taught\s+me|made\s+me\s+(?:think|realize|realise)|looking\s+back|now\s+I|ever\s+since|I\s+(?:guess|suppose)|I\s+will\s+never\s+forget|I\s+(?:am|was|['’]m)\s+(?:so\s+|very\s+|really\s+)?(?:glad|grateful|thankful|proud)\b(?!\s+(?:when|once|after|as\s+soon\s+as)\b)|it\s+was\s+(?:a\s+)?(?:good|great|lucky|wonderful)\s+thing|(?:has|have|had)\s+(?:its|their)\s+(?:advantages|rewards|benefits)|(?:that|this|the)\s+(?:experience|day|moment|trip)\s+(?:taught|showed|changed|made)|(?:brought|made)\s+(?:us|me|them|our\s+family)\s+(?:\p{L}+\s+)?(?:closer|together)|from\s+that\s+(?:day|moment|time|night)\s+on|worth\s+(?:it|the\s+(?:wait|waiting|trouble|effort))\s+(?:because|since|for|to|when|as)|paid\s+off|(?:took|take|takes|get|got|gets)\s+(?:my|our|his|her|their)\s+minds?\s+off|(?:made|makes|helped|helps)\s+(?:me|us)\s+(?:feel|realize|realise|understand|appreciate|see|want|stronger|better|calmer|closer)|the\s+(?:lesson|moral|point)\s+(?:I\s+learned\s+)?(?:is|was)|(?:I|we)\s+(?:now|still)\s+(?:think|know|believe|feel)|to\s+this\s+day|(?:I|we)\s+(?:found\s+out|figured\s+out|discovered)\s+that|(?:sometimes|always)\s+you\s+(?:have|need)\s+to|(?:it|that|this)\s+(?:showed|taught)\s+(?:me|us)|next\s+time,?\s+(?:I|we)\s+(?:will|['’]ll|should|would|need|have\s+to|must|won['’]t|am\s+going\s+to)|(?:I|we)\s+should\s+(?:have|['’]ve)\s+\p{L}+)\b/iu;
/**
 * The writer's own feeling or attitude in the story ("I was so happy", "I didn't care", "I was
 * still being patient"): told with its reason, it says what the events meant to the writer.
 */
const OWN_FEELING =
  /\bI\s+(?:(?:was|felt|am|['’]m)\s+(?:(?:so|very|really|still|being|not|a\s+little|kind\s+of)\s+)*(?:happy|glad|sad|mad|upset|angry|proud|relieved|scared|afraid|nervous|excited|patient|impatient|bored|calm|annoyed|thankful|grateful|worried|frustrated|disappointed|surprised|lucky|sorry)|(?:really\s+)?(?:did\s+not|didn['’]t)\s+(?:really\s+)?(?:care|mind)|(?:really\s+)?(?:loved|hated|enjoyed))\b/iu;

/** Whether a sentence of a story reflects: a reflection cue, or the writer's feeling told with its reason. */
export function reflects(sentence: Sentence): boolean {
  return REFLECTION.test(sentence.text) || (OWN_FEELING.test(sentence.text) && explains(sentence));
}

/** An example offered for a claim. */
export const EXAMPLE = /\b(?:for\s+example|for\s+instance|such\s+as|like\s+when|e\.g\.)/iu;
const EXAMPLES = new RegExp(EXAMPLE.source, 'giu');
/** "Such as" most often names the kinds a word covers ("media such as radio and film"), not a case told. */
const NAMES_KINDS = /^such\s+as$/iu;

/**
 * Whether a sentence offers an example for a claim. A list after "such as" names kinds and backs
 * nothing by itself ("screens, such as phones and tablets, are everywhere"): it is an example only
 * in a sentence that also explains what the cases show.
 */
export function offersExample(sentence: Sentence, previous?: Sentence): boolean {
  return matchesOf(EXAMPLES, sentence.text).some(
    (match) => !NAMES_KINDS.test(match[0].trim()) || explains(sentence, previous),
  );
}
/**
 * "For example" before a quotation presents the quotation; it says nothing of what the quotation
 * shows, so in a sentence that quotes it is evidence, not an explanation.
 */
const INTRODUCES_EXAMPLE = /^for\s+(?:example|instance)$/iu;
/** A sentence that opens by pointing back at what came before: "This shows…", "Here the writer…". */
export const REFERS_BACK = /^\s*(?:this|that|these|it|here|(?:in|at)\s+(?:this|that|these)|by\s+then)\b/iu;
/**
 * A detail of the text reported in the literary present ("The narrator says that the sand burned"):
 * a quotation in all but its marks. The past ("my mom said we could go") tells a story instead.
 * Lower case only, so a name ("the United States") is no report.
 */
const REPORTS_DETAIL = /\b(?:says|writes|states|describes|mentions|recalls|admits)\s+(?:that\s+|how\s+)?/u;

/** The words of the text a sentence presents as evidence: its quotations, or the detail it reports. */
function detailOf(sentence: Sentence): string | undefined {
  const quoted = quotedPassagesIn(sentence.text);
  if (quoted.length > 0) return quoted.join(' ');
  const report = REPORTS_DETAIL.exec(sentence.text);
  return report ? sentence.text.slice(report.index + report[0].length) : undefined;
}

/** A reason's opening word: it explains only with the reason that follows it. */
const OPENS_REASON =
  /^(?:because|since|so\s+that|due\s+to|in\s+order\s+to|so|the\s+reason|therefore|thus|hence|for\s+(?:example|instance)|such\s+as|according\s+to)$/iu;
const ENDS_SENTENCE = /[.!?]["”'’)]*\s*$/u;
/** "It made me feel…", "gave me a sense of…": the reader's own response, not yet a reason. */
const OWN_RESPONSE = /^(?:gives?|gave|makes?|made)\s+(?:me|us|you|the\s+reader|readers)\b/iu;
/** What a response is said to come from: a quoted or named part of the text, not the reading as a whole. */
const NAMES_A_DETAIL =
  /\b(?:quote|quotation|line|passage|detail|word|phrase|sentence|image|description|part\s+where|when\s+(?:he|she|they|the|it))\b/iu;

/**
 * A cue credited as reasoning only when attached to what it explains: a "because" that ends the
 * text (an answer cut off) or stands with nothing after it explains nothing, and "it made me
 * think" or "gave me a feeling" explains only when it says which detail or quotation did so.
 */
function attached(sentence: SentenceText, match: RegExpExecArray): boolean {
  if (dangles(sentence, match) || conditionWithoutConsequence(sentence, match)) return false;
  if (OWN_RESPONSE.test(cueOf(match))) return quotes(sentence) || NAMES_A_DETAIL.test(sentence.text);
  return true;
}

/** An "if" and its subject, then the modal of the if-clause itself ("if they can"). */
const MODAL_OF_THE_CONDITION = /^if\s+(?:[\p{L}@'’-]+\s+){1,3}(?:can|could|will|would|might|should)$/iu;
const MODAL = /\b(?:can|could|will|would|might|should|may|must)\b/iu;

/**
 * An "if" clause holding its own modal, with no clause after it and no modal before it ("…and faced
 * how heavy it was and if they can hold it"): an indirect question or a bare condition, with no
 * consequence reasoned out. "Bees could help if the hives can be kept apart" has its consequence
 * before the "if"; "If they can fly, they will" after a comma.
 */
function conditionWithoutConsequence(sentence: SentenceText, match: RegExpExecArray): boolean {
  if (!MODAL_OF_THE_CONDITION.test(cueOf(match))) return false;
  const before = withoutQuotationsInSentence(sentence.text.slice(0, match.index));
  const after = sentence.text.slice(match.index + match[0].length);
  return !MODAL.test(before) && !/,|\bthen\b/iu.test(after);
}

/** A cue with nothing after it: a reason or an example announced but never given, or a text cut off. */
export function dangles(sentence: SentenceText, match: RegExpExecArray): boolean {
  const after = countWords(sentence.text.slice(match.index + match[0].length));
  return after === 0 && (OPENS_REASON.test(cueOf(match)) || !ENDS_SENTENCE.test(sentence.text));
}

function cueOf(match: RegExpExecArray): string {
  return match[0].replace(/^[,\s]+/u, '').trim();
}

/**
 * What a cue explains: the words before it in the sentence and any quotation in it, and, when the
 * sentence opens on the cue or points back ("This shows that…"), the sentence before.
 */
function explainedBy(sentence: SentenceText, match: RegExpExecArray, previous: SentenceText | undefined): string {
  const before = sentence.text.slice(0, match.index);
  const pointsBack = countWords(before) === 0 || REFERS_BACK.test(sentence.text);
  return [before, ...quotedPassagesIn(sentence.text), pointsBack && previous ? previous.text : ''].join(' ');
}

/** A cue explains only when what follows it says something the claim or quotation does not. */
function addsToWhatItExplains(
  sentence: SentenceText,
  match: RegExpExecArray,
  previous: SentenceText | undefined,
): boolean {
  return addsContent(explanationAfter(sentence, match), explainedBy(sentence, match, previous));
}

/**
 * What a cue gives as the explanation: the words after it, or, for a cause said to make something
 * so, what it makes and how ("…, making the tower unsafe."), which the cue itself holds and which
 * may close the sentence.
 */
function explanationAfter(sentence: SentenceText, match: RegExpExecArray): string {
  const object = match.groups?.object;
  const from = object === undefined ? match[0].length : match[0].indexOf(object);
  return sentence.text.slice(match.index + from);
}

/** The reasoning words of the writer's own words in a sentence, at their places in the sentence. */
function cuesIn(sentence: SentenceText): readonly RegExpExecArray[] {
  return cuesInText(sentence.text);
}

/** Read once per sentence: the scores, notes and gaps of the feedback each ask it again. */
const cuesInText = rememberedPerText((text: string): readonly RegExpExecArray[] => {
  const own = withoutQuotationsInSentence(text);
  // A reason given for someone else's view, or a wish's "if … then", is not the writer's reasoning.
  const cues = [...matchesOf(EXPLANATION, own), ...consequenceCues(own), ...detailMeaningCues(own)]
    .filter((cue) => !givesAnothersReasonOrAWish(own, cue.index))
    .sort((a, b) => a.index - b.index);
  // "shows that" is found both as a reasoning word and as a verb of meaning: it is one cue.
  return cues.filter((cue, position) => position === 0 || !overlaps(cues[position - 1], cue));
});

function overlaps(earlier: RegExpExecArray | undefined, later: RegExpExecArray): boolean {
  return earlier !== undefined && later.index < earlier.index + earlier[0].length;
}

/**
 * The explaining words of one sentence, as matched. They depend on the sentence's words and on the
 * sentence before (what "This shows…" may restate), so both texts make the key they are kept by:
 * the length of the text before, then the two texts.
 */
function explanationsIn(sentence: SentenceText, previous?: SentenceText): readonly RegExpExecArray[] {
  const before = previous?.text ?? '';
  return explanationsAfter(`${before.length}:${before}${sentence.text}`);
}

const explanationsAfter = rememberedPerText((key: string): readonly RegExpExecArray[] => {
  const lengthEnd = key.indexOf(':');
  const textStart = lengthEnd + 1 + Number(key.slice(0, lengthEnd));
  // A sentence before with no words restates nothing, as no sentence before does.
  const before = key.slice(lengthEnd + 1, textStart);
  return explanationsOf({ text: key.slice(textStart) }, before === '' ? undefined : { text: before });
});

function explanationsOf(sentence: SentenceText, previous: SentenceText | undefined): RegExpExecArray[] {
  const found = cuesIn(sentence).filter(
    (match) => attached(sentence, match) && addsToWhatItExplains(sentence, match, previous),
  );
  if (!found.some((match) => INTRODUCES_EXAMPLE.test(match[0].trim()))) return found;
  return quotes(sentence) ? found.filter((match) => !INTRODUCES_EXAMPLE.test(match[0].trim())) : found;
}

/**
 * Sentences whose every reasoning word is followed only by the claim or the quotation again
 * ("…because homework is important", "This shows that the sea was grey"): reasons in form only.
 */
export function restatingSentences(sentences: readonly Sentence[]): number {
  return sentences.filter(
    (sentence, index) =>
      !explains(sentence, sentences[index - 1]) && cuesIn(sentence).some((match) => attached(sentence, match)),
  ).length;
}

/** The reasoning words of the restating sentences, as the writer wrote them, most used first. */
export function restatingWords(sentences: readonly Sentence[]): string[] {
  return wordsByUse(
    sentences.flatMap((sentence, index) =>
      explains(sentence, sentences[index - 1]) ? [] : cuesIn(sentence).filter((match) => attached(sentence, match)),
    ),
  );
}

/** Whether a sentence explains; `previous` is what a sentence opening "This shows…" may restate. */
export function explains(sentence: Sentence, previous?: Sentence): boolean {
  return explanationsIn(sentence, previous).length > 0;
}

/** Whether the sentence quotes a few words or more: someone else's words used as evidence. */
export function quotes(sentence: SentenceText): boolean {
  return quotedPassagesIn(sentence.text).length > 0;
}

/** The explaining words of the text as the writer wrote them, most used first ("because", "so that"). */
export function explainingWords(sentences: readonly Sentence[]): string[] {
  return wordsByUse(sentences.flatMap((sentence, index) => explanationsIn(sentence, sentences[index - 1])));
}

/** Matched reasoning words in their short, lower-case form, most used first. */
function wordsByUse(matches: readonly RegExpExecArray[]): string[] {
  const counts = new Map<string, number>();
  for (const match of matches) {
    const word = shortForm(
      match[0]
        .replace(/^[,\s]+/u, '')
        .replace(/\s+/gu, ' ')
        .toLowerCase(),
    );
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

/** "if the storm hit, it would" is named as "if … would", "too weak to" as "too … to". */
function shortForm(words: string): string {
  const frame = /^(if|so|too)\s.+\s(would|will|then|that|to)$/u.exec(words);
  return frame ? `${frame[1]} … ${frame[2]}` : words;
}

/**
 * Quotations explained in the same sentence or the next one ("… says "…". This shows that …"):
 * the explanation must say something the quotation does not. Each quotation counts: two quoted
 * lines explained by one "which shows" are two quotations explained.
 */
export function explainedQuotations(sentences: readonly Sentence[]): number {
  return sentences
    .filter((_, index) => quotesAndExplains(sentences, index))
    .reduce((sum, sentence) => sum + quotedPassagesIn(sentence.text).length, 0);
}

/** Whether the sentence at `index` quotes and is explained, in itself or by the sentence after it. */
export function quotesAndExplains(sentences: readonly Sentence[], index: number): boolean {
  const sentence = sentences[index];
  if (sentence === undefined || !quotes(sentence)) return false;
  const next = sentences[index + 1];
  return explains(sentence, sentences[index - 1]) || (next !== undefined && explainsQuotation(next, sentence));
}

/**
 * A sentence after a quotation (or a reported detail) explains it when it reasons, or points back
 * ("In that moment…", "By then…") and adds to it: the tie is reasoning without a listed word.
 */
export function explainsQuotation(sentence: Sentence, quoting: Sentence): boolean {
  const detail = detailOf(quoting);
  if (detail === undefined || detailOf(sentence) !== undefined) return explains(sentence, quoting);
  return explains(sentence, quoting) || (REFERS_BACK.test(sentence.text) && addsContent(sentence.text, detail));
}

/**
 * Whether the reasons are tied to something they explain: a quotation or a reported detail of the
 * text explained ("The narrator says the sand burned. This shows…"), or an example offered.
 * Reasoning words alone ("because", "so") may join anything, so they earn no top score.
 */
export function reasonsTiedToEvidence(sentences: readonly Sentence[]): boolean {
  return (
    explainedQuotations(sentences) > 0 ||
    sentences.some((sentence, index) => offersExample(sentence, sentences[index - 1])) ||
    sentences.some((sentence, index) => {
      const previous = sentences[index - 1];
      return previous !== undefined && detailOf(previous) !== undefined && explainsQuotation(sentence, previous);
    })
  );
}

/** Sentences that reason or explain, a quotation followed by its explanation counting as one. */
export function explainingSentences(sentences: readonly Sentence[]): number {
  return sentences.filter((sentence, index) => {
    const previous = sentences[index - 1];
    return (
      explains(sentence, previous) ||
      (previous !== undefined && detailOf(previous) !== undefined && explainsQuotation(sentence, previous))
    );
  }).length;
}

/**
 * A condition sets out when a claim holds ("If you see a book you dislike, why complain?"): the
 * paragraph reasons, though no "because" follows.
 */
const STATES_A_CONDITION = /\b(?:if|unless|as\s+long\s+as)\b/iu;

/**
 * A paragraph backs its claims when a sentence in it explains, gives an example, sets a condition,
 * quotes or gives a figure.
 */
export function paragraphBacksClaims(sentences: readonly Sentence[]): boolean {
  return sentences.some(
    (sentence) =>
      explains(sentence) ||
      EXAMPLE.test(sentence.text) ||
      STATES_A_CONDITION.test(sentence.text) ||
      quotes(sentence) ||
      /\d/u.test(sentence.text),
  );
}

/**
 * A sentence opening on "So" carries a story on ("So he went home") or sums up ("So, uniforms are
 * good"): it gives no reason, whatever follows.
 */
const OPENING_SO = /^\s*so$/iu;
/**
 * A sentence saying what a quotation shows, with no reasoning word, must bring more than this many
 * content words the quotation does not hold.
 */
const SUBSTANTIVE_NEW_WORDS = 2;
/**
 * Words that praise or blame ("because it is good", "because it is important"): a verdict, not a
 * reason. A reason names something ("because he is sick", "this shows she forgives him").
 */
export const VERDICT_WORD =
  /^(?:good|bad|better|best|worse|worst|nice|great|fine|important|fun|cool|okay|ok|right|wrong|helpful|useful|interesting|boring|hard|easy|awesome|amazing|terrible|horrible|thing|things|stuff|way|lot|lots|really|very|like|likes|liked)$/iu;

/** The content words of `explanation` that are not in `explained`. */
function newWordsIn(explanation: string, explained: string): string[] {
  const given = new Set(contentWordsOf(explained).map((word) => word.toLowerCase()));
  return contentWordsOf(explanation).filter((word) => !given.has(word.toLowerCase()));
}

/**
 * Whether new words bring a reason: one at least must name something rather than judge. Verdicts
 * alone, however many ("because they are useful and good"), go round in a circle.
 */
function bringsReason(added: readonly string[]): boolean {
  return added.some((word) => !VERDICT_WORD.test(word));
}

/**
 * What follows a "so" that tells the next event ("…, so he walks home", "so they left"): someone and
 * what they did, not a state ("so it was hard"), a possibility ("so it could tip") or a need.
 */
const NEXT_EVENT = /^\s*(?:he|she|they|we|I|[A-Z]\p{L}+)\s+(?:\p{L}+ly\s+)?(?<verb>\p{L}+)/u;

function tellsNextEvent(after: string): boolean {
  const verb = NEXT_EVENT.exec(after)?.groups?.verb?.toLowerCase();
  if (verb === undefined) return false;
  const tags = tagsOfWord(verb);
  const finite = tags.has('PastTense') || (tags.has('PresentTense') && verb.endsWith('s'));
  return finite && !tags.has('Copula') && !tags.has('Modal') && !/^(?:had|has|needs?|needed)$/u.test(verb);
}

/** "For example" brings in a case: it backs a point, it does not say why the point holds. */
const EXAMPLE_CUE = /^(?:for\s+(?:example|instance)|such\s+as)$/iu;

/**
 * Whether a sentence links a claim to a reason with new content, not a vague or narrative cue. With
 * `examples: false`, only a reason or a consequence counts: an example offered shows a case, not why.
 */
export function explainsWithSubstance(
  sentence: Sentence,
  previous: Sentence | undefined,
  { examples = true }: { examples?: boolean } = {},
): boolean {
  return explanationsIn(sentence, previous).some((match) => {
    const cue = cueOf(match);
    if (!examples && EXAMPLE_CUE.test(cue)) return false;
    if (OPENING_SO.test(cue) && match.index <= sentence.text.search(/\S/u)) return false;
    const after = explanationAfter(sentence, match);
    if (/^so$/iu.test(cue) && tellsNextEvent(after)) return false;
    return bringsReason(newWordsIn(after, explainedBy(sentence, match, previous)));
  });
}

/**
 * Sentences that explain with substance: a reasoning word followed by a reason that brings new
 * content, or a sentence after a quotation saying what it shows in new words. The feedback credits
 * "explains why" and "backs claims with reasons" only from these; a bare "because it is bad", a
 * narrative "So…" or a quotation repeated after "this shows" is no explanation.
 */
export function substantiveExplanations(sentences: readonly Sentence[]): number {
  return sentences.filter((_, index) => explainsWithSubstanceAt(sentences, index)).length;
}

/** Whether the sentence at `index` explains with substance, in itself or as what the quotation before it shows. */
export function explainsWithSubstanceAt(sentences: readonly Sentence[], index: number): boolean {
  const sentence = sentences[index];
  if (sentence === undefined) return false;
  const previous = sentences[index - 1];
  if (explainsWithSubstance(sentence, previous)) return true;
  const detail = previous === undefined ? undefined : detailOf(previous);
  if (previous === undefined || detail === undefined || !explainsQuotation(sentence, previous)) return false;
  return newWordsIn(sentence.text, detail).length >= SUBSTANTIVE_NEW_WORDS + 1;
}
