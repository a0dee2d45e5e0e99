import type { EngineInfo, EssayAnalysis, EssayParameters } from '@doclens/api';
import { checkLanguage } from '../../grammar/check-language';
import type { StyleIssue } from '../../grammar/finding';
import type { DocumentText } from '../../text/document-text';
import { repairedDocumentText, withQuotesAsWritten } from '../../text/encoding-repair';
import { splitLines } from '../../text/lines';
import { readabilityOf } from '../../text/readability';
import { piecesStartingInLowerCase } from '../../text/sentences';
import { countOf } from '../wording';
import { analyzeArgument } from './argument-analysis';
import {
  citationQuality,
  citationSummary,
  citesSources,
  riskAsTold,
  sourcedOnlyWhereExpected,
  withTextReferences,
} from './citation-summary';
import { checkCitations } from './citations';
import { correctedSentenceExample } from './corrected-sentence';
import { analyzeCriticalThinking } from './critical-thinking';
import { errorsFoundNote, withUnflaggedErrors } from './error-count-note';
import { essayDevelopment, gradedDevelopment, languageEvidence } from './essay-development';
import { expectationsForArguedLetter, LEVEL_EXPECTATIONS } from './essay-expectations';
import { gradeBand, letterGrade, nextGrade } from './essay-grade';
import { bandNote, noStrengthNote, traitsMovedNote } from './essay-grade-rationale';
import { actionableFixes, detailedImprovements, type EssayParts, modelAnswerExamples } from './essay-improvements';
import {
  detectEssayKind,
  type EssayKind,
  expectsSources,
  expectsThesis,
  kindLabel,
  writtenAsLetter,
} from './essay-kind';
import { layoutOfEssay } from './essay-layout';
import { conventionsGraded, languageGraded, partWeight } from './essay-part-weights';
import { essayReadability, readabilityLine } from './essay-readability';
import { registerOf } from './essay-register';
import { type GradePart, gradeScore, gradeTraits } from './essay-rubric';
import { rubricTraits } from './essay-trait-evidence';
import { foundErrors } from './found-error-density';
import { analyzeGrammarAndStyle, conventionsPraiseworthy } from './grammar-and-style';
import { mostlyHardToFollow } from './hard-to-follow';
import { illegibleNote } from './illegible-text';
import { answerReasonedFor } from './response-answer';
import { analyzeStructure } from './structure-analysis';
import { expectationsForTask } from './task-length';
import { gradedAtLevel } from './task-school-stage';
import { closingRestatesPosition, findThesis, laterPosition, laterPositionNote } from './thesis';
import { runOnLengths } from './unflagged-error-signals';
import { writerTypedErrors } from './writer-typed-errors';

/** Why development or the language parts earned less than their own scores suggest. */
function developmentNote(evidence: number, lengthScore: number, developed: number, kind: EssayKind): string {
  // In proportion to the words, which the summary has just counted: no second figure for the same count.
  const { shown, none, part } = languageGraded(kind)
    ? { shown: 'grammar, vocabulary and structure', none: 'they do not count yet', part: 'they count' }
    : { shown: 'structure', none: 'it does not count yet', part: 'it counts' };
  if (evidence < 1)
    return ` Too short to show its ${shown} in full: ${evidence === 0 ? none : `below about a paragraph (100 words) ${part} in proportion to its length`}.`;
  if (developed < lengthScore)
    return ` Length alone develops a piece up to half the expected length; beyond it, development comes with varied, precise words (development ${developed}/100).`;
  return '';
}

/**
 * Below this score (as counted in the grade) a part is not named among the essay's strengths: the
 * middle of the rubric's adequate level (4 of 6, a C).
 */
const STRENGTH_MIN_SCORE = 60;

/** The parts judged on what the text says, not on how much of the writer's language it shows. */
const JUDGED_AS_SAID: ReadonlySet<string> = new Set(['development', 'critical thinking']);

/** The parts that judge the writer's language: none is a strength of a text a reader cannot follow. */
const LANGUAGE_PARTS: ReadonlySet<string> = new Set(['grammar and style', 'vocabulary', 'readability', 'development']);

/** A part of the grade: its own score, the trait it reads, its weight and what to do when it is the weakest. */
type GradeComponent = Omit<GradePart, 'score'> & { value: number; advice: string };

export async function analyzeEssay(
  text: DocumentText,
  parameters: EssayParameters,
  engine: EngineInfo,
): Promise<EssayAnalysis> {
  return (await assessEssay(text, parameters, engine)).analysis;
}

/** The scores behind the grade that the result does not carry, for measuring against human traits. */
export interface EssaySubScores {
  structure: number;
  grammar: number;
  vocabulary: number;
}

export async function assessEssay(
  written: DocumentText,
  parameters: EssayParameters,
  engine: EngineInfo,
): Promise<{ analysis: EssayAnalysis; subScores: EssaySubScores }> {
  // Read as the writer typed it: apostrophes and quotation marks a wrong encoding garbled are put back.
  const text = repairedDocumentText(written);
  const pageText = new Map(text.pages.map((page) => [page.pageNumber, page.text]));
  const issues = await checkLanguage(essayProse(text).prose, (page) => pageText.get(page) ?? '');
  const assessed = assessEssayWithIssues(text, parameters, engine, issues);
  if (text === written) return assessed;
  return { ...assessed, analysis: withQuotesAsWritten(assessed.analysis, written.pages) };
}

/** The essay's layout and the sentences judged as its prose. */
function essayProse(text: DocumentText) {
  const layout = layoutOfEssay(text);
  // The title, salutation and reference list are not prose to be judged.
  const body = layout.sentencesByParagraph.flat();
  return { layout, prose: body.length > 0 ? body : text.sentences };
}

/** The assessment once the language check has run (the grammar linter is the slow part). */
export function assessEssayWithIssues(
  text: DocumentText,
  parameters: EssayParameters,
  engine: EngineInfo,
  flagged: StyleIssue[],
): { analysis: EssayAnalysis; subScores: EssaySubScores } {
  const { layout, prose } = essayProse(text);
  // Counts, corrections and the grade read the same findings: only errors the writer typed.
  const issues = writerTypedErrors(flagged, text.sentences, parameters.subject);

  const opening = text.sentences.slice(0, 2);
  const closing = text.sentences.slice(-2);
  const kind = detectEssayKind(prose, parameters.subject, opening, closing);
  // A letter to the editor argues its case in a letter's length, not an essay's.
  const arguedInLetter = kind === 'argument' && writtenAsLetter(opening, closing);
  // A length the task names is what the writer was asked for, whatever the kind.
  const level = expectationsForTask(
    arguedInLetter
      ? expectationsForArguedLetter(LEVEL_EXPECTATIONS[parameters.academicLevel])
      : LEVEL_EXPECTATIONS[parameters.academicLevel],
    parameters.subject,
  );
  const kindName = arguedInLetter ? 'an argument made in a letter' : kindLabel(kind);
  const development = essayDevelopment(prose, level, kind);
  const thesis = expectsThesis(kind) ? findThesis(layout) : undefined;
  // A response largely lost in transcription is said to be so, beside what is judged of its structure.
  const illegible = illegibleNote(text.pages.map((page) => page.text).join('\n'));
  const structure = withNoteFirst(
    analyzeStructure(layout, text.wordCount, kind, closingRestatesPosition(layout, thesis), arguedInLetter),
    illegible,
  );
  const argument = analyzeArgument(layout, prose, text.wordCount, kind, parameters.subject);
  const positionStatedLater = expectsThesis(kind) && !thesis ? laterPosition(layout) : undefined;
  const addressedToSomeone = kind === 'letter' || writtenAsLetter(opening, closing);
  // The counts and the register as the text shows them: the errors found, flagged or not, and every
  // mark of talk named (the grade reads the checker's score, unchanged).
  const grammar = {
    ...withUnflaggedErrors(analyzeGrammarAndStyle(issues, prose, layout), issues, prose, development.words),
    toneAssessment: registerOf(prose, level, addressedToSomeone, foundErrors(prose, issues, development.words)),
  };
  const runOnSentences = runOnLengths(prose);
  const runOns = runOnSentences.length;
  const unfollowable = mostlyHardToFollow(prose);
  const read = readabilityOf(prose.flatMap((s) => piecesStartingInLowerCase(s.text)));
  const runOnWords = runOnSentences.reduce((sum, words) => sum + words, 0);
  const readability = essayReadability(read, level, kind, runOns, runOnWords);
  const readingLine = readabilityLine(readability, read, runOns);
  const {
    result: criticalThinking,
    advice: criticalThinkingAdvice,
    praised: criticalThinkingPraised,
    // The answer a response opens with stands for its thesis: the claim reasoned for, never its own reason.
  } = analyzeCriticalThinking(
    prose,
    kind,
    parameters.subject,
    thesis ?? (kind === 'source-response' ? answerReasonedFor(layout, parameters.subject) : undefined),
  );
  const sourcesExpected = expectsSources(kind);
  const citations = sourcedOnlyWhereExpected(checkCitations(text.sentences, splitLines(text.pages)), kind);
  // What the user is told of plagiarism risk; the grade reads the risk the text's own signs show.
  const citationsTold = riskAsTold(citations, kind);
  const argumentClarity = withTextReferences(argument, citations, kind);

  // Each part of the grade, with what to do when it is the weakest, weighed by the kind's rubric
  // (`essay-part-weights.ts`). Each part also names the rubric trait whose descriptors it reads, so
  // the grade can be shown by trait.
  const evidence = languageEvidence(development.words);
  const developed = gradedDevelopment(development);
  const citationWeight = level.citationsExpected && sourcesExpected ? 0.1 : sourcesExpected ? 0.03 : 0;
  const components: GradeComponent[] = [
    {
      name: 'development',
      trait: 'elaboration',
      value: developed,
      weight: partWeight(kind, 'development', parameters.subject),
      advice: `Develop the ideas with more examples, details and explanation (about ${development.expectedWords} words suits ${kindName} in ${level.label} writing).`,
    },
    {
      name: 'grammar and style',
      trait: 'conventions',
      value: grammar.score,
      weight: partWeight(kind, 'grammar and style', parameters.subject),
      advice: 'Fix the corrections listed under grammar and style.',
    },
    {
      name: 'vocabulary',
      trait: 'elaboration',
      value: development.vocabularyScore,
      weight: partWeight(kind, 'vocabulary', parameters.subject),
      advice: 'Choose more precise words than “good”, “bad” or “things”, and vary the words you repeat.',
    },
    {
      name: 'structure',
      trait: 'organisation',
      value: structure.score,
      weight: partWeight(kind, 'structure', parameters.subject),
      advice: structure.specificIssues[0] ?? 'Give each paragraph one main idea.',
    },
    {
      name: 'argument',
      trait: 'position',
      value: argument.score,
      weight: partWeight(kind, 'argument', parameters.subject),
      advice: argument.logicalGaps[0] ?? 'Tie every paragraph back to the thesis.',
    },
    {
      name: 'readability',
      trait: 'elaboration',
      value: readability.score,
      weight: partWeight(kind, 'readability', parameters.subject),
      advice: readability.feedback,
    },
    {
      name: 'critical thinking',
      trait: 'elaboration',
      value: criticalThinking.score,
      weight: partWeight(kind, 'critical thinking', parameters.subject),
      advice: criticalThinkingAdvice,
    },
    {
      name: 'citations',
      trait: 'elaboration',
      value: citationQuality(citations.check),
      weight: citationWeight,
      advice: 'Cite a source for every fact, figure and quotation.',
    },
  ];
  // Only the language parts need enough text to be judged; development is judged on length itself,
  // and an explanation given is one given, however short the text around it.
  const counted = components
    .filter((part) => part.weight > 0)
    .map((part) => ({ ...part, score: JUDGED_AS_SAID.has(part.name) ? part.value : part.value * evidence }));
  const score = gradeScore(counted);
  const traits = gradeTraits(counted);
  const grade = letterGrade(score, level);
  const band = gradeBand(score, traits, level);
  const ranked = [...counted].sort((a, b) => b.value - a.value);
  // The parts that hold the grade down are those losing it the most points, by weight, not merely
  // the lowest scores: a low score in a small part costs less than a middling one in development.
  const totalWeight = counted.reduce((sum, part) => sum + part.weight, 0);
  // Own scores, as shown: a language part discounted only because the text is short is not weak.
  const pointsLost = (part: (typeof counted)[number]) => part.weight * (100 - part.value);
  const costliest = [...counted].filter((part) => pointsLost(part) > 0).sort((a, b) => pointsLost(b) - pointsLost(a));
  const weakest = costliest[0] ?? ranked.at(-1);
  // A strength is a part that earns its score in the grade: not a language part the text is too
  // short to show, not citations of an essay that cites nothing, and not a part scoring below par.
  const cites = citesSources(citations, kind);
  const strengthCandidates = ranked
    .filter((part) => part.score >= STRENGTH_MIN_SCORE)
    .filter(({ name }) => name !== 'citations' || cites)
    .filter(
      ({ name }) => name !== 'grammar and style' || conventionsPraiseworthy(issues, development.words, evidence, prose),
    )
    // Nor a part its own note criticises: the rationale never calls strongest what the feedback faults.
    .filter(({ name }) => name !== 'critical thinking' || criticalThinkingPraised)
    .filter(({ name }) => name !== 'structure' || structure.specificIssues.length === 0)
    // The argument's own note lists its gaps (no opposing view, a paragraph without reasons): an
    // argument with a gap named is not also its strongest part.
    .filter(({ name }) => name !== 'argument' || (argument.thesisText !== null && argument.logicalGaps.length === 0))
    // Ideas told in words so error-dense that the language part fails are not developed for a
    // reader: length alone does not make development a strength the feedback can stand behind.
    .filter(({ name }) => name !== 'development' || grammar.score >= STRENGTH_MIN_SCORE)
    // Long sentences that run on are an error the feedback names, not easy reading to praise.
    .filter(({ name }) => name !== 'readability' || runOns === 0)
    // Sentences that mostly do not parse show no command of language, whatever the measures say.
    .filter(({ name }) => !unfollowable || !LANGUAGE_PARTS.has(name))
    .slice(0, 2);
  // Only a part scoring below the grade pulls it down; the rest hold it up.
  const holdingDown = costliest.filter((part) => part.value < score && !strengthCandidates.includes(part)).slice(0, 2);
  // A part scoring no more than one named weakest is not named strongest beside it: "strongest" and
  // "weakest" never name equal scores.
  const strongest = strengthCandidates.filter((part) => holdingDown.every((weak) => part.value > weak.value));
  const withShare = ({ name, value, weight }: (typeof counted)[number]) =>
    `${name} (${value}, ${Math.round((weight / totalWeight) * 100)}% of the grade)`;
  const essayParts: EssayParts = {
    structure,
    argument,
    grammar,
    readability,
    citations: citationsTold.check,
    // The words of the prose itself, as the development line counts them (no title or salutation).
    wordCount: development.words,
    level,
    kind,
    sourcesExpected,
  };
  const next = nextGrade(score, level);

  const analysis: EssayAnalysis = {
    documentType: 'essay',
    summary: [
      `${grade} (${score}/100) ${gradedAtLevel(level.label, parameters.academicLevel, parameters.subject, 'as')}${parameters.subject ? ` on ${parameters.subject}` : ''}: ${countOf(development.words, 'word')}${
        // A count the text cannot show is not stated.
        layout.breaksUncertain
          ? ', paragraph breaks not shown in the text'
          : ` in ${countOf(layout.paragraphs.length, 'paragraph')}`
      }.`,
      ...(illegible ? [illegible] : []),
      // A response's answer is shown as its thesis; the summary says how it is read instead.
      argument.thesisText && expectsThesis(kind)
        ? `Thesis: “${argument.thesisText}”`
        : expectsThesis(kind)
          ? positionStatedLater
            ? laterPositionNote(positionStatedLater)
            : 'No clear thesis statement was found in the introduction.'
          : conventionsGraded(kind)
            ? `Read as ${kindLabel(kind)}, judged on development, organisation and language, not on a thesis.`
            : `Read as ${kindLabel(kind)}, judged as rubrics for responses to reading judge it: on how fully it answers${
                partWeight(kind, 'critical thinking', parameters.subject) > 0
                  ? ' and how it explains'
                  : ' with details of the text (the question asks for no reasons of its own)'
              }, with its organisation, not on a thesis; its words, grammar and spelling are shown and corrected below, not graded.`,
      `Development: ${countOf(development.words, 'word')} where about ${development.expectedWords} suit ${kindName} in ${level.label} writing; vocabulary diversity (MTLD) ${development.lexicalDiversity}, ${Math.round(development.longWordShare * 100)}% long words.${developmentNote(evidence, development.score, developed, kind)}`,
      `Readability: ${readingLine}.`,
      // The counts alone: how frequent the errors are is said once, beside the counts below.
      errorsFoundNote(issues, grammar.specificCorrections.length, prose),
      // Absent for a story or a letter that cites nothing.
      ...[citationSummary(citations, kind)].filter(Boolean),
    ],
    analysisParameters: parameters,
    engine,
    overallGrade: {
      score,
      grade,
      rationale: `${grade} ${gradedAtLevel(level.label, parameters.academicLevel, parameters.subject, 'for')}. Strongest: ${
        // Only the grade's parts are ranked here: the text may have strengths no part scores.
        strongest.map(withShare).join(', ') ||
        noStrengthNote(
          counted.map((part) => part.value),
          STRENGTH_MIN_SCORE,
        )
      }.${
        holdingDown.length > 0
          ? ` Weakest: ${holdingDown.map(withShare).join(', ')}: they cost the grade most points.`
          : ''
      }${traitsMovedNote(traits)}${bandNote(band, traits)}`,
      improvementToNextGrade: next
        ? `Reach ${next.grade} with about ${next.score - score} more points. The weakest area is ${weakest?.name} (${weakest?.value}/100): ${weakest?.advice}`
        : `This is the top grade; keep the same care with ${sourcesExpected ? 'structure and sources' : 'structure and language'}.`,
      band,
      traits: rubricTraits(traits, {
        kind,
        level,
        paragraphs: layout.paragraphs.length,
        argument: argumentClarity,
        structure,
        development,
        readability,
        readabilityLine: readingLine,
        criticalThinking,
        grammar,
        citationsCounted: citationWeight > 0 ? citationSummary(citations, kind) : undefined,
        languageEvidence: evidence,
        ungradedConventions: conventionsGraded(kind) ? undefined : { score: Math.round(grammar.score * evidence) },
      }),
    },
    structureAnalysis: structure,
    argumentClarity,
    grammarAndStyle: grammar,
    readabilityScore: readability,
    criticalThinking,
    citationCheck: citationsTold.check,
    detailedImprovements: detailedImprovements(essayParts),
    actionableFixes: actionableFixes(essayParts),
    modelAnswerExamples: [
      ...modelAnswerExamples(text.sentences, argument.thesisText !== null || !expectsThesis(kind)),
      ...[correctedSentenceExample(issues)].filter((example) => example !== undefined),
    ],
  };
  return {
    analysis,
    subScores: { structure: structure.score, grammar: grammar.score, vocabulary: development.vocabularyScore },
  };
}

/** The structure's feedback with a note said before it. */
function withNoteFirst<T extends { feedback: string }>(structure: T, note: string): T {
  return note ? { ...structure, feedback: `${note} ${structure.feedback}` } : structure;
}
