import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

async function issuesOn(text: string) {
  return checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
}

/** Every correction shown on the text, as "error → correction". */
async function shown(text: string): Promise<string[]> {
  const issues = await issuesOn(text);
  return issues.filter((issue) => issue.kind !== 'style').map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('a doubled word that English uses is not a repeated word', () => {
  it('leaves the past perfect of "have" ("had had") alone', async () => {
    expect(await shown('She had had a long day at the market.')).toEqual([]);
    expect(await shown('He had had his tooth pulled before the trip.')).toEqual([]);
  });

  it('still deletes a doubled "is"', async () => {
    expect(await shown('The story is is about a small town.')).toContain('is is → is');
  });
});

describe('a misspelling fixed as one word is explained as a spelling slip', () => {
  it('does not call a one-word fix a missing space', async () => {
    const issues = await issuesOn('We read a pasage from the book in class.');
    const fix = issues.find((issue) => issue.error === 'pasage');
    expect(fix?.correction).toBe('passage');
    expect(fix?.explanation).not.toMatch(/space/u);
  });
});

describe('"he" or "she" before a word that is no verb gets no -s', () => {
  it('leaves an adjective, an adverb or a noun after the pronoun unchanged', async () => {
    const found = [
      ...(await shown('Yesterday he last saw his uncle at the station.')),
      ...(await shown('He grass the ball and ran off.')),
      ...(await shown('She home early every day.')),
      ...(await shown('She back from the trip now.')),
    ];
    expect(found.filter((finding) => /→ \S+s$/u.test(finding))).toEqual([]);
  });

  it('shows no message in place of a fix', async () => {
    const issues = await issuesOn('When the bell rang he quick ran outside.');
    expect(issues.filter((issue) => issue.error === 'quick')).toEqual([]);
  });

  it('still adds -s to a bare verb after "she"', async () => {
    expect(await shown('She play tennis every week.')).toContain('She play → She plays');
  });
});

describe('a fronted noun phrase with its describing clause is not a sentence of its own', () => {
  it('asks for no full stop after "Any place you walk into,"', async () => {
    const found = await shown('Any place you walk into, you can hear loud music.');
    expect(found.filter((finding) => finding.startsWith(','))).toEqual([]);
    const pronounHead = await shown('Everything she cooks, she shares with the neighbours.');
    expect(pronounHead.filter((finding) => finding.startsWith(','))).toEqual([]);
  });

  it('still shows two joined sentences as a comma splice', async () => {
    expect(await shown('Any place was fine with us, we just wanted to rest.')).toContain(', we → . We');
    expect(await shown('Any car we rented broke down, we had to walk home.')).toContain(', we → . We');
  });
});

describe('a relative clause agrees with its own noun only', () => {
  it('does not read a verb before "that" as the noun of a relative clause', async () => {
    const found = await shown('They chose songs that she felt that make people dance.');
    expect(found.filter((finding) => finding.includes('makes'))).toEqual([]);
  });

  it('still gives the verb -s after "a person who"', async () => {
    expect(await shown('She is a person who like quiet places.')).toContain('a person who like → a person who likes');
  });
});

describe('a plural noun after "a" or "every" is the slip, not its verb', () => {
  it('does not drop the -s of the verb after "a students"', async () => {
    const found = await shown('When a students needs help, the teacher stays after class.');
    expect(found.filter((finding) => finding.includes('students need'))).toEqual([]);
  });

  it('still drops the -s after a plural subject', async () => {
    expect(await shown('Most days the students needs more time.')).toContain('students needs → students need');
  });
});

describe('"that that" with a conjunction and a demonstrative is right English', () => {
  it('does not ask to delete the second "that"', async () => {
    expect(await shown('She told me that that road was closed.')).toEqual([]);
  });
});

describe('a noun repeated after "by" or "after" takes no article', () => {
  it('asks for no article in "growing tomato by tomato"', async () => {
    const found = await shown('Her garden is growing tomato by tomato.');
    expect(found.filter((finding) => /\ba growing\b/u.test(finding))).toEqual([]);
  });

  it('still asks for "a" before an adjective and its noun', async () => {
    expect(await shown('We live in small village near the sea.')).toContain('in small village → in a small village');
  });
});
