import { tagsOfWord } from '../../text/word-tags';

/**
 * A noun phrase fronted before a comma with the clause that describes it ("The book she wrote, …",
 * "Any place you go, …"), and the finite verbs that show a clause of its own instead.
 */

/** Finite forms of "be", "have", "do" and the modals. */
export const FINITE =
  /^(?:am|is|are|was|were|have|has|had|do|does|did|will|would|can|could|should|must|may|might|shall|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|haven['’]t|hasn['’]t|hadn['’]t|don['’]t|doesn['’]t|didn['’]t|won['’]t|wouldn['’]t|can['’]t|couldn['’]t|shouldn['’]t)$/iu;

/**
 * A noun phrase opening the sentence with a clause that describes it and has no "that" ("The book she
 * wrote", "Any place you go", "Everything we saw", "The day my family moved").
 */
const RESUMED_SUBJECT =
  /^\s*((?:The|This|That|These|Those|My|Our|His|Her|Their|Your|Every|Each|Any|Some|No|All|Another)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+|Everything|Anything|Something|Nothing|Everyone|Anyone|Someone|Everywhere|Anywhere|Somewhere)\s+(?:I|you|he|she|we|they|(?:my|our|his|her|their|your|the)\s+\p{Ll}+|\p{Lu}\p{Ll}+)\s+\p{Ll}+/u;

/**
 * Whether the words before the comma are such a noun phrase alone: no verb of its own follows the
 * describing clause. Before a pronoun other than one that takes the noun up ("…, you can hear it"),
 * the noun is fronted from the clause after the comma, and any verb after the phrase rules it out.
 */
export function resumesSubject(before: string, pronoun: string): boolean {
  const phrase = RESUMED_SUBJECT.exec(before);
  // "The day my family moved", "The book Anna lent me": the describing clause may have a noun or a
  // name for its subject, but the noun phrase before it holds no verb ("The man walked his dog …").
  if (!phrase || (phrase[1] ?? '').split(/\s+/u).some(isInflectedVerb)) return false;
  const rest = before.slice(phrase[0].length).match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  const takenUp = /^(?:it|he|she|they)$/iu.test(pronoun);
  return !rest.some((word) => FINITE.test(word) || (!takenUp && isFiniteVerb(word)));
}

/** A finite verb with its tense on it ("walked", "walks"), not a bare form that is a noun too ("book"). */
const isInflectedVerb = (word: string): boolean =>
  isFiniteVerb(word) && (FINITE.test(word) || !tagsOfWord(word.toLowerCase()).has('Infinitive'));

export function isFiniteVerb(word: string): boolean {
  if (FINITE.test(word)) return true;
  const tags = tagsOfWord(word.toLowerCase());
  if (!tags.has('Verb') || tags.has('Gerund')) return false;
  return !['Noun', 'Adjective', 'Preposition', 'Determiner', 'Adverb'].some((tag) => tags.has(tag));
}
