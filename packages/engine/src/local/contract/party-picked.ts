import type { ContractParty } from '@doclens/api';
import { normalised } from './party-draft';

/**
 * The party a reader picked by name. People pick a party the way they speak of it: its full name, the
 * short name the contract defines ("the Client", "Brightwick"), the name without its company form
 * ("Brightwick Holdings" for "Brightwick Holdings Limited") or its first words ("Brightwick"). A form
 * two parties share picks neither: a wrong party is worse than none.
 */

// Company forms that end a name and say nothing of which company it is.
const COMPANY_FORM =
  /(?:\s+(?:inc|incorporated|corp|corporation|co|company|ltd|limited|llc|l l c|llp|lp|l p|plc|gmbh|ag|sa|s a|sas|s a s|bv|b v|nv|n v|pty|pte|srl|s r l|s r o|spa|s p a|ab|as|oy|kk|pvt|private|public))+$/u;

function withoutCompanyForm(name: string): string {
  const stripped = normalised(name).replace(COMPANY_FORM, '').trim();
  return stripped.length > 0 ? stripped : normalised(name);
}

/** Whether `wanted` is the first whole words of `name` ("brightwick" of "brightwick holdings"). */
function startsWithWords(name: string, wanted: string): boolean {
  return name === wanted || name.startsWith(`${wanted} `);
}

export function partyNamed(parties: readonly ContractParty[], name: string): ContractParty | undefined {
  const wanted = normalised(name);
  if (wanted.length === 0) return undefined;
  const exact = parties.find(
    (party) => normalised(party.name) === wanted || party.aliases.some((alias) => normalised(alias) === wanted),
  );
  if (exact) return exact;
  const core = withoutCompanyForm(name);
  const sameCore = parties.filter((party) => withoutCompanyForm(party.name) === core);
  if (sameCore.length > 0) return sameCore.length === 1 ? sameCore[0] : undefined;
  const startingWith = parties.filter((party) => startsWithWords(withoutCompanyForm(party.name), core));
  return startingWith.length === 1 ? startingWith[0] : undefined;
}
