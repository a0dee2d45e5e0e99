import { sentenceAround } from './contract-party-statements';
import { type ContractSide, sideOfRoleWord } from './contract-roles';
import { bare } from './party-draft';

/**
 * A role word's side may turn on the kind of deal. A sponsor usually pays for the benefits it receives
 * (its logo on a stage, a trial run for it) and is the client; a fiscal sponsor is the opposite: it
 * provides the sponsored project with administration, holds and spends the funds raised for it, and is
 * paid a fee for doing so, so the sponsored project is its client.
 */

// "fiscal sponsor", "fiscally sponsored", "fiscal sponsorship"; not "fiscal year".
const FISCAL_SPONSORSHIP = /\bfiscal(?:ly)?[\s-]+sponsor(?:ed|ship|s)?\b/giu;
// A title in capitals ("FISCAL SPONSORSHIP AGREEMENT") is quoted alone: the sentence after it names the parties.
const TITLE = /^[\p{Lu}\s-]+$/u;
const SPONSOR_NAME = /(?:^|\s)sponsor$/iu;

/** The kind of deal as far as the parties' role words depend on it. */
export interface DealOfRoles {
  /** The words that make it a fiscal sponsorship, quoted in the reason; none when it is not one. */
  fiscalSponsorship: string | undefined;
  /** The title words that make it an employment deal, in which "the Company" is the employer. */
  employment?: string;
  /** The words naming a government body, which makes the party called "Agency" that body, not an agency it hires. */
  publicAgency?: string;
}

// "EMPLOYMENT AGREEMENT", "Offer Letter and Employment Agreement", "Employee Intellectual Property Agreement":
// a title naming employment. "The Company" of such a deal is the employer, who receives the work and pays for it.
// An "employee leasing" or "employee benefits" agreement is not one: only the employee's own undertakings count.
const EMPLOYMENT_TITLE =
  /^[^.]{0,120}?\b(?:employment\s+(?:agreement|contract)|offer\s+letter|employee\s+(?:intellectual\s+property|inventions?(?:\s+assignment)?|proprietary\s+information(?:\s+and\s+inventions?)?|confidentiality|non-?competition|non-?solicitation)\s+agreement)\b/iu;
const COMPANY_NAME = /^(?:company|employer)$/iu;

// "a U.S. federal government agency", "a state agency", "any public agency": a body of government, which
// buys what the deal provides, not an agency engaged to place staff or run advertising.
const PUBLIC_AGENCY =
  /\b(?:government(?:al)?|federal|state|public|municipal|executive|regulatory)\s+(?:government\s+)?agenc(?:y|ies)\b/iu;
const AGENCY_NAME = /^agency$/iu;

export function dealOfRoles(text: string): DealOfRoles {
  const flat = text.replace(/\s+/gu, ' ');
  const employment = EMPLOYMENT_TITLE.exec(flat)?.[0].trim();
  const publicAgency = PUBLIC_AGENCY.exec(flat)?.[0];
  return {
    ...fiscalSponsorshipOf(flat),
    ...(employment ? { employment } : {}),
    ...(publicAgency ? { publicAgency } : {}),
  };
}

function fiscalSponsorshipOf(flat: string): DealOfRoles {
  const found = [...flat.matchAll(FISCAL_SPONSORSHIP)];
  const inSentence = found.find((match) => !TITLE.test(match[0]));
  if (inSentence)
    return { fiscalSponsorship: sentenceAround(flat, inSentence.index, inSentence.index + inSentence[0].length) };
  const title = found[0] ? /^[\p{Lu}\s-]+?AGREEMENT\b/u.exec(flat.slice(found[0].index)) : undefined;
  return { fiscalSponsorship: title?.[0] ?? found[0]?.[0] };
}

/** The side a short name puts its party on in this deal. */
export function sideInDeal(alias: string, deal: DealOfRoles | undefined): ContractSide | undefined {
  const name = bare(alias);
  if (deal?.fiscalSponsorship && SPONSOR_NAME.test(name)) return 'provider';
  if (deal?.employment && COMPANY_NAME.test(name)) return 'recipient';
  if (deal?.publicAgency && AGENCY_NAME.test(name)) return 'recipient';
  return sideOfRoleWord(name);
}

/** The words that decide the side of a party named by this short name, when the deal's kind decides it. */
export function dealQuote(alias: string, deal: DealOfRoles | undefined): string | undefined {
  if (deal?.fiscalSponsorship && SPONSOR_NAME.test(bare(alias))) return deal.fiscalSponsorship;
  if (deal?.publicAgency && AGENCY_NAME.test(bare(alias))) return deal.publicAgency;
  return deal?.employment && /^company$/iu.test(bare(alias)) ? deal.employment : undefined;
}
