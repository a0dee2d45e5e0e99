import { describe, expect, it } from 'vitest';
import { shown } from './grammar-rule-shown';

/** Findings of the whole checker that change the given words. */
const touching = (found: readonly string[], words: string) => found.filter((finding) => finding.startsWith(words));

describe('a relative clause whose noun is unclear gets no agreement fix', () => {
  it('stays silent when "who" or "that" may refer to the noun before "of" or to the one after it', async () => {
    const teacher = await shown('The coach of the girls who trains every morning is strict.');
    expect(touching(teacher, 'girls who trains')).toEqual([]);
    const owner = await shown('I met the owner of the shops that sells fresh bread.');
    expect(touching(owner, 'shops that sells')).toEqual([]);
    const leader = await shown('She is the leader of the groups which meets on Sundays.');
    expect(touching(leader, 'groups which meets')).toEqual([]);
    const nurse = await shown('We thanked the nurse of the children who sleeps in this ward.');
    expect(touching(nurse, 'children who sleeps')).toEqual([]);
  });

  it('still corrects the verb when the plural noun is plainly the one described', async () => {
    expect(await shown('We need laws that protects workers.')).toContain('laws that protects → laws that protect');
    expect(await shown('My neighbours who lives upstairs are loud.')).toContain(
      'neighbours who lives → neighbours who live',
    );
    expect(await shown('A lot of people who lives here walk to work.')).toContain('people who lives → people who live');
  });
});

describe('a spelling fix is a word the writer meant', () => {
  it('splits a modal run into its verb rather than taking a rarer word a letter away', async () => {
    expect(await shown('Winters canbe very cold here.')).toContain('canbe → can be');
    expect(await shown('You shouldbe careful on the ice.')).toContain('shouldbe → should be');
  });

  it('offers no word three vowel or doubling slips from a short misspelling', async () => {
    const exam = await shown('The exam was a very diffult one.');
    expect(exam.filter((finding) => finding.includes('default'))).toEqual([]);
    const choice = await shown('Leaving home was diffult for him.');
    expect(choice.filter((finding) => finding.includes('default'))).toEqual([]);
  });

  it('still fixes a word whose vowels or doublings are spelt by sound in two places', async () => {
    expect(await shown('We had dinner at a restaraunt downtown.')).toContain('restaraunt → restaurant');
    expect(await shown('It was a brizy afternoon by the lake.')).toContain('brizy → breezy');
  });
});

describe('"want" before a bare verb', () => {
  it('shows both "want to" and "won\'t" where either may be meant', async () => {
    expect(await shown('If you leave now you want see the end.')).toContain(
      'want see → Check which was meant: “want to see” or “won’t see”.',
    );
    expect(await shown('I want be a nurse when I grow up.')).toContain(
      'want be → Check which was meant: “want to be” or “won’t be”.',
    );
  });

  it('still adds "to" after the other forms of "want"', async () => {
    expect(await shown('She wanted go home early.')).toContain('wanted go → wanted to go');
  });
});
