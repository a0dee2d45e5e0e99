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
import type { AnalysisInput, AnalysisTarget } from '../src/analysis-engine';
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

/** One page of `text` analysed and checked as above, for the given type and parameters. */
function analyzeOnePage(target: AnalysisTarget, text: string): Promise<AnalysisResult> {
  return analyzeAndCheck({ ...target, pages: [{ pageNumber: 1, text }], filename: `${target.documentType}.pdf` });
}

export async function analyzeEssayText(text: string, parameters: EssayParameters): Promise<EssayAnalysis> {
  return (await analyzeOnePage({ documentType: 'essay', parameters }, text)) as EssayAnalysis;
}

/** By default for the client. */
export async function analyzeContractText(
  text: string,
  parameters: ContractParameters = { role: 'client' },
): Promise<ContractAnalysis> {
  return (await analyzeOnePage({ documentType: 'contract', parameters }, text)) as ContractAnalysis;
}

/** By default for a job seeker. */
export async function analyzeCvText(
  text: string,
  parameters: CvParameters = { perspective: 'job-seeker' },
): Promise<CvAnalysis> {
  return (await analyzeOnePage({ documentType: 'cv', parameters }, text)) as CvAnalysis;
}
