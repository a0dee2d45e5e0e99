import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UpgradePrompt } from './upgrade-prompt';

function renderPrompt(element: React.ReactElement) {
  render(<MemoryRouter>{element}</MemoryRouter>);
}

describe('UpgradePrompt', () => {
  it('names what is withheld, what upgrading adds, and leads to /pricing', () => {
    renderPrompt(
      <UpgradePrompt
        title="Detailed recommendations are available on Pro and Enterprise plans"
        description="3 recommendations for this contract"
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Detailed recommendations are available on Pro and Enterprise plans' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 recommendations for this contract')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  });

  it('takes the words of its button from the feature it sells', () => {
    renderPrompt(
      <UpgradePrompt title="Available on Pro and Enterprise plans" actionLabel="Upgrade to Ask AI Questions" />,
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Ask AI Questions' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });
});
