import { fileURLToPath } from 'node:url';
import type { AnalysisRequest } from '@doclens/api';

/** `samples/` at the repository root: documents anyone may copy (see samples/CREDITS.md). */
export const SAMPLES_DIR = fileURLToPath(new URL('../../../../samples/', import.meta.url));

export type SampleDocument = AnalysisRequest & {
  /** The file's name in SAMPLES_DIR, also the name it is uploaded under. */
  file: string;
};

/**
 * What the demo account is given: one document of each analysis type (two contracts, one seen
 * from each side), with the choices a user would make on the type-selection step.
 */
export const SAMPLE_DOCUMENTS: readonly SampleDocument[] = [
  {
    file: 'OMINTO_INC_03_29_2004-EX-10-RESELLER_AGREEMENT.PDF',
    documentType: 'contract',
    // A reseller buys what it resells: the client's side (docs/decisions.md, "the user's party").
    analysisParameters: { role: 'client' },
  },
  {
    file: 'N2KINC_10_16_1997-EX-10.16-SPONSORSHIP_AGREEMENT.PDF',
    documentType: 'contract',
    analysisParameters: { role: 'service-provider' },
  },
  {
    file: 'essay-free-public-transport.pdf',
    documentType: 'essay',
    analysisParameters: { academicLevel: 'college', subject: 'Civics' },
  },
  {
    file: 'cv-data-analyst.pdf',
    documentType: 'cv',
    analysisParameters: { perspective: 'job-seeker', targetJob: 'Senior Data Analyst', experienceLevel: 'mid-level' },
  },
  {
    file: 'residents-association-minutes.pdf',
    documentType: 'other',
    analysisParameters: { documentPurpose: 'meeting minutes' },
  },
];
