import { z } from 'zod';
import { essayParametersSchema } from '../analysis-parameters';
import { engineInfoSchema, fractionSchema, scoreSchema, stringListSchema, summarySchema } from './analysis-common';
import { evidenceSchema, quotedPassageSchema } from './evidence';

/** Essay analysis (spec part 2 §3), in the one shape the engine produces. */

export const LETTER_GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'] as const;
export type LetterGrade = (typeof LETTER_GRADES)[number];

/**
 * The letters a score can honestly claim: the grade's score give or take how far two trained raters
 * place the same essay apart (decisions: "Essay grades from the rubric").
 */
export const gradeBandSchema = z.object({
  low: z.enum(LETTER_GRADES),
  high: z.enum(LETTER_GRADES),
  lowScore: scoreSchema,
  highScore: scoreSchema,
});

/**
 * The traits of the writing rubrics the grade is built from: the position the essay argues, its
 * organisation, the evidence and elaboration of its ideas, its conventions of language.
 */
export const RUBRIC_TRAITS = ['position', 'organisation', 'elaboration', 'conventions'] as const;
export type RubricTraitId = (typeof RUBRIC_TRAITS)[number];

export const rubricTraitSchema = z.object({
  trait: z.enum(RUBRIC_TRAITS),
  score: scoreSchema,
  /** The trait's share of the grade (the summed weight of the grade's parts it groups); 0 when it is not graded. */
  weight: fractionSchema,
  /** What the essay shows for this trait, with its counts. */
  evidence: stringListSchema,
  /** A passage of the essay behind the trait's score (the thesis, a flagged error). */
  quote: quotedPassageSchema.optional(),
});

export const overallGradeSchema = z.object({
  score: scoreSchema,
  grade: z.enum(LETTER_GRADES),
  rationale: z.string().min(1),
  improvementToNextGrade: z.string().min(1),
  /** Absent on results graded before the grade carried its band. */
  band: gradeBandSchema.optional(),
  /** Absent on results graded before the grade showed its rubric traits. */
  traits: z.array(rubricTraitSchema).optional(),
});

export const structureAnalysisSchema = z.object({
  score: scoreSchema,
  feedback: z.string().min(1),
  specificIssues: stringListSchema,
  strengths: stringListSchema,
});

export const argumentClaritySchema = z.object({
  score: scoreSchema,
  /** The sentence read as the thesis; null when none was found. */
  thesisText: z.string().nullable(),
  feedback: z.string().min(1),
  logicalGaps: stringListSchema,
  strongPoints: stringListSchema,
  thesisEvidence: evidenceSchema.optional(),
});

/**
 * The rule of the writing checker that made a correction: `<kind>.<what it checks>` for our own rules
 * (`verb-form.of-for-have`), `harper.<RuleName>` for harper.js's. Stable across releases, so that a
 * rule the user ignores stays ignored.
 */
export const writingRuleIdSchema = z
  .string()
  .max(120)
  .regex(/^[a-z][a-z-]*\.[A-Za-z0-9-]+$/u, 'A writing rule id is a kind and a name: "verb-form.of-for-have"');

export const specificCorrectionSchema = z.object({
  /** Absent on results analysed before the checker named its rules. */
  ruleId: writingRuleIdSchema.optional(),
  category: z.string().min(1),
  severity: z.enum(['critical', 'moderate', 'minor']),
  location: z.string().min(1),
  error: z.string().min(1),
  correction: z.string().min(1),
  explanation: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const grammarAndStyleSchema = z.object({
  score: scoreSchema,
  concisenessScore: scoreSchema,
  grammarIssues: z.number().int().min(0),
  spellingIssues: z.number().int().min(0),
  toneAssessment: z.string().min(1),
  specificCorrections: z.array(specificCorrectionSchema),
  feedback: z.string().min(1),
});

export const readabilityScoreSchema = z.object({
  score: scoreSchema,
  /** Flesch–Kincaid grade level (US school grade), one decimal. */
  fleschKincaidLevel: z.number(),
  complexity: z.string().min(1),
  feedback: z.string().min(1),
  targetAudience: z.string().min(1),
});

export const criticalThinkingSchema = z.object({
  score: scoreSchema,
  feedback: z.string().min(1),
});

export const CITATION_STYLES = ['APA', 'MLA', 'Chicago', 'Harvard', 'mixed', 'none'] as const;

export const citationCheckSchema = z.object({
  /** From citation practice only (quotes and claims without sources); not a database comparison. */
  plagiarismRisk: z.enum(['low', 'medium', 'high']),
  citationStyle: z.enum(CITATION_STYLES),
  hasReferences: z.boolean(),
  missingCitations: z.array(quotedPassageSchema),
  consistencyIssues: stringListSchema,
});

export const detailedImprovementsSchema = z.object({
  immediate: stringListSchema,
  contentEnhancements: stringListSchema,
  writingMechanics: stringListSchema,
  researchSuggestions: stringListSchema,
});

export const modelAnswerExampleSchema = z.object({
  weakness: z.string().min(1),
  improvement: z.string().min(1),
  explanation: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const essayAnalysisSchema = z.object({
  documentType: z.literal('essay'),
  summary: summarySchema,
  analysisParameters: essayParametersSchema,
  engine: engineInfoSchema,
  overallGrade: overallGradeSchema,
  structureAnalysis: structureAnalysisSchema,
  argumentClarity: argumentClaritySchema,
  grammarAndStyle: grammarAndStyleSchema,
  readabilityScore: readabilityScoreSchema,
  criticalThinking: criticalThinkingSchema,
  citationCheck: citationCheckSchema,
  detailedImprovements: detailedImprovementsSchema,
  actionableFixes: stringListSchema,
  modelAnswerExamples: z.array(modelAnswerExampleSchema),
});

export type OverallGrade = z.infer<typeof overallGradeSchema>;
export type GradeBand = z.infer<typeof gradeBandSchema>;
export type RubricTrait = z.infer<typeof rubricTraitSchema>;
export type StructureAnalysis = z.infer<typeof structureAnalysisSchema>;
export type ArgumentClarity = z.infer<typeof argumentClaritySchema>;
export type SpecificCorrection = z.infer<typeof specificCorrectionSchema>;
export type GrammarAndStyle = z.infer<typeof grammarAndStyleSchema>;
export type ReadabilityScore = z.infer<typeof readabilityScoreSchema>;
export type CriticalThinking = z.infer<typeof criticalThinkingSchema>;
export type CitationStyle = (typeof CITATION_STYLES)[number];
export type CitationCheck = z.infer<typeof citationCheckSchema>;
export type DetailedImprovements = z.infer<typeof detailedImprovementsSchema>;
export type ModelAnswerExample = z.infer<typeof modelAnswerExampleSchema>;
export type EssayAnalysis = z.infer<typeof essayAnalysisSchema>;
