import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

// Sentences written for these tests: each is right as written, or its fault is not the one a rule would name.

/** Every correction shown on the text, as "ruleId: error → correction". */
async function shown(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.ruleId}: ${issue.error.trim()} → ${issue.correction}`);
}

const byRule = (found: readonly string[], rule: string): string[] =>
  found.filter((finding) => finding.startsWith(`${rule}:`));

describe('"an" is not asked for before a noun that cannot be counted', () => {
  it('drops the article instead of changing it before an uncountable noun', async () => {
    const found = await shown('The nurse gave us a excellent advice about sleep.');
    expect(byRule(found, 'determiner.an-before-vowel')).toEqual([]);
    expect(found.some((finding) => finding.endsWith('→ excellent advice'))).toBe(true);
  });

  it('does not turn "a evidence" into "an evidence"', async () => {
    const found = await shown('The lawyer had a evidence for the judge.');
    expect(byRule(found, 'determiner.an-before-vowel')).toEqual([]);
  });

  it('still asks for "an" before a countable noun', async () => {
    expect(await shown('She ate a apple after lunch.')).toContain('determiner.an-before-vowel: a apple → an apple');
  });
});

describe('an uncountable noun that describes the next noun keeps its article', () => {
  it('keeps "a news report", "an information desk" and "a furniture shop"', async () => {
    const found = await shown('We saw a news report at an information desk near a furniture shop.');
    expect(byRule(found, 'determiner.this-noun-cannot-be-counted')).toEqual([]);
  });

  it('keeps "a knowledge of" a subject', async () => {
    const found = await shown('She has a good knowledge of French and a knowledge of history.');
    expect(found.filter((finding) => finding.includes('knowledge →'))).toEqual([]);
  });

  it('still drops "an" before "advice" that stands on its own', async () => {
    expect(await shown('My aunt gave me an advice yesterday.')).toContain(
      'determiner.this-noun-cannot-be-counted: an advice → advice',
    );
  });
});

describe('no comma is asked for inside someone else’s words or inside a dashed aside', () => {
  it('leaves a quotation of several sentences as the source wrote it', async () => {
    const found = await shown(
      'The author writes "We packed the car. However we forgot the map." That shows they were in a hurry.',
    );
    expect(byRule(found, 'commas.transition-comma')).toEqual([]);
  });

  it('leaves the words between two dashes alone', async () => {
    const found = await shown('We stayed at the beach — however the rain kept falling — until the evening.');
    expect(found.filter((finding) => finding.startsWith('commas.'))).toEqual([]);
  });

  it('still asks for the comma after an opening word in the writer’s own sentence', async () => {
    expect(await shown('However we forgot the map at home.')).toContain('commas.transition-comma: However → However,');
  });
});

describe('spelling consistency is read from the writer’s own words, not from a quotation', () => {
  it('does not ask an American writer for British spelling a quoted source uses', async () => {
    const found = await shown(
      'The story says "the colour of the harbour was grey and the neighbour was kind" but I think the color was blue and the center was dark.',
    );
    expect(byRule(found, 'spelling.british-consistency')).toEqual([]);
  });
});

describe('"fell" is left as the past of "fall" where it makes sense', () => {
  it('keeps "fell like" before a comparison with a noun', async () => {
    const found = await shown('The rain fell like tears on the roof. I fell like a stone into the cold lake.');
    expect(byRule(found, 'harper.FeelFell')).toEqual([]);
  });

  it('still reads "fell like" before a clause as "feel"', async () => {
    expect(byRule(await shown('I fell like nobody understands me.'), 'harper.FeelFell')).not.toEqual([]);
  });
});

describe('a comma after a verb of knowing and a short phrase joins no two sentences', () => {
  it('keeps "I know for me, the bus is faster" as one sentence', async () => {
    const found = await shown('I know for me, the bus has been faster than the train.');
    expect(byRule(found, 'commas.comma-splice')).toEqual([]);
  });

  it('still finds two sentences joined by a comma', async () => {
    expect(byRule(await shown('I know the way, it is not far from here.'), 'commas.comma-splice')).not.toEqual([]);
  });
});
