import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLanguage } from '../src/grammar/check-language';
import { GRAMMAR_CHECKS } from '../src/grammar/registry';
import { splitSentences } from '../src/text/sentences';
import { corpusModeRequested } from './contract-quality';
import { type GrammarCorpusFigures, grammarCorpusFigures, precisionOf, recallOf } from './grammar-corpus';
import type { QualityRow, QualitySectionRunner } from './quality-section';

const PRECISION_TARGET = 0.85;
/** Issue 13: on the corpus, at least this recall at every level with the precision target kept. */
const CORPUS_RECALL_TARGET = 0.4;
/** Error types printed per level of detail: the most frequent ones, learners' usual mistakes among them. */
const TYPES_SHOWN = 20;

interface JflegItem {
  source: string;
  references: string[];
}

interface Outcome {
  source: string;
  hasError: boolean;
  flagged: boolean;
}

/**
 * Sentence-level detection on the JFLEG sentences. A sentence has an error when every one of the
 * four fluent corrections changes it; it is clean when at least one corrector left it as it was
 * (the README: a good checker leaves alone what the references keep).
 */
export const grammarQuality: QualitySectionRunner = async (fixturesDir) => {
  const items = JSON.parse(readFileSync(join(fixturesDir, 'grammar', 'jfleg-dev-120.json'), 'utf8')) as JflegItem[];
  const outcomes: Outcome[] = [];
  for (const item of items) {
    const text = detokenize(item.source);
    outcomes.push({
      source: text,
      hasError: item.references.every((reference) => normalize(reference) !== normalize(item.source)),
      flagged: await hasLanguageError(text),
    });
  }
  const truePositives = outcomes.filter((o) => o.flagged && o.hasError).length;
  const flagged = outcomes.filter((o) => o.flagged).length;
  const withErrors = outcomes.filter((o) => o.hasError).length;
  const precision = flagged === 0 ? 0 : truePositives / flagged;
  const recall = withErrors === 0 ? 0 : truePositives / withErrors;
  const rows: QualityRow[] = [
    {
      measure: 'Grammar detection precision (sentences)',
      value: precision.toFixed(2),
      target: `≥ ${PRECISION_TARGET.toFixed(2)}`,
      met: precision >= PRECISION_TARGET,
    },
    { measure: 'Grammar detection recall (sentences)', value: recall.toFixed(2) },
    {
      measure: 'Sentences (with errors / clean)',
      value: `${items.length} (${withErrors} / ${items.length - withErrors})`,
    },
  ];
  const notes = outcomes
    .filter((o) => o.flagged && !o.hasError)
    .map((o) => `Flagged although a reference keeps it: ${o.source}`);
  const corpusDir = join(fixturesDir, '..', 'corpus');
  if (!corpusModeRequested() || !existsSync(join(corpusDir, 'grammar'))) {
    return { title: 'Grammar: sentence-level detection on JFLEG', rows, notes };
  }
  const corpus = await grammarCorpusFigures(corpusDir);
  return {
    title: 'Grammar: sentence-level detection on JFLEG (fixtures) and Write & Improve (corpus)',
    rows: [...rows, ...corpusRows(corpus)],
    notes: [...corpusNotes(corpus), ...notes],
  };
};

function corpusRows(corpus: GrammarCorpusFigures): QualityRow[] {
  const levels = [...corpus.byLevel].sort(([a], [b]) => a.localeCompare(b));
  return [
    ...levels.flatMap(([level, tally]): QualityRow[] => [
      {
        measure: `Corpus level ${level}: precision (sentences)`,
        value: precisionOf(tally).toFixed(2),
        target: `≥ ${PRECISION_TARGET.toFixed(2)}`,
        met: precisionOf(tally) >= PRECISION_TARGET,
      },
      {
        measure: `Corpus level ${level}: recall (sentences)`,
        value: recallOf(tally).toFixed(2),
        target: `≥ ${CORPUS_RECALL_TARGET.toFixed(2)}`,
        met: recallOf(tally) >= CORPUS_RECALL_TARGET,
      },
    ]),
    {
      measure: 'Corpus all levels: precision / recall',
      value: `${precisionOf(corpus.total).toFixed(2)} / ${recallOf(corpus.total).toFixed(2)}`,
    },
    {
      measure: 'Corpus sentences (with errors / clean)',
      value: `${corpus.total.sentences} (${corpus.total.withErrors} / ${corpus.total.sentences - corpus.total.withErrors})`,
    },
  ];
}

/** Per error type: how many of the annotators' edits a finding touched. */
function corpusNotes(corpus: GrammarCorpusFigures): string[] {
  const types = [...corpus.byType].sort((a, b) => b[1].edits - a[1].edits).slice(0, TYPES_SHOWN);
  return [
    `Corpus edits caught per error type: ${types
      .map(([type, { edits, caught }]) => `${type} ${(caught / edits).toFixed(2)} (${edits})`)
      .join(', ')}`,
    ...corpus.falseAlarms.slice(0, 15).map((alarm) => `Corpus false alarm: ${alarm}`),
  ];
}

/** What the essay analyzer counts as an error: grammar or spelling, not style advice. */
async function hasLanguageError(text: string): Promise<boolean> {
  const pages = [{ pageNumber: 1, text }];
  const issues = await checkLanguage(splitSentences(pages), () => text, GRAMMAR_CHECKS);
  return issues.some((issue) => issue.kind !== 'style');
}

function normalize(text: string): string {
  return text.split(/\s+/u).filter(Boolean).join(' ');
}

/** JFLEG is tokenised ("do n't", "end ."); the checker reads text as people write it. */
function detokenize(text: string): string {
  return normalize(text)
    .replace(/ ([.,!?;:%)])/gu, '$1')
    .replace(/\( /gu, '(')
    .replace(/ n't\b/gu, "n't")
    .replace(/ '(s|re|ve|ll|d|m)\b/gu, "'$1");
}
