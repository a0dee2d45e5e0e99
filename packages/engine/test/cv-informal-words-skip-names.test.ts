import { describe, expect, it } from 'vitest';
import { analyzeCvText } from './result-checks';

function cvWith(experience: string, skills = 'Stock control, Excel, Forklift licence'): string {
  return `Lee Hart
lee.hart@example.org | 0161 496 0770

Summary
Ward systems assistant with six years in hospital support.

Experience
Systems Assistant, Riverside Hospital, 2018 to present
${experience}
Logged the faults on the ward computers and chased the fixes.

Skills
${skills}

Education
BTEC IT, Salford College, 2016`;
}

async function toneOf(text: string): Promise<string> {
  return (await analyzeCvText(text)).writingQuality.toneIssues.join(' ');
}

/** Invented lines: a job title, a tool or a skills list is no casual speech. */
describe('informal words', () => {
  it.each([
    ['Acted as the SAP Super User for the four surgical wards.', undefined],
    ['Set up the Internet of Things sensors in the cold stores.', undefined],
    ['Checked the cool room temperatures and logged them.', undefined],
    ['Trained the ward clerks on the new booking system.', 'SharePoint Super User, Jira, Excel'],
  ])('are not found in a title, a tool or a skills list: “%s”', async (line, skills) => {
    expect(await toneOf(cvWith(line, skills))).not.toMatch(/informal word/u);
  });

  it.each([
    'Sorted out lots of stuff for the ward manager.',
    'Kept things running for the guys on the night shift.',
    'Had a super busy winter on the help desk.',
  ])('are still found in a line of casual speech: “%s”', async (line) => {
    expect(await toneOf(cvWith(line))).toMatch(/informal word/u);
  });
});
