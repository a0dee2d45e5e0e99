import type { ContractRole, ContractSide } from './contract-roles';

/**
 * Who the reader is in an employment relation: the one employed (who gives the work and is paid wages),
 * the employer (who pays them), or either. The role "client" names no side of an employment: the person
 * who hired a reviewer may be the one taking the job or the one offering it, so a finding on what the
 * employee gives up and what the employer may do is then told for both, each by its name.
 */
export type EmploymentReader = 'employee' | 'employer' | 'either';

export function employmentReader(
  readerSide: ContractSide | undefined,
  readerRole: ContractRole | undefined,
): EmploymentReader | undefined {
  if (readerSide === undefined) return undefined;
  if (readerSide === 'provider') return 'employee';
  return readerRole === 'client' ? 'either' : 'employer';
}
