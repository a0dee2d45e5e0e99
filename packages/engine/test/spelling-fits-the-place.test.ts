import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';
import { spellingIn } from './spelling-shown';

describe('a spelling fix takes the form the place in the sentence needs', () => {
  it('offers no past tense after "to"', async () => {
    expect(await spellingIn('They wanted to stoped the game.')).toEqual(['stoped → Check the spelling of “stoped”.']);
  });

  it('offers the participle after "has"', async () => {
    expect(await spellingIn('The town has finishd the work.')).toEqual(['finishd → finished']);
  });

  it('offers an adverb after a modal', async () => {
    expect(await spellingIn('I will finaly leave.')).toEqual(['finaly → finally']);
  });

  it('offers no noun where a verb takes its object', async () => {
    const found = await spellingIn('Please help tabe the boxes upstairs.');
    expect(found.join(' ')).not.toMatch(/table/u);
  });

  it('keeps a noun after "to" where it names a place', async () => {
    expect(await spellingIn('We went to schol the next day.')).toEqual(['schol → school']);
  });

  it('offers no verb in -s and no noun after a word of degree', async () => {
    const found = await spellingIn('We left early so makee sure the door is shut.');
    expect(found.join(' ')).not.toMatch(/makes|maker/u);
  });

  it('offers no adverb in -ly right before a noun', async () => {
    const found = await spellingIn('She used very colorfuly words in her poem.');
    expect(found.join(' ')).not.toMatch(/colorfully/u);
  });

  it('keeps a bare verb after "her", which may be the object of the verb before', async () => {
    expect(await spellingIn('We let her chooes the film.')).toEqual(['chooes → choose']);
  });

  it('offers no "he\'s" before a bare noun, where the possessive is meant', async () => {
    expect((await spellingIn('Hes dog barked at us all night.')).join(' ')).not.toMatch(/He's|He’s/u);
  });
});

async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('"an" between two adjectives', () => {
  it('is "and" with a letter dropped', async () => {
    expect(await findingsIn('The room was dark an quiet after the party.')).toContain('an quiet → and quiet');
  });

  it('stays an article after a verb or before "such"', async () => {
    expect(await findingsIn('It was an cold day by the lake.')).toContain('an cold → a cold');
    expect(await findingsIn('It was such an big surprise for us.')).toContain('an big → a big');
  });
});

describe('a spelling fix keeps the spelling standard the writer shows', () => {
  it('keeps the British "our" the writer typed', async () => {
    expect(await spellingIn('The ship was full of colourfull flags.')).toEqual(['colourfull → colourful']);
  });

  it('keeps the American "or" the writer typed, and the whole ending', async () => {
    expect(await spellingIn('The ship was full of colorfull flags.')).toEqual(['colorfull → colorful']);
  });
});

describe('a word in "\'s" before a modal', () => {
  it('is not offered, since no "is", "has" or owner stands before "can"', async () => {
    const { likelySpelling } = await import('../src/grammar/spelling/spelling-correction');
    const candidates = ["censorship's", 'censorship'];
    expect(likelySpelling('censorships', candidates, { before: 'some', after: 'can' })).not.toBe("censorship's");
    expect(likelySpelling('censorships', candidates, { before: 'the', after: 'rules' })).toBe("censorship's");
  });
});
