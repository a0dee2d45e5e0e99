import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { scoreBetween, weightedScore } from '../score';
import { drawsALesson } from './closing-paragraph';
import { reflects } from './reasoning-evidence';
import { sequencingLinkWords } from './transitions';

/**
 * Words that move a story on in time ("the next day", "finally", "gradually", "by the time"): a story
 * told with them links its events, though few of them join ideas as "because" or "however" do.
 */
const TIME_MARKER =
  /\b(?:the\s+next\s+(?:day|morning|night|week|year)|the\s+following\s+(?:day|morning|week)|finally|eventually|gradually|suddenly|soon\s+after|at\s+last|meanwhile|afterwards|by\s+the\s+time|as\s+soon\s+as|a\s+(?:few|couple(?:\s+of)?)\s+(?:minutes|hours|days|weeks)\s+later)\b/giu;

export function countTimeMarkers(text: string): number {
  return matchesOf(TIME_MARKER, text).length;
}

/**
 * What orients a reader at a story's start: when it happened ("One summer", "Last year", "When I was
 * seven", "two years ago", "a time when", "in sixth grade", "on my birthday"). A time is what every
 * told event is placed by; a place ("at the park") is too common a phrase to tell a setting by itself.
 */
const ORIENTING =
  /\b(?:(?:one|last|that|this\s+past)\s+(?:day|morning|afternoon|evening|night|summer|winter|spring|fall|autumn|year|week|weekend|month|time|christmas|halloween|saturday|sunday)|when\s+(?:I|we)\s+(?:was|were)|(?:\p{L}+|a\s+few|a\s+couple\s+of)\s+(?:years|months|weeks|days)\s+ago|a\s+time\s+(?:when|that)|once\s+upon|(?:^|[.!?,]\s*)once\b|in\s+(?:the\s+)?(?:summer|winter|spring|fall|autumn)\b|in\s+(?:\p{L}+\s+)?grade|in\s+(?:19|20)\d\d|on\s+(?:my|our|a|the)\s+(?:way|first\s+day|birthday|trip|vacation)|at\s+the\s+age\s+of)\b/iu;

/**
 * A turn: the moment something goes against what was expected, the complication a story's middle
 * turns on. A contrast ("but", "though") in the middle of a story is how most tell it; "suddenly", "to
 * my surprise" and "unfortunately" tell it in so many words.
 */
const TURN =
  /\b(?:but|though|although|however|instead|suddenly|all\s+of\s+a\s+sudden|out\s+of\s+nowhere|to\s+(?:my|our|everyone['’]s)\s+surprise|unfortunately|(?:the|a)\s+problem\s+(?:was|is))\b/iu;

/**
 * A clause that places one event in time against another ("when we got there", "until the bus came",
 * "as soon as she saw it"): the narrative standards name transition clauses beside words and phrases.
 */
const TIME_CLAUSE =
  /\b(?:when|while|until|after|before|as\s+soon\s+as)(?=\s+(?:I|we|he|she|they|it|you|my|our|his|her|their|the|everyone|everybody)\b)/giu;

/** An ending that resolves: the events come to their end ("finally", "in the end", "from then on"). */
const RESOLUTION = /\b(?:finally|eventually|at\s+last|in\s+the\s+end|from\s+then\s+on|ever\s+since|after\s+all)\b/iu;

/**
 * A story signals the shift from its beginning to its middle and from its middle to its end: two
 * different time or sequence words ("then", "the next day", "finally") show both shifts.
 */
const SHIFTS_OF_A_THREE_PART_STORY = 2;

/** What the organisation of a story shows, by the narrative standard's descriptors. */
export interface NarrativeOrganisation {
  orients: boolean;
  turns: boolean;
  /** Different words that move the story on in time. */
  timeShifts: number;
  ends: boolean;
  /** 0–100: the descriptors count alike. */
  score: number;
}

/**
 * A story's organisation as narrative standards describe it (Common Core W.7.3–W.9-10.3, 6-trait
 * organisation): it orients the reader (when, who), its events unfold in a sequence with words that
 * signal shifts of time, it turns on a complication, and it closes by resolving or reflecting on what
 * happened. The story is read in thirds, a beginning, a middle and an end, whether or not its
 * paragraph breaks show: a story written as one paragraph is organised when its sequence is.
 */
export function narrativeOrganisation(sentences: readonly Sentence[]): NarrativeOrganisation {
  const third = Math.max(1, Math.ceil(sentences.length / 3));
  const beginning = sentences.slice(0, third);
  const middle = sentences.length > 2 ? sentences.slice(third - 1, sentences.length - third + 1) : sentences;
  const end = sentences.slice(-third);
  const text = sentences.map((sentence) => sentence.text).join(' ');
  const orients = beginning.some((sentence) => ORIENTING.test(sentence.text));
  const turns = middle.some((sentence) => TURN.test(sentence.text));
  const timeShifts = new Set([
    ...matchesOf(TIME_MARKER, text).map((match) => match[0].toLowerCase().replace(/\s+/gu, ' ')),
    ...sequencingLinkWords(text),
    ...matchesOf(TIME_CLAUSE, text).map((match) => match[0].toLowerCase().replace(/\s+/gu, ' ')),
  ]).size;
  const ends = end.some(
    (sentence) => reflects(sentence) || drawsALesson(sentence.text) || RESOLUTION.test(sentence.text),
  );
  const score = weightedScore([
    [orients ? 100 : 0, 1],
    [scoreBetween(timeShifts, 0, SHIFTS_OF_A_THREE_PART_STORY), 1],
    [turns ? 100 : 0, 1],
    [ends ? 100 : 0, 1],
  ]);
  return { orients, turns, timeShifts, ends, score };
}
