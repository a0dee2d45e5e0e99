import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';
import { spellingIn } from './spelling-shown';

/** Every correction a writer reads for the text, as "error → correction". */
async function corrections(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind !== 'style').map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('a misspelling built on a word the writer knows', () => {
  it('is not changed into another word that drops or alters that word', async () => {
    const found = await spellingIn('My knee was hearting after the race, and she finished it fastered than me.');
    expect(found).not.toContain('hearting → hearing');
    expect(found).not.toContain('fastered → fostered');
    expect(found).toContain('hearting → Check the spelling of “hearting”.');
  });

  it('keeps a fix that is a form of that word', async () => {
    expect(await spellingIn('We were hopeing for sun, so she studyed indoors.')).toEqual([
      'hopeing → hoping',
      'studyed → studied',
    ]);
    expect(await spellingIn("The storm changed the live's of many families.")).toContain("live's → lives");
  });

  it('takes no owner’s mark on a thing at the end of a clause', async () => {
    expect(await spellingIn('You can read almost anything on the internets.')).toEqual(['internets → internet']);
  });
});

describe('a misspelling whose letters point two ways', () => {
  it('gets no bare verb for a word ending in a consonant and "g"', async () => {
    expect(await spellingIn('There were only a few tantallizg crumbs left.')).not.toContain('tantallizg → tantalize');
  });

  it('gets no fix two slips away when a word one key away is not far rarer', async () => {
    expect(await spellingIn('The mood of the menoir is calm.')).not.toContain('menoir → minor');
  });
});

describe('a small letter after a full stop that splits one sentence', () => {
  it('gets no capital after a lone opening clause', async () => {
    expect(await corrections('As we all know. people like to travel in the summer.')).not.toContain('people → People');
  });

  it('gets no capital when its only clause is one of "because"', async () => {
    expect(
      await corrections('They could not use rope. wire to tie the boat down because it put strain on the dock.'),
    ).not.toContain('wire → Wire');
  });

  it('still gets one when a whole sentence follows', async () => {
    expect(await corrections('When I got home, I was tired. the dog was asleep.')).toContain('the → The');
    expect(await corrections('It was a long day. the sun went down because it was late.')).toContain('the → The');
  });
});

describe('a participle phrase after "and" before a comma', () => {
  it('opens the clause after the comma, so it is no comma splice', async () => {
    expect(
      await corrections('The winds were always shifting and even tied to the post, the boat would not stay still.'),
    ).not.toContain(', the boat → . The boat');
  });

  it('is told apart from a verb with its object, which still splices', async () => {
    expect(await corrections('Jack grabbed his coat and tied it to the post, he was angry.')).toContain(', he → . He');
  });
});
