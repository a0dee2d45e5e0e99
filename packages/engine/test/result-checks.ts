import { type AnalysisResult, analysisResultSchema, type EssayAnalysis, type EssayParameters } from '@doclens/api';
import { expect } from 'vitest';
import type { AnalysisInput } from '../src/analysis-engine';
import { createLocalEngine } from '../src/local/local-engine';
import { collectEvidence, evidenceNotInDocument } from '../src/text/evidence';

const engine = createLocalEngine();

/**
 * Runs the local engine and checks what every result must satisfy: it parses with the shared
 * schema, and every evidence quote is found verbatim on the page it names.
 */
export async function analyzeAndCheck(input: AnalysisInput): Promise<AnalysisResult> {
  const result = await engine.analyze(input);
  const parsed = analysisResultSchema.safeParse(result);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(evidenceNotInDocument(collectEvidence(result), input.pages)).toEqual([]);
  return result;
}

/** One page of essay text analysed and checked as above. */
export async function analyzeEssayText(text: string, parameters: EssayParameters): Promise<EssayAnalysis> {
  return (await analyzeAndCheck({
    documentType: 'essay',
    parameters,
    pages: [{ pageNumber: 1, text }],
    filename: 'essay.txt',
  })) as EssayAnalysis;
}
