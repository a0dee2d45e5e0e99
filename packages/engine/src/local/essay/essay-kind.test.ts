import { describe, expect, it } from 'vitest';
import { kindOfPiece } from '../../../test/essay-kind-reading';
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

describe('the kind a text shows when the assignment names none', () => {
  const kindOf = (text: string) => kindOfPiece(text, /(?<=[.!?])\s+|\n+/u);

  it('reads a greeting and a sign-off as a letter', () => {
    const letter = [
      'Hi Grandma,',
      'School started again this week and my new teacher is very funny. We are reading a book about a lighthouse and I like it a lot.',
      'Mum is painting the kitchen yellow. The cat hates the smell and sleeps in the garden all day.',
      'Love,',
      'Maya',
    ].join('\n');
    expect(kindOf(letter)).toBe('letter');
  });

  it('reads a letter that signs off without opening “Dear” as a letter', () => {
    const letter = [
      'Thank you for the birthday present you sent me. The book arrived on Tuesday and I have read half of it already.',
      'The weather here is cold, but the garden looks lovely in the frost. Dad is building a new shed at the back.',
      'Yours sincerely,',
      'Tom',
    ].join('\n');
    expect(kindOf(letter)).toBe('letter');
  });

  it('does not take a closing sentence that opens “Love,” for a sign-off', () => {
    const essay = [
      'Families are shaped by many things. Money, time and place all matter to how a family lives.',
      'Children learn habits from the adults around them, and those habits last for years.',
      'Love, in the end, is what holds a family together through hard times.',
    ].join('\n');
    expect(kindOf(essay)).toBe('expository');
  });

  it('still reads a letter that takes a side as an argument', () => {
    const letter = [
      'Dear Editor,',
      'I believe the town should keep the library open on Sundays. Families have no other quiet place to read together.',
      'Yours faithfully,',
      'A reader',
    ].join('\n');
    expect(kindOf(letter)).toBe('argument');
  });

  it('reads events told in the first person and the past tense as a narrative', () => {
    const story = [
      'My brother and I really wanted a dog for a long time. On my birthday the wish came true.',
      'I nervously held the leash for the first walk. The puppy pulled hard toward the park.',
      'I threw a stick and she brought it back. The grass was warm and soft.',
      'At home she hid under my bed. I bought her a soft basket with my own money.',
      'Now she is the boldest dog in our street. Everyone knows her name.',
    ].join('\n');
    expect(kindOf(story)).toBe('narrative');
  });
});
