import type { GeneratedDocumentView } from '@doclens/api';

export const NDA_HTML =
  "<h1>Mutual Non-Disclosure Agreement</h1><h2>Confidential Information</h2><p>Each party keeps the other party's information secret.</p><ul><li>Term: two years</li></ul>";

export function aGeneratedDocument(overrides: Partial<GeneratedDocumentView> = {}): GeneratedDocumentView {
  return {
    id: 7,
    title: 'Acme NDA',
    generatedContent: NDA_HTML,
    notes: '',
    status: 'draft',
    failureReason: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    documentType: 'Non-Disclosure Agreement',
    templateId: 'nda',
    parameters: { 'Disclosing Party': 'Acme Ltd' },
    riskLevel: null,
    analysisRole: null,
    analysis: null,
    ...overrides,
  };
}
