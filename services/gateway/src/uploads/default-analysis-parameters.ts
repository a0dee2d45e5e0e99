import type { ContractParameters, CvParameters, EssayParameters, OtherParameters } from '@doclens/api';

/**
 * An upload that names a type skips the type-selection step, so its analysis runs with these
 * parameters: the most common reader of each kind of document.
 */
export const DEFAULT_ANALYSIS_PARAMETERS: {
  contract: ContractParameters;
  essay: EssayParameters;
  cv: CvParameters;
  other: OtherParameters;
} = {
  contract: { role: 'client' },
  essay: { academicLevel: 'university' },
  cv: { perspective: 'job-seeker' },
  other: {},
};
