import {
  type AnalysisResult,
  analysisResultSchema,
  type ContractAnalysis,
  type ContractParameters,
  type CvAnalysis,
  type CvParameters,
  type EssayAnalysis,
  type EssayParameters,
  type OtherAnalysis,
  type OtherParameters,
} from '@doclens/api';
import { expect } from 'vitest';
import type { AnalysisInput, AnalysisTarget, DocumentPage } from '../src/analysis-engine';
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

/** The pages analysed and checked as above; the file name is only a hint the local engine ignores. */
function analyzePages(target: AnalysisTarget, pages: readonly DocumentPage[]): Promise<AnalysisResult> {
  return analyzeAndCheck({ ...target, pages, filename: `${target.documentType}.pdf` });
}

function onePage(text: string): DocumentPage[] {
  return [{ pageNumber: 1, text }];
}

export async function analyzeEssayPages(
  pages: readonly DocumentPage[],
  parameters: EssayParameters,
): Promise<EssayAnalysis> {
  return (await analyzePages({ documentType: 'essay', parameters }, pages)) as EssayAnalysis;
}

export async function analyzeEssayText(text: string, parameters: EssayParameters): Promise<EssayAnalysis> {
  return analyzeEssayPages(onePage(text), parameters);
}

/** By default for the client. */
export async function analyzeContractPages(
  pages: readonly DocumentPage[],
  parameters: ContractParameters = { role: 'client' },
): Promise<ContractAnalysis> {
  return (await analyzePages({ documentType: 'contract', parameters }, pages)) as ContractAnalysis;
}

/** By default for the client. */
export async function analyzeContractText(
  text: string,
  parameters: ContractParameters = { role: 'client' },
): Promise<ContractAnalysis> {
  return analyzeContractPages(onePage(text), parameters);
}

/** The lines of a contract written for a test, one a line; by default for the client. */
export async function analyzeContractLines(
  lines: readonly string[],
  parameters: ContractParameters = { role: 'client' },
): Promise<ContractAnalysis> {
  return analyzeContractText(lines.join('\n'), parameters);
}

/** By default for a job seeker. */
export async function analyzeCvPages(
  pages: readonly DocumentPage[],
  parameters: CvParameters = { perspective: 'job-seeker' },
): Promise<CvAnalysis> {
  return (await analyzePages({ documentType: 'cv', parameters }, pages)) as CvAnalysis;
}

/** By default for a job seeker. */
export async function analyzeCvText(
  text: string,
  parameters: CvParameters = { perspective: 'job-seeker' },
): Promise<CvAnalysis> {
  return analyzeCvPages(onePage(text), parameters);
}

export async function analyzeOtherPages(
  pages: readonly DocumentPage[],
  parameters: OtherParameters = {},
): Promise<OtherAnalysis> {
  return (await analyzePages({ documentType: 'other', parameters }, pages)) as OtherAnalysis;
}

/** Every statement a reader sees about the CV as a whole, in the lists the page shows. */
export function cvStatementsOf(result: CvAnalysis): string[] {
  return [
    ...result.firstImpression.redFlags,
    ...result.overallScore.weaknesses,
    ...result.professionalPresentation.contactIssues,
    ...result.atsFriendliness.criticalIssues,
    ...result.criticalImprovements.immediate,
    ...result.criticalImprovements.contentUpgrades,
  ];
}
