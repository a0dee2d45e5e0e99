import type {
  ArgumentClarity,
  CriticalThinking,
  GrammarAndStyle,
  ReadabilityScore,
  RubricTrait,
  RubricTraitId,
  StructureAnalysis,
} from '@doclens/api';
import { countOf } from '../wording';
import type { Development } from './essay-development';
import type { LevelExpectations } from './essay-expectations';
import { type EssayKind, kindLabel } from './essay-kind';
import { languageGraded } from './essay-part-weights';
import type { TraitScore } from './essay-rubric';
import { WORDS_TO_CHECK_OPENING } from './grammar-and-style';

/** What the analysis found, from which each trait's evidence is read (nothing is measured again here). */
export interface TraitFindings {
  kind: EssayKind;
  level: LevelExpectations;
  paragraphs: number;
  argument: ArgumentClarity;
  structure: StructureAnalysis;
  development: Development;
  readability: ReadabilityScore;
  /** The grade with sentence length and word difficulty told apart (essay-readability). */
  readabilityLine: string;
  criticalThinking: CriticalThinking;
  grammar: GrammarAndStyle;
  /** The citations line of the summary, when citations count in the grade. */
  citationsCounted?: string;
  /** Share of their weight the language parts earn (below about a paragraph, less than 1). */
  languageEvidence: number;
  /** The conventions' score and share when the kind's rubric does not grade them. */
  ungradedConventions?: { score: number };
}

function positionEvidence({ argument }: TraitFindings): Pick<RubricTrait, 'evidence' | 'quote'> {
  return {
    evidence: [...argument.strongPoints, ...argument.logicalGaps],
    quote: argument.thesisText
      ? { text: argument.thesisText, ...(argument.thesisEvidence ? { evidence: argument.thesisEvidence } : {}) }
      : undefined,
  };
}

function organisationEvidence({ structure, paragraphs }: TraitFindings): Pick<RubricTrait, 'evidence'> {
  const notes = [...structure.strengths.slice(0, 2), ...structure.specificIssues.slice(0, 2)];
  const count = countOf(paragraphs, 'paragraph');
  // The structure notes often give the count already ("Organised in 4 paragraphs.").
  return { evidence: notes.some((note) => note.includes(count)) ? notes : [`${count}.`, ...notes] };
}

function elaborationEvidence(findings: TraitFindings): Pick<RubricTrait, 'evidence'> {
  const { development, kind, level, readabilityLine, criticalThinking, citationsCounted } = findings;
  return {
    evidence: [
      `Development (the largest part of the grade): ${countOf(development.words, 'word')} where about ${development.expectedWords} suit ${kindLabel(kind)} in ${level.label} writing.`,
      `Vocabulary diversity (MTLD) ${development.lexicalDiversity}; ${Math.round(development.longWordShare * 100)}% long words; ${Math.round(development.vagueWordShare * 100)}% vague words such as “good” or “things”.`,
      `Reads at ${readabilityLine}.`,
      ...(languageGraded(kind)
        ? []
        : ['Words and readability shown but not graded: rubrics for responses to reading score what the answer says.']),
      criticalThinking.feedback,
      ...(citationsCounted ? [citationsCounted] : []),
    ],
  };
}

function conventionsEvidence({ grammar, development, ungradedConventions }: TraitFindings) {
  // The counts hold the errors the checks flagged and those the text's shape shows (a sentence running on).
  const flagged = grammar.grammarIssues + grammar.spellingIssues;
  const example = grammar.specificCorrections.find((correction) => correction.evidence);
  return {
    evidence: [
      flagged === 0
        ? `The checks ${grammar.feedback.includes(WORDS_TO_CHECK_OPENING) ? 'corrected' : 'flagged'} no error in ${countOf(development.words, 'word')}, which does not show there is none.`
        : `At least ${flagged} ${flagged === 1 ? 'error' : 'errors'} found in ${countOf(development.words, 'word')} (${kindCounts(grammar.grammarIssues, grammar.spellingIssues)}); the checks find only about two errors in five.`,
      ...(example ? [`For example “${example.error}” → “${example.correction}”.`] : []),
      ...(ungradedConventions
        ? ['Corrected but not graded: rubrics for responses to reading score what the answer says.']
        : []),
    ],
    quote: example?.evidence ? { text: example.evidence.quote, evidence: example.evidence } : undefined,
  };
}

const EVIDENCE_OF: Record<RubricTraitId, (findings: TraitFindings) => Pick<RubricTrait, 'evidence' | 'quote'>> = {
  position: positionEvidence,
  organisation: organisationEvidence,
  elaboration: elaborationEvidence,
  conventions: conventionsEvidence,
};

/**
 * The traits shown with the grade: each graded trait with its score, its share and what the essay
 * shows for it; a response's conventions follow with no share, since they are corrected, not graded.
 */
export function rubricTraits(graded: readonly TraitScore[], findings: TraitFindings): RubricTrait[] {
  const shown: TraitScore[] = findings.ungradedConventions
    ? [...graded, { trait: 'conventions', score: findings.ungradedConventions.score, weight: 0 }]
    : [...graded];
  // Length and reasons develop ideas by themselves; only what a text must be long enough to show is
  // scaled down, in proportion to the words the evidence has already counted (no second figure for them).
  const shortNote = (trait: RubricTraitId) =>
    findings.languageEvidence >= 1 ||
    (trait === 'elaboration' && !languageGraded(findings.kind)) ||
    (trait === 'conventions' && findings.ungradedConventions)
      ? []
      : [
          `Too short to show in full: below about a paragraph (100 words), ${trait === 'elaboration' ? 'its words and readability count' : 'this counts'} in proportion to its length.`,
        ];
  return shown.map(({ trait, score, weight }) => {
    const { evidence, quote } = EVIDENCE_OF[trait](findings);
    return { trait, score, weight, evidence: [...evidence, ...shortNote(trait)], ...(quote ? { quote } : {}) };
  });
}

/**
 * "3 grammar, 1 spelling", "2 spelling; the checks found no grammar error", or "1 grammar": never a
 * count of none. No spelling error is claimed here: whether every word is English was not read from
 * these counts, and a word the checks could not correct is still no English word.
 */
function kindCounts(grammar: number, spelling: number): string {
  if (grammar > 0 && spelling > 0) return `${grammar} grammar, ${spelling} spelling`;
  return grammar > 0 ? `${grammar} grammar` : `${spelling} spelling; the checks found no grammar error`;
}
