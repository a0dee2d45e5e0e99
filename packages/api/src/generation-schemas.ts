import { z } from 'zod';
import { CONTRACT_ROLES } from './analysis-parameters';
import { riskLevelSchema } from './document-schemas';

/** The generator's templates, as the spec lists them, each with the parameter labels it prefills. */
export const GENERATION_TEMPLATES = [
  {
    id: 'essay',
    name: 'Essay',
    category: 'general',
    labels: ['Topic', 'Thesis', 'Academic Level', 'Word Count', 'Key Points', 'Author'],
  },
  {
    id: 'cv',
    name: 'CV/Resume',
    category: 'general',
    labels: ['Full Name', 'Email', 'Phone', 'Location', 'Target Role', 'Summary', 'Experience', 'Education', 'Skills'],
  },
  {
    id: 'cover-letter',
    name: 'Cover Letter',
    category: 'general',
    labels: [
      'Your Name',
      'Your Email',
      'Company Name',
      'Hiring Manager',
      'Position',
      'Relevant Experience',
      'Why This Company',
    ],
  },
  {
    id: 'research-report',
    name: 'Research Report',
    category: 'general',
    labels: ['Title', 'Author', 'Research Question', 'Methodology', 'Key Findings', 'Audience'],
  },
  {
    id: 'screenplay',
    name: 'Screenplay',
    category: 'general',
    labels: ['Title', 'Writer', 'Genre', 'Logline', 'Main Character', 'Setting'],
  },
  {
    id: 'employment-contract',
    name: 'Employment Contract',
    category: 'legal',
    labels: [
      'Employer Name',
      'Employee Name',
      'Your Party',
      'Job Title',
      'Start Date',
      'End Date',
      'Annual Salary',
      'Work Location',
      'Working Hours',
      'Probation Period',
      'Notice Period',
      'Governing Law',
    ],
  },
  {
    id: 'service-agreement',
    name: 'Service Agreement',
    category: 'legal',
    labels: [
      'Service Provider',
      'Client',
      'Your Party',
      'Services Description',
      'Fee',
      'Payment Terms',
      'Start Date',
      'Term',
      'Notice Period',
      'Governing Law',
    ],
  },
  {
    id: 'rental-agreement',
    name: 'Rental Agreement',
    category: 'legal',
    labels: [
      'Landlord Name',
      'Tenant Name',
      'Your Party',
      'Property Address',
      'Monthly Rent',
      'Security Deposit',
      'Start Date',
      'Lease Term',
      'Governing Law',
    ],
  },
  {
    id: 'nda',
    name: 'Non-Disclosure Agreement',
    category: 'legal',
    labels: [
      'Disclosing Party',
      'Receiving Party',
      'Your Party',
      'Mutual',
      'Purpose',
      'Effective Date',
      'Confidentiality Period',
      'Governing Law',
    ],
  },
  {
    id: 'partnership-agreement',
    name: 'Partnership Agreement',
    category: 'legal',
    labels: [
      'Partnership Name',
      'Partner 1',
      'Partner 2',
      'Your Party',
      'Business Purpose',
      'Capital Contributions',
      'Profit Split',
      'Effective Date',
      'Governing Law',
    ],
  },
  {
    id: 'freelance-contract',
    name: 'Freelance Contract',
    category: 'legal',
    labels: [
      'Freelancer Name',
      'Client Name',
      'Your Party',
      'Project Description',
      'Deliverables',
      'Fee',
      'Deadline',
      'Payment Terms',
      'Governing Law',
    ],
  },
] as const satisfies readonly { id: string; name: string; category: 'general' | 'legal'; labels: readonly string[] }[];

export type GenerationTemplateId = (typeof GENERATION_TEMPLATES)[number]['id'];
export type GenerationTemplate = (typeof GENERATION_TEMPLATES)[number];

/**
 * Whether the local generator gives an outline to complete rather than a finished document: the
 * general templates (and a typed type no template knows, `null`) lay out headings and bracketed
 * directions for the writer; the legal templates are complete agreements. The OpenAI provider
 * writes both out in full.
 */
export function localDraftIsOutline(templateId: GenerationTemplateId | null): boolean {
  return GENERATION_TEMPLATES.find((template) => template.id === templateId)?.category !== 'legal';
}

/** What the generator of this server does, for the generator page to say before anything is generated. */
export const generatorSettingsSchema = z.object({
  /** True with the OpenAI provider: every template is written out in full, none is left an outline. */
  writesFullDrafts: z.boolean(),
});
export type GeneratorSettings = z.infer<typeof generatorSettingsSchema>;

export const GENERATION_LIMITS = {
  documentType: 200,
  title: 200,
  parameterCount: 40,
  label: 100,
  value: 4000,
  /** Stored HTML of one document, after sanitising. */
  contentChars: 500_000,
  notes: 10_000,
} as const;

const parametersSchema = z
  .record(z.string().trim().min(1).max(GENERATION_LIMITS.label), z.string().max(GENERATION_LIMITS.value))
  .refine((value) => Object.keys(value).length <= GENERATION_LIMITS.parameterCount, {
    message: `At most ${GENERATION_LIMITS.parameterCount} parameters`,
  });

/** Generation request; with `generatedContent` it is Save As New and no template runs. */
export const generateDocumentRequestSchema = z.object({
  documentType: z
    .string()
    .trim()
    .min(1, 'Please enter the type of document you want to generate')
    .max(GENERATION_LIMITS.documentType),
  parameters: parametersSchema.default({}),
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a filename for the new document.')
    .max(GENERATION_LIMITS.title)
    .optional(),
  generatedContent: z.string().max(GENERATION_LIMITS.contentChars).optional(),
});
export type GenerateDocumentRequest = z.infer<typeof generateDocumentRequestSchema>;

export const updateGeneratedDocumentSchema = z
  .object({
    title: z.string().trim().min(1, 'Please enter a title for the document.').max(GENERATION_LIMITS.title).optional(),
    generatedContent: z.string().max(GENERATION_LIMITS.contentChars).optional(),
    notes: z.string().max(GENERATION_LIMITS.notes).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nothing to save' });
export type UpdateGeneratedDocumentRequest = z.infer<typeof updateGeneratedDocumentSchema>;

export const analyzeGeneratedDocumentSchema = z.object({ role: z.enum(CONTRACT_ROLES) });

export const generatePdfRequestSchema = z.object({
  title: z.string().trim().max(GENERATION_LIMITS.title).default('Document'),
  content: z.string().max(GENERATION_LIMITS.contentChars),
  documentId: z.number().int().positive().optional(),
});
export type GeneratePdfRequest = z.infer<typeof generatePdfRequestSchema>;

/** What the API shows: archived is a status here, as the spec's generated document has it. */
export const generatedDocumentStatusSchema = z.enum(['generating', 'draft', 'failed', 'archived']);

export const generatedDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  generatedContent: z.string(),
  notes: z.string(),
  status: generatedDocumentStatusSchema,
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  documentType: z.string(),
  templateId: z.string().nullable(),
  parameters: z.record(z.string(), z.string()),
  riskLevel: riskLevelSchema.nullable(),
  analysisRole: z.string().nullable(),
  analysis: z.record(z.string(), z.unknown()).nullable(),
});
export type GeneratedDocumentView = z.infer<typeof generatedDocumentSchema>;

export const generatedDocumentListSchema = z.object({ documents: z.array(generatedDocumentSchema) });

/** The template a typed document type names, by its name or id, case and punctuation aside. */
export function templateForDocumentType(documentType: string): GenerationTemplate | undefined {
  const key = normaliseTypeName(documentType);
  return GENERATION_TEMPLATES.find(
    (template) =>
      normaliseTypeName(template.name) === key ||
      normaliseTypeName(template.id) === key ||
      TYPE_SYNONYMS[key] === template.id,
  );
}

const TYPE_SYNONYMS: Record<string, GenerationTemplateId> = {
  cv: 'cv',
  resume: 'cv',
  curriculumvitae: 'cv',
  nondisclosure: 'nda',
  confidentialityagreement: 'nda',
  employmentagreement: 'employment-contract',
  leaseagreement: 'rental-agreement',
  lease: 'rental-agreement',
  tenancyagreement: 'rental-agreement',
  serviceagreement: 'service-agreement',
  servicesagreement: 'service-agreement',
  freelanceagreement: 'freelance-contract',
  report: 'research-report',
};

function normaliseTypeName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
