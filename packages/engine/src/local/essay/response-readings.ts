import type { Sentence } from '../../text/sentences';
import { tagsOfWord } from '../../text/word-tags';
import { explainsWithSubstanceAt } from './reasoning-evidence';
import { stemOf, stemsOf } from './restated-reason';

/**
 * Which sentences of a response to a text are the writer's own reading: an explanation that brings
 * a reason of its own, neither the question said back ("The writer closes the tale with this
 * scene because she wants to end it") nor the plot told with its causes ("He cried because he
 * failed the test"), which the text itself says.
 */

/**
 * Words that say what a sentence does with a detail, or what the author meant to do, without saying
 * anything of the detail: a restatement built from the question's words and these adds nothing.
 */
const FRAME_WORDS =
  /^(?:show|mean|meant|suggest|prove|reveal|explain|tell|want|tri|wish|decid|make|made|author|writer|reader|stori|story|text|paragraph|end|conclud|conclusion|begin|start|final|last|way|thing|reason)$/u;
/** Above this share of its own content words taken from the question, a sentence says the question back. */
const QUESTION_WORDS_MAX_SHARE = 0.5;
/** A sentence bringing fewer words of its own than this besides the question's restates it. */
const OWN_WORDS_MIN = 2;

/** Whether a sentence says the question back: its content words mostly the question's, with too few of its own. */
export function restatesQuestion(text: string, question: string): boolean {
  const asked = stemsOf(question);
  const stems = [...stemsOf(text)];
  if (stems.length === 0) return true;
  const fromQuestion = stems.filter((stem) => asked.has(stem)).length;
  const own = stems.filter((stem) => !asked.has(stem) && !FRAME_WORDS.test(stemOf(stem))).length;
  return fromQuestion / stems.length > QUESTION_WORDS_MAX_SHARE || own < OWN_WORDS_MIN;
}

/**
 * Whether a sentence brings almost nothing besides the question's words and frame words ("…because
 * the story needed an ending"): it answers nothing, though the answer itself ("the setting makes the
 * ride hard") is made of the question's words around one or two of its own.
 */
export function saysOnlyTheQuestion(text: string, question: string): boolean {
  const asked = stemsOf(question);
  const own = [...stemsOf(text)].filter((stem) => !asked.has(stem) && !FRAME_WORDS.test(stemOf(stem)));
  return own.length < OWN_WORDS_MIN;
}

/** A causal join between two events: "because", "since", "so", "and so", "which made", "as a result". */
const CAUSAL_JOIN = /\b(?:because(?:\s+of)?|since|so|as\s+a\s+result|which\s+made|that\s+made)\b/iu;
/** Someone of the story and what they did or were: "she cried", "Mara was", "they left". */
const CHARACTER_ACT =
  /\b(?:(?:[Hh]is|[Hh]er|[Tt]heir)\s+\p{L}+|[Hh]e|[Ss]he|[Tt]hey|\p{Lu}\p{L}+)\s+(?:\p{L}+ly\s+)?(\p{L}+)/gu;
/** Any clause's verb: a word and the one after it. */
const ANY_ACT = /\b\p{L}+\s+(?:\p{L}+ly\s+)?(\p{L}+)/gu;

function isPastVerb(verb: string): boolean {
  const word = verb.toLowerCase();
  const tags = tagsOfWord(word);
  return word === 'was' || word === 'were' || tags.has('PastTense') || (/ed$/u.test(word) && !tags.has('Noun'));
}

/** Whether a clause tells, in the past, what someone did or was (`actor`), or what happened. */
function tellsPastAct(clause: string, actor: RegExp): boolean {
  return [...clause.matchAll(actor)].some(([, verb = '']) => isPastVerb(verb));
}

/**
 * Whether a sentence tells the plot with its cause: what a character did in the past joined by
 * "because" or "so" to what happened ("They planted it because winter was coming"). The cause is the text's, told again; what the detail shows is not said.
 */
export function retellsPlot(text: string): boolean {
  const join = CAUSAL_JOIN.exec(text);
  if (!join) return false;
  return (
    tellsPastAct(text.slice(0, join.index), CHARACTER_ACT) &&
    tellsPastAct(text.slice(join.index + join[0].length), ANY_ACT)
  );
}

/**
 * The sentences that are the writer's own reading of the text: explained with a reason of their own,
 * not the question said back (when the question is known) and not the plot retold.
 */
export function ownReadings(sentences: readonly Sentence[], question?: string): number {
  return sentences.filter(
    (sentence, index) =>
      explainsWithSubstanceAt(sentences, index) &&
      !retellsPlot(sentence.text) &&
      !(question !== undefined && restatesQuestion(sentence.text, question)),
  ).length;
}
