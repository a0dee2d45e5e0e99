import { CONTRACT_ROLES, type GeneratedDocumentView } from '@doclens/api';

export type ContractRole = (typeof CONTRACT_ROLES)[number];

const TEMPLATE_ROLES: Record<string, ContractRole> = {
  'employment-contract': 'employee',
  'rental-agreement': 'tenant',
  'service-agreement': 'client',
  'freelance-contract': 'client',
};

/** The role "Analyze" starts with: the one the user named as their party, else the template's usual reader. */
export function defaultAnalysisRole(
  document: Pick<GeneratedDocumentView, 'parameters' | 'templateId' | 'analysisRole'>,
): ContractRole {
  const known = (value: string | null | undefined) =>
    CONTRACT_ROLES.find((role) => role === value?.trim().toLowerCase().replace(/\s+/g, '-'));
  return (
    known(document.analysisRole) ??
    known(document.parameters['Your Party']) ??
    TEMPLATE_ROLES[document.templateId ?? ''] ??
    'client'
  );
}
