import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

// Sentences written for these tests: each is right as written, or its fault is not the one a rule would name.

async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.ruleId}: ${issue.error.trim()} → ${issue.correction}`);
}

describe('checker advice that is wrong where the words stand', () => {
  it('does not split a possessive of a word written as one', async () => {
    const found = await findingsIn('She borrowed another’s bike because hers had a flat tyre.');
    expect(found.filter((finding) => finding.includes('an other'))).toEqual([]);
  });

  it('does not ask for "be" after a modal when a past form is followed by its object', async () => {
    const found = await findingsIn('The school should removed the old computers from the hall.');
    expect(found.filter((finding) => finding.includes('should be'))).toEqual([]);
  });

  it('does not delete "your" after "its", where "it’s" was meant', async () => {
    const found = await findingsIn('I think its your turn to wash the dishes tonight.');
    expect(found.filter((finding) => finding.startsWith('harper.MultipleSequentialPronouns'))).toEqual([]);
  });

  it('does not join two pieces into a word with an apostrophe neither had', async () => {
    const found = await findingsIn('We had a tes t in maths on Friday.');
    expect(found.filter((finding) => finding.includes("'"))).toEqual([]);
  });
});

describe('a stray "th" joined to the word the writer split', () => {
  it('reads "th is" as "this" and "th em" as "them", not as "the"', async () => {
    const found = await findingsIn('We waited for th em at the gate, and th is was the last bus.');
    expect(found).toContain('spelling.split-word: th em → them');
    expect(found).toContain('spelling.split-word: th is → this');
    expect(found.filter((finding) => finding.endsWith('→ the'))).toEqual([]);
  });

  it('still reads a lone "th" before a whole word as "the"', async () => {
    const found = await findingsIn('We walked to th park after lunch.');
    expect(found).toContain('spelling.split-word: th → the');
  });
});
