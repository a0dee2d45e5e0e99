import { describe, expect, it } from 'vitest';
import { clearEvidenceHighlights, highlightEvidence } from './evidence-highlight';

function textLayer(texts: string[]): { container: HTMLElement; spans: HTMLElement[] } {
  const container = document.createElement('div');
  const spans = texts.map((text) => {
    const span = document.createElement('span');
    span.textContent = text;
    container.append(span);
    return span;
  });
  return { container, spans };
}

describe('highlightEvidence', () => {
  it('wraps exactly the quoted characters of each span in a marked highlight', () => {
    const { container, spans } = textLayer(['Section 4. The Supplier shall', 'indemnify the Buyer', 'in full.']);
    const marks = highlightEvidence(spans, 'The Supplier shall indemnify the Buyer');

    expect(marks.map((mark) => mark.textContent)).toEqual(['The Supplier shall', 'indemnify the Buyer']);
    const highlighted = [...container.querySelectorAll('[data-evidence-highlight]')];
    expect(highlighted).toEqual(marks);
    for (const mark of highlighted) expect(mark).toHaveClass('evidence-highlight');
    // The spans still read as before: only wrapped, never changed.
    expect(spans.map((span) => span.textContent)).toEqual([
      'Section 4. The Supplier shall',
      'indemnify the Buyer',
      'in full.',
    ]);
  });

  it('clears the highlight and matches again from the original text', () => {
    const { container, spans } = textLayer(['alpha beta gamma']);
    highlightEvidence(spans, 'beta');
    clearEvidenceHighlights(container);
    expect(container.querySelector('[data-evidence-highlight]')).toBeNull();
    expect(spans[0]?.childNodes).toHaveLength(1);

    const marks = highlightEvidence(spans, 'alpha beta');
    expect(marks.map((mark) => mark.textContent)).toEqual(['alpha beta']);
  });

  it('marks nothing when the quote is not on the page', () => {
    const { container, spans } = textLayer(['alpha beta gamma']);
    expect(highlightEvidence(spans, 'delta')).toEqual([]);
    expect(container.querySelector('[data-evidence-highlight]')).toBeNull();
  });
});
