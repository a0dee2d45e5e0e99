/**
 * The forms in which an agreement defines a term. A definition says what a word means ("“Qualified
 * Financing” means the next sale of shares …"); it never states the clause its words touch (a sale, a
 * price, a payment), which the sentence using the term does, if any does.
 */

/** Optional numbering ("1.4", "(c)", "Section 2.1") before the sentence proper. */
export const NUMBERING = String.raw`(?:(?:section|article|clause)\s+)?(?:\(?[0-9]+(?:\.[0-9]+)*\.?\)?|\(?[a-z]{1,3}\)|\([ivx]+\))?\s*`;
/** The scope a definition is given for: "For purposes of this Note,", "As used herein,", "In this Agreement,". */
const SCOPE = String.raw`(?:(?:[Ff]or\s+(?:the\s+)?purposes?\s+of|[Aa]s\s+used\s+(?:in|herein|hereunder|below)|[Ii]n|[Uu]nder)\b[^,"“]{0,60},\s*)?`;
/** "The term", "a", "the" before the defined term. */
const ARTICLE = String.raw`(?:(?:the|a|an|each)\s+)?(?:terms?\s+)?`;
const QUOTED_TERM = String.raw`["“'‘][^"”'’]{1,80}["”'’](?:\s*(?:,|or|and)\s*["“'‘][^"”'’]{1,80}["”'’])*`;
/** Capitalised words, joined by small words: "Net Revenue", "Change of Control", "Notice of Conversion". */
const CAPITALISED_TERM = String.raw`\p{Lu}[\p{L}-]*(?:\s+(?:(?:of|and|for|in|to|the|per)\s+)?\p{Lu}[\p{L}-]*){0,5}`;
/** What only a definition says of its term: it means, refers to, is defined as or has the meaning of something. */
const MEANS = String.raw`(?:(?:shall|may|will)\s+)?(?:also\s+)?(?:means?|mean\b|refers?\s+to|(?:is|are|shall\s+be)\s+defined\s+(?:as|in)|(?:has|have|shall\s+have)\s+the\s+meanings?)\b`;
/**
 * What a quoted term is also said to be in its definition: it includes, equals, occurs, or is "the date" or
 * "a sale". A quoted subject is a term being defined; an unquoted one ("The Purchase Price shall equal $5,000")
 * may be a party's promise.
 */
const QUOTED_ONLY = String.raw`(?:(?:shall|may|will)\s+)?(?:also\s+)?(?:includes?|include|equals?|equal|occurs?|occur)\b|(?:shall\s+|will\s+)?be\s+(?:deemed\s+to\s+(?:occur|have\s+occurred|mean|include)|equal\s+to)\b|is\s+(?:deemed\s+to\s+(?:occur|have\s+occurred|mean|include)|equal\s+to)\b|(?:is|are|shall\s+be)\s+(?:the|a|an|any|each|all)\b|\s*[:–—]\s|\s+-\s`;

const QUOTED_DEFINITION = new RegExp(
  String.raw`^\s*${NUMBERING}${SCOPE}${ARTICLE}${QUOTED_TERM}\s*(?:${MEANS}|${QUOTED_ONLY})`,
  'iu',
);
/** "Confidential Information means …", "As used herein, Sale Event refers to …"; never "Licensee shall include". */
const UNQUOTED_DEFINITION = new RegExp(
  String.raw`^\s*${NUMBERING}${SCOPE}(?:(?:[Tt]he|[Aa]n?|[Ee]ach)\s+)?(?:terms?\s+)?${CAPITALISED_TERM}\s+(?:${MEANS}|(?:shall|may|will)\s+also\s+include\b|(?:shall\s+)?be\s+deemed\s+to\s+(?:occur|have\s+occurred)\b)`,
  'u',
);
/** The lead-in of a list of definitions: "The following terms have the meanings …", "Capitalized terms … have". */
const DEFINITION_LIST_LEAD = new RegExp(
  String.raw`^\s*${NUMBERING}${SCOPE}(?:the\s+following\s+(?:capitali[sz]ed\s+)?(?:terms|words|expressions|definitions)\b[^.;]{0,40}?|(?:all\s+)?capitali[sz]ed\s+terms\b[^.;]{0,100}?)\s+(?:shall\s+)?(?:have|apply|bear)\b`,
  'iu',
);
/**
 * What a defined term leaves out: "Confidential Information shall not include any information
 * that …", "“Licensed Know-How” does not include (i) …". The term is quoted or is two or more
 * capitalised words (a party's name alone is one word and may well "not include" something), and
 * the classes left out are introduced by "that", "which", a colon or a list mark.
 */
const DEFINITION_EXCLUSION = new RegExp(
  String.raw`^\s*${NUMBERING}(?:the\s+)?(?:["“'‘][^"”'’]{1,80}["”'’]|(?:\p{Lu}[\p{L}-]*\s+){1,3}\p{Lu}[\p{L}-]*)\s+(?:(?:shall|will|does|do)\s+not\s+(?:include|mean|cover)|excludes?|shall\s+exclude)\b[^.;]{0,120}?(?:\b(?:that|which)\b|:|\(\s?(?:i|a|1)\s?\))`,
  'u',
);
/** "2.14 Acceptance Period - the period of …": a numbered term, a dash or colon, then what it is. */
const DASHED_DEFINITION =
  /^\s*(?:\(?[0-9]+(?:\.[0-9]+)*\.?\)?|\(?[a-z]{1,3}\))\s+(?:\p{Lu}[\p{L}-]*\s+){0,4}\p{Lu}[\p{L}-]*\s*[-–—:]\s*(?:the|a|an|any|all|each)\s/u;
/** A party's duty or permission anywhere in the sentence: what a definition by dash lacks. */
const MODAL_WORD = /\b(?:shall|will|must|may|agrees?|cannot)\b/iu;

export function isDefinition(text: string): boolean {
  return (
    QUOTED_DEFINITION.test(text) ||
    UNQUOTED_DEFINITION.test(text) ||
    DEFINITION_LIST_LEAD.test(text) ||
    DEFINITION_EXCLUSION.test(text) ||
    (DASHED_DEFINITION.test(text) && !MODAL_WORD.test(text))
  );
}

/** A term defined in passing: "(a “Qualified Financing”)", "(each, a “Sale Event”)", "(hereinafter the “Fee”)". */
const DEFINED_IN_PASSING = String.raw`\((?:(?:each|collectively|individually|together|hereinafter|herein)\s*,?\s*)?(?:(?:the|a|an)\s+)?["“][^"”]{1,60}["”]\)`;
/**
 * An opening condition ("Upon …", "If …", "In the event that …") that defines a term before its comma and
 * the main clause's promise: "Upon the next sale of shares raising $1,000,000 (a “Qualified Financing”), this
 * Note shall convert …". What the condition describes is the defined event, not a clause of its own; the
 * main clause after its comma is what the sentence states.
 */
const CONDITION_DEFINING = new RegExp(
  String.raw`^\s*${NUMBERING}(?:if|upon|on|when|whenever|where|following|after|in\s+the\s+event(?:\s+(?:that|of))?)\b[^;]*?${DEFINED_IN_PASSING}[^,;()]{0,60}?,\s+\p{L}`,
  'iu',
);

/** Whether the sentence's opening condition defines a term: its words then describe that term. */
export function definesInItsCondition(text: string): boolean {
  return CONDITION_DEFINING.test(text);
}

/**
 * A definition given in the middle of a sentence, after the term: "…, which for purposes of this Note means a
 * sale of shares …", "…, a term that refers to …", "…, as used herein meaning …". What follows says what the
 * term means, to the end of the sentence or its next semicolon; an explanation ("…, which means either party
 * must give notice") gives no scope and defines nothing.
 */
const MID_SENTENCE_DEFINITION =
  /(?<=,)\s*(?:(?:which|that)\s+(?:term\s+)?(?:for\s+(?:the\s+)?purposes?\s+of|as\s+used\s+(?:in|herein|hereunder))\b[^,;]{0,40},?\s+(?:means|shall\s+mean|refers\s+to|is\s+defined\s+as)|a\s+term\s+(?:that|which)\s+(?:means|shall\s+mean|refers\s+to)|as\s+used\s+(?:herein|hereunder|in\s+[^,;]{1,40}?)\s+meaning)\b[^;]*/giu;

/** The sentence without what a term defined in its middle is said to mean. */
export function withoutDefinitionBodies(statement: string): string {
  return statement.replace(MID_SENTENCE_DEFINITION, '');
}
