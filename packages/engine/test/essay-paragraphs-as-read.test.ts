import { describe, expect, it } from 'vitest';
import { layoutOfEssay } from '../src/local/essay/essay-layout';
import { prepareDocumentText } from '../src/text/document-text';
import { analyzeEssayText as analyzeEssay } from './result-checks';

const level = { academicLevel: 'high-school' } as const;

function layoutOf(text: string) {
  return layoutOfEssay(prepareDocumentText([{ pageNumber: 1, text }]));
}

const INTRO =
  'Our street has no crossing near the school. I believe that the council should paint a zebra crossing outside the gates before winter comes.';
const BODY_ONE =
  'Every morning hundreds of children cross the road between parked cars. Drivers cannot see them until the last moment, so a near miss happens almost every week.';
const BODY_TWO =
  'A crossing also slows the traffic for everyone. Drivers who see the stripes brake early, which means the whole street becomes calmer and safer.';
const CLOSING =
  'In conclusion, a crossing is a small cost for a large gain. The council should paint it this year, before someone is hurt.';

describe('paragraphs as a reader sees them', () => {
  it('does not count a letter’s greeting as a paragraph when a run of spaces follows it', () => {
    for (const gap of ['   ', '      ']) {
      const layout = layoutOf(`Dear Sir,${gap}${[INTRO, BODY_ONE, BODY_TWO, CLOSING].join('     ')}`);
      expect(layout.paragraphs).toHaveLength(4);
      expect(layout.paragraphs[0]?.text.startsWith('Our street')).toBe(true);
    }
  });

  it('does not count a question used as a title as the first paragraph', () => {
    const layout = layoutOf(['Should Our Street Have a Crossing?', INTRO, BODY_ONE, BODY_TWO, CLOSING].join('     '));
    expect(layout.paragraphs).toHaveLength(4);
    expect(layout.paragraphs[0]?.text.startsWith('Our street')).toBe(true);
  });

  it('does not take a stray run of spaces inside a sentence for a paragraph break', () => {
    const text =
      'The crossing outside the   school would be used by children every   day. Drivers would   slow down when they see it, and parents would feel safer.';
    const layout = layoutOf(text);
    expect(layout.paragraphs).toHaveLength(1);
    expect(layout.paragraphs[0]?.text.startsWith('The crossing')).toBe(true);
  });

  it('does not take a double space after one sentence for a paragraph break', () => {
    const text =
      'The story feels calm and warm. The family cooks together every evening and the kitchen is full of music.  The writer says the house always felt like home, even when money was short.';
    const layout = layoutOf(text);
    expect(layout.paragraphs).toHaveLength(1);
    expect(layout.breaksUncertain).toBe(true);
  });

  it('reads a double space between passages of two sentences or more as the break the writer made', () => {
    const layout = layoutOf([INTRO, BODY_ONE, BODY_TWO, CLOSING].join('  '));
    expect(layout.paragraphs).toHaveLength(4);
    expect(layout.paragraphs[3]?.text.startsWith('In conclusion')).toBe(true);
    expect(layout.breaksUncertain).toBe(false);
  });

  it('does not count a sign-off that names the signer’s role as a paragraph', () => {
    for (const signOff of [
      'Sincerely, your friend @PERSON1',
      'Yours truly, a concerned citizen',
      'Sincerely, Sam Lee',
    ]) {
      const layout = layoutOf([INTRO, BODY_ONE, BODY_TWO, CLOSING, signOff].join('\n\n'));
      expect(layout.paragraphs).toHaveLength(4);
      expect(layout.paragraphs.at(-1)?.text.startsWith('In conclusion')).toBe(true);
    }
  });

  it('does not read a sign-off run on after the last sentence as a sentence of the letter', () => {
    const layout = layoutOf([INTRO, BODY_ONE, BODY_TWO, `${CLOSING} Sincerely, @PERSON1`].join('\n\n'));
    expect(layout.paragraphs.at(-1)?.text.endsWith('before someone is hurt.')).toBe(true);
    expect(layout.sentencesByParagraph.flat().map((sentence) => sentence.text)).not.toContain('Sincerely, @PERSON1');
  });

  it('keeps a closing sentence of thanks as the letter’s own words', () => {
    const layout = layoutOf([INTRO, BODY_ONE, `${CLOSING} Thank you for reading.`].join('\n\n'));
    expect(layout.paragraphs.at(-1)?.text.endsWith('Thank you for reading.')).toBe(true);
  });

  it('is sure of the paragraphs a blank line or a wide gap after a sentence marks', () => {
    expect(layoutOf([INTRO, BODY_ONE, BODY_TWO, CLOSING].join('\n\n')).breaksUncertain).toBe(false);
    const gapped = layoutOf([INTRO, BODY_ONE, BODY_TWO, CLOSING].join('      '));
    expect(gapped.paragraphs).toHaveLength(4);
    expect(gapped.breaksUncertain).toBe(false);
  });
});

describe('a paragraph that runs over a page break', () => {
  it('is one paragraph when the page ends mid-sentence and the next goes on in lower case', () => {
    const pages = [
      { pageNumber: 1, text: `${INTRO}\n\n${BODY_ONE} Parents have asked the council for a crossing` },
      { pageNumber: 2, text: `three times this year, and each time they were told to wait.\n\n${CLOSING}` },
    ];
    const layout = layoutOfEssay(prepareDocumentText(pages));
    expect(layout.paragraphs).toHaveLength(3);
    expect(layout.paragraphs[1]?.text).toMatch(/for a crossing three times this year/u);
    expect(layout.sentencesByParagraph[1]?.map((sentence) => sentence.page)).toContain(2);
  });

  it('is two paragraphs when the page ends a sentence and the next page opens a new one', () => {
    const pages = [
      { pageNumber: 1, text: `${INTRO}\n\n${BODY_ONE}` },
      { pageNumber: 2, text: `${BODY_TWO}\n\n${CLOSING}` },
    ];
    expect(layoutOfEssay(prepareDocumentText(pages)).paragraphs).toHaveLength(4);
  });
});

describe('a paragraph count the text cannot show', () => {
  const oneBlock = [
    INTRO,
    BODY_ONE,
    BODY_TWO,
    BODY_ONE.replace('Every morning', 'Each afternoon'),
    BODY_TWO.replace('A crossing also', 'Stripes on the road also'),
    CLOSING,
  ].join(' ');

  /** The text as a PDF gives it when the blank lines between paragraphs are lost: lines of about 70 characters. */
  function wrapped(text: string): string {
    return text.replace(/(.{60,70}?)\s/gu, '$1\n');
  }

  it('is not asserted when a long essay is extracted as wrapped lines with no blank line or indent', async () => {
    const text = wrapped(oneBlock);
    expect(layoutOf(text).paragraphs).toHaveLength(1);
    const result = await analyzeEssay(text, level);
    expect(result.structureAnalysis.specificIssues.join(' ')).not.toMatch(/Only 1 paragraph/u);
    expect(result.summary[0]).not.toMatch(/in 1 paragraph/u);
  });

  it('is not asserted when breaks may be hidden in double spaces', async () => {
    // A double space that would set one sentence apart may be a break or a slip.
    const text = `${[INTRO, BODY_ONE, BODY_TWO].join(' ')}  The council should act this year.`;
    expect(layoutOf(text).breaksUncertain).toBe(true);
    const result = await analyzeEssay(text, level);
    expect(result.structureAnalysis.specificIssues.join(' ')).not.toMatch(/Only \d paragraph/u);
  });

  it('is still asserted for a long essay typed as one line with no break at all', async () => {
    const result = await analyzeEssay(oneBlock, level);
    expect(result.structureAnalysis.specificIssues.join(' ')).toMatch(/Only 1 paragraph/u);
  });

  it('is still asserted for a short text written as one paragraph between blank lines', async () => {
    const result = await analyzeEssay(`${INTRO} ${BODY_ONE}\n\n`, level);
    expect(result.structureAnalysis.specificIssues.join(' ')).toMatch(/Only 1 paragraph/u);
  });
});
