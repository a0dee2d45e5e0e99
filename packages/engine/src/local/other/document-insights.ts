import type { KeyInsight } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { extractiveSummary } from '../../text/extractive-summary';
import { contentWordsOf, type Keyword } from '../../text/keywords';
import type { Sentence } from '../../text/sentences';

const MAX_TITLE_TERMS = 3;

/** The document's most representative sentences, each titled by the topic words it carries. */
export function keyInsightsOf(
  sentences: readonly Sentence[],
  keywords: readonly Keyword[],
  count: number,
): KeyInsight[] {
  return extractiveSummary(sentences, { count }).map((sentence) => {
    const evidence = evidenceFrom(sentence);
    return { title: titleFor(sentence, keywords), description: evidence.quote, evidence };
  });
}

function titleFor(sentence: Sentence, keywords: readonly Keyword[]): string {
  const words = new Set(contentWordsOf(sentence.text));
  const terms = keywords
    .filter((keyword) => keyword.term.split(' ').every((word) => words.has(word)))
    .slice(0, MAX_TITLE_TERMS)
    .map((keyword) => keyword.term);
  const fallback = contentWordsOf(sentence.text).slice(0, 2);
  const title = (terms.length > 0 ? terms : fallback).join(', ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}
