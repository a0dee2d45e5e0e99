import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EvidenceQuote } from './evidence-quote';

/** How the engine quotes a long legal sentence: up to the last word that fits, mid-sentence. */
const CUT_QUOTE =
  'IN NO EVENT SHALL LICENSOR OR ANY OF ITS DIRECTORS, OFFICERS, EMPLOYEES, LICENSORS, SUPPLIERS OR OTHER REPRESENTATIVES BE LIABLE FOR ANY INDIRECT, SPECIAL OR CONSEQUENTIAL DAMAGES, OR DAMAGES FOR LOSS OF PROFITS, BUSINESS INTERRUPTION, LOSS OF GOODWILL, COMPUTER FAILURE OR MALFUNCTION OR OTHERWISE, ARISING FROM';
const WHOLE_SENTENCE = `${CUT_QUOTE.slice(0, 280)} ARISING FROM THIS AGREEMENT.`;

describe('EvidenceQuote', () => {
  it('shows that a quote cut at its length limit goes on in the document', () => {
    render(<EvidenceQuote evidence={{ page: 3, quote: CUT_QUOTE }} onJump={() => {}} />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent(/ARISING FROM …/u);
    expect(button).toHaveAccessibleName(/ARISING FROM …$/u);
  });

  it('adds nothing to a whole sentence or a short heading', () => {
    const { rerender } = render(<EvidenceQuote evidence={{ page: 3, quote: WHOLE_SENTENCE }} />);
    expect(screen.getByRole('blockquote')).not.toHaveTextContent('…');
    rerender(<EvidenceQuote evidence={{ page: 1, quote: 'Work Experience' }} />);
    expect(screen.getByRole('blockquote')).not.toHaveTextContent('…');
  });
});
