import { numberFromWords } from '../../text/number-words';
import { type LevelExpectations, paragraphWords, SCHOOL_PARAGRAPH_WORDS } from './essay-expectations';

/**
 * A typed, double-spaced page in 12-point type holds about 250 words, the unit in which tasks set
 * lengths ("a two-page essay"), as in `essay-expectations.ts`.
 */
const WORDS_PER_PAGE = 250;

// "A two-page essay", "a single paragraph": one of a unit, in the words a task uses for it.
const ONE = new Set(['a', 'an', 'single']);
const COUNT = String.raw`(\d{1,4}|a|an|one|single|two|three|four|five|six|seven|eight|nine|ten)`;
const RANGE = (count: string) => String.raw`${count}(?:\s*(?:-|–|to)\s*${count})?`;
/**
 * A length is the writer's only where the task sets it: after "in", "write", "at least", "about" …
 * ("in one paragraph", "at least 300 words") or naming the piece ("a two-page essay"). "Read the
 * 800-word article" or "the two paragraphs below" describe the text read.
 */
const SETS = String.raw`\b(?:in|write|of|at\s+(?:least|most)|no\s+(?:more|fewer|less)\s+than|about|around|approximately|roughly|up\s+to|within|between|(?:a\s+)?(?:minimum|maximum)\s+of)\s+`;
const PIECE = String.raw`(?=\s+(?:essay|response|answer|letter|story|report|paper|piece|narrative|summary)\b)`;
/** A count of a unit as the task sets it, the counts in groups 1–2 or 3–4. */
function lengthIn(unit: string, count: string = COUNT): RegExp {
  const counted = String.raw`${RANGE(count)}[-\s]${unit}`;
  return new RegExp(String.raw`${SETS}${counted}\b|\ban?\s+${counted}${PIECE}`, 'iu');
}
const NUMBER = String.raw`(\d{2,4})`;
const WORD_COUNT = lengthIn('words?', NUMBER);
const PAGE_COUNT = lengthIn('pages?');
const PARAGRAPH_COUNT = lengthIn('paragraphs?');
/**
 * A question answered in a few sentences: a short answer or brief response, "in 3–5 sentences", "in a
 * few sentences". Schools set such answers as one paragraph (answer, cite the text, explain), the
 * school paragraph whatever the level.
 */
const SHORT_ANSWER = new RegExp(
  String.raw`\b(?:short[-\s](?:answer|response)|brief\s+(?:answer|response))\b|${SETS}(?:a\s+few|several|${RANGE(String.raw`(?:\d|two|three|four|five)`)})\s+sentences?\b`,
  'iu',
);

function countOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  const number = Number(word);
  if (Number.isInteger(number) && number > 0) return number;
  const lower = word.toLowerCase();
  return ONE.has(lower) ? 1 : numberFromWords(lower);
}

/** The larger of a count or a range of counts ("two to three pages" is three), in either alternative. */
function largerCount(match: RegExpMatchArray | null): number | undefined {
  if (!match) return undefined;
  const counts = match
    .slice(1)
    .map(countOf)
    .filter((count) => count !== undefined);
  return counts.length > 0 ? Math.max(...counts) : undefined;
}

/**
 * The length in words the task names, if it names one: a word count, pages, paragraphs (each the
 * level's paragraph) or a short answer of a few sentences (one school paragraph). A task that names no
 * length leaves the kind's length to the level.
 */
export function wordsTaskNames(task: string | undefined, level: LevelExpectations): number | undefined {
  if (!task) return undefined;
  const words = largerCount(task.match(WORD_COUNT));
  if (words !== undefined) return words;
  const pages = largerCount(task.match(PAGE_COUNT));
  if (pages !== undefined) return pages * WORDS_PER_PAGE;
  const paragraphs = largerCount(task.match(PARAGRAPH_COUNT));
  if (paragraphs !== undefined) return paragraphs * paragraphWords(level);
  return SHORT_ANSWER.test(task) ? SCHOOL_PARAGRAPH_WORDS : undefined;
}

/** The level's expectations with the length the task names, when it names one. */
export function expectationsForTask(level: LevelExpectations, task: string | undefined): LevelExpectations {
  const taskWords = wordsTaskNames(task, level);
  return taskWords === undefined ? level : { ...level, taskWords };
}
