import { describe, expect, it } from 'vitest';
import { formatSpread, median, percentile, quantile, spreadOf } from './statistics';

describe('the figures a benchmark reports from its runs', () => {
  it('takes the middle run as the median, and the mean of the two middle ones for an even count', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('interpolates quartiles between the nearest runs', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.75)).toBe(3.25);
  });

  it('gives a percentile that is one of the measured values', () => {
    const latencies = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(percentile(latencies, 0.95)).toBe(19);
    expect(percentile(latencies, 0.5)).toBe(10);
  });

  it('reports the median with its interquartile range and extremes, unmoved by one disturbed run', () => {
    const spread = spreadOf([0.61, 0.6, 0.64, 0.12, 0.62]);
    expect(spread).toEqual({ runs: 5, median: 0.61, q1: 0.6, q3: 0.62, min: 0.12, max: 0.64 });
    expect(formatSpread(spread, 2, '×')).toBe('0.61× (IQR 0.60×–0.62×, min–max 0.12×–0.64×, 5 runs)');
  });

  it('says when there was a single run or none', () => {
    expect(formatSpread(spreadOf([42]), 0, ' ms')).toBe('42 ms (1 run)');
    expect(formatSpread(spreadOf([]), 0)).toBe('n/a');
    expect(Number.isNaN(median([]))).toBe(true);
  });
});
