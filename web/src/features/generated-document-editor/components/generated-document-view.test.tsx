import type { GeneratedDocumentView } from '@doclens/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ANALYSIS } from '../../../test/fixtures/document-page.fixtures';
import { aGeneratedDocument } from '../../../test/fixtures/generated-document.fixtures';
import { aUser, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function api(generated: Partial<GeneratedDocumentView> | null, uploadedStatus = 404) {
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(aUser('pro')),
    'GET /api/documents/7': () => jsonResponse({ message: 'Document not found' }, uploadedStatus),
    ...(generated ? { 'GET /api/generated-documents/7': () => jsonResponse(aGeneratedDocument(generated)) } : {}),
  });
}

describe('/document/:id falls back to a generated document', () => {
  it('shows the generated contract and its analysis when no uploaded document has the id', async () => {
    api({ title: 'Acme NDA', analysis: CONTRACT_ANALYSIS, riskLevel: 'low' });
    renderApp('/document/7');
    expect(await screen.findByRole('heading', { name: 'Acme NDA' })).toBeInTheDocument();
    expect(await screen.findByText('Critical issues found')).toBeInTheDocument();
    expect(screen.getByText('Confidential Information')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Document' })).toHaveAttribute('href', '/generated-document-editor/7');
  });

  it('offers the editor when the generated document is not analysed yet', async () => {
    api({ title: 'Acme NDA' });
    renderApp('/document/7');
    expect(await screen.findByText('Not analysed yet')).toBeInTheDocument();
  });

  it('reads as not found when neither kind of document has the id', async () => {
    api(null);
    renderApp('/document/7');
    expect(await screen.findByText('Document Not Found')).toBeInTheDocument();
  });
});
