import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import { startsWithActionVerb } from './action-verbs';

/** A line that describes work done (not a title, date or company line). */
export interface ExperienceStatement {
  line: TextSpan;
  quantified: boolean;
  actionLed: boolean;
  genericDuty: boolean;
  /** The duty phrase of each duty statement in the line, lower-cased: bullets run together hold several. */
  dutyPhrases: string[];
}

const MIN_STATEMENT_WORDS = 5;
const QUANTITY =
  /\d+(?:\.\d+)?\s*(?:%|percent|per\s+cent|[kKmM]\b|million|billion|x\b)|[$€£]\s?\d|\b\d{1,3}(?:,\d{3})+\b|\b\d+\+?\s+(?:people|employees|staff|clients|customers|users|projects|stores|branches|team|members|accounts|students|patients|reports|sites|locations|countries|products|events|hours|days|weeks|direct\s+reports|vendors|suppliers|properties|units|transactions|calls|cases|campaigns)\b/iu;
/**
 * A count of things ("4 analysts", "12 new stores"): not a year, not the second half of a ratio ("on a 1:1
 * basis") or a date, a plural noun, not a word that only ends in "s" ("basis", "status", "class"),
 * and not a length of time or size ("a 30 minute class", "a 250 page report") that describes a thing.
 */
const COUNT_OF_THINGS =
  /(?<![:/\d])\b(?!(?:19|20)\d{2}\b)\d+(?:\.\d+)?\+?\s+(?:(?!(?:second|minute|hour|day|week|month|year|page|mile|foot|inch|pound)\b)\p{Ll}+\s+)?\p{L}+(?<![iu]s|ss)s\b/u;
/**
 * A duty opener inside a line, capitalised after a word that ends the statement before it: how
 * bullets read once a PDF has run them together ("…front desk Assisted in the scheduling…").
 */
const RUN_ON_DUTY =
  /(?<=[\p{Ll}\d).;]\s+)(?:Responsible\s+for|Duties\s+(?:included|include)|Tasks\s+(?:included|include)|Worked\s+on|Helped(?:\s+with|\s+to)?|Assisted(?:\s+with|\s+in)?|Assist\s+(?:with|in)|In\s+charge\s+of|Involved\s+in|Participated\s+in|Tasked\s+with)\b/gu;
const GENERIC_DUTY =
  /^(?:responsible\s+for|perform(?:ed|s)?\s+(?:[\p{L}-]+\s+){0,2}duties\b|duties\s+(?:included|include)|tasks\s+(?:included|include)|worked\s+on|helped(?:\s+with|\s+to)?|assisted(?:\s+with|\s+in)?|assist\s+(?:with|in)|in\s+charge\s+of|involved\s+in|handled|participated\s+in|tasked\s+with)\b/iu;
/** A line stating pay: its figures are what the job paid, not what the work achieved. */
const PAY =
  /\b(?:salary|salaries|wages?|pay\s+rate|hourly\s+rate|per\s+(?:hour|annum)|an\s+hour)\b|\/\s?(?:hr|hour)\b/iu;
const DATE_LINE = /\b(?:19|20)\d{2}\b.*\b(?:(?:19|20)\d{2}|present|current|now)\b/iu;

export function experienceStatements(lines: readonly TextSpan[]): ExperienceStatement[] {
  return lines
    .filter((line) => countWords(line.text) >= MIN_STATEMENT_WORDS && !isTitleOrDateLine(line.text))
    .map((line) => ({
      line,
      quantified: (QUANTITY.test(line.text) || COUNT_OF_THINGS.test(line.text)) && !PAY.test(line.text),
      actionLed: startsWithActionVerb(line.text),
      genericDuty: dutyPhrasesIn(line.text).length > 0,
      dutyPhrases: dutyPhrasesIn(line.text),
    }));
}

/** The duty phrase opening the line (or "responsible for" anywhere in it), then each run-on duty statement after it. */
function dutyPhrasesIn(text: string): string[] {
  const trimmed = text.trim();
  const lead = GENERIC_DUTY.exec(trimmed)?.[0];
  const runOn = [...trimmed.matchAll(RUN_ON_DUTY)].filter((match) => match.index !== 0).map((match) => match[0]);
  const phrases = [...(lead === undefined ? [] : [lead]), ...runOn];
  // "Responsible for" inside a line ("Team lead responsible for…") still states a duty.
  if (phrases.length === 0 && /\bresponsible\s+for\b/iu.test(trimmed)) phrases.push('responsible for');
  return phrases.map(normalisedPhrase);
}

function normalisedPhrase(phrase: string): string {
  return phrase.toLowerCase().replace(/\s+/gu, ' ');
}

function isTitleOrDateLine(text: string): boolean {
  return DATE_LINE.test(text) && countWords(text) < 14;
}

/** Below this share of lines opening with an action verb, the CV reads as a list of duties. */
const ACTION_LED_SHARE = 0.4;

/**
 * Whether the experience lines lead with action verbs: the one measure behind every statement about
 * action verbs, so the analysis never praises them in one place and finds them lacking in another.
 */
export function leadsWithActionVerbs(statements: readonly ExperienceStatement[]): boolean {
  if (statements.length === 0) return false;
  return statements.filter((statement) => statement.actionLed).length / statements.length >= ACTION_LED_SHARE;
}

/** The duty phrases of the duty statements, one per statement, for counting and quoting back to the writer. */
export function dutyPhrasesOf(statements: readonly ExperienceStatement[]): string[] {
  return statements.flatMap((statement) => statement.dutyPhrases);
}
