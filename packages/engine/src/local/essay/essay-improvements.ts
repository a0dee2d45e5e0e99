import type {
  ArgumentClarity,
  CitationCheck,
  DetailedImprovements,
  GrammarAndStyle,
  ModelAnswerExample,
  ReadabilityScore,
  SpecificCorrection,
  StructureAnalysis,
} from '@doclens/api';
import { LONG_SENTENCE_WORDS } from '../../grammar/checks/style-checks';
import { evidenceFrom } from '../../text/evidence';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { countOf } from '../wording';
import { type LevelExpectations, shortOfWords } from './essay-expectations';
import { type EssayKind, kindLabel, kindNoun } from './essay-kind';
import { NO_STATED_POSITION } from './thesis';

export interface EssayParts {
  structure: StructureAnalysis;
  argument: ArgumentClarity;
  grammar: GrammarAndStyle;
  readability: ReadabilityScore;
  citations: CitationCheck;
  wordCount: number;
  level: LevelExpectations;
  kind: EssayKind;
  /** False for a story or a response to one text, which need no sources. */
  sourcesExpected: boolean;
}

const MAX_FIXES = 6;
const MAX_MODEL_EXAMPLES = 3;

/** The changes that matter most, before any single correction. */
function priorities(parts: EssayParts): string[] {
  const { argument, wordCount, level, kind } = parts;
  const shortBelow = shortOfWords(level, kind);
  return [
    ...(argument.thesisText || !argument.logicalGaps.includes(NO_STATED_POSITION)
      ? []
      : ['Write a one-sentence thesis at the end of the introduction.']),
    ...(wordCount < shortBelow
      ? [
          `Develop the ${kindNoun(kind)}: ${wordCount} words is short for ${kindLabel(kind)} in ${level.label} writing (aim for ${shortBelow}+).`,
        ]
      : []),
  ];
}

const PUNCTUATION_NAMES: Readonly<Record<string, string>> = { ',': 'a comma', ';': 'a semicolon', '-': 'a hyphen' };

/** "add a comma after “hour”" reads better than "replace “hour” with “hour,”". */
function correctionFix(correction: SpecificCorrection): string {
  const { location, error, correction: replacement } = correction;
  // "Check the spelling of “facebook”." is advice, not a replacement for the word.
  if (replacement.includes(`“${error.trim()}”`)) return `${location}: ${replacement}`;
  const added = replacement.startsWith(error) ? PUNCTUATION_NAMES[replacement.slice(error.length)] : undefined;
  return added
    ? `${location}: add ${added} after “${error}”.`
    : `${location}: replace “${error}” with “${replacement}”.`;
}

export function detailedImprovements(parts: EssayParts): DetailedImprovements {
  const { structure, argument, grammar, citations, level } = parts;
  const critical = grammar.specificCorrections.filter((correction) => correction.severity === 'critical');
  return {
    immediate: [...priorities(parts), ...critical.slice(0, 3).map(correctionFix)],
    contentEnhancements: [...argument.logicalGaps, ...structure.specificIssues],
    writingMechanics: [
      ...(grammar.grammarIssues + grammar.spellingIssues > 0
        ? [
            `Correct the ${countOf(grammar.grammarIssues + grammar.spellingIssues, 'grammar or spelling error')} found, then proofread for errors the checks miss.`,
          ]
        : []),
      ...(grammar.concisenessScore < 60
        ? ['Cut filler phrases (“in order to”, “very”, “a lot of”) and shorten long sentences.']
        : []),
      ...(parts.readability.score < 70 ? [parts.readability.feedback] : []),
    ],
    researchSuggestions: [
      ...(citations.missingCitations.length > 0
        ? [
            `Add sources for ${countOf(citations.missingCitations.length, 'claim')} that cite none (see the citation check).`,
          ]
        : []),
      ...citations.consistencyIssues,
      ...(level.citationsExpected && parts.sourcesExpected && citations.citationStyle === 'none'
        ? ['Support key claims with scholarly sources and cite them in one style (APA, MLA, Chicago or Harvard).']
        : []),
    ],
  };
}

export function actionableFixes(parts: EssayParts): string[] {
  const fromCorrections = parts.grammar.specificCorrections
    .filter((correction) => correction.category !== 'Sentence length' && correction.category !== 'Passive voice')
    .map(correctionFix);
  const content = [...parts.argument.logicalGaps, ...parts.structure.specificIssues];
  return [...priorities(parts), ...fromCorrections, ...content].filter(unique).slice(0, MAX_FIXES);
}

/** Rewrites taken from the essay itself: long sentences split where they already pause. */
export function modelAnswerExamples(sentences: readonly Sentence[], thesisFound: boolean): ModelAnswerExample[] {
  const examples: ModelAnswerExample[] = [];
  if (!thesisFound) {
    examples.push({
      weakness: 'The introduction states no position outright.',
      improvement: 'End the introduction with: “[Your position], because [first reason] and [second reason].”',
      explanation: 'A thesis tells the reader what you will argue and how, so every paragraph can point back to it.',
    });
  }
  for (const sentence of sentences) {
    if (examples.length >= MAX_MODEL_EXAMPLES) break;
    if (countWords(sentence.text) <= LONG_SENTENCE_WORDS) continue;
    const split = splitAtPause(sentence.text);
    if (!split) continue;
    examples.push({
      weakness: `A ${countWords(sentence.text)}-word sentence carries several ideas at once.`,
      improvement: split,
      explanation: 'Splitting where the sentence already pauses keeps your words but gives each idea its own sentence.',
      evidence: evidenceFrom(sentence),
    });
  }
  return examples;
}

const PAUSE = /,\s+(and|but|so)\s+|;\s+/u;
/** How the second half opens once the sentence is split at each kind of pause. */
const OPENER: Readonly<Record<string, string>> = { and: '', but: 'However, ', so: 'As a result, ', '': '' };

function splitAtPause(text: string): string | undefined {
  // Only pauses past the first quarter give two halves worth reading on their own.
  const offset = Math.floor(text.length / 4);
  const match = PAUSE.exec(text.slice(offset));
  if (!match) return undefined;
  const first = text.slice(0, offset + match.index).trim();
  const rest = text.slice(offset + match.index + match[0].length).trim();
  const opener = OPENER[match[1] ?? ''] ?? '';
  return `${first}. ${opener ? `${opener}${rest}` : capitalise(rest)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function unique(value: string, index: number, all: readonly string[]): boolean {
  return all.indexOf(value) === index;
}
