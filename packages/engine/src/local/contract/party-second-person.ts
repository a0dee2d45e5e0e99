import { escapeRegExp } from '../../text/words';
import type { Draft } from './party-draft';

/**
 * Standard terms, policies and letters that speak to their reader as "you" throughout may name the other party
 * only in the third person ("Northwind may terminate these terms"), with no "we". Their reader accepts them
 * ("By uploading a game you accept these terms") or is told they govern the reader's dealings ("These terms govern
 * your use of …"): "you" is then the reader's party, and the one party the terms name is the other.
 */

// "By submitting an application you accept these terms", "By signing below you agree to these terms", "By calling
// our API, you're agreeing to them", "you agree to be bound by these terms", "To enter, you must agree to these
// terms", "If you don't agree to them, Acme does not grant you a licence" (the reader takes them or goes without),
// "These terms govern your participation", "This policy applies to your use".
const READER_ACCEPTS =
  /\bby\s+\p{L}+ing\b[^.;]{0,120}?\byou\s*(?:\([^()]{1,40}\)\s*)?(?:are\s+|['’]re\s+)?(?:agree|accept|consent)\w*\b|\byou\s+(?:(?:must|need\s+to|have\s+to)\s+)?(?:agree|consent)\s+to\s+(?:be\s+bound\s+by\s+)?(?:these|this)\s+(?:terms|conditions|policy|letter)\b|\bif\s+you\s+(?:do\s+not|don['’]t)\s+(?:agree|accept)\b[^.;]{0,80}?,\s*(?:[\p{Lu}][\p{L}&'-]*\s+){1,4}(?:does|do|will)\s+not\s+(?:grant|give|license|licence)\s+you\b|\b(?:these|this)\s+(?:[\p{L}-]+\s+){0,2}(?:terms|conditions|policy|letter)\s+(?:govern|governs|appl(?:y|ies)\s+to|set\s+out|sets\s+out)\s+(?:[^.;]{0,80}?\s)?your\b/iu;

// "Northwind may terminate", "Lumen Press will publish": a name acting as the subject of a promise or a right.
const NAMED_SUBJECT =
  /(?<![\p{L}\d-])((?:[\p{Lu}][\p{L}&'-]*)(?:\s+[\p{Lu}][\p{L}&'-]*){0,3})\s+(?:may|shall|will|must|can|agrees?)\b/gu;

// Capitalised words that open a sentence or a question ("How can I …"), or name a thing ("the Service"), not a party.
const NOT_A_NAME =
  /^(?:you|your|we|us|our|i|it|they|these|this|that|those|the|each|either|neither|any|no|nothing|all|if|where|when|how|what|why|who|which|such|service|services|software|website|site|platform|section|clause|party|parties|agreement|terms?|conditions|policy|letter|licence|license|notice|law|records|indemnity|termination|except|subject|unless|upon|on|in|by|for)$/iu;

/** Times a name must appear for it to be taken as the party the terms are made with. */
const MENTIONS = 2;

/** Whether the text speaks to its reader as "you" and has the reader accept it. */
export function addressesItsReader(text: string): boolean {
  return READER_ACCEPTS.test(text);
}

// 'you ("Participant")', 'you (the "Entrant")', 'between you, being a registered member ("Member")', 'between you, a
// visitor of the archive ("Visitor"), and …', 'between you the requester ("Requester") and …': the role name the terms
// give the reader they address. Without a comma the description must follow "between you" or "and you", so that
// "we send you a notice ("Notice")" defines no role.
const ADDRESSED_ROLE =
  /(?:\byou\s*(?:,\s*(?:(?:being|as)\s+)?(?:an?|the)\s+[^()"“”,;]{1,60}?\s*)?|\b(?:between|and)\s+you\s+(?:an?|the)\s+[^()"“”,;]{1,60}?\s*)\(\s*(?:the\s+)?["“]([\p{Lu}][\p{L}-]*(?:\s+[\p{Lu}][\p{L}-]*)?)["”]\s*\)/u;

// '"Members," "You" or "Your" means …', '"You" or "Subscriber" means …', '(each a "Customer" or "you/your")': a
// definition that gives the reader's "You" another name beside it ('("you" or the "Affiliate Partner")'). A plural name ("Members") is kept singular, as
// the terms' own sentences use either.
const NAME_BESIDE_YOU =
  /["“]([\p{Lu}][\p{L}-]*?)(?:(?<!s)s)?,?["”]\s*,?\s*(?:or\s+|and\s+)?["“][Yy]ou(?:\s?\/\s?[Yy]our)?,?["”]|["“][Yy]ou(?:\s?\/\s?[Yy]our)?,?["”]\s*(?:,\s*["“]Your,?["”]\s*)?,?\s*(?:or\s+|and\s+)?(?:the\s+)?["“]([\p{Lu}][\p{L}-]*?(?:\s+[\p{Lu}][\p{L}-]*?)?)(?:(?<!s)s)?,?["”]/u;
const PRONOUN_NAME = /^(?:you|your|yours|we|us|our)$/iu;

/** The role name second-person terms define for the reader they address ("you ("Participant")"), if any. */
export function addressedRole(text: string): string | undefined {
  const defined = ADDRESSED_ROLE.exec(text)?.[1];
  if (defined) return defined;
  const beside = NAME_BESIDE_YOU.exec(text);
  const name = beside?.[1] ?? beside?.[2];
  return name && !PRONOUN_NAME.test(name) ? name : undefined;
}

// "Each Participant agrees", "THE SUBSCRIBER SHALL": terms spoken to "you" that also speak of their reader in the
// third person, by the word for whoever takes them up; a word for either side of a deal ("Customer") is not read so.
const READER_AS_SUBJECT =
  /\b(?:each|every|the|any)\s+(participant|entrant|contestant|member|subscriber|attendee|registrant|applicant)s?\s+(?:hereby\s+)?(?:agrees?|shall|must|will|may|acknowledges?|accepts?|releases?|waives?|represents?)\b/iu;

/**
 * What terms that address their reader call that reader: the role they define for "you", else the word they use
 * for whoever takes the terms up, as the subject of the reader's own promises ("each Participant agrees").
 */
export function readerCalled(text: string): string | undefined {
  const defined = addressedRole(text);
  if (defined || !addressesItsReader(text)) return defined;
  const word = READER_AS_SUBJECT.exec(text)?.[1];
  return word ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : undefined;
}

/** The one party second-person terms name in the third person, when they name exactly one. */
export function namedOtherParty(text: string): Draft | undefined {
  if (!addressesItsReader(text)) return undefined;
  // The reader's own role name ("Participant shall …") is the addressed party, not the other one.
  const readersRole = readerCalled(text);
  const names = new Set<string>();
  for (const match of text.matchAll(NAMED_SUBJECT)) {
    const name = withoutOpeningWords(match[1] ?? '');
    if (name && name !== readersRole) names.add(name);
  }
  const named = [...names].filter((name) => mentions(text, name) >= MENTIONS);
  const [name] = named;
  if (!name || named.length !== 1) return undefined;
  const at = text.search(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'u'));
  const full = definedAs(text, name);
  return full
    ? { name: full, aliases: [name], at: Math.max(0, at), definitions: new Map([[name, `${full} ("${name}")`]]) }
    : { name, aliases: [], at: Math.max(0, at), definitions: new Map() };
}

// A name of one to five capitalised words ("ICF", "Ternwick Trust").
const CAPITALISED_NAME = String.raw`[\p{Lu}][\p{L}\d&'.-]*(?:\s+[\p{Lu}][\p{L}\d&'.-]*){0,4}`;

/**
 * 'you ("Entrant") agree to this Agreement, a binding agreement between Entrant and Ternwick': terms that give
 * their reader a role name and say whom that role contracts with name the other party beside it.
 */
export function partyBesideAddressedRole(text: string): Draft | undefined {
  const role = addressedRole(text);
  if (!role || !addressesItsReader(text)) return undefined;
  const escaped = escapeRegExp(role);
  const beside = new RegExp(
    String.raw`\bbetween\s+(?:the\s+)?(?:${escaped}\s+and\s+(?:the\s+)?(${CAPITALISED_NAME})|(${CAPITALISED_NAME})\s+and\s+(?:the\s+)?${escaped}\b)`,
    'u',
  ).exec(text);
  const name = withoutOpeningWords(beside?.[1] ?? beside?.[2] ?? '');
  if (!beside || !name || name === role) return undefined;
  const full = definedAs(text, name);
  return full
    ? { name: full, aliases: [name], at: beside.index, definitions: new Map([[name, `${full} ("${name}")`]]) }
    : { name, aliases: [], at: beside.index, definitions: new Map() };
}

// Capitalised words a name may join with "of", "and", "for" ("Office of Harbour Works").
const FULL_NAME = String.raw`[\p{Lu}][\p{L}\d&'.-]*(?:\s+(?:(?:of|and|for)\s+)?[\p{Lu}][\p{L}\d&'.-]*){0,6}`;

// "a binding commitment between you and the OHW": the one party terms addressed to "you" say they are made with.
const BETWEEN_YOU_AND = new RegExp(String.raw`\bbetween\s+you\s+and\s+(?:the\s+)?(${CAPITALISED_NAME})`, 'u');

/** The party second-person terms say they are "between you and", told by its full name where the text gives one. */
export function partyBesideYou(text: string): Draft | undefined {
  if (!addressesItsReader(text)) return undefined;
  const beside = BETWEEN_YOU_AND.exec(text);
  // "… between you and the OHW. If you do not agree …": the name ends with its sentence.
  const name = withoutOpeningWords((beside?.[1] ?? '').split(/\.(?:\s|$)/u)[0] ?? '');
  if (!beside || !name) return undefined;
  const full = definedAs(text, name);
  return full
    ? { name: full, aliases: [name], at: beside.index, definitions: new Map([[name, `${full} (${name})`]]) }
    : { name, aliases: [], at: beside.index, definitions: new Map() };
}

/**
 * 'run by Ternwick Trust ("Ternwick")', 'the Office of Harbour Works (OHW)': the full name the text gives a
 * short name, if it defines one.
 */
function definedAs(text: string, shortName: string): string | undefined {
  const definition = new RegExp(
    `(${FULL_NAME})\\s*\\(\\s*(?:the\\s+)?["“]?${escapeRegExp(shortName)}["”]?\\s*\\)`,
    'u',
  ).exec(text);
  const full = withoutOpeningWords(definition?.[1]?.trim() ?? '');
  return full && full !== shortName ? full : undefined;
}

/** "Ending. Corvid": the words before the name that head or open its sentence are not part of it. */
function withoutOpeningWords(candidate: string): string {
  const words = candidate.split(/\s+/u);
  while (words.length > 0 && NOT_A_NAME.test(words[0] ?? '')) words.shift();
  return words.some((word) => NOT_A_NAME.test(word)) ? '' : words.join(' ');
}

function mentions(text: string, name: string): number {
  return text.match(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'gu'))?.length ?? 0;
}
