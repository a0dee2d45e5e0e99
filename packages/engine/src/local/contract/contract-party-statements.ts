import { escapeRegExp } from '../../text/words';
import { type ContractSide, sideOfRoleWord } from './contract-roles';

/**
 * The side of each party as the preamble and recitals state it, read as a lawyer reads them:
 * "X engages Y to …", "Y agrees to provide … to X", "X shall pay Y", "X wishes to purchase … from Y",
 * "Y is in the business of providing …". A party's short name often says nothing of its part in the
 * deal ("Harbor", "the Company"); these sentences do.
 */

export interface NamedParty {
  name: string;
  aliases: readonly string[];
}

// The recitals end where the operative clauses begin: the words that introduce them, else the first
// numbered clause ("1. Engagement", "ARTICLE I").
const OPERATIVE_START = /\b(?:NOW,?\s+THEREFORE|agree\s+as\s+follows|Agreed\s+terms)\b/iu;
const FIRST_CLAUSE = /\s(?:1\.\s+[\p{Lu}]|ARTICLE\s+(?:1|I|ONE)\b|Section\s+1\b)/u;
const PREAMBLE_MIN_CHARS = 200;
const RECITALS_CHARS = 6_000;

// What stands between the party that receives and the one that provides ("Harbor wishes to engage Quill").
const ENGAGES =
  /^\s*,?\s*(?:hereby\s+)?(?:(?:wish(?:es)?|desires?|intends?|wants?|agrees?)\s+to\s+)?(?:engage|retain|appoint|hire|employ|commission)s?\s+(?:the\s+)?$/iu;
// "Harbor desires that Quill provide …": the party that wants the work done receives it.
const WANTS_THAT = /^\s*,?\s*(?:wish(?:es)?|desires?|wants?|requests?|requires?)\s+that\s+(?:the\s+)?$/iu;
// What follows the engaged party: the work it is engaged for, or the capacity it is appointed in.
const ENGAGED_FOR = /^\s*,?\s*(?:to\s+\p{L}|as\s+|for\s+the\s+(?:provision|performance|supply)\b)/iu;
// Appointed to resell or to act for the appointer, a party may buy from it or serve it: no side follows.
const APPOINTED_TO_RESELL =
  /^\s*,?\s*(?:(?:as|to\s+be|to\s+act\s+as)\s+(?:(?:its|the|an?|their)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:distributor|reseller|dealer|agent|representative|licensee|franchisee|sub-?distributor)s?\b|to\s+(?:[\p{L}]+,?\s+(?:and\s+)?){0,3}?(?:distribute|resell|sell|market)\b)/iu;
// Appointed to resell ("appoints Tarn as its reseller", "appoints Tarn as a partner to resell the products"), a party
// buys what it resells: it is the appointer's customer.
const APPOINTED_RESELLER =
  /^\s*,?\s*(?:(?:as|to\s+be|to\s+act\s+as)\s+(?:(?:its|the|an?|their)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:reseller|dealer)s?\b|(?:as\s+(?:(?:its|the|an?|their)\s+)?(?:[\p{L}-]+\s+){0,3}?)?to\s+(?:[\p{L}]+,?\s+(?:and\s+)?){0,3}?resell\b)/iu;
// "provide Talent with shares", "provide notice to": handing over payment or information is not the deal's work.
const NOT_THE_WORK =
  /\b(?:pay(?:ment)?s?|fees?|compensation|consideration|shares|stock|notice|information|access|funding|funds|cash|reports?|records|statements)\b/iu;
const PROVIDE_VERB = '(?:provide|suppl(?:y|ie)|perform|render|deliver|furnish|manufacture|sell)s?';
// Provider first: "Quill agrees to provide branding services to Harbor".
const PROVIDES_TO = new RegExp(
  `^\\s*,?\\s*(?:hereby\\s+)?(?:(?:agrees?|wish(?:es)?|desires?|is\\s+willing|shall|will|undertakes?)\\s+(?:to\\s+)?)?${PROVIDE_VERB}\\b[^.;]{0,200}?\\b(?:to|for)\\s+(?:the\\s+)?$`,
  'iu',
);
// Payer first: "Harbor shall pay Quill", "Harbor agrees to pay a fee to Quill".
const PAYS =
  /^\s*,?\s*(?:hereby\s+)?(?:shall|will|agrees?\s+to|undertakes?\s+to)\s+pay\s+(?:(?:to\s+)?(?:the\s+)?|[^.;]{0,120}?\bto\s+(?:the\s+)?)$/iu;
// Damages, refunds and costs are paid by whichever party owes them, not by the one the deal serves.
const NOT_THE_PRICE =
  /\b(?:damages|penalt(?:y|ies)|refunds?|interest|costs|expenses|indemnit(?:y|ies)|rebates?|credits?)\b/iu;
// Buyer first: "Harbor wishes to purchase printed labels from Quill".
const PURCHASES_FROM =
  /^\s*,?\s*(?:hereby\s+)?(?:wish(?:es)?|desires?|intends?|wants?|agrees?|seeks?)\s+to\s+(?:purchase|buy|obtain|acquire|procure|source|license)\b[^.;]{0,200}?\bfrom\s+(?:the\s+)?$/iu;
// One party alone: "Quill is in the business of providing design services". Only verbs of serving
// others count: a party in the business of designing, making or selling products may be the brand that
// has them made, or the one that buys to resell.
const IN_THE_BUSINESS =
  /^\s*,?\s*(?:is|are)\s+(?:engaged\s+|experienced\s+)?in\s+the\s+business\s+of\s+(?:providing|supplying|rendering|offering|performing)\b/iu;

// One party alone, on the providing side: "Tollan has developed and is entitled to license to others
// certain software", "Tollan wishes to grant a licence of …". Granting licences is what a licensor does;
// taking one ("wishes to license the software") reads either way and is left alone.
const LICENSES_OUT =
  /^\s*,?\s*(?:has\s+\p{L}+\s+and\s+)?(?:(?:is|are)\s+(?:entitled|authori[sz]ed|willing|prepared)|ha(?:s|ve)\s+the\s+(?:right|authority)|wish(?:es)?|desires?|agrees?|intends?)\s+to\s+(?:grant\s+(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+){0,2}?(?:sub)?licen[cs]es?\b|(?:sub)?licen[cs]e\s+(?:to\s+)?(?:others|third\s+parties)\b)/iu;

// One party alone, taking a role the recitals name: "asked Harbour to be its fiscal host", "Quill shall act as
// the consultant", "performing the role of a fiscal host". The role word says the side; a possessive before it
// ("to act as the Lender's agent") names someone else's role, and either-side words ("agent") say nothing.
const TAKES_ROLE =
  /^\s*,?\s*(?:(?:shall|will|agrees?\s+to|wish(?:es)?\s+to|desires?\s+to|is\s+willing\s+to)\s+)?(?:to\s+)?(?:(?:act|acts|acting|serve|serves|serving)\s+as|be|(?:performs?|performing)\s+the\s+role\s+of)\s+(?:its|their|the|an?)\s+((?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)/iu;

/** The side of the role a party takes in the words after its name, if they name one. */
export function sideOfRoleTaken(after: string): ContractSide | undefined {
  const role = TAKES_ROLE.exec(after)?.[1];
  if (!role) return undefined;
  for (const word of role.split(/\s+/u)) {
    if (/['’]s?$/u.test(word)) return undefined;
    const side = sideOfRoleWord(word);
    if (side) return side;
  }
  return undefined;
}

// "In consideration of receiving for review from PHS a copy of the Application, Company agrees …": what the
// promising party receives from the other is what the deal gives it (a one-way disclosure, a release, materials).
const RECEIVED_FROM =
  /\bin\s+consideration\s+(?:of|for)\s+(?:receiving|the\s+receipt\s+of|obtaining)\b[^.;]{0,200}?\bfrom\s+(?:the\s+)?$/iu;
const RECEIVED_CHARS = 240;
// The promising party comes right after the clause naming what it receives: "…, Company agrees".
const NEXT_CLAUSE = /^[^.;]{0,200},\s*(?:the\s+)?$/iu;
const PROMISES = /^\s*(?:hereby\s+)?(?:agrees?|undertakes?|shall|will|covenants?|acknowledges?)\b/iu;

/** A party's side as a recital states it, with the statement's words. */
export interface StatedSide {
  side: ContractSide;
  statement: string;
  /** Whether every statement that gave the side names both parties and the deal between them, before any clause. */
  byDeal: boolean;
}

// One party alone, on the receiving side: "Tessaly has agreed to fund the development", "the Company is
// desirous of acquiring the right to use …", "Orla seeks to promote its products across the Network" (a
// sponsor buying promotion on the other's medium). Paying for the work, or acquiring a right or a service, is
// what the party that receives the deal does.
const FUNDS_OR_ACQUIRES =
  /^\s*,?\s*(?:(?:has\s+agreed|agrees?|wish(?:es)?|desires?|intends?|is\s+willing|shall|will)\s+to\s+(?:fund|finance|pay\s+for)\b|(?:is|are)\s+desirous\s+of\s+(?:acquiring|obtaining|licensing|funding)\s+(?:the\s+|a\s+|an\s+)?(?:[\p{L}-]+\s+){0,2}?(?:rights?|licen[cs]es?|services)\b|(?:wish(?:es)?|desires?|intends?|seeks?)\s+to\s+(?:acquire|obtain)\s+(?:the\s+|a\s+|an\s+)?(?:[\p{L}-]+\s+){0,2}?(?:rights?|licen[cs]es?|services)\b|(?:wish(?:es)?|desires?|intends?|seeks?|wants?)\s+to\s+(?:promote|advertise|market)\s+(?:the\s+sale\s+of\s+)?its\s+(?:own\s+)?(?:[\p{L}-]+\s+){0,2}?(?:products?|services|brands?|goods)\s+(?:across|through|on|via)\b)/iu;

export interface Mention {
  party: number;
  start: number;
  end: number;
}

/**
 * The side each party's statements give it, by party index; a party whose statements disagree, or
 * a reading that puts two parties on the same side, gives no side at all.
 */
export function statedSides(opening: string, parties: readonly NamedParty[]): Map<number, StatedSide> {
  const recitals = recitalsOf(opening);
  const mentions = mentionsIn(recitals, parties);
  const votes = parties.map(() => new Set<ContractSide>());
  // The first statement that gave each party its side, quoted in the reason shown to the reader.
  const statements = new Map<number, string>();
  // Parties given a side by a statement about one party alone ("X is in the business of providing …"), or
  // by words past the first numbered clause, which may be a clause's damages or refund, not the deal.
  const clause = FIRST_CLAUSE.exec(recitals.slice(PREAMBLE_MIN_CHARS));
  const clausesFrom = clause ? clause.index + PREAMBLE_MIN_CHARS : recitals.length;
  const notByDeal = new Set<number>();
  const vote = (party: number, side: ContractSide, from: Mention, to: Mention) => {
    votes[party]?.add(side);
    if (from === to || to.end > clausesFrom) notByDeal.add(party);
    if (!statements.has(party)) statements.set(party, sentenceAround(recitals, from.start, to.end));
  };
  mentions.forEach((mention, index) => {
    const next = nextOtherParty(mentions, index);
    const deal = next ? dealBetween(recitals, mention, next) : undefined;
    if (deal && next) {
      vote(deal.provider, 'provider', mention, next);
      vote(deal.recipient, 'recipient', mention, next);
    } else if (
      IN_THE_BUSINESS.test(recitals.slice(mention.end, mention.end + 120)) ||
      LICENSES_OUT.test(recitals.slice(mention.end, mention.end + 120))
    ) {
      vote(mention.party, 'provider', mention, mention);
      if (parties.length === 2) vote(1 - mention.party, 'recipient', mention, mention);
    } else if (FUNDS_OR_ACQUIRES.test(recitals.slice(mention.end, mention.end + 160))) {
      vote(mention.party, 'recipient', mention, mention);
      if (parties.length === 2) vote(1 - mention.party, 'provider', mention, mention);
    } else {
      const taken = sideOfRoleTaken(recitals.slice(mention.end, mention.end + 120));
      if (taken) vote(mention.party, taken, mention, mention);
      if (taken && parties.length === 2)
        vote(1 - mention.party, taken === 'provider' ? 'recipient' : 'provider', mention, mention);
    }
  });
  const sides = new Map<number, StatedSide>();
  votes.forEach((sidesVoted, party) => {
    const [only] = sidesVoted;
    if (sidesVoted.size === 1 && only)
      sides.set(party, { side: only, statement: statements.get(party) ?? '', byDeal: !notByDeal.has(party) });
  });
  const anyDisagreement = votes.some((sidesVoted) => sidesVoted.size > 1);
  const [firstSide, secondSide] = [...sides.values()].map((stated) => stated.side);
  const bothOnOneSide = parties.length === 2 && sides.size === 2 && firstSide === secondSide;
  return anyDisagreement || bothOnOneSide ? new Map() : sides;
}

/**
 * The next mention of another party, past mentions of the same one: "Party A will provide the program
 * content of Orion TV to Party B" names the provider again inside what it provides.
 */
export function nextOtherParty(mentions: readonly Mention[], index: number): Mention | undefined {
  const party = mentions[index]?.party;
  return mentions.slice(index + 1).find((later) => later.party !== party);
}

/** A deal two parties' words state: who provides, who receives, how it is said, and what is provided. */
export interface StatedDeal {
  provider: number;
  recipient: number;
  how: 'engages' | 'provides' | 'pays' | 'purchases' | 'receives';
  /** The words naming what is provided, for a statement that one party provides something to the other. */
  provided: string;
}

/** Which of two parties named one after the other provides, if the words between them say so. */
export function dealBetween(recitals: string, first: Mention, second: Mention): StatedDeal | undefined {
  const between = recitals.slice(first.end, second.start);
  const afterSecond = recitals.slice(second.end, second.end + 80);
  const beforeFirst = recitals.slice(Math.max(0, first.start - RECEIVED_CHARS), first.start);
  if (RECEIVED_FROM.test(beforeFirst) && NEXT_CLAUSE.test(between) && PROMISES.test(afterSecond))
    return { provider: first.party, recipient: second.party, how: 'receives', provided: beforeFirst };
  if (ENGAGES.test(between) && APPOINTED_RESELLER.test(afterSecond))
    return { provider: first.party, recipient: second.party, how: 'purchases', provided: afterSecond };
  if (ENGAGES.test(between) && ENGAGED_FOR.test(afterSecond) && !APPOINTED_TO_RESELL.test(afterSecond))
    return { provider: second.party, recipient: first.party, how: 'engages', provided: afterSecond };
  const wanted = new RegExp(`^\\s*,?\\s*(?:shall\\s+|will\\s+|should\\s+)?${PROVIDE_VERB}\\b`, 'iu');
  if (WANTS_THAT.test(between) && wanted.test(afterSecond) && !NOT_THE_WORK.test(afterSecond))
    return { provider: second.party, recipient: first.party, how: 'engages', provided: afterSecond };
  // "provide to X the …": what is provided follows the receiving party.
  const provided = new RegExp(`\\b${PROVIDE_VERB}\\s+(?:to|for)\\s+(?:the\\s+)?$`, 'iu').test(between)
    ? afterSecond
    : between;
  if (PROVIDES_TO.test(between) && !NOT_THE_WORK.test(provided))
    return { provider: first.party, recipient: second.party, how: 'provides', provided };
  const paysForTheDeal = PAYS.test(between) && !NOT_THE_PRICE.test(`${between} ${afterSecond.slice(0, 60)}`);
  if (paysForTheDeal) return { provider: second.party, recipient: first.party, how: 'pays', provided: '' };
  if (PURCHASES_FROM.test(between))
    return { provider: second.party, recipient: first.party, how: 'purchases', provided: between };
  return undefined;
}

// Where a recital's sentence starts and ends: a full stop or semicolon, "WHEREAS", a lettered recital.
const STATEMENT_START = /[.;:]\s+(?=[^.;:]*$)/u;
const RECITAL_MARK =
  /^(?:(?:and|AND)\s+|(?:WHEREAS|Whereas|RECITALS?|Recitals?|BACKGROUND|Background)\b[,:]?\s*|\(?[A-H1-9][.)]\s+)+/u;
const STATEMENT_END = /[.;](?=\s|$)/u;
/** Longer statements are cut at a word boundary: the reason quotes the part that decided the side. */
const STATEMENT_CHARS = 240;

/** The sentence of the recitals that holds the words from `start` to `end`, as the reason quotes it. */
export function sentenceAround(recitals: string, start: number, end: number): string {
  const before = recitals.slice(Math.max(0, start - STATEMENT_CHARS), start);
  const opening = STATEMENT_START.exec(before);
  const from = opening ? start - before.length + opening.index + opening[0].length : start;
  const after = recitals.slice(end, end + STATEMENT_CHARS);
  const closing = STATEMENT_END.exec(after);
  const to = closing ? end + closing.index : end + after.length;
  const sentence = recitals.slice(from, to).trim().replace(RECITAL_MARK, '');
  if (sentence.length <= STATEMENT_CHARS) return sentence;
  return `${sentence.slice(0, STATEMENT_CHARS).replace(/\s+\S*$/u, '')} …`;
}

function recitalsOf(opening: string): string {
  const text = opening.slice(0, RECITALS_CHARS);
  const operative = OPERATIVE_START.exec(text) ?? FIRST_CLAUSE.exec(text.slice(PREAMBLE_MIN_CHARS));
  // Without a mark, the sentences after the preamble may be the operative clauses, where "X shall pay Y"
  // can be damages or a refund: nothing is read.
  if (!operative) return '';
  return text.slice(0, operative.index + (operative.input === text ? 0 : PREAMBLE_MIN_CHARS));
}

/** Where each party is named by its name or a short name, the longest name winning an overlap. */
export function mentionsIn(text: string, parties: readonly NamedParty[]): Mention[] {
  const found: Mention[] = [];
  parties.forEach((party, index) => {
    for (const term of new Set([party.name, ...party.aliases])) {
      const bareTerm = term.replace(/^the\s+/iu, '').trim();
      if (bareTerm.length < 2) continue;
      // A name defined in capitals ("GARMAN") is often written "Garman" after: a capital first letter still names it.
      const capitals = bareTerm.length >= 3 && bareTerm === bareTerm.toUpperCase() && /\p{Lu}/u.test(bareTerm);
      const pattern = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(bareTerm)}(?![\\p{L}\\d])`, capitals ? 'giu' : 'gu');
      for (const match of text.matchAll(pattern)) {
        if (capitals && !/^\p{Lu}/u.test(match[0])) continue;
        const start = match.index ?? 0;
        found.push({ party: index, start, end: start + match[0].length });
      }
    }
  });
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Mention[] = [];
  for (const mention of found) {
    const last = kept.at(-1);
    if (last && mention.start < last.end) continue;
    kept.push(mention);
  }
  return kept;
}
