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
const REFERENCE_HEADING = /^(?:references|works\s+cited|bibliography|reference\s+list|sources|notes|endnotes):?$/iu;

/**
 * The paragraphs that make up the essay's argument: without the title, a letter's salutation, and
 * the reference list (they would otherwise pass for the introduction and the conclusion).
 */
export function bodyParagraphs(paragraphs: readonly TextSpan[]): TextSpan[] {
  const referencesAt = paragraphs.findIndex((paragraph) =>
    REFERENCE_HEADING.test(paragraph.text.split('\n')[0]?.trim() ?? ''),
  );
  const withoutReferences = referencesAt === -1 ? [...paragraphs] : paragraphs.slice(0, referencesAt);
  const firstBody = withoutReferences.findIndex((paragraph) => !isFrontMatter(paragraph.text));
  return firstBody === -1 ? withoutReferences : withoutReferences.slice(firstBody);
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
