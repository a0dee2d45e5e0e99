import { describe, expect, it } from 'vitest';
import { spellingIn } from './spelling-shown';

describe('an everyday word one slip away outweighs a name that differs only in its capital', () => {
  it('offers the adjective, not the surname', async () => {
    expect(await spellingIn('The horror film was far too gorey for my little brother.')).toEqual(['gorey → gory']);
  });

  it('still gives a nationality its capital when no everyday word is a slip away', async () => {
    expect(await spellingIn('My uncle keeps a cuban flag on his wall.')).toEqual(['cuban → Cuban']);
  });
});

describe('a word that fits the place an adjective takes', () => {
  it('offers no verb after "more" or "as"', async () => {
    const found = await spellingIn('Her second painting was even more suttle. The change was as suttle as a whisper.');
    expect(found.filter((finding) => finding.includes('settle'))).toEqual([]);
  });

  it('offers no verb after a form of "be"', async () => {
    const found = await spellingIn('The change in her voice was suttle.');
    expect(found.filter((finding) => finding.includes('settle'))).toEqual([]);
  });

  it('offers no verb after "very" or "so"', async () => {
    const found = await spellingIn('Her smile was very suttle. His joke was so suttle that nobody laughed.');
    expect(found.filter((finding) => finding.includes('settle'))).toEqual([]);
  });

  it('still corrects adjectives plainly meant in those places', async () => {
    expect(await spellingIn('The box was too hevy to lift.')).toEqual(['hevy → heavy']);
    expect(await spellingIn('The room was very cleen after the party.')).toEqual(['cleen → clean']);
    expect(await spellingIn('We picked a smoth stone from the river.')).toEqual(['smoth → smooth']);
  });
});

describe('two common words the same slip away', () => {
  it('asks the writer to choose between them rather than guess one', async () => {
    expect(await spellingIn('We whent to the park after lunch.')).toEqual([
      'whent → Check which word was meant: “when” or “went”.',
    ]);
    expect(await spellingIn('I could hardly waint for the trip.')).toEqual([
      'waint → Check which word was meant: “want” or “wait”.',
    ]);
  });

  it('still corrects a word whose nearest rival is rare or a bigger slip', async () => {
    expect(await spellingIn('My grandfather told a funy story.')).toEqual(['funy → funny']);
    expect(await spellingIn('She lost her wach on the beach.')).toEqual(['wach → watch']);
    expect(await spellingIn('The bus stoped near the gate.')).toEqual(['stoped → stopped']);
  });
});
