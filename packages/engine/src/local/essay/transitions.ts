import { matchesOf } from '../../text/pattern-matches';
import { escapeRegExp } from '../../text/words';
import { argumentSignposts } from './argument-signposts';
import { withoutQuotations } from './quotations';

/** Linking words that show how one idea leads to the next. */
const TRANSITIONS = [
  'however',
  'therefore',
  'furthermore',
  'moreover',
  'in addition',
  'additionally',
  'for example',
  'for instance',
  'consequently',
  'as a result',
  'on the other hand',
  'in contrast',
  'similarly',
  'likewise',
  'nevertheless',
  'nonetheless',
  'thus',
  'hence',
  'first',
  'firstly',
  'second',
  'secondly',
  'third',
  'thirdly',
  'finally',
  'in conclusion',
  'to conclude',
  'in summary',
  'to sum up',
  'overall',
  'meanwhile',
  'subsequently',
  'instead',
  'although',
  'even though',
  'in fact',
  'indeed',
  'specifically',
  'in particular',
  'accordingly',
  'besides',
  'otherwise',
  'ultimately',
  'lastly',
  'also',
];

const TRANSITION_PATTERN = new RegExp(`\\b(?:${TRANSITIONS.map(escapeRegExp).join('|')})\\b`, 'giu');

export function countTransitions(text: string): number {
  let count = 0;
  for (const _ of matchesOf(TRANSITION_PATTERN, text)) count++;
  return count;
}

/** Ordinals link only where they open a sentence or clause: "the first time" orders nothing. */
const ORDINAL = /^(?:first|firstly|second|secondly|third|thirdly|finally|lastly)$/iu;
/** What ends the text before a word that opens a clause, spaces aside: a stop or comma, or "and", "but", "then". */
const ENDS_BEFORE_CLAUSE = /(?:[.!?;:,]|\b(?:and|but|then))$/iu;
/** Enough of the text's end to read the longest of those words and the letter before it. */
const CLAUSE_LEAD_CHARACTERS = 5;

/**
 * Whether the word at `index` opens the text, a sentence or a clause. Only the end of the text
 * before it is read: testing a pattern anchored at the end against the whole text before every
 * match scanned the text again each time, which on a long essay cost more than the rest of the
 * transition counting.
 */
function opensClause(text: string, index: number): boolean {
  const before = text.slice(0, index).trimEnd();
  return before === '' || ENDS_BEFORE_CLAUSE.test(before.slice(-CLAUSE_LEAD_CHARACTERS));
}

/**
 * The transitions that join the writer's ideas, as the feedback names them: none inside a quotation
 * (the source's words), and an ordinal only where it opens a sentence or clause ("First, …",
 * "…; secondly, …"). The structure score counts every transition, as before.
 */
export function countJoiningTransitions(text: string): number {
  return joiningTransitions(text).length;
}

/** "Also" adds one more point to a list; it does not say how the ideas relate. */
const ADDITIVE = /^also$/iu;

/**
 * The joining transitions that say how ideas relate (cause, contrast, example, order, summing up):
 * a list of points each opened by "Also" is linked loosely, not clearly.
 */
export function countRelatingTransitions(text: string): number {
  return joiningTransitions(text).filter((match) => !ADDITIVE.test(match[0])).length;
}

function joiningTransitions(text: string): RegExpExecArray[] {
  const own = writerWords(text);
  return matchesOf(TRANSITION_PATTERN, own).filter((match) => !ORDINAL.test(match[0]) || opensClause(own, match.index));
}

/**
 * Everyday words that link and sequence ideas in student writing. A text built on them is
 * connected even without the formal transitions above, so it is not told that it has few links.
 * Enumerating ("Another…", "All of these…"; the signposts that count off a point, "One reason…",
 * "The greatest obstacle…", "These obstacles…", are read apart, by word class) and piling up ("To make matters worse", "On top of that", "Even if…") sequence points as "first,
 * second, finally" does.
 */
const EVERYDAY_LINKS =
  /\b(?:then|next|afterwards?|later|(?:after|before)(?=\s+(?:that|this|which|all|I|we|they|he|she|you|it|\p{L}+ing)\b)|because|so|but|when|while|since|until|at\s+first|in\s+the\s+end|this\s+(?:shows|means)|which|another(?:\s*,|\s+(?:is|was|are|were|would|could|can|will|might|may|has|had|of)\b)|all\s+(?:of\s+)?(?:these|those)|even\s+if|to\s+make\s+matters\s+worse|on\s+top\s+of\s+(?:that|this|all)|what\s+is\s+more|to\s+begin\s+with)\b/giu;
/**
 * Words inside a quotation are the source's, not links the writer made between ideas; "another" links
 * only when it counts off a point ("Another reason…", "another big obstacle", "Another was…"), not in
 * "another chance".
 */
function writerWords(text: string): string {
  return withoutQuotations(text);
}

export function countEverydayLinks(text: string): number {
  return everydayLinks(text).length;
}

/**
 * "Then", "next" and "later" put events or points in order only where they open a sentence or a
 * clause, and not as the first word of a time ("next year", "later that week"): "the next bus"
 * orders nothing. "After" and "before" link only a clause or an action ("after that", "before we
 * left", "after eating"), not a time ("after school", "before dinner").
 */
const ORDERING_WORD = /^(?:then|next|later|afterwards?)$/iu;
/**
 * "All these" gathers the points before it only where it opens a sentence or clause ("All these
 * problems…", "…, and all these troubles…"); inside a clause ("we carried all these boxes") it is a
 * plain phrase, no link.
 */
const GATHERING_WORD = /^all\s/iu;
const TIME_NOUN =
  /^\s+(?:year|week|month|day|time|morning|afternoon|evening|night|summer|winter|spring|autumn|fall|term|semester|weekend)\b/iu;

/**
 * "So" makes a word stronger, not a link, after a verb of being or seeming ("seem so easy", "was so
 * heavy", "not so"), before a word of amount ("so much", "so many", "so far") and where a "that" or
 * "as" follows the word it strengthens ("so big that", "so tall as"): "so that" and ", so we left"
 * link clauses.
 */
const INTENSIFIER_SO_BEFORE =
  /\b(?:am|is|are|was|were|be|been|being|isn['’]t|wasn['’]t|aren['’]t|weren['’]t|seems?|seemed|feels?|felt|looks?|looked|sounds?|sounded|gets?|got|became|becomes?|not|too|quite|just)\s+$/iu;
const INTENSIFIER_SO_AFTER = /^\s+(?:much|many|few|little|far|long|often|well|very|badly|\p{L}+\s+(?:that|as)\b)/iu;

function isIntensifierSo(own: string, match: RegExpExecArray): boolean {
  if (match[0].toLowerCase() !== 'so') return false;
  const after = own.slice(match.index + match[0].length, match.index + match[0].length + 40);
  const before = own.slice(Math.max(0, match.index - 20), match.index);
  return !/^\s+that\b/iu.test(after) && (INTENSIFIER_SO_BEFORE.test(before) || INTENSIFIER_SO_AFTER.test(after));
}

function everydayLinks(text: string): RegExpExecArray[] {
  const own = writerWords(text);
  const signposts = argumentSignposts(own);
  // "Another" inside a signpost ("Another obstacle") is one link, not two.
  const inSignpost = (match: RegExpExecArray) =>
    signposts.some((post) => match.index >= post.index && match.index < post.index + post[0].length);
  const words = matchesOf(EVERYDAY_LINKS, own).filter(
    (match) =>
      !inSignpost(match) &&
      !isIntensifierSo(own, match) &&
      (!GATHERING_WORD.test(match[0]) || opensClause(own, match.index)) &&
      (!ORDERING_WORD.test(match[0]) ||
        (opensClause(own, match.index) && !TIME_NOUN.test(own.slice(match.index + match[0].length)))),
  );
  return [...words, ...signposts].sort((a, b) => a.index - b.index);
}

/**
 * Words that count points off ("one reason", "another") and words that put events in order ("then",
 * "after"): named first, in that order, where the text's everyday links are listed.
 */
const ENUMERATING = /^(?:another\b.*|all\b.*)$/iu;
const SEQUENCING = /^(?:then|next|after(?:wards?)?|before|later|at\s+first|in\s+the\s+end)$/iu;

/**
 * The everyday links of the text as written, enumerating and sequencing words first, then the most used: the
 * words a strength names, so it names only words the text holds.
 */
export function everydayLinkWords(text: string): string[] {
  const counts = new Map<string, number>();
  for (const match of everydayLinks(text)) {
    const word = match[0].replace(/\s*,$/u, '').replace(/\s+/gu, ' ').toLowerCase();
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const rank = ([word, count]: [string, number]) =>
    (ENUMERATING.test(word) || argumentSignposts(word).some((post) => post.groups?.det)
      ? 2000
      : SEQUENCING.test(word)
        ? 1000
        : 0) + count;
  return [...counts].sort((a, b) => rank(b) - rank(a)).map(([word]) => word);
}

/** The everyday links of the text that put events in order ("then", "after that", "in the end"), each once. */
export function sequencingLinkWords(text: string): string[] {
  return everydayLinkWords(text).filter((word) => SEQUENCING.test(word));
}

/**
 * The closing moves of a letter-like argument: thanking the reader or calling on them to act
 * ("Please vote …", "Let's keep …", "I urge you to …"). A last paragraph that ends on one closes
 * the piece as a conclusion does.
 */
export const CLOSING_APPEAL =
  /\b(?:thank\s+you|thanks\s+(?:for|again|a\s+lot)|please|I\s+(?:urge|ask|beg|encourage|invite)\s+(?:you|everyone|all|the)|let['’]s|let\s+us|(?:so|now)\s+(?:go|come|help|join|keep|make|stop|start|vote|tell|write)|vote\s+(?:for|against|to|yes|no))\b/iu;

/**
 * Words that sum up: the last paragraph that holds one reads as a conclusion. Pointing back at
 * what the essay has shown ("As you can see", "Now that I have told you…") sums up as "in
 * conclusion" does.
 */
export const CONCLUSION_MARKER =
  /\b(?:as\s+(?:you|we)\s+can\s+(?:see|tell)|now\s+that\s+(?:I|you|we)\s+(?:have\s+|['’]ve\s+)?(?:told|shown|explained|read|seen|heard)|to\s+wrap\s+(?:it\s+)?up|in\s+conclusion|to\s+conclude|in\s+summary|to\s+sum\s+up|in\s+short|in\s+closing|overall|ultimately|all\s+in\s+all|therefore|in\s+the\s+end|all\s+things\s+considered|(?:for|because\s+of)\s+(?:these|all\s+these|all\s+of\s+these|those)\s+reasons|that\s+is\s+why|this\s+is\s+why)\b/iu;
