import nlp from 'compromise';
import { rememberedPerText } from '../../text/remembered-words';
import { startsWithActionVerb } from './action-verbs';

/** Words a tagger reads as verbs that open a line about the writer, not a task ("Experience with SAP"). */
const NOT_A_TASK = /^(?:experience[ds]?|knowledge|am|is|are|was|were|be|been|being|have|has|had|having|can|will)$/iu;
/** Endings of nouns the tagger sometimes reads as verbs ("Development and management of…"). */
const NOUN_ENDING = /(?:ment|tion|sion|ance|ence|ity|ness|ship)$/iu;
/** A manner adverb before the verb ("Successfully negotiated", "Promptly responded"): the verb still leads. */
const MANNER_ADVERB = /^\p{L}{3,}ly$/iu;

/**
 * The verb a statement opens with, lower-cased, after one manner adverb if it has one ("Promptly
 * responded" → "responded", "Cross-trained staff" → "cross-trained"); undefined when the line opens with
 * no verb of doing (a noun, a title, "Experience with…"). Past ("Mopped"), base ("Develop"), "-s"
 * ("Maintains") and "-ing" ("Managing") forms all count: a reader sees each as a line led by a verb.
 */
export const openingVerb: (text: string) => string | undefined = rememberedPerText(openingVerbOf);

/** Tagging a line costs more than anything else read of a CV, and each line is asked about more than once. */
function openingVerbOf(text: string): string | undefined {
  const words = text.trim().split(/\s+/u);
  const [first = '', ...rest] = words;
  const opening = first.replace(/[,;:]$/u, '');
  if (MANNER_ADVERB.test(opening) && nlp(opening).terms().first().has('#Adverb')) {
    const [second = '', ...after] = rest;
    const verb = second.replace(/[,;:]$/u, '');
    return /^\p{Ll}/u.test(verb) && isVerbOfDoing(verb, after) ? verb.toLowerCase() : undefined;
  }
  return isVerbOfDoing(opening, rest) ? opening.toLowerCase() : undefined;
}

/** Whether a word, with the words after it, reads as a verb of doing that leads its line. */
function isVerbOfDoing(word: string, rest: readonly string[]): boolean {
  // "Cross-trained", "Re-designed": the verb is the part after the hyphen.
  const head = word.includes('-') ? (word.split('-').pop() ?? '') : word;
  if (!/^\p{L}+$/u.test(head) || NOT_A_TASK.test(head) || NOUN_ENDING.test(head)) return false;
  if (startsWithActionVerb(head)) return true;
  // A capital after the first word ("Development Volunteer, …") continues a title, not a task's object.
  if (/^\p{Lu}/u.test(rest[0] ?? '')) return false;
  const verb = nlp(`they ${head.toLowerCase()} ${rest.join(' ')}`)
    .terms()
    .eq(1);
  if (!verb.has('#Verb')) return false;
  if (verb.has('#Infinitive') || verb.has('#PastTense') || verb.has('#Gerund')) return true;
  // An "-s" form after "they" is forced into a verb ("Duties included…", "Sales and marketing…"): it
  // leads as a verb only if the word alone reads as one too ("Maintains", "Interfaces").
  return verb.has('#PresentTense') && nlp(head.toLowerCase()).terms().first().has('#Verb');
}
