import { describe, expect, it } from 'vitest';
import { detectEssayKind } from './essay-kind';

/** Assignments written for this test in the words teachers commonly use for each genre. */
describe('the kind an assignment asks for', () => {
  it.each([
    ['Using details from the article, explain why the town closed the old bridge.', 'source-response'],
    ['Based on the poem, what does the speaker miss most about home?', 'source-response'],
    ['Tell us about a day when you helped someone you did not know.', 'narrative'],
    ['Describe an experience that changed how you see your family.', 'narrative'],
    ['Convince your principal to give students a longer lunch break.', 'argument'],
    ['Do you agree or disagree that homework does more harm than good? Give reasons.', 'argument'],
    ['Explain how volcanoes form and why some of them erupt.', 'expository'],
    ['Write a letter to a friend telling them about your new school.', 'letter'],
    ['Write an email to your cousin inviting them to stay for a weekend.', 'letter'],
    ['Write a letter to the editor of your newspaper about the new car park.', 'argument'],
  ] as const)('reads “%s” as %s', (subject, kind) => {
    expect(detectEssayKind([], subject)).toBe(kind);
  });

  it('reads the text when the subject names no genre', () => {
    expect(detectEssayKind([], 'Public health')).toBe('expository');
  });
});
