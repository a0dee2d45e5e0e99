import { FIXTURES_DIR, fixturesPresent } from '@doclens/testing/shared-fixtures';
import { describe, expect, it } from 'vitest';
import { cvQuality } from '../quality/cv-quality';

describe.skipIf(!fixturesPresent)('CV occupation detection on the real resumes', () => {
  it('reaches the accuracy and macro-F1 targets against the labelled categories', async () => {
    const section = await cvQuality(FIXTURES_DIR);
    const measured = Object.fromEntries(section.rows.map((row) => [row.measure, row]));
    expect(measured['CVs read']?.value).toBe('24');
    expect(measured['CV occupation accuracy']?.met).toBe(true);
    expect(measured['CV occupation macro-F1']?.met).toBe(true);
  }, 120_000);
});
