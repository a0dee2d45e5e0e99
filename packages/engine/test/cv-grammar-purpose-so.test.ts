import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';

function cvWith(lines: string): string {
  return `Jo Park
jo.park@example.com | 555 200 1188

Summary
Storeroom assistant with six years in hospital supply rooms.

Experience
Storeroom Assistant, Eastgate Hospital, 2017 - 2023
${lines}

Education
School Certificate, 2016`;
}

describe('"so" on a CV line with no subject of its own', () => {
  it('asks no comma before "so" after a noun phrase: with no clause before it, "so" says what for', async () => {
    const { writingQuality } = await analyzeText(
      cvWith(
        'New shelf labels across the wards so the porters find stock quickly.\nDaily stock counts so the wards never run out of gloves.',
      ),
    );
    expect(writingQuality.grammarIssues.map((issue) => issue.explanation).join(' ')).not.toMatch(/“so”/u);
  });

  it('still asks the comma where the line has its own subject and "so" joins a second clause', async () => {
    const { writingQuality } = await analyzeText(
      cvWith('We ran short of gloves every winter so the ward sisters ordered early.'),
    );
    expect(writingQuality.grammarIssues.map((issue) => issue.explanation).join(' ')).toMatch(/“so”/u);
  });
});
