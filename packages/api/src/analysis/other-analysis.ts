import { z } from 'zod';
import { otherParametersSchema } from '../analysis-parameters';
import { engineInfoSchema, levelSchema, scoreSchema, summarySchema } from './analysis-common';
import { evidenceSchema } from './evidence';

/** Analysis of any other kind of document (spec part 2 §3). */

export const keyInsightSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const otherRecommendationSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  impact: levelSchema,
  evidence: evidenceSchema.optional(),
});

/** One named part of the overall effectiveness score (clarity, structure, specificity…). */
export const effectivenessFactorSchema = z.object({
  name: z.string().min(1),
  score: scoreSchema,
  explanation: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const overallAssessmentSchema = z.object({
  score: scoreSchema,
  /** What the score is made of; the score is their weighted mean. */
  factors: z.array(effectivenessFactorSchema).optional(),
});

export const otherAnalysisSchema = z.object({
  documentType: z.literal('other'),
  summary: summarySchema,
  analysisParameters: otherParametersSchema,
  engine: engineInfoSchema,
  keyInsights: z.array(keyInsightSchema),
  recommendations: z.array(otherRecommendationSchema),
  overallAssessment: overallAssessmentSchema,
});

export type KeyInsight = z.infer<typeof keyInsightSchema>;
export type OtherRecommendation = z.infer<typeof otherRecommendationSchema>;
export type EffectivenessFactor = z.infer<typeof effectivenessFactorSchema>;
export type OverallAssessment = z.infer<typeof overallAssessmentSchema>;
export type OtherAnalysis = z.infer<typeof otherAnalysisSchema>;
