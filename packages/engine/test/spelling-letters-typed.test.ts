import { describe, expect, it } from 'vitest';
import { spellingIn } from './spelling-shown';

describe('a fix keeps the ending the writer typed', () => {
  it('keeps the "-ly" of an adverb', async () => {
    expect(await spellingIn('We luckly found the key under the mat.')).toEqual(['luckly → luckily']);
  });

  it('keeps the "-d" of a past', async () => {
    const found = await spellingIn('I listend to the radio all night.');
    expect(found.filter((finding) => finding.endsWith('→ listen'))).toEqual([]);
  });

  it('puts no "\'s" on an adjective', async () => {
    const found = await spellingIn('The tree bads open every spring.');
    expect(found.filter((finding) => finding.includes("bad's"))).toEqual([]);
  });
});

describe('a fit of one typing slip outweighs a commoner word two slips away', () => {
  it('reads a single letter for a double one', async () => {
    expect(await spellingIn('He was slaping the table in anger.')).toEqual(['slaping → slapping']);
  });

  it('still offers the commoner word when the nearer fit drops a letter typed or is no everyday word', async () => {
    expect(await spellingIn('He had tooken the bus home.')).toEqual(['tooken → taken']);
    expect(await spellingIn('The ticket cost ten dallers.')).toEqual(['dallers → dollars']);
  });
});

describe('rivals the same slip away', () => {
  it('are weighed wherever they stand in the list, not only second', async () => {
    expect(await spellingIn('I hate to waent for two whole days.')).toEqual(['waent → Check the spelling of “waent”.']);
  });
});

describe('words the word list keeps with a capital because they open spoken lines', () => {
  it('count as everyday words', async () => {
    expect(await spellingIn('If you are bored, lisen to the radio.')).toEqual(['lisen → listen']);
  });

  it('leave interjections out of the count', async () => {
    expect(await spellingIn('The box was too hevy to lift.')).toEqual(['hevy → heavy']);
  });
});

describe('two words run together', () => {
  it('are not split where the second would be a bare adjective', async () => {
    const found = await spellingIn('The show got intrusting after lunch. I am greatfull for my parents.');
    expect(found.filter((finding) => finding.includes('in trusting') || finding.includes('great full'))).toEqual([]);
  });

  it('are not split where one word more common than a piece fits', async () => {
    expect(await spellingIn('I could imagein the sea from my room.')).toEqual(['imagein → imagine']);
  });

  it('are still split into a phrase', async () => {
    expect(await spellingIn('We left at the sametime. Infact it rained. My bestfriend came.')).toEqual([
      'sametime → same time',
      'Infact → In fact',
      'bestfriend → best friend',
    ]);
  });
});
