import type { ContractAnalysis, CvAnalysis, EssayAnalysis, OtherAnalysis } from '@doclens/api';

/**
 * Analyses in the engine's shapes (spec part 2 §3). Every piece of text that only a paid plan may
 * read contains PAID_DETAIL, so a test can search a whole response body for it; what a free plan
 * may see (summary, titles, scores, the first items where allowed) never does.
 */
export const PAID_DETAIL = 'PAID-DETAIL';

const engine = { provider: 'local', version: 'test-1' } as const;
const paid = (text: string) => `${PAID_DETAIL} ${text}`;
const evidence = (page: number, what: string) => ({ page, quote: paid(`quote of ${what}`) });

export const contractAnalysis = {
  documentType: 'contract',
  summary: ['Distribution agreement between Accuray and a regional distributor.', 'Term of five years.'],
  analysisParameters: { role: 'buyer' },
  engine,
  riskAssessment: {
    overall: 'high',
    overallScore: 72,
    highRisk: [
      { finding: paid('exclusive territory can be withdrawn'), evidence: evidence(3, 'territory') },
      { finding: paid('unlimited indemnity'), evidence: evidence(7, 'indemnity') },
    ],
    mediumRisk: [{ finding: paid('price changes at 30 days notice') }],
    lowRisk: [],
  },
  risks: [{ finding: paid('risk list entry'), level: 'high' }],
  keyFindings: [
    {
      type: 'high',
      title: 'Unlimited indemnification',
      description: paid('the distributor indemnifies without a cap'),
      score: 82,
      quotedText: paid('Distributor shall indemnify and hold harmless'),
      section: paid('Section 12.1'),
      category: 'Cap On Liability',
      recommendation: paid('negotiate a cap at the fees paid'),
      evidence: evidence(7, 'indemnity clause'),
    },
    {
      type: 'medium',
      title: 'Unilateral price changes',
      description: paid('prices may change on notice'),
      score: 55,
      quotedText: paid('Prices are subject to change'),
      section: paid('Section 5'),
      category: 'Price Restrictions',
      recommendation: paid('ask for a yearly cap'),
    },
    {
      type: 'medium',
      title: 'Minimum purchase commitment',
      description: paid('a yearly minimum applies'),
      score: 48,
      quotedText: '',
      section: paid('Section 6'),
      category: 'Minimum Commitment',
      recommendation: paid('tie the minimum to demand'),
    },
  ],
  keyTerms: ['Territory', 'Indemnification', 'Exclusivity', `${PAID_DETAIL} Fourth Term`].map((term) => ({
    term,
    importance: 'high' as const,
    plainEnglishMeaning: paid(`meaning of ${term}`),
    quotedContext: paid(`context of ${term}`),
    actionRequired: paid(`action for ${term}`),
    practicalImpact: paid(`impact of ${term}`),
  })),
  industryContext: {
    marketAnalysis: paid('market analysis'),
    industryNorms: paid('industry norms'),
    regionalFactors: paid('regional factors'),
    benchmarkData: paid('benchmark data'),
  },
  recommendations: {
    contractImprovements: [
      {
        priority: 'critical',
        costToImplement: paid('low'),
        issue: paid('uncapped indemnity'),
        specificChange: paid('add a cap'),
        reasoning: paid('market practice'),
        legalBasis: paid('common law'),
      },
    ],
    immediateActions: [
      {
        action: paid('call a lawyer'),
        timeline: paid('this week'),
        documentation: paid('the signed copy'),
        riskIfDelayed: paid('signing as is'),
      },
    ],
    resourcesAndLinks: [],
    longTermConsiderations: [
      {
        consideration: paid('renewal'),
        timeline: paid('year 4'),
        preparationSteps: [paid('diary the notice date')],
        marketFactors: paid('competition'),
      },
    ],
  },
} satisfies ContractAnalysis;

const improvementList = (what: string) => [`First ${what} step`, `Second ${what} step`, paid(`third ${what} step`)];

export const essayAnalysis = {
  documentType: 'essay',
  summary: ['An argumentative essay about computers and society.'],
  analysisParameters: { academicLevel: 'high-school' },
  engine,
  overallGrade: { score: 78, grade: 'B+', rationale: 'A clear position.', improvementToNextGrade: 'Cite sources.' },
  structureAnalysis: {
    score: 70,
    feedback: paid('structure feedback'),
    specificIssues: [paid('issue')],
    strengths: [],
  },
  argumentClarity: {
    score: 74,
    thesisText: paid('thesis sentence'),
    feedback: paid('argument feedback'),
    logicalGaps: [paid('gap')],
    strongPoints: [paid('strong point')],
  },
  grammarAndStyle: {
    score: 81,
    concisenessScore: 66,
    grammarIssues: 3,
    spellingIssues: 2,
    toneAssessment: paid('tone'),
    specificCorrections: [1, 2, 3].map((n) => ({
      category: 'grammar',
      severity: 'moderate' as const,
      location: `paragraph ${n}`,
      error: n > 2 ? paid('third error') : `error ${n}`,
      correction: `correction ${n}`,
      explanation: `explanation ${n}`,
    })),
    feedback: paid('grammar feedback'),
  },
  readabilityScore: {
    score: 69,
    fleschKincaidLevel: 8.4,
    complexity: 'moderate',
    feedback: paid('readability feedback'),
    targetAudience: paid('audience'),
  },
  criticalThinking: { score: 61, feedback: paid('critical thinking feedback') },
  citationCheck: {
    plagiarismRisk: 'medium',
    citationStyle: 'none',
    hasReferences: false,
    missingCitations: [{ text: paid('uncited claim') }],
    consistencyIssues: [paid('inconsistent')],
  },
  detailedImprovements: {
    immediate: improvementList('immediate'),
    contentEnhancements: improvementList('content'),
    writingMechanics: improvementList('mechanics'),
    researchSuggestions: improvementList('research'),
  },
  actionableFixes: improvementList('fix'),
  modelAnswerExamples: [1, 2, 3].map((n) => ({
    weakness: n > 2 ? paid('third weakness') : `weakness ${n}`,
    improvement: `improvement ${n}`,
    explanation: `explanation ${n}`,
  })),
} satisfies EssayAnalysis;

export const cvAnalysis = {
  documentType: 'cv',
  summary: ['An accountant with ten years of experience.'],
  analysisParameters: { perspective: 'job-seeker' },
  engine,
  overallScore: { score: 74, feedback: paid('overall feedback'), strengths: [paid('s')], weaknesses: [paid('w')] },
  atsFriendliness: { atsScore: 80, atsCompatible: true, criticalIssues: [paid('ats')], recommendations: [paid('r')] },
  firstImpression: {
    score: 68,
    readabilityTime: 'About 2 minutes',
    feedback: paid('impression'),
    positiveElements: [paid('p')],
    redFlags: [paid('flag')],
  },
  modernFormatting: {
    visualHierarchy: paid('hierarchy'),
    whitespaceUsage: paid('whitespace'),
    typography: paid('typography'),
    overallAssessment: paid('formatting'),
  },
  professionalSummary: { quality: 'adequate', wordCount: 48, lengthAssessment: 'Good length', feedback: paid('ps') },
  professionalPresentation: {
    contactInfoComplete: true,
    professionalEmail: true,
    linkedInPresent: false,
    lengthAppropriate: true,
    contactIssues: [paid('no LinkedIn')],
  },
  skillsAnalysis: {
    technicalSkillsCount: 12,
    relevanceToRole: paid('relevance'),
    keywordMatchPercentage: 0.6,
    industryAlignment: paid('alignment'),
    missingKeySkills: [paid('SQL')],
    feedback: paid('skills'),
  },
  experienceAnalysis: {
    quantifiedAchievements: 4,
    genericDuties: 6,
    achievementRatio: 0.4,
    rating: 'good',
    feedback: paid('experience'),
    weakExamples: [{ original: paid('did books'), improved: paid('closed books'), explanation: paid('why') }],
    strongExamples: [{ text: paid('cut costs 20%') }],
  },
  writingQuality: {
    usesActiveVoice: true,
    activeVoiceExamples: [{ text: paid('led') }],
    isConcise: false,
    wordyExamples: [{ wordy: paid('in order to'), concise: 'to' }],
    hasGrammarErrors: true,
    grammarIssues: [{ error: paid('teh'), correction: 'the', location: 'line 3', explanation: paid('typo') }],
    overallTone: 'professional',
    toneIssues: [],
    feedback: paid('writing'),
  },
  jobSpecificSummary: [paid('fits the role')],
  competitiveAnalysis: {
    marketPosition: paid('position'),
    strengthsVsCompetition: [paid('s')],
    weaknessesVsCompetition: [paid('w')],
    differentiationLevel: 'moderate',
    improvementImpact: paid('impact'),
  },
  industryAlignment: {
    industryMatch: 'good',
    experienceRelevance: 'highly relevant',
    skillsAlignment: 'mostly aligned',
    careerProgression: 'steady',
    feedback: paid('industry'),
  },
  criticalImprovements: {
    immediate: [paid('fix dates'), paid('add LinkedIn')],
    contentUpgrades: [paid('quantify')],
    strategicChanges: [paid('reorder')],
    industrySpecific: [],
  },
  beforeAfterExamples: [
    { category: 'bullet', before: paid('before'), after: paid('after'), impact: paid('i'), reasoning: paid('r') },
  ],
} satisfies CvAnalysis;

export const otherAnalysis = {
  documentType: 'other',
  summary: ['A bank statement for March.'],
  analysisParameters: {},
  engine,
  keyInsights: [
    { title: 'Recurring subscriptions', description: paid('three subscriptions renew monthly') },
    { title: 'Overdraft fee', description: paid('one overdraft fee on the 12th') },
  ],
  recommendations: [
    { title: paid('cancel unused subscriptions'), description: paid('save 30 a month'), impact: 'medium' },
    { title: paid('set a low-balance alert'), description: paid('avoid fees'), impact: 'low' },
    { title: paid('move bills after payday'), description: paid('timing'), impact: 'low' },
  ],
  overallAssessment: { score: 64 },
} satisfies OtherAnalysis;
