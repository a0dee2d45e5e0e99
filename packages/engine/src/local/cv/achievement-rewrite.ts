import nlp from 'compromise';
import { asOneLine } from './one-line';

/** The duty phrasings a rewrite replaces; a bare "assisted cooks" names people, not a task, and stays. */
const DUTY_LEAD =
  /^(?<lead>responsible\s+for|in\s+charge\s+of|tasked\s+with|duties\s+(?:included|include)|tasks\s+(?:included|include)|worked\s+on|helped\s+(?:with|to)|assisted\s+(?:with|in)|involved\s+in|participated\s+in)\s+/iu;
/** Leads after which a noun phrase is something the writer ran: "responsible for the front desk". */
const OWNERSHIP_LEAD = /^(?:responsible\s+for|in\s+charge\s+of|tasked\s+with)$/iu;
/**
 * Leads after which a noun phrase is something the writer took part in: "worked on the redesign".
 * Taking part is not doing the whole of it, so its verb would overclaim, and "Contributed to" is no
 * stronger than the lead it replaces: such a line gets no rewrite.
 */
const PART_LEAD = /^(?:worked\s+on|involved\s+in|participated\s+in|assisted\s+(?:with|in)|helped\s+with)$/iu;
/**
 * "the supervision of the night staff": the writer's own noun of running something gives the verb.
 * After "responsible for" any other thing ("two schools", "payroll") names what the writer
 * answered for, not what they did to it; "Managed" there would claim more than the line says.
 */
const RUNNING_NOUN = /^(?:the\s+)?(?<noun>management|managing|supervision|oversight|running)\s+of\s+/iu;
const VERB_OF_RUNNING_NOUN: Readonly<Record<string, string>> = {
  management: 'Managed',
  managing: 'Managed',
  supervision: 'Supervised',
  oversight: 'Oversaw',
  running: 'Ran',
};
const TRAILING_PUNCTUATION = /[.;,\s]+$/u;
const COORDINATOR = /^(?:and|or)$/iu;
/** A gerund joined on later in the line ("…and guaranteeing service"). */
const COORDINATED_GERUND = /\b(?:and|or)\s+\p{L}{3,}ing\b/iu;

/**
 * A duty line rewritten as an achievement: the writer's own words led by a past-tense verb, as a
 * finished sentence ("Responsible for managing the front desk" → "Managed the front desk."). Only the
 * lead changes; the rest stays as written, so the facts are the writer's. The result only the writer
 * knows is asked for in the explanation, never left as a gap in the sentence. Undefined when no
 * rewrite would read better than the line (no duty lead, a list of duties, an unknown form).
 */
export function rewriteAsAchievement(text: string): string | undefined {
  const original = text.trim().replace(TRAILING_PUNCTUATION, '');
  const lead = DUTY_LEAD.exec(original);
  if (!lead) return undefined;
  const leadWords = (lead.groups?.lead ?? '').replace(/\s+/gu, ' ');
  const rest = original.slice(lead[0].length);
  // "Assisted with Performed tests…" joins two phrasings of one line: no lead fits in front of it.
  if (startsWithPastTense(rest)) return undefined;
  if (PART_LEAD.test(leadWords)) return undefined;
  const [firstWord = '', joiner = '', secondWord = '', ...after] = rest.split(/\s+/u);
  const baseFormExpected = /^helped to$/iu.test(leadWords);
  const past = pastTenseOf(firstWord, baseFormExpected);
  // "…customers and guaranteeing service", "serving on and chairing…": a later gerund joined to the
  // first verb would lose its parallel once the first becomes past; the line lists tasks that no
  // single rewrite can lead. A gerund right after the coordinator is the pair read below.
  const later = COORDINATOR.test(joiner) ? after : [secondWord, ...after];
  if (past && COORDINATED_GERUND.test(later.join(' '))) return undefined;
  if (past && !COORDINATOR.test(joiner)) return finished([past, joiner, secondWord, ...after].join(' ').trim());
  if (past) {
    // "managing and training staff" → "Managed and trained staff": both verbs of the lead change form.
    const secondPast = pastTenseOf(secondWord, baseFormExpected);
    if (secondPast) return finished([past, joiner, secondPast, ...after].join(' '));
  }
  const running = RUNNING_NOUN.exec(rest);
  const verb = VERB_OF_RUNNING_NOUN[running?.groups?.noun?.toLowerCase() ?? ''];
  if (running && verb && OWNERSHIP_LEAD.test(leadWords)) return finished(`${verb} ${rest.slice(running[0].length)}`);
  return undefined;
}

/** The words as one sentence: a capital at the start and one full stop at the end. */
export function finished(words: string): string {
  return `${capitalised(asOneLine(words.trim()).replace(TRAILING_PUNCTUATION, ''))}.`;
}

/**
 * The past tense of a gerund ("managing" → "managed") or, after "helped to", of a base verb
 * ("answer" → "answered"); undefined for any other word.
 */
function pastTenseOf(word: string, baseFormExpected: boolean): string | undefined {
  if (!/^\p{L}+$/u.test(word)) return undefined;
  const lower = word.toLowerCase();
  const phrase = baseFormExpected ? `they ${lower} it` : `${lower} it`;
  const doc = nlp(phrase);
  const verb = baseFormExpected ? doc.terms().eq(1) : doc.terms().first();
  if (!verb.has('#Verb')) return undefined;
  if (!baseFormExpected && !verb.has('#Gerund')) return pastOfStem(lower);
  doc.verbs().toPastTense();
  const words = doc.text().split(/\s+/u);
  const past = baseFormExpected ? words[1] : words[0];
  if (past && past !== lower) return past;
  return baseFormExpected ? undefined : pastOfStem(lower);
}

/**
 * The past tense from a gerund's base form, for gerunds the tagger does not conjugate itself
 * ("restocking" → "restock" → "restocked"): the base is the word without "-ing", with its final "e"
 * restored or its doubled consonant undone, whichever the tagger knows as a verb.
 */
function pastOfStem(gerund: string): string | undefined {
  if (!/^\p{L}{3,}ing$/u.test(gerund)) return undefined;
  const stem = gerund.slice(0, -3);
  const bases = [stem, `${stem}e`, ...(/(\p{L})\1$/u.test(stem) ? [stem.slice(0, -1)] : [])];
  for (const base of bases) {
    const doc = nlp(`they ${base} it`);
    if (!doc.terms().eq(1).has('#Infinitive')) continue;
    doc.verbs().toPastTense();
    const past = doc.text().split(/\s+/u)[1];
    if (past && past !== base) return past;
  }
  return undefined;
}

/** Whether the text opens with a capitalised past-tense verb ("Performed tests…"), itself a whole statement. */
function startsWithPastTense(text: string): boolean {
  const [firstWord = ''] = text.split(/\s+/u);
  if (!/^\p{Lu}\p{Ll}+ed$/u.test(firstWord)) return false;
  return nlp(`they ${firstWord.toLowerCase()} it`).terms().eq(1).has('#PastTense');
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
