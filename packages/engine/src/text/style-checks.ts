import nlp from 'compromise';
import { COMMON_MISSPELLINGS } from './common-misspellings';
import { learnerErrors } from './learner-checks';
import { missingWords } from './missing-words';
import { matchesOf } from './pattern-matches';
import type { Sentence } from './sentences';
import { countWords } from './words';

export type IssueKind = 'grammar' | 'spelling' | 'style';

/** One problem in one sentence, with the exact text at fault. */
export interface StyleIssue {
  kind: IssueKind;
  category: string;
  severity: 'critical' | 'moderate' | 'minor';
  sentence: Sentence;
  /** Offset of the faulty text in the sentence. */
  focus: number;
  error: string;
  correction: string;
  explanation: string;
}

export const LONG_SENTENCE_WORDS = 40;

export type SentenceCheck = (sentence: Sentence, pageText: string) => StyleIssue[];

const REPEATED_WORD = /\b(\p{L}+)\s+\1\b/giu;
const ALLOWED_REPEATS = new Set(['had', 'that', 'is', 'do']);
const LOWERCASE_I = /(?<![\p{L}\p{N}'’.])i(?![\p{L}\p{N}'’.])/gu;
const HAVE_NOT_OF = /\b(could|should|would|must|might)\s+of\b/giu;
const A_BEFORE_VOWEL = /\b([Aa])\s+((?:a|e|i|o)\p{Ll}+)/gu;
const AN_BEFORE_CONSONANT = /\b([Aa]n)\s+([bcdfgjklmnpqrstvwxyz]\p{Ll}+)/gu;
const WORD = /\p{L}+/gu;

const repeatedWords: SentenceCheck = (sentence) =>
  matchesOf(REPEATED_WORD, sentence.text)
    .filter((match) => !ALLOWED_REPEATS.has((match[1] as string).toLowerCase()))
    .map((match) => ({
      kind: 'grammar',
      category: 'Repeated word',
      severity: 'moderate',
      sentence,
      focus: match.index,
      error: match[0].replace(/\s+/gu, ' '),
      correction: match[1] as string,
      explanation: 'The same word is written twice in a row.',
    }));

const lowercaseI: SentenceCheck = (sentence) =>
  matchesOf(LOWERCASE_I, sentence.text).map((match) => ({
    kind: 'grammar',
    category: 'Capitalisation',
    severity: 'moderate',
    sentence,
    focus: match.index,
    error: match[0],
    correction: 'I',
    explanation: 'The pronoun “I” is always a capital letter.',
  }));

/**
 * A sentence that starts in lower case after a full stop, or the first sentence of a document
 * (page 1, nothing before it). The first sentence of a later page may go on from the page before.
 * A word written with a capital inside ("iPhone", "eBay") is a name, left as written.
 */
const lowercaseStart: SentenceCheck = (sentence, pageText) => {
  const before = pageText.slice(0, sentence.start).trimEnd();
  const opensDocument = before === '' && sentence.page === 1 && pageText.trim() !== '';
  if (!opensDocument && !/[.!?]$/u.test(before)) return [];
  const firstWord = /^\p{Ll}+(?![\p{L}\p{N}.@_'’])/u.exec(sentence.text)?.[0];
  // A lone "i" is the pronoun check's.
  if (!firstWord || firstWord === 'i') return [];
  return [
    {
      kind: 'grammar',
      category: 'Capitalisation',
      severity: 'minor',
      sentence,
      focus: 0,
      error: firstWord,
      correction: firstWord.charAt(0).toUpperCase() + firstWord.slice(1),
      explanation: 'A sentence starts with a capital letter.',
    },
  ];
};

const haveNotOf: SentenceCheck = (sentence) =>
  matchesOf(HAVE_NOT_OF, sentence.text).map((match) => ({
    kind: 'grammar',
    category: 'Verb form',
    severity: 'critical',
    sentence,
    focus: match.index,
    error: match[0],
    correction: `${match[1]} have`,
    explanation: '“Of” is not a verb; after could, should or would, write “have”.',
  }));

const articles: SentenceCheck = (sentence) => [
  ...matchesOf(A_BEFORE_VOWEL, sentence.text)
    .filter((match) => !/^(?:one|once|eu|uni|use)/iu.test(match[2] as string))
    .map(
      (match): StyleIssue => ({
        kind: 'grammar',
        category: 'Article',
        severity: 'moderate',
        sentence,
        focus: match.index,
        error: match[0],
        correction: `${match[1]}n ${match[2]}`,
        explanation: 'Use “an” before a word that starts with a vowel sound.',
      }),
    ),
  ...matchesOf(AN_BEFORE_CONSONANT, sentence.text).map(
    (match): StyleIssue => ({
      kind: 'grammar',
      category: 'Article',
      severity: 'moderate',
      sentence,
      focus: match.index,
      error: match[0],
      correction: `${(match[1] as string).charAt(0)} ${match[2]}`,
      explanation: 'Use “a” before a word that starts with a consonant sound.',
    }),
  ),
];

const misspellings: SentenceCheck = (sentence) =>
  matchesOf(WORD, sentence.text).flatMap((match): StyleIssue[] => {
    const correction = COMMON_MISSPELLINGS[match[0].toLowerCase()];
    if (!correction) return [];
    return [
      {
        kind: 'spelling',
        category: 'Spelling',
        severity: 'moderate',
        sentence,
        focus: match.index,
        error: match[0],
        correction,
        explanation: `“${match[0]}” is a common misspelling of “${correction}”.`,
      },
    ];
  });

const longSentence: SentenceCheck = (sentence) => {
  const words = countWords(sentence.text);
  if (words <= LONG_SENTENCE_WORDS) return [];
  return [
    {
      kind: 'style',
      category: 'Sentence length',
      severity: 'moderate',
      sentence,
      focus: 0,
      error: `A sentence of ${words} words`,
      correction: 'Split it into two or three sentences, one idea each.',
      explanation: `Sentences over ${LONG_SENTENCE_WORDS} words are hard to follow.`,
    },
  ];
};

const AUXILIARY_ONLY = /^(?:is|are|was|were|be|been|being|am|got|get|gets)$/iu;

/** Past participles that do not end in -ed: "taken", "shown", "built", "made". */
const IRREGULAR_PARTICIPLE =
  '(?:arisen|awoken|beaten|bitten|broken|chosen|driven|eaten|fallen|forbidden|forgiven|forgotten|frozen|gotten|given|hidden|proven|ridden|risen|shaken|spoken|stolen|swollen|taken|mistaken|overtaken|undertaken|forsaken|seen|woken|woven|written|trodden|striven|stricken|smitten|sunken|shrunken|laden|blown|drawn|flown|grown|known|mown|sewn|shown|sown|thrown|torn|worn|sworn|withdrawn|overthrown|outgrown|overgrown|hewn|strewn|sawn|bent|burnt|built|rebuilt|bought|brought|caught|crept|cut|dealt|dreamt|dwelt|felt|fought|hit|hurt|kept|knelt|leant|learnt|left|lent|let|lit|lost|meant|met|put|quit|sent|set|shot|shut|slept|sought|spelt|spent|spilt|spoilt|smelt|split|swept|taught|thought|wept|upset|beset|forecast|broadcast|cast|burst|cost|thrust|sat|wet|knit|bet|made|said|told|held|paid|found|sold|done|heard|led|fed|read|laid|become|run|won|hung|shed|bred|fled|ground|bound|wound|stood|understood|withheld|upheld|sung|rung|drunk|sunk|struck|stuck|spun|dug|slid|swung|clung|stung|forbade|overcome|misled|mislaid)';

// A cheap look for "be" followed by a participle, so that only likely clauses are tagged.
const MAYBE_PASSIVE = new RegExp(
  String.raw`\b(?:is|are|was|were|be|been|being|am|got|gets)\s+(?:\p{L}+ly\s+)?(?:\p{L}+ed|${IRREGULAR_PARTICIPLE})\b`,
  'giu',
);
const CLAUSE_BREAK = /[,;:()"“”]/u;
/**
 * Participles that after "be" name a state or a feeling ("was tired", "is interested", "was born",
 * "is supposed to"): grammar books call them adjectives, and no one acts on the subject.
 */
const STATE_PARTICIPLE =
  /\s(?:tired|bored|interested|excited|worried|pleased|surprised|scared|frightened|amazed|satisfied|disappointed|confused|annoyed|embarrassed|exhausted|relaxed|shocked|delighted|married|divorced|born|supposed|determined|qualified|experienced|concerned|dressed|engaged|retired)$/iu;
/** Words of context on each side of a likely passive: enough for "the wall was built by them". */
const WINDOW_WORDS = 5;

const passiveVoice: SentenceCheck = (sentence) => {
  const passive = firstPassive(sentence.text);
  if (!passive) return [];
  return [
    {
      kind: 'style',
      category: 'Passive voice',
      severity: 'minor',
      sentence,
      focus: passive.focus,
      error: passive.words,
      correction: 'Say who does the action, in the active voice.',
      explanation: 'The passive voice hides who acts and makes sentences longer.',
    },
  ];
};

/**
 * The first passive verb of a sentence. Compromise tags only the clause around each likely "be" +
 * participle: the clause holds all it needs to tell "was built" from "was tired", and tagging a
 * clause rather than the whole sentence is several times cheaper.
 */
function firstPassive(text: string): { focus: number; words: string } | undefined {
  for (const candidate of matchesOf(MAYBE_PASSIVE, text)) {
    if (STATE_PARTICIPLE.test(candidate[0])) continue;
    const at = candidate.index ?? 0;
    const clauseStart = lastBreakBefore(text, at);
    const clauseEnd = firstBreakAfter(text, at + candidate[0].length);
    const clause = text.slice(clauseStart, clauseEnd);
    const tagged = nlp(clause).match('#Passive').first().text();
    if (!tagged) continue;
    const focus = clauseStart + Math.max(0, clause.indexOf(tagged));
    // The tag may sit on the auxiliary alone ("is" of "is linked"): show the verb with it.
    const following = /^\s+\p{L}+/u.exec(text.slice(focus + tagged.length))?.[0] ?? '';
    return { focus, words: AUXILIARY_ONLY.test(tagged) ? `${tagged}${following.replace(/\s+/gu, ' ')}` : tagged };
  }
  return undefined;
}

/** Where the clause holding `index` starts: after a clause break, or WINDOW_WORDS words back. */
function lastBreakBefore(text: string, index: number): number {
  let words = 0;
  for (let at = index - 1; at >= 0; at--) {
    if (CLAUSE_BREAK.test(text.charAt(at))) return at + 1;
    if (text.charAt(at) === ' ' && ++words > WINDOW_WORDS) return at + 1;
  }
  return 0;
}

/** Where the clause holding `index` ends: at a clause break, or WINDOW_WORDS words on. */
function firstBreakAfter(text: string, index: number): number {
  let words = 0;
  for (let at = index; at < text.length; at++) {
    if (CLAUSE_BREAK.test(text.charAt(at))) return at;
    if (text.charAt(at) === ' ' && ++words > WINDOW_WORDS) return at;
  }
  return text.length;
}

/** Checks of correctness only, for text that is not prose (a CV's lines). */
export const GRAMMAR_CHECKS: readonly SentenceCheck[] = [
  haveNotOf,
  repeatedWords,
  lowercaseI,
  lowercaseStart,
  articles,
  misspellings,
  learnerErrors,
  missingWords,
];

/** Every check, for essays. */
export const ESSAY_CHECKS: readonly SentenceCheck[] = [...GRAMMAR_CHECKS, longSentence, passiveVoice];

/** Runs the checks on every sentence; issues come back in document order. */
export function checkStyle(
  sentences: readonly Sentence[],
  pageTextOf: (page: number) => string,
  checks: readonly SentenceCheck[] = ESSAY_CHECKS,
): StyleIssue[] {
  return sentences.flatMap((sentence) => {
    const pageText = pageTextOf(sentence.page);
    return checks.flatMap((check) => check(sentence, pageText));
  });
}
