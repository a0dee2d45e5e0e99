import type { CvAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeCvText as analyzeText } from './result-checks';

const CLINIC_CV = `Sam Reed
sam.reed@example.com | 555 310 4400

Summary
Clinic receptionist with five years in busy family practices.

Experience
Receptionist, Hillside Clinic, 2018 - 2023
Welcomed patients and checked them in for the morning sessions.
billing, letters and reminders for a variety of local practices,.
Answered the phones and booked visits (evening clinics, weekend clinics, etc.) Utilized the booking calendar for
Utilized the shared calendar in order to cut the wait for a first visit.

Education
School Certificate, 2017`;

function rewritesOf(result: CvAnalysis): string[] {
  return [
    ...result.writingQuality.wordyExamples.map((example) => `${example.wordy} → ${example.concise}`),
    ...result.beforeAfterExamples.map((example) => `${example.before} → ${example.after}`),
  ];
}

describe('CV rewrites offered only as finished sentences', () => {
  it('offers no rewrite of a line that starts or ends mid-sentence', async () => {
    const rewrites = rewritesOf(await analyzeText(CLINIC_CV)).join('\n');
    expect(rewrites).not.toMatch(/practices,/u);
    expect(rewrites).not.toMatch(/etc\.\)/u);
  });

  it('still offers the rewrite of a whole line', async () => {
    const rewrites = rewritesOf(await analyzeText(CLINIC_CV)).join('\n');
    expect(rewrites).toMatch(/→ Used the shared calendar to cut the wait for a first visit\./u);
  });
});

describe('a wordy phrase before a number', () => {
  it('is not shortened into a phrase that no longer reads ("several 40")', async () => {
    const cv = CLINIC_CV.replace(
      'Welcomed patients and checked them in for the morning sessions.',
      'Kept the records of a number of 40 patients a day up to date.',
    );
    const rewrites = rewritesOf(await analyzeText(cv)).join('\n');
    expect(rewrites).not.toMatch(/several 40/u);
  });
});
