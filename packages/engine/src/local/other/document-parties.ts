import type { TextSpan } from '../../text/text-span';

/** An organisation or person the document names in a role: who issued it, who it is addressed to. */
export interface NamedParty {
  name: string;
  /** "Issued by", "Billed to", "Paid to"… as shown to the user. */
  role: string;
  line: TextSpan;
}

const LEGAL_FORM = String.raw`(?:Ltd|Limited|plc|PLC|Inc|LLC|L\.L\.C|LLP|Corp|Corporation|Company|Co|GmbH|AG|S\.A|SA|N\.V|B\.V|Pty|Bank|Building Society|Council|University|Trust|Group|Holdings|Partners|Associates)\.?`;
/** Capitalised words (and "&") ending in a legal form: "Brightline Web Design Ltd". */
const ORGANISATION = new RegExp(
  String.raw`(?<![\p{L}])(?:\p{Lu}[\p{L}'’.-]*|&)(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]*|&|of|and|de)){0,5}[ \t]+${LEGAL_FORM}(?![\p{L}])`,
  'gu',
);
/** A label that says who the document is for or from, then the name on the same line. */
const ROLE_LABEL =
  /^\s*(bill(?:ed)? to|invoice to|sold to|ship(?:ped)? to|customer|client|account (?:name|holder)|prepared for|prepared by|from|to|payee|supplier|vendor|issued by|landlord|tenant)\s*:\s*(\S.{1,80}?)\s*$/iu;
const ROLE_NAMES: Record<string, string> = {
  'bill to': 'Billed to',
  'billed to': 'Billed to',
  'invoice to': 'Billed to',
  'sold to': 'Sold to',
  'ship to': 'Shipped to',
  'shipped to': 'Shipped to',
  'prepared for': 'Prepared for',
  'prepared by': 'Prepared by',
  'account name': 'Account holder',
  'account holder': 'Account holder',
  'issued by': 'Issued by',
};
/** Where the issuer of a letterhead document writes its name. */
const LETTERHEAD_LINES = 6;

/**
 * Who the document is from and who it is for: names after a role label ("Bill to: …"), and the
 * organisation in the letterhead (the first lines): whoever issued a statement or an invoice, one
 * of the parties of an agreement (`letterheadRole` says which).
 */
export function partiesOf(lines: readonly TextSpan[], letterheadRole = 'Issued by'): NamedParty[] {
  const parties: NamedParty[] = [];
  const named = new Set<string>();
  const add = (party: NamedParty) => {
    const key = party.name.toLowerCase();
    if (named.has(key)) return;
    named.add(key);
    parties.push(party);
  };
  lines.forEach((line, position) => {
    const labelled = ROLE_LABEL.exec(line.text);
    if (labelled?.[1] && labelled[2] && /\p{Lu}/u.test(labelled[2]) && !/\d{3,}/u.test(labelled[2])) {
      const role = labelled[1].toLowerCase();
      add({ name: labelled[2].trim(), role: ROLE_NAMES[role] ?? capitalised(role), line });
      return;
    }
    if (position >= LETTERHEAD_LINES || line.page !== lines[0]?.page) return;
    const organisation = firstOrganisation(line.text);
    if (organisation) add({ name: organisation, role: parties.length === 0 ? letterheadRole : 'Named', line });
  });
  return parties;
}

/** Organisations named anywhere on a line ("Salary ACME LOGISTICS LTD" names ACME Logistics Ltd). */
export function organisationsIn(text: string): string[] {
  return [...text.matchAll(ORGANISATION)].map((match) => match[0].replace(/^&\s*/u, '').trim());
}

function firstOrganisation(text: string): string | undefined {
  return organisationsIn(text)[0];
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
