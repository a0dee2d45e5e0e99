import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

async function findingsIn(text: string) {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.filter((issue) => issue.kind !== 'style');
}

/** The spelling findings of a text as "error → correction". */
async function spellingIn(text: string): Promise<string[]> {
  return (await findingsIn(text))
    .filter((issue) => issue.kind === 'spelling')
    .map((issue) => `${issue.error} → ${issue.correction}`);
}

async function correctionsIn(text: string): Promise<string[]> {
  return (await findingsIn(text)).map((issue) => `${issue.error} → ${issue.correction}`);
}

describe('the word a misspelling most plausibly stands for', () => {
  it('restores a dropped letter rather than changing one into a rarer word', async () => {
    expect(await spellingIn('At last we finlly reached the top of the hill.')).toEqual(['finlly → finally']);
    expect(await spellingIn('He was intersted in old maps of the town.')).toEqual(['intersted → interested']);
  });

  it('prefers the common word a vowel slip hides over a longer, rarer one', async () => {
    expect(await spellingIn('My uncle has diabetis and checks his blood every morning.')).toEqual([
      'diabetis → diabetes',
    ]);
  });

  it('never offers a split into two words when one word fits', async () => {
    const found = await spellingIn('Our neighbours were intersted in the garden.');
    expect(found.some((finding) => / \S+ /u.test(finding.split(' → ')[1] ?? ''))).toBe(false);
  });

  it('does not explain the fix with a split it does not offer', async () => {
    const [finding] = (await findingsIn('He was intersted in old maps of the town.')).filter(
      (issue) => issue.kind === 'spelling',
    );
    expect(finding?.explanation).toContain('“interested”');
    expect(finding?.explanation).not.toContain('inters ted');
  });

  it('offers no other word for a capitalised word whose only fits are rarer slips', async () => {
    const found = await spellingIn('Diabetis is common in older people.');
    expect(found.some((finding) => /Diabetics/u.test(finding))).toBe(false);
  });

  it('does not guess a word from one arbitrary wrong letter', async () => {
    expect(await spellingIn('The cat slept by the windov all day.')).toEqual([
      'windov → Check the spelling of “windov”.',
    ]);
  });

  it('flags a misspelling without a replacement when no word is clearly the one meant', async () => {
    // "sent", "sat", "sand", "salt", "sang": one letter off each, none clearly the one meant.
    expect(await spellingIn('The parcel was sant to the wrong town.')).toEqual([
      'sant → Check the spelling of “sant”.',
    ]);
  });
});

describe('slips a learner makes that harper.js has no near word for', () => {
  it('finds the word whose consonants match when only the vowels or a double letter are wrong', async () => {
    expect(await spellingIn('It is not neccesary to bring food.')).toEqual(['neccesary → necessary']);
    expect(await spellingIn('The new restaraunt on our street was full.')).toEqual(['restaraunt → restaurant']);
  });

  it('reads a word with a wrong first syllable as a misspelling, not as a different prefix', async () => {
    expect(await correctionsIn('We need more imformation about the trip.')).toEqual(['imformation → information']);
  });

  it('puts back the apostrophe of a contraction', async () => {
    expect(await spellingIn('We couldnt find the way back.')).toEqual(["couldnt → couldn't"]);
    expect(await spellingIn('I think thats the best plan.')).toEqual(["thats → that's"]);
  });

  it('asks for the capital of a nationality rather than for another word', async () => {
    expect(await spellingIn('We ate at a cuban restaurant near the harbour.')).toEqual(['cuban → Cuban']);
  });

  it('leaves alone a name that opens a sentence when the text writes it as a name elsewhere', async () => {
    expect(await spellingIn('Maddy walked to the bakery. Later that day Maddy slept.')).toEqual([]);
  });

  it('does not ask to check the spelling of a short word another rule only prefers spelled out', async () => {
    expect(await correctionsIn('It is ok with me if you come later.')).toEqual([]);
  });
});

describe('text that is right in its context', () => {
  it('keeps "do to" before a verb, where "to" opens an infinitive', async () => {
    expect(await correctionsIn('Dear editor, I think people do to help others.')).toEqual([]);
    expect(await correctionsIn('The game was cancelled do to bad weather.')).toEqual(['do to → due to']);
  });

  it('leaves "One day" alone when it opens a sentence as a time phrase', async () => {
    expect(await correctionsIn('One day my brother found a kitten in the garden.')).toEqual([]);
    expect(await correctionsIn('Two years later we moved to the coast.')).toEqual([]);
  });

  it('still hyphenates a number and a unit that describe the noun after them', async () => {
    expect(await correctionsIn('The town holds a three day festival every summer.')).toEqual(['three day → three-day']);
  });

  it('keeps "over all" when "all" belongs to the words after it', async () => {
    expect(await correctionsIn('She worried over all the small details of the party.')).toEqual([]);
  });

  it('leaves the article before an anonymised word alone', async () => {
    expect(await correctionsIn('She was an @CAPS1 student at the school.')).toEqual([]);
    expect(await correctionsIn('They met a @CAPS2 officer at the station.')).toEqual([]);
  });

  it('keeps "a while" as the object of a verb or a preposition', async () => {
    expect(await correctionsIn('It took a while to find the keys.')).toEqual([]);
    expect(await correctionsIn('We waited for a while at the gate.')).toEqual([]);
  });
});

describe('no spelling fix the writer did not mean', () => {
  it('puts back the apostrophe of a contraction written without it, over a word a slip away', async () => {
    expect(await spellingIn('It wasnt my fault at all.')).toEqual(["wasnt → wasn't"]);
    // "doesn't" and "don't" both lie near: no archaic "dost", at most the apostrophe form.
    const findings = await spellingIn('He dosnt like the rain.');
    expect(findings).toHaveLength(1);
    expect(findings.filter((finding) => finding.includes('dost'))).toEqual([]);
  });

  it('offers no rare word two slips away when a common word lies as near', async () => {
    const findings = await spellingIn('It is very importanint to rest.');
    expect(findings.filter((finding) => finding.includes('impertinent'))).toEqual([]);
  });

  it('does not turn the ending the writer typed into a plural they did not write', async () => {
    const findings = await spellingIn('The cyclis was fast on the hill.');
    expect(findings.filter((finding) => finding.includes('cycles'))).toEqual([]);
  });
});

describe('pieces of split words are not read as abbreviations', () => {
  it('never makes "nt" (the end of a garbled "n\'t") or a split-off "un" into capitals', async () => {
    const contraction = await correctionsIn('I coud nt see the board.');
    expect(contraction.filter((finding) => finding.includes('NT'))).toEqual([]);
    const prefix = await correctionsIn('She un wittinly broke the vase.');
    expect(prefix.filter((finding) => finding.includes('UN'))).toEqual([]);
  });

  it('asks no capital after a word wrapped in question marks that stand for lost quotation marks', async () => {
    const findings = await correctionsIn('The essay then says ?illegible? before the end.');
    expect(findings.filter((finding) => finding.includes('Before'))).toEqual([]);
  });
});
