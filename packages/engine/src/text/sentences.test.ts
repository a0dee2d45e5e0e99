import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

describe('sentence splitting', () => {
  it('ends sentences at full stops but not at abbreviations, initials or clause numbers', () => {
    const text =
      '1. Definitions. The Supplier, Acme Inc. of the U.S., shall deliver the goods. J. Smith signs for e.g. the Buyer. Payment is due in 30 days.';
    const sentences = splitSentences([{ pageNumber: 1, text }]).map((sentence) => sentence.text);
    expect(sentences).toEqual([
      '1. Definitions.',
      'The Supplier, Acme Inc. of the U.S., shall deliver the goods.',
      'J. Smith signs for e.g. the Buyer.',
      'Payment is due in 30 days.',
    ]);
  });

  it('does not end a sentence at a month written with a full stop before its day', () => {
    const text = 'The lease starts on Sept. 3, 2021 and runs for a year. It was signed on March. 2nd 2021.';
    const sentences = splitSentences([{ pageNumber: 1, text }]).map((sentence) => sentence.text);
    expect(sentences).toEqual([
      'The lease starts on Sept. 3, 2021 and runs for a year.',
      'It was signed on March. 2nd 2021.',
    ]);
  });

  it('treats headings, bullets and blank lines as boundaries and joins wrapped lines', () => {
    const text = `EXPERIENCE
• Led a team of four engineers
• Cut costs by 20%

This paragraph wraps across a line break in the middle of a long sentence that goes on
and ends here.`;
    expect(splitSentences([{ pageNumber: 1, text }]).map((sentence) => sentence.text)).toEqual([
      'EXPERIENCE',
      'Led a team of four engineers',
      'Cut costs by 20%',
      'This paragraph wraps across a line break in the middle of a long sentence that goes on\nand ends here.',
    ]);
  });

  it('reads a heading underlined with typed dashes as part of its sentence, not as a break', () => {
    // Plain-text filings underline a heading by typing dashes under it; wrapped into one line of
    // text, the dashes stand in the middle of the sentence that follows the heading.
    const text =
      '7.  Notices.  Every notice must be given in writing            ------- and sent to the address above.\n\n8.  Costs.  Each party bears its own costs.';
    expect(splitSentences([{ pageNumber: 1, text }]).map((sentence) => sentence.text)).toEqual([
      '7.  Notices.',
      'Every notice must be given in writing            ------- and sent to the address above.',
      '8.  Costs.',
      'Each party bears its own costs.',
    ]);
  });

  it('ends a sentence at a full stop typed without the space after it', () => {
    const text = 'We missed the bus.Then it started to rain.Why did we wait?Nobody knew. Mr.Brown came at six.';
    expect(splitSentences([{ pageNumber: 1, text }]).map((sentence) => sentence.text)).toEqual([
      'We missed the bus.',
      'Then it started to rain.',
      'Why did we wait?',
      'Nobody knew.',
      'Mr.Brown came at six.',
    ]);
  });

  it('ends a sentence at a full stop inside quotation marks garbled by a wrong encoding', () => {
    const text =
      'The room was quiet. \u00ef\u00bf\u00bdWe can start now.\u00ef\u00bf\u00bd Then the lights went out. \uFFFDRun!\uFFFD Nobody moved.';
    const sentences = splitSentences([{ pageNumber: 1, text }]).map((sentence) => sentence.text);
    expect(sentences).toEqual([
      'The room was quiet.',
      '\u00ef\u00bf\u00bdWe can start now.\u00ef\u00bf\u00bd',
      'Then the lights went out.',
      '\uFFFDRun!\uFFFD',
      'Nobody moved.',
    ]);
  });

  it('records where each sentence is, so that it can be quoted exactly', () => {
    const pages = [
      { pageNumber: 1, text: '  First page text.  Second sentence here! ' },
      { pageNumber: 2, text: 'Is this the last one? Yes.' },
    ];
    const sentences = splitSentences(pages);
    expect(sentences.map((sentence) => [sentence.page, sentence.index])).toEqual([
      [1, 0],
      [1, 1],
      [2, 2],
      [2, 3],
    ]);
    for (const sentence of sentences) {
      const page = pages.find((candidate) => candidate.pageNumber === sentence.page);
      expect(page?.text.slice(sentence.start, sentence.end)).toBe(sentence.text);
    }
  });

  it('returns nothing for pages without words', () => {
    expect(splitSentences([{ pageNumber: 1, text: ' \n\n •  — \n' }])).toEqual([]);
  });
});
