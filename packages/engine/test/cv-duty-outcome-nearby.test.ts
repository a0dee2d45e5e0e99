import { describe, expect, it } from 'vitest';
import { experienceStatements } from '../src/local/cv/experience-statements';
import type { TextSpan } from '../src/text/text-span';
import { analyzeCvText } from './result-checks';

function spans(lines: readonly string[]): TextSpan[] {
  let at = 0;
  return lines.map((text) => {
    const span = { text, page: 1, start: at, end: at + text.length };
    at += text.length + 1;
    return span;
  });
}

function dutiesOf(lines: readonly string[]): string[] {
  return experienceStatements(spans(lines))
    .filter((statement) => statement.genericDuty)
    .map((statement) => statement.line.text);
}

/** Invented lines: an outcome given on the next line or two belongs to the task before it. */
describe('a task whose outcome follows on the next line or two', () => {
  it.each([
    [['Ran the trial of self check-in kiosks at the front desk', 'Result: queues at peak hours fell by a third']],
    [
      [
        'Moved the parts stock onto a shared spreadsheet for the fitters',
        'Trained the fitters to log each part they took from the van',
        'Resulting in far fewer wasted trips to the depot',
      ],
    ],
    [['Rewrote the welcome pack for new tenants of the estate', 'This cut the calls to the office in the first month']],
  ])('is not a duty without a result: %j', (lines) => {
    expect(dutiesOf(lines)).toEqual([]);
  });

  it.each([
    [['Ran the trial of self check-in kiosks at the front desk', 'Answered the phones and booked rooms for guests']],
    [['Ordered stock for the walking boot wall', 'Results-driven seller with a love of the hills']],
    [
      [
        'Ordered stock for the walking boot wall',
        'Cleaned the tills at the close of each day',
        'Checked deliveries against the order book',
        'Result: no stock went missing that year',
      ],
    ],
  ])('stays a duty where no outcome follows it closely: %j', (lines) => {
    expect(dutiesOf(lines)[0]).toBe(lines[0]);
  });
});

const RESULT_RICH_CV = `Nia Ford
nia.ford@example.org | 0161 496 0760

Summary
Warehouse shift lead with seven years in food distribution.

Experience
Shift Lead, Northway Foods, 2018 to present
Cut picking errors on the night shift by 40% with a scan check.
Raised the dock's daily loads from 60 to 85 trailers.
Saved £18,000 a year in chilled waste by changing the rota.
Ranked first of nine sites for safety audits in 2023.
Loaded the trailers for the morning runs.

Education
NVQ Warehousing, Leeds City College, 2016`;

const DUTY_HEAVY_CV = `Tom Hale
tom.hale@example.org | 0161 496 0761

Summary
Warehouse operative with five years in food distribution.

Experience
Operative, Northway Foods, 2019 to present
Cut picking errors on the night shift by 40% with a scan check.
Loaded the trailers for the morning runs.
Checked deliveries against the order book.
Swept the loading bays at the end of the shift.
Stacked the pallets in the chilled store.

Education
NVQ Warehousing, Leeds City College, 2017`;

describe('the duty lines as a red flag', () => {
  it('is no red flag where measured results outnumber the duty lines, only a weakness', async () => {
    const result = await analyzeCvText(RESULT_RICH_CV);
    expect(result.firstImpression.redFlags.join(' ')).not.toMatch(/describes? duties/u);
    expect(result.overallScore.weaknesses.join(' ')).toMatch(/1 line describes duties/u);
  });

  it('stays a red flag where the duty lines outnumber the results', async () => {
    const result = await analyzeCvText(DUTY_HEAVY_CV);
    expect(result.firstImpression.redFlags.join(' ')).toMatch(/4 lines describe duties/u);
  });
});
