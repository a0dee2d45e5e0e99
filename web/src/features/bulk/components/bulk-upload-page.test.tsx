import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const toastRegion = () => within(screen.getByRole('region', { name: /Notifications/ }));

function pdf(name: string): File {
  return new File(['%PDF-1.7'], name, { type: 'application/pdf' });
}

describe('/bulk-upload', () => {
  it('shows the upgrade prompt to a Pro user', async () => {
    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser('pro')) });
    renderApp('/bulk-upload');
    expect(await screen.findByText('Bulk analysis is available on the Enterprise plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Enterprise' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByTestId('bulk-file-input')).not.toBeInTheDocument();
  });

  it("refuses 51 files, or a non-PDF among PDFs, with the spec's message", async () => {
    mockApi({
      'GET /api/auth/user': () => jsonResponse(aUser('enterprise')),
      'GET /api/bulk-uploads': () => jsonResponse({ bulkUploads: [] }),
    });
    renderApp('/bulk-upload');
    const input = await screen.findByTestId('bulk-file-input');
    fireEvent.change(input, { target: { files: Array.from({ length: 51 }, (_, index) => pdf(`f${index}.pdf`)) } });
    expect(await toastRegion().findByText('Only PDF files are allowed (max 50 files)')).toBeInTheDocument();
    expect(screen.queryByText(/PDF files selected/)).not.toBeInTheDocument();

    fireEvent.change(input, {
      target: { files: [pdf('a.pdf'), new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.queryByText(/PDF files selected/)).not.toBeInTheDocument();

    fireEvent.change(input, { target: { files: [pdf('a.pdf'), pdf('b.pdf')] } });
    expect(await screen.findByText('2 PDF files selected')).toBeInTheDocument();
  });
});
