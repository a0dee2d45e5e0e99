import type { ContractAnalysis, DocumentDetail, OtherAnalysis } from '@doclens/api';

/** A document as GET /api/documents/:id answers it; `hasAnalysis` follows the analysis given. */
export function aDocument(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  const document: Omit<DocumentDetail, 'hasAnalysis'> = {
    id: 7,
    status: 'completed',
    stage: null,
    originalName: 'lease.pdf',
    filename: 'lease.pdf',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    fileSize: 2048,
    pageCount: 3,
    processingTime: 4200,
    documentType: 'contract',
    analysisParameters: { role: 'tenant' },
    analysis: null,
    riskLevel: 'high',
    overallGrade: null,
    overallScore: null,
    failureReason: null,
    canRetry: false,
    isArchived: false,
    content: null,
    extractedText: null,
    metadata: null,
    extractionWarning: null,
    ...overrides,
  };
  return { ...document, hasAnalysis: document.analysis !== null };
}

export const CONTRACT_ANALYSIS: ContractAnalysis = {
  documentType: 'contract',
  summary: ['• Governing law: State of New York', 'The lease runs for twelve months.'],
  analysisParameters: { role: 'tenant' },
  engine: { provider: 'local', version: '1' },
  riskAssessment: {
    overall: 'high',
    overallScore: 72,
    highRisk: [{ finding: 'Uncapped liability' }, { finding: 'Automatic renewal' }],
    mediumRisk: [{ finding: 'Late fee' }],
    lowRisk: [
      { finding: 'Notices' },
      { finding: 'Severability' },
      { finding: 'Headings' },
      { finding: 'Counterparts' },
    ],
  },
  risks: [],
  keyFindings: [
    {
      type: 'high',
      title: 'Uncapped liability',
      description: 'The tenant is liable for all damages without limit.',
      score: 85,
      quotedText: 'Tenant shall indemnify Landlord for any and all losses.',
      section: '12',
      category: 'Liability',
      recommendation: 'Negotiate a cap equal to twelve months of rent.',
      evidence: { page: 2, quote: 'Tenant shall indemnify Landlord for any and all losses.' },
    },
    {
      type: 'low',
      title: 'Standard notice clause',
      description: 'Notices go to the listed addresses.',
      score: 20,
      quotedText: '',
      section: '18',
      category: 'Notices',
      recommendation: 'Keep your address current.',
    },
  ],
  keyTerms: [
    {
      term: 'Indemnify',
      importance: 'high',
      plainEnglishMeaning: 'You pay for the landlord’s losses.',
      quotedContext: 'Tenant shall indemnify Landlord',
      actionRequired: 'Ask for a cap.',
      practicalImpact: 'A single claim could cost more than the rent.',
    },
  ],
  industryContext: {
    marketAnalysis: 'Caps are common in residential leases.',
    industryNorms: 'Most leases cap liability.',
    regionalFactors: 'New York limits deposits.',
    benchmarkData: 'Two in three leases include a cap.',
  },
  recommendations: {
    contractImprovements: [],
    immediateActions: [
      {
        action: 'Request a liability cap',
        timeline: 'Before signing',
        documentation: 'The landlord’s written reply',
        riskIfDelayed: 'You sign unlimited liability.',
      },
    ],
    resourcesAndLinks: [],
    longTermConsiderations: [],
  },
  clauses: [
    {
      category: 'Governing Law',
      title: 'Governing law',
      value: 'New York',
      evidence: { page: 3, quote: 'governed by the laws of the State of New York' },
    },
  ],
};

/** What the server sends a free plan for CONTRACT_ANALYSIS (see the gateway's analysis-redaction). */
export const REDACTED_CONTRACT_ANALYSIS = {
  documentType: 'contract',
  summary: CONTRACT_ANALYSIS.summary,
  analysisParameters: { role: 'tenant' },
  engine: { provider: 'local', version: '1' },
  riskAssessment: { overall: 'high', overallScore: 72, highRisk: 2, mediumRisk: 1, lowRisk: 4 },
  keyTerms: ['Indemnify'],
  keyFindings: [
    { type: 'high', title: 'Uncapped liability' },
    { type: 'low', title: 'Standard notice clause' },
  ],
  redacted: true,
  upgradeRequired: 'pro',
  counts: {
    riskCounts: { high: 2, medium: 1, low: 4, overall: 'high' },
    gradeInfo: null,
    cvScores: null,
    insightCounts: null,
    improvementCounts: null,
    keyTermsCount: 1,
    recommendationsCount: 1,
  },
};

export const OTHER_ANALYSIS: OtherAnalysis = {
  documentType: 'other',
  summary: ['A grant proposal for a community garden.'],
  analysisParameters: { documentPurpose: 'Grant proposal' },
  engine: { provider: 'local', version: '1' },
  keyInsights: [
    { title: 'Clear budget', description: 'Costs are itemised per season.' },
    { title: 'Weak outcomes', description: 'Success measures are vague.' },
  ],
  recommendations: [{ title: 'Add measurable goals', description: 'State how many families benefit.', impact: 'high' }],
  overallAssessment: { score: 64 },
};
