import type { Draft } from './party-draft';

/**
 * Standard terms an organisation publishes for those who deal with it may speak of their reader in the third person,
 * by the role it takes up, and say so as it accepts them: "By entering into a Partnership Agreement with Halden, the
 * Partner agrees to be bound by these Terms". The role ("Partner") is one party and the one it deals "with"
 * ("Halden"), whose terms they are, is the other; the clauses then speak of both by those names ("The Partner shall
 * indemnify Halden").
 */

// A role in one or two capitalised words, as the subject that agrees to be bound by the terms; a word saying what
// kind of body takes the role up ("the Partner organisation") may follow it.
const ROLE_ACCEPTS =
  /\b(?:[Tt]he|[Ee]ach|[Ee]very|[Aa]ny|[Aa]n?)\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)(?:\s+(?:entity|organi[sz]ation|institution|company|business|body))?\s+(?:hereby\s+)?(?:agrees?|accepts?|consents?)\s+to\s+(?:be\s+bound\s+by\s+)?(?:these|this)\s+(?:\p{Lu}[\p{L}-]*\s+){0,3}(?:[Tt]erms|[Cc]onditions|[Pp]olic(?:y|ies))\b/u;
// "… with Halden", "… with the Halden Trust": the one the role deals with, named in the same sentence.
const DEALS_WITH = /\bwith\s+(?:the\s+)?(\p{Lu}[\p{L}\d&'.-]*(?:\s+\p{Lu}[\p{L}\d&'.-]*){0,3})/u;
// Capitalised words that name a document or a thing, not the one the role deals with.
const NOT_A_DEALER = /^(?:these|this|the|terms?|conditions|agreement|policy|section|clause|schedule|applicable)$/iu;

/** The terms' owner and the role that accepts them, when one sentence of the opening names both; none otherwise. */
export function partiesOfAcceptedTerms(opening: string): Draft[] {
  const accepts = ROLE_ACCEPTS.exec(opening);
  const role = accepts?.[1];
  if (!accepts || !role) return [];
  const sentence = sentenceBefore(opening, accepts.index);
  const owner = DEALS_WITH.exec(sentence.text)?.[1]?.replace(/[.,]$/u, '');
  if (!owner || NOT_A_DEALER.test(owner.split(/\s+/u)[0] ?? '') || owner === role) return [];
  const words = `${sentence.text}${opening.slice(accepts.index, accepts.index + accepts[0].length)}`.trim();
  return [
    { name: owner, aliases: [owner], at: sentence.at, definitions: new Map([[owner, words]]) },
    { name: role, aliases: [role], at: accepts.index, definitions: new Map([[role, words]]) },
  ];
}

/** The words of the sentence before a point of the opening, from its start. */
function sentenceBefore(opening: string, at: number): { text: string; at: number } {
  const before = opening.slice(0, at);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n')) + 1;
  return { text: before.slice(start), at: start };
}
