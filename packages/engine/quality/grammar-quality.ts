import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLanguage } from '../src/text/grammar-checks';
import { splitSentences } from '../src/text/sentences';
import { GRAMMAR_CHECKS } from '../src/text/style-checks';
import type { QualityRow, QualitySectionRunner } from './quality-section';

const PRECISION_TARGET = 0.85;

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
  return {
    title: 'Grammar: sentence-level detection on JFLEG',
    rows,
    notes: outcomes
      .filter((o) => o.flagged && !o.hasError)
      .map((o) => `Flagged although a reference keeps it: ${o.source}`),
  };
};

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
