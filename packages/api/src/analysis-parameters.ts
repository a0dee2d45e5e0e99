import { z } from 'zod';

/** The customisation fields of the type-selection step (spec part 2 §3), per analysis type. */
export const ANALYSIS_TYPES = ['contract', 'essay', 'cv', 'other'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

export const ACADEMIC_LEVELS = ['high-school', 'college', 'university', 'graduate', 'news-article'] as const;
export const CV_PERSPECTIVES = ['job-seeker', 'employer', 'recruiter'] as const;
export const EXPERIENCE_LEVELS = ['entry-level', 'mid-level', 'senior-level', 'executive'] as const;
export const CONTRACT_ROLES = [
  'tenant',
  'landlord',
  'employee',
  'employer',
  'buyer',
  'seller',
  'client',
  'service-provider',
] as const;

const optionalText = z.string().trim().max(500).optional();

export const essayParametersSchema = z.object({
  academicLevel: z.enum(ACADEMIC_LEVELS),
  subject: optionalText,
});
export const cvParametersSchema = z.object({
  perspective: z.enum(CV_PERSPECTIVES),
  targetJob: optionalText,
  experienceLevel: z.enum(EXPERIENCE_LEVELS).optional(),
  industry: optionalText,
});
export const contractParametersSchema = z.object({
  role: z.enum(CONTRACT_ROLES),
  contractContext: z.string().trim().max(2000).optional(),
  /**
   * Which of the contract's parties the reader is, by the party's name as detected
   * (`GET /api/documents/:id/parties`). Without it the party whose defined role matches `role` is taken.
   */
  party: z.string().trim().min(1).max(200).optional(),
});
export const otherParametersSchema = z.object({ documentPurpose: optionalText });

export const analysisParametersSchemas = {
  essay: essayParametersSchema,
  cv: cvParametersSchema,
  contract: contractParametersSchema,
  other: otherParametersSchema,
} as const;

export type EssayParameters = z.infer<typeof essayParametersSchema>;
export type CvParameters = z.infer<typeof cvParametersSchema>;
export type ContractParameters = z.infer<typeof contractParametersSchema>;

/** The two sides of a deal: the one who provides the work, goods or property, and the one who pays for it. */
export const CONTRACT_SIDES = ['provider', 'recipient'] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];

/** A party the contract names, with the short names it defines for it ("Apollo", "the Client"). */
export const contractPartySchema = z.object({
  name: z.string(),
  aliases: z.array(z.string()),
  /** The side its defined role puts it on ("Supplier" provides, "Customer" receives), when it says. */
  side: z.enum(CONTRACT_SIDES).optional(),
  /**
   * The contract's own words that decided the side, for the reason shown to the reader: the preamble's
   * definition of its role name, a signature block's role, a recital saying what it does, an operative clause granting, supplying or paying, or (with two parties) what decided the
   * other party's side.
   */
  sideSource: z
    .object({
      kind: z.enum(['definition', 'signature', 'recital', 'clause', 'other-party']),
      quote: z.string(),
      /** The number of the clause quoted, when the side comes from an operative clause ("2.1"). */
      section: z.string().optional(),
    })
    .optional(),
  /** The readers' roles that make the reader this party, for pre-selecting it. */
  roles: z.array(z.enum(CONTRACT_ROLES)),
});
export type ContractParty = z.infer<typeof contractPartySchema>;

/** `GET /api/documents/:id/parties`: the parties detected in an extracted document (empty when none). */
export const documentPartiesResponseSchema = z.object({ parties: z.array(contractPartySchema) });
export type DocumentPartiesResponse = z.infer<typeof documentPartiesResponseSchema>;
export type OtherParameters = z.infer<typeof otherParametersSchema>;

export type AnalysisRequest =
  | { documentType: 'essay'; analysisParameters: EssayParameters }
  | { documentType: 'cv'; analysisParameters: CvParameters }
  | { documentType: 'contract'; analysisParameters: ContractParameters }
  | { documentType: 'other'; analysisParameters: OtherParameters };

/** Labels of the required fields, for the "Please fill in: …" message. */
export const REQUIRED_PARAMETER_LABELS: Record<AnalysisType, Record<string, string>> = {
  essay: { academicLevel: 'Academic Level' },
  cv: { perspective: 'Perspective' },
  contract: { role: 'Your Role' },
  other: {},
};

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
