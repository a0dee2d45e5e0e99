import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';

const TRANSFER_ASK = 'Ask for transfer to affiliates and to a buyer of your business.';
// A permission to assign held by both parties, or by the licensee: "Either party may assign this Agreement
// without consent to …", "Licensee shall have the right to transfer …", with an aside between the modal and
// its verb read as part of it ("Either party may, without consent of the other, assign …").
export const ASIDE = String.raw`(?:\s*,[^,.;]{1,80},)?`;
export const MAY_ASSIGN = new RegExp(
  String.raw`\b(?:either|each|any|both)\s+part(?:y|ies)\b[^.;]{0,60}?\b(?:may|shall\s+(?:have\s+the\s+right|be\s+entitled)\s+to|is\s+entitled\s+to|can)${ASIDE}\s+(?!not\b)(?:\w+\s+){0,3}?(?:assign|transfer)\w*|\blicensee\b[^.;]{0,40}?\b(?:may|shall\s+(?:have\s+the\s+right|be\s+entitled)\s+to|is\s+entitled\s+to)${ASIDE}\s+(?!not\b)(?:\w+\s+){0,3}?(?:assign|transfer)\w*`,
  'iu',
);
export const NEEDS_CONSENT =
  /\b(?:with|upon|subject\s+to)\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?(?:consent|approval)\b/iu;
export const TO_AFFILIATE = /\baffiliat\w*|\bsubsidiar\w*/iu;
// A buyer of the business, in any of its usual words: a merger, a successor, a sale of all or substantially
// all of it, "the purchaser of substantially all of the assets", "any purchaser of its business".
export const TO_BUYER =
  /\bmerger\b|\bmerge[sd]\b|\bacquisition\b|\bacquir\w*\s+(?:all\s+or\s+)?substantially\s+all\b|\bconsolidation\b|\breorgani[sz]ation\b|\bchange\s+of\s+control\b|\bsale\s+of\s+(?:all\s+or\s+)?(?:substantially\s+)?all\b|\bsuccessor\b|\bsucceed\w*\s+(?:\w+\s+){0,3}?to\s+(?:all\s+or\s+)?(?:substantially\s+)?all\b|\b(?:purchaser|buyer|acquir(?:er|or)|transferee)s?\s+of\s+(?:all\s+or\s+)?(?:substantially\s+all\b|(?:the\s+|its\s+|their\s+|such\s+party['’]s\s+|\p{Lu}[\p{L}-]*['’]s?\s+)?(?:entire\s+|whole\s+)?(?:business|undertaking)\b)/iu;

/** Where the contract lets the reader's side pass the agreement on without consent: to an affiliate, to a buyer. */
export interface FreeTransfers {
  affiliates?: Sentence;
  buyer?: Sentence;
}

/**
 * The transfers the contract allows the reader's side without consent: a permission held by both
 * parties or by the reader ("either party may assign … to an Affiliate"), or an exception to a bar
 * that binds the reader ("This Agreement shall not be assigned except to the Licensee's Affiliates").
 */
export function freeTransfers(sentences: readonly Sentence[], readerNames: readonly string[] = []): FreeTransfers {
  const permissions = sentences.flatMap((sentence) => {
    const { text } = sentence;
    const permission = MAY_ASSIGN.exec(text) ?? readerMayAssign(text, readerNames);
    if (permission !== null && !NEEDS_CONSENT.test(text.slice(permission.index))) return [{ sentence, words: text }];
    const excepted = exceptedFromBar(text, readerNames);
    return excepted === undefined ? [] : [{ sentence, words: excepted }];
  });
  return {
    ...optional('affiliates', permissions.find(({ words }) => TO_AFFILIATE.test(words))?.sentence),
    ...optional('buyer', permissions.find(({ words }) => TO_BUYER.test(words))?.sentence),
  };
}

function optional<K extends string>(key: K, value: Sentence | undefined): Partial<Record<K, Sentence>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, Sentence>);
}

// A bar on passing the agreement on, binding the agreement as such or every party: "This Agreement shall not be assigned".
const BAR =
  /\b(?:(?:this|the)\s+agreement|neither\s+party|no\s+party)\b[^.;]{0,40}?\b(?:shall|may|will)\s+not\s+(?:be\s+)?(?:assign|transfer)\w*/iu;
// The exception to it, up to where the sentence goes on: "except to the Licensee's Affiliate(s)".
const EXCEPT_TO = /\bexcept\s+(?:to|for|in\s+connection\s+with)\s+([^.;]{3,120})/iu;
// The owner a transfer's words name: "the Licensee's Affiliates", "Acme's successor".
const OWNER =
  /\b(\p{Lu}[\p{L}-]*)['’]s?\s+(?:[\w-]+\s+){0,2}?(?:[Aa]ffiliat|[Ss]ubsidiar|[Ss]uccessor|[Pp]urchaser|[Bb]uyer)/u;

/** The words of an exception to a bar that lets the reader's side (or any party) pass the agreement on. */
function exceptedFromBar(text: string, readerNames: readonly string[]): string | undefined {
  const bar = BAR.exec(text);
  if (!bar) return undefined;
  const excepted = EXCEPT_TO.exec(text.slice(bar.index))?.[1];
  if (excepted === undefined) return undefined;
  const owner = OWNER.exec(excepted)?.[1];
  // "except to Brill's Affiliates" in a contract read by Acme opens nothing for Acme.
  if (owner !== undefined && !readerNames.some((name) => name.split(/\s+/u).includes(owner))) return undefined;
  return excepted;
}

/**
 * A licence "non-transferable" in its grant may still pass to an affiliate or to a buyer of the
 * business under the assignment clause ("either party may assign … to an Affiliate or a successor"):
 * the advice asks only for the transfers no such permission (free of consent) already gives.
 */
export function withLicenceTransfersAllowed(
  finding: ContractFinding,
  sentences: readonly Sentence[],
  transfers: FreeTransfers,
  quoted = '',
): ContractFinding {
  if (finding.rule.id !== 'non-transferable-license' || finding.missing || finding.change !== TRANSFER_ASK) {
    return finding;
  }
  if (isPersonalUseLicence(quoted, sentences)) return withPersonalLicenceTold(finding);
  const affiliates = transfers.affiliates !== undefined;
  const buyer = transfers.buyer !== undefined;
  if (!affiliates && !buyer) return withReasonableConsentRead(finding, sentences);
  const told = withTransfersTold(finding, affiliates, buyer);
  if (affiliates && buyer) {
    return withNothingLeftToAsk(
      told,
      'No change needed: the assignment clause already lets it pass to an affiliate or to a buyer of your business without consent.',
    );
  }
  return withChange(
    told,
    affiliates
      ? 'The assignment clause already lets it pass to an affiliate; ask for transfer to a buyer of your business too.'
      : 'The assignment clause already lets it pass to a buyer of your business; ask for transfer to affiliates too.',
  );
}

// A licence personal to its holder ("a limited personal, non-transferable licence"), not a business's asset.
const PERSONAL = /\bpersonal\b/iu;
// Use that is no business: "non-commercial", "for research purposes", "for your personal use", "non-profit", "academic".
const NO_BUSINESS_USE =
  /\bnon-?\s?commercial\b|\bnot\s+for\s+(?:any\s+)?commercial\b|\bno\s+commercial\s+(?:use|purpose)|\bresearch\s+purposes?\b|\bpersonal\s+(?:and\s+\w+\s+)?use\b|\bnon-?\s?profit\b|\bacademic\b/iu;

/** The licence is granted to its holder personally, for use that is no business (research, personal, non-commercial). */
function isPersonalUseLicence(quoted: string, sentences: readonly Sentence[]): boolean {
  if (!PERSONAL.test(quoted)) return false;
  return NO_BUSINESS_USE.test(quoted) || sentences.some(({ text }) => NO_BUSINESS_USE.test(text));
}

const PERSONAL_HEADLINE = 'The licence is personal to you: you cannot pass it on to anyone else.';
const PERSONAL_CHANGE =
  'No change needed: the licence is personal and for use that is no business, so there is no affiliate or buyer of a business for it to pass to; anyone else who needs it asks for their own.';

/** A personal licence for research or other non-commercial use has no business to pass with: nothing is asked. */
function withPersonalLicenceTold(finding: ContractFinding): ContractFinding {
  const told = finding.headline.includes(CANNOT_PASS)
    ? withHeadline(finding, finding.headline.replace(CANNOT_PASS, PERSONAL_HEADLINE))
    : finding;
  return withNothingLeftToAsk(told, PERSONAL_CHANGE);
}

// The payer's impact, true only where no permission lets the licence pass.
const CANNOT_PASS = 'You cannot pass the licence to a buyer of your business or to your affiliates.';

/** The impact retold with the transfers the assignment clause allows without consent. */
function withTransfersTold(finding: ContractFinding, affiliates: boolean, buyer: boolean): ContractFinding {
  if (!finding.headline.includes(CANNOT_PASS)) return finding;
  const allowed =
    affiliates && buyer
      ? 'to an affiliate or to a buyer of your business'
      : affiliates
        ? 'to an affiliate'
        : 'to a buyer of your business';
  const closed =
    affiliates && buyer ? '' : affiliates ? ', but not to a buyer of your business' : ', but not to your affiliates';
  return withHeadline(
    finding,
    finding.headline.replace(
      CANNOT_PASS,
      `The grant calls the licence non-transferable, yet the assignment clause lets it pass ${allowed} without consent${closed}.`,
    ),
  );
}

/**
 * A permission that names the reader among those who may assign: "Supplier and/or Reseller may assign …",
 * "Reseller may transfer …"; a permission naming only the other party gives the reader nothing.
 */
function readerMayAssign(text: string, readerNames: readonly string[]): RegExpExecArray | null {
  for (const name of readerNames) {
    const escaped = escapeRegExp(name);
    const permission = new RegExp(
      `\\b(?:${escaped}\\b(?:\\s+(?:and/or|and|or)\\s+(?:the\\s+)?\\p{Lu}[\\w-]*)?|\\p{Lu}[\\w-]*\\s+(?:and/or|and|or)\\s+(?:the\\s+)?${escaped}\\b)\\s+(?:may|shall\\s+(?:have\\s+the\\s+right|be\\s+entitled)\\s+to|is\\s+entitled\\s+to)${ASIDE}\\s+(?!not\\b)(?:\\w+\\s+){0,3}?(?:assign|transfer)\\w*`,
      'u',
    ).exec(text);
    if (permission) return permission;
  }
  return null;
}

// An assignment clause that binds every party (or allows any) with a consent that may not be refused
// unreasonably: "Neither party may assign … without consent, which shall not be unreasonably withheld".
const ANY_PARTY_ASSIGNS = /\b(?:neither|either|each|any)\s+part(?:y|ies)\b[^.;]{0,80}?\bassign\w*/iu;
const REASONABLE_CONSENT =
  /\bnot\s+(?:to\s+)?be\s+unreasonably\s+(?:withheld|refused|denied)\b|\bnot\s+unreasonably\s+(?:withh(?:e|o)ld|refuse|deny)\b/iu;

/**
 * A licence the agreement lets pass with a consent that may not be unreasonably withheld can reach a
 * buyer or an affiliate: the reader is told so, and asked only to make such transfers free of consent.
 */
function withReasonableConsentRead(finding: ContractFinding, sentences: readonly Sentence[]): ContractFinding {
  if (!finding.headline.includes(CANNOT_PASS)) return finding;
  const reasonable = sentences.some(({ text }) => ANY_PARTY_ASSIGNS.test(text) && REASONABLE_CONSENT.test(text));
  if (!reasonable) return finding;
  const told = withHeadline(
    finding,
    finding.headline.replace(
      CANNOT_PASS,
      'The grant calls the licence non-transferable, yet the assignment clause lets the agreement pass with the other side’s consent, which may not be unreasonably withheld.',
    ),
  );
  return withChange(told, 'Ask that transfer to affiliates and to a buyer of your business need no consent.');
}
