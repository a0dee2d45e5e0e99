import type { TextSpan } from '../../text/text-span';

/**
 * What sort of document it is, as far as the advice goes: one the user received (a statement, an
 * invoice, a report, an agreement), where they want its substance, or prose they may have written
 * (a draft, a memo, an essay), where advice on the writing helps.
 */
export type DocumentKind = 'statement' | 'invoice' | 'report' | 'agreement' | 'written';

const CUES: ReadonlyArray<[kind: Exclude<DocumentKind, 'written'>, cues: RegExp, needed: number]> = [
  [
    'statement',
    /\b(?:statement (?:period|date|of account)|account statement|sort code|account (?:number|no)|iban|opening balance|closing balance|balance (?:brought|carried) forward|money (?:in|out)|paid (?:in|out)|direct debit|standing order|card payment|available balance|previous balance|new balance|minimum payment)\b/giu,
    3,
  ],
  [
    'invoice',
    /\b(?:invoice|bill to|billed to|amount due|total due|balance due|sub-?total|unit price|qty|quantity|payment terms|due date|remittance|receipt|order number|vat (?:reg|no|number)|tax invoice)\b/giu,
    3,
  ],
  [
    'agreement',
    /\b(?:this agreement|whereas|hereby|hereinafter|in witness whereof|the parties|governing law|terms and conditions)\b/giu,
    3,
  ],
  [
    'report',
    /\b(?:report|executive summary|key findings|findings|conclusions?|methodology|results|appendix|annual|financial year|fiscal year|year ended|performance)\b/giu,
    3,
  ],
];
/** Statement and invoice cues are only read where their tables and headers are. */
const LINES_READ = 400;

/**
 * An essay also speaks of "results" and ends "in conclusion": a report is one that calls itself a
 * report in its title lines or has an executive summary.
 */
const REPORT_TITLE = /\b(?:report|review|survey|assessment|evaluation|audit|executive summary)\b/iu;
const TITLE_LINES = 8;

export function documentKindOf(lines: readonly TextSpan[]): DocumentKind {
  const text = lines
    .slice(0, LINES_READ)
    .map((line) => line.text)
    .join('\n');
  for (const [kind, cues, needed] of CUES) {
    const distinct = new Set([...text.matchAll(cues)].map((match) => match[0].toLowerCase()));
    if (distinct.size < needed) continue;
    if (kind === 'report' && !lines.slice(0, TITLE_LINES).some((line) => REPORT_TITLE.test(line.text))) continue;
    return kind;
  }
  return 'written';
}

/** The user says the document is their own writing, or asks for help with it. */
const AUTHOR_PURPOSE =
  /\b(?:my (?:own )?(?:draft|essay|report|letter|memo|proposal|writing|cv|document|paper|thesis|application)|i (?:wrote|have written|am writing|drafted)|(?:improve|proofread|edit|polish|rewrite|feedback on|make (?:it )?(?:clearer|better|shorter))\b|draft)\b/iu;
/** The user asks what the document says, as a reader does. */
const READER_PURPOSE =
  /\b(?:check|find|look(?:ing)? for|understand|what|how much|when|who|which|extract|summari[sz]e|key points|fees?|charges?|totals?|deadlines?|due|owe|costs?|figures?|conclusions?)\b/iu;

/** Whether advice on the writing applies: only to a document the user wrote. */
export function userWroteIt(kind: DocumentKind, purpose: string | undefined): boolean {
  if (purpose && AUTHOR_PURPOSE.test(purpose)) return true;
  if (purpose && READER_PURPOSE.test(purpose)) return false;
  return kind === 'written';
}
