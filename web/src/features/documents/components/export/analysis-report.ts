import type { AnalysisType, DocumentDetail } from '@doclens/api';
import { ANALYSIS_TYPE_OPTIONS } from '../../../../lib/analysis-type-labels';
import { isRedacted } from '../view/redacted-analysis';
import { contractReportSections } from './contract-report-sections';
import { cvReportSections } from './cv-report-sections';
import { essayReportSections } from './essay-report-sections';
import { otherReportSections } from './other-report-sections';
import type { ReportSection } from './report-content';

/** Everything an exported report shows, built from the same analysis the page shows. */
export interface AnalysisReport {
  documentName: string;
  /** The analysis type's name, as the type selection step names it. */
  documentType: string;
  /** When the document was uploaded (ISO). */
  uploadedAt: string;
  generatedAt: string;
  processingTimeMs: number | null;
  /** True when the viewer's plan received the server's redacted copy: the report says so. */
  limitedByPlan: boolean;
  sections: ReportSection[];
}

const SECTIONS_OF_TYPE: Record<AnalysisType, (analysis: Record<string, unknown>) => ReportSection[]> = {
  contract: contractReportSections,
  essay: essayReportSections,
  cv: cvReportSections,
  other: otherReportSections,
};

/** The report of an analysed document; the view's rule applies: no type means a contract. */
export function analysisReportOf(
  document: DocumentDetail,
  analysis: Record<string, unknown>,
  generatedAt = new Date(),
): AnalysisReport {
  const type = document.documentType ?? 'contract';
  return {
    documentName: document.originalName,
    documentType: ANALYSIS_TYPE_OPTIONS.find((option) => option.type === type)?.label ?? type,
    uploadedAt: document.createdAt,
    generatedAt: generatedAt.toISOString(),
    processingTimeMs: document.processingTime,
    limitedByPlan: isRedacted(analysis),
    sections: SECTIONS_OF_TYPE[type](analysis).filter((section) => section.blocks.length > 0),
  };
}
