import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../../analysis-engine';
import { score } from './bulk-engine';

const nurse: DocumentPage[] = [
  {
    pageNumber: 1,
    text: 'Jane Rivers\nRegistered Nurse\njane.rivers@example.com | 555-201-3344\nSummary\nRegistered nurse with 8 years of experience in acute patient care.\nExperience\nStaff Nurse, City Hospital, 2016 - Present\nAdministered medication, monitored patient vital signs and coordinated care plans.\nEducation\nBachelor of Science in Nursing, State University, 2015\nSkills\nPatient care, medication administration, triage, BLS, electronic health records',
  },
];

// A short piece of prose written for this test, with one very long sentence.
const essay: DocumentPage[] = [
  {
    pageNumber: 1,
    text: 'Cities should plant more trees along their streets. Shade from street trees lowers the temperature of pavements and buildings on hot afternoons, which means that people who walk, wait for buses or work outdoors are exposed to less heat, and the energy that households spend on cooling during the long summer months falls as well, according to several municipal studies. Trees also absorb rainwater that would otherwise flood drains.',
  },
];

function pointsOf(result: ReturnType<typeof score>): number {
  return result.keyPoints.reduce((sum, point) => sum + (point.points ?? 0), 0);
}

describe('score (CVs and other documents)', () => {
  it("gives a CV's score as the sum of what each part of the fit contributed", () => {
    const result = score(
      nurse,
      'Registered Nurse: patient care, triage, medication administration, 5 years of experience.',
    );
    const moved = result.keyPoints.filter((point) => point.points !== undefined);
    expect(moved.length).toBe(3);
    expect(Math.abs(pointsOf(result) - result.score)).toBeLessThanOrEqual(1);
    expect(moved[0]?.text).toBe('Background in healthcare.');
    expect(moved.find((point) => /years of experience/u.test(point.text))?.points).toBe(10);
    for (const point of result.keyPoints) expect(point.text).toMatch(/[.”]$/u);
  });

  it('quotes whole sentences of prose, or cuts them at a word with an ellipsis, never mid-word', () => {
    const result = score(essay, 'Prefer essays about the heat and energy benefits of street trees in cities');
    expect(result.keyPoints.length).toBeGreaterThan(0);
    const sentences = essay[0]?.text.split(/(?<=\.)\s+/u) ?? [];
    for (const point of result.keyPoints) {
      expect(point.text).not.toMatch(/^Mentions /u);
      const quoted = /“(.+?)(…)?”/u.exec(point.text);
      if (!quoted?.[1]) continue;
      const sentence = sentences.find((candidate) => candidate.startsWith(quoted[1] ?? ''));
      expect(sentence).toBeDefined();
      if (quoted[2]) expect(sentence?.[quoted[1].length]).toBe(' ');
      else expect(sentence).toBe(quoted[1]);
    }
    expect(result.reasoning).not.toMatch(/\bprefer\b/u);
    expect(result.score).toBe(50 + pointsOf(result));
  });
});
