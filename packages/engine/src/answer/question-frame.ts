/**
 * What a question asks for, apart from what it asks about. "How quickly must the goods be
 * delivered?" asks for a period about delivery; "What happens if there is a force majeure event?"
 * asks about force majeure. The framing words ("how quickly", "what happens", "event", "clause")
 * are rarely in the sentence that answers, so searching for them makes an answered question look
 * unanswered; the kind of value asked for (a period, an amount) is itself a clue to the answer.
 */
export type AskedKind = 'period' | 'amount';

export interface QuestionFrame {
  /** The question without its framing words: what the answer must be about. */
  subject: string;
  /** The kind of value asked for, when the wording says. */
  kind?: AskedKind;
}

/** Asking for a length of time: "how long", "how soon", "by when", "how many days", "what is the deadline". */
const ASKS_PERIOD =
  /\bhow\s+(?:long|quickly|soon|fast)\b|\bby\s+when\b|\bwithin\s+(?:what|how)\b|\bhow\s+(?:much|many)\s+(?:time|notice|(?:business\s+|calendar\s+|working\s+)?(?:days?|weeks?|months?|years?|hours?))\b|\bwhat\s+(?:is\s+the\s+)?(?:deadline|time\s+limit)\b|\b(?:period|duration)\b/iu;
/** Words naming the period itself ("the notice period"): the kind asked for, not what it is about. */
const PERIOD_WORDS = /\b(?:periods?|duration|deadline|time\s+limit)\b/giu;
/** Asking for a sum, a share or a count: "how much", "how many", "what percentage". */
const ASKS_AMOUNT = /\bhow\s+(?:much|many)\b|\bwhat\s+(?:percentage|percent|amount|sum|rate)\b/iu;

/** Words that frame a question and name nothing a contract states; each is dropped from the subject. */
const FRAMING: readonly [RegExp, string][] = [
  [
    /\b(?:say|says|mention|mentions|provide|provides|contain|contains|cover|covers|state|states)\s+(?:anything\s+|something\s+)?(?:about|on|regarding|concerning)\b/giu,
    ' ',
  ],
  [/\bhow\s+(?:long|quickly|soon|fast|much|many)\b|\bby\s+when\b/giu, ' '],
  [/\bwhat\s+happens\b|\bhappen(?:s|ed|ing)?\b/giu, ' '],
  [/\bin\s+(?:the\s+)?(?:event|case)\s+(?:of|that)\b/giu, ' '],
  // "a force majeure event", "the insolvency situation": the event is the words before it.
  [/\b(?:an?|the|any)\s+((?:[\p{L}-]+\s+){1,3}?)(?:event|situation)s?\b/giu, ' $1'],
  [/\b(?:clauses?|provisions?|anything|something)\b/giu, ' '],
];

export function questionFrame(question: string): QuestionFrame {
  const kind = ASKS_PERIOD.test(question) ? 'period' : ASKS_AMOUNT.test(question) ? 'amount' : undefined;
  const unframed = FRAMING.reduce((text, [framing, replacement]) => text.replace(framing, replacement), question);
  const subject = (kind === 'period' ? unframed.replace(PERIOD_WORDS, ' ') : unframed).replace(/\s+/gu, ' ').trim();
  return { subject, kind };
}

const NUMBER_WORD = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety|hundred)`;
/** A length of time as contracts write it: "fourteen (14) days", "30 business days", "two years". */
const PERIOD = new RegExp(
  String.raw`\b${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})?\s*(?:\(\d+\)\s*)?(?:business\s+|calendar\s+|working\s+)?(?:days?|weeks?|months?|years?|hours?)\b`,
  'iu',
);
/** A sum or a share: "$2,000,000", "30%", "thirty percent", "EUR 500". */
const AMOUNT =
  /[$€£]\s?\d|\b\d[\d,.]*\s?(?:%|percent\b|per\s+cent\b)|\bpercent\b|\b(?:USD|EUR|GBP)\s?\d|\b\d[\d,.]*\s+(?:dollars|euros|pounds)\b/iu;

/** Whether a passage holds a value of the kind asked for. */
export function holdsKind(kind: AskedKind, text: string): boolean {
  return (kind === 'period' ? PERIOD : AMOUNT).test(text);
}
