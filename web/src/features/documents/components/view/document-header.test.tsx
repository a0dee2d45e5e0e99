import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aDocument } from '../../../../test/fixtures/document-page.fixtures';
import { DocumentHeader } from './document-header';

const WARNING =
  '3 pages (11–13) are scanned images and were not read: the free plan reads up to 10 scanned pages per document.';

function renderHeader(extractionWarning: string | null) {
  render(
    <MemoryRouter>
      <DocumentHeader document={{ ...aDocument(), extractionWarning }} />
    </MemoryRouter>,
  );
}

describe('DocumentHeader', () => {
  it('tells the owner which scanned pages were not read', () => {
    renderHeader(WARNING);
    expect(screen.getByRole('note')).toHaveTextContent(WARNING);
  });

  it('says nothing when every page was read', () => {
    renderHeader(null);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
