import { mentionsIn, type NamedParty, type StatedSide, sentenceAround } from './contract-party-statements';

/**
 * The sides a power of attorney gives its parties: "X … hereby nominates, constitutes and appoints Y … as
 * its true and lawful attorney-in-fact". The attorney acts for the one appointing it, which is the party
 * served, whatever its short name says of its trade toward others ("the Adviser").
 */

const APPOINTS = /\b(?:(?:nominates?|constitutes?)\s*,?\s+(?:and\s+)?)*appoints?\s+$/iu;
// How far after the appointee its capacity is named, past its description and short name.
const CAPACITY_CHARS = 300;
const AS_ATTORNEY = /^[^.;]*?\b(?:as|to\s+act\s+as)\b[^.;]{0,80}?\battorneys?[\s-]+in[\s-]+fact\b/iu;

// Only the opening that names the parties is read: in the clauses, "Consultant appoints Company as its
// attorney-in-fact" is a further-assurance for filings, not the deal.
const OPENING_CHARS = 1_500;
const FIRST_CLAUSE = /\s(?:1\.\s+\p{Lu}|ARTICLE\s+(?:1|I|ONE)\b|Section\s+1\b)/u;

export function attorneyAppointment(text: string, parties: readonly NamedParty[]): Map<number, StatedSide> {
  const head = text.slice(0, OPENING_CHARS);
  const opening = head.slice(0, FIRST_CLAUSE.exec(head)?.index ?? head.length);
  const mentions = mentionsIn(opening, parties);
  for (const [index, mention] of mentions.entries()) {
    const next = mentions.slice(index + 1).find((other) => other.party !== mention.party);
    if (!next) break;
    const between = opening.slice(mention.end, next.start);
    if (between.length > CAPACITY_CHARS || /[.;]\s/u.test(between)) continue;
    const appoints = /^["”'’]?\)?\s*,?\s*(?:(?:does|do)\s+)?(?:hereby\s+)?/u.exec(between);
    if (!appoints || !APPOINTS.test(between.slice(appoints[0].length))) continue;
    if (!AS_ATTORNEY.test(opening.slice(next.end, next.end + CAPACITY_CHARS))) continue;
    const statement = sentenceAround(opening, mention.start, next.end);
    return new Map([
      [next.party, { side: 'provider', statement, byDeal: true }],
      [mention.party, { side: 'recipient', statement, byDeal: true }],
    ]);
  }
  return new Map();
}
