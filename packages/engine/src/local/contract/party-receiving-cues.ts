import { mentionsIn, type NamedParty, sentenceAround } from './contract-party-statements';
import type { ClauseSide } from './party-deal-clauses';
import { sectionNumberAt } from './section-labels';

/**
 * The party a clause says receives the deal or pays its price, in words about that party alone: "Hask
 * shall pay the royalties", "Hask shall be required to purchase a minimum of 5,000 Units", "the services
 * performed for Corriel", "Hask is hereby granted a licence to use". These are the weakest evidence of a
 * side and are read last (see `detectParties`): only when the short names, the recitals and the clauses
 * naming both parties say nothing, and only when every such clause points at the same one party. Clauses
 * that point at two parties leave the client unknown: a wrong side is worse than none.
 */

const PAYING_VERB = String.raw`(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:also\s+)?pay\s+(?:to\s+(?:the\s+)?\p{Lu}[\p{L}.-]*\s+)?`;
// What is paid is the price of the deal: royalties, licence or service fees, the purchase price.
const PRICE_PAID = String.raw`(?:(?:the|all|said|such|any|each|a|an)\s+)?(?:[\p{L}-]+\s+){0,2}?(?:royalt(?:y|ies)|purchase\s+price|licen[cs]e\s+fees?|service\s+fees?|subscription\s+fees?)\b`;
// The party bound to buy the goods or units the deal supplies, not its own materials.
const BUYS_THE_GOODS = String.raw`(?:shall|will|must|agrees?\s+to)\s+(?:be\s+(?:required|obliged|obligated)\s+to\s+)?(?:purchase|buy|order)\s+(?:(?:a|the|its|all|each)\s+)?(?:minimum\s+(?:of\s+)?)?(?:[\d,.]+\s+)?(?:\p{Lu}[\p{L}-]*\s+){0,3}?(?:Units|Products|Goods)\b`;
// "Hask is hereby granted a non-exclusive licence to use …".
// "Hask is hereby authorised and licensed to use …".
const IS_GRANTED = String.raw`(?:is|are)\s+hereby\s+(?:granted\s+(?:(?:a|an|the)\s+)?(?:[\p{L}-]+,?\s+){0,4}?(?:licen[cs]e|right\s+to\s+use)\b|(?:authori[sz]ed\s+and\s+)?licen[cs]ed\s+to\s+use\b)`;

const AFTER_THE_PARTY = new RegExp(`^\\s*,?\\s*(?:${PAYING_VERB}${PRICE_PAID}|${BUYS_THE_GOODS}|${IS_GRANTED})`, 'u');
// "the services performed for Corriel", "products supplied to Hask": the deal's work received by the party named next.
const BEFORE_THE_PARTY =
  /\b(?:services?|work|products|goods|deliverables)\s+(?:(?:to\s+be|being)\s+)?(?:performed|provided|rendered|supplied|delivered)\s+(?:hereunder\s+|under\s+this\s+agreement\s+)?(?:to|for)\s+(?:the\s+)?$/iu;
// "Neither party shall be paid for services rendered to …": a denied statement states no deal.
const DENIED = /\b(?:neither|nor|not|no)\b/iu;
const SENTENCE_STOP = /[.;:]\s+(?=[^.;:]*$)/u;
// A sum that any party may owe is no price: "the royalties … as damages", "the purchase price refund".
const NOT_THE_PRICE = /\b(?:damages|penalt(?:y|ies)|refunds?|interest)\b/iu;

const AFTER_CHARS = 160;
const BEFORE_CHARS = 80;
/** How far back the start of the sentence naming the party is looked for. */
const SENTENCE_CHARS = 240;

/** The one party the clauses say receives the deal, with the first clause that says so; none when they disagree. */
export function receivingParty(text: string, parties: readonly NamedParty[]): Map<number, ClauseSide> {
  const receivers = new Map<number, { start: number; end: number }>();
  for (const mention of mentionsIn(text, parties)) {
    const after = AFTER_THE_PARTY.exec(text.slice(mention.end, mention.end + AFTER_CHARS));
    const lookBack = Math.max(0, mention.start - BEFORE_CHARS);
    const before = BEFORE_THE_PARTY.exec(text.slice(lookBack, mention.start));
    if (after && NOT_THE_PRICE.test(text.slice(mention.end, mention.end + after[0].length + 40))) continue;
    if (!after && !before) continue;
    if (before && deniedBefore(text.slice(Math.max(0, mention.start - SENTENCE_CHARS), mention.start))) continue;
    if (receivers.has(mention.party)) continue;
    const start = before ? lookBack + before.index : mention.start;
    receivers.set(mention.party, { start, end: mention.end + (after?.[0].length ?? 0) });
  }
  if (receivers.size !== 1) return new Map();
  const [[party, at]] = [...receivers] as [[number, { start: number; end: number }]];
  const statement = sentenceAround(text, at.start, at.end).replace(/\s+/gu, ' ');
  return new Map([[party, { side: 'recipient', statement, section: sectionNumberAt(text, at.start) }]]);
}

/** Whether the sentence, up to the party's name, denies what it says ("Neither … shall be paid for services rendered to"). */
function deniedBefore(lookBack: string): boolean {
  const stop = SENTENCE_STOP.exec(lookBack);
  return DENIED.test(stop ? lookBack.slice(stop.index + stop[0].length) : lookBack);
}
