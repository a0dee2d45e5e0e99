import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import { startsWithActionVerb } from './action-verbs';

/** A line that describes work done (not a title, date or company line). */
export interface ExperienceStatement {
  line: TextSpan;
  quantified: boolean;
  actionLed: boolean;
  genericDuty: boolean;
}

const MIN_STATEMENT_WORDS = 5;
const QUANTITY =
  /\d+(?:\.\d+)?\s*(?:%|percent|per\s+cent|[kKmM]\b|million|billion|x\b)|[$€£]\s?\d|\b\d{1,3}(?:,\d{3})+\b|\b\d+\+?\s+(?:people|employees|staff|clients|customers|users|projects|stores|branches|team|members|accounts|students|patients|reports|sites|locations|countries|products|events|hours|days|weeks|direct\s+reports|vendors|suppliers|properties|units|transactions|calls|cases|campaigns)\b/iu;
/** A count of things ("4 analysts", "12 stores"), not a year. */
const COUNT_OF_THINGS = /\b(?!(?:19|20)\d{2}\b)\d+(?:\.\d+)?\+?\s+\p{L}+s\b/u;
const GENERIC_DUTY =
  /^(?:responsible\s+for|duties\s+(?:included|include)|tasks\s+(?:included|include)|worked\s+on|helped(?:\s+with|\s+to)?|assisted(?:\s+with|\s+in)?|in\s+charge\s+of|involved\s+in|handled|participated\s+in|tasked\s+with)\b/iu;
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
      genericDuty: GENERIC_DUTY.test(line.text.trim()) || /\bresponsible\s+for\b/iu.test(line.text),
    }));
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

/** The duty phrase a duty line uses, lower-cased ("assisted with"), for quoting back to the writer. */
export function dutyPhraseOf(statement: ExperienceStatement): string {
  const text = statement.line.text.trim();
  const phrase = GENERIC_DUTY.exec(text)?.[0] ?? /\bresponsible\s+for\b/iu.exec(text)?.[0] ?? 'responsible for';
  return phrase.toLowerCase().replace(/\s+/gu, ' ');
}
