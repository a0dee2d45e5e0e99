import type { DocumentPage } from '../../analysis-engine';
import type { Sentence } from '../../text/sentences';
import { contractKindOf } from './contract-kind';
import type { DocumentForm } from './document-form';
import { incorporatedDocumentsNotInFile } from './incorporated-terms';
import { DEBTS_STATED, SELLERS_EXPOSURE_IN_A_SALE, withoutOtherActs } from './other-acts';
import { statedLiabilityCap } from './stated-cap';

/**
 * A statement that something is absent ("the contract caps no liability", "no … clause") is a claim
 * about the whole text, the hardest kind to make true. Every such statement is made through this check:
 * only when no sentence anywhere addresses the point, in any words, and only as far as the file reaches.
 * Where the agreement takes terms from a document the file does not hold, or the file is not a whole
 * agreement (an amendment, an attachment, an order, a fragment), what is not here may be there: the
 * reader is told it was not found in this file, never that the agreement lacks it.
 */
export interface AbsenceReach {
  /** The file holds the whole agreement: what is not found in it, the agreement lacks. */
  whole: boolean;
  /** Where the rest of the deal may be, as the reader is told it: "the Master Services Agreement"; undefined when unknown. */
  elsewhere: string | undefined;
}

/** How far a statement of absence about this file may reach; read once per document. */
export function absenceReach(sentences: readonly Sentence[], pages?: readonly DocumentPage[]): AbsenceReach {
  const known = reachOf.get(sentences);
  if (known) return known;
  const kind = contractKindOf(sentences);
  // Without its pages, the document's lines are its sentences: headings stand as sentences of their own.
  const lines = pages ?? [{ pageNumber: 1, text: sentences.map(({ text }) => text).join('\n') }];
  const documents = incorporatedDocumentsNotInFile(sentences, lines, kind.title).map(({ name }) => name);
  const reach: AbsenceReach =
    documents.length > 0
      ? { whole: false, elsewhere: documents.join(' or ') }
      : { whole: kind.form === 'agreement', elsewhere: ELSEWHERE[kind.form] };
  reachOf.set(sentences, reach);
  return reach;
}

// Where the rest of a document that is not a whole agreement stands; a fragment does not say.
const ELSEWHERE: Record<DocumentForm, string | undefined> = {
  agreement: undefined,
  amendment: 'the agreement it amends',
  attachment: 'the agreement it belongs to',
  order: 'the contract it is placed under',
  fragment: undefined,
};

const reachOf = new WeakMap<readonly Sentence[], AbsenceReach>();

/**
 * What the whole text says of a cap on liability, when it states none that could be read:
 * - `unread`: some sentence sets a ceiling on what a party can be made to pay, in words no amount was read
 *   from ("limited to the amounts actually received", a figure withheld as "[***]"): a cap may well exist;
 * - `not-in-file`: none here, but the rest of the deal is elsewhere;
 * - `none`: none anywhere in a file that holds the whole agreement.
 * Undefined where the contract states a cap (`stated-cap.ts`).
 */
export type CapAbsence =
  | { kind: 'unread'; sentence: Sentence }
  | { kind: 'not-in-file'; elsewhere: string | undefined }
  | { kind: 'none' };

export function capAbsence(sentences: readonly Sentence[], pages?: readonly DocumentPage[]): CapAbsence | undefined {
  if (statedLiabilityCap(sentences)) return undefined;
  // A ceiling that ends in a colon names its amounts in the items after it ("shall not exceed the lower of: (a) the fees …").
  const addressed = sentences.find(
    ({ text }, index) =>
      setsACeiling(text) ||
      (/:\s*$/u.test(text) &&
        setsACeiling(
          [
            text,
            ...sentences.slice(index + 1, index + 1 + LISTED_ITEMS).map((item) => item.text.replace(LIST_NUMBER, '')),
          ].join(' '),
        )),
  );
  if (addressed) return { kind: 'unread', sentence: addressed };
  const { whole, elsewhere } = absenceReach(sentences, pages);
  return whole ? { kind: 'none' } : { kind: 'not-in-file', elsewhere };
}

// How many sentences after a colon may hold the items of its list.
const LISTED_ITEMS = 3;
// The number or letter that opens an item of a list: "1. ", "(b) ", "ii) ".
const LIST_NUMBER = /^\s*\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+/iu;

/** "no cap on liability was found in this file (it may be in …)", or "the contract caps no liability". */
export function noCapTold(absence: Exclude<CapAbsence, { kind: 'unread' }>): string {
  if (absence.kind === 'none') return 'the contract caps no liability';
  return `no cap on liability was found in this file${absence.elsewhere ? ` (${absence.elsewhere} may set one)` : ''}`;
}

// What a party may be made to pay: liability, damages, an indemnity, what may be recovered.
const LIABLE = String.raw`\b(?:liab(?:le|ility|ilities)|damages|indemni\w*|recover(?:y|able|ed)?)\b`;
// A ceiling in any of the words contracts use: "shall not exceed", "in excess of", "limited to", "capped at",
// "maximum aggregate liability", "in no event … more than", "total liability … the amounts paid".
const CEILING = String.raw`\b(?:exceed(?:s|ed|ing)?|in\s+excess\s+of|cap(?:ped)?|limited\s+to|maximum|(?:more|greater|higher)\s+than|(?:total|aggregate|cumulative|entire)\s+(?:\w+\s+)?liability)\b`;
// What a ceiling is counted in: money, what was paid or received, a figure withheld from the filed copy.
const AMOUNT = String.raw`(?:[$€£¥]|\b(?:dollars?|euros?|pounds|amounts?|sums?|fees?|charges|price|paid|payable|received|royalt(?:y|ies)|compensation|consideration|proceeds)\b|\[\s*\*+\s*\]|\*{3,}|\[redacted\])`;
// The liability, its ceiling and the amount, in that order or with the ceiling first ("the maximum liability of
// X shall be the fees paid"), within one clause: a list of unrelated items ("payments in excess of $25,000, …
// indemnification") puts no ceiling on a liability.
const CAPPED_BY_WORDS = new RegExp(
  `${LIABLE}[^.;]{0,200}?${CEILING}[^.;]{0,160}?${AMOUNT}|${CEILING}[^.;]{0,60}?${LIABLE}[^.;]{0,160}?${AMOUNT}`,
  'iu',
);
// Words that list examples or widen ("including but not limited to", "without limitation"): no ceiling.
const NOT_A_LIMIT = /\b(?:including\s+)?(?:but\s+)?not\s+limited\s+to\b|\bwithout\s+limit(?:ation|ing)?\b/giu;
// A limit of liability taken from another document: "Section P (Limitation of Liability) of the Agreement applies".
const LIMIT_BY_REFERENCE =
  /\blimitations?\s+(?:of|on)\s+liability\b[^.;]{0,80}?\b(?:of|in|under)\s+the\s+(?:[\w-]+\s+){0,4}?(?:agreement|terms|conditions)\b[^.;]{0,80}?\b(?:appl(?:y|ies)|(?:is|are)\s+incorporated)\b/iu;

/**
 * The sentence puts a ceiling on what a party can be made to pay, whatever its words; or takes a limitation
 * of liability from another document. A party's statement of what it owes today ("no liabilities in excess of
 * $50,000") caps nothing.
 */
function setsACeiling(text: string): boolean {
  if (LIMIT_BY_REFERENCE.test(text)) return true;
  const own = withoutOtherActs({ otherActs: [DEBTS_STATED, SELLERS_EXPOSURE_IN_A_SALE] }, text);
  return CAPPED_BY_WORDS.test(own.replace(NOT_A_LIMIT, ' '));
}
