import { z } from 'zod';
import { contractParametersSchema } from '../analysis-parameters';
import {
  engineInfoSchema,
  type Level,
  levelSchema,
  scoreSchema,
  stringListSchema,
  summarySchema,
} from './analysis-common';
import { evidenceSchema } from './evidence';

/** Contract analysis (spec part 2 §3), in the one shape the engine produces. */

const riskItemSchema = z.object({
  finding: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

/** Risk score bands of spec part 2 §9: 66 and above high, 36 to 65 medium, below 36 low. */
export function riskLevelForScore(score: number): Level {
  if (score >= 66) return 'high';
  if (score >= 36) return 'medium';
  return 'low';
}

export const riskAssessmentSchema = z
  .object({
    overall: levelSchema,
    overallScore: scoreSchema,
    highRisk: z.array(riskItemSchema),
    mediumRisk: z.array(riskItemSchema),
    lowRisk: z.array(riskItemSchema),
  })
  // The risk cards and the score ring must never tell the user two different things.
  .refine((assessment) => assessment.overall === riskLevelForScore(assessment.overallScore), {
    message: 'overall must be the risk band of overallScore',
    path: ['overall'],
  });

export const riskSchema = z.object({
  finding: z.string().min(1),
  level: levelSchema,
  evidence: evidenceSchema.optional(),
});

export const keyFindingSchema = z.object({
  type: levelSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  score: scoreSchema,
  /** The clause as written; empty when the finding is that a clause is missing. */
  quotedText: z.string(),
  section: z.string(),
  category: z.string().min(1),
  recommendation: z.string().min(1),
  evidence: evidenceSchema.optional(),
  /** For a contradiction within the contract: the clauses that state a different value for the same term. */
  relatedEvidence: z.array(evidenceSchema).optional(),
});

export const keyTermSchema = z.object({
  term: z.string().min(1),
  importance: levelSchema,
  plainEnglishMeaning: z.string().min(1),
  quotedContext: z.string().min(1),
  actionRequired: z.string().min(1),
  practicalImpact: z.string().min(1),
  /** Present only for terms that deserve a warning. */
  riskLevel: z.enum(['concerning', 'dangerous']).optional(),
  evidence: evidenceSchema.optional(),
});

export const industryContextSchema = z.object({
  marketAnalysis: z.string().min(1),
  industryNorms: z.string().min(1),
  regionalFactors: z.string().min(1),
  benchmarkData: z.string().min(1),
});

export const contractImprovementSchema = z.object({
  priority: z.enum(['critical', 'high', 'medium', 'low']),
  costToImplement: z.string().min(1),
  issue: z.string().min(1),
  specificChange: z.string().min(1),
  reasoning: z.string().min(1),
  legalBasis: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const immediateActionSchema = z.object({
  action: z.string().min(1),
  timeline: z.string().min(1),
  documentation: z.string().min(1),
  riskIfDelayed: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const resourceSchema = z.object({
  name: z.string().min(1),
  cost: z.string().min(1),
  purpose: z.string().min(1),
  contact: z.string().min(1),
});

export const resourceLinkSchema = z.object({
  category: z.string().min(1),
  description: z.string().min(1),
  urgency: levelSchema,
  suggestedProviders: stringListSchema,
  resources: z.array(resourceSchema),
});

export const longTermConsiderationSchema = z.object({
  consideration: z.string().min(1),
  timeline: z.string().min(1),
  preparationSteps: stringListSchema,
  marketFactors: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const contractRecommendationsSchema = z.object({
  contractImprovements: z.array(contractImprovementSchema),
  immediateActions: z.array(immediateActionSchema),
  resourcesAndLinks: z.array(resourceLinkSchema),
  longTermConsiderations: z.array(longTermConsiderationSchema),
});

/**
 * One clause the engine recognised, named by its category (the CUAD category names where one
 * exists), quoted, and for clauses that state a fact (governing law, dates, parties) that fact.
 */
export const detectedClauseSchema = z.object({
  category: z.string().min(1),
  title: z.string().min(1),
  value: z.string().min(1).optional(),
  evidence: evidenceSchema,
});

export const contractAnalysisSchema = z.object({
  documentType: z.literal('contract'),
  summary: summarySchema,
  analysisParameters: contractParametersSchema,
  engine: engineInfoSchema,
  riskAssessment: riskAssessmentSchema,
  risks: z.array(riskSchema),
  keyFindings: z.array(keyFindingSchema),
  keyTerms: z.array(keyTermSchema),
  industryContext: industryContextSchema,
  recommendations: contractRecommendationsSchema,
  /** Every clause found, for the clause list and for measuring the engine; absent in older results. */
  clauses: z.array(detectedClauseSchema).optional(),
});

export type RiskAssessment = z.infer<typeof riskAssessmentSchema>;
export type DetectedContractClause = z.infer<typeof detectedClauseSchema>;
export type Risk = z.infer<typeof riskSchema>;
export type KeyFinding = z.infer<typeof keyFindingSchema>;
export type KeyTerm = z.infer<typeof keyTermSchema>;
export type IndustryContext = z.infer<typeof industryContextSchema>;
export type ContractImprovement = z.infer<typeof contractImprovementSchema>;
export type ImmediateAction = z.infer<typeof immediateActionSchema>;
export type ResourceLink = z.infer<typeof resourceLinkSchema>;
export type LongTermConsideration = z.infer<typeof longTermConsiderationSchema>;
export type ContractRecommendations = z.infer<typeof contractRecommendationsSchema>;
export type ContractAnalysis = z.infer<typeof contractAnalysisSchema>;
