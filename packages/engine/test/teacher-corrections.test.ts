import { describe, expect, it } from 'vitest';
import { checkLanguage } from '../src/grammar/check-language';
import { splitSentences } from '../src/text/sentences';

/** Every finding on the text, as "rule: error → correction". */
async function findingsIn(text: string): Promise<string[]> {
  const issues = await checkLanguage(splitSentences([{ pageNumber: 1, text }]), () => text);
  return issues.map((issue) => `${issue.ruleId}: ${issue.error.trim()} → ${issue.correction}`);
}

const touching = (findings: readonly string[], word: string) =>
  findings.filter((finding) => finding.split(':').slice(1).join(':').includes(word));

describe('fixes a teacher would sign', () => {
  it('deletes a repeated word instead of lowering its capital', async () => {
    const found = await findingsIn('The The garden behind our house is full of roses every summer.');
    expect(found.filter((finding) => finding.includes('→ the'))).toEqual([]);
  });

  it('reads "for" before a clause as "because", not as a preposition', async () => {
    const found = await findingsIn('Nobody spoke about the plan again, for they were worried about the cost.');
    expect(touching(found, 'they →')).toEqual([]);
  });

  it('offers no adverb for "does not good"', async () => {
    const found = await findingsIn('After the storm the old bridge does not good at all.');
    expect(found.filter((finding) => finding.includes('not well'))).toEqual([]);
  });

  it('gives no past form where the writer may have meant another word', async () => {
    const found = await findingsIn('We waited for hours in the rain. I meaned.');
    expect(found.filter((finding) => finding.includes('meant'))).toEqual([]);
  });
});

describe('commas only where a clause ends', () => {
  it('puts no comma after a quantifier before its noun', async () => {
    const found = await findingsIn(
      'If everyone helps to keep our parks cleaner than all the streets nearby the town would look better.',
    );
    expect(found.filter((finding) => finding.includes('all → all,'))).toEqual([]);
  });

  it('puts no comma inside a relative clause between its verb and object', async () => {
    const found = await findingsIn(
      'From the storm that damaged the village are many lessons such as the need for stronger roofs.',
    );
    expect(found.filter((finding) => finding.includes('damaged → damaged,'))).toEqual([]);
  });

  it('puts no comma before "but" when no subject follows it', async () => {
    const found = await findingsIn(
      'The tower would be more than a decoration or a flag pole but built to hold the ships in place.',
    );
    expect(found.filter((finding) => finding.startsWith('commas.conjunction-comma'))).toEqual([]);
  });

  it('attaches no comma to a garbled character', async () => {
    const found = await findingsIn(
      'If she wasn\u00ef\u00bf\u00bdt in the desert in July\u00ef\u00bf\u00bd she would not be thirsty now.',
    );
    expect(found.filter((finding) => /\u00ef → /u.test(finding) || /\u00bd → /u.test(finding))).toEqual([]);
  });
});

describe('spelling fixes where one word is plainly meant', () => {
  it('splits two words run together', async () => {
    expect(await findingsIn('She wrote this chapterto show how brave she was.')).toContain(
      'harper.SplitWords: chapterto → chapter to',
    );
  });

  it('offers the everyday word for a common slip', async () => {
    const found = await findingsIn('There was a potencial change in the tempreture of the lake.');
    expect(touching(found, 'potencial')).toEqual([expect.stringContaining('→ potential')]);
    expect(touching(found, 'tempreture')).toEqual([expect.stringContaining('→ temperature')]);
  });

  it('gives "because" for a dropped-letter slip', async () => {
    const found = await findingsIn('We stayed at home becaus the roads were closed.');
    expect(touching(found, 'becaus')).toEqual([expect.stringContaining('→ because')]);
  });

  it('keeps advice without a fix when two words fit equally', async () => {
    const found = await findingsIn('I told tham the bus was late.');
    expect(touching(found, 'tham')).toEqual([expect.stringContaining('Check the spelling')]);
  });
});

describe('no guess where the letters point at another word', () => {
  it('gives no word two slips away that lacks a letter the writer typed', async () => {
    const found = await findingsIn('The judge made a fair disicion about the case.');
    expect(touching(found, 'disicion').filter((finding) => finding.includes('division'))).toEqual([]);
  });
});

describe('commas after an opening clause that holds "that" as a determiner', () => {
  it('still asks for the comma before the main clause', async () => {
    expect(await findingsIn('If that was my brother in that photo I would be very surprised.')).toContain(
      'commas.after-opening-clause: photo → photo,',
    );
  });
});

describe('"there" after "but" is a subject only before its verb', () => {
  it('puts no comma before "but there to …"', async () => {
    const found = await findingsIn(
      'The mast was more than a decoration for the roof but there to hold the ships in place.',
    );
    expect(found.filter((finding) => finding.startsWith('commas.conjunction-comma'))).toEqual([]);
  });

  it('still puts the comma before "but there was …"', async () => {
    expect(await findingsIn('We looked for the keys all morning but there was no sign of them.')).toContain(
      'commas.conjunction-comma: morning → morning,',
    );
  });
});

describe('"there" with a negative verb is still a subject', () => {
  it('puts the comma before "but there wasn\'t …"', async () => {
    expect(await findingsIn("We looked for the keys all morning but there wasn't any sign of them.")).toContain(
      'commas.conjunction-comma: morning → morning,',
    );
  });
});

// A fix may rewrite the words around "to" as well ("was to cold → was too cold"): "too" is offered when the correction holds it.
const offersToo = (finding: string) => /→.*\btoo\b/u.test(finding);

describe('"to" before an adjective that describes a noun', () => {
  it('keeps "to" where the adjectives open a noun phrase', async () => {
    const found = await findingsIn('The old barn was lost to high, forceful winds during the storm.');
    expect(found.filter(offersToo)).toEqual([]);
  });

  it('still offers "too" before an adjective that ends the phrase', async () => {
    const found = await findingsIn('The water in the lake was to cold, so we stayed on the beach.');
    expect(found.filter(offersToo)).not.toEqual([]);
  });
});

describe('no comma that would join two sentences', () => {
  it('puts no comma between a main clause and the next sentence after an opening phrase', async () => {
    const found = await findingsIn('In the morning we woke up early it was still dark outside.');
    expect(found.filter((finding) => finding.startsWith('commas.after-opening-clause'))).toEqual([]);
  });

  it('puts no comma after the main clause that follows an opening clause', async () => {
    const found = await findingsIn('When the sun came up the birds started singing we were still asleep.');
    expect(found.filter((finding) => finding.includes('singing → singing,'))).toEqual([]);
  });

  it('still puts the comma after an opening clause with its one verb', async () => {
    const found = await findingsIn('Although she was tired she kept running until the end of the race.');
    expect(found).toContain('commas.after-opening-clause: tired → tired,');
  });
});
