import { analysisParametersSchemas } from '@doclens/api';
import type { Document } from '@doclens/db';
import type { AnalysisTarget } from '@doclens/engine';
import { type AnalysisFailure, analysisFailure } from './failure-reasons';

export type TargetOutcome = { ok: true; target: AnalysisTarget } | { ok: false; failure: AnalysisFailure };

/** The analysis the document asks for, with its stored parameters re-validated. */
export function analysisTargetOf(document: Pick<Document, 'documentType' | 'analysisParameters'>): TargetOutcome {
  const stored = document.analysisParameters ?? {};
  switch (document.documentType) {
    case 'contract': {
      const parsed = analysisParametersSchemas.contract.safeParse(stored);
      return parsed.success ? { ok: true, target: { documentType: 'contract', parameters: parsed.data } } : invalid();
    }
    case 'essay': {
      const parsed = analysisParametersSchemas.essay.safeParse(stored);
      return parsed.success ? { ok: true, target: { documentType: 'essay', parameters: parsed.data } } : invalid();
    }
    case 'cv': {
      const parsed = analysisParametersSchemas.cv.safeParse(stored);
      return parsed.success ? { ok: true, target: { documentType: 'cv', parameters: parsed.data } } : invalid();
    }
    case 'other': {
      const parsed = analysisParametersSchemas.other.safeParse(stored);
      return parsed.success ? { ok: true, target: { documentType: 'other', parameters: parsed.data } } : invalid();
    }
    default:
      return { ok: false, failure: analysisFailure('unsupportedType') };
  }
}

function invalid(): TargetOutcome {
  return { ok: false, failure: analysisFailure('invalidParameters') };
}
