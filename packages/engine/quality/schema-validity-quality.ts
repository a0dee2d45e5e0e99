import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalysisTarget } from '../src/analysis-engine';
import type { QualityRow, QualitySectionRunner } from './quality-section';
import { type CorpusKind, corpusSources, type InvalidResult, invalidResultsOf } from './result-validity';

const OWN_TYPE: Record<CorpusKind, AnalysisTarget['documentType']> = {
  contracts: 'contract',
  essays: 'essay',
  cvs: 'cv',
};
const SHOWN_INVALID = 20;

/**
 * Every corpus document, as its own type and as any other document, checked against the schema.
 * Not a figure with a target: one invalid result is a bug that would fail a user's document, so
 * the report counts it as a failure and exits non-zero.
 */
export const schemaValidityQuality: QualitySectionRunner = async (fixturesDir) => {
  const corpusDir = join(fixturesDir, '..', 'corpus');
  if (!existsSync(corpusDir)) {
    return { title: 'Schema validity of every corpus result', rows: [], notes: [`${corpusDir} is absent`] };
  }
  const rows: QualityRow[] = [];
  const invalid: InvalidResult[] = [];
  for (const kind of Object.keys(OWN_TYPE) as CorpusKind[]) {
    const sources = corpusSources(corpusDir, kind);
    let invalidOfKind = 0;
    for (const [index, source] of sources.entries()) {
      const found = await invalidResultsOf(source, index, [OWN_TYPE[kind], 'other']);
      invalidOfKind += found.length;
      invalid.push(...found);
    }
    rows.push({
      measure: `Corpus ${kind}: invalid results of ${sources.length * 2} (as ${OWN_TYPE[kind]} and as other)`,
      value: String(invalidOfKind),
      target: '0',
      met: invalidOfKind === 0,
    });
  }
  return {
    title: 'Schema validity of every corpus result',
    rows,
    notes: invalid
      .slice(0, SHOWN_INVALID)
      .map((result) => `${result.name} as ${result.documentType}: ${result.issues.slice(0, 3).join('; ')}`),
    failures: invalid.length,
  };
};
