import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/** The thesis line says where the position stands, and a yes or no said back about the topic is a position. */
const arguing = { academicLevel: 'high-school', subject: 'Should towns keep their parks open all year?' } as const;

describe('a thesis that comes after an opening paragraph of context', () => {
  it('is told in the paragraph where it stands, never "in the introduction"', async () => {
    const text = [
      'Every town has a park where children play and old people sit in the sun. Many towns are now short of money and look for things to cut.',
      'I believe the town should keep its parks open all year. A park gives every family a free place to meet, because not everyone has a garden.',
      'Parks also keep the air clean, since trees take up the smoke of the traffic.',
      'In conclusion, parks are worth what they cost and should stay open.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe('I believe the town should keep its parks open all year.');
    expect(argumentClarity.feedback).toMatch(/paragraph 2, not in the introduction/u);
    expect(argumentClarity.feedback).not.toMatch(/stated in the introduction/u);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/introduction states/u);
  });

  it('is still told as stated in the introduction where it is there', async () => {
    const text = [
      'Many towns are short of money. I believe the town should keep its parks open all year.',
      'A park gives every family a free place to meet, because not everyone has a garden.',
      'In conclusion, parks are worth what they cost and should stay open.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.feedback).toMatch(/^The thesis is stated in the introduction/u);
    expect(argumentClarity.strongPoints).toContain('The introduction states a clear position.');
  });
});

describe('an introduction that answers its own yes-or-no question about the topic', () => {
  it('takes the answer said back about the subject as the position', async () => {
    const text = [
      'Do towns need their parks in winter? No, they do not need them open in the cold months. Parks have some uses in winter, but they cost a great deal to heat and light.',
      'Few people walk in a park when it snows, so the paths stay empty while the town pays for them.',
      'In the end, towns should close their parks in winter and open them again in spring.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toMatch(/No, they do not need them open/u);
    // The good of the other side is granted before the turn: "no opposing view" would be false.
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/No opposing view/u);
  });

  it('does not take a yes to a question put to the reader as a position', async () => {
    const text = [
      'Have you ever walked in a park at night? Yes, you have probably done it once. Parks are quiet after dark.',
      'Towns should keep their parks open all year, because families need free places to meet.',
      'In conclusion, parks should stay open.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText ?? '').not.toMatch(/Have you ever/u);
  });
});

describe('a "so" that means "also"', () => {
  it('is not credited as a reason', async () => {
    const text = [
      'Towns should keep their parks open all year.',
      'I walk my dog in the park every morning, and so do many of my neighbours.',
      'We meet there on Sundays, and so does the chess club from the library.',
      'In conclusion, parks should stay open.',
    ].join('\n\n');
    const { criticalThinking, argumentClarity } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/explains why|gives a reason/u);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/and so do/u);
  });
});

describe('a remark someone of the writer’s family made, quoted in a story from their life', () => {
  it('is not praised as evidence quoted and explained', async () => {
    const text = [
      'Towns should keep their parks open all year, because families need free places to meet.',
      'Last winter I asked my dad if we could play outside, and he said, "The park is closed until spring." This shows that a closed park leaves children with nowhere to run.',
      'A park also keeps the air clean, since trees take up the smoke of the traffic.',
      'In conclusion, parks should stay open.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.strongPoints.join(' ')).not.toMatch(/Quotes its evidence/u);
  });

  it('leaves a quotation from a source credited', async () => {
    const text = [
      'Towns should keep their parks open all year, because families need free places to meet.',
      'A report by the city council states, "Parks are used by half of all families every week." This shows that closing them would take a free meeting place from many homes.',
      'In conclusion, parks should stay open.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.strongPoints.join(' ')).toMatch(/Quotes its evidence/u);
  });
});

describe('a position stated as the many effects a thing has', () => {
  it('is found as the thesis of the introduction', async () => {
    const text = [
      'Parks cost towns a lot of money. Closed parks have many negative effects on the families who live nearby. Children lose a safe place to play.',
      'Families also lose a free place to meet, because not everyone has a garden.',
      'In conclusion, parks should stay open.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe('Closed parks have many negative effects on the families who live nearby.');
  });
});

describe('a hedge inside a list of cases', () => {
  it('is not shown as a claim the essay qualifies', async () => {
    const text = [
      'Towns should keep their parks open all year, because families need free places to meet.',
      'Parks offer many things to do. Such as: football games, sometimes concerts, and long walks.',
      'In conclusion, parks should stay open.',
    ].join('\n\n');
    const { criticalThinking } = await analyzeEssay(text, arguing);
    expect(criticalThinking.feedback).not.toMatch(/qualifies some claims/u);
  });
});
