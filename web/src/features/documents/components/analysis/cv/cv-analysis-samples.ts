import { type CvAnalysis, cvAnalysisSchema } from '@doclens/api';

/** A complete CV analysis as a paid viewer receives it, checked against the shared schema. */
export const cvSample: CvAnalysis = cvAnalysisSchema.parse({
  documentType: 'cv',
  summary: ['Senior backend engineer with strong cloud experience.'],
  analysisParameters: { perspective: 'job-seeker', targetJob: 'Staff Engineer', experienceLevel: 'senior-level' },
  engine: { provider: 'local', version: '1.0.0' },
  overallScore: {
    score: 74,
    feedback: 'A solid CV that undersells leadership.',
    strengths: ['Clear progression across three employers.'],
    weaknesses: ['Few quantified outcomes.'],
    factors: [
      {
        name: 'Impact',
        score: 60,
        weight: 0.35,
        explanation: 'Most bullets describe duties.',
        evidence: { page: 1, quote: 'Responsible for maintaining services' },
      },
    ],
  },
  atsFriendliness: {
    atsScore: 38,
    atsCompatible: false,
    criticalIssues: ['Two-column layout confuses parsers.'],
    recommendations: ['Use a single column.'],
  },
  firstImpression: {
    score: 55,
    readabilityTime: 'About 2 minutes',
    feedback: 'The summary is buried below skills.',
    positiveElements: ['Recognisable employers near the top.'],
    redFlags: ['An 18-month gap without explanation.'],
  },
  modernFormatting: {
    visualHierarchy: 'Headings are distinct.',
    whitespaceUsage: 'Dense in the experience section.',
    typography: 'One consistent sans-serif font.',
    overallAssessment: 'Modern but crowded.',
  },
  professionalSummary: {
    quality: 'adequate',
    wordCount: 64,
    lengthAssessment: 'Slightly long',
    feedback: 'Lead with your scale of impact.',
  },
  professionalPresentation: {
    contactInfoComplete: true,
    professionalEmail: true,
    linkedInPresent: false,
    lengthAppropriate: true,
    contactIssues: ['No LinkedIn URL.'],
  },
  skillsAnalysis: {
    technicalSkillsCount: 18,
    relevanceToRole: 'High',
    keywordMatchPercentage: 0.675,
    industryAlignment: 'Strong fit for SaaS',
    missingKeySkills: ['Kubernetes'],
    feedback: 'Group skills by category.',
  },
  experienceAnalysis: {
    quantifiedAchievements: 3,
    genericDuties: 9,
    achievementRatio: 0.333,
    rating: 'fair',
    feedback: 'Turn duties into outcomes.',
    weakExamples: [
      {
        original: 'Responsible for maintaining services',
        improved: 'Cut p99 latency 40% across 12 services',
        explanation: 'Outcomes beat duties.',
      },
    ],
    strongExamples: [{ text: 'Led migration of 40 services to AWS' }],
  },
  writingQuality: {
    usesActiveVoice: true,
    activeVoiceExamples: [
      { text: 'Led migration' },
      { text: 'Designed the billing API' },
      { text: 'Mentored four engineers' },
    ],
    isConcise: false,
    wordyExamples: [
      { wordy: 'in order to', concise: 'to' },
      { wordy: 'was responsible for managing', concise: 'managed' },
      { wordy: 'at this point in time', concise: 'now' },
    ],
    hasGrammarErrors: false,
    grammarIssues: [],
    overallTone: 'Professional',
    toneIssues: [],
    feedback: 'Mostly crisp writing.',
  },
  jobSpecificSummary: ['Show system design at scale for a Staff role.'],
  competitiveAnalysis: {
    marketPosition: 'Upper-middle of the senior backend market.',
    strengthsVsCompetition: ['Cloud migration experience.'],
    weaknessesVsCompetition: ['No public speaking or writing.'],
    differentiationLevel: 'moderate',
    improvementImpact: 'Quantifying outcomes could move you into the top quartile.',
  },
  industryAlignment: {
    industryMatch: 'good',
    experienceRelevance: 'highly relevant',
    skillsAlignment: 'mostly aligned',
    careerProgression: 'clear upward trajectory',
    feedback: 'Your path matches typical Staff Engineer profiles.',
  },
  criticalImprovements: {
    immediate: ['Switch to a single-column layout.'],
    contentUpgrades: ['Quantify three achievements per role.'],
    strategicChanges: ['Lead with architecture work.'],
    industrySpecific: ['Mention SOC 2 experience.'],
  },
  beforeAfterExamples: [
    {
      category: 'Experience',
      before: 'Worked on payments',
      after: 'Rebuilt payments processing $2M/day with zero downtime',
      impact: 'High',
      reasoning: 'Scale and reliability are what Staff roles screen for.',
      evidence: { page: 2, quote: 'Worked on payments' },
    },
  ],
  detectedOccupation: { category: 'information-technology', confidence: 0.914 },
});

/** What the server sends a free viewer for the same CV (analysis-redaction.ts). */
export const redactedCvSample = {
  documentType: 'cv',
  summary: cvSample.summary,
  analysisParameters: cvSample.analysisParameters,
  engine: cvSample.engine,
  overallScore: { score: 74 },
  atsFriendliness: { atsScore: 38, atsCompatible: false },
  firstImpression: { score: 55, readabilityTime: 'About 2 minutes' },
  professionalSummary: { quality: 'adequate', wordCount: 64, lengthAssessment: 'Slightly long' },
  professionalPresentation: {
    contactInfoComplete: true,
    professionalEmail: true,
    linkedInPresent: false,
    lengthAppropriate: true,
  },
  skillsAnalysis: { technicalSkillsCount: 18, keywordMatchPercentage: 0.675 },
  experienceAnalysis: { quantifiedAchievements: 3, genericDuties: 9, achievementRatio: 0.333, rating: 'fair' },
  writingQuality: { usesActiveVoice: true, isConcise: false, hasGrammarErrors: false, overallTone: 'Professional' },
  redacted: true,
  upgradeRequired: 'pro',
} as unknown as CvAnalysis;
