import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ANALYSIS_TYPES } from '@doclens/api';
import type { AnalysisTarget } from '../src/analysis-engine';
import type { QualityRow, QualitySectionRunner } from './quality-section';
import {
  type CorpusKind,
  corpusSources,
  fixtureSources,
  type InvalidResult,
  invalidResultsOf,
} from './result-validity';

const OWN_TYPE: Record<CorpusKind, AnalysisTarget['documentType']> = {
  contracts: 'contract',
  essays: 'essay',
  cvs: 'cv',
};
const SHOWN_INVALID = 20;
const TITLE = 'Schema validity of every fixture and corpus result';

/**
 * Every fixture PDF as every type (`npm test` reads each as its own type and "other", and a sample
 * of them as the other types), then every corpus document, as its own type and as any other
 * document, checked against the schema.
 * Not a figure with a target: one invalid result is a bug that would fail a user's document, so
 * the report counts it as a failure and exits non-zero.
 */
export const schemaValidityQuality: QualitySectionRunner = async (fixturesDir) => {
  const rows: QualityRow[] = [];
  const invalid: InvalidResult[] = [];
  const fixtures = fixtureSources(fixturesDir);
  let invalidFixtures = 0;
  for (const [index, source] of fixtures.entries()) {
    const found = await invalidResultsOf(source, index);
    invalidFixtures += found.length;
    invalid.push(...found);
  }
  rows.push({
    measure: `Fixture PDFs: invalid results of ${fixtures.length * ANALYSIS_TYPES.length} (each as every type)`,
    value: String(invalidFixtures),
    target: '0',
    met: invalidFixtures === 0,
  });
  const corpusDir = join(fixturesDir, '..', 'corpus');
  if (!existsSync(corpusDir)) {
    return { title: TITLE, rows, notes: [`${corpusDir} is absent`], failures: invalid.length };
  }
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
    title: TITLE,
    rows,
    notes: invalid
      .slice(0, SHOWN_INVALID)
      .map((result) => `${result.name} as ${result.documentType}: ${result.issues.slice(0, 3).join('; ')}`),
    failures: invalid.length,
  };
};
