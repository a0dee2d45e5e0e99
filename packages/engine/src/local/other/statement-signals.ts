import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';

/**
 * What a sentence does for a reader who has to act on the document: does it commit someone to
 * something, say who and by when, give a figure, or raise a problem.
 */
export interface StatementSignals {
  sentence: Sentence;
  words: number;
  isAction: boolean;
  hasOwner: boolean;
  hasDate: boolean;
  hasFigure: boolean;
  isProblem: boolean;
  /** The words that date it ("by 15 July", "before the end of"), when it has a date. */
  when?: string;
  /** The first vague quantity ("many", "significant") the sentence leans on instead of a figure. */
  vagueQuantity?: string;
}

/** Modal and planning phrases that turn a sentence into a commitment or a request. */
const ACTION =
  /\b(?:will|shall|must|should|needs? to|has to|have to|is to|are to|plan(?:s|ned)? to|intends? to|aims? to|is expected to|are expected to|is required to|are required to|recommend(?:s|ed)?|propose[sd]?|agreed to)\b/iu;
/** An action written in the passive without saying by whom ("will be sent"). */
const PASSIVE_ACTION =
  /\b(?:will|shall|must|should|needs? to|has to|have to|is to|are to)\s+(?:be|have been)\s+(?:\w+ly\s+)?\w+(?:ed|en|wn|t|ne)\b(?!\s+by\b)/iu;
/** A subject that names who acts: a pronoun for the writers, a role or a team. */
const OWNER_ROLE =
  /\b(?:we|i|you|our|(?:[\p{L}-]+\s+)?(?:team|department|committee|board|manager|director|lead|officer|owner|contractor|supplier|vendor|council|office|staff|group|unit|division|administrator|coordinator|chair|secretary|finance|members?|employees?|students?|parents?|customers?|clients?|tenants?|landlord|applicants?|participants?))\b/iu;
/** A named person or body: "Maria Lopez will", "by Finance", "(owner: J. Smith)". */
const NAMED_OWNER =
  /\bby\s+(?:the\s+)?\p{Lu}|\b\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\s+(?:will|shall|must|should)\b|\((?:owner|responsible|lead)\s*:|\b\p{Lu}{2,}\s+(?:will|shall|must|should)\b/u;
const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const DATE = new RegExp(
  [
    `\\b(?:${MONTH})\\.?\\s+\\d{1,2}\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTH})\\b`,
    `\\b(?:in|by|before|after|until|during|from|since|end of|early|late|mid)[\\s-]+(?:${MONTH})\\b`,
    `\\b(?:${WEEKDAY})\\b`,
    '\\b\\d{1,4}[/.-]\\d{1,2}[/.-]\\d{1,4}\\b',
    '\\b(?:19|20)\\d{2}\\b',
    '\\bq[1-4]\\b',
    '\\b(?:next|this|last|coming|following|each|every)\\s+(?:week|month|quarter|year|day|spring|summer|autumn|fall|winter|term|semester)\\b',
    '\\b(?:tomorrow|today|tonight|yesterday|annually|monthly|weekly|daily|quarterly)\\b',
    '\\b(?:within|in|after|for)\\s+(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|thirty|a)\\s+(?:business\\s+|working\\s+)?(?:hours?|days?|weeks?|months?|years?)\\b',
    '\\b(?:before|by|until)\\s+(?:the\\s+)?(?:end|start|beginning)\\s+of\\b',
    '\\b\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)\\b',
    '\\b(?:deadline|due)\\b',
  ].join('|'),
  'iu',
);
/** A digit standing on its own (not an anonymised "@CAPS1"), or a number written out. */
const FIGURE =
  /(?<![\p{L}@_])\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half)\b/iu;
/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|thousand|million|billion|half|quarter|third|double|twice)\b/iu;
const PROBLEM =
  /\b(?:problems?|issues?|risks?|concerns?|delays?|delayed|fail(?:s|ed|ure|ing)?|broken|errors?|complaints?|shortfalls?|shortages?|defects?|leaks?|overdue|behind schedule|over budget|deficits?|declin(?:e|ed|ing)|drop(?:ped)?|los(?:s|t|ses)|threats?|weakness(?:es)?|obstacles?|challenges?|bottlenecks?|incidents?|unresolved|missing|cancel(?:l?ed|lations?)|postponed?)\b/iu;
const VAGUE_QUANTITY =
  /\b(?:many|several|numerous|various|a lot of|lots of|a number of|significant(?:ly)?|substantial(?:ly)?|considerabl[ey]|a few|huge|massive|greatly|soon|shortly|in due course|as soon as possible|asap|at some point|in the near future|recently)\b/iu;

/** Words of a document that schedules work, where every action is expected to have an owner and a date. */
const PLANNING =
  /\b(?:action items?|action points?|next steps?|timeline|timetable|schedule[ds]?|deadlines?|milestones?|owners?|due (?:on|by|date)|by (?:the )?end of)\b/iu;

/**
 * Whether the document plans work (a memo, minutes, a project plan) rather than arguing or
 * informing: at least one action carries a date, or the document talks about schedules and owners.
 * Only then is an action without an owner or a date a gap.
 */
export function isPlanningDocument(statements: readonly StatementSignals[]): boolean {
  return statements.some((signals) => (signals.isAction && signals.hasDate) || PLANNING.test(signals.sentence.text));
}

export function signalsOf(sentence: Sentence): StatementSignals {
  const text = sentence.text;
  const vague = VAGUE_QUANTITY.exec(text)?.[0];
  const isAction = ACTION.test(text);
  const when = DATE.exec(text)?.[0];
  return {
    sentence,
    words: countWords(text),
    isAction,
    hasOwner: isAction && (OWNER_ROLE.test(text) || NAMED_OWNER.test(text)) && !PASSIVE_ACTION.test(text),
    hasDate: when !== undefined,
    hasFigure: FIGURE.test(text),
    isProblem: PROBLEM.test(text),
    ...(when ? { when } : {}),
    ...(vague ? { vagueQuantity: vague } : {}),
  };
}

/** Sentences long enough to make a statement (headings and labels are left out). */
export function statementsOf(sentences: readonly Sentence[], minWords = 5): StatementSignals[] {
  return sentences.filter((sentence) => countWords(sentence.text) >= minWords).map(signalsOf);
}
