import { describe, expect, it } from 'vitest';
import { rewriteAsAchievement } from '../src/local/cv/achievement-rewrite';
import { analyzeCvText as analyzeText } from './result-checks';

const LIBRARY_CV = `Robin Vale
Library Assistant
robin.vale@example.com | 555 300 1122

Summary
Library assistant with five years in public libraries.

Experience
Library Assistant, Northfield Libraries   2020 - Present
Responsible for cataloguing new books for the children's section.
Utilized the loans system to track overdue books.
Responsible for two branch libraries on Saturdays.

Education
Diploma in Information Studies, 2019

Skills
Cataloguing, customer service, loans systems`;

describe('CV rewrites that keep the facts and say what they changed', () => {
  it('never turns "responsible for" a thing into a verb the writer did not use', () => {
    expect(rewriteAsAchievement('Responsible for two branch libraries on Saturdays')).toBeUndefined();
    expect(rewriteAsAchievement('Responsible for payroll management')).toBeUndefined();
    expect(rewriteAsAchievement('Responsible for billing and collections')).toBeUndefined();
  });

  it("takes the verb from the writer's own noun of running something", () => {
    expect(rewriteAsAchievement('Responsible for the supervision of the night porters')).toBe(
      'Supervised the night porters.',
    );
    expect(rewriteAsAchievement('In charge of the management of the reading room')).toBe('Managed the reading room.');
  });

  it('claims no result for a rewrite that only changes the opening verb, nor fewer words for a swap', async () => {
    const { beforeAfterExamples } = await analyzeText(LIBRARY_CV);
    const achievement = beforeAfterExamples.find((example) => example.category === 'Achievement');
    expect(achievement?.after).toBe("Catalogued new books for the children's section.");
    expect(achievement?.impact).not.toMatch(/shows the result/iu);
    const swap = beforeAfterExamples.find((example) => example.before.startsWith('Utilized'));
    expect(swap?.after).toMatch(/^Used /u);
    expect(`${swap?.impact} ${swap?.reasoning}`).not.toMatch(/fewer words|filler/iu);
    expect(beforeAfterExamples.map((example) => example.after).join(' ')).not.toMatch(/Managed two/u);
  });
});
