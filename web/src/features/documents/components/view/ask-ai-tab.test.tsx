import type { PlanId } from '@doclens/api';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AskAiTab } from './ask-ai-tab';

function renderTab(plan: PlanId) {
  render(
    <MemoryRouter>
      <AskAiTab plan={plan} />
    </MemoryRouter>,
  );
}

describe('the Ask AI tab', () => {
  it('offers a free plan the upgrade to Ask AI, leading to /pricing', () => {
    renderTab('free');
    expect(screen.getByText('Ask AI')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available on Pro and Enterprise plans' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Ask AI Questions' })).toHaveAttribute('href', '/pricing');
  });

  it.each(['pro', 'enterprise'] as const)('asks a %s plan to upgrade to nothing', (plan) => {
    renderTab(plan);
    expect(screen.getByText('Ask AI')).toBeInTheDocument();
    expect(screen.queryByText('Available on Pro and Enterprise plans')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
  });
});
