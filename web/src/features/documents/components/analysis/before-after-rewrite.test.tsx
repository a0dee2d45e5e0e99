import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BeforeAfterRewrite } from './before-after-rewrite';

describe('BeforeAfterRewrite', () => {
  it('shows the passage, its rewrite, the impact and why, under its title', () => {
    render(
      <BeforeAfterRewrite
        title="Summary"
        before="Did sales."
        after="Grew sales by a fifth."
        impact="Shows a result"
        explanation="A number makes the claim checkable."
      />,
    );
    const rewrite = screen.getByRole('article');
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(rewrite).toHaveTextContent('Before: Did sales.');
    expect(rewrite).toHaveTextContent('After: Grew sales by a fifth.');
    expect(rewrite).toHaveTextContent('Impact: Shows a result');
    expect(rewrite).toHaveTextContent('A number makes the claim checkable.');
  });

  it('says no impact where the analysis gives none', () => {
    render(<BeforeAfterRewrite before="Did sales." after="Grew sales by a fifth." />);
    expect(screen.getByRole('article')).not.toHaveTextContent('Impact');
  });

  it('jumps to the passage in the document from its quote', async () => {
    const onJump = vi.fn();
    render(
      <BeforeAfterRewrite
        before="Did sales."
        after="Grew sales by a fifth."
        evidence={{ page: 2, quote: 'Did sales.' }}
        onJumpToEvidence={onJump}
      />,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onJump).toHaveBeenCalledWith({ page: 2, quote: 'Did sales.' });
  });
});
