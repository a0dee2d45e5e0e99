import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every finding on the text, as "rule: error → correction". */
async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.ruleId}: ${issue.error.trim()} → ${issue.correction}`);
}

describe('"an" written for "and"', () => {
  it('reads "an" before a past form and no noun as "and"', async () => {
    const found = await findingsIn('Later we walked to the lake, an ran an laughed.');
    expect(found).toContain('determiner.a-before-consonant: an ran → and ran');
    expect(found).toContain('determiner.a-before-consonant: an laughed → and laughed');
  });

  it('keeps the article before a past form that describes a noun', async () => {
    expect(await findingsIn('She made an cooked meal for us.')).toContain(
      'determiner.a-before-consonant: an cooked → a cooked',
    );
  });

  it('offers no "a" for an unsure "an" where the writer writes "an" for "and" elsewhere', async () => {
    const found = await findingsIn('We played in the yard an then we went inside. It was late an mom called us home.');
    expect(found).toContain('determiner.a-before-consonant: an then → and then');
    expect(found.filter((finding) => /\ban mom\b|: an → a$/u.test(finding))).toEqual([]);
    const sameSentence = await findingsIn('I looked, an look an then I picked a red kite.');
    expect(sameSentence.filter((finding) => /an look → a look|: an → a$/u.test(finding))).toEqual([]);
    expect(await findingsIn('We waited for an bus in the rain.')).toContain(
      'determiner.a-before-consonant: an bus → a bus',
    );
  });
});
