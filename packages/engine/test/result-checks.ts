import {
  type AnalysisResult,
  analysisResultSchema,
  type ContractAnalysis,
  type ContractParameters,
  type CvAnalysis,
  type CvParameters,
  type EssayAnalysis,
  type EssayParameters,
} from '@doclens/api';
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

/** One page of contract text analysed and checked as above, by default for the client. */
export async function analyzeContractText(
  text: string,
  parameters: ContractParameters = { role: 'client' },
): Promise<ContractAnalysis> {
  return (await analyzeAndCheck({
    documentType: 'contract',
    parameters,
    pages: [{ pageNumber: 1, text }],
    filename: 'contract.pdf',
  })) as ContractAnalysis;
}

/** One page of CV text analysed and checked as above, by default for a job seeker. */
export async function analyzeCvText(
  text: string,
  parameters: CvParameters = { perspective: 'job-seeker' },
): Promise<CvAnalysis> {
  return (await analyzeAndCheck({
    documentType: 'cv',
    parameters,
    pages: [{ pageNumber: 1, text }],
    filename: 'cv.pdf',
  })) as CvAnalysis;
}
