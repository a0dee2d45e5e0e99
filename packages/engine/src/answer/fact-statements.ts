import { MAX_QUOTE_LENGTH } from '../text/evidence';
import type { TextSpan } from '../text/text-span';
import { quotedClaim } from './answer-claims';
import { DATE } from './contract-intents';
import type { DocumentContext } from './document-context';
import type { Claim } from './question-answerer';

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
    // The sentence that defines the term: 'made this 30th day of April (the "Effective Date")'.
    /\(\s*(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?["“]Effective\s+Date["”]|["“]Effective\s+Date["”]\s+(?:shall\s+)?means?\b/i,
    // The agreement itself takes effect: "This JV Agreement shall become effective on the signing date".
    /\b(?:this|the)\s+(?:[\w-]+\s+){0,3}(?:agreement|amendment|contract|lease)\b[^.]{0,60}?\b(?:becomes?\s+effective|be\s+effective|is\s+effective|enters?\s+into\s+force|takes?\s+effect|effective\s+(?:as\s+of|from|on))\b/i,
    // '"Contract Period" shall mean that period of time commencing on January 1, 2000 …'.
    new RegExp(String.raw`\b(?:commenc|begin|start)\w*\s+(?:on|as\s+of)\s+(?:${DATE.source})`, 'i'),
  ],
  'Agreement Date': [
    // "made and entered into as of this 1st day of January, 2000", "… by and between …, as of June 8, 2010".
    new RegExp(
      String.raw`\b(?:made|entered\s+into|dated|executed|as\s+of)\b(?:\s+\S+){0,4}?\s+(?:${DATE.source})`,
      'i',
    ),
  ],
  'Expiration Date': [
    // The term defined: '(the "Term")', '"Contract Period" shall mean …', 'Term shall mean the Effective Date through …'.
    /\(\s*(?:the\s+|this\s+)?["“](?:initial\s+)?(?:term|contract\s+period|agreement\s+term)["”]|["“](?:initial\s+)?(?:term|contract\s+period)["”]\s+(?:shall\s+)?means?\b|^\W*(?:[\d.]+\s+)?(?:the\s+)?(?:initial\s+)?term\s+(?:shall\s+)?means?\b/i,
    // "This Agreement shall commence on the Effective Date and continue for a period of two (2) years",
    // "The term of this Agreement commences on the Effective Date and continues in perpetuity".
    /\b(?:this|the)\s+(?:[\w-]+\s+){0,3}(?:agreement|contract|amendment|lease|term)\b(?:\s*\([^)]*\))?,?\s+(?:shall|will|is\s+to)?\s*(?:commence|begin|start|continue|remain|become\s+effective|take\s+effect|be\s+(?:in\s+)?effective|be\s+valid|be\s+in\s+(?:full\s+)?(?:force|effect)|have\s+(?:an?\s+)?(?:initial\s+)?(?:term|duration)|expire|terminate|end)\w*\b[^.]{0,200}?\b(?:until|through|years?|months?|thereafter|anniversary|\d{4}|for\s+(?:a|an|the)\s+(?:\w+\s+)?(?:period|term)|indefinite(?:ly)?|perpetu\w*|so\s+long\s+as)\b/i,
  ],
};

/** A sentence stating the asked fact, and how strong its wording is: 0 for a definition, then weaker. */
export interface FactStatement {
  claim: Claim;
  strength: number;
}

/** The sentences stating the asked fact, strongest wording first, each wording in document order. */
export function factStatements(category: string, context: DocumentContext): FactStatement[] {
  const statements = FACT_STATEMENTS[category];
  if (!statements) return [];
  const repeated = context.repeatedText();
  return statements.flatMap((statement, strength) =>
    context.index.passages.flatMap((passage) => {
      const stated = repeated.has(passage.text) ? null : statement.exec(passage.text);
      return stated ? [{ claim: statedClaim(passage, stated.index), strength }] : [];
    }),
  );
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
