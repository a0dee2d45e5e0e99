import type { Passage } from '../local/retrieval/passage-index';
import { escapeRegExp } from '../text/words';

/**
 * "What are the consultant's obligations?", "What does the Company have to do?": a question about
 * what one party is bound to do; "What may the consultant do?", "What are its rights?": what it is
 * allowed to. The words "obligations", "rights" and "do" are rarely in the sentences that answer;
 * what answers is each sentence in which that party is the one bound, by "shall", "must", "will",
 * "agrees to" (a prohibition, "may not", binds it too), or the one permitted ("may", "is entitled
 * to", "has the right to"). A sentence naming the party as the one paid, served or owning ("payable
 * to the Consultant", "the property of Company") binds and permits it nothing, so the party must
 * stand before the modal, not after a preposition.
 */
export type PartyQuestion = { party: string; asks: 'duties' | 'rights' };

const ASKS: readonly [RegExp, PartyQuestion['asks']][] = [
  [
    /\bwhat\s+(?:are|is)\s+(?:the\s+)?([\p{L}-]+)['’]s?\s+(?:main\s+|key\s+)?(?:obligations?|duties|responsibilities)\b/iu,
    'duties',
  ],
  [/\bwhat\s+(?:obligations|duties|responsibilities)\s+(?:does|do|has|have)\s+(?:the\s+)?([\p{L}-]+)\b/iu, 'duties'],
  [/\bwhat\s+(?:must|shall|should|will)\s+(?:the\s+)?([\p{L}-]+)\s+do\b/iu, 'duties'],
  [/\bwhat\s+(?:does|do)\s+(?:the\s+)?([\p{L}-]+)\s+(?:have|need)\s+to\s+do\b/iu, 'duties'],
  [/\bwhat\s+is\s+(?:the\s+)?([\p{L}-]+)\s+(?:required|obliged|obligated|bound)\s+to\s+do\b/iu, 'duties'],
  [
    /\bwhat\s+(?:are|is)\s+(?:the\s+)?([\p{L}-]+)['’]s?\s+(?:main\s+|key\s+)?(?:rights?|options|entitlements?)\b/iu,
    'rights',
  ],
  [/\bwhat\s+(?:rights|options|entitlements)\s+(?:does|do|has|have)\s+(?:the\s+)?([\p{L}-]+)\b/iu, 'rights'],
  [/\bwhat\s+(?:can|may)\s+(?:the\s+)?([\p{L}-]+)\s+do\b/iu, 'rights'],
  [/\bwhat\s+is\s+(?:the\s+)?([\p{L}-]+)\s+(?:allowed|permitted|entitled)\s+to\s+do\b/iu, 'rights'],
];

/** Words a question may put where a party stands that are no party ("what does it have to do"). */
const NOT_A_PARTY = /^(?:it|this|that|each|either|every|agreement|contract|document|one|we|you|they)$/iu;

/** The party whose duties or rights a question asks for, as the question names it; undefined for other questions. */
export function partyQuestion(question: string): PartyQuestion | undefined {
  for (const [pattern, asks] of ASKS) {
    const party = pattern.exec(question)?.[1];
    if (party && !NOT_A_PARTY.test(party)) return { party, asks };
  }
  return undefined;
}

const BINDING = String.raw`(?:shall|must|will|agrees?\s+to|undertakes?\s+to|covenants?\s+to|may\s+not|is\s+(?:required|obliged|obligated|responsible)\b)`;

const PERMITTED = String.raw`(?:may(?!\s+not\b)|can(?!not\b)|is\s+(?:entitled|permitted|allowed|free)\s+to|(?:has|shall\s+have)\s+the\s+(?:right|option)\b)`;

/** Both parties bound at once: "Each party shall", "Neither party may" (but "Either party may" is a permission). */
const BOTH_BOUND = new RegExp(
  String.raw`\b(?:(?:each|either|both)\s+(?:of\s+the\s+)?part(?:y|ies)\s+${BINDING}|neither\s+(?:of\s+the\s+)?part(?:y|ies)\s+(?:may|${BINDING}))`,
  'iu',
);

/** Both parties permitted at once: "Either party may terminate". */
const BOTH_PERMITTED = new RegExp(
  String.raw`\b(?:each|either|both)\s+(?:of\s+the\s+)?part(?:y|ies)\s+${PERMITTED}`,
  'iu',
);

/**
 * The passages in which the party is the one bound (or permitted), in the document's order, then
 * those binding (or permitting) both parties. A party the document defines (`("Lessee")`) shares
 * what either party is given even when nothing names it alone; a name the document neither defines
 * nor binds is no party of it, and gets nothing.
 */
export function passagesAnswering({ party, asks }: PartyQuestion, passages: readonly Passage[]): Passage[] {
  const name = escapeRegExp(party);
  const modal = asks === 'duties' ? BINDING : PERMITTED;
  const own = new RegExp(
    String.raw`(?<!\b(?:of|to|by|for|with|against|from|on|upon)\s+(?:the\s+)?)\b${name}\b(?:\s+(?:hereby|also|further|not|itself|alone))?\s+${modal}`,
    'iu',
  );
  const defined = new RegExp(`["“]${name}["”]`, 'iu');
  const both = asks === 'duties' ? BOTH_BOUND : BOTH_PERMITTED;
  const owned = passages.filter((passage) => own.test(passage.text));
  if (owned.length === 0 && !passages.some((passage) => defined.test(passage.text))) return [];
  return [...owned, ...passages.filter((passage) => !owned.includes(passage) && both.test(passage.text))];
}
