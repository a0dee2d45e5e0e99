import type { GrammarAndStyle, SpecificCorrection } from '@doclens/api';
import type { StyleIssue } from '../../grammar/finding';
import { evidenceFrom } from '../../text/evidence';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { scoreBetween, toScore } from '../score';
import { countOf, listOf } from '../wording';
import type { LevelExpectations } from './essay-expectations';
import type { EssayLayout } from './essay-layout';
import { unflaggedErrorSignals } from './unflagged-error-signals';

const MAX_CORRECTIONS = 20;
/**
 * Each grammar or spelling error per 100 words costs this many points: three errors in every 100
 * words (one in most sentences) halves the score, as frequent errors put writing in a rubric's
 * lower bands for conventions.
 */
const POINTS_PER_ERROR_RATE = 16;
/** A repeat of the same mistake (the same word, the same fix) is one habit to unlearn: it counts half. */
const REPEATED_ERROR_WEIGHT = 0.5;
const WORDY =
  /\b(?:in\s+order\s+to|due\s+to\s+the\s+fact\s+that|the\s+fact\s+that|at\s+this\s+point\s+in\s+time|it\s+is\s+important\s+to\s+note\s+that|a\s+lot\s+of|very|really|basically|actually)\b/giu;
/**
 * Marks of a conversational register: slang and everyday words ("stuff", "kids", "cool"), the
 * speaker turning to a listener ("you know", "trust me", "honestly"), and common spoken idioms
 * ("at the end of the day", "a no-brainer"). "Things" is not among them: formal prose uses it too.
 */
const INFORMAL =
  /\b(?:gonna|wanna|prolly|dunno|lemme|gimme|ain['’]t|kinda|sorta|gotta|stuff|lots\s+of|kids?|okay|ok|cool(?!\s+(?:down|off|you|them|him|her|us|it|the)\b)|awesome|super|totally|yeah|yep|nope|guys|way\s+(?:more|less|better|worse|faster|too)|(?<!\b(?:did|do|does|now|if|to|don['’]t|didn['’]t|would|will|should|may|let)\s+)you\s+know(?!\s+(?:that|what|how|why|about|when|where|if|whether|the|a|it|him|her|them)\b)|you\s+see|trust\s+me|believe\s+me|I\s+mean|honestly|if\s+you\s+ask\s+me|at\s+the\s+end\s+of\s+the\s+day|no[-\s]brainer|piece\s+of\s+cake|drives?\s+me\s+(?:crazy|nuts|mad|up\s+the\s+wall)|up\s+the\s+wall|big\s+deal|for\s+sure|in\s+a\s+nutshell|warm\s+and\s+fuzzy|a\s+bunch\s+of|pretty\s+(?:much|good|bad|cool|sure)|get(?:s|ting)?\s+on\s+(?:my|your|our)\s+nerves|a\s+waste\s+of\s+time|cost\s+an\s+arm\s+and\s+a\s+leg)\b|!{2,}/giu;
/**
 * Text-speak, in the small letters it is written in: "u" for you, "cuz", "bout", a dropped final g
 * ("sayin", "nothin") and a lower-case "i" for the writer.
 */
const TEXT_SPEAK =
  /\b(?:u|ur|cuz|coz|bout|lol|omg|idk|tho|thru|sayin|lookin|nothin|somethin|goin|doin|gettin|comin|talkin|thinkin|tryin)\b(?![-.'’])|(?<![\p{L}\p{N}'’.-])i(?=\s|['’]m\b)/gu;
/** The reader addressed as "you": in a conversational piece, in one sentence of every few. */
const SECOND_PERSON = /\byou(?:r|rs|rself)?\b/iu;
/** The writer's persons: "I", "we" and "you" all used in the writer's own words is a shift of voice. */
const PERSONS = [/\b(?:I|me|my|mine)\b/u, /\b(?:we|us|our|ours)\b/iu, SECOND_PERSON] as const;
/** More than this share of sentences addressing the reader reads as talk, not as an essay. */
const CONVERSATIONAL_YOU_SHARE = 0.25;
/**
 * Informal marks per 100 words above which a piece reads as conversational: about one in every
 * few sentences. Below it, a few everyday words leave an essay mostly formal.
 */
const CONVERSATIONAL_MARKS_PER_100_WORDS = 1;
const CONTRACTION = /\b\p{L}+(?:n['’]t|['’](?:re|ve|ll|d|m))\b/giu;
const SEVERITY_ORDER: Record<StyleIssue['severity'], number> = { critical: 0, moderate: 1, minor: 2 };

export function analyzeGrammarAndStyle(
  issues: readonly StyleIssue[],
  sentences: readonly Sentence[],
  layout: EssayLayout,
  level: LevelExpectations,
  /** A letter's "you" is the person it is written to, not a listener the writer chats with. */
  addressedToSomeone = false,
): GrammarAndStyle {
  const words = Math.max(
    1,
    sentences.reduce((sum, sentence) => sum + countWords(sentence.text), 0),
  );
  const grammarIssues = issues.filter((issue) => issue.kind === 'grammar').length;
  const spellingIssues = issues.filter((issue) => issue.kind === 'spelling').length;
  const errorRate = (weightedErrorCount(issues) / words) * 100;
  const styleIssues = issues.filter((issue) => issue.kind === 'style').length;
  const text = sentences.map((sentence) => sentence.text).join(' ');
  const wordyCount = [...matchesOf(WORDY, text)].length;
  const averageSentence = words / Math.max(1, sentences.length);

  const score = toScore(100 - errorRate * POINTS_PER_ERROR_RATE - (styleIssues / Math.max(1, sentences.length)) * 20);
  const concisenessScore = toScore(
    scoreBetween(-averageSentence, -35, -15) * 0.6 + scoreBetween(-(wordyCount / words) * 100, -3, 0) * 0.4,
  );
  return {
    score,
    concisenessScore,
    grammarIssues,
    spellingIssues,
    toneAssessment: toneOf(sentences, words, level, addressedToSomeone),
    specificCorrections: corrections(issues, layout),
    feedback: [
      errorCountNote(issues),
      wordsToCheckNote(issues),
      ...unflaggedErrorSignals(sentences),
      CHECKER_RECALL_NOTE,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/**
 * What the checker cannot see. It flags only some errors (wrong words, homophones, run-on
 * sentences and many agreement slips pass it), so a count is what it flagged, never the essay's
 * total, and no count says the writing is free of errors.
 */
export const CHECKER_RECALL_NOTE =
  'The checks miss some errors (a wrong word, a homophone, a run-on sentence), so proofread for those as well.';

/**
 * "At least 2 grammar errors and 1 spelling error: the ones the checks flagged": a floor, since the
 * checks miss some errors, and never a claim that a text with none flagged has none. When the
 * corrections list cannot hold every flagged error, it says how many it shows, so the count and the
 * list agree.
 */
export function errorCountNote(issues: readonly StyleIssue[]): string {
  const grammar = issues.filter((issue) => issue.kind === 'grammar').length;
  const spelling = issues.filter((issue) => issue.kind === 'spelling').length;
  if (grammar + spelling === 0)
    return 'The checks flagged no grammar or spelling error, which does not show that the text has none.';
  const listed = listedIssues(issues).filter((issue) => issue.kind === 'grammar' || issue.kind === 'spelling').length;
  const counts = listOf(
    [
      grammar > 0 ? countOf(grammar, 'grammar error') : '',
      spelling > 0 ? countOf(spelling, 'spelling error') : '',
    ].filter(Boolean),
  );
  const shown =
    listed < grammar + spelling
      ? ` (${listed} of them ${listed === 1 ? 'is' : 'are'} listed with corrections)`
      : ', listed with corrections';
  return `At least ${counts}: the ones the checks flagged${shown}; more may remain.`;
}

/**
 * Above this many flagged errors per 100 words, the checker's partial recall means the writing
 * holds more errors than it shows: its conventions are not named as a strength.
 */
const MAX_FLAGGED_RATE_FOR_STRENGTH = 1;

/**
 * Whether grammar and spelling may be praised: only in a text long enough to show them and with
 * few errors flagged, since what the checker misses grows with what it finds.
 */
export function conventionsPraiseworthy(
  issues: readonly StyleIssue[],
  words: number,
  evidence: number,
  /** The text's sentences: writing in capitals or sentences that run on are errors no count shows. */
  sentences: readonly Sentence[] = [],
): boolean {
  return (
    evidence >= 1 &&
    (weightedErrorCount(issues) / Math.max(1, words)) * 100 <= MAX_FLAGGED_RATE_FOR_STRENGTH &&
    unflaggedErrorSignals(sentences).length === 0
  );
}

/** Grammar and spelling errors, each distinct mistake once and its repeats at a reduced weight. */
export function weightedErrorCount(issues: readonly StyleIssue[]): number {
  const errors = issues.filter((issue) => issue.kind === 'grammar' || issue.kind === 'spelling');
  const distinct = new Set(errors.map((issue) => `${issue.error.toLowerCase()}→${issue.correction.toLowerCase()}`))
    .size;
  return distinct + (errors.length - distinct) * REPEATED_ERROR_WEIGHT;
}

/** Quoted words: a character's dialogue or someone else's words, not the writer's own register. */
const QUOTED = /["“][^"”]*["”]/gu;

function toneOf(
  sentences: readonly Sentence[],
  words: number,
  level: LevelExpectations,
  addressedToSomeone: boolean,
): string {
  const ownWords = sentences.map((sentence) => sentence.text.replace(QUOTED, ' '));
  const text = ownWords.join(' ');
  const informal = [...matchesOf(TEXT_SPEAK, text), ...matchesOf(INFORMAL, text)].map((match) => match[0]);
  // A younger writer's contraction is named, but only weighs as talk where formal prose is expected.
  const contractions = matchesOf(CONTRACTION, text).length;
  const weighedContractions = level.citationsExpected ? contractions : 0;
  const youSentences = addressedToSomeone ? 0 : ownWords.filter((sentence) => SECOND_PERSON.test(sentence)).length;
  const addressesReader = youSentences / Math.max(1, sentences.length) > CONVERSATIONAL_YOU_SHARE;
  const shiftsPerson = !addressedToSomeone && PERSONS.every((person) => person.test(text));
  if (informal.length + contractions + youSentences === 0 && !shiftsPerson) return 'Formal and consistent.';
  const examples = [...new Set(informal.filter((mark) => !mark.startsWith('!')).map((mark) => mark.toLowerCase()))]
    .slice(0, 3)
    .map((mark) => `“${mark}”`);
  const parts = [
    informal.length > 0
      ? `${countOf(informal.length, 'informal expression')}${examples.length > 0 ? ` (${examples.join(', ')})` : ''}`
      : '',
    contractions > 0 ? countOf(contractions, 'contraction') : '',
    addressesReader
      ? 'talks to the reader as “you”'
      : youSentences > 0
        ? `${countOf(youSentences, 'sentence')} addressing the reader as “you”`
        : '',
    shiftsPerson ? 'shifts between “I”, “we” and “you”' : '',
  ].filter(Boolean);
  const marks = informal.length + weighedContractions;
  const conversational = addressesReader || (marks / Math.max(1, words)) * 100 > CONVERSATIONAL_MARKS_PER_100_WORDS;
  return conversational
    ? `Conversational for ${level.label} writing: ${listOf(parts)}.`
    : `Mostly formal, with ${listOf(parts)}.`;
}

/**
 * A finding whose "correction" only asks the writer to check the word ("Check the spelling of
 * “zorbly”."): no word is clearly the one meant, so it replaces nothing.
 */
const offersNoReplacement = (issue: StyleIssue): boolean => issue.correction.includes(`“${issue.error.trim()}”`);

/** Flagged words no one fix fits: named for the writer to check, never shown as a correction. */
function wordsToCheckNote(issues: readonly StyleIssue[]): string {
  const words = [...new Set(issues.filter(offersNoReplacement).map((issue) => `“${issue.error.trim()}”`))];
  if (words.length === 0) return '';
  return `Check the spelling of ${listOf(words)}: ${words.length === 1 ? 'it is' : 'they are'} not in the dictionary, and no one word is clearly the one meant.`;
}

/** The findings the corrections list shows: the most severe first, in reading order. */
function listedIssues(issues: readonly StyleIssue[]): StyleIssue[] {
  return issues
    .filter((issue) => !offersNoReplacement(issue))
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.sentence.index - b.sentence.index)
    .slice(0, MAX_CORRECTIONS);
}

function corrections(issues: readonly StyleIssue[], layout: EssayLayout): SpecificCorrection[] {
  return listedIssues(issues).map((issue) => ({
    ruleId: issue.ruleId,
    category: issue.category,
    severity: issue.severity,
    location: layout.locationOf(issue.sentence),
    error: issue.error,
    correction: issue.correction,
    explanation: issue.explanation,
    evidence: evidenceFrom(issue.sentence, issue.focus),
  }));
}
