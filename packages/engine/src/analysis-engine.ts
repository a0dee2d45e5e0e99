import type { AnalysisResult, ContractParameters, CvParameters, EssayParameters, OtherParameters } from '@doclens/api';

/** One page of extracted text; `pageNumber` is 1-based, as the viewer counts pages. */
export interface DocumentPage {
  pageNumber: number;
  text: string;
}

/** The analysis asked for: a document type with that type's parameters. */
export type AnalysisTarget =
  | { documentType: 'contract'; parameters: ContractParameters }
  | { documentType: 'essay'; parameters: EssayParameters }
  | { documentType: 'cv'; parameters: CvParameters }
  | { documentType: 'other'; parameters: OtherParameters };

export type AnalysisInput = AnalysisTarget & {
  pages: readonly DocumentPage[];
  /** The name the user uploaded the file under; a hint for titles, never trusted as content. */
  filename: string;
};

export interface AnalyzeOptions {
  /** Aborted when the caller's time limit passes or the worker shuts down. */
  signal?: AbortSignal;
}

/** Turns extracted pages into the analysis of the requested type. Same input, same output. */
export interface AnalysisEngine {
  analyze(input: AnalysisInput, options?: AnalyzeOptions): Promise<AnalysisResult>;
}
