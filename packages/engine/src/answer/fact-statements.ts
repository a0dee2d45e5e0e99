import { ANOTHER_DOCUMENTS_DATE, DOCUMENT_CONTEXT } from '../local/contract/agreement-date';
import type { Passage } from '../local/retrieval/passage-index';
import { MAX_QUOTE_LENGTH } from '../text/evidence';
import type { TextSpan } from '../text/text-span';
import { quotedClaim } from './answer-claims';
import { DATE } from './contract-intents';
import type { DocumentContext } from './document-context';
import type { Claim } from './question-answerer';
import { signatureParties } from './signature-parties';

/**
 * How agreements state the parties and dates the engine answers from its facts, strongest first. The
 * fact's own sentence may be another date's (a fee step, an audit's retention period) or missing;
 * these sentences are the ones that say who signs and when the agreement is dated, starts or ends,
 * and are cited beside it.
 */
export const FACT_STATEMENTS: Readonly<Record<string, readonly RegExp[]>> = {
  Parties: [
    // 'by and between ACCURAY INCORPORATED, … and SIEMENS …', 'each a "Party" and, together, the "Parties"'.
    /\bby\s+and\s+(?:between|among)\b|\b(?:between|among)\s+(?:the\s+undersigned|[\p{Lu}][\p{Lu}\p{N}&.,' -]{3,})/u,
    /\b(?:referred\s+to\s+as|hereinafter)\b[^.]{0,60}\bPart(?:y|ies)\b|["“]Part(?:y|ies)["”]|\beach\s+a\s+["“]?Party["”]?\s+and\b/u,
  ],
  'Effective Date': [
    // The sentence that defines the term: 'made this 30th day of April (the "Effective Date")',
    // '"EFFECTIVE DATE" of this Agreement shall mean …', '(c) Effective Date means the date of this Agreement.'
    /\(\s*(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?["“]Effective\s+Date["”]|["“]Effective\s+Date["”](?:\s+of\s+this\s+[\w-]+)?\s+(?:shall\s+)?means?\b|^\W*(?:\(?[a-z\d]{1,3}[.)]\s*)*(?:the\s+)?Effective\s+Date\s+(?:shall\s+)?means?\b/i,
    // The agreement itself takes effect: "This JV Agreement shall become effective on the signing date",
    // "This Agreement shall come into force on …", "This agreement commences upon execution of this document".
    // Not a clause that only mentions it ("As from the date this Agreement enters into force, …"), nor one
    // that says it starts "on the Effective Date", which tells nothing of when; nor an amendment "of" or
    // "to" this Agreement taking effect, nor "the date this Agreement becomes effective" referred to.
    /(?<!\b(?:date|time|when|after|before|since|until|from|of|to)\s+)\b(?:this|the)\s+(?!(?:date|day|time)\b)(?:[\w-]+\s+){0,3}(?:agreement|amendment|contract|lease)\b[^.]{0,60}?\b(?:becomes?\s+effective|be\s+effective|is\s+effective|(?:enters?|comes?|come)\s+into\s+(?:force|effect)|takes?\s+effect|effective\s+(?:as\s+of|from|on)|commences?\s+(?:on|upon|as\s+of|from))\b(?!\s+(?:(?:on|upon|as\s+of|from)\s+)?the\s+effective\s+date)/i,
    // '"Contract Period" shall mean that period of time commencing on January 1, 2000 …'.
    new RegExp(String.raw`\b(?:commenc|begin|start)\w*\s+(?:on|as\s+of)\s+(?:${DATE.source})`, 'i'),
  ],
  'Agreement Date': [
    // "made and entered into as of this 1st day of January, 2000", "… by and between …, as of June 8, 2010",
    // "IN WITNESS WHEREOF, the parties have executed this Agreement as of this 4th day of April, 2003".
    // A date that belongs to another document ("the Supply Agreement dated …", a recital) is cited last.
    new RegExp(
      String.raw`\b(?:made|entered\s+into|dated|executed|as\s+of)\b(?:\s+\S+){0,4}?\s+(?:${DATE.source})`,
      'i',
    ),
    // The signatures' date line: "Date: November 5, 1996", "Signed on 3 May 2006".
    new RegExp(String.raw`^\W*(?:date|signed(?:\s+(?:on|in))?)\s*:?\s*(?:${DATE.source})`, 'i'),
  ],
  'Expiration Date': [
    // The term defined: '(the "Term")', '"Contract Period" shall mean …', 'Term shall mean the Effective Date through …',
    // or labelled: "6. TERM: November 1, 2014 to October 31, 2017", "Term: twelve (12) months from the Effective Date".
    new RegExp(
      String.raw`\(\s*(?:the\s+|this\s+)?["“](?:initial\s+)?(?:term|contract\s+period|agreement\s+term)["”]|["“](?:initial\s+)?(?:term|contract\s+period)["”]\s+(?:shall\s+)?means?\b|^\W*(?:[\d.]+\s+)?(?:the\s+)?(?:initial\s+)?term\s+(?:shall\s+)?means?\b|^\W*(?:[\d.]+\s*)?(?:initial\s+)?term\s*:\s*(?=[^.]{0,80}?(?:${DATE.source}|\b(?:years?|months?)\b))`,
      'i',
    ),
    // "This Agreement shall commence on the Effective Date and continue for a period of two (2) years",
    // "The term of this Agreement commences on the Effective Date and continues in perpetuity", "This agreement is
    // for a term of ten (10) years", "This Agreement shall apply and remain in effect … perpetually thereafter",
    // "Your employment shall commence on … and shall continue until either party gives notice".
    /\b(?:this|the|your|its)\s+(?:[\w-]+\s+){0,3}(?:agreement|contract|amendment|lease|term|employment|engagement|appointment)\b(?:\s+of\s+(?:this|the)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract|lease))?(?:\s*\([^)]*\))?,?\s+(?:shall|will|is\s+to)?\s*(?:[a-z]+\s+and\s+)?(?:commence|begin|start|continue|remain|run|become\s+effective|take\s+effect|be\s+(?:in\s+)?effective|(?:be|is)\s+valid|(?:be|is)\s+for|be\s+in\s+(?:full\s+)?(?:force|effect)|have\s+(?:an?\s+)?(?:initial\s+)?(?:term|duration)|expire|terminate|end)\w*\b[^.]{0,200}?\b(?:until|through|years?|months?|thereafter|anniversary|\d{4}|for\s+(?:a|an|the)\s+(?:\w+\s+)?(?:period|term)|indefinite(?:ly)?|perpetu\w*|so\s+long\s+as)\b/i,
  ],
};

/** A sentence stating the asked fact, and how strong its wording is: 0 for a definition, then weaker. */
export interface FactStatement {
  claim: Claim;
  strength: number;
}

/**
 * The sentences stating the asked fact, strongest wording first, each wording in document order. A
 * date the sentence gives another document or an earlier event ("WHEREAS, the parties entered into a
 * Supply Agreement dated …") does not date this agreement: it comes after every other statement.
 */
export function factStatements(category: string, context: DocumentContext): FactStatement[] {
  const statements = FACT_STATEMENTS[category];
  if (!statements) return [];
  const repeated = context.repeatedText();
  const found = statements.flatMap((statement, strength) =>
    context.index.passages.flatMap((passage) => {
      const stated = repeated.has(passage.text) ? null : statement.exec(passage.text);
      if (!stated) return [];
      const elsewhere =
        (category === 'Agreement Date' && datesAnotherDocument(passage.text, stated)) ||
        (category === 'Effective Date' && pointsToDateAbove(passage.text)) ||
        (TERM_CATEGORIES.has(category) && pointsToClause(passage.text));
      const names = category === 'Parties' ? namesAfterLeadIn(passage, stated, context) : undefined;
      const claim = names ? quotedClaim(names) : statedClaim(passage, stated.index);
      return [{ claim, strength: elsewhere ? statements.length : strength }];
    }),
  );
  // The signature blocks name the parties when no preamble does.
  if (category === 'Parties' && found.length === 0)
    return signatureParties(context.index.passages)
      .filter((passage) => !repeated.has(passage.text))
      .map((passage) => ({ claim: quotedClaim(passage), strength: statements.length }));
  return found.sort((a, b) => a.strength - b.strength);
}

/**
 * The line naming the first party when the preamble is broken over lines and the statement is only
 * its lead-in ("by and between" on a line of its own, the names on the next): quoting the lead-in
 * alone would show the user no party.
 */
const LEAD_IN_END = /\b(?:between|among)$/u;

function namesAfterLeadIn(passage: Passage, stated: RegExpExecArray, context: DocumentContext): TextSpan | undefined {
  if (!LEAD_IN_END.test(stated[0]) || /\p{L}/u.test(passage.text.slice(stated.index + stated[0].length)))
    return undefined;
  const next = context.index.passages[passage.index + 1];
  return next && /\p{L}{2}/u.test(next.text) ? next : undefined;
}

/**
 * The date written elsewhere in this agreement, referred to, not written: "the date first written
 * above", "the date hereof", "the date of this Agreement as set forth on the first page".
 */
const DATE_WRITTEN_ABOVE =
  /\bdate\s+(?:hereof|first\s+(?:above\s+)?(?:written|set\s+(?:forth|out)|stated|mentioned))\b|\b(?:written|set\s+(?:forth|out)|stated|mentioned|shown|indicated)\s+(?:above|on\s+the\s+(?:cover|first|signature)\s+page)\b|\bcover\s+page\b/iu;

/**
 * Whether an effective-date statement only points to the date written above, holding no date itself:
 * the user asked for the date, so the sentence that writes it opens the answer and this one follows.
 */
function pointsToDateAbove(text: string): boolean {
  return DATE_WRITTEN_ABOVE.test(text) && !DATE.test(text);
}

/** The facts a definition may only point to: '"Term" means the term as set out in Clause 7'. */
const TERM_CATEGORIES: ReadonlySet<string> = new Set(['Effective Date', 'Expiration Date']);
/** A reference to the clause that states the term or date: "as set out in Clause 7", "under Section 2.1". */
const TO_CLAUSE = /\b(?:in|under|by)\s+(?:clause|section|article|paragraph)\s+\d/iu;
/** What a statement of the term says when it states it: a length, an end, a date. */
const LENGTH_OR_END = /\b(?:years?|months?|weeks?|days?|perpetu\w*|indefinite\w*|until|through|anniversary)\b/iu;

/**
 * Whether a statement of the term or its start only points to the clause stating it, holding no date
 * or length itself: that clause answers, and opens the answer; this one follows.
 */
function pointsToClause(text: string): boolean {
  return TO_CLAUSE.test(text) && !DATE.test(text) && !LENGTH_OR_END.test(text);
}

/** Whether the date a statement names is another document's: the words before it name that document. */
function datesAnotherDocument(text: string, stated: RegExpExecArray): boolean {
  const dateAt = DATE.exec(stated[0])?.index;
  if (dateAt === undefined) return false;
  const end = stated.index + dateAt;
  return ANOTHER_DOCUMENTS_DATE.test(text.slice(Math.max(0, end - DOCUMENT_CONTEXT), end));
}

/** Room kept after the statement's start, so the quote shows the date or length beside it. */
const ROOM_AFTER_STATEMENT = 120;

/**
 * A quote showing the statement itself. A long sentence ("… SIEMENS AKTIENGESELLSCHAFT, a corporation
 * formed under …, as of June 8, 2010 ("Effective Date")") is quoted from the clause holding it, or
 * failing that from the first phrase that leaves room for it.
 */
function statedClaim(span: TextSpan, focus: number): Claim {
  const claim = quotedClaim(span, focus);
  const at = span.text.indexOf(claim.quote);
  const shown = Math.min(span.text.length, focus + ROOM_AFTER_STATEMENT);
  if (at !== -1 && at <= focus && shown <= at + claim.quote.length + 1) return claim;
  const earliest = Math.max(0, focus + ROOM_AFTER_STATEMENT - MAX_QUOTE_LENGTH);
  const phrase = /[,;]\s+/gu;
  phrase.lastIndex = earliest;
  const comma = phrase.exec(span.text);
  const start =
    comma && comma.index < focus ? comma.index + comma[0].length : Math.max(0, span.text.indexOf(' ', earliest) + 1);
  let end = Math.min(span.text.length, start + MAX_QUOTE_LENGTH);
  if (end < span.text.length) end = Math.max(span.text.lastIndexOf(' ', end), focus + 1);
  const quote = span.text.slice(start, end).trim();
  return { text: `Page ${span.page}: “${quote}”`, page: span.page, quote };
}
