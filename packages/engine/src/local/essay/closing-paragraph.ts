import { contentWords } from './content-words';
import type { EssayLayout } from './essay-layout';
import { FIRST_PERSON_STANCE, JUDGEMENT, positionMarkers } from './stance-reading';

/**
 * A last paragraph that points back at the points made ("These are the two reasons I hold", "Those
 * are my reasons", "All of these reasons …"): it sums up as "in conclusion" does.
 */
const NAMES_THE_POINTS_MADE =
  /\b(?:(?:I|we)\s+(?:have\s+|['’]ve\s+)?(?:given|told|shown|explained|listed|named)\s+(?:you\s+)?(?:\p{L}+\s+){0,2}(?:reasons?|points?|ways?|examples?|facts?)|(?:these|those)\s+(?:are|were)\s+(?:(?:the|my|some|all|just)\s+)?(?:\p{L}+\s+)?(?:reasons?|points?|ways?|examples?|facts?|obstacles|problems|causes|effects)|all\s+(?:of\s+)?(?:these|those|my)\s+(?:\p{L}+\s+)?(?:reasons?|points?|ways?|examples?|facts?))\b/iu;
/**
 * A last paragraph that opens on one more point ("Another thing is…", "Also, …") carries the body
 * on; "finally" and "lastly" are left out, as a conclusion may open on them too.
 */
const OPENS_A_NEW_POINT =
  /^\s*(?:another|also|plus|in\s+addition|additionally|furthermore|moreover|next|second(?:ly)?|third(?:ly)?|one\s+more)\b/iu;
/** A text whose last words end no sentence was cut off or left unfinished: it stops, it does not conclude. */
const ENDS_A_SENTENCE = /[.!?]["'”’)\]]*\s*$/u;
/** Content words the closing shares with a body paragraph for it to recall that paragraph. */
const RECALLS_PARAGRAPH_WORDS = 2;
/** Body paragraphs a closing recalls for it to read as a summary of the body. */
const RECALLS_PARAGRAPHS = 2;

/**
 * Whether the last paragraph sums up the body: it names the points made, or it recalls what at least
 * two body paragraphs each said in words of their own; never one that opens on a new point or stops
 * mid-sentence. Words every body paragraph shares (the
 * topic) recall no paragraph in particular, so they are not counted.
 */
export function closingSumsUp(layout: EssayLayout): boolean {
  const paragraphs = layout.sentencesByParagraph.map((sentences) => sentences.map((s) => s.text).join(' '));
  if (paragraphs.length < 3) return false;
  const closing = paragraphs.at(-1) ?? '';
  if (OPENS_A_NEW_POINT.test(closing) || !ENDS_A_SENTENCE.test(closing)) return false;
  if (NAMES_THE_POINTS_MADE.test(closing)) return true;
  const body = paragraphs.slice(1, -1).map(contentWords);
  const topic = new Set([...(body[0] ?? [])].filter((word) => body.every((words) => words.has(word))));
  const closingWords = [...contentWords(closing)].filter((word) => !topic.has(word));
  const recalled = body.filter(
    (words) => closingWords.filter((word) => words.has(word)).length >= RECALLS_PARAGRAPH_WORDS,
  ).length;
  return body.length >= RECALLS_PARAGRAPHS && recalled >= RECALLS_PARAGRAPHS;
}

/**
 * Whether the last paragraph states a position of its own ("I believe …", "… should stay on the
 * shelves", "… is wrong") without opening on a new point: it may close the essay by taking its stand,
 * whether or not its words echo the introduction, so it is not told that it reads as no conclusion.
 */
export function closingStatesAPosition(layout: EssayLayout): boolean {
  const closing = layout.sentencesByParagraph.at(-1) ?? [];
  const text = closing.map((sentence) => sentence.text).join(' ');
  if (closing.length === 0 || OPENS_A_NEW_POINT.test(text)) return false;
  return closing.some(
    (sentence) =>
      FIRST_PERSON_STANCE.test(sentence.text) || JUDGEMENT.test(sentence.text) || positionMarkers(sentence.text) > 0,
  );
}

/**
 * A general lesson stated in the present: "It's important to laugh", "it is worth the wait",
 * "patience is a virtue", "you should always …". A story that closes on
 * one says what its events meant, as a reflection does.
 */
const GENERAL_LESSON =
  /\b(?:it\s+is|it['’]s)\s+(?:(?:very|really|so|always|sometimes|definitely)\s+)?(?:important|good|better|best|worth|okay|ok|wise|smart)\s+(?:to|it|when|if)\b|\b(?:patience|laughter|friendship|family|kindness|hard\s+work)\s+(?:is|can\s+be|really\s+is)\s+(?:(?:a|the|very|so|really)\s+)*(?:key|virtue|gift|important|best|good|worth|powerful|medicine)\b|\b(?:you|people|everyone)\s+(?:should|must|need\s+to|have\s+to|can\s+always)\b/iu;
/** The closing sentences of a story read for its lesson: a story ends where it sums up. */
const LESSON_SENTENCES = 2;

/**
 * Whether a story's last paragraph (two sentences or more of it, at its end) states a general lesson:
 * the story is then not told that its ending could say what the events meant.
 */
export function closingDrawsALesson(layout: EssayLayout): boolean {
  if (layout.sentencesByParagraph.length < 2) return false;
  const closing = layout.sentencesByParagraph.at(-1) ?? [];
  return closing.slice(-LESSON_SENTENCES).some((sentence) => drawsALesson(sentence.text));
}

/** Whether a sentence states a general lesson ("patience is a virtue", "you should always …"). */
export function drawsALesson(text: string): boolean {
  return GENERAL_LESSON.test(text);
}
