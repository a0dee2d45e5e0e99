import type { DocumentPage } from '../../analysis-engine';
import type { Sentence } from '../../text/sentences';
import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import { essayParagraphs } from './essay-paragraphs';

/** An essay's paragraphs with the sentences each holds. */
export interface EssayLayout {
  paragraphs: TextSpan[];
  sentencesByParagraph: Sentence[][];
  /** "Paragraph 3, sentence 2", for corrections the writer must find. */
  locationOf(sentence: Sentence): string;
}

const FRONT_MATTER_MAX_WORDS = 12;
const SALUTATION = /^(?:dear|to)\b[^.!?]*,?$/iu;
/**
 * A letter's closing ("Yours sincerely,", "With love,", "Best wishes, Sam") and nothing but the
 * name under it, so that "Thanks to the bus we …" is still a sentence of the letter.
 */
const SIGN_OFF =
  /^(?:yours(?:\s+(?:sincerely|faithfully|truly))?|(?:sincerely|faithfully|truly)(?:\s+yours)?|(?:with\s+)?(?:love|best\s+wishes|(?:kind|warm|best)\s+regards|thanks)|regards|many\s+thanks|thank\s+you|cheers|your\s+(?:friend|student|son|daughter|grandson|granddaughter|nephew|niece))\b,?/iu;
/** The signer's name: capitalised words or the anonymised "@PERSON1". */
const NAME_ONLY = /^(?:\s+(?:\p{Lu}[\p{L}'.-]*|@\p{L}+\d*)){0,4}\s*$/u;
const SIGN_OFF_MAX_WORDS = 8;
const REFERENCE_HEADING = /^(?:references|works\s+cited|bibliography|reference\s+list|sources|notes|endnotes):?$/iu;

/**
 * The paragraphs that make up the essay's argument: without the title, a letter's salutation and
 * sign-off, and the reference list (they would otherwise pass for the introduction and the
 * conclusion, and be counted as paragraphs).
 */
export function bodyParagraphs(paragraphs: readonly TextSpan[]): TextSpan[] {
  const referencesAt = paragraphs.findIndex((paragraph) =>
    REFERENCE_HEADING.test(paragraph.text.split('\n')[0]?.trim() ?? ''),
  );
  const withoutReferences = referencesAt === -1 ? [...paragraphs] : paragraphs.slice(0, referencesAt);
  const firstBody = withoutReferences.findIndex((paragraph) => !isFrontMatter(paragraph.text));
  const body = firstBody === -1 ? withoutReferences : withoutReferences.slice(firstBody);
  const last = body.at(-1);
  return body.length > 1 && last && isSignOff(last.text) ? body.slice(0, -1) : body;
}

function isSignOff(text: string): boolean {
  const trimmed = text.trim();
  const closing = SIGN_OFF.exec(trimmed);
  return (
    countWords(trimmed) <= SIGN_OFF_MAX_WORDS && closing !== null && NAME_ONLY.test(trimmed.slice(closing[0].length))
  );
}

function isFrontMatter(text: string): boolean {
  if (SALUTATION.test(text.trim())) return true;
  return countWords(text) <= FRONT_MATTER_MAX_WORDS && !/[.!?]["'”’)]?$/u.test(text.trim());
}

export function essayLayout(paragraphs: TextSpan[], sentences: readonly Sentence[]): EssayLayout {
  const sentencesByParagraph: Sentence[][] = paragraphs.map(() => []);
  const paragraphIndex = new Map<number, number>();
  for (const sentence of sentences) {
    const index = paragraphs.findIndex(
      (paragraph) =>
        paragraph.page === sentence.page && sentence.start >= paragraph.start && sentence.start < paragraph.end,
    );
    if (index === -1) continue;
    sentencesByParagraph[index]?.push(sentence);
    paragraphIndex.set(sentence.index, index);
  }
  return {
    paragraphs,
    sentencesByParagraph,
    locationOf(sentence) {
      const index = paragraphIndex.get(sentence.index);
      if (index === undefined) return `Page ${sentence.page}`;
      const position = (sentencesByParagraph[index] ?? []).indexOf(sentence) + 1;
      return `Paragraph ${index + 1}, sentence ${position}`;
    },
  };
}

/**
 * The essay as every reader of it sees it (the analysis, Ask AI, bulk fields): its body paragraphs,
 * a run of spaces counting as the break a lost newline left, and the sentences of each.
 */
export function layoutOfEssay(text: { pages: readonly DocumentPage[]; sentences: readonly Sentence[] }): EssayLayout {
  return essayLayout(bodyParagraphs(essayParagraphs(text.pages)), text.sentences);
}
