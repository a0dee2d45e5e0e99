import {
  dealBetween,
  type Mention,
  mentionsIn,
  type NamedParty,
  type StatedDeal,
  sentenceAround,
} from './contract-party-statements';
import type { ContractSide } from './contract-roles';
import { madeFor } from './party-made-for';
import { sectionNumberAt } from './section-labels';

/**
 * The side of each party as the operative clauses show it, when neither the short names nor the
 * recitals say: the party that grants a licence, provides the services, supplies or sells the goods,
 * or is paid the fees provides; the one that is granted it, purchases, or pays the price receives.
 * Many contracts name their parties only by trade names ("Orrin", "Bexley"), and then these clauses
 * are where a lawyer would look.
 */

/** A party's side as a clause shows it, with the clause's words and number for the reason. */
export interface ClauseSide {
  side: ContractSide;
  statement: string;
  section: string | undefined;
}

// "X hereby grants to Y a licence", "X shall grant Y the right to use": what is granted follows Y.
const GRANTS =
  /^\s*,?\s*(?:hereby\s+)?(?:grants?|(?:shall|will|agrees?\s+to)\s+(?:hereby\s+)?grant)(?:\s+and\s+agrees\s+to\s+grant)?\s+(?:to\s+)?(?:the\s+)?$/iu;
const LICENCE_GRANTED =
  /^[^.;]{0,120}?\b(?:licen[cs]e|sub-?licen[cs]e|right\s+to\s+(?:use|make|sell|distribute|market|reproduce|exploit|manufacture))/iu;
// "X shall purchase the products from Y": the operative form of the recital's "wishes to purchase".
const PURCHASES_FROM =
  /^\s*,?\s*(?:hereby\s+)?(?:shall|will|agrees?\s+to|hereby\s+agrees\s+to)\s+(?:purchase|buy|order|procure)\b[^.;]{0,200}?\bfrom\s+(?:the\s+)?$/iu;
// In the operative clauses a party "provides" or "delivers" much that is not the deal: lists, data,
// documents for review, the purchase price. Only what a deal is for counts there.
const DEAL_WORK =
  /\b(?:services?|products?|goods|deliverables|equipment|units|software|hosting|supplies|manufactur\w*|(?:technical\s+)?support)\b/iu;
const NOT_THE_DEAL =
  /\b(?:lists?|data|documents?|documentation|evidence|letters?|copies|cop(?:y|ies)\s+of|samples?|review|approval|forecasts?|price|payments?|invoices?)\b/iu;
// A payment named as the price of the deal, not a sum passed on or shared ("such amounts, less …").
const THE_PRICE =
  /\b(?:fees?|price|royalt(?:y|ies)|compensation|commissions?|milestone\s+payments?|consideration|retainer)\b/iu;
// "pay Tamsin USD 8,000 for carrying out the pilot run": a sum paid for doing the work is its price.
const FOR_THE_WORK =
  /\bfor\s+(?:carrying\s+out|performing|providing|rendering|the\s+(?:provision|performance|supply)\s+of)\b/iu;
// A fee for ending early, or a sum collected and passed on less a fee, is not the price of the deal.
const NOT_A_PRICE =
  /\b(?:termination|cancellation|break-?up|late)\s+fees?\b|\bsuch\s+amounts\b|\bamounts?\s+collected\b|\bless\s+(?:the|any|its)\b|\bnet\s+of\b/iu;
/** Two names further apart than this are not one statement of who does what for whom. */
const BETWEEN_CHARS = 300;

interface Deal {
  provider: number;
  recipient: number;
  /** A clause that states the deal itself counts twice one that may be incidental to it. */
  weight: number;
  start: number;
  end: number;
}

/**
 * The side each party's clauses give it, by party index. A licence grant, an engagement, a purchase,
 * services or products supplied, or fees paid state the deal itself and count two; another payment may be
 * incidental (a sum passed on) and counts one, so one of those alone decides nothing. A side is given when the
 * clauses giving it weigh at least two and twice those giving the other side: a stray clause the other
 * way (a grant-back) does not flip the deal, and a deal that runs both ways gives no side.
 */
export function clauseSides(text: string, parties: readonly NamedParty[]): Map<number, ClauseSide> {
  const deals = dealsIn(text, parties);
  const sides = new Map<number, ClauseSide>();
  parties.forEach((_, party) => {
    const asProvider = deals.filter((deal) => deal.provider === party);
    const asRecipient = deals.filter((deal) => deal.recipient === party);
    const side = winningSide(weightOf(asProvider), weightOf(asRecipient));
    // The clause quoted is the first of those that state the deal itself, when there is one.
    const giving = side === 'provider' ? asProvider : asRecipient;
    const deciding = giving.find((deal) => deal.weight === DEAL_ITSELF) ?? giving[0];
    if (!side || !deciding) return;
    sides.set(party, {
      side,
      statement: clauseWords(text, deciding.start, deciding.end),
      section: sectionNumberAt(text, deciding.start),
    });
  });
  const onSide = (side: ContractSide) => [...sides.values()].filter((found) => found.side === side).length;
  // Every party on one side is a misreading, not a deal.
  if (sides.size === parties.length && (onSide('provider') === 0 || onSide('recipient') === 0)) return new Map();
  return sides;
}

const DEAL_ITSELF = 2;
const INCIDENTAL = 1;
const DECIDING_WEIGHT = DEAL_ITSELF;

function weightOf(deals: readonly Deal[]): number {
  return deals.reduce((sum, deal) => sum + deal.weight, 0);
}

function winningSide(provider: number, recipient: number): ContractSide | undefined {
  if (provider >= DECIDING_WEIGHT && provider >= 2 * recipient) return 'provider';
  if (recipient >= DECIDING_WEIGHT && recipient >= 2 * provider) return 'recipient';
  return undefined;
}

// One party alone paying the deal's price: "MBI agrees to pay the charges", "MBI will commence payment of a
// monthly fee". Paying one's own advisers, taxes or costs is not the price.
const PAYS_THE_PRICE =
  /^\s*,?\s*(?:shall|will|agrees?\s+to|must|undertakes?\s+to)\s+(?:(?:commence|make|begin)\s+)?pay(?:ment\s+of)?\s+(?:(?:the|all|said|such|a|an|its|any)\s+)?(?:[\p{L}-]+\s+){0,2}?(?:fees?|charges|price|subscription\s+fees?|licen[cs]e\s+fees?)\b(?!\s+(?:and\s+expenses\s+)?of\b)/iu;
const ONE_PARTY_CHARS = 120;

/** No party provides in a one-party statement of who pays. */
const NO_PARTY = -1;

function dealsIn(text: string, parties: readonly NamedParty[]): Deal[] {
  const mentions = mentionsIn(text, parties);
  const deals: Deal[] = [];
  mentions.forEach((mention, index) => {
    const after = text.slice(mention.end, mention.end + ONE_PARTY_CHARS);
    const paid = PAYS_THE_PRICE.exec(after);
    if (paid && !NOT_A_PRICE.test(after.slice(0, paid[0].length + 40)))
      deals.push({
        provider: NO_PARTY,
        recipient: mention.party,
        weight: DEAL_ITSELF,
        start: mention.start,
        end: mention.end + paid[0].length,
      });
    const next = mentions[index + 1];
    if (!next || next.party === mention.party || next.start - mention.end > BETWEEN_CHARS) return;
    const deal = dealOf(text, mention, next);
    if (deal) deals.push({ ...deal, start: mention.start, end: next.end });
  });
  return deals;
}

/** How far before a party's name "manufactured by" is looked for. */
const MADE_BY_CHARS = 120;

function dealOf(
  text: string,
  first: Mention,
  second: Mention,
): { provider: number; recipient: number; weight: number } | undefined {
  const between = text.slice(first.end, second.start);
  const after = text.slice(second.end, second.end + 160);
  if (GRANTS.test(between) && LICENCE_GRANTED.test(after))
    return { provider: first.party, recipient: second.party, weight: DEAL_ITSELF };
  if (PURCHASES_FROM.test(between)) return { provider: second.party, recipient: first.party, weight: DEAL_ITSELF };
  const made = madeFor(text.slice(Math.max(0, first.start - MADE_BY_CHARS), first.start), between);
  if (made?.maker === 'first') return { provider: first.party, recipient: second.party, weight: DEAL_ITSELF };
  if (made?.maker === 'second') return { provider: second.party, recipient: first.party, weight: DEAL_ITSELF };
  const stated = dealBetween(text, first, second);
  if (!stated || (stated.how === 'provides' && !providesTheWork(stated))) return undefined;
  const paid = `${between} ${after.slice(0, 80)}`;
  const price = stated.how === 'pays' && (THE_PRICE.test(paid) || FOR_THE_WORK.test(paid)) && !NOT_A_PRICE.test(paid);
  const weight = stated.how === 'pays' && !price ? INCIDENTAL : DEAL_ITSELF;
  return { provider: stated.provider, recipient: stated.recipient, weight };
}

function providesTheWork(stated: StatedDeal): boolean {
  return DEAL_WORK.test(stated.provided) && !NOT_THE_DEAL.test(stated.provided);
}

// A clause number opening a line ("2.1 ", "(a) "), where the clause's own words begin.
const CLAUSE_START = /\n\s*(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|\([a-z0-9]{1,4}\))\s+(?=\S)/giu;
const CLAUSE_LOOK_BACK = 240;

/** The words of the clause holding the deal, from its number (or its sentence's start) to its end. */
function clauseWords(text: string, start: number, end: number): string {
  const from = Math.max(0, start - CLAUSE_LOOK_BACK);
  let clauseStart: number | undefined;
  // One character past the deal's start, for the number's look-ahead to see the clause's first word.
  for (const match of text.slice(from, start + 1).matchAll(CLAUSE_START)) {
    clauseStart = from + (match.index ?? 0) + match[0].length;
  }
  if (clauseStart === undefined) return sentenceAround(text, start, end).replace(/\s+/gu, ' ');
  // The sentence starts after the last full stop before the deal, else where the clause starts.
  const stop = SENTENCE_STOP.exec(text.slice(clauseStart, start));
  const sentenceStart = stop ? clauseStart + stop.index + stop[0].length : clauseStart;
  return sentenceAround(text.slice(sentenceStart), 0, end - sentenceStart).replace(/\s+/gu, ' ');
}

const SENTENCE_STOP = /[.;:]\s+(?=[^.;:]*$)/u;
