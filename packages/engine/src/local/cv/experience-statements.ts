import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import { isKeyboardFiller } from './keyboard-filler';
import { openingVerb } from './opening-verb';
import { outcomeGivenNearby } from './outcome-lines';
import { statementSegments } from './statement-segments';
import { holdsPlaceholder } from './template-placeholders';
import { givesTeamSize, statesResultInWords, withoutTeamSizes } from './worded-results';

/** A statement that describes work done (not a title, date or company line): one bullet of the CV. */
export interface ExperienceStatement {
  line: TextSpan;
  /** A figure that measures a result of the work ("cut errors by 30%", "won back 12 customers"). */
  quantified: boolean;
  /** Figures that give only the size of the work ("a team of 6", "200 guests a night"), no result. */
  sized: boolean;
  actionLed: boolean;
  /** A task stated with no result: a duty phrase ("responsible for"), or a verb and what it was done to. */
  genericDuty: boolean;
  /** The duty phrase (or the opening verb) of a duty statement, lower-cased; empty for any other. */
  dutyPhrases: string[];
  /** Cut from a line that ran several statements together (bullets the PDF joined, or a paragraph). */
  runTogether: boolean;
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
/** A share stated as a result ("up 15%", "30 percent"). */
export const PERCENTAGE = /\d\s*(?:%|percent\b|per\s+cent\b)/iu;
const MONEY = /[$€£]\s?\d|\d\s?(?:k|m|million|billion)\b/iu;
/** Things sold, counted ("sold 31 phones in a day"): what a sales job achieves. */
const SOLD = /\bsold\s+(?:over\s+|more\s+than\s+)?\d/iu;
/** What money measures when it is a result: sales made or business brought in, not a budget held. */
const SALES =
  /\b(?:sold|sales|revenue|profits?|turnover|fund(?:s|ing)?\s+raised|raised|generat(?:ed|ing)|brought\s+in|new\s+business|bookings)\b/iu;
/**
 * Words that state a change the work made. "To improve" states an aim, not a result, so a word
 * after "to" does not count; nor does "improvement" naming a field of work ("process improvement
 * projects"), only an improvement of or in something. "Lifting" is left out: it is most often the task ("safe lifting"), not a rise.
 */
const RESULT_WORD =
  /(?<!\bto\s)\b(?:increas(?:ed|ing)|reduc(?:ed|ing)|decreas(?:ed|ing)|improv(?:ed|ing)|improvements?\s+(?:of|in|to)\b|saved|saving|savings|cut\s+(?:\p{L}+\s+){0,3}by|achiev(?:ed|ing)|exceed(?:ed|ing)|surpass(?:ed|ing)|grew|growth|boost(?:ed|ing)|doubl(?:ed|ing)|tripl(?:ed|ing)|halv(?:ed|ing)|won|win(?:ning)?|awarded|recogni[sz]ed|promoted|result(?:ed|ing)\s+in|led\s+to|leading\s+to|outperform(?:ed|ing)|eliminat(?:ed|ing)|lifted|rais(?:ed|ing)|ranked)\b/iu;
const GENERIC_DUTY =
  /^(?:responsible\s+for|perform(?:ed|s)?\s+(?:[\p{L}-]+\s+){0,2}duties\b|duties\s+(?:included|include)|tasks\s+(?:included|include)|worked\s+on|helped(?:\s+with|\s+to)?|assisted(?:\s+with|\s+in)?|assist\s+(?:with|in)|in\s+charge\s+of|involved\s+in|handled|participated\s+in|tasked\s+with)\b/iu;
/** Most words capitalised: a job title, an employer or a heading ("Billing Specialist Company Name"), not a statement. */
const TITLE_CASE_SHARE = 0.6;
/** A line stating pay: its figures are what the job paid, not what the work achieved. */
const PAY =
  /\b(?:salary|salaries|wages?|pay\s+rate|hourly\s+rate|per\s+(?:hour|annum)|an\s+hour)\b|\/\s?(?:hr|hour)\b/iu;
const DATE_LINE = /\b(?:19|20)\d{2}\b.*\b(?:(?:19|20)\d{2}|present|current|now)\b/iu;

/**
 * The statements of the lines: each bullet once, also when a PDF ran several into one line. Lines the
 * CV lists as achievements (under an "Achievements" or "Awards" heading) are never read as duties.
 */
export function experienceStatements(
  lines: readonly TextSpan[],
  listedAs: 'work' | 'achievements' = 'work',
): ExperienceStatement[] {
  const segments = lines.flatMap((line, lineIndex) => {
    const parts = statementSegments(line);
    return parts.map((segment) => ({ segment, lineIndex, runTogether: parts.length > 1 }));
  });
  const texts = segments.map(({ segment }) => segment.text);
  const lineIndexes = segments.map(({ lineIndex }) => lineIndex);
  return segments
    .map((item, index) => ({ ...item, outcomeNearby: outcomeGivenNearby(texts, lineIndexes, index) }))
    .filter(
      ({ segment: line }) =>
        countWords(line.text) >= MIN_STATEMENT_WORDS &&
        !isTitleOrDateLine(line.text) &&
        !isTitleCase(line.text) &&
        !isKeyboardFiller(line.text),
    )
    .map(({ segment: line, runTogether, outcomeNearby }) => {
      const quantified = showsMeasuredResult(line.text);
      // Reading the opening verb tags the whole line; it is read once and passed to every test here.
      const verb = openingVerb(line.text);
      // A task whose outcome the next line or two gives ("Result: …") is no duty without a result.
      const dutyPhrase =
        quantified || outcomeNearby || listedAs === 'achievements' || PAY.test(line.text)
          ? undefined
          : dutyPhraseOf(line.text, verb);
      return {
        line,
        quantified,
        // "within 2 years" says how long, not how big the work was.
        sized:
          !quantified &&
          !PAY.test(line.text) &&
          !holdsPlaceholder(line.text) &&
          hasFigure(line.text.replace(DURATION, '')),
        // Any verb of doing leads, also after "Successfully"; a duty phrase ("Assisted with") does not.
        actionLed: verb !== undefined && !GENERIC_DUTY.test(line.text.trim()),
        genericDuty: dutyPhrase !== undefined,
        dutyPhrases: dutyPhrase === undefined ? [] : [dutyPhrase],
        runTogether,
      };
    });
}

/** A figure that counts units of time ("2 years", "6 months"): how long, not how big or how well. */
const DURATION = /\b\d+(?:\.\d+)?\+?\s+(?:second|minute|hour|day|week|month|year)s?\b/giu;

/** A figure changed to another ("from 8 to 3 days", "6 → 19 students"): a change the work made, measured. */
const FIGURE_CHANGE =
  /\bfrom\s+[$€£]?\d[\d,.]*\s*(?:%|[kKmM]\b)?\s*(?:\p{L}+\s+)?to\s+[$€£]?\d|\d\s*(?:→|->|⇒|➔)\s*[$€£]?\d/u;

function hasFigure(text: string): boolean {
  return QUANTITY.test(text) || COUNT_OF_THINGS.test(text) || FIGURE_CHANGE.test(text) || givesTeamSize(text);
}

/** Whether a line gives a figure of the writer's own (a size, count or result), not pay nor a template's blank. */
export function givesFigure(text: string): boolean {
  return (
    !PAY.test(text) && !holdsPlaceholder(text) && (hasFigure(text.replace(DURATION, '')) || statesResultInWords(text))
  );
}

/**
 * Whether a line gives a figure that measures a result of the work ("cut losses by 20%"), not pay:
 * the one test behind every statement about measured results, for a bullet or a summary line alike.
 */
export function showsMeasuredResult(text: string): boolean {
  // "by [Number]%" is a template's blank: the result is not given yet.
  if (PAY.test(text) || holdsPlaceholder(text)) return false;
  if (statesResultInWords(text)) return true;
  // A team size is the scope of the job: a line whose only figure it is measures no result.
  const figures = withoutTeamSizes(text);
  return hasFigure(figures) && measuresResult(figures);
}

/**
 * Whether a statement's figures measure a result: a share, a change the work made, sales in money,
 * or the size of work delivered ("Launched a portal used by 40 banks").
 */
function measuresResult(text: string): boolean {
  return (
    PERCENTAGE.test(text) ||
    FIGURE_CHANGE.test(text) ||
    RESULT_WORD.test(text) ||
    SOLD.test(text) ||
    (MONEY.test(text) && SALES.test(text)) ||
    statesDeliveredWork(text, openingVerb(text))
  );
}

/**
 * Past-tense verbs that state a piece of work finished and handed over ("Released…", "Launched…",
 * "Built…"): the line names an outcome, not a duty the job required. A base form ("Develop lesson
 * plans") still reads as a duty, and so does work done again and again ("Created the weekly rota").
 */
const DELIVERED_WORK = new Set(
  `released launched developed delivered built shipped created designed implemented deployed founded co-founded
introduced established published rebuilt redesigned migrated automated invented`.split(/\s+/u),
);
/**
 * Verbs that open a line of recognition given to the writer ("Received high marks from…", "Earned
 * the staff award"): an achievement others granted, not a task the job required.
 */
const RECOGNITION = new Set(
  'received earned awarded won named selected chosen honoured honored nominated commended praised'.split(' '),
);
/** Work repeated on a schedule is a duty, whatever its verb. */
const RECURRING = /\b(?:daily|weekly|monthly|yearly|annual|each|every|regular(?:ly)?|routine(?:ly)?|ongoing)\b/iu;

/**
 * Leading a piece of work to its end ("Led the development of…", "Headed the launch of…"): the line
 * names what was delivered, as "Developed…" does, with the writer at its head.
 */
const LED_DELIVERY =
  /^(?:led|headed|spearheaded|drove|directed|championed)\s+(?:the\s+|a\s+|an\s+)?(?:development|launch|creation|design|build|rollout|roll-out|introduction|implementation|delivery|redesign|migration|set-?up|opening)\s+of\b/iu;

/** `verb` is the line's opening verb, read by the caller (`openingVerb`), which may have it already. */
function statesDeliveredWork(text: string, verb: string | undefined): boolean {
  const trimmed = text.trim();
  return (
    ((DELIVERED_WORK.has(verb ?? '') || LED_DELIVERY.test(trimmed)) && !RECURRING.test(text)) ||
    OUTCOME_CLAUSE.test(trimmed)
  );
}

/**
 * A clause telling what the work brought about ("…, which brought in forty new landlords", "…that
 * the head office adopted"): the line states an outcome others took up, not a task the job required.
 */
const OUTCOME_CLAUSE =
  /\b(?:which|that)\s+(?:(?:was|were|has\s+been|have\s+been|is\s+now)\s+)?(?:won|earned|brought\s+in|attracted|became|adopted|chosen|selected|praised|approved|funded|rolled\s+out)\b|\b(?:which|that)\s+(?:the\s+)?(?:[\p{L}-]+\s+){1,3}(?:adopted|chose|praised|approved|funded|rolled\s+out)\b/iu;

/**
 * A task with no object but a vague many ("Managed various tasks", "Handled a range of duties"): a
 * duty whatever its verb, quoted by its verb and the vague word.
 */
const VAGUE_TASKS =
  /^(\p{L}+\s+(?:various|a\s+variety\s+of|a\s+range\s+of|multiple|several|general|all))\s+(?:\p{L}+\s+)?(?:tasks|duties|responsibilities|activities|aspects|matters|functions|jobs)\b/iu;

/**
 * Whether a duty phrase is one of the stock phrases of a duty ("responsible for", "helped with",
 * "managed various") rather than the plain verb of a task: the clearer example to quote.
 */
export function isStockDutyPhrase(phrase: string): boolean {
  return GENERIC_DUTY.test(phrase) || /^responsible\s+for$/iu.test(phrase) || VAGUE_TASKS.test(`${phrase} tasks`);
}

/**
 * The phrase a duty statement opens with: a duty phrase ("responsible for", also inside the line:
 * "Team lead responsible for…"), or the verb of a task stated with no result ("Develop daily lesson
 * plans", "Mopped floors"). Undefined for a statement of a result or one that names no task.
 */
function dutyPhraseOf(text: string, verb: string | undefined): string | undefined {
  const trimmed = text.trim();
  const lead = GENERIC_DUTY.exec(trimmed)?.[0];
  if (lead !== undefined) return normalisedPhrase(lead);
  if (/\bresponsible\s+for\b/iu.test(trimmed)) return 'responsible for';
  if (RESULT_WORD.test(trimmed) || statesDeliveredWork(trimmed, verb)) return undefined;
  const vague = VAGUE_TASKS.exec(trimmed)?.[1];
  if (vague !== undefined) return normalisedPhrase(vague);
  return verb !== undefined && RECOGNITION.has(verb) ? undefined : verb;
}

function normalisedPhrase(phrase: string): string {
  return phrase.toLowerCase().replace(/\s+/gu, ' ');
}

function isTitleCase(text: string): boolean {
  const words = text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return words.length > 0 && capitalised / words.length >= TITLE_CASE_SHARE;
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

/**
 * Share of lines led by an action verb above which it is praised as a strength: a clear majority,
 * since "7 of 14 lines" is as much a weakness as a strength.
 */
const ACTION_LED_STRENGTH_SHARE = 2 / 3;

/**
 * Whether leading with action verbs is a strength of the CV: true of most of its lines, not half, and
 * counted from lines the writer set apart. Where statements were cut from lines run together, the
 * count is the reading's split, not the writer's bullets, and is no strength to praise.
 */
export function actionVerbsAreStrength(statements: readonly ExperienceStatement[]): boolean {
  if (statements.length === 0 || statements.some((statement) => statement.runTogether)) return false;
  return statements.filter((statement) => statement.actionLed).length / statements.length >= ACTION_LED_STRENGTH_SHARE;
}

/** The duty phrases of the duty statements, one per statement, for counting and quoting back to the writer. */
export function dutyPhrasesOf(statements: readonly ExperienceStatement[]): string[] {
  return statements.flatMap((statement) => statement.dutyPhrases);
}

const EACH_PERCENTAGE = new RegExp(PERCENTAGE.source, 'giu');
/** A whole change of figure, its second figure and unit included ("from 70% to 92%"), to count once. */
const EACH_FIGURE_CHANGE = new RegExp(`(?:${FIGURE_CHANGE.source})[\\d,.]*\\s*(?:%|percent\\b|[kKmM]\\b)?`, 'gu');

/**
 * The measured results the statements give: one per statement, or one per share when a statement
 * lists several ("students (15%), applicants (18%)"), since each share is a result of its own.
 */
export function measuredResultCount(statements: readonly ExperienceStatement[]): number {
  return statements
    .filter((statement) => statement.quantified)
    .reduce((sum, statement) => sum + resultsIn(statement.line.text), 0);
}

/**
 * The measured results a line gives: none, one, or one per measure it lists: each change of a figure
 * ("from 4 days to 1") and each share outside those changes ("by 15%").
 */
export function resultsIn(text: string): number {
  if (!showsMeasuredResult(text)) return 0;
  const changes = [...text.matchAll(EACH_FIGURE_CHANGE)].length;
  const shares = [...text.replace(EACH_FIGURE_CHANGE, ' ').matchAll(EACH_PERCENTAGE)].length;
  return Math.max(1, changes + shares);
}
