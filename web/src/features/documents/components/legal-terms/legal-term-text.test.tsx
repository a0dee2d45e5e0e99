import { LEGAL_GLOSSARY } from '@doclens/api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LegalTermText } from './legal-term-text';

const forceMajeure = LEGAL_GLOSSARY.find((entry) => entry.term === 'Force majeure');

describe('LegalTermText', () => {
  beforeEach(() => {
    // Radix positions the tooltip with ResizeObserver, which jsdom lacks.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('underlines a glossary term and explains it only after hovering for 300 ms', () => {
    if (!forceMajeure) throw new Error('the glossary lost Force majeure');
    render(<LegalTermText text="Delays caused by force majeure are excused." />);

    const term = screen.getByRole('button', { name: 'force majeure' });
    expect(term).toHaveClass('underline');
    fireEvent.pointerMove(term, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(100);
    });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Force majeure');
    expect(tooltip).toHaveTextContent(forceMajeure.definition);
    expect(tooltip).toHaveTextContent(forceMajeure.examples[0]);
    expect(tooltip).toHaveTextContent(forceMajeure.examples[1]);
    expect(tooltip).not.toHaveTextContent(forceMajeure.examples[2]);
  });

  it('opens the tooltip on keyboard focus and shows the category', () => {
    render(<LegalTermText text="Disputes go to arbitration." />);
    act(() => screen.getByRole('button', { name: 'arbitration' }).focus());
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Arbitration');
    expect(tooltip).toHaveTextContent('General');
  });

  it('renders plain text without buttons when no term is present', () => {
    render(<LegalTermText text="Payment is due within 30 days." />);
    expect(screen.getByText('Payment is due within 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
