import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../text/sentences';
import { hardToFollow } from './hard-to-follow';

function sentenceOf(text: string) {
  const [sentence] = splitSentences([{ pageNumber: 1, text }]);
  if (sentence === undefined) throw new Error('no sentence');
  return sentence;
}

describe('a clause that lost its verb', () => {
  it.each([
    'If you the phone all day you cannot sleep well at night.',
    'When they the game every evening their homework waits.',
    'Then you just a fan who never plays the sport himself.',
    'The hills tire the runner because there it many steep climbs on the way.',
    'The park is popular because the big trees and the long lake near the town.',
  ])('is hard to follow: %s', (text) => {
    expect(hardToFollow(sentenceOf(text))).toBe(true);
  });

  it.each([
    'If you use the phone all day you cannot sleep well at night.',
    'We the people of this town deserve a safer road.',
    'I told you the truth because you asked me for it.',
    'The hills tire the runner because there are many steep climbs on the way.',
    'The workers stopped digging because the water rose over the banks.',
    'We stayed inside because of the heavy rain and the cold wind.',
    'The days feel long because in the winter, the sun sets early.',
  ])('is followed as written: %s', (text) => {
    expect(hardToFollow(sentenceOf(text))).toBe(false);
  });
});
