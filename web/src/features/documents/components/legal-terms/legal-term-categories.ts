import type { LegalTermCategory } from '@doclens/api';

export const LEGAL_TERM_CATEGORY_LABELS: Record<LegalTermCategory, string> = {
  contract: 'Contract',
  employment: 'Employment',
  property: 'Property',
  intellectual: 'Intellectual property',
  liability: 'Liability',
  general: 'General',
};
