import type { AnalysisType } from '@doclens/api';

/**
 * Every name the web app gives the four analysis types, in one table. The spec words them differently
 * on each screen (part 1 §1–2, part 2 §2), so each screen has its own column rather than one shared name.
 */
interface AnalysisTypeWording {
  /** On document cards of the dashboards. */
  documentName: string;
  /** In the landing page's preview of an uploaded document. */
  previewName: string;
  /** The landing page's type buttons. */
  landingChoice: string;
  landingDescription: string;
  /** The type-selection step and the report export. */
  pickerChoice: string;
  pickerDescription: string;
}

const WORDING: Record<AnalysisType, AnalysisTypeWording> = {
  contract: {
    documentName: 'Legal Contract',
    previewName: 'Contract',
    landingChoice: 'Contract',
    landingDescription: 'Legal risks and recommendations',
    pickerChoice: 'Contract',
    pickerDescription: 'Legal risks and recommendations',
  },
  essay: {
    documentName: 'Academic Essay',
    previewName: 'Essay/Article',
    landingChoice: 'Essay/Article',
    landingDescription: 'Grammar, structure and writing quality',
    pickerChoice: 'Essay / Article',
    pickerDescription: 'Grammar, structure and writing quality',
  },
  cv: {
    documentName: 'CV/Resume',
    previewName: 'CV/Resume',
    landingChoice: 'CV/Resume',
    landingDescription: 'Professional presentation and impact',
    pickerChoice: 'CV / Resume',
    pickerDescription: 'Professional presentation and impact',
  },
  other: {
    documentName: 'General Document',
    previewName: 'General Document',
    landingChoice: 'Other',
    landingDescription: 'Screenplays, bank statements and more',
    pickerChoice: 'Other Document',
    pickerDescription: 'Screenplays, bank statements and similar',
  },
};

export interface AnalysisTypeOption {
  type: AnalysisType;
  label: string;
  description: string;
}

/** The dashboards' name for a document's type (spec part 1 §2); a type the app does not know reads as written. */
export function documentTypeName(type: string): string {
  return type in WORDING ? WORDING[type as AnalysisType].documentName : type;
}

/** The readable type shown in the preview (spec part 1 §2); unknown types read 'Document'. */
export function previewTypeLabel(type: string | null): string {
  return type && type in WORDING ? WORDING[type as AnalysisType].previewName : 'Document';
}

/** The landing page's four type buttons (spec part 1 §1), contract first because it is the default. */
export const LANDING_TYPE_OPTIONS: readonly AnalysisTypeOption[] = (['contract', 'essay', 'cv', 'other'] as const).map(
  (type) => ({ type, label: WORDING[type].landingChoice, description: WORDING[type].landingDescription }),
);

export const DEFAULT_ANALYSIS_TYPE: AnalysisType = 'contract';

/** The four choices of the type-selection step, in the order shown. */
export const ANALYSIS_TYPE_OPTIONS: readonly AnalysisTypeOption[] = (['essay', 'cv', 'contract', 'other'] as const).map(
  (type) => ({ type, label: WORDING[type].pickerChoice, description: WORDING[type].pickerDescription }),
);
