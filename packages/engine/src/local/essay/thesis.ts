// Where the essay states its position: the thesis of the introduction, a position stated only later,
// and whether the closing states it again.
import { evidenceFrom } from '../../text/evidence';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { singleLine } from '../wording';
import { contentWords } from './content-words';
import type { EssayLayout } from './essay-layout';
import { COUNTERARGUMENT } from './opposing-views';
import {
  ADDS_A_POINT,
  ADDS_A_POINT_PENALTY,
  ANNOUNCES_VIEW,
  asksForAJudgement,
  CONDITION_OPENING,
  FIRST_PERSON_STANCE,
  isStatement,
  JUDGEMENT,
  NOT_A_THESIS_OPENING,
  ownWords,
  POSITION,
  positionMarkers,
  QUESTION_OPENING,
  reportsOthersView,
  SALUTATION,
  STANCE_POINTING_BACK,
  signalsJudgement,
  signalsOwnStance,
  tellsAStory,
  turnsToOwnJudgement,
  turnsToOwnStance,
} from './stance-reading';
import { CONCLUSION_MARKER } from './transitions';

/** Where the introduction is not a paragraph of its own, it is the text's first few sentences. */
const UNPARAGRAPHED_INTRO_SENTENCES = 3;
const THESIS_MIN_WORDS = 5;
const THESIS_MAX_WORDS = 50;
const MIN_THESIS_SCORE = 2;
/** A claim that turns from a point granted outranks that point, which judged the topic as plainly. */
const TURN_BONUS = 1;
/** The gap where no sentence states the position, said so that it is true whether the stance is implied or absent. */
export const NO_STATED_POSITION =
  'No position is stated outright: at most it is implicit in the introduction; say it in one sentence.';

export function findThesis(layout: EssayLayout): Sentence | undefined {
  const paragraphs = layout.sentencesByParagraph;
  const introIsOwnParagraph = paragraphs.length > 1;
  const firstParagraph = paragraphs[0] ?? [];
  const intro = introIsOwnParagraph ? firstParagraph : unparagraphedIntro(firstParagraph);
  const inIntro = thesisAmong(intro, introIsOwnParagraph);
  if (inIntro) return inIntro;
  // An opening of context or a question may run a paragraph before the writer takes a side: a
  // position stated in the second paragraph (or the next few sentences of an unbroken text) still
  // opens the argument, and the earliest sentence there that takes one is its thesis. The closing
  // sentence of an unbroken text sums up: it is never the opening of the argument.
  const next = introIsOwnParagraph ? (paragraphs[1] ?? []) : unparagraphedIntro(firstParagraph.slice(intro.length, -1));
  const inNext = thesisAmong(next, false, true);
  if (inNext) return inNext;
  const later = laterPosition(layout);
  return later && next.includes(later.sentence) ? later.sentence : undefined;
}

/**
 * Where the thesis found stands: `introduction` where it is in the first paragraph (or, in a text
 * with no paragraph breaks, among its opening sentences), else the paragraph (counted from 1) that
 * holds it. A thesis found after an opening of context is told where it is, never "in the introduction".
 */
export function thesisPlacement(layout: EssayLayout, thesis: Sentence): 'introduction' | number {
  const paragraphs = layout.sentencesByParagraph;
  const holds = (sentences: readonly Sentence[]) => sentences.some((sentence) => overlaps(sentence, thesis));
  const firstParagraph = paragraphs[0] ?? [];
  if (holds(paragraphs.length > 1 ? firstParagraph : unparagraphedIntro(firstParagraph))) return 'introduction';
  const index = paragraphs.findIndex(holds);
  return index < 0 ? 'introduction' : index + 1;
}

/** Whether two spans of the text share a character, on the same page. */
function overlaps(sentence: Sentence, span: Sentence): boolean {
  return sentence.page === span.page && sentence.start < span.end && span.start < sentence.end;
}

/** The sentence of a passage that states the position: the best-placed one, or with `earliest` the first. */
function thesisAmong(intro: readonly Sentence[], introIsOwnParagraph: boolean, earliest = false): Sentence | undefined {
  let best: { sentence: Sentence; score: number } | undefined;
  const consider = (sentence: Sentence, score: number) => {
    if (earliest && best && best.score >= MIN_THESIS_SCORE) return;
    if (!best || score > best.score) best = { sentence, score };
  };
  // Theses tend to close the introduction, or to open the essay when stated plainly.
  const placementOf = (position: number) =>
    (introIsOwnParagraph && position === intro.length - 1 ? 1.5 : 0) + (position === 0 ? 0.5 : 0);
  intro.forEach((whole, position) => {
    const sentence = countWords(whole.text) > THESIS_MAX_WORDS ? stanceClause(whole) : whole;
    if (!sentence) return;
    // A turn such as "But I believe they are wrong" is read with the view before it, not alone.
    const previous = intro[position - 1];
    if (previous && reportsOthersView(ownWords(previous.text)) && shortRejection(sentence)) return;
    // "Should they be removed? No, I do not.": the answer is the position, read with its question.
    const answer = shortAnswer(sentence, intro[position + 1]);
    if (answer) {
      consider(joined(sentence, answer), 4 + placementOf(position + 1));
      return;
    }
    if (previous && shortAnswer(previous, sentence)) return;
    const words = countWords(sentence.text);
    if (words < THESIS_MIN_WORDS || !isStatement(sentence.text)) return;
    // "Phones are useful. But too much time on them is harmful.": with no stance of the writer's
    // before it, the contrast turns from the point granted to the claim the essay argues.
    const turn =
      turnsToOwnJudgement(sentence.text) &&
      !intro.slice(0, position).some((before) => FIRST_PERSON_STANCE.test(ownWords(before.text)));
    if (
      NOT_A_THESIS_OPENING.test(sentence.text) &&
      !turnsToOwnStance(sentence.text) &&
      !signalsOwnStance(sentence.text) &&
      !signalsJudgement(sentence.text) &&
      !turn
    )
      return;
    // The stance is read in the writer's own words: a position only quoted is someone else's.
    const own = ownWords(sentence.text).replace(SALUTATION, '');
    if (ANNOUNCES_VIEW.test(own) || tellsAStory(own)) return;
    if (reportsOthersView(own)) {
      // "Some say X. But I do not think it does.": the rejection is the position, read with what it rejects.
      const rejection = shortRejection(intro[position + 1]);
      if (rejection) consider(joined(sentence, rejection), 3 + placementOf(position + 1));
      return;
    }
    const markers = positionMarkers(own);
    const stance = (FIRST_PERSON_STANCE.test(own) ? 1 : 0) + (JUDGEMENT.test(own) ? 2 : 0);
    // Placement alone never makes a thesis: a sentence that takes no position is background.
    if (markers + stance === 0) return;
    // A reason given for a claim stated before ("The reasons why I think this are …") backs the
    // position; the sentence it points back to states it.
    const givesReasons = ADDS_A_POINT.test(sentence.text) || STANCE_POINTING_BACK.test(own);
    const score =
      markers * 2 +
      stance +
      placementOf(position) -
      (givesReasons ? ADDS_A_POINT_PENALTY : 0) +
      (turn ? TURN_BONUS : 0);
    consider(sentence, score);
  });
  const found = best as { sentence: Sentence; score: number } | undefined;
  return found && found.score >= MIN_THESIS_SCORE ? withoutGreeting(found.sentence) : undefined;
}

/** The thesis without the letter's greeting that opens its sentence ("Dear editor, I think …"). */
function withoutGreeting(sentence: Sentence): Sentence {
  const greeting = SALUTATION.exec(sentence.text)?.[0].length ?? 0;
  return greeting === 0
    ? sentence
    : { ...sentence, text: sentence.text.slice(greeting), start: sentence.start + greeting };
}

/** Words after the stance ("they are wrong", "it does") too few to state a claim without the sentence before. */
const ELLIPTIC_CLAIM_WORDS = 3;

/** "But I believe they are wrong.": a turn to the writer's stance that needs the view it rejects to be read. */
function shortRejection(next: Sentence | undefined): Sentence | undefined {
  // "I agree." after the view it answers takes that view as the writer's own.
  if (!next || !(turnsToOwnStance(next.text) || PLAIN_STANCE_OPENING.test(next.text))) return undefined;
  const stance = FIRST_PERSON_STANCE.exec(next.text);
  const claim = stance ? next.text.slice(stance.index + stance[0].length).replace(/^\s*that\b/iu, '') : '';
  return countWords(claim) <= ELLIPTIC_CLAIM_WORDS ? next : undefined;
}

/** A sentence that opens on the writer's stance ("I agree.", "I disagree with them."). */
const PLAIN_STANCE_OPENING = /^\s*I\s+(?:(?:strongly|completely|totally)\s+)?(?:agree|disagree)\b/iu;

/**
 * A yes or a no that answers the question before it ("No I do not.", "Yes, they should.", "I sure
 * do."), or an adverb that says how surely not ("Certainly not!", "Absolutely not."), spelt as the
 * writer spells it.
 */
const ANSWERS_YES_OR_NO =
  /^\s*(?:no|yes|absolutely|definitely|certainly|of\s+course|\p{L}+ly\s+not\b|I\s+(?:sure\s+|really\s+|certainly\s+|definitely\s+)?(?:do|don['’]t|do\s+not|agree|disagree)\b)/iu;
const SHORT_ANSWER_WORDS = 6;

/** The short answer that follows a question on the topic, which only the two together state. */
function shortAnswer(question: Sentence, next: Sentence | undefined): Sentence | undefined {
  const asked = ownWords(question.text);
  // "Don't you agree that computers help us?" asks for a side as "Should …?" does.
  const asksForASide =
    positionMarkers(asked) > 0 ||
    JUDGEMENT.test(asked) ||
    asksForAJudgement(asked) ||
    /\b(?:agree|think|believe)\b/iu.test(asked);
  if (!next || isStatement(question.text)) return undefined;
  // "Do teenagers need phones? No, they do not need them.": a yes or a no that says the question
  // back about its subject takes a side, however long; "Have you ever …? Yes, I have." does not.
  if (TOPIC_YES_NO_QUESTION.test(asked.replace(SALUTATION, '')) && ECHOED_ANSWER.test(next.text))
    return countWords(next.text) <= THESIS_MAX_WORDS ? next : undefined;
  if (!asksForASide) return undefined;
  return ANSWERS_YES_OR_NO.test(next.text) && countWords(next.text) <= SHORT_ANSWER_WORDS ? next : undefined;
}

/** A yes-or-no question about the topic, not about the reader or the writer ("Do teenagers need …?"). */
const TOPIC_YES_NO_QUESTION =
  /^\s*(?:do|does|should|can|will|would|are|is|must)\s+(?!(?:you|your|I|we|our|my)\b)\p{L}+/iu;
/** "No, they do not …", "Yes they should …": the answer said back about the question's subject. */
const ECHOED_ANSWER =
  /^\s*(?:no|yes)\b[\s,!]+(?:they|it|he|she|people)\s+(?:do|does|should|can|will|would|are|is|must)(?:\s*not\b|n['’]t\b)?/iu;

/** Two neighbouring sentences read as one passage. */
function joined(first: Sentence, second: Sentence): Sentence {
  const greeting = SALUTATION.exec(first.text)?.[0].length ?? 0;
  return {
    ...first,
    text: `${first.text.slice(greeting)} ${second.text}`,
    start: first.start + greeting,
    end: second.end,
  };
}

/**
 * The opening of a text with no paragraph breaks: its first few statements, with the questions that
 * open it ("Have you ever …? Did you …?") read as part of the introduction, not counted against it.
 */
function unparagraphedIntro(sentences: readonly Sentence[]): Sentence[] {
  const intro: Sentence[] = [];
  let statements = 0;
  for (const sentence of sentences) {
    if (statements >= UNPARAGRAPHED_INTRO_SENTENCES) break;
    intro.push(sentence);
    // "But I say no!" is too short to be the thesis, and an opening story ("I just finished my
    // report at home.") leads up to the position: neither uses up the introduction's sentences.
    if (
      isStatement(sentence.text) &&
      countWords(sentence.text) >= THESIS_MIN_WORDS &&
      !tellsAStory(ownWords(sentence.text))
    )
      statements++;
  }
  return intro;
}

/** A later sentence that states the position, and the paragraph (counted from 1) that holds it. */
export interface LaterPosition {
  sentence: Sentence;
  paragraph: number;
}

/**
 * Where the introduction states no position, the first later sentence that states one: the writer's
 * own stance ("No, I do not believe …", "We should keep …") or a summing-up that takes a side
 * ("Therefore … should stay"), the plainest in its paragraph. The feedback then says where the
 * position first comes, rather than that the essay takes none.
 */
export function laterPosition(layout: EssayLayout): LaterPosition | undefined {
  const paragraphs = layout.sentencesByParagraph;
  const later =
    paragraphs.length > 1
      ? paragraphs
          .slice(1)
          .flatMap((sentences, index) => sentences.map((sentence) => ({ sentence, paragraph: index + 2 })))
      : (paragraphs[0] ?? [])
          .slice(unparagraphedIntro(paragraphs[0] ?? []).length)
          .map((sentence) => ({ sentence, paragraph: 1 }));
  // The position is on the essay's topic: a sentence sharing no word with the opening is an aside
  // ("I myself am not a keen swimmer, and I think …"), however plainly it gives a view.
  const topic = topicWords((paragraphs[0] ?? []).map((sentence) => sentence.text).join(' '));
  let best: (LaterPosition & { score: number }) | undefined;
  for (const candidate of later) {
    const text = candidate.sentence.text;
    const words = countWords(text);
    if (words < THESIS_MIN_WORDS || words > THESIS_MAX_WORDS || !(isStatement(text) || opensOnOwnClaim(text))) continue;
    if (CONDITION_OPENING.test(text) || (COUNTERARGUMENT.test(text) && !turnsToOwnStance(text))) continue;
    // A closing caveat ("Of course, …", "Admittedly, …") qualifies the position; it does not state it.
    if (CAVEAT_OPENING.test(text) && !turnsToOwnStance(text)) continue;
    const own = ownWords(text);
    const ownStance = FIRST_PERSON_STANCE.test(own) || WE_SHOULD.test(own);
    const judged = positionMarkers(own) > 0 || JUDGEMENT.test(own);
    const closing = candidate.paragraph === paragraphs.length;
    // A conclusion that sums up in the writer's own voice ("In conclusion, I believe …") is on the
    // essay's topic by its place, whatever words the opening used.
    const concludesOwnStance = closing && CONCLUSION_MARKER.test(text) && ownStance;
    if (!concludesOwnStance && ![...topicWords(own)].some((word) => topic.has(word))) continue;
    // A closing sentence that takes a side ("The council should …") concludes as "Therefore …" does.
    const closingClaim = closing && paragraphs.length > 1 && (OWN_MODAL.test(own) || JUDGEMENT.test(own));
    const summingUp = (CONCLUSION_MARKER.test(text) && judged) || closingClaim;
    if (!ownStance && !summingUp) continue;
    const score = (ownStance ? 2 : 0) + (summingUp ? 2 : 0) + (judged ? 1 : 0) + (closing ? 1 : 0);
    // "Only in paragraph 3" must be true: the paragraph named is the first that states the position.
    if (!best || (candidate.paragraph === best.paragraph && score > best.score)) best = { ...candidate, score };
  }
  return best && { sentence: best.sentence, paragraph: best.paragraph };
}

/**
 * A sentence that opens on the writer's claim and ends on a question of its own ("We should keep it,
 * because where else would they go?"): the claim is stated before the question is asked.
 */
function opensOnOwnClaim(text: string): boolean {
  return !QUESTION_OPENING.test(text) && (WE_SHOULD.test(text) || /^\s*I\s+(?:think|believe)\b/iu.test(text));
}

/** A concession or a limit that opens a sentence: a caveat on the position, not the position. */
const CAVEAT_OPENING = /^\s*(?:of\s+course|admittedly|granted|although|though|even\s+so|to\s+be\s+fair)\b/iu;

/** The writer's side stated for all ("We should keep …", "So we must …"). */
const WE_SHOULD = /^\s*(?:so\s+|and\s+|then\s+)?we\s+(?:should|must|need\s+to|ought\s+to)\b/iu;

/** Short words that name no topic: "zoo" and "bus" do, "the" and "you" do not. */
const SHORT_FUNCTION_WORDS = new Set(
  'the and but for not you are was has had his her its our can did who how why all any one two out now get got say see yes too may own off way new old day'.split(
    ' ',
  ),
);

/** The words that can name a topic: the content words, and three-letter nouns such as "zoo" or "bus". */
function topicWords(text: string): Set<string> {
  const short = matchesOf(/\b\p{L}{3}\b/gu, text.toLowerCase())
    .map((match) => match[0])
    .filter((word) => !SHORT_FUNCTION_WORDS.has(word));
  return new Set([...contentWords(text), ...short]);
}

/** What the writer is told when the position comes only after the introduction. */
export function laterPositionNote(later: LaterPosition): string {
  const where = later.paragraph > 1 ? `only in paragraph ${later.paragraph}` : 'only after the opening sentences';
  return `The position comes ${where} (“${singleLine(evidenceFrom(later.sentence).quote)}”), not in the introduction: state it at the start.`;
}

/**
 * A modal that states what ought to be done ("Towns should paint cycle lanes, because …"): a
 * position in a long sentence even without "I think", where it opens the sentence's own claim.
 */
const OWN_MODAL = /\b(?:should(?:n['’]t)?|must(?:n['’]t)?|ought\s+to)\b/iu;

/** Where a clause of a run-on sentence ends: a comma, semicolon or colon. */
const CLAUSE_END = /[,;:]/gu;

/**
 * A run-on sentence (over 50 words) holds a thesis only where the writer states a position outright
 * in it ("…is that I think they are good for the town, for …"): the sentence up to the end of that
 * clause, so the thesis quoted is the claim, not the list of reasons that runs on after it. A run-on
 * with no outright stance is too loose to be read as one.
 */
function stanceClause(sentence: Sentence): Sentence | undefined {
  const stance =
    FIRST_PERSON_STANCE.exec(sentence.text) ?? JUDGEMENT.exec(sentence.text) ?? OWN_MODAL.exec(sentence.text);
  if (!stance) return undefined;
  const stanceEnd = stance.index + stance[0].length;
  // A clause too short to be a thesis ("I think they should,") runs on to the next clause end.
  const clauseEnd = matchesOf(CLAUSE_END, sentence.text).find(
    (match) => match.index >= stanceEnd && countWords(sentence.text.slice(0, match.index)) >= THESIS_MIN_WORDS,
  )?.index;
  // The earliest clause start that keeps the thesis within a sentence's length of the stance.
  const clauseStart =
    [
      0,
      ...matchesOf(CLAUSE_END, sentence.text)
        .filter((match) => match.index < stance.index)
        .map((match) => match.index + 1),
    ].find((start) => countWords(sentence.text.slice(start, stance.index)) <= THESIS_MAX_WORDS) ?? stance.index;
  const from = clauseStart + (/^\s*/u.exec(sentence.text.slice(clauseStart))?.[0].length ?? 0);
  const to = clauseEnd ?? sentence.text.length;
  return { ...sentence, text: sentence.text.slice(from, to), start: sentence.start + from, end: sentence.start + to };
}

/** Content words a closing sentence shares with the thesis for it to state the position again. */
const MIN_SHARED_WORDS = 2;

/**
 * A last paragraph that states the writer's position again, in words of the thesis (or of the
 * introduction where no thesis was found), concludes the argument as rubrics ask, whether or not it
 * opens with "in conclusion".
 */
export function closingRestatesPosition(layout: EssayLayout, thesis: Sentence | undefined): boolean {
  const paragraphs = layout.sentencesByParagraph;
  if (paragraphs.length < 2) return false;
  const closing = paragraphs.at(-1) ?? [];
  const opening = thesis ? thesis.text : (paragraphs[0] ?? []).map((sentence) => sentence.text).join(' ');
  const opened = contentWords(opening);
  return closing.some((sentence) => {
    if (
      !(
        FIRST_PERSON_STANCE.test(sentence.text) ||
        JUDGEMENT.test(sentence.text) ||
        [...matchesOf(POSITION, sentence.text)].length > 0
      )
    )
      return false;
    return [...contentWords(sentence.text)].filter((word) => opened.has(word)).length >= MIN_SHARED_WORDS;
  });
}

/**
 * The side a sentence takes on its claim: a negated modal or stance ("should not", "can't", "I do
 * not think") takes the other side from the same claim stated plainly. "No" and "never" are left
 * out: "no student should have one" and "students should not have one" take the same side.
 */
const NEGATED_CLAIM =
  /\b(?:should|must|can|could|would|will|do|does|is|are)\s*(?:not\b|n['’]t\b)|\b(?:shouldn['’]t|mustn['’]t|can['’]t|won['’]t|don['’]t|doesn['’]t|isn['’]t|aren['’]t)\b|\bcannot\b|\bI\s+(?:do\s+not|don['’]t)\s+(?:think|believe|agree)\b/iu;

/**
 * The concluding sentence that states the thesis's claim, in its words, on the other side ("…
 * should not ban homework" against "… should ban homework"): the essay argues against the position
 * it opened with, so the position is not clear.
 */
export function closingTurnsAgainst(layout: EssayLayout, thesis: Sentence): Sentence | undefined {
  const paragraphs = layout.sentencesByParagraph;
  if (paragraphs.length < 2) return undefined;
  const opened = contentWords(thesis.text);
  const thesisNegated = NEGATED_CLAIM.test(ownWords(thesis.text));
  return (paragraphs.at(-1) ?? []).find((sentence) => {
    const own = ownWords(sentence.text);
    if (matchesOf(POSITION, own).length === 0 && !FIRST_PERSON_STANCE.test(own)) return false;
    if (COUNTERARGUMENT.test(own) || CONDITION_OPENING.test(own)) return false;
    const shared = [...contentWords(own)].filter((word) => opened.has(word)).length;
    return shared >= MIN_SHARED_WORDS + 1 && NEGATED_CLAIM.test(own) !== thesisNegated;
  });
}
