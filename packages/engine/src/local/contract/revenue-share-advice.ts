import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { withChange, withNothingLeftToAsk } from './advice-change';
import { letsEitherPartyLeaveOnNotice } from './exit-on-notice';
import type { ContractFinding } from './key-findings';
import { renewalTerms } from './renewal-terms';

// The rule's asks of a reader who pays a share: of an undefined base, and of a base the contract defines.
const ASKS_BASE_AND_END = 'Define the base (net or gross) precisely and cap or end the share after a period.';
const ASKS_END_OF_DEFINED =
  'Check what the defined base deducts and includes before signing, and cap or end the share after a period.';
// The share is owed only while the agreement runs, or for a stated time: "during the Term", "for three (3) years".
const ENDS_WITH_TERM =
  /\b(?:during|throughout|for)\s+(?:the\s+)?(?:(?:initial\s+|then[\s-]+current\s+)?term\b|life\s+of\s+(?:this|the)\s+agreement\b)|\b(?:during|for)\s+(?:a\s+period\s+of\s+)?(?:[a-z-]+\s+)?\(?\d+\)?\s+(?:years?|months?)\b|\buntil\s+(?:the\s+)?(?:expiration|expiry|termination|end)\b/iu;
// Another sentence ends the share: "royalties shall be payable until the expiration of the last Licensed
// Patent", "the obligation to pay royalties shall cease upon termination", "the last-to-expire patent".
const SHARE_ENDED_ELSEWHERE =
  /\b(?:royalt\w*|revenue\s+shar\w*|profit\s+shar\w*)\b[^.;]{0,160}?\b(?:until|through)\s+(?:the\s+)?(?:expiration|expiry|termination|end|lapse)\b|\b(?:royalt\w*|revenue\s+shar\w*|profit\s+shar\w*)\b[^.;]{0,120}?\b(?:shall|will)\s+(?:automatically\s+)?(?:cease|terminate|end|expire)\b|\blast[-\s]to[-\s]expire\b/iu;
// A ceiling on the share: "the total royalties payable … shall not exceed $50,000", "royalties are capped at".
const SHARE_CAPPED =
  /\b(?:royalt\w*|revenue\s+shar\w*|profit\s+shar\w*)\b[^.;]{0,120}?\b(?:(?:shall|will|may)\s+not\s+exceed|(?:be\s+)?capped\s+at|in\s+no\s+event\s+(?:be\s+)?(?:more|greater)\s+than)\b|\b(?:maximum|cap)\s+(?:on\s+|of\s+)?(?:the\s+)?(?:aggregate\s+|total\s+)?(?:royalt\w*|revenue\s+share)/iu;
// The sentence sets the base in its own words: "which shall be calculated as", "less returns", "net of taxes".
const BASE_SET_IN_PLACE =
  /\b(?:calculated|computed|determined)\s+(?:as|by|on)\b|\bless\s+(?:any\s+|all\s+)?(?:returns|discounts|refunds|credits|taxes|costs)\b|\bnet\s+of\b|\bafter\s+deducti\w*/iu;
// The base a share is "of": "of Net Sales", "of the Royalty Base", "of Licensee's Gross Revenues".
const BASE_TERM =
  /\b(?:of|on)\s+(?:the\s+|all\s+|its\s+|their\s+|[\p{Lu}][\p{L}-]*['’]s\s+)?["“]?((?:\p{Lu}[\p{L}-]*\s+){0,2}(?:Sales|Revenues?|Receipts|Profits?|Income|Proceeds|Base|Billings|Amounts?))\b/u;

/**
 * The advice to a reader who pays a share asks for a defined base and for an end to the share; each
 * ask is read against the contract: a base the contract defines (in the sentence or by a definition
 * elsewhere) is not asked for, and a share owed only during the term already ends.
 */
export function withRevenueShareTermsRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
  readerNames: readonly string[] = [],
): ContractFinding {
  if (finding.rule.id !== 'revenue-sharing' || finding.missing) return finding;
  if (finding.change === ASKS_STATEMENTS_AND_AUDIT) return withPayeesChecksRead(finding, sentences, readerNames);
  if (finding.change !== ASKS_BASE_AND_END && finding.change !== ASKS_END_OF_DEFINED) return finding;
  const defined = finding.change === ASKS_END_OF_DEFINED || baseDefined(quoted, sentences);
  const ends = ENDS_WITH_TERM.test(quoted) || sentences.some(({ text }) => SHARE_ENDED_ELSEWHERE.test(text));
  const capped = [quoted, ...sentences.map(({ text }) => text)].some((text) => SHARE_CAPPED.test(text));
  // "Cap or end" asks for either: a share that is capped or ends has what was asked.
  const limit = ends
    ? 'the share is owed only for the period the contract states'
    : capped
      ? 'the contract caps the share'
      : endsWithAgreement(sentences)
        ? 'the share ends with the agreement, which has a set end, and nothing keeps it owed after that'
        : undefined;
  if (defined && limit) {
    return withNothingLeftToAsk(
      finding,
      `No change needed: the contract defines the base the share is paid on, and ${limit}; check what the base deducts and includes.`,
    );
  }
  if (defined) return withChange(finding, ASKS_END_OF_DEFINED);
  if (limit)
    return withChange(
      finding,
      `Define the base (net or gross) precisely; ${limit.replace(/ (owed|caps|ends)/u, ' already $1')}.`,
    );
  return finding;
}

// A defined base: "\"Net Sales\" means …", "\"Gross Revenue\" shall mean …".
const DEFINED_BASE =
  /["“]((?:[\p{L}-]+\s+){0,2}(?:Sales|Revenues?|Receipts|Profits?|Income|Proceeds|Base|Billings))["”]\s*(?:\)\s*)?(?:means|shall\s+mean|is\s+defined|has\s+the\s+meaning|refers\s+to)\b/giu;

/**
 * The quote names, in any case ("NET SALES", "net sales"), a base the contract defines. Only a term of
 * two words or more is read so: a one-word "Revenues" in lower case is as likely the plain word.
 */
function namesDefinedBase(quoted: string, sentences: readonly Sentence[]): boolean {
  const flat = quoted.replace(/\s+/gu, ' ').toLowerCase();
  return sentences.some(({ text }) =>
    [...text.matchAll(DEFINED_BASE)].some((definition) => {
      const term = (definition[1] ?? '').replace(/\s+/gu, ' ').toLowerCase();
      return term.includes(' ') && new RegExp(String.raw`\b${term}\b`, 'u').test(flat);
    }),
  );
}

function baseDefined(quoted: string, sentences: readonly Sentence[]): boolean {
  if (BASE_SET_IN_PLACE.test(quoted) || namesDefinedBase(quoted, sentences)) return true;
  const base = BASE_TERM.exec(quoted)?.[1];
  if (!base) return false;
  const definition = new RegExp(
    String.raw`["“]${base.replace(/\s+/gu, String.raw`\s+`)}["”]\s*(?:\)\s*)?(?:means|shall\s+mean|is\s+defined|has\s+the\s+meaning|refers\s+to)\b|\b(?:means|mean)\b[^.]{0,200}\(\s*(?:the\s+)?["“]${base.replace(/\s+/gu, String.raw`\s+`)}["”]\s*\)`,
    'iu',
  );
  return sentences.some(({ text }) => definition.test(text));
}

// The agreement has a set end: "a term of two (2) years", "shall expire on", "shall remain in effect until".
const SET_END =
  /\b(?:term|period)\s+of\s+(?:[\w-]+\s+)?\(?\d+\)?\s+(?:years?|months?)\b|\b(?:shall|will)\s+(?:then\s+)?(?:expire|terminate|end)\b|\b(?:shall|will)\s+(?:continue|remain)\s+in\s+(?:full\s+)?(?:force|effect)\s+(?:for|until)\b/iu;
// A sentence that may keep a payment owed after the end: survival, "in perpetuity", "after termination".
const OUTLIVES_THE_END =
  /\bsurviv\w*|\bperpetu\w*|\bafter\s+(?:the\s+|any\s+)?(?:termination|expiration|expiry|end)\b|\bfollowing\s+(?:the\s+|any\s+)?(?:termination|expiration|expiry)\b/iu;
const ABOUT_PAYMENT = /\b(?:royalt\w*|shar\w*|commission\w*|pay\w*|paid|fees?|sections?|articles?|clauses?)\b/iu;

/**
 * A share owed under the agreement stops when the agreement does: where the agreement has a set end
 * (a fixed term, or either party may end it on notice) that no automatic renewal keeps running, and no
 * sentence keeps a payment (or a listed section) alive after the end, asking to end the share asks for what is there.
 */
function endsWithAgreement(sentences: readonly Sentence[]): boolean {
  const texts = sentences.map(({ text }) => text);
  const exit = texts.some(letsEitherPartyLeaveOnNotice);
  if (!exit && (!texts.some((text) => SET_END.test(text)) || renewalTerms(sentences)?.automatic)) return false;
  return !texts.some((text) => OUTLIVES_THE_END.test(text) && ABOUT_PAYMENT.test(text));
}

// The rule's ask of a reader who is paid a share.
const ASKS_STATEMENTS_AND_AUDIT =
  'Ask for regular statements and the right to audit the figures the share is based on.';
// Regular reports of the figures: "a written statement of Net Revenue … each calendar quarter", "monthly reports".
const STATEMENTS =
  /\b(?:statements?|reports?|accounting)\b[^.;]{0,120}?\b(?:each|every|per|within)\b[^.;]{0,60}?\b(?:month|quarter|year|calendar)\w*|\b(?:monthly|quarterly|annual|yearly)\s+(?:written\s+)?(?:statements?|reports?)\b/iu;

/** The reader's party may audit or inspect the other side's books or records: "Tollery may audit the books of …". */
function readerMayAudit(text: string, readerNames: readonly string[]): boolean {
  return readerNames.some((name) => {
    const who = escapeRegExp(name);
    return new RegExp(
      String.raw`\b${who}\s+(?:(?:or\s+its\s+[\w\s]{1,40}?\s+)?(?:may|shall\s+have\s+the\s+right\s+to|has\s+the\s+right\s+to|is\s+entitled\s+to))\s+(?:\w+\s+){0,2}?(?:audit|inspect|examine)\b[^.;]{0,80}?\b(?:books|records|accounts)\b`,
      'u',
    ).test(text);
  });
}

/**
 * The advice to a reader who is paid a share asks for statements and an audit right; where the
 * contract already lets the reader's side audit the books, that is told, and statements are asked
 * for only where the contract sets none.
 */
function withPayeesChecksRead(
  finding: ContractFinding,
  sentences: readonly Sentence[],
  readerNames: readonly string[],
): ContractFinding {
  const texts = sentences.map(({ text }) => text);
  if (!texts.some((text) => readerMayAudit(text, readerNames))) return finding;
  if (texts.some((text) => STATEMENTS.test(text))) {
    return withNothingLeftToAsk(
      finding,
      'No change needed: the contract already gives you regular statements and the right to audit the figures the share is based on.',
    );
  }
  return withChange(
    finding,
    'Ask for regular statements of the figures the share is based on; you may already audit them.',
  );
}
