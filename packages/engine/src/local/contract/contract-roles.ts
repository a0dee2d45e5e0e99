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

// Role words and the side they put a party on. A word missing here gives no side: "Company",
// "Distributor" and "Agent" sit on either side depending on the deal. A reseller or dealer buys what it
// resells, so it is the customer of the party that supplies it. Outside a sale the client is still the
// party that receives what the deal gives: the investor buying a note, the lender whose money buys the
// borrower's promise to repay, the assignee receiving assets; a contributor gives its work to a project.
// A grantor gives (land, a licence, funds) and the grantee receives; a maker of a note promises to repay its
// holder; a releasor gives the release its releasee obtains; a disclosing party gives the information the
// receiving party obtains; a data controller (or data exporter) has its data processed by the processor
// (or data importer).
const PROVIDER_ROLES =
  /^(?:supplier|seller|vendor|licensor|service\s+provider|provider|consultant|contractor|independent\s+contractor|developer|manufacturer|landlord|lessor|employee|executive|talent|celebrity|athlete|endorser|programmer|carrier|transporter|operator|subcontractor|producer|publisher|adviser|advisor|administrator|host|co-host|processor|cro|designer|agency|franchisor|owner|contributor|assignor|transferor|borrower|issuer|maker|grantor|releasor|discloser|disclosing\s+party|data\s+importer)$/iu;
const RECIPIENT_ROLES =
  /^(?:client|customer|buyer|purchaser|licensee|employer|tenant|lessee|subscriber|user|shipper|sponsor|franchisee|reseller|dealer|service\s+recipient|recipient|assignee|transferee|investor|lender|holder|noteholder|grantee|releasee|receiving\s+party|controller|data\s+exporter)$/iu;

/** Whether a short name is a role word that puts its party on one side of the deal. */
export function isRoleWord(term: string): boolean {
  return PROVIDER_ROLES.test(term) || RECIPIENT_ROLES.test(term);
}

/** Role words that name a party on either side of the deal. */
const EITHER_SIDE_ROLES = /^(?:company|distributor|agent|partner|bank|member)$/iu;

/** A word a contract names a party by ("Reseller", "the Company"), whichever side it is on. */
export function isPartyWord(term: string): boolean {
  const word = term.replace(/^the\s+/iu, '');
  return isRoleWord(word) || EITHER_SIDE_ROLES.test(word);
}

// "Sub-Adviser", "Co-Publisher": the prefix changes the rank, not the side of the deal.
const RANK_PREFIX = /^(?:sub|co)-?(?=\p{L})/iu;

/**
 * The side a short name puts its party on: the name itself ("Supplier"), without a rank prefix
 * ("Sub-Adviser"), or its last word when a qualifier stands before it ("Cleaning Contractor").
 */
export function sideOfRoleWord(name: string): ContractSide | undefined {
  const head = name.split(/\s+/u).at(-1) ?? name;
  for (const candidate of [name, name.replace(RANK_PREFIX, ''), head, head.replace(RANK_PREFIX, '')]) {
    if (PROVIDER_ROLES.test(candidate)) return 'provider';
    if (RECIPIENT_ROLES.test(candidate)) return 'recipient';
  }
  return undefined;
}
