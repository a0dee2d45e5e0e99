import { describe, expect, it } from 'vitest';
import { figuresInOutput, figureTable, formatFigureLine, goalMet, parseFigureLine } from './figure-line';

describe('figure lines', () => {
  it('prints `figure <name> <value> <goal>` with four significant digits', () => {
    expect(formatFigureLine({ name: 'extract.cpu_ratio_real', value: 0.623456, goal: '>=0.5' })).toBe(
      'figure extract.cpu_ratio_real 0.6235 >=0.5',
    );
    expect(formatFigureLine({ name: 'memory.peak_rss_mb_extraction', value: 377, goal: '<=400' })).toBe(
      'figure memory.peak_rss_mb_extraction 377 <=400',
    );
    expect(formatFigureLine({ name: 'api.gateway_cpu_ms_per_request', value: 1234.5678, goal: '-' })).toBe(
      'figure api.gateway_cpu_ms_per_request 1235 -',
    );
  });

  it('prints a figure that could not be measured as NaN, and reads it back', () => {
    const line = formatFigureLine({ name: 'extract.cpu_ratio_real', value: Number.NaN, goal: '>=0.5' });
    expect(line).toBe('figure extract.cpu_ratio_real NaN >=0.5');
    const figure = parseFigureLine(line);
    expect(figure?.name).toBe('extract.cpu_ratio_real');
    expect(figure && goalMet(figure)).toBeUndefined();
  });

  it('refuses a name or goal another run could not be compared with', () => {
    expect(() => formatFigureLine({ name: 'Extract ratio', value: 1, goal: '>=0.5' })).toThrow(/name/);
    expect(() => formatFigureLine({ name: 'extract.ratio', value: 1, goal: 'at least 0.5' })).toThrow(/goal/);
  });

  it('reads back what it prints, and nothing else', () => {
    const line = formatFigureLine({ name: 'admin.analytics_p95_ms', value: 112, goal: '<200' });
    expect(parseFigureLine(line)).toEqual({ name: 'admin.analytics_p95_ms', value: 112, goal: '<200' });
    expect(parseFigureLine('| figure | value |')).toBeUndefined();
    expect(parseFigureLine('figure of speech')).toBeUndefined();
    expect(parseFigureLine('figure extract.ratio fast >=0.5')).toBeUndefined();
  });

  it('judges each goal by its comparison', () => {
    expect(goalMet({ name: 'a.b', value: 0.5, goal: '>=0.5' })).toBe(true);
    expect(goalMet({ name: 'a.b', value: 0.49, goal: '>=0.5' })).toBe(false);
    expect(goalMet({ name: 'a.b', value: 400, goal: '<=400' })).toBe(true);
    expect(goalMet({ name: 'a.b', value: 200, goal: '<200' })).toBe(false);
    expect(goalMet({ name: 'a.b', value: 1, goal: '>0' })).toBe(true);
    expect(goalMet({ name: 'a.b', value: 3, goal: '-' })).toBeUndefined();
  });

  it('gathers the figure lines of several benchmarks into one table', () => {
    const extract = figuresInOutput(
      'extract',
      ['extract benchmark — …', '| input | ratio |', '', 'figure extract.cpu_ratio_real 0.62 >=0.5', ''].join('\n'),
    );
    const memory = figuresInOutput('memory', 'figure memory.peak_rss_mb_extraction 612 <=400\nfigure memory.x 1 -\n');
    expect(figureTable([...extract, ...memory])).toBe(
      [
        '| bench | figure | value | goal | met |',
        '| --- | --- | ---: | --- | --- |',
        '| extract | extract.cpu_ratio_real | 0.62 | >=0.5 | ✔ |',
        '| memory | memory.peak_rss_mb_extraction | 612 | <=400 | ✘ |',
        '| memory | memory.x | 1 | — | — |',
      ].join('\n'),
    );
  });
});
