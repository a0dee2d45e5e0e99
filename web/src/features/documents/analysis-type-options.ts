import type { AnalysisType } from '@doclens/api';

export interface AnalysisTypeOption {
  type: AnalysisType;
  label: string;
  description: string;
}

/** The four choices of the type-selection step, in the order shown. */
export const ANALYSIS_TYPE_OPTIONS: readonly AnalysisTypeOption[] = [
  { type: 'essay', label: 'Essay / Article', description: 'Grammar, structure and writing quality' },
  { type: 'cv', label: 'CV / Resume', description: 'Professional presentation and impact' },
  { type: 'contract', label: 'Contract', description: 'Legal risks and recommendations' },
  { type: 'other', label: 'Other Document', description: 'Screenplays, bank statements and similar' },
];

/** Readable names of the enumerated parameter values (the values themselves come from @doclens/api). */
export const PARAMETER_VALUE_LABELS: Record<string, string> = {
  'high-school': 'High School',
  college: 'College',
  university: 'University',
  graduate: 'Graduate',
  'news-article': 'News Article',
  'job-seeker': 'Job Seeker',
  employer: 'Employer',
  recruiter: 'Recruiter',
  'entry-level': 'Entry Level',
  'mid-level': 'Mid Level',
  'senior-level': 'Senior Level',
  executive: 'Executive',
  tenant: 'Tenant',
  landlord: 'Landlord',
  employee: 'Employee',
  buyer: 'Buyer',
  seller: 'Seller',
  client: 'Client',
  'service-provider': 'Service Provider',
};
