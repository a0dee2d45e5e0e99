import { describe, expect, it } from 'vitest';
import { analyzeCvPages } from './result-checks';

const HEADER = 'Lee Park | lee.park@example.com | 555 010 2233';
const BODY = `Summary
Accountant with 5 years of month-end close and reconciliation work.
Experience
Staff Accountant, Rowe & Co   2019 - Present
Reconciled 40 bank accounts each month and cut close time by 2 days.
Education
BA Accounting, 2018
Skills
Reconciliation, general ledger, Excel`;

describe('ATS checks read from the text', () => {
  it('flags contact details that appear only in the running page header', async () => {
    const result = await analyzeCvPages([
      { pageNumber: 1, text: `${HEADER}\n${BODY}` },
      { pageNumber: 2, text: `${HEADER}\nReferences available on request.` },
    ]);
    expect(result.atsFriendliness.criticalIssues).toContain(
      'Contact details appear only in the page header or footer, which many parsers skip.',
    );
    expect(result.atsFriendliness.atsCompatible).toBe(false);
  });

  it('accepts the same details written once in the body', async () => {
    const result = await analyzeCvPages([{ pageNumber: 1, text: `${HEADER}\n${BODY}` }]);
    expect(result.atsFriendliness.criticalIssues).not.toContain(
      'Contact details appear only in the page header or footer, which many parsers skip.',
    );
  });

  it('flags text whose characters were mis-decoded', async () => {
    const garbled = await analyzeCvPages([
      { pageNumber: 1, text: `${HEADER}\n${BODY.replace('Rowe & Co', 'Rowe Â Co ï¼ Leeds')}` },
    ]);
    expect(garbled.atsFriendliness.recommendations.join(' ')).toContain('accented letters');
    const clean = await analyzeCvPages([{ pageNumber: 1, text: `${HEADER}\n${BODY}` }]);
    expect(clean.atsFriendliness.recommendations.join(' ')).not.toContain('accented letters');
  });
});
