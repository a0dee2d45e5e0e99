import type { ArgumentClarity } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { scoreBetween, weightedScore } from '../score';
import { countOf, singleLine } from '../wording';
import type { EssayKind } from './essay-kind';
import { expectsThesis, kindLabel } from './essay-kind';
import type { EssayLayout } from './essay-layout';
import {
  craftStrengths,
  reflectionStrength,
  sentenceBackingAClaim,
  sentenceExplaining,
  shownWords,
} from './essay-strengths';
import { mentionsOrConcedes, weighsAndAnswers } from './opposing-views';
import { quotedSupport } from './quoted-support';
import {
  dangles,
  explainingSentences,
  offersExample,
  paragraphBacksClaims,
  restatingSentences,
  substantiveExplanations,
} from './reasoning-evidence';
import { answerReasonedFor, statedAnswer } from './response-answer';
import { takesASide } from './stance-reading';
import {
  closingTurnsAgainst,
  findThesis,
  laterPosition,
  laterPositionNote,
  NO_STATED_POSITION,
  thesisPlacement,
} from './thesis';

const SUPPORT =
  /\b(?:because|for\s+example|for\s+instance|such\s+as|evidence|research|studies|according\s+to|data|statistics|shows?\s+that|since)\b|\d+(?:\.\d+)?\s*(?:%|percent)/giu;
const HAS_SUPPORT = new RegExp(SUPPORT.source, 'iu');
const UNSUPPORTED_PARAGRAPH_WORDS = 40;
/** Words of the sentence shown for an opposing view answered: enough to find it in the essay. */
const SHOWN_VIEW_WORDS = 25;
export function analyzeArgument(
  layout: EssayLayout,
  sentences: readonly Sentence[],
  wordCount: number,
  kind: EssayKind = 'argument',
  question?: string,
): ArgumentClarity {
  // A story or a report is not asked to take a side: no thesis or opposing view is demanded of it.
  const arguing = expectsThesis(kind);
  const thesis = arguing ? findThesis(layout) : undefined;
  // A response is asked a question: the answer it opens with is shown where a thesis would be.
  const answer = kind === 'source-response' ? statedAnswer(layout, question) : undefined;
  const supportCount = sentences.reduce((sum, sentence) => sum + supportIn(sentence, thesis).length, 0);
  const supportRate = wordCount === 0 ? 0 : (supportCount / wordCount) * 100;
  // A view is considered where it is granted and answered: one only named is reported, not weighed.
  const counter = sentences.find((_, index) => weighsAndAnswers(sentences, index));
  const body = layout.sentencesByParagraph.slice(1, -1);
  const unsupported = body
    .map((paragraphSentences, index) => ({ paragraphSentences, number: index + 2 }))
    .filter(
      ({ paragraphSentences }) =>
        countWords(paragraphSentences.map((sentence) => sentence.text).join(' ')) >= UNSUPPORTED_PARAGRAPH_WORDS &&
        !paragraphSentences.some((sentence) => HAS_SUPPORT.test(sentence.text)) &&
        !paragraphBacksClaims(paragraphSentences),
    );

  const logicalGaps: string[] = [];
  const strongPoints: string[] = [];
  const later = arguing && !thesis ? laterPosition(layout) : undefined;
  const turned = thesis ? closingTurnsAgainst(layout, thesis) : undefined;
  if (turned)
    logicalGaps.push(
      `The conclusion (“${singleLine(evidenceFrom(turned).quote)}”) takes the other side from the introduction: argue one position throughout.`,
    );
  else if (thesis) strongPoints.push(clearPositionPraise(thesisPlacement(layout, thesis)));
  else if (later) logicalGaps.push(laterPositionNote(later));
  // A stance may be implied by the reasons the introduction gives without being stated: the gap is
  // the missing statement, which is true whether the stance is implied or absent. Said only where no
  // sentence so much as takes a side: a position put in words the thesis reading does not know is
  // still stated, and "no position" beside it would be false.
  else if (arguing && !sentences.some((sentence) => takesASide(sentence.text))) logicalGaps.push(NO_STATED_POSITION);
  // A story moves by events, not claims.
  for (const { number } of kind === 'narrative' ? [] : unsupported)
    logicalGaps.push(`Paragraph ${number} makes claims without a reason or an example.`);
  if (counter && arguing)
    strongPoints.push(`Considers an opposing view and answers it, as in “${shownWords(counter, SHOWN_VIEW_WORDS)}”.`);
  // "No opposing view" only where no sentence so much as speaks of what others hold: a view may be
  // granted or answered in more ways than any reading finds, and where one is spoken of, neither
  // praise nor fault can be checked, so neither is said.
  else if (arguing && !sentences.some((sentence) => mentionsOrConcedes(sentence.text)))
    logicalGaps.push('No opposing view is considered.');
  // A story's "because" tells why something happened; it backs no claim. No count: reasons come in
  // more shapes than the words found, so the words are named, not how many there are.
  // Credited only where reasons bring something of their own (or examples are offered): a lone
  // "because it is bad" or a narrative "So…" backs no claim.
  // Each is shown by the sentence that does it, so the reader can check the praise: a reason that
  // only asserts the claim again ("because it is better") or a line no one can follow shows nothing.
  const substantive = substantiveExplanations(sentences);
  const offersExamples = sentences.some((sentence, index) => offersExample(sentence, sentences[index - 1]));
  // The claim reasoned for (the thesis, or the answer a response opens with) is never its own reason.
  const claim = thesis ?? (kind === 'source-response' ? answerReasonedFor(layout, question) : undefined);
  const backing = kind === 'narrative' ? undefined : sentenceBackingAClaim(sentences, claim, { question });
  const explaining = kind === 'narrative' ? undefined : sentenceExplaining(sentences, claim, { question });
  if (backing && (substantive >= 2 || offersExamples))
    strongPoints.push(`Backs claims with reasons or examples, as in “${shownWords(backing)}”.`);
  // Saying what a detail symbolises or leads to explains as "because" does: the critical-thinking
  // note credits it, so the strong points do too, where it is done more than once (one line that
  // restates the story in other words is a paraphrase, not a habit of explaining).
  else if (explaining && substantive >= 2)
    strongPoints.push(`Explains what its points mean or why they matter, as in “${shownWords(explaining)}”.`);
  // A story's thinking is its reflection: the strength a story rubric names where an argument's is its reasons.
  const reflection = kind === 'narrative' ? reflectionStrength(sentences) : undefined;
  if (reflection) strongPoints.push(reflection);
  // A story's quotation marks hold dialogue; elsewhere they hold evidence, explained or not.
  // Only quotations that support a point: not one that is most of the answer, nor one a closing
  // line first brings in. The sentence that quotes and explains is shown, so the praise can be checked.
  const support = kind === 'narrative' ? { explained: 0 } : quotedSupport(sentences);
  // Where more reasons say the claim or the quotation again than add to it, the critical-thinking
  // note says so: "says what it shows" beside it would praise what the same analysis faults.
  const mostlyRestated = restatingSentences(sentences) > explainingSentences(sentences);
  if (support.explained > 0 && support.shown && !mostlyRestated)
    strongPoints.push(
      `Quotes its evidence and says what it shows, as in “${shownWords(support.shown)}” (${countOf(support.explained, 'quotation')} explained).`,
    );

  // A story's order and dialogue are its craft; elsewhere they are named only where nothing else is.
  if (kind === 'narrative' || strongPoints.length === 0) strongPoints.push(...craftStrengths(sentences, kind));

  const score = arguing
    ? argumentScore(
        thesis ? 'introduction' : later ? 'later' : 'none',
        supportRate,
        counter !== undefined,
        body.length,
        unsupported.length,
      )
    : weightedScore([
        [scoreBetween(supportRate, 0.1, 1), 0.6],
        [body.length === 0 ? 50 : 100 - (unsupported.length / body.length) * 60, 0.4],
      ]);
  return {
    score,
    thesisText: (thesis ?? answer) ? singleLine(evidenceFrom((thesis ?? answer) as Sentence).quote) : null,
    feedback: answer
      ? `Read as ${kindLabel(kind)}: the answer it opens with stands for a thesis; ideas are judged by the reasons, details and examples that develop it.`
      : !arguing
        ? `Read as ${kindLabel(kind)}: no thesis is expected; ideas are judged by the reasons, details and examples that develop them.`
        : thesis
          ? thesisNote(thesisPlacement(layout, thesis), logicalGaps[0])
          : 'State your position in one clear sentence at the end of the introduction, then support it in each paragraph.',
    logicalGaps,
    strongPoints,
    ...((thesis ?? answer) ? { thesisEvidence: evidenceFrom((thesis ?? answer) as Sentence) } : {}),
  };
}

/** Where the thesis found stands, as a strong point: a position after an opening of context is still clear. */
function clearPositionPraise(placement: 'introduction' | number): string {
  if (placement === 'introduction') return 'The introduction states a clear position.';
  return placement > 1
    ? `States a clear position in paragraph ${placement}, after an opening that leads up to it.`
    : 'States a clear position after its opening sentences.';
}

/**
 * The thesis line, true of where the thesis stands: "stated in the introduction" only where it is
 * there; a thesis after an opening of context is told where it comes, with the first gap found.
 */
function thesisNote(placement: 'introduction' | number, gap: string | undefined): string {
  const rest = gap ? `, but ${lowerFirst(gap)}` : ' and supported throughout.';
  if (placement === 'introduction') return `The thesis is stated in the introduction${rest}`;
  const where = placement > 1 ? `in paragraph ${placement}` : 'after the opening sentences';
  const also = gap ? ` Also, ${lowerFirst(gap)}` : '';
  return `The thesis comes ${where}, not in the introduction: state it at the end of the introduction so the reader knows your position from the start.${also}`;
}

/** A position stated late is a position, though not where a reader looks for it first. */
const POSITION_SCORE = { introduction: 100, later: 60, none: 30 } as const;

function argumentScore(
  thesis: keyof typeof POSITION_SCORE,
  supportRate: number,
  counter: boolean,
  bodyCount: number,
  unsupported: number,
): number {
  return weightedScore([
    [POSITION_SCORE[thesis], 0.4],
    [scoreBetween(supportRate, 0.2, 1.5), 0.35],
    [counter ? 100 : 40, 0.1],
    [bodyCount === 0 ? 50 : 100 - (unsupported / bodyCount) * 60, 0.15],
  ]);
}

/**
 * The support signals of a sentence that lead somewhere: a "because" that ends a cut-off text backs
 * nothing, and a "such as" in the thesis lists what the position covers, not an example backing it.
 */
function supportIn(sentence: Sentence, thesis?: Sentence): RegExpExecArray[] {
  return matchesOf(SUPPORT, sentence.text).filter(
    (match) => !dangles(sentence, match) && !(LISTS_ITEMS.test(match[0]) && within(sentence, match.index, thesis)),
  );
}

const LISTS_ITEMS = /^such\s+as$/iu;

/** Whether the character at `index` of the sentence lies inside the span (on the same page). */
function within(sentence: Sentence, index: number, span: Sentence | undefined): boolean {
  const offset = sentence.start + index;
  return span !== undefined && span.page === sentence.page && offset >= span.start && offset < span.end;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
