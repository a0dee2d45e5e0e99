import type { StructureAnalysis } from '@doclens/api';
import { countWords } from '../../text/words';
import { scoreBetween, weightedScore } from '../score';
import { countOf, listOf } from '../wording';

import { closingDrawsALesson, closingStatesAPosition, closingSumsUp } from './closing-paragraph';
import { LETTER_PARAGRAPHS } from './essay-expectations';
import type { EssayKind } from './essay-kind';
import { type EssayLayout, FEW_PARAGRAPHS } from './essay-layout';
import { orderMarkedBy } from './essay-strengths';
import { countTimeMarkers, narrativeOrganisation } from './narrative-organisation';
import { REFLECTION } from './reasoning-evidence';
import { FIRST_PERSON_STANCE } from './stance-reading';
import { findThesis, thesisPlacement } from './thesis';
import {
  CLOSING_APPEAL,
  CONCLUSION_MARKER,
  countEverydayLinks,
  countJoiningTransitions,
  countRelatingTransitions,
  countTransitions,
  everydayLinkWords,
} from './transitions';

const PARAGRAPH_SCORES: Readonly<Record<number, number>> = { 0: 0, 1: 20, 2: 45, 3: 70, 4: 85 };
const FULL_PARAGRAPHS = 5;
/** Where the text cannot show its paragraphs, paragraphing is neither credited nor penalised. */
const UNKNOWN_PARAGRAPHING = 50;
/** Transitions per 100 words: below the first there is little linking, above the second plenty. */
const TRANSITION_RATE: readonly [number, number] = [0.3, 1.5];
/**
 * Everyday links ("then", "because", "but") per 100 words below which a text is told it has few
 * linking words; above it the ideas are visibly connected, whatever the formal transitions.
 */
const EVERYDAY_LINK_RATE = 1;
/**
 * "Clear links between ideas" is said of a text with at least this many linking words, and everyday
 * links are named as a strength only from this many: one or two join one or two pairs of
 * sentences, not the ideas of the whole.
 */
const CLEAR_LINKS_MIN_WORDS = 3;
/**
 * "Clear links between ideas" also needs linking words in at least this share of the sentences:
 * a few "however"s among many bare statements leave the ideas side by side, not linked.
 */
const CLEAR_LINKS_MIN_SENTENCE_SHARE = 0.5;
/** The closing sentences of the last paragraph in which a thanks or a call to act concludes it. */
const CLOSING_APPEAL_SENTENCES = 2;
const THIN_PARAGRAPH_WORDS = 25;

/** What each kind's organisation is judged on, and the words used to tell the writer. */
interface KindFrame {
  /** A response to one text is a paragraph or two: it is not asked for paragraphs at all. */
  needsParagraphs: boolean;
  /**
   * An argument or a report opens by introducing its topic and closes with a signalled conclusion;
   * a story opens by setting the scene and ends by reflecting on what happened.
   */
  needsIntroAndConclusion: boolean;
  ending: RegExp;
  opens: string;
  ends: string;
  noIntro: string;
  noEnding: string;
  /** A story's dialogue makes short paragraphs, which are not thin. */
  shortParagraphsAreThin: boolean;
  fewParagraphs: string;
  wellOrganised: (paragraphs: number) => string;
  linking: string;
}

const ESSAY_FRAME: KindFrame = {
  needsParagraphs: true,
  needsIntroAndConclusion: true,
  shortParagraphsAreThin: true,
  ending: CONCLUSION_MARKER,
  opens: 'Opens with an introductory paragraph.',
  ends: 'Ends with a clearly signalled conclusion.',
  noIntro: 'The first paragraph is too short to introduce the topic.',
  noEnding:
    'The last paragraph does not read as a conclusion: close by summing up your points or restating your position.',
  fewParagraphs: 'an essay needs an introduction, body paragraphs and a conclusion.',
  wellOrganised: () =>
    'The essay is well organised: introduction, body and conclusion, with clear links between ideas.',
  linking: 'Few linking words (however, therefore, for example) connect the ideas.',
};

const FRAMES: Record<EssayKind, KindFrame> = {
  argument: ESSAY_FRAME,
  expository: ESSAY_FRAME,
  narrative: {
    needsParagraphs: true,
    needsIntroAndConclusion: true,
    // Narrative rubrics ask for an ending that reflects on the events, not for "in conclusion".
    ending: REFLECTION,
    opens: 'Opens by setting the scene.',
    ends: 'Ends by reflecting on what happened.',
    noIntro: 'The first paragraph is too short to set the scene.',
    // Advice, not a verdict: a story may reflect earlier, in words no list foresees.
    noEnding: 'The ending could say what the events meant or what was learned from them.',
    shortParagraphsAreThin: false,
    fewParagraphs: 'a story reads more easily with a new paragraph for each scene, change of time or speaker.',
    wellOrganised: (paragraphs) =>
      `The story is well organised: ${countOf(paragraphs, 'paragraph')}, with clear links between events.`,
    linking: 'Few linking words (meanwhile, however, finally) connect the events.',
  },
  // A letter opens with its greeting and closes with its sign-off (neither is judged as prose):
  // it is asked for no introduction or conclusion, and a short paragraph is a letter's way.
  letter: {
    needsParagraphs: true,
    needsIntroAndConclusion: false,
    ending: CONCLUSION_MARKER,
    opens: '',
    ends: '',
    noIntro: '',
    noEnding: '',
    shortParagraphsAreThin: false,
    fewParagraphs: 'a letter reads more easily with a new paragraph for each thing it tells or asks.',
    wellOrganised: (paragraphs) =>
      `The letter is well organised: ${countOf(paragraphs, 'paragraph')}, with clear links between ideas.`,
    linking: 'Few linking words (also, however, because) connect the ideas.',
  },
  'source-response': {
    needsParagraphs: false,
    needsIntroAndConclusion: false,
    ending: CONCLUSION_MARKER,
    opens: '',
    ends: '',
    noIntro: '',
    noEnding: '',
    shortParagraphsAreThin: false,
    fewParagraphs: '',
    wellOrganised: (paragraphs) =>
      `The response is well organised: it answers in ${countOf(paragraphs, 'paragraph')}, with clear links between ideas.`,
    linking: 'Few linking words (however, therefore, for example) connect the ideas.',
  },
};

/**
 * A case argued in a letter is organised as an argument is (its position, its reasons in order, a
 * close), in a letter's paragraphs: two short ones say it, and one is how letters pages often print it.
 */
const ARGUED_LETTER_FRAME: KindFrame = {
  ...ESSAY_FRAME,
  fewParagraphs: 'a letter reads more easily with a new paragraph for each reason it gives.',
  wellOrganised: (paragraphs) =>
    `The letter is well organised: ${countOf(paragraphs, 'paragraph')}, its position first, with clear links between ideas.`,
};

/** The closing sentences of a one-paragraph letter where it restates its position or appeals to the reader. */
const LETTER_CLOSING_SENTENCES = 2;

/** Whether a one-paragraph letter closes on its position ("I believe …", "in conclusion") or an appeal to the reader. */
function closesOnPositionOrAppeal(layout: EssayLayout): boolean {
  const closing = (layout.sentencesByParagraph.at(-1) ?? []).slice(-LETTER_CLOSING_SENTENCES);
  return closing.some(
    (sentence) =>
      CLOSING_APPEAL.test(sentence.text) ||
      CONCLUSION_MARKER.test(sentence.text) ||
      FIRST_PERSON_STANCE.test(sentence.text),
  );
}

/** What the structure note says where the text cannot show its paragraph breaks and nothing else is found. */
const PARAGRAPHING_UNSEEN = 'Its paragraphing is not judged: the paragraph breaks do not show in the text as received.';
/** What it says where no strength or fault of structure is found at all. */
const NOTHING_TO_NOTE = 'No strength or fault of organisation stands out.';

/**
 * Organisation: paragraphing, an introduction and a conclusion where the kind asks for them, and
 * linking words (`closingRestatesPosition`, whether the last paragraph states the position again). A
 * response to one text is a paragraph or two, not asked for an introduction and a conclusion; a story
 * is asked to set the scene and to end by reflecting, not for "in conclusion". How far the ideas are
 * developed is not read here: length is development's, and counted there once.
 */
export function analyzeStructure(
  layout: EssayLayout,
  wordCount: number,
  kind: EssayKind,
  closingRestatesPosition = false,
  arguedInLetter = false,
): StructureAnalysis {
  const frame = arguedInLetter ? ARGUED_LETTER_FRAME : FRAMES[kind];
  const paragraphs = layout.paragraphs;
  const count = paragraphs.length;
  const intro = layout.sentencesByParagraph[0] ?? [];
  const conclusion = count > 1 ? paragraphs[count - 1] : undefined;
  const essayLike = frame === ESSAY_FRAME || frame === ARGUED_LETTER_FRAME;
  // A letter argued in a single paragraph, as letters pages print them, opens on its position and
  // closes by restating it or appealing to the reader inside that paragraph: read there, not asked
  // for an introduction and a conclusion set apart as paragraphs.
  const letterInOneParagraph = arguedInLetter && count === 1;
  const hasIntro = letterInOneParagraph ? findThesis(layout) !== undefined : count > 1 && intro.length >= 2;
  // An opening paragraph is praised only where the text shows where paragraphs break; the score,
  // which reads the paragraphs as found, is unchanged.
  const introShown = hasIntro && !layout.breaksUncertain;
  // An argument's first paragraph is an introduction where it states the position; one that argues a
  // point and states none may be a body paragraph, so it is not called an introduction.
  const introCredited = introShown && (kind !== 'argument' || findThesis(layout) !== undefined);
  const signalledConclusion = conclusion !== undefined && frame.ending.test(conclusion.text);
  // An essay's last paragraph that states its position again concludes it, signpost or not.
  const restated = !signalledConclusion && essayLike && closingRestatesPosition;
  // So does one that sums up the body, naming its points or recalling what its paragraphs said.
  const summed = !signalledConclusion && !restated && essayLike && closingSumsUp(layout);
  // So does one that ends by thanking the reader or calling on them to act.
  const appeal =
    !signalledConclusion &&
    !restated &&
    !summed &&
    essayLike &&
    count > 1 &&
    (layout.sentencesByParagraph.at(-1) ?? [])
      .slice(-CLOSING_APPEAL_SENTENCES)
      .some((sentence) => CLOSING_APPEAL.test(sentence.text));
  // A story's last paragraph that draws a general lesson ("It's important to …") reflects on it.
  const lesson = !signalledConclusion && frame === FRAMES.narrative && closingDrawsALesson(layout);
  const closesLetter = letterInOneParagraph && closesOnPositionOrAppeal(layout);
  const hasConclusion = signalledConclusion || restated || summed || appeal || lesson || closesLetter;
  // A conclusion is told only where the text shows where its last paragraph begins; the score reads
  // the paragraphs as found.
  const conclusionShown = hasConclusion && !layout.breaksUncertain;
  const transitions = paragraphs.reduce((sum, paragraph) => sum + countTransitions(paragraph.text), 0);
  const transitionRate = wordCount === 0 ? 0 : (transitions / wordCount) * 100;
  // A closing line that only thanks the reader or calls on them ("Thank you for reading.") ends the
  // piece as a letter's courtesy does: it is not a point left undeveloped.
  const thin = paragraphs.filter(
    (paragraph, index) =>
      countWords(paragraph.text) < THIN_PARAGRAPH_WORDS &&
      !(index === count - 1 && count > 1 && CLOSING_APPEAL.test(paragraph.text)),
  ).length;

  const issues: string[] = [];
  const strengths: string[] = [];
  // A response may answer in one paragraph: said so (where the breaks show), not praised: any short answer does it.
  const paragraphingNote =
    !frame.needsParagraphs && count > 0 && !layout.breaksUncertain
      ? `Answers in ${countOf(count, 'paragraph')}, as a response to a text may.`
      : '';
  if (!frame.needsParagraphs) {
    // Nothing to fault or praise in a response's paragraphing.
  } else if (layout.breaksUncertain) {
    // Where the text cannot show its paragraph breaks, nothing is said of its paragraphing: neither
    // praise nor a fault the writer could not check against the essay they wrote.
  } else if (count < (arguedInLetter ? LETTER_PARAGRAPHS : FEW_PARAGRAPHS))
    issues.push(`Only ${countOf(count, 'paragraph')}: ${frame.fewParagraphs}`);
  else strengths.push(`Organised in ${count} paragraphs.`);
  if (frame.needsIntroAndConclusion) {
    // A letter in one paragraph has no introductory paragraph: it opens on its position.
    // "Opens by stating its position" only where the position is among its opening sentences.
    if (introCredited && !(letterInOneParagraph && !opensOnPosition(layout)))
      strengths.push(letterInOneParagraph ? 'Opens by stating its position.' : frame.opens);
    // A first paragraph long enough to introduce but stating no position is neither praised nor faulted.
    else if (!introShown && count >= FEW_PARAGRAPHS) issues.push(frame.noIntro);
    if (conclusionShown)
      strengths.push(
        restated
          ? 'Ends by restating its position.'
          : summed
            ? 'Ends by summing up its points.'
            : appeal
              ? 'Ends by thanking the reader or calling on them to act.'
              : closesLetter
                ? 'Closes on its position or an appeal to the reader.'
                : frame.ends,
      );
    // A last paragraph that takes a stand may conclude in words no reading of summaries finds: it is
    // neither praised nor faulted.
    else if (
      !hasConclusion &&
      !layout.breaksUncertain &&
      count >= FEW_PARAGRAPHS &&
      !(essayLike && closingStatesAPosition(layout))
    )
      issues.push(frame.noEnding);
  }
  const allText = layout.paragraphs.map((paragraph) => paragraph.text).join(' ');
  const everydayLinks = countEverydayLinks(allText);
  const everydayLinkRate = wordCount === 0 ? 0 : (everydayLinks / wordCount) * 100;
  // What is said of links counts only transitions that join the writer's ideas; the score counts all.
  const joining = paragraphs.reduce((sum, paragraph) => sum + countJoiningTransitions(paragraph.text), 0);
  const joiningRate = wordCount === 0 ? 0 : (joining / wordCount) * 100;
  const linked = joiningRate >= TRANSITION_RATE[0] && joining >= CLEAR_LINKS_MIN_WORDS;
  if (linked) strengths.push(`Uses ${countOf(joining, 'linking word')} to connect ideas.`);
  else if (everydayLinkRate >= EVERYDAY_LINK_RATE && everydayLinks >= CLEAR_LINKS_MIN_WORDS)
    strengths.push(
      `Links its ${frame === FRAMES.narrative ? 'events' : 'ideas'} with everyday words such as ${listOf(
        everydayLinkWords(allText)
          .slice(0, 2)
          .map((word) => `“${word}”`),
      )}.`,
    );
  // Formal and everyday links together: "Another obstacle…", "also" and "Although" link a text
  // that uses neither kind often enough alone. Words that put its events or points in order
  // ("then", "soon", "first") link it too: the strong points credit them, and "few linking words"
  // beside that credit would say the opposite.
  else if (
    ((everydayLinks + joining + (frame === FRAMES.narrative ? countTimeMarkers(allText) : 0)) /
      Math.max(wordCount, 1)) *
      100 <
      EVERYDAY_LINK_RATE &&
    orderMarkedBy(layout.sentencesByParagraph.flat(), kind).length === 0
  )
    issues.push(frame.linking);
  if (frame.shortParagraphsAreThin && thin > 0 && count >= FEW_PARAGRAPHS)
    issues.push(`${countOf(thin, 'paragraph')} under ${THIN_PARAGRAPH_WORDS} words; develop or merge them.`);

  const paragraphing = frame.needsParagraphs
    ? layout.breaksUncertain
      ? UNKNOWN_PARAGRAPHING
      : arguedInLetter
        ? // Against a letter's two paragraphs: one is half of them, neither credited nor faulted.
          Math.min(1, count / LETTER_PARAGRAPHS) * 100
        : (PARAGRAPH_SCORES[count] ?? (count >= FULL_PARAGRAPHS ? 100 : 0))
    : count > 0
      ? 100
      : 0;
  const introAndConclusionWeight = frame.needsIntroAndConclusion ? 0.15 : 0;
  // A story's organisation is its sequence (orienting, shifts of time, a turn, an ending), read the
  // same whether it is written in one paragraph or ten; its paragraphing is advice, not score.
  const score =
    kind === 'narrative'
      ? narrativeOrganisation(layout.sentencesByParagraph.flat()).score
      : weightedScore([
          [paragraphing, 0.25],
          [hasIntro ? 100 : 30, introAndConclusionWeight],
          [hasConclusion ? 100 : 40, introAndConclusionWeight],
          [scoreBetween(transitionRate, TRANSITION_RATE[0] / 2, TRANSITION_RATE[1]), 0.15],
        ]);
  const sentences = layout.sentencesByParagraph.flat();
  const linkedSentences = sentences.filter(
    (sentence) => countJoiningTransitions(sentence.text) + countEverydayLinks(sentence.text) > 0,
  ).length;
  // A list of points each opened by "Also" is linked loosely: "clear links" needs words that relate the ideas.
  const relating = paragraphs.reduce((sum, paragraph) => sum + countRelatingTransitions(paragraph.text), 0);
  const clearlyLinked =
    linked && relating >= CLEAR_LINKS_MIN_WORDS && linkedSentences >= sentences.length * CLEAR_LINKS_MIN_SENTENCE_SHARE;
  return {
    score,
    feedback:
      issues.length > 0
        ? `The structure needs work: ${issues[0]}`
        : // "clear links between ideas" is said only where linking words join most sentences.
          clearlyLinked && (introCredited || !frame.needsIntroAndConclusion)
          ? frame.wellOrganised(count)
          : [paragraphingNote, ...strengths].filter(Boolean).join(' ') ||
            (layout.breaksUncertain ? PARAGRAPHING_UNSEEN : NOTHING_TO_NOTE),
    specificIssues: issues,
    strengths,
  };
}

/** Whether the thesis found stands among the text's opening sentences, not after them. */
function opensOnPosition(layout: EssayLayout): boolean {
  const thesis = findThesis(layout);
  return thesis !== undefined && thesisPlacement(layout, thesis) === 'introduction';
}
