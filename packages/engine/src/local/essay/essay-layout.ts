import type { DocumentPage } from '../../analysis-engine';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import { essayParagraphs } from './essay-paragraphs';
import { onlyTranscriptionGaps } from './illegible-text';

/**
 * A paragraph as the writer made it: its whole text, and the page it starts on. One that runs over
 * a page break is one paragraph, its text joined across the break.
 */
export interface EssayParagraph {
  text: string;
  page: number;
}

/** An essay's paragraphs with the sentences each holds. */
export interface EssayLayout {
  paragraphs: EssayParagraph[];
  sentencesByParagraph: Sentence[][];
  /**
   * True where the text cannot show how many paragraphs the writer made (breaks may hide in double
   * spaces, or a long text came as one line): no paragraph count is asserted then.
   */
  breaksUncertain: boolean;
  /** "Paragraph 3, sentence 2", for corrections the writer must find. */
  locationOf(sentence: Sentence): string;
}

const FRONT_MATTER_MAX_WORDS = 12;
/** Below this many paragraphs an essay, a story or a letter is told it has too few. */
export const FEW_PARAGRAPHS = 3;
const SALUTATION = /^(?:dear|to)\b[^.!?]*,?$/iu;
/**
 * A letter's closing ("Yours sincerely,", "With love,", "Best wishes, Sam") and nothing but the
 * name under it, so that "Thanks to the bus we …" is still a sentence of the letter.
 */
const SIGN_OFF =
  /^(?:yours(?:\s+(?:sincerely|faithfully|truly))?|(?:sincerely|faithfully|truly)(?:\s+yours)?|(?:with\s+)?(?:love|best\s+wishes|(?:kind|warm|best)\s+regards|thanks)|regards|many\s+thanks|thank\s+you|cheers|your\s+(?:friend|student|son|daughter|grandson|granddaughter|nephew|niece))\b,?/iu;
/**
 * Who the signer is to the reader, written before the name ("Sincerely, your friend Sam", "Yours
 * truly, a concerned citizen").
 */
const SIGNER_ROLE =
  /^[\s,]*(?:your|a|an)\s+(?:(?:loyal|faithful|concerned|fellow|loving|devoted|best|dear|local|proud)\s+)?(?:friend|student|reader|neighbou?r|citizen|resident|classmate|fan|son|daughter|grandson|granddaughter|nephew|niece|pupil|supporter|parent|teen(?:ager)?)\b,?/iu;
/** The signer's name: capitalised words or the anonymised "@PERSON1". */
const NAME_ONLY = /^(?:\s+(?:\p{Lu}[\p{L}'.-]*|@\p{L}+\d*)){0,4}\s*$/u;
/** Where a sentence ends and another part may start: a sign-off may follow the last sentence in its paragraph. */
const SENTENCE_BREAK = /[.!?]["'”’)]?\s+/gu;
const SIGN_OFF_MAX_WORDS = 8;
const REFERENCE_HEADING = /^(?:references|works\s+cited|bibliography|reference\s+list|sources|notes|endnotes):?$/iu;

/**
 * The paragraphs that make up the essay's argument: without the title, a letter's salutation and
 * sign-off, and the reference list (they would otherwise pass for the introduction and the
 * conclusion, and be counted as paragraphs).
 */
export function bodyParagraphs(paragraphs: readonly TextSpan[]): TextSpan[] {
  // A transcriber's mark for words lost ("???", "Illegible") set apart is a gap, not a paragraph.
  const written = paragraphs.filter((paragraph) => !onlyTranscriptionGaps(paragraph.text));
  const referencesAt = written.findIndex((paragraph) =>
    REFERENCE_HEADING.test(paragraph.text.split('\n')[0]?.trim() ?? ''),
  );
  const withoutReferences = referencesAt === -1 ? written : written.slice(0, referencesAt);
  const firstBody = withoutReferences.findIndex((paragraph) => !isFrontMatter(paragraph.text));
  const body = firstBody === -1 ? withoutReferences : withoutReferences.slice(firstBody);
  const last = body.at(-1);
  if (!last) return body;
  if (body.length > 1 && isSignOff(last.text)) return body.slice(0, -1);
  // A sign-off run on after the last sentence ("… Thank you. Sincerely, Sam") closes the letter; it is
  // no sentence of its last paragraph, and not its conclusion.
  const closing = withoutTrailingSignOff(last);
  return closing === last ? body : [...body.slice(0, -1), closing];
}

function isSignOff(text: string): boolean {
  const trimmed = text.trim();
  const closing = SIGN_OFF.exec(trimmed);
  if (countWords(trimmed) > SIGN_OFF_MAX_WORDS || closing === null) return false;
  const afterClosing = trimmed.slice(closing[0].length);
  const role = SIGNER_ROLE.exec(afterClosing)?.[0].length ?? 0;
  return NAME_ONLY.test(` ${afterClosing.slice(role).trim()}`);
}

/** The paragraph without a sign-off that follows its last sentence, or the paragraph itself where none does. */
function withoutTrailingSignOff(paragraph: TextSpan): TextSpan {
  for (const end of matchesOf(SENTENCE_BREAK, paragraph.text)) {
    const cut = end.index + end[0].length;
    if (!isSignOff(paragraph.text.slice(cut))) continue;
    const kept = paragraph.text.slice(0, end.index + end[0].trimEnd().length);
    return { ...paragraph, text: kept, end: paragraph.start + kept.length };
  }
  return paragraph;
}

/**
 * A title, a heading or a greeting: a short line with no full stop. A short question or exclamation
 * set apart above the text ("Should Phones Be Banned?") is a title too; one line that short cannot
 * introduce the essay.
 */
function isFrontMatter(text: string): boolean {
  const trimmed = text.trim();
  if (SALUTATION.test(trimmed)) return true;
  return countWords(trimmed) <= FRONT_MATTER_MAX_WORDS && !/\.["'”’)]?$/u.test(trimmed);
}

export function essayLayout(spans: TextSpan[], sentences: readonly Sentence[], breaksUncertain = false): EssayLayout {
  const groups = pageContinuations(spans);
  const sentencesByParagraph: Sentence[][] = groups.map(() => []);
  const paragraphIndex = new Map<number, number>();
  for (const sentence of sentences) {
    const index = groups.findIndex((group) =>
      group.some((span) => span.page === sentence.page && sentence.start >= span.start && sentence.start < span.end),
    );
    if (index === -1) continue;
    sentencesByParagraph[index]?.push(sentence);
    paragraphIndex.set(sentence.index, index);
  }
  return {
    paragraphs: groups.map((group) => ({
      text: group.map((span) => span.text).join(' '),
      page: group[0]?.page ?? 1,
    })),
    sentencesByParagraph,
    breaksUncertain,
    locationOf(sentence) {
      const index = paragraphIndex.get(sentence.index);
      if (index === undefined) return `Page ${sentence.page}`;
      const position = (sentencesByParagraph[index] ?? []).indexOf(sentence) + 1;
      return `Paragraph ${index + 1}, sentence ${position}`;
    },
  };
}

const ENDS_SENTENCE = /[.!?]["'”’)]?$/u;
const OPENS_LOWER_CASE = /^\p{Ll}/u;

/**
 * The spans grouped into paragraphs: a page that stops mid-sentence and a next page that goes on in
 * lower case hold one paragraph, not two.
 */
function pageContinuations(spans: readonly TextSpan[]): TextSpan[][] {
  const groups: TextSpan[][] = [];
  spans.forEach((span, index) => {
    const previous = spans[index - 1];
    const continues =
      previous !== undefined &&
      span.page === previous.page + 1 &&
      !ENDS_SENTENCE.test(previous.text) &&
      OPENS_LOWER_CASE.test(span.text);
    const last = groups.at(-1);
    if (continues && last) last.push(span);
    else groups.push([span]);
  });
  return groups;
}

/**
 * The essay as every reader of it sees it (the analysis, Ask AI, bulk fields): its body paragraphs,
 * a run of spaces counting as the break a lost newline left, and the sentences of each.
 */
export function layoutOfEssay(text: { pages: readonly DocumentPage[]; sentences: readonly Sentence[] }): EssayLayout {
  const { paragraphs, breaksMayBeHidden } = essayParagraphs(text.pages);
  const body = bodyParagraphs(paragraphs);
  // Only a count that would draw the "too few paragraphs" remark needs to be certain.
  return essayLayout(body, text.sentences, breaksMayBeHidden && body.length < FEW_PARAGRAPHS);
}
