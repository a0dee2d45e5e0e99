import type { CriticalThinking } from '@doclens/api';
import type { Sentence } from '../../text/sentences';
import { scoreBetween, weightedScore } from '../score';
import { listOf } from '../wording';
import { type EssayKind, expectsThesis, kindNoun } from './essay-kind';
import {
  arguesInOwnVoice,
  REFLECTION_QUOTE_MAX_WORDS,
  shownReason,
  shownReasoning,
  shownReflection,
  shownWords,
} from './essay-strengths';
import { mentionsOrConcedes, weighsAndAnswers, weighsOtherView } from './opposing-views';
import { withoutQuotationsInSentence } from './quotations';
import {
  explainingSentences,
  explainingWords,
  quotes,
  reasonsTiedToEvidence,
  reflects,
  restatingSentences,
  restatingWords,
  substantiveExplanations,
} from './reasoning-evidence';
import { ownReadings } from './response-readings';

/**
 * Critical thinking is named among the grade's strongest parts only with at least this many
 * explanations that bring a reason of their own: one "because" is a reason given once, not a habit.
 */
export const SEVERAL_EXPLANATIONS = 3;

/**
 * A claim held to what is true: a hedge ("may", "maybe", "probably"), a limit on how often
 * ("often", "sometimes", "in some cases") or on how many ("some, but not all", "not all", "most
 * students"). "Most" limits only as a quantifier before a plural or "of" ("most of them"), not in a
 * superlative ("the most famous"). "Could" is left out: it tells mostly of what someone was able to
 * do ("you could tell"), not of how far a claim holds. A claim held to a condition qualifies it too
 * ("If a family keeps bees, it can save money", "Bees could help if the hives are kept apart"): a
 * condition with "can", "could", "may" or "might" says when the claim holds. An indirect question
 * ("I wonder if it can") asks, and "if you will" is a figure of speech: neither qualifies; nor does
 * an "if" joined on by "and" ("they faced the cold and if they can keep warm"), which hangs on no
 * claim of its own. "As long as", "unless", "almost" and "a chance" (not "a chance to", an opportunity) set the limit of a claim in so
 * many words. A modal that belongs to the condition itself ("if you can't get there, …") limits
 * nothing the writer claims; "maybe even" adds a worse case, and "in many ways" widens a claim.
 * A condition of what someone wants or needs ("if I want to see a country, I can look it up", "if
 * pupils need facts, they can find them") tells a use, an example of the claim, not when it holds;
 * so does a case brought in as one ("like if you live abroad, you can …", "for example, if …").
 */
const WISH_OR_NEED = String.raw`(?:\s+[\p{L}'’]+){1,3}?\s+(?:want|wants|wanted|need|needs|needed|wish|wishes|wished|would\s+like|feel\s+like)\b`;
const NUANCE = new RegExp(
  String.raw`(?<!\b(?:wonder(?:s|ed|ing)?|ask(?:s|ed|ing)?|know|knew|see|saw|sure|doubt(?:s|ed)?|and|like|example,?|instance,?)\s+)\bif\b(?!\s+you\s+will\b)(?!\s+(?:you|we|they|he|she|it|I|people|someone|anyone)\s+(?:can|could|may|might)\b)(?!${WISH_OR_NEED})[^.!?]{1,80}?\b(?:can|could|may|might)\b|\b(?:can|could)\b[^.!?]{1,80}?\bif\b(?!\s+you\s+will\b)(?!${WISH_OR_NEED})|\b(?:(?:may|might|maybe|perhaps|possibly)(?!\s+even\b)|probably|likely|unlikely|(?<!\b(?:more|less)\s)often|sometimes|usually|generally|mostly|rarely|seldom|not\s+(?:always|all|every)|but\s+not\s+(?:all|always|every)|in\s+(?:some|most|certain)\s+(?:cases|ways|situations)|in\s+many\s+(?:cases|situations)|as\s+long\s+as|unless|almost|nearly|(?:a|some)\s+(?:good\s+|small\s+|slight\s+)?chance(?!\s+to\b)|to\s+some\s+(?:extent|degree)|depends\s+on|tends?\s+to|(?<!\b(?:the|at)\s)most\s+(?:of\b|people\b|\p{L}+(?<!ous|ss|us|is)s\b))\b`,
  'iu',
);

/** A sentence that opens by listing cases or offering an example: "Such as …", "For example, …", "Like …". */
const OPENS_ON_CASES = /^\s*["“]?(?:such\s+as|for\s+(?:example|instance)|like|e\.g\.)\b/iu;

/** A sentence that goes on with the one before: "But …", "And …", "Also …", "Then …". */
const CARRIES_ON = /^\s*(?:but|and|also|then|yet|however)\b/iu;

/** Whether the sentence carries straight on from one that offers an example. */
function continuesAnExample(sentences: readonly Sentence[], sentence: Sentence): boolean {
  const before = sentences[sentences.indexOf(sentence) - 1];
  return before !== undefined && OPENS_ON_CASES.test(before.text) && CARRIES_ON.test(sentence.text);
}

/** Words of the sentence quoted as the writer's reasoning: enough to find it in the essay. */
const SHOWN_REASON_WORDS = 20;
/** Words of a sentence quoted for a view weighed or a claim qualified: enough to find it. */
const SHOWN_SIGN_WORDS = 15;

/**
 * "Explains why" tells of a habit: it needs at least this many sentences that explain with a reason
 * of their own. One is a reason given, and the note says so.
 */
const HABIT_OF_EXPLAINING = 2;

/**
 * The least an essay scores when a sentence a reader can check gives a reason of its own: a score
 * of 0 beside a reason given would say the essay does not reason at all.
 */
const REASON_GIVEN_MIN_SCORE = 30;

/** The most that reasoning words earn when no reason is tied to a quotation or an example. */
const UNTIED_REASONS_MAX_SCORE = 80;
/**
 * The most a response to a text earns when no reason is tied to a quotation, a reported detail or
 * an example: its rubric asks for details of the text, and reasons that name none ("happy because
 * they are together") are generic, whatever reasoning words join them.
 */
const UNTIED_READING_MAX_SCORE = 60;

/** The most an essay earns when more of its reasons restate the claim or quotation than add to it. */
const RESTATED_REASONS_MAX_SCORE = 60;

/**
 * The most a piece earns (not a story, whose thinking is its reflection) when a single sentence
 * explains: one reason is thin reasoning, however short the piece.
 */
const SINGLE_REASON_MAX_SCORE = 70;

/** The most an essay earns (not a story) when no reasoning word brings a reason of its own. */
const NO_REASON_MAX_SCORE = 40;

/** The critical-thinking result and what to do when it is the weakest part of the grade. */
export interface CriticalThinkingAssessment {
  result: CriticalThinking;
  /** Advice for what the essay lacks only: it never asks for what the note says the essay does. */
  advice: string;
  /** Whether the note finds nothing to criticise, so the part may be named among the grade's strongest. */
  praised: boolean;
}

/**
 * Only an argument is asked to weigh other views; a story is asked to reflect on what happened and,
 * making no claims, is not told about qualifying them. The score and every note come from the same
 * sentences: reasoning is every way of explaining the notes credit, not a shorter list. The question
 * asked, when known, tells which sentences only say it back.
 */
export function analyzeCriticalThinking(
  sentences: readonly Sentence[],
  kind: EssayKind,
  question?: string,
  position?: Sentence,
): CriticalThinkingAssessment {
  const weighsViews = expectsThesis(kind);
  const total = Math.max(1, sentences.length);
  const share = (holds: (sentence: Sentence) => boolean) => sentences.filter(holds).length / total;
  const explaining = explainingSentences(sentences);
  const reasoning = explaining / total;
  const restating = restatingSentences(sentences);
  const mostlyRestated = restating > explaining;
  // A view is weighed only where it is granted AND answered: one only named is reported, not weighed.
  const answered = weighsViews ? sentences.filter((_, index) => weighsAndAnswers(sentences, index)) : [];
  const grantsAView = weighsViews && sentences.some((sentence) => weighsOtherView(sentence.text));
  const counter = weighsViews ? answered.length / total : share(reflects);
  // A hedge inside a quotation is the source's: only the writer's own words qualify the writer's claims.
  const qualifying = sentences.filter((sentence) => NUANCE.test(withoutQuotationsInSentence(sentence.text)));
  const nuance = qualifying.length / total;
  // The claim shown as qualified is one the writer argues: not a finding reported or a question asked.
  // A hedge inside another's view ("some might not agree") limits that view, not the writer's claim.
  // A list of cases ("Such as: …, sometimes …") or an example offered tells a case, not a claim held to its limits.
  // A sentence that carries on an example ("For example, a call abroad costs a lot. But a website
  // is free.") tells the other side of the case, not a limit on a claim.
  const qualified = qualifying.find(
    (sentence) =>
      arguesInOwnVoice(sentence) &&
      !mentionsOrConcedes(sentence.text) &&
      !OPENS_ON_CASES.test(sentence.text) &&
      !continuesAnExample(sentences, sentence),
  );
  // A story reasons by reflecting on events, not by quoting or giving examples. Untied reasons only cap
  // the score: no note says none is tied, since an example or an unmarked quotation is not always seen.
  const tied = kind === 'narrative' || reasonsTiedToEvidence(sentences);
  const words = explainingWords(sentences)
    .slice(0, 2)
    .map((word) => `“${word}”`);
  // The notes credit only explanations that bring a reason of their own; the score (part of the
  // grade) reads every reasoning word, as before.
  const substantive = substantiveExplanations(sentences);
  // "Explains why" is shown by a sentence the reader can check, the one the strong points quote: a
  // reason linked to a claim, argued in the writer's own voice, in a sentence a reader can follow.
  // The position is the claim reasoned for, never shown as a reason for itself.
  const shown = shownReasoning(sentences, position, question);
  // The sentence a note shows for "explains why" or "gives a reason" gives one: never an example alone.
  // In a story, a sentence that tells what happened gives the plot's cause, not the writer's reason.
  const reason = shownReason(sentences, position, { events: kind !== 'narrative', question });
  const readings = ownReadings(sentences, question);
  // Most of the explaining sentences must bring a reason of their own, and one at least be the
  // writer's own reading (not the question said back or the plot retold), for the note to say so.
  const explainsOften =
    reasoning > 0.1 &&
    substantive >= HABIT_OF_EXPLAINING &&
    substantive * 2 >= explaining &&
    reason !== undefined &&
    (kind === 'narrative' || readings > 0);
  // A piece that only retells ("So they got in the boat. So they went home.") uses reasoning words
  // but gives no reason: the score may not stand high beside a note saying so. A story is left out:
  // its thinking is its reflection, which the score weighs on its own.
  const reasonless = kind !== 'narrative' && substantive === 0;
  // A story's reasoning is read from every reasoning word, beside its reflection. Any other piece is
  // scored on its own readings: reasons that add to the point, not the question said back or the
  // plot retold with its causes.
  const scored = kind === 'narrative' ? reasoning : readings / total;
  const capped = Math.min(
    criticalThinkingScore(kind, scored, counter, nuance),
    tied ? 100 : kind === 'source-response' ? UNTIED_READING_MAX_SCORE : UNTIED_REASONS_MAX_SCORE,
    mostlyRestated ? RESTATED_REASONS_MAX_SCORE : 100,
    reasonless ? NO_REASON_MAX_SCORE : 100,
    kind !== 'narrative' && explaining <= 1 ? SINGLE_REASON_MAX_SCORE : 100,
    // Reasons no sentence shows argued (vague, reported or garbled) are thin reasoning, as one is.
    kind !== 'narrative' && shown === undefined ? SINGLE_REASON_MAX_SCORE : 100,
  );
  const score = reason !== undefined && substantive > 0 ? Math.max(capped, REASON_GIVEN_MIN_SCORE) : capped;
  const notes = [
    // A story's thinking is its reflection: the "because" of a story tells why something happened in
    // it ("we went home because it was late"), which is the plot, not the writer's thinking.
    kind === 'narrative' && !reason ? undefined : reasoningNote(),
    kind === 'narrative' ? reflectionNote(sentences) : undefined,
    // "Often" needs two restated reasons at least; "the quotation" an essay that quotes; the words
    // repeated after are named, so the reader can find them.
    mostlyRestated && restating >= 2 ? repeatsNote(sentences) : undefined,
    weighsViews
      ? answered[0]
        ? `weighs other views, as in “${shownWords(answered[0], SHOWN_SIGN_WORDS)}”`
        : // Said only where no other view is so much as spoken of or granted (as the argument's gap is).
          sentences.some((sentence) => mentionsOrConcedes(sentence.text))
          ? undefined
          : 'does not weigh other views'
      : undefined,
    // Only a qualification found is told: claims are held to what is true in more ways than any
    // list of words reads ("there is a chance", "in a sense"), so "qualifies no claim" cannot be
    // checked against the essay and is never said.
    ...(weighsViews && qualified ? [`qualifies some claims, as in “${shownWords(qualified, SHOWN_SIGN_WORDS)}”`] : []),
  ].filter((note) => note !== undefined);
  const missing = [
    !explainsOften ? (weighsViews ? 'explain why each point matters' : 'explain why the events or facts matter') : '',
    weighsViews && answered.length === 0
      ? grantsAView
        ? 'answer the other view you grant with a reason of your own'
        : 'weigh other views'
      : '',
    weighsViews && nuance === 0 ? 'qualify claims that hold only sometimes' : '',
    kind === 'narrative' && counter === 0 ? 'say what you learned from the events' : '',
    kind === 'letter' && !explainsOften ? 'say why what you tell or ask matters to the reader' : '',
  ].filter(Boolean);
  const advice =
    missing.length > 0
      ? `${capitalise(listOf([...new Set(missing)]))}.`
      : weighsViews
        ? 'Weigh other views more often and qualify more claims.'
        : 'Reflect a little more on why the events or facts matter.';
  // Each note has its own "it": the first may hold a comma of its own.
  return {
    result: { score, feedback: `The ${kindNoun(kind)} ${notes.join('; it ')}.` },
    advice,
    praised: missing.length === 0 && !mostlyRestated && substantive >= SEVERAL_EXPLANATIONS,
  };

  /**
   * What the essay's reasons do, shown by a sentence that gives one. No count: reasons come in more
   * clause shapes than any reading finds, so "only 2 of 14" could be false. A linking word alone
   * shows no reason a reader can check; where no sentence shows one, or the score (the writer's own
   * readings) finds none, no reason is credited.
   */
  function reasoningNote(): string {
    if (explainsOften && reason) return `explains why, as in “${shownWords(reason, SHOWN_REASON_WORDS)}”`;
    const more = 'could say more often why a point matters or what a detail shows';
    // One reason is told as found: "could say more often" would fault a short answer for its length.
    if (substantive > 0 && reason && score > 0)
      return substantive >= HABIT_OF_EXPLAINING
        ? `gives reasons in places, as in “${shownWords(reason, SHOWN_REASON_WORDS)}”, but ${more}`
        : `gives a reason, as in “${shownWords(reason, SHOWN_REASON_WORDS)}”`;
    if (substantive > 0 && shown && score > 0)
      return `backs a point with an example, as in “${shownWords(shown, SHOWN_REASON_WORDS)}”, but ${more}`;
    if (substantive === 0 && reasoning > 0)
      return `uses reasoning words${words.length > 0 ? ` (${words.join(' and ')})` : ''} but gives no reason that adds to the point: say why a point matters or what a detail shows`;
    return more;
  }
}

/** A story's reflection, shown by the sentence that makes it. */
function reflectionNote(sentences: readonly Sentence[]): string {
  const shown = shownReflection(sentences);
  if (shown) return `reflects on what happened, as in “${shownWords(shown, REFLECTION_QUOTE_MAX_WORDS)}”`;
  // A reflection found in a line too long or garbled to quote whole is still one made.
  if (sentences.some(reflects)) return 'reflects on what happened in places';
  const more = 'could say more about what the events meant or what was learned from them';
  // A closing verdict ("It was worth the wait.") is what the writer made of the events: told as
  // found, so "could say more" reads as asking for more, not as if the story drew nothing.
  const verdict = sentences.slice(-CLOSING_SENTENCES).find((sentence) => CLOSING_VERDICT.test(sentence.text));
  return verdict ? `ends on a verdict, “${shownWords(verdict, REFLECTION_QUOTE_MAX_WORDS)}”, but ${more}` : more;
}

/** The closing sentences of a story where its verdict on the events stands. */
const CLOSING_SENTENCES = 2;
/**
 * A verdict on the whole experience: "worth it", "worth the wait", "the best day of my life", "a
 * great time". It judges the events without saying what made them so, which reflection would.
 */
const CLOSING_VERDICT =
  /\b(?:worth\s+(?:it|the\s+(?:wait|waiting|trouble|effort))|the\s+(?:best|worst)\s+(?:day|time|night|trip|moment|experience|summer|birthday)|(?:a|an)\s+(?:great|good|bad|fun|amazing|awful|terrible|wonderful)\s+(?:day|time|night|trip|experience))\b/iu;

/**
 * The score weighs exactly what the note speaks of, so a note that credits the writer's reasoning
 * never sits beside a low score earned on something no note names. Full marks when about one
 * sentence in seven reasons, one in twelve weighs another view (or, in a story, reflects) and one
 * in ten qualifies a claim. Only an argument is judged on views and qualifications, only a story on
 * reflection; any other text is judged on how it explains.
 */
function criticalThinkingScore(kind: EssayKind, reasoning: number, counter: number, nuance: number): number {
  const reasons = scoreBetween(reasoning, 0, 0.15);
  if (expectsThesis(kind))
    return weightedScore([
      [reasons, 0.45],
      [scoreBetween(counter, 0, 0.08), 0.35],
      [scoreBetween(nuance, 0, 0.1), 0.2],
    ]);
  if (kind === 'narrative')
    return weightedScore([
      [reasons, 0.55],
      [scoreBetween(counter, 0, 0.08), 0.45],
    ]);
  return reasons;
}

function repeatsNote(sentences: readonly Sentence[]): string {
  const words = restatingWords(sentences)
    .slice(0, 2)
    .map((word) => `“${word}”`);
  const what = sentences.some(quotes) ? 'the claim or the quotation' : 'the claim';
  const after = words.length > 1 ? `reasoning words (${words.join(' and ')})` : `a reasoning word (${words.join('')})`;
  return `often repeats ${what} after ${after} instead of adding to it`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
