import type { ContractParameters, ContractSide } from '@doclens/api';

export type ContractRole = ContractParameters['role'];

/**
 * Which side of the deal the reader is on: the one who provides the work, goods or property, or
 * the one who pays for and receives it. Most clauses cut differently for the two sides.
 */
export type { ContractSide };

const SIDE_OF_ROLE: Record<ContractRole, ContractSide> = {
  employee: 'provider',
  'service-provider': 'provider',
  seller: 'provider',
  landlord: 'provider',
  employer: 'recipient',
  client: 'recipient',
  buyer: 'recipient',
  tenant: 'recipient',
};

const ROLE_LABEL: Record<ContractRole, string> = {
  employee: 'employee',
  'service-provider': 'service provider',
  seller: 'seller',
  landlord: 'landlord',
  employer: 'employer',
  client: 'client',
  buyer: 'buyer',
  tenant: 'tenant',
};

export function sideOf(role: ContractRole): ContractSide {
  return SIDE_OF_ROLE[role];
}

export function roleLabel(role: ContractRole): string {
  return ROLE_LABEL[role];
}
