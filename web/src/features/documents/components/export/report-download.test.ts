import { escapeHtml } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { reportFileName } from './report-download';

describe('reportFileName', () => {
  it('names the report after the document', () => {
    expect(reportFileName('Lease 2026.pdf')).toBe('Lease 2026-analysis.html');
    expect(reportFileName('notes.PDF')).toBe('notes-analysis.html');
  });

  it('replaces characters file systems refuse and never gives an empty name', () => {
    expect(reportFileName('a/b\\c:d*e?"f<g>h|i.pdf')).toBe('a-b-c-d-e-f-g-h-i-analysis.html');
    expect(reportFileName('.pdf')).toBe('document-analysis.html');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
