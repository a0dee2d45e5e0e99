import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampRingValue, ProgressRing } from './progress-ring';

afterEach(() => vi.useRealTimers());

describe('clampRingValue', () => {
  it('clamps between 0 and the maximum', () => {
    expect(clampRingValue(150)).toBe(100);
    expect(clampRingValue(-5)).toBe(0);
    expect(clampRingValue(8, 5)).toBe(5);
    expect(clampRingValue(42)).toBe(42);
  });

  it('shows 0 for anything non-numeric', () => {
    expect(clampRingValue('abc')).toBe(0);
    expect(clampRingValue(undefined)).toBe(0);
    expect(clampRingValue(null)).toBe(0);
    expect(clampRingValue(Number.NaN)).toBe(0);
  });
});

describe('ProgressRing', () => {
  it('starts empty and sweeps to the clamped value after 100 ms', () => {
    vi.useFakeTimers();
    render(<ProgressRing value={130} label="Score" size="lg" />);
    const ring = screen.getByRole('meter', { name: 'Score' });
    expect(ring).toHaveAttribute('aria-valuenow', '100');
    expect(ring).toHaveStyle({ width: '160px' });
    const arc = ring.querySelectorAll('circle')[1] as SVGCircleElement;
    const circumference = arc.getAttribute('stroke-dasharray');
    expect(arc.getAttribute('stroke-dashoffset')).toBe(circumference);
    act(() => vi.advanceTimersByTime(100));
    expect(Number(arc.getAttribute('stroke-dashoffset'))).toBe(0);
    expect(arc.style.transition).toContain('1000ms');
  });
});
