import type { Sentence } from '../../text/sentences';

/** The ceiling the contract puts on a party's liability, as it states it. */
export interface LiabilityCap {
  cap: string;
  sentence: Sentence;
  focus: number;
}

const LIABILITY = /\bliabilit(?:y|ies)\b|\bliable\b|\bdamages\b/iu;
// What follows "shall not exceed", "limited to", "in excess of": the ceiling itself.
// "Including but not limited to" lists examples and caps nothing, so a ceiling is read after it.
const CEILING =
  /\b(?:shall|will|may|does|to)\s+not\s+exceed|\bnot\s+to\s+exceed|\bexceed(?:s|ing)?\b|\bin\s+excess\s+of|\bmore\s+than|\b(?<!\bnot\s)(?:be\s+)?limited\s+to|\bcapped\s+at|\bmaximum\s+(?:aggregate\s+)?(?:liability|amount)\s+of/giu;
// A ceiling names an amount: money, or what was paid or payable.
const AMOUNT =
  /(?:[$€£]\s?[\d,.]+(?:\s*(?:million|thousand))?|\b(?:US\$|USD|EUR|GBP)\s?[\d,.]+|\b[\d,.]+\s+(?:dollars|euros|pounds)|\b(?:fees?|amounts?|sums?|price|compensation|royalties|charges)\b[^.;]{0,40}?\b(?:paid|payable|received|receives|earned))/iu;
const MAX_CAP_WORDS = 160;

/** The first sentence that caps liability at a stated amount. */
export function liabilityCap(sentences: readonly Sentence[]): LiabilityCap | undefined {
  for (const sentence of sentences) {
    if (!LIABILITY.test(sentence.text)) continue;
    for (const ceiling of sentence.text.matchAll(CEILING)) {
      const cap = capAfter(sentence.text.slice(ceiling.index + ceiling[0].length));
      if (cap) return { cap, sentence, focus: ceiling.index };
    }
  }
  return undefined;
}

/** The amount a ceiling names, read from the words after it; none when no amount follows closely. */
function capAfter(text: string): string | undefined {
  const rest = text.slice(0, MAX_CAP_WORDS);
  const amount = AMOUNT.exec(rest);
  if (!amount || amount.index > 60) return undefined;
  // "the fees paid by the Client in the twelve (12) months preceding the claim": up to the clause's end.
  const cap = rest
    .split(/[;]|,\s+(?:and|or|provided|except|whichever|whether|regardless|even)\b|\.\s/iu)[0]
    ?.replace(/\s+/gu, ' ')
    .replace(/^[\s:,]+|[\s.,]+$/gu, '')
    .replace(/^(?:an?\s+amount\s+(?:equal\s+to\s+)?)/iu, '');
  return cap || undefined;
}

// A cap that names every party: "each party's liability", "neither party shall be liable", "the parties' liability".
const EVERY_PARTY = /\b(?:either|each|neither|both|any)\s+part(?:y|ies)\b|\bparties\b/iu;
// The party a cap names as the one whose liability it limits: "Acme's total liability", "the liability
// of Acme", "shall Acme be liable".
const CAPPED_PARTY = [
  /\b(?:the\s+)?(\p{Lu}[\p{L}\d-]*)(?:['’]s?)\s+(?:(?:total|aggregate|entire|cumulative|maximum|sole)\s+)*liabilit/gu,
  /\bliabilit(?:y|ies)\s+of\s+(?:the\s+)?(\p{Lu}[\p{L}\d-]*)/gu,
  /\b(?:shall|will)\s+(?:the\s+)?(\p{Lu}[\p{L}\d-]*)\s+be\s+liable\b/gu,
];

/**
 * The parties a cap limits, as its sentence names them up to its ceiling; undefined where it names
 * every party (or none by name), so it may cover either side.
 */
export function cappedParties(cap: LiabilityCap): readonly string[] | undefined {
  const before = cap.sentence.text.slice(0, cap.focus);
  if (EVERY_PARTY.test(before)) return undefined;
  const named = CAPPED_PARTY.flatMap((pattern) => [...before.matchAll(pattern)].map((match) => match[1] ?? ''));
  const parties = named.filter((name) => name !== '' && !/^(?:In|The|Its|Such|Any)$/u.test(name));
  return parties.length > 0 ? parties : undefined;
}
