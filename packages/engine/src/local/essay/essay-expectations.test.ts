import { describe, expect, it } from 'vitest';
import { expectationsForArguedLetter, expectedWords, LEVEL_EXPECTATIONS, shortOfWords } from './essay-expectations';

describe('the length each level and kind of writing asks for', () => {
  // Lengths are set in typed, double-spaced pages of about 250 words: two pages at school, four in a
  // first college course, six at university, ten for a graduate paper; half of that is short.
  it.each([
    ['high-school', 500, 250],
    ['college', 1000, 500],
    ['university', 1500, 750],
    ['graduate', 2500, 1250],
  ] as const)('expects an argument at %s level to run %i words, short below %i', (level, expected, short) => {
    expect(expectedWords(LEVEL_EXPECTATIONS[level], 'argument')).toBe(expected);
    expect(shortOfWords(LEVEL_EXPECTATIONS[level], 'argument')).toBe(short);
  });

  // A kind's length is its paragraphs against the five-paragraph essay's five; an answer to a question
  // on a text read is a paragraph or two of the school's hundred words at any level.
  it('expects a story in three paragraphs’ worth, a letter in two and a response to a text in 200 words', () => {
    const college = LEVEL_EXPECTATIONS.college;
    expect(expectedWords(college, 'narrative')).toBe(600);
    for (const level of ['high-school', 'college', 'graduate'] as const) {
      expect(expectedWords(LEVEL_EXPECTATIONS[level], 'source-response')).toBe(200);
      expect(shortOfWords(LEVEL_EXPECTATIONS[level], 'source-response')).toBe(100);
    }
    expect(expectedWords(college, 'letter')).toBe(400);
    expect(expectedWords(college, 'expository')).toBe(1000);
  });

  // Letters pages print letters of up to about 300 words, whoever writes them.
  it('expects a case argued in a letter to run a printed letter’s length at every level', () => {
    for (const level of ['high-school', 'college', 'graduate'] as const) {
      const asLetter = expectationsForArguedLetter(LEVEL_EXPECTATIONS[level]);
      expect(expectedWords(asLetter, 'argument')).toBe(300);
      expect(shortOfWords(asLetter, 'argument')).toBe(150);
    }
  });

  // A length the task names is what the writer was asked for, whatever the kind.
  it('expects the length the task names over the kind’s', () => {
    const named = { ...LEVEL_EXPECTATIONS['high-school'], taskWords: 300 };
    expect(expectedWords(named, 'source-response')).toBe(300);
    expect(shortOfWords(named, 'argument')).toBe(150);
  });

  // A school stage (middle school 5–8, high school 9–12) spans four grades: a text suits readers
  // from four grades below their own up to it.
  it('suits readers up to their own school grade and four grades below', () => {
    expect(LEVEL_EXPECTATIONS['high-school'].readingGrade).toEqual([7, 11]);
    expect(LEVEL_EXPECTATIONS.graduate.readingGrade).toEqual([12, 16]);
  });
});
