import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../text/sentences';
import { layoutOfEssay } from './essay-layout';
import { findThesis } from './thesis';

/** The thesis read from the essay's own text: the writer's claim, not the background around it. */
function thesisOf(...paragraphs: string[]): string | undefined {
  const pages = [{ pageNumber: 1, text: paragraphs.join('\n\n') }];
  return findThesis(layoutOfEssay({ pages, sentences: splitSentences(pages) }))?.text;
}

describe('a judgement inside a clause that describes a noun', () => {
  it.each([
    [
      'Many parents worry about the fact that there are films in the library that are violent.',
      'Every town has a library with books, films and music for its readers.',
    ],
    [
      'Some readers complain about magazines which are offensive to their faith.',
      'Our library lends books, films and magazines to anyone with a card.',
    ],
    [
      'There are plenty of websites that are harmful to young children.',
      'Most families own a computer and use it every day.',
    ],
  ])('is background, not the position: %s', (described, background) => {
    const thesis = thesisOf(
      `${background} ${described} Schools and libraries often talk about these things.`,
      'In my view, a library should let each family decide what its own children borrow. Parents know their children best, so they can choose for them.',
      'A library that removes a film takes it from every other family too, because nobody can borrow what is gone.',
      'In the end, libraries should keep every title and let families choose.',
    );
    expect(thesis).not.toBe(described);
    expect(thesis).toMatch(/^In my view/u);
  });
});

describe('a turn from a point granted to the writer’s claim', () => {
  it.each([
    [
      'Phones are very useful for finding facts and keeping in touch.',
      'But spending every evening on a phone is harmful to a teenager’s sleep.',
    ],
    [
      'Video games are a good way to relax after school.',
      'However, too many hours of gaming can be bad for a child’s health.',
    ],
    ['Cars are helpful for families who live far from town.', 'Yet driving to every place is bad for our air.'],
  ])('is the position, not the point granted before it: %s', (granted, claim) => {
    const thesis = thesisOf(
      `Most people use these things every day without much thought. ${granted} ${claim}`,
      'Sleep, exercise and time with friends matter more than a screen, because they keep us healthy.',
      'So we should all set limits on the time we spend this way.',
    );
    expect(thesis).toBe(claim);
  });

  it('is not taken over the writer’s own stance stated before it', () => {
    const thesis = thesisOf(
      'Many families own a car. I think every family should drive less. But cars can be useful on long trips.',
      'Walking and cycling keep people fit, because they move every day.',
      'So families should leave the car at home for short trips.',
    );
    expect(thesis).toBe('I think every family should drive less.');
  });
});

describe('an opinion offered in so many words', () => {
  it.each([
    'Besides, if you want my honest opinion, phones should stay in lockers during lessons.',
    'If you ask me, phones should stay in lockers during lessons.',
    'In my own opinion, phones should stay in lockers during lessons.',
  ])('states the position: %s', (stance) => {
    const thesis = thesisOf(
      'Is it fair to ban phones at school? This question comes up every year. Some students say phones help them learn. Others say phones distract the whole class. ' +
        `Plus teachers spend time asking pupils to put them away. ${stance} This is what lockers are for, after all. Lessons go faster without them.`,
    );
    expect(thesis).toBe(stance);
  });
});
