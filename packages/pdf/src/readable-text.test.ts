import { describe, expect, it } from 'vitest';
import { isReadableText, readabilitySample, SAMPLE_CHARACTERS } from './readable-text';

describe('a page reads as text', () => {
  it.each([
    ['a contract sentence', 'This Agreement is governed by the laws of the State of New York.'],
    [
      'a table of contents with dot leaders',
      'ARTICLE I DEFINITIONS ........................ 1\nARTICLE II LICENSE ........ 4',
    ],
    ['a signature block with rules', 'By: ______________________\nName: Jane Smith\nTitle: President'],
    ['a redacted table with its headings', 'No Asset ID Tool name\n1 I12026102439 [***] [***] 2 I12016100800 [***]'],
    [
      'a list of domains and dates',
      'Domain Name Expiration date Owner example.com 18-Jun-2019 AFI shop.example.org 02-Mar-2019',
    ],
    ['abbreviations and acronyms', 'Mr. Smith, CFO, LLC, NYSE, pdf, kg'],
    ['French', "L'accord est régi par le droit français et prend effet à la date de signature."],
    ['Russian', 'Настоящий договор регулируется законодательством Российской Федерации.'],
    ['Japanese, written without spaces', '本契約は日本法に準拠する。'],
    ['a short heading', 'Schedule A'],
    ['a page of figures', '2017/06 2017/07 1,250.00 3,400.50 98% 12.5'],
  ])('%s', (_label, text) => {
    expect(isReadableText(text)).toBe(true);
  });
});

describe('a page counts as having no text', () => {
  it.each([
    ['only replacement characters', '\uFFFD\uFFFD\uFFFD \uFFFD\uFFFD \uFFFD\uFFFD\uFFFD\uFFFD \uFFFD\uFFFD\uFFFD'],
    [
      'mostly replacement characters between a few letters',
      'T\uFFFD\uFFFD \uFFFD\uFFFDa\uFFFD \uFFFD\uFFFD\uFFFDe\uFFFD \uFFFD\uFFFD',
    ],
    ['private-use glyph codes', '\uE001\uE002\uE003 \uE004\uE005 \uE006\uE007\uE008'],
    ['one glyph', 'x'],
    ['a page number alone', '12'],
    ['symbol soup from a font without a character map', '!"#$%&\'()*+,-./ :;<=>?@ [\\]^_` {|}~ !"#$% &\'()* +,-./'],
    ['isolated glyphs', 'T h e q u i c k b r o w n f o x j u m p s o v e r t h e l a z y d o g'],
    ['letter salad', 'Xqzt Bvvkr Hjklm Rtzpq Wxyzk Pqrst Nmlkj Vbcxz Grtkl Fgdhs'],
    ['mixed-case font salad', 'hTeQx bRaWnV fOxEq jUmPsT oVeRqZ tHeWq lAzYx dOgRt'],
    ['redaction marks only', '[***] [***] [***]\n[…***…] *** ***'],
  ])('%s', (_label, text) => {
    expect(isReadableText(text)).toBe(false);
  });
});

// Long pages are judged on a sample of SAMPLE_CHARACTERS spread over the page; the verdict is the page's.
const CLAUSES = [
  'The Supplier shall deliver the goods to the address named in the order within thirty days.',
  'Either party may end this Agreement by written notice if the other party breaches a term.',
  'Invoices are payable within 45 days of receipt, and late payments bear interest at 1.5% a month.',
  'Nothing in this Agreement limits liability for death or personal injury caused by negligence.',
];
const repeatedTo = (parts: readonly string[], characters: number) => {
  let text = '';
  for (let index = 0; text.length < characters; index++) text += `${parts[index % parts.length]}\n`;
  return text;
};

describe('a long page', () => {
  it('of contract text reads as text', () => {
    expect(isReadableText(repeatedTo(CLAUSES, 5_000))).toBe(true);
  });

  it('of letter salad throughout is no text', () => {
    expect(isReadableText(repeatedTo(['Xqzt Bvvkr Hjklm Rtzpq Wxyzk Pqrst Nmlkj Vbcxz Grtkl Fgdhs'], 5_000))).toBe(
      false,
    );
  });

  it('of replacement characters with a readable heading is no text', () => {
    const text = `Schedule 4 Pricing\n${repeatedTo(['\uFFFD\uFFFD\uFFFD \uFFFD\uFFFD\uFFFD\uFFFD \uFFFD\uFFFD'], 5_000)}`;
    expect(isReadableText(text)).toBe(false);
  });

  it('that is readable except for a garbled table at its end reads as text', () => {
    const text = `${repeatedTo(CLAUSES, 4_000)}${repeatedTo(['\uE001\uE002 \uE003\uE004\uE005'], 600)}`;
    expect(isReadableText(text)).toBe(true);
  });
});

describe('readabilitySample', () => {
  it('is the page itself when the page is short', () => {
    const text = CLAUSES.join('\n');
    expect(readabilitySample(text)).toBe(text);
  });

  it('takes a bounded part of a long page, from its beginning to its end, without cutting words', () => {
    const words = Array.from({ length: 2_000 }, (_, index) => `word${index}`);
    const sample = readabilitySample(words.join(' '));
    expect(sample.length).toBeLessThanOrEqual(SAMPLE_CHARACTERS + 6 * 2 * 40 + 5);
    const sampled = sample.split(/\s+/);
    expect(sampled[0]).toBe('word0');
    expect(sampled.at(-1)).toBe('word1999');
    expect(sampled.every((token) => words.includes(token))).toBe(true);
  });
});
