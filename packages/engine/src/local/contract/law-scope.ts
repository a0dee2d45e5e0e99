/**
 * The part of the agreement a governing-law sentence covers. "This Agreement is governed by …" covers the
 * whole; "The Standard Contractual Clauses shall be governed by the law of …" covers only those clauses,
 * and the rest of the document follows whatever law governs it otherwise.
 */

// The verb that makes the choice: what stands before it is what the law governs.
const GOVERNING_VERB =
  /\b(?:(?:shall|will|is|are|must)\s+(?:(?:to\s+)?be\s+)?(?:exclusively\s+)?(?:governed|construed|interpreted)|govern(?:s|ed)?)\b/giu;
const LAW = /\blaws?\b/iu;
// A subject that is the whole document, or everything under it.
const THE_WHOLE =
  /\b(?:this|these)\s+(?:[\w-]+\s+){0,4}(?:agreement|terms|addendum|amendment|contract|lease|eula|order\s+form|conditions|policy|clauses)\b|\b(?:hereunder|hereof|herein|hereto)\b|\b(?:all|any)\s+(?:disputes?|claims?|matters?|questions?)\b|\brights\s+and\s+(?:obligations|liabilities)\b/iu;
// "the Agreement", "the Master Services Agreement", "the entire agreement": the document by its name. Case
// matters, so it stands apart: "the sub-processing agreement", "the privacy terms" name another document or a part.
const THE_WHOLE_BY_NAME =
  /\b[Tt][Hh][Ee]\s+(?:(?:\p{Lu}[\p{L}-]*|entire|whole|present|said|foregoing|above|main|principal|underlying)\s+){0,4}(?:[Aa]greement|AGREEMENT|[Cc]ontract|CONTRACT|[Tt]erms|TERMS|[Ll]ease|LEASE|[Aa]mendment|AMENDMENT|[Aa]ddendum|ADDENDUM)\b/u;
// "the sub-processing agreement", "any data protection terms": a document or part named in lower case.
const LOWER_CASE_PART =
  /\b(?:[Tt]he|[Aa]ny|[Ss]uch|[Ee]ach)\s+((?:\p{Ll}[\p{L}-]*\s+){1,3}(?:agreements?|contracts?|terms))\b/u;
// A part named by its defined name ("the Standard Contractual Clauses", "the EEA SCCs") or its number ("Section 5").
const NAMED_PART =
  /\b(?:[Tt]he|[Aa]ny|[Ss]uch)\s+((?:[\p{Lu}][\p{L}-]*\s+){0,4}(?:[\p{Lu}][\p{L}-]*|SCCs))\b|\b((?:[Ss]ection|[Cc]lause|[Aa]rticle|[Ss]chedule|[Aa]nnex|[Ee]xhibit|[Aa]ppendix)\s+[\w.]*\d[\w.]*)/u;
const OBJECT_CHARS = 80;
const WHOLE_WORDS = /^(?:entire|whole|present|said|foregoing|above|main|principal|underlying)\b/u;
// "If you are in the Americas, these Terms are governed …": the condition is not what the law governs.
const CONDITION_FIRST = /^[^,]*\b(?:if|where|when|unless)\b[^,]*,\s*/iu;
const NOT_A_PART = /^(?:Parties|Party|Laws?|Courts?|Customer|Supplier|Provider|Company|Licensee|Licensor)$/u;

/** The part the sentence's law covers ("the Standard Contractual Clauses"), or undefined when it covers the whole. */
export function partGoverned(sentence: string): string | undefined {
  const verb = choosingVerb(sentence);
  if (!verb) return undefined;
  // "California law governs this Agreement": with the active verb, what it governs follows it.
  const active = /^governs?$/iu.test(verb[0]);
  const at = verb.index ?? 0;
  const subject = active
    ? sentence.slice(at + verb[0].length, at + verb[0].length + OBJECT_CHARS)
    : sentence.slice(0, at).replace(CONDITION_FIRST, '');
  if (THE_WHOLE.test(subject) || THE_WHOLE_BY_NAME.test(subject)) return undefined;
  const lower = LOWER_CASE_PART.exec(subject)?.[1];
  if (lower && !WHOLE_WORDS.test(lower)) return `the ${lower.replace(/\s+/gu, ' ')}`;
  if (active && !NAMED_PART.test(subject)) return undefined;
  const part = NAMED_PART.exec(subject);
  const named = part?.[1]?.trim() ?? part?.[2]?.trim();
  if (!named || NOT_A_PART.test(named)) return undefined;
  return part?.[1] ? `the ${named}` : named;
}

/**
 * The verb that chooses the law: the last before the law is named ("except to the extent governed by the
 * Trademark Act, this Agreement will be governed by the laws of …"), else the first after it ("California
 * law governs …").
 */
function choosingVerb(sentence: string): RegExpMatchArray | undefined {
  const lawAt = LAW.exec(sentence)?.index ?? sentence.length;
  const verbs = [...sentence.matchAll(GOVERNING_VERB)];
  return verbs.filter((verb) => (verb.index ?? 0) < lawAt).at(-1) ?? verbs.find((verb) => (verb.index ?? 0) > lawAt);
}
