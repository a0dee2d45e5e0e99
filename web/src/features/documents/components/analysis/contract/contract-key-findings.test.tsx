import type { Evidence, KeyFinding } from '@doclens/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContractKeyFindings } from './contract-key-findings';

const FIRST: Evidence = {
  page: 2,
  quote: 'The Client shall pay each invoice within thirty (30) days of receipt of the invoice.',
};
const SECOND: Evidence = {
  page: 3,
  quote:
    'The Provider shall invoice the Client monthly and the Client shall pay each invoice within fourteen (14) days.',
};

const CONFLICT: KeyFinding = {
  type: 'medium',
  title: 'Two payment periods for the same invoices',
  description:
    'The contract states the payment period for invoices twice with different values: 30 days in Section 3 and 14 days in Section 4.',
  score: 55,
  quotedText: FIRST.quote,
  section: 'Section 3',
  category: 'Internal consistency',
  recommendation: 'Make both clauses state one payment period.',
  evidence: FIRST,
  relatedEvidence: [SECOND],
};

describe('ContractKeyFindings', () => {
  it('shows both clauses of a contradiction, each one a keyboard-reachable jump to its page', async () => {
    const onJump = vi.fn();
    render(<ContractKeyFindings findings={[CONFLICT]} onJumpToEvidence={onJump} />);
    const card = screen.getByRole('listitem');
    const quotes = within(card).getAllByRole('button', { name: /^Show on page/u });
    expect(quotes.map((quote) => quote.getAttribute('aria-label'))).toEqual([
      `Show on page 2: ${FIRST.quote}`,
      `Show on page 3: ${SECOND.quote}`,
    ]);
    expect(within(card).getByText('Conflicts with:')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(quotes[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onJump).toHaveBeenCalledWith(SECOND);
  });

  it('shows a single quote for a finding that rests on one clause', () => {
    const { relatedEvidence: _unused, ...single } = CONFLICT;
    render(<ContractKeyFindings findings={[single]} onJumpToEvidence={() => {}} />);
    expect(screen.getAllByRole('button', { name: /^Show on page/u })).toHaveLength(1);
    expect(screen.queryByText('Conflicts with:')).not.toBeInTheDocument();
  });
});
