import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import type { EssayLayout } from './essay-layout';
import { stemsOf } from './restated-reason';
import {
  ADDS_A_POINT,
  FIRST_PERSON_STANCE,
  isStatement,
  JUDGEMENT,
  NOT_A_THESIS_OPENING,
  ownWords,
} from './stance-reading';

/**
 * The answer a response to a text states: rubrics for responses to reading ask for a clear answer
 * to the question, which writers give first ("The storm changes the keeper because …", "I think the
 * ending shows …"). It stands where an argument's thesis would, so the user is never told that a
 * response which opens on its answer has none.
 */

/** A response answers before it explains: the answer is looked for in its first sentences only. */
const OPENING_SENTENCES = 2;
/** Shorter than this, an opening ("I think so.") names no answer a reader could check. */
const ANSWER_MIN_WORDS = 6;
/** Words of the question's own (not of a title it quotes) an answer takes up: "the storm … changes … the keeper". */
const QUESTION_WORDS_TAKEN_UP = 2;

/** A name inside the question (not its first word): "the builders of the Harbour Bridge". */
const NAME_IN_QUESTION = /(?<!^\s*)\b\p{Lu}[\p{L}'’-]*/gu;
/**
 * A reason or a purpose given: what a "why" question asks for. An author's purpose comes in any verb
 * of meaning ("… to express her hope", "to symbolize a new start"), and "it means that …" gives one.
 */
const GIVES_A_REASON =
  /\b(?:because|since|so\s+that|in\s+order\s+to|to\s+(?:show|tell|teach|prove|express|illustrate|demonstrate|convey|reveal|represent|symboli[sz]e|emphasi[sz]e|highlight|suggest)|shows?\s+(?:that|how)|means?\s+that)\b/iu;
/**
 * The opening of a sentence up to its first "is", "are", "was" or "were", where that comes within a
 * subject's length: "The mood of these lines is …" names its subject before saying what it is.
 */
const SUBJECT_BEFORE_BE = /^\s*((?:[^\s.!?]+\s+){1,8}?)(?:is|are|was|were)\s+\S/iu;
/**
 * A word of the question followed by a verb ("the author creates", "the builders faced"): the one
 * doing what is asked about, not what is asked about. "The mood the author creates" asks about the
 * mood; a sentence about the author ("The author was born in …") answers nothing.
 */
const DOER_IN_QUESTION = /\b(\p{L}+)\s+(?:\p{L}+ed|\p{L}+s|does|did|has|had)\b/gu;

interface Question {
  /** The stems of the question's own words: not of a title it quotes nor of the names it gives. */
  asked: ReadonlySet<string>;
  /** The stems of what the question asks about, without the ones it names as doing it. */
  about: ReadonlySet<string>;
  asksWhy: boolean;
}

export function statedAnswer(layout: EssayLayout, question: string | undefined): Sentence | undefined {
  // The title a question quotes ("After reading “The Keeper”: …") and the places and people it names
  // are named by retellings and background too: only the words of what is asked show an answer.
  const own = question ? ownWords(question) : '';
  const words = own.replace(NAME_IN_QUESTION, ' ');
  const asked = stemsOf(words);
  const doers = stemsOf([...words.matchAll(DOER_IN_QUESTION)].map((match) => match[1]).join(' '));
  const about = new Set([...asked].filter((stem) => !doers.has(stem)));
  const read = { asked, about, asksWhy: /\bwhy\b/iu.test(own) };
  const opening = (layout.sentencesByParagraph[0] ?? []).slice(0, OPENING_SENTENCES);
  return opening.find((sentence) => answers(sentence.text, read));
}

/**
 * Whether a sentence gives the writer's answer: their view said outright, the question's words
 * taken up in a statement or, to a "why" question, a reason given about what it asks of.
 */
function answers(text: string, { asked, about, asksWhy }: Question): boolean {
  const own = ownWords(text);
  if (!isStatement(text) || countWords(own) < ANSWER_MIN_WORDS) return false;
  // "First, …" or "For example, …" gives a point for the answer; "In conclusion, …" sums one up.
  if (ADDS_A_POINT.test(own) || NOT_A_THESIS_OPENING.test(own)) return false;
  if (saysTheQuestionBack(own, asked)) return false;
  if (FIRST_PERSON_STANCE.test(own)) return true;
  const taken = [...stemsOf(own)].filter((stem) => asked.has(stem)).length;
  // A "why" is answered by a reason: "the story has a strange ending" names what is asked about only.
  if (asksWhy) return taken > 0 && GIVES_A_REASON.test(own);
  // "Based on the excerpt, the plan was not practical": a judgement of what the question is about
  // answers it, though it takes up one of its words only.
  return taken >= QUESTION_WORDS_TAKEN_UP || (taken > 0 && JUDGEMENT.test(own)) || namesWhatIsAskedAbout(own, about);
}

/**
 * The stems of words that speak of an answer's form, not its content: "can be described in many
 * different ways", "there are several kinds of things".
 */
const ANSWER_FORM_WORDS = /^(?:many|several|various|different|way|kind|sort|thing|describ|explain)$/u;

/**
 * "The mood the author creates can be described in many ways": an opening whose words are all the
 * question's, names (a title, the author) or words of an answer's form, names nothing the question
 * did not, so it announces an answer without giving one.
 */
function saysTheQuestionBack(own: string, asked: ReadonlySet<string>): boolean {
  const added = [...stemsOf(own.replace(NAME_IN_QUESTION, ' '))].filter(
    (stem) => !asked.has(stem) && !ANSWER_FORM_WORDS.test(stem),
  );
  return added.length === 0;
}

/** "The mood of these lines is calm": what the question asks about, named as the subject and said what it is. */
function namesWhatIsAskedAbout(text: string, about: ReadonlySet<string>): boolean {
  const subject = SUBJECT_BEFORE_BE.exec(text)?.[1];
  return subject !== undefined && [...stemsOf(subject)].some((stem) => about.has(stem));
}

/**
 * The answer a response opens with as the claim its other sentences reason for, so it is never
 * quoted as a reason for itself ("The setting makes the hiker tired."). An answer that gives its own
 * reason ("The bridge was hard to build because the river flooded") reasons, and may be shown so.
 */
export function answerReasonedFor(layout: EssayLayout, question: string | undefined): Sentence | undefined {
  const answer = statedAnswer(layout, question);
  return answer && !GIVES_A_REASON.test(ownWords(answer.text)) ? answer : undefined;
}
