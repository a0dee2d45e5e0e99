import type { ContractParty } from '@doclens/api';
import type { Sentence } from '../../text/sentences';
import { contractPartiesOf } from './contract-parties';
import { isRoleWord } from './contract-roles';
import { ADDRESSED_NAME } from './party-addressed';
import { NAMES_A_DOCUMENT } from './party-definitions';
import { bare, normalised } from './party-draft';
import { SIGNATURE_CHARS, signedParties } from './signature-roles';

/**
 * The "Parties" fact of the clause list: the contracting parties, each by its name and the short names
 * the contract defines for it, quoted from the sentence that names them. A party the terms address as
 * "you" is told as "you"; a party named only by its role ("Developer") is given the name it signs
 * under. When no sentence of the opening names the parties, there is no fact rather than a wrong one.
 */
export interface PartiesFact {
  value: string;
  sentence: Sentence;
  focus: number;
}

/** Agreements name their parties in the opening. */
const OPENING_SENTENCES = 40;
/** Enough of a party's name to find the sentence naming it, short of where line breaks may fall. */
const NAME_PREFIX = 12;
const LEAD_SENTENCES = 2;

// The words of a sentence that names the parties: a preamble, "are an agreement between you and",
// "you agree to these Terms of", an instrument "issued by X to Y", a cover-page reference ("the Customer identified in the Order Form").
// A label line ("Client: Meridian Foods Ltd", "Licensor (Owner): …") names a party too.
const NAMES_THE_PARTIES =
  /\b(?:between|among|by\s+and|entered\s+into|made|issued|granted|delivered|agree(?:s|ment)?|accept\w*|party|parties|identified|named)\b|\b(?:client|customer|provider|supplier|vendor|buyer|seller|purchaser|licensor|licensee|contractor|consultant|company|employer|employee|landlord|tenant|lessor|lessee|distributor|developer)\s*(?:\([^)]{1,30}\))?\s*(?:name\s*)?:/iu;
// A grant, an assignment or a definition ("You hereby grant …", "Customer may use the Service … ("Permitted Use")"):
// its brackets define what is granted or meant, not who contracts, even where it holds a party's name.
const GRANTS_OR_DEFINES =
  /\bhereby\s+(?:irrevocably\s+)?(?:grants?|assigns?|licen[cs]es?|transfers?)\b|\b(?:shall\s+mean|means)\b|\bmay\s+use\b/iu;
// "As between the parties, …": a clause that allocates something between parties already named.
const AS_BETWEEN = /\bas\s+between\s+(?:the\s+)?(?:parties|you\s+and|us\s+and)\b/iu;
// 'the Customer identified in the Order Form ("Customer")': who the party is, given on a cover page.
const IDENTIFIED_ELSEWHERE =
  /\b(?:identified|named|specified|set\s+out|listed|described|stated)\s+(?:in|on)\s+(?:the|an?|each|any)\s+(?:applicable\s+)?(?:[\p{Lu}][\p{L}-]*\s*){1,3}/u;
const NOT_A_NAME = /^(?:Agreement|Effective Date|Term|Territory|Products?|Services?|Parties|Party|Program(?:me)?)$/iu;
// A short name for a thing ("Permitted Use", "Evaluation Term", "Customer Data", "Company IP"), or a company form
// alone ("LLC"), not a party.
const NAMES_A_THING =
  /(?:^|\s)(?:use|term|period|data|feedback|claims?|rights|inventions?|materials?|information|ip)$|^(?:LLC|L\.?L\.?C\.?|Inc\.?|Ltd\.?|Corp\.?|Co\.?)$/iu;

export function partiesFact(sentences: readonly Sentence[]): PartiesFact | undefined {
  const parties = contractPartiesOf(sentences)
    .filter((party) => !namesNoParty(party.name))
    .map((party) => ({ ...party, aliases: party.aliases.filter((alias) => !namesNoParty(alias)) }));
  const named = parties.filter((party) => party.name !== ADDRESSED_NAME);
  if (named.length === 0) return undefined;
  const opening = sentences.slice(0, OPENING_SENTENCES);
  const naming = namingSentence(opening, named);
  if (!naming) return undefined;
  const ending = sentences
    .map((sentence) => sentence.text)
    .join('\n')
    .slice(-SIGNATURE_CHARS);
  const signed = signedParties(ending);
  const value = parties.map((party) => described(party, naming.sentence.text, signed)).join('; ');
  return { value, sentence: naming.sentence, focus: naming.focus };
}

/** The opening sentence naming the most parties, with words that name parties; never "as between the parties". */
function namingSentence(
  sentences: readonly Sentence[],
  parties: readonly ContractParty[],
): { sentence: Sentence; focus: number } | undefined {
  let best: { sentence: Sentence; focus: number; count: number } | undefined;
  for (const [position, sentence] of sentences.entries()) {
    const text = sentence.text.replace(/\s+/gu, ' ').toLowerCase();
    // A preamble set out line by line ("BETWEEN:" | "ACME INC. ("Acme")") names a party after its cue.
    const lead = sentences
      .slice(Math.max(0, position - LEAD_SENTENCES), position)
      .map((earlier) => earlier.text)
      .join(' ');
    if (!NAMES_THE_PARTIES.test(`${lead} ${text}`) || AS_BETWEEN.test(text) || GRANTS_OR_DEFINES.test(text)) continue;
    const at = parties.map((party) => text.indexOf(party.name.slice(0, NAME_PREFIX).toLowerCase()));
    const count = at.filter((index) => index >= 0).length;
    if (count === 0 || (best && best.count >= count)) continue;
    best = { sentence, focus: Math.min(...at.filter((index) => index >= 0)), count };
  }
  return best;
}

type Signed = ReturnType<typeof signedParties>;

/** 'Acme, Inc. ("Supplier")', "you", or the name a role-only party signs under. */
function described(party: ContractParty, sentence: string, signed: Signed): string {
  if (party.name === ADDRESSED_NAME) return 'you';
  const name = nameOf(party, sentence, signed);
  const aliases = party.aliases.filter((alias) => normalised(alias) !== normalised(name));
  return aliases.length > 0 ? `${name} (${aliases.map((alias) => `"${bare(alias)}"`).join(', ')})` : name;
}

function nameOf(party: ContractParty, sentence: string, signed: Signed): string {
  if (!isRoleWord(bare(party.name))) return party.name;
  const signer = signed.find((candidate) => normalised(candidate.role) === normalised(party.name));
  if (signer) return signer.name;
  return identifiedElsewhere(party.name, sentence) ?? party.name;
}

/** "the Customer identified in the Order Form": the role with where the contract says who holds it. */
function identifiedElsewhere(role: string, sentence: string): string | undefined {
  const text = sentence.replace(/\s+/gu, ' ');
  const at = text.toLowerCase().indexOf(bare(role).toLowerCase());
  if (at < 0) return undefined;
  const after = text.slice(at + bare(role).length);
  const where = IDENTIFIED_ELSEWHERE.exec(after);
  if (!where || where.index > 2) return undefined;
  return `the ${bare(role)} ${after.slice(where.index, where.index + where[0].length).trim()}`;
}

/** A document, a set of terms or a defined thing, which is never a party. */
function namesNoParty(name: string): boolean {
  const plain = name.replace(/^(?:this|these|the)\s+/iu, '').trim();
  return NOT_A_NAME.test(plain) || NAMES_A_DOCUMENT.test(plain) || NAMES_A_THING.test(plain);
}
