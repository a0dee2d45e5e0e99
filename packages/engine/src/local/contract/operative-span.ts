import { withoutDefinitionBodies } from './definition-forms';
import { withoutOtherAgreements } from './other-agreements';

/**
 * The operative span of a sentence: the words that say what its operative clause is about. That is the
 * clause with its modal, its subject, its object and complement, and any opening condition, without the
 * parts that only name other things on the way:
 * - a reference to terms set elsewhere ("as required by Section 4", "subject to the limits described in the
 *   Plan", "in accordance with Exhibit B"): it says the terms exist there and states none here;
 * - an aside in brackets giving alternatives or a reference ("(whether by agreement or by arbitration)");
 * - a list of examples ("including, without limitation, …", "such as …");
 * - a comma-led relative clause that only says what a noun relates to (", which relate to …");
 * - what a term defined mid-sentence is said to mean, and another agreement's name.
 * A restrictive relative clause ("any person who is an employee of Supplier") is kept: it says who or what the
 * object is. Each left-out part leaves a neutral placeholder, so the words on either side never join.
 */
export function operativeSpan(statement: string): string {
  const known = SPANS.get(statement);
  if (known !== undefined) return known;
  const cut = withoutOtherAgreements(withoutDefinitionBodies(statement));
  const span = withoutAddedRelatives(withoutExampleLists(withoutAsides(withoutReferences(cut))));
  // Every rule that matches a sentence asks for its span: long sentences are read once.
  if (SPANS.size >= SPANS_KEPT) SPANS.clear();
  SPANS.set(statement, span);
  return span;
}

const SPANS = new Map<string, string>();
const SPANS_KEPT = 2000;

/** Whether a topic pattern speaks of the sentence's operative clause: it matches the statement and its operative span. */
export function inOperativeSpan(pattern: RegExp, statement: string, span: string = operativeSpan(statement)): boolean {
  return pattern.test(statement) && pattern.test(span);
}

const PLACEHOLDER = ' … ';

/** A numbered place in this or an attached document: "Section 4.2", "Exhibit B", "the foregoing Article". */
const NUMBERED_PLACE = String.raw`(?:(?:sections?|articles?|clauses?|paragraphs?|sub-?sections?|exhibits?|schedules?|annex(?:es)?|appendi(?:x|ces)|attachments?)\s+(?:\(?[\dA-Z][\w.]*\)?|[ivxlc]+\b)(?:\s*\([\w.]{1,4}\))*|(?:this|the\s+(?:foregoing|preceding|following))\s+(?:section|article|clause|paragraph|exhibit|schedule)\b)`;
/** Any place elsewhere in the agreement: a numbered one, or "herein", "hereof", "above", "below". */
const PLACE = String.raw`(?:${NUMBERED_PLACE}|here(?:of|in|under|to)\b|above\b|below\b)`;

/** What leads a reference to terms set elsewhere ("subject to" is read apart: "subject to arbitration" is no reference). */
const REFERENCE_LEAD = String.raw`(?:as\s+(?:required|contemplated|permitted|provided|described|specified|defined|set\s+(?:forth|out)|referred\s+to|stated|contained)\s+(?:by|in|under)|pursuant\s+to|in\s+accordance\s+with|(?:as\s+)?(?:set\s+(?:forth|out)|described|referred\s+to|specified)\s+in)`;
/** Words between the lead and the place, within the clause: no stop, no bracket, and no modal of a clause of their own. */
const REFERRED_WORDS = String.raw`(?:(?:(?!\b(?:shall|will|must|may|agrees?)\b)[^,;.()]){0,120}?\s)??`;

/**
 * A reference to terms set elsewhere, after the clause's own words: "…, as required by the minimum
 * commitment in Section 4", "… subject to the purchase limits of Exhibit C". It runs to the place it names
 * (and a bracketed title after it), within the clause. "Subject to" refers only where it names a numbered
 * place: "any claim not subject to arbitration under this Agreement" names a state, not terms set elsewhere.
 */
const REFERENCE_TO_TERMS = new RegExp(
  String.raw`(?<=\S\s*),?\s*\b(?:${REFERENCE_LEAD}\s+${REFERRED_WORDS}${PLACE}|subject\s+to\s+${REFERRED_WORDS}${NUMBERED_PLACE})(?:\s*\([^()]{0,60}\))?`,
  'giu',
);

/**
 * Limits named by reference to another document, wherever it is: "subject to the maximum and minimum purchase
 * limitations as described in the Stock Plan" says the limits exist there, and imposes none here.
 */
const SUBJECT_TO_DESCRIBED_TERMS =
  /\bsubject\s+to\s+(?:the|any|such|all|its)?\s*[^,;.]{0,120}?\b(?:as\s+)?(?:described|set\s+(?:forth|out)|provided|specified|defined|contained|stated)\s+(?:in|under)\s+(?:the\s+|this\s+)?[^,;.]{0,60}?(?=\s+(?:and|or)\s+(?:that|the)\b|[,;.]|$)/giu;

/** The sentence without what it names only by reference to terms set elsewhere. */
function withoutReferences(statement: string): string {
  return statement
    .replace(SUBJECT_TO_DESCRIBED_TERMS, ' terms set elsewhere ')
    .replace(REFERENCE_TO_TERMS, ' terms set elsewhere ');
}

/**
 * An aside in brackets giving alternatives, examples or references ("(whether by agreement or by arbitration, as
 * the case may be)", "(including reasonable attorneys' fees)", "(as defined in Section 1)"); a bracketed figure,
 * a defined term or an exception ("(30)", "(the “Fee”)", "(other than the Products)") is part of what the
 * sentence says.
 */
const ASIDE =
  /\((?=[^()]*\b(?:whether|either|as\s+the\s+case\s+may\s+be|e\.g\.|i\.e\.|such\s+as|for\s+example|for\s+instance)(?![\p{L}]))[^()]*\)|\(\s*(?:which|who|whose|see|as\s+(?:defined|described|set\s+(?:forth|out)|referred\s+to|provided)|pursuant\s+to|in\s+accordance\s+with)\b[^()]*\)/giu;

function withoutAsides(statement: string): string {
  return statement.replace(ASIDE, PLACEHOLDER);
}

/**
 * A list of examples: "including (but not limited to | without limitation) …", "such as …", "for example …".
 * A list of acts or of ways of doing the act ("…, including challenging the validity of the Marks", "…, including by
 * way of merger") says what the clause's own verb forbids or requires, and is kept; a list of things or people
 * names them on the way.
 * It runs to the next comma, dash, semicolon or colon, a bracket closing around it, or the modal of a subject it
 * was part of ("Each party, including its Affiliates, shall …"): no further, since a comma may end the list as well
 * as part it, and the clause's own verb may come after it ("This Agreement, including its attachments, is governed
 * by …").
 */
const EXAMPLE_LIST =
  /,?\s*(?<!\(\s*)\b(?:including|such\s+as|for\s+example|for\s+instance|e\.g\.)(?:\s*,?\s*(?:but\s+not\s+limited\s+to|without\s+limitation|without\s+limiting\s+the\s+generality\s+of\s+the\s+foregoing)\s*,?)?(?![\p{L}])(?!\s*(?:by|through|via|in|on|upon|as|under|to|for|from|with|without|whether|where|when|if|directly|indirectly)\b)(?!\s*(?!\p{L}*thing\b)\p{L}+ing\b(?!\s+(?:materials?|costs?|expenses?|fees?|rights?|documents?|information|data|records?|activit\w*|plans?|agreements?|arrangements?|services?)\b))[^,;:()–—]*?(?=\s*\b(?:shall|will|must|may|agrees?)\b|\s+-\s|[,;:()–—]|$)/giu;

function withoutExampleLists(statement: string): string {
  return statement.replace(EXAMPLE_LIST, PLACEHOLDER);
}

/**
 * A comma-led relative clause that only says what a noun already named relates to (", which relate to the
 * minimum purchase commitment", ", which apply to the royalties"): the clause is about the noun, not what it
 * relates to. One saying what the noun is or does (", which are intended beneficiaries of Section 9", ", which
 * shall be paid within 30 days") states something of its own, and is kept. It runs to the next comma or semicolon.
 */
const ADDED_RELATIVE =
  /,\s*(?:which|that)\s+(?:relate|relates|related|pertain|pertains|refer|refers|apply|applies)\s+to\b[^,;]*/giu;

function withoutAddedRelatives(statement: string): string {
  return statement.replace(ADDED_RELATIVE, PLACEHOLDER);
}
