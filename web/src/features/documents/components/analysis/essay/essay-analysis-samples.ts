import { type EssayAnalysis, essayAnalysisSchema } from '@doclens/api';

/** A complete essay analysis as a paid viewer receives it, checked against the shared schema. */
export const essaySample: EssayAnalysis = essayAnalysisSchema.parse({
  documentType: 'essay',
  summary: ['A clear argument about renewable energy subsidies.', 'Citations are inconsistent.'],
  analysisParameters: { academicLevel: 'university', subject: 'Economics' },
  engine: { provider: 'local', version: '1.0.0' },
  overallGrade: {
    score: 78,
    grade: 'B+',
    rationale: 'The thesis is clear and supported, but evidence is thin in the second half.',
    improvementToNextGrade: 'Add peer-reviewed sources to the counter-argument section to reach an A-.',
  },
  structureAnalysis: {
    score: 72,
    feedback: 'Paragraphs follow a logical order.',
    specificIssues: ['The conclusion introduces a new argument.'],
    strengths: ['Each paragraph opens with a topic sentence.'],
  },
  argumentClarity: {
    score: 81,
    thesisText: 'Subsidies accelerate the energy transition more than carbon taxes.',
    feedback: 'The thesis is stated early and revisited.',
    logicalGaps: ['Cost comparisons assume constant prices.'],
    strongPoints: ['Uses a concrete case study from Denmark.'],
    thesisEvidence: { page: 1, quote: 'Subsidies accelerate the energy transition' },
  },
  grammarAndStyle: {
    score: 64,
    concisenessScore: 58,
    grammarIssues: 4,
    spellingIssues: 2,
    toneAssessment: 'Formal and academic',
    specificCorrections: [
      {
        category: 'Agreement',
        severity: 'moderate',
        location: 'Paragraph 2',
        error: 'the data shows',
        correction: 'the data show',
        explanation: 'In academic writing "data" is plural.',
        evidence: { page: 2, quote: 'the data shows' },
      },
    ],
    feedback: 'Sentences are often long.',
  },
  readabilityScore: {
    score: 66,
    fleschKincaidLevel: 13.4,
    complexity: 'Advanced',
    feedback: 'Shorten sentences over 30 words.',
    targetAudience: 'University students',
  },
  criticalThinking: { score: 70, feedback: 'Counter-arguments are acknowledged but not refuted.' },
  citationCheck: {
    plagiarismRisk: 'medium',
    citationStyle: 'APA',
    hasReferences: true,
    missingCitations: [
      { text: 'Solar costs fell 90% in a decade.', evidence: { page: 3, quote: 'Solar costs fell 90% in a decade' } },
    ],
    consistencyIssues: ['Two sources use MLA format.'],
  },
  detailedImprovements: {
    immediate: ['Fix subject-verb agreement.'],
    contentEnhancements: ['Add a counter-argument paragraph.'],
    writingMechanics: ['Split long sentences.'],
    researchSuggestions: ['Cite the IEA 2023 report.'],
  },
  actionableFixes: ['Rewrite the conclusion without new claims.'],
  modelAnswerExamples: [
    {
      weakness: 'Renewables are good for everyone.',
      improvement: 'Renewables cut household energy bills by 12% in Denmark (IEA, 2023).',
      explanation: 'A specific, sourced claim is more persuasive.',
    },
  ],
});

/** What the server sends a free viewer for the same essay (analysis-redaction.ts). */
export const redactedEssaySample = {
  documentType: 'essay',
  summary: essaySample.summary,
  analysisParameters: essaySample.analysisParameters,
  engine: essaySample.engine,
  overallGrade: essaySample.overallGrade,
  structureAnalysis: { score: 72 },
  argumentClarity: { score: 81 },
  grammarAndStyle: {
    score: 64,
    concisenessScore: 58,
    grammarIssues: 4,
    spellingIssues: 2,
    specificCorrections: essaySample.grammarAndStyle.specificCorrections,
  },
  readabilityScore: { score: 66, fleschKincaidLevel: 13.4, complexity: 'Advanced' },
  criticalThinking: { score: 70 },
  citationCheck: { plagiarismRisk: 'high', citationStyle: 'none', hasReferences: false },
  detailedImprovements: essaySample.detailedImprovements,
  actionableFixes: essaySample.actionableFixes,
  modelAnswerExamples: essaySample.modelAnswerExamples,
  redacted: true,
  upgradeRequired: 'pro',
  counts: { improvementCounts: { grammar: 4, improvements: 9, critical: 0, enhancements: 0, total: 13 } },
} as unknown as EssayAnalysis;
