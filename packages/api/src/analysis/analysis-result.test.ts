import { describe, expect, it } from 'vitest';
import { type AnalysisResult, analysisResultSchema } from './analysis-result';
import { riskLevelForScore } from './contract-analysis';

const engine = { provider: 'local', version: 'local-1.0.0' } as const;
const evidence = { page: 2, quote: 'This Agreement shall be governed by the laws of the State of Delaware.' };

const contract = {
  documentType: 'contract',
  summary: ['Overall risk medium (52/100) from the tenant’s side.'],
  analysisParameters: { role: 'tenant' },
  engine,
  riskAssessment: {
    overall: 'medium',
    overallScore: 52,
    highRisk: [],
    mediumRisk: [{ finding: 'Automatic renewal: you keep paying if you miss the window.', evidence }],
    lowRisk: [{ finding: 'No governing-law clause was found.' }],
  },
  risks: [{ finding: 'Automatic renewal', level: 'medium', evidence }],
  keyFindings: [
    {
      type: 'medium',
      title: 'Automatic renewal',
      description: 'The lease renews itself unless cancelled 90 days ahead.',
      score: 55,
      quotedText: evidence.quote,
      section: 'Section 3',
      category: 'Term and termination',
      recommendation: 'Ask for a shorter cancellation notice.',
      evidence,
    },
  ],
  keyTerms: [
    {
      term: 'Governing law',
      importance: 'low',
      plainEnglishMeaning: 'Which law decides what the contract means.',
      quotedContext: evidence.quote,
      actionRequired: 'Note which law applies.',
      practicalImpact: 'Disputes are decided under Delaware law.',
      evidence,
    },
  ],
  industryContext: {
    marketAnalysis: 'Read as a lease.',
    industryNorms: 'Present: termination.',
    regionalFactors: 'Governed by Delaware law.',
    benchmarkData: 'No market statistics are used.',
  },
  recommendations: {
    contractImprovements: [
      {
        priority: 'high',
        costToImplement: 'Low',
        issue: 'Automatic renewal',
        specificChange: 'Renewal only by agreement.',
        reasoning: 'Missing the window commits you to a new term.',
        legalBasis: 'Renewal clauses are generally enforceable.',
        evidence,
      },
    ],
    immediateActions: [
      {
        action: 'Negotiate the renewal clause.',
        timeline: 'Before signing',
        documentation: 'Mark up Section 3.',
        riskIfDelayed: 'Binding once signed.',
      },
    ],
    resourcesAndLinks: [
      {
        category: 'Legal review',
        description: 'Have a lawyer review the lease.',
        urgency: 'medium',
        suggestedProviders: ['A property lawyer'],
        resources: [
          {
            name: 'Lawyer referral service',
            cost: 'Varies',
            purpose: 'Find a lawyer',
            contact: 'Your bar association',
          },
        ],
      },
    ],
    longTermConsiderations: [
      {
        consideration: 'Track the renewal date.',
        timeline: 'Each term',
        preparationSteps: ['Set a reminder.'],
        marketFactors: 'Rents change.',
      },
    ],
  },
};

const essay = {
  documentType: 'essay',
  summary: ['B (84/100) as college writing.'],
  analysisParameters: { academicLevel: 'college' },
  engine,
  overallGrade: { score: 84, grade: 'B', rationale: 'Clear thesis.', improvementToNextGrade: 'Add sources.' },
  structureAnalysis: { score: 80, feedback: 'Well organised.', specificIssues: [], strengths: ['Five paragraphs.'] },
  argumentClarity: {
    score: 85,
    thesisText: 'Parks are a public-health measure.',
    feedback: 'Clear.',
    logicalGaps: [],
    strongPoints: [],
    thesisEvidence: { page: 1, quote: 'Parks are a public-health measure.' },
  },
  grammarAndStyle: {
    score: 90,
    concisenessScore: 80,
    grammarIssues: 1,
    spellingIssues: 0,
    toneAssessment: 'Formal.',
    specificCorrections: [
      {
        category: 'Verb form',
        severity: 'critical',
        location: 'Paragraph 2, sentence 1',
        error: 'could of',
        correction: 'could have',
        explanation: 'Write “have”.',
        evidence: { page: 1, quote: 'we could of gone' },
      },
    ],
    feedback: '1 grammar issue.',
  },
  readabilityScore: {
    score: 90,
    fleschKincaidLevel: 11.2,
    complexity: 'Moderate',
    feedback: 'Suits college.',
    targetAudience: 'Instructors',
  },
  criticalThinking: { score: 70, feedback: 'Weighs other views.' },
  citationCheck: {
    plagiarismRisk: 'low',
    citationStyle: 'APA',
    hasReferences: true,
    missingCitations: [],
    consistencyIssues: [],
  },
  detailedImprovements: { immediate: [], contentEnhancements: [], writingMechanics: [], researchSuggestions: [] },
  actionableFixes: ['Replace “could of”.'],
  modelAnswerExamples: [{ weakness: 'Long sentence.', improvement: 'Two sentences.', explanation: 'One idea each.' }],
};

const cv = {
  documentType: 'cv',
  summary: ['Your CV scores 78/100.'],
  analysisParameters: { perspective: 'job-seeker', targetJob: 'Data Analyst' },
  engine,
  overallScore: { score: 78, feedback: 'Good.', strengths: [], weaknesses: [] },
  atsFriendliness: { atsScore: 85, atsCompatible: true, criticalIssues: [], recommendations: [] },
  firstImpression: {
    score: 70,
    readabilityTime: 'About 2 minutes to read in full',
    feedback: 'Good.',
    positiveElements: [],
    redFlags: [],
  },
  modernFormatting: {
    visualHierarchy: 'Clear.',
    whitespaceUsage: 'Fine.',
    typography: 'Fine.',
    overallAssessment: 'Fine.',
  },
  professionalSummary: { quality: 'strong', wordCount: 45, lengthAssessment: 'Good length.', feedback: 'Concrete.' },
  professionalPresentation: {
    contactInfoComplete: true,
    professionalEmail: true,
    linkedInPresent: false,
    lengthAppropriate: true,
    contactIssues: ['No LinkedIn profile link found.'],
  },
  skillsAnalysis: {
    technicalSkillsCount: 7,
    relevanceToRole: 'Most terms appear.',
    keywordMatchPercentage: 0.67,
    industryAlignment: 'No industry given.',
    missingKeySkills: ['tableau'],
    feedback: 'Add Tableau if true.',
  },
  experienceAnalysis: {
    quantifiedAchievements: 2,
    genericDuties: 1,
    achievementRatio: 0.4,
    rating: 'good',
    feedback: '40% show results.',
    weakExamples: [
      {
        original: 'Responsible for reports.',
        improved: 'Produced reports, [add the result]',
        explanation: 'Show results.',
      },
    ],
    strongExamples: [{ text: 'Cut errors by 45%.', evidence: { page: 1, quote: 'Cut errors by 45%.' } }],
  },
  writingQuality: {
    usesActiveVoice: true,
    activeVoiceExamples: [],
    isConcise: true,
    wordyExamples: [{ wordy: 'in order to improve', concise: 'to improve' }],
    hasGrammarErrors: false,
    grammarIssues: [],
    overallTone: 'Professional',
    toneIssues: [],
    feedback: 'Concise.',
  },
  jobSpecificSummary: ['2 of 3 key terms appear.'],
  competitiveAnalysis: {
    marketPosition: 'Solid.',
    strengthsVsCompetition: [],
    weaknessesVsCompetition: [],
    differentiationLevel: 'moderate',
    improvementImpact: 'Quantify duties.',
  },
  industryAlignment: {
    industryMatch: 'good',
    experienceRelevance: 'highly relevant',
    skillsAlignment: 'mostly aligned',
    careerProgression: 'steady',
    feedback: 'Judged against the target.',
  },
  criticalImprovements: { immediate: [], contentUpgrades: [], strategicChanges: [], industrySpecific: [] },
  beforeAfterExamples: [
    {
      category: 'Achievement',
      before: 'Responsible for reports.',
      after: 'Produced reports.',
      impact: 'Shows results.',
      reasoning: 'Lead with the verb.',
    },
  ],
};

const other = {
  documentType: 'other',
  summary: ['1 page, 160 words.'],
  analysisParameters: {},
  engine,
  keyInsights: [
    {
      title: 'Energy use',
      description: 'Energy use fell by 8%.',
      evidence: { page: 1, quote: 'Energy use fell by 8%.' },
    },
  ],
  recommendations: [{ title: 'Add headings', description: 'Break it into sections.', impact: 'medium' }],
  overallAssessment: { score: 72 },
};

/** A deep copy with one change, so each invalid case differs from a valid sample in one way only. */
function changed<T>(sample: T, change: (copy: any) => void): unknown {
  const copy = structuredClone(sample);
  change(copy);
  return copy;
}

describe('analysis result schema', () => {
  it.each([
    ['contract', contract],
    ['essay', essay],
    ['cv', cv],
    ['other', other],
  ])('accepts a complete %s analysis and keeps its type', (type, sample) => {
    const parsed = analysisResultSchema.parse(sample) as AnalysisResult;
    expect(parsed.documentType).toBe(type);
    expect(parsed).toEqual(sample);
  });

  it('accepts an essay grade with its band and rubric traits, and one graded before they existed', () => {
    const withTraits = changed(essay, (copy) => {
      copy.overallGrade.band = { low: 'C+', high: 'A-', lowScore: 76, highScore: 92 };
      copy.overallGrade.traits = [
        { trait: 'position', score: 85, weight: 0.2, evidence: ['Thesis in the introduction.'] },
        { trait: 'conventions', score: 70, weight: 0, evidence: ['Not graded.'], quote: { text: 'Parks are good.' } },
      ];
    });
    expect(analysisResultSchema.safeParse(withTraits).success).toBe(true);
    expect(analysisResultSchema.safeParse(essay).success).toBe(true);
  });

  it('accepts the engine’s fallback note', () => {
    const withFallback = changed(other, (copy) => {
      copy.engine = { provider: 'local', version: 'local-1.0.0', fallbackReason: 'The model answer was not valid.' };
    });
    expect(analysisResultSchema.safeParse(withFallback).success).toBe(true);
  });

  it.each([
    ['an unknown document type', changed(other, (copy) => (copy.documentType = 'memo'))],
    ['a contract without its risk assessment', changed(contract, (copy) => delete copy.riskAssessment)],
    ['an essay labelled as a contract', changed(essay, (copy) => (copy.documentType = 'contract'))],
    ['evidence on page 0 (pages count from 1)', changed(contract, (copy) => (copy.keyFindings[0].evidence.page = 0))],
    [
      'evidence with an empty quote',
      changed(cv, (copy) => (copy.experienceAnalysis.strongExamples[0].evidence.quote = '')),
    ],
    ['a score above 100', changed(other, (copy) => (copy.overallAssessment.score = 101))],
    ['a fractional score', changed(essay, (copy) => (copy.overallGrade.score = 84.5))],
    ['a keyword match given as a percentage', changed(cv, (copy) => (copy.skillsAnalysis.keywordMatchPercentage = 67))],
    ['an unknown letter grade', changed(essay, (copy) => (copy.overallGrade.grade = 'E'))],
    [
      'a rubric trait weighed as a percentage',
      changed(
        essay,
        (copy) => (copy.overallGrade.traits = [{ trait: 'position', score: 80, weight: 20, evidence: [] }]),
      ),
    ],
    [
      'an unknown correction severity',
      changed(essay, (copy) => (copy.grammarAndStyle.specificCorrections[0].severity = 'severe')),
    ],
    [
      'parameters of another type',
      changed(contract, (copy) => (copy.analysisParameters = { academicLevel: 'college' })),
    ],
    [
      'recommendations as plain strings',
      changed(contract, (copy) => (copy.recommendations = ['Negotiate the renewal.'])),
    ],
    ['an empty summary', changed(other, (copy) => (copy.summary = []))],
    ['an unknown engine provider', changed(other, (copy) => (copy.engine.provider = 'gpt'))],
  ])('rejects %s', (_case, sample) => {
    expect(analysisResultSchema.safeParse(sample).success).toBe(false);
  });

  it('rejects a risk level that contradicts the risk score', () => {
    const contradicting = changed(contract, (copy) => {
      copy.riskAssessment.overallScore = 80;
      copy.riskAssessment.overall = 'medium';
    });
    const result = analysisResultSchema.safeParse(contradicting);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['riskAssessment', 'overall']);
  });
});

describe('risk score bands', () => {
  it.each([
    [100, 'high'],
    [66, 'high'],
    [65, 'medium'],
    [36, 'medium'],
    [35, 'low'],
    [0, 'low'],
  ])('puts %i in the %s band', (score, level) => {
    expect(riskLevelForScore(score)).toBe(level);
  });
});
