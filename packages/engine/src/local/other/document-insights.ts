import type { KeyInsight } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { pickDistinct, type RankedSentence } from '../../text/extractive-summary';
import { contentWordsOf, type Keyword } from '../../text/keywords';
import type { Sentence } from '../../text/sentences';
import { wordsOf } from '../../text/words';
import { singleLine } from '../wording';
import type { StatementSignals } from './statement-signals';

const MAX_TITLE_TERMS = 3;
const CENTRAL_POINTS = 3;
const FALLBACK_TITLE_CHARACTERS = 40;

/**
 * The document's central points (TextRank), then what a reader must act on or watch: the most
 * central commitment, problem and figure not already shown. Every insight quotes its sentence.
 */
export function keyInsightsOf(
  ranked: readonly RankedSentence[],
  statements: readonly StatementSignals[],
  keywords: readonly Keyword[],
): KeyInsight[] {
  const central = pickDistinct(ranked, CENTRAL_POINTS);
  const shown = new Set(central.map((sentence) => sentence.index));
  const insights = central.map((sentence) => ({
    title: titleFor(sentence, keywords),
    description: singleLine(sentence.text),
    evidence: evidenceFrom(sentence),
  }));
  const byRank = rankedStatements(ranked, statements);
  const kinds: Array<[label: string, lead: string, test: (signals: StatementSignals) => boolean]> = [
    ['Commitment', 'What is promised or asked', (signals) => signals.isAction],
    ['Open issue', 'A problem the document raises', (signals) => signals.isProblem],
    ['Key figure', 'A figure the document relies on', (signals) => signals.hasFigure],
  ];
  for (const [label, lead, test] of kinds) {
    const found = byRank.find((signals) => test(signals) && !shown.has(signals.sentence.index));
    if (!found) continue;
    shown.add(found.sentence.index);
    insights.push({
      title: `${label}: ${titleFor(found.sentence, keywords)}`,
      description: `${lead}: ${singleLine(found.sentence.text)}`,
      evidence: evidenceFrom(found.sentence),
    });
  }
  return insights;
}

/** Statements in TextRank order, so the kind-specific insights are the most central of their kind. */
function rankedStatements(
  ranked: readonly RankedSentence[],
  statements: readonly StatementSignals[],
): StatementSignals[] {
  const position = new Map(ranked.map((item, rank) => [item.sentence.index, rank]));
  return statements
    .filter((signals) => position.has(signals.sentence.index))
    .sort((a, b) => (position.get(a.sentence.index) ?? 0) - (position.get(b.sentence.index) ?? 0));
}

function titleFor(sentence: Sentence, keywords: readonly Keyword[]): string {
  const words = new Set(contentWordsOf(sentence.text));
  const terms = keywords
    .filter((keyword) => keyword.term.split(' ').every((word) => words.has(word)))
    .slice(0, MAX_TITLE_TERMS)
    .map((keyword) => keyword.term);
  const title = (terms.length > 0 ? terms : fallbackTitleWords(sentence.text)).join(', ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * A sentence without a topic word of its own still needs a title: its first content words, else
 * its first words however short (a page of accented letters has only one-letter words), else its
 * opening characters (figures, symbols).
 */
function fallbackTitleWords(text: string): string[] {
  const content = contentWordsOf(text).slice(0, 2);
  if (content.length > 0) return content;
  const any = wordsOf(text).slice(0, MAX_TITLE_TERMS);
  if (any.length > 0) return [any.join(' ')];
  return [Array.from(singleLine(text)).slice(0, FALLBACK_TITLE_CHARACTERS).join('') || 'Untitled point'];
}
