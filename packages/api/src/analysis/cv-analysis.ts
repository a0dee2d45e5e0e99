import { z } from 'zod';
import { cvParametersSchema } from '../analysis-parameters';
import { engineInfoSchema, fractionSchema, scoreSchema, stringListSchema, summarySchema } from './analysis-common';
import { evidenceSchema, quotedPassageSchema } from './evidence';

/** CV analysis (spec part 2 §3), in the one shape the engine produces. */

/** The occupations the CV analysis recognises when no target job is given. */
export const CV_OCCUPATION_CATEGORIES = [
  'accounting',
  'law',
  'agriculture',
  'apparel-fashion',
  'arts',
  'automotive',
  'aviation',
  'banking',
  'customer-service-bpo',
  'business-development',
  'culinary',
  'construction',
  'consulting',
  'design',
  'digital-media',
  'engineering',
  'finance',
  'fitness',
  'healthcare',
  'human-resources',
  'information-technology',
  'public-relations',
  'sales',
  'teaching',
] as const;

/** One named part of the overall score, with the text that most supports or lowers it. */
export const cvScoreFactorSchema = z.object({
  name: z.string().min(1),
  score: scoreSchema,
  /** Share of the overall score, 0 to 1; the weights of all factors add up to 1. */
  weight: fractionSchema,
  explanation: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const cvOverallScoreSchema = z.object({
  score: scoreSchema,
  feedback: z.string().min(1),
  strengths: stringListSchema,
  weaknesses: stringListSchema,
  factors: z.array(cvScoreFactorSchema).optional(),
});

export const detectedOccupationSchema = z.object({
  category: z.enum(CV_OCCUPATION_CATEGORIES),
  /** 0 to 1: how clearly the text points to this occupation rather than the next most likely one. */
  confidence: fractionSchema,
  evidence: evidenceSchema.optional(),
});

export const atsFriendlinessSchema = z.object({
  atsScore: scoreSchema,
  atsCompatible: z.boolean(),
  criticalIssues: stringListSchema,
  recommendations: stringListSchema,
});

export const firstImpressionSchema = z.object({
  score: scoreSchema,
  /** How long a full read takes, in words a person can read (e.g. "About 2 minutes"). */
  readabilityTime: z.string().min(1),
  feedback: z.string().min(1),
  positiveElements: stringListSchema,
  redFlags: stringListSchema,
});

export const modernFormattingSchema = z.object({
  visualHierarchy: z.string().min(1),
  whitespaceUsage: z.string().min(1),
  typography: z.string().min(1),
  overallAssessment: z.string().min(1),
});

export const professionalSummarySchema = z.object({
  quality: z.enum(['strong', 'adequate', 'weak', 'missing']),
  wordCount: z.number().int().min(0),
  lengthAssessment: z.string().min(1),
  feedback: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const professionalPresentationSchema = z.object({
  contactInfoComplete: z.boolean(),
  professionalEmail: z.boolean(),
  linkedInPresent: z.boolean(),
  lengthAppropriate: z.boolean(),
  contactIssues: stringListSchema,
});

export const skillsAnalysisSchema = z.object({
  technicalSkillsCount: z.number().int().min(0),
  relevanceToRole: z.string().min(1),
  keywordMatchPercentage: fractionSchema,
  industryAlignment: z.string().min(1),
  missingKeySkills: stringListSchema,
  feedback: z.string().min(1),
});

export const weakExampleSchema = z.object({
  original: z.string().min(1),
  improved: z.string().min(1),
  explanation: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const experienceAnalysisSchema = z.object({
  quantifiedAchievements: z.number().int().min(0),
  genericDuties: z.number().int().min(0),
  achievementRatio: fractionSchema,
  rating: z.enum(['excellent', 'good', 'fair', 'poor']),
  feedback: z.string().min(1),
  weakExamples: z.array(weakExampleSchema),
  strongExamples: z.array(quotedPassageSchema),
});

export const wordyExampleSchema = z.object({
  wordy: z.string().min(1),
  concise: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const cvGrammarIssueSchema = z.object({
  error: z.string().min(1),
  correction: z.string().min(1),
  location: z.string().min(1),
  explanation: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const writingQualitySchema = z.object({
  usesActiveVoice: z.boolean(),
  activeVoiceExamples: z.array(quotedPassageSchema),
  isConcise: z.boolean(),
  wordyExamples: z.array(wordyExampleSchema),
  hasGrammarErrors: z.boolean(),
  grammarIssues: z.array(cvGrammarIssueSchema),
  overallTone: z.string().min(1),
  toneIssues: stringListSchema,
  feedback: z.string().min(1),
});

export const competitiveAnalysisSchema = z.object({
  marketPosition: z.string().min(1),
  strengthsVsCompetition: stringListSchema,
  weaknessesVsCompetition: stringListSchema,
  differentiationLevel: z.enum(['high', 'moderate', 'low']),
  improvementImpact: z.string().min(1),
});

/** What the alignment reads when there is nothing to align with: no target job or industry was given. */
export const NO_TARGET_GIVEN = 'no target job given';

export const industryAlignmentSchema = z.object({
  industryMatch: z.enum(['excellent', 'good', 'fair', 'poor', NO_TARGET_GIVEN]),
  experienceRelevance: z.enum(['highly relevant', 'somewhat relevant', 'not clearly relevant', NO_TARGET_GIVEN]),
  skillsAlignment: z.enum(['perfectly aligned', 'mostly aligned', 'partially aligned', 'not aligned', NO_TARGET_GIVEN]),
  careerProgression: z.enum(['clear upward trajectory', 'steady', 'unclear']),
  feedback: z.string().min(1),
});

export const criticalImprovementsSchema = z.object({
  immediate: stringListSchema,
  contentUpgrades: stringListSchema,
  strategicChanges: stringListSchema,
  industrySpecific: stringListSchema,
});

export const beforeAfterExampleSchema = z.object({
  category: z.string().min(1),
  before: z.string().min(1),
  after: z.string().min(1),
  impact: z.string().min(1),
  reasoning: z.string().min(1),
  evidence: evidenceSchema.optional(),
});

export const cvAnalysisSchema = z.object({
  documentType: z.literal('cv'),
  summary: summarySchema,
  analysisParameters: cvParametersSchema,
  engine: engineInfoSchema,
  overallScore: cvOverallScoreSchema,
  atsFriendliness: atsFriendlinessSchema,
  firstImpression: firstImpressionSchema,
  modernFormatting: modernFormattingSchema,
  professionalSummary: professionalSummarySchema,
  professionalPresentation: professionalPresentationSchema,
  skillsAnalysis: skillsAnalysisSchema,
  experienceAnalysis: experienceAnalysisSchema,
  writingQuality: writingQualitySchema,
  jobSpecificSummary: stringListSchema,
  competitiveAnalysis: competitiveAnalysisSchema,
  industryAlignment: industryAlignmentSchema,
  criticalImprovements: criticalImprovementsSchema,
  beforeAfterExamples: z.array(beforeAfterExampleSchema),
  /** The occupation the CV reads as, from its own titles and skills. */
  detectedOccupation: detectedOccupationSchema.optional(),
});

export type CvOccupationCategory = (typeof CV_OCCUPATION_CATEGORIES)[number];
export type CvScoreFactor = z.infer<typeof cvScoreFactorSchema>;
export type DetectedOccupation = z.infer<typeof detectedOccupationSchema>;
export type CvOverallScore = z.infer<typeof cvOverallScoreSchema>;
export type AtsFriendliness = z.infer<typeof atsFriendlinessSchema>;
export type FirstImpression = z.infer<typeof firstImpressionSchema>;
export type ModernFormatting = z.infer<typeof modernFormattingSchema>;
export type ProfessionalSummary = z.infer<typeof professionalSummarySchema>;
export type ProfessionalPresentation = z.infer<typeof professionalPresentationSchema>;
export type SkillsAnalysis = z.infer<typeof skillsAnalysisSchema>;
export type WeakExample = z.infer<typeof weakExampleSchema>;
export type ExperienceAnalysis = z.infer<typeof experienceAnalysisSchema>;
export type WordyExample = z.infer<typeof wordyExampleSchema>;
export type CvGrammarIssue = z.infer<typeof cvGrammarIssueSchema>;
export type WritingQuality = z.infer<typeof writingQualitySchema>;
export type CompetitiveAnalysis = z.infer<typeof competitiveAnalysisSchema>;
export type IndustryAlignment = z.infer<typeof industryAlignmentSchema>;
export type CriticalImprovements = z.infer<typeof criticalImprovementsSchema>;
export type BeforeAfterExample = z.infer<typeof beforeAfterExampleSchema>;
export type CvAnalysis = z.infer<typeof cvAnalysisSchema>;
