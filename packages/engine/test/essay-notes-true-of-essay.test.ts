import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * The register and error-count notes say what the essay shows: a small "i" is a capital left out,
 * not talk; a "you" inside quoted words is not the writer's; a word split in two is misspelt, not
 * slang; and a count says what the checks found, never that the essay has no errors of a kind.
 * The essays are written for these tests.
 */
const arguing = { academicLevel: 'high-school', subject: 'Should towns build more parks?' } as const;

describe('the register note', () => {
  it('does not call a small “i” for the writer an informal word', async () => {
    const text = [
      'Towns should build more parks for the people who live in them.',
      'Last summer i walked to the nearest park and found it full of families.',
      'A park gives children a safe place to play and adults a quiet place to rest.',
      'For these reasons every growing town should plan its parks early.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/informal expression/u);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/“i”/u);
  });

  it('does not take a “you” inside a quotation that runs over two sentences for the writer addressing the reader', async () => {
    const text = [
      'Towns should build more parks for the people who live in them.',
      'My neighbour once told me, “If you want a town to feel alive, you need places to meet. You cannot meet in a car park.”',
      'Her words show that parks give people a place to gather.',
      'For these reasons every growing town should plan its parks early.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/you/u);
  });

  it('does not take a “you” in dialogue set in single quotation marks for the writer addressing the reader', async () => {
    const text = [
      'Towns should build more parks for the people who live in them.',
      '‘Will you meet me by the pond?’ my friend asked when the new park opened.',
      'Places like that give friends somewhere to meet outside.',
      'For these reasons every growing town should plan its parks early.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/you/u);
  });

  it('does not call “a bout” written for “about” the informal word “bout”', async () => {
    const text = [
      'Towns should build more parks for the people who live in them.',
      'Many people care a bout the green spaces near their homes.',
      'A park gives children a safe place to play and adults a quiet place to rest.',
      'For these reasons every growing town should plan its parks early.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/bout/u);
  });
});

describe('the error-count note', () => {
  it('says the checks found no grammar error rather than giving a bare count of none', async () => {
    const text = [
      'Towns should build more parks for the people who live in them.',
      'A park gives children a safe place to play and adults a quiet place to rest.',
      'Parks are beatiful places where neighbours meet on sunny weekends.',
      'That is why every growing town should plan its parks early.',
    ].join(' ');
    const result = await analyzeEssay(text, arguing);
    const { grammarAndStyle } = result;
    expect(grammarAndStyle.spellingIssues).toBeGreaterThan(0);
    expect(grammarAndStyle.grammarIssues).toBe(0);
    expect(grammarAndStyle.feedback).toMatch(/the checks found no grammar error/u);
    expect(JSON.stringify(result.overallGrade)).toMatch(/1 spelling; the checks found no grammar error/u);
    expect(JSON.stringify(result)).not.toMatch(/\b0 grammar\b/u);
  });

  it('names a word the checks could not correct as theirs to miss, not as a word nobody could guess', async () => {
    const text = [
      'Towns should build more parks for the people who live in them.',
      'The new park was a grand sucsessfulnessing for the whole town.',
      'A park gives children a safe place to play and adults a quiet place to rest.',
      'For these reasons every growing town should plan its parks early.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.feedback).toMatch(/Check the spelling of “sucsessfulnessing”/u);
    expect(grammarAndStyle.feedback).not.toMatch(/offer no one word|no one word/u);
  });
});

describe('the register note reads “cool” by its sense', () => {
  it('does not call the temperature sense of “cool” informal', async () => {
    const text = [
      'Towns should build more parks for the people who live in them.',
      'On hot days the trees keep the paths cool, and a fountain gives children cool water to splash in.',
      'A park gives children a safe place to play and adults a quiet place to rest.',
      'For these reasons every growing town should plan its parks early.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).not.toMatch(/cool/u);
  });

  it('still names “cool” as praise', async () => {
    const text = [
      'Towns should build more parks for the people who live in them.',
      'The new skate ramp in our park is really cool, and everyone wants to try it.',
      'A park gives children a safe place to play and adults a quiet place to rest.',
      'For these reasons every growing town should plan its parks early.',
    ].join(' ');
    const { grammarAndStyle } = await analyzeEssay(text, arguing);
    expect(grammarAndStyle.toneAssessment).toMatch(/“cool”/u);
  });
});
