/**
 * Who makes or sells the goods to whom: "Tamsin desires to produce the Beverages for Wexford", "Wexford wishes to
 * have the Beverages manufactured by Tamsin", "the cartridges manufactured by Tamsin for Wexford". The party
 * that manufactures provides the deal; the one the goods are made for is its customer. A manufacturing
 * agreement often names its parties by trade names only, and these words are where a lawyer sees the deal.
 */

const MAKE = '(?:manufacture|produce|fabricate|assemble)';
const MADE = '(?:manufactured|produced|fabricated|assembled)';
// "… and packaged", "…, filled and labelled": further work done by the same maker.
const AND_MORE = String.raw`(?:\s*(?:,|and|or)\s+(?:packaged|labell?ed|tested|filled|bottled|supplied))*`;
// "Tamsin operates plants and desires to …": another predicate of the same subject may come first.
const SAME_SUBJECT = String.raw`(?:[^.;]{0,120}?\s(?:and|,)\s+)?`;
// "Tamsin and its Affiliates will manufacture …": the maker's group makes for it.
const WITH_GROUP = String.raw`(?:(?:and|or|together\s+with)\s+its\s+(?:affiliates|subsidiaries)\s+)?`;
// "Tamsin [***] desires to …": a filed contract's redaction mark stands where words were left out.
const REDACTED = String.raw`(?:\[[*\s]{1,10}\]\s*)?`;
const WILLS = String.raw`(?:will|shall|agrees?\s+to|desires?\s+to|wish(?:es)?\s+to|intends?\s+to|undertakes?\s+to|is\s+willing\s+to)`;

// Maker first: "… desires to produce the Beverages for Wexford".
const MAKES_FOR = new RegExp(
  String.raw`^\s*,?\s*${REDACTED}${WITH_GROUP}${SAME_SUBJECT}${WILLS}\s+${MAKE}\b([^.;]{0,200}?)\bfor\s+(?:the\s+)?$`,
  'iu',
);
// Customer first: "… wishes to have the Beverages manufactured and packaged by Tamsin".
const HAS_MADE_BY = new RegExp(
  String.raw`^\s*,?\s*${SAME_SUBJECT}(?:wish(?:es)?|desires?|wants?|intends?|agrees?)\s+to\s+have\s+([^.;]{0,120}?)\s${MADE}${AND_MORE}\s+by\s+(?:the\s+)?$`,
  'iu',
);
// Passive, maker first: "the cartridges manufactured by Tamsin for Wexford".
const MADE_BY = new RegExp(String.raw`([^.;]{0,80}?)\b${MADE}${AND_MORE}\s+by\s+(?:the\s+)?$`, 'iu');
const FOR_THE_OTHER = /^\s*for\s+(?:the\s+)?$/iu;
// Passive, seller first: "the Beverages sold by Tamsin to Wexford"; buyer first: "purchased by Wexford from Tamsin".
const SOLD_BY = /([^.;]{0,80}?)\b(?:sold|supplied|resold)\s+by\s+(?:the\s+)?$/iu;
const TO_THE_OTHER = /^\s*to\s+(?:the\s+)?$/iu;
const BOUGHT_BY = /([^.;]{0,80}?)\b(?:purchased|bought|ordered)\s+by\s+(?:the\s+)?$/iu;
const FROM_THE_OTHER = /^\s*from\s+(?:the\s+)?$/iu;

// Producing records, documents or witnesses on request is not making the goods the deal is for.
const NOT_GOODS =
  /\b(?:records?|documents?|documentation|reports?|information|evidence|witnesses|data|books|accounts|copies|invoices?|notices?|lists?)\b/iu;
// A possessive starts another subject ("Tamsin's supplier will manufacture …").
const POSSESSIVE = /^['’]s?\b/u;

export interface MadeFor {
  /** Which of the two parties named makes or sells the goods. */
  maker: 'first' | 'second';
}

/**
 * Whether the words between two parties' names (and just before the first) say one makes the goods for the
 * other, and which of the two makes them.
 */
export function madeFor(before: string, between: string): MadeFor | undefined {
  if (POSSESSIVE.test(between)) return undefined;
  const makes = MAKES_FOR.exec(between);
  if (makes && !NOT_GOODS.test(makes[1] ?? '')) return { maker: 'first' };
  const hasMade = HAS_MADE_BY.exec(between);
  if (hasMade && !NOT_GOODS.test(hasMade[1] ?? '')) return { maker: 'second' };
  // The short word between the names is tested first: the passive patterns scan back through the words before.
  if (FOR_THE_OTHER.test(between)) return passiveMaker(MADE_BY, before, 'first');
  if (TO_THE_OTHER.test(between)) return passiveMaker(SOLD_BY, before, 'first');
  if (FROM_THE_OTHER.test(between)) return passiveMaker(BOUGHT_BY, before, 'second');
  return undefined;
}

function passiveMaker(pattern: RegExp, before: string, maker: MadeFor['maker']): MadeFor | undefined {
  const passive = pattern.exec(before);
  return passive && !NOT_GOODS.test(passive[1] ?? '') ? { maker } : undefined;
}
