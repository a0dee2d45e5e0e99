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

export const overallAssessmentSchema = z.object({ score: scoreSchema });

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
export type OverallAssessment = z.infer<typeof overallAssessmentSchema>;
export type OtherAnalysis = z.infer<typeof otherAnalysisSchema>;
