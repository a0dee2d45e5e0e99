import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../hooks/use-toast';
import { Toaster } from './toaster';

describe('toasts', () => {
  it('shows only one toast at a time, the newest', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'first description' });
      toast({ title: 'Second', description: 'second description', variant: 'destructive' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).getByText('Second')).toBeInTheDocument();
    expect(within(region).getByText('second description')).toBeInTheDocument();
    expect(within(region).queryByText('First')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', description: 'All good' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await user.click(within(region).getByRole('button', { name: 'Close' }));
    expect(within(region).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('moves focus to the toasts with F8', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hotkey', description: 'reach me with F8' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).contains(document.activeElement)).toBe(true);
  });

  it('closes by itself after 5 seconds', () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Brief', description: 'gone soon' });
      });
      const region = screen.getByRole('region', { name: 'Notifications (F8)' });
      act(() => vi.advanceTimersByTime(4900));
      expect(within(region).getByText('Brief')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(within(region).queryByText('Brief')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
