import type { CONTRACT_ROLES } from '@doclens/api';
import { contractPartiesOf, partyNamed } from '@doclens/engine';

type ContractRole = (typeof CONTRACT_ROLES)[number];

/**
 * The party of a draft its analysis is told from: the one "Your Party" names (by name, or by the
 * defined term the draft gives it: "Client", "Disclosing Party"), as an upload's reader picks a
 * detected party. Not when the role the user chose for this analysis puts them on the other side:
 * then they asked to read the draft as the other side, and the role alone decides.
 */
export function draftReaderParty(text: string, yourParty: string | undefined, role: ContractRole): string | undefined {
  const said = yourParty?.trim();
  if (!said) return undefined;
  const party = partyNamed(contractPartiesOf([{ text }]), said);
  if (!party) return undefined;
  return party.roles.length === 0 || party.roles.includes(role) ? said : undefined;
}
