import { describe, expect, it } from 'vitest';
import { isReadableText } from './readable-text';

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
