import type { Passage } from '../local/retrieval/passage-index';

/**
 * "What are the consultant's obligations?", "What does the Company have to do?": a question about
 * what one party is bound to do. The words "obligations" and "do" are rarely in the sentences that
 * answer; what answers is each sentence in which that party is the one bound, by "shall", "must",
 * "will", "agrees to" (a prohibition, "may not", binds it too). A sentence naming the party as
 * the one paid, served or owning ("payable to the Consultant", "the property of Company") binds it
 * to nothing, so the party must stand before the modal, not after a preposition.
 */
const ASKS_DUTIES = [
  /\bwhat\s+(?:are|is)\s+(?:the\s+)?([\p{L}-]+)['’]s?\s+(?:main\s+|key\s+)?(?:obligations?|duties|responsibilities)\b/iu,
  /\bwhat\s+(?:obligations|duties|responsibilities)\s+(?:does|do|has|have)\s+(?:the\s+)?([\p{L}-]+)\b/iu,
  /\bwhat\s+(?:must|shall|should|will)\s+(?:the\s+)?([\p{L}-]+)\s+do\b/iu,
  /\bwhat\s+(?:does|do)\s+(?:the\s+)?([\p{L}-]+)\s+(?:have|need)\s+to\s+do\b/iu,
  /\bwhat\s+is\s+(?:the\s+)?([\p{L}-]+)\s+(?:required|obliged|obligated|bound)\s+to\s+do\b/iu,
];

/** Words a question may put where a party stands that are no party ("what does it have to do"). */
const NOT_A_PARTY = /^(?:it|this|that|each|either|every|agreement|contract|document|one|we|you|they)$/iu;

/** The party whose duties a question asks for, as the question names it; undefined for other questions. */
export function partyAskedForDuties(question: string): string | undefined {
  for (const asks of ASKS_DUTIES) {
    const party = asks.exec(question)?.[1];
    if (party && !NOT_A_PARTY.test(party)) return party;
  }
  return undefined;
}

const BINDING = String.raw`(?:shall|must|will|agrees?\s+to|undertakes?\s+to|covenants?\s+to|may\s+not|is\s+(?:required|obliged|obligated|responsible)\b)`;

/** Both parties bound at once: "Each party shall", "Neither party may" (but "Either party may" is a permission). */
const BOTH_BOUND = new RegExp(
  String.raw`\b(?:(?:each|either|both)\s+(?:of\s+the\s+)?part(?:y|ies)\s+${BINDING}|neither\s+(?:of\s+the\s+)?part(?:y|ies)\s+(?:may|${BINDING}))`,
  'iu',
);

/**
 * The passages in which `party` is the one bound, in the document's order, then those binding both
 * parties; none when the document binds no party of that name (the question is then not about it).
 */
export function passagesBinding(party: string, passages: readonly Passage[]): Passage[] {
  const name = party.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const bound = new RegExp(
    String.raw`(?<!\b(?:of|to|by|for|with|against|from|on|upon)\s+(?:the\s+)?)\b${name}\b(?:\s+(?:hereby|also|further|not|itself|alone))?\s+${BINDING}`,
    'iu',
  );
  const own = passages.filter((passage) => bound.test(passage.text));
  return own.length === 0
    ? []
    : [...own, ...passages.filter((passage) => !own.includes(passage) && BOTH_BOUND.test(passage.text))];
}
