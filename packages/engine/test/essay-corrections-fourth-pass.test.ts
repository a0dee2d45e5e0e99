import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every finding on the text, as "error → correction". */
async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.error.trim()} → ${issue.correction}`);
}

const touching = (findings: readonly string[], word: string) => findings.filter((finding) => finding.includes(word));

describe('an informal word in a story is not corrected', () => {
  it('never offers a starred-out word as the correction', async () => {
    const found = await findingsIn('The old car was totally screwed after the crash, and Dad was pissed about it.');
    expect(found.filter((finding) => /\*/u.test(finding))).toEqual([]);
  });
});

describe('a singular noun after "the" with no verb to agree with is no agreement error', () => {
  it('leaves "the human race" alone when no bare verb follows', async () => {
    const found = await findingsIn('Greed has always been part of the human race and its history.');
    expect(found.filter((finding) => finding.includes('races'))).toEqual([]);
  });

  it('leaves a title or fragment that ends on a noun alone ("The human race.")', async () => {
    const found = await findingsIn('The human race.');
    expect(found.filter((finding) => finding.includes('races'))).toEqual([]);
  });

  it('still corrects a bare verb with its object after a singular subject', async () => {
    const found = await findingsIn('The teacher give us too much homework.');
    expect(found.filter((finding) => finding.startsWith('teacher give'))).toEqual(['teacher give → teacher gives']);
  });

  it('leaves "the human race is" alone', async () => {
    const found = await findingsIn('I think the human race is slowly learning to share.');
    expect(found.filter((finding) => finding.includes('races'))).toEqual([]);
  });
});

describe('a plural after "a" followed by a noun is read as a possessive', () => {
  it('offers "a person\'s" before a noun, never "a person"', async () => {
    const found = touching(await findingsIn('Sleep affects a persons ability to focus in class.'), 'persons');
    expect(found.filter((finding) => finding.endsWith('a person'))).toEqual([]);
  });
});

describe('"its the" before a noun phrase means "it\'s the"', () => {
  it('does not offer "its" for "its the"', async () => {
    const found = await findingsIn('Some say its the best time of the year to travel.');
    expect(found.filter((finding) => finding.endsWith('→ its'))).toEqual([]);
  });
});

describe('a plural word is not a missing space or a possessive', () => {
  it('does not offer "censorship\'s" for "censorships"', async () => {
    const found = await findingsIn('Strict censorships in some countries limit what people read.');
    expect(found.filter((finding) => finding.includes("censorship's") || finding.includes('censorship’s'))).toEqual([]);
  });
});

describe('"un" split from its word is joined, never read as "UN"', () => {
  it('offers the joined word for "un happy"', async () => {
    const found = await findingsIn('The boy felt un happy after the long game.');
    expect(found.filter((finding) => finding.endsWith('UN'))).toEqual([]);
  });

  it('does not read "un wittingly" as the United Nations', async () => {
    const found = await findingsIn('She un wittingly broke the old vase.');
    expect(found.filter((finding) => finding.startsWith('un'))).toEqual(['un wittingly → unwittingly']);
  });
});

describe('an adverb that modifies the next word takes no comma', () => {
  it('leaves "Obviously not" alone', async () => {
    const found = await findingsIn('Obviously not every student likes homework.');
    expect(found.filter((finding) => finding.includes('Obviously,'))).toEqual([]);
  });

  it('leaves "Clearly better" alone', async () => {
    const found = await findingsIn('Clearly better schools need more teachers.');
    expect(found.filter((finding) => finding.includes('Clearly,'))).toEqual([]);
  });
});

describe('an adverb before a modal is not a word-order error', () => {
  it('leaves "also can help" alone', async () => {
    const found = await findingsIn('Parents also can help their children with reading.');
    expect(found.filter((finding) => finding.includes('can also'))).toEqual([]);
  });
});

describe('a far spelling guess is not offered', () => {
  it('does not drop a final "-y" to make "note"', async () => {
    const found = touching(await findingsIn('He wrote a notey little message on the card.'), 'notey');
    expect(found.filter((finding) => finding.endsWith('→ note'))).toEqual([]);
  });

  it('does not guess when two words are each one slip away', async () => {
    const found = touching(await findingsIn('The new phone has many useful featers for students.'), 'featers');
    expect(found.filter((finding) => finding.endsWith('→ feathers'))).toEqual([]);
  });

  it('does not swap an -ly ending for an -ing one', async () => {
    const found = touching(await findingsIn('I did not know exactig what to say to him.'), 'exactig');
    expect(found.filter((finding) => finding.endsWith('→ exacting'))).toEqual([]);
  });
});
