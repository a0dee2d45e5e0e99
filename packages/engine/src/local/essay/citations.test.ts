import { describe, expect, it } from 'vitest';
import { checkCitations, countTextReferences, hasUnattributedQuotation } from './citations';

describe('quotations that need a source', () => {
  it('flags a long quotation with no speaker named next to it', () => {
    expect(
      hasUnattributedQuotation(
        'Schools matter. "Education is the most powerful weapon which you can use to change the world."',
      ),
    ).toBe(true);
  });

  it('leaves dialogue in a narrative alone', () => {
    expect(
      hasUnattributedQuotation('She said, "Why did you ignore me? The dishes need to be done right now, please."'),
    ).toBe(false);
    expect(
      hasUnattributedQuotation('"Are we there yet? I have been sitting in this car for hours now," my brother moaned.'),
    ).toBe(false);
  });

  it('leaves a quotation whose speaker is named alone', () => {
    expect(
      hasUnattributedQuotation(
        'The poet Anna Smith states "we learn about ourselves through the discovery of others."',
      ),
    ).toBe(false);
  });

  it('ignores short quoted words', () => {
    expect(hasUnattributedQuotation('They call it "offensive" stuff.')).toBe(false);
  });
});

describe('sources named in the running text', () => {
  const sentencesOf = (...texts: string[]) =>
    texts.map((text, index) => ({ text, page: 1, start: index * 100, end: index * 100 + text.length, index }));
  const named = (...texts: string[]) => checkCitations(sentencesOf(...texts), []).namedSourceCount;

  it('counts an author whose claim or words are reported', () => {
    expect(named('Delgado argues that streets should be shared by everyone.')).toBe(1);
    expect(named('Delgado found that traffic fell by a third in two years.')).toBe(1);
    expect(named('As Rosa Delgado writes, “streets belong to the people who walk them.”')).toBe(1);
    expect(named('According to Rosa Delgado, most trips in town are short.')).toBe(1);
  });

  it('counts a person named with where they work, or by the placeholder an anonymised text puts for a name', () => {
    expect(named('Dr. Mara Quill of Linden University says "most pupils sleep too little on school nights."')).toBe(1);
    expect(named('Tom Reyes, at the City Hospital, warns that screens keep children awake.')).toBe(1);
    expect(named('The pediatrician @PERSON1 states that children need ten hours of sleep.')).toBe(1);
  });

  it('does not take a person of a story who comes from a place for a source', () => {
    expect(named('Sarah from Spain said hello and sat down beside me.')).toBe(0);
  });

  it('does not take the people of a story or a letter doing things for sources', () => {
    expect(
      named(
        'Sarah found the key under the mat and we went inside.',
        'Grandpa explained the rules of the game twice.',
        'Later Jake wrote a letter to his aunt in Spain.',
        'Mrs Patel noted our names on a list and smiled.',
      ),
    ).toBe(0);
  });
});

describe('authors named in brackets', () => {
  const sentencesOf = (...texts: string[]) =>
    texts.map((text, index) => ({ text, page: 1, start: index * 100, end: index * 100 + text.length, index }));

  it('counts a surname whose letter was lost to a wrong encoding', () => {
    const findings = checkCitations(sentencesOf('The river was too wide for a ferry (Marï¿½n).'), []);
    expect(findings.bracketedAuthorCount).toBe(1);
  });
});

describe('pointers into the text a response reads', () => {
  it('counts a paragraph named with “on”, as writers often name it', () => {
    expect(countTextReferences('On paragraph 4 the keeper starts to talk to the gulls.')).toBe(1);
    expect(countTextReferences('The mood turns hopeful on the last paragraph, when the boat comes.')).toBe(1);
  });
});
