import { describe, expect, it } from 'vitest';
import { inconsistentTerms } from '../src/local/contract/contract-consistency';
import { numbersWrittenTwoWays } from '../src/local/contract/contract-consistency-numbers';
import { prepareDocumentText } from '../src/text/document-text';

/** What the finding would quote for each disagreement in the sentence, as "text: words / figures". */
const disagreements = (sentence: string): string[] =>
  numbersWrittenTwoWays(sentence).map(({ text, words, figures }) => `${text}: ${words} / ${figures}`);

describe('numbers written in words with a figure inside them', () => {
  it.each([
    'The Buyer shall pay a deposit of three (3) million dollars ($3,000,000) on signing.',
    'The cap is three (3) million dollars ($3,000,000) for shelf filings and one (1) million dollars ($1,000,000) otherwise.',
    'The fund shall hold two hundred (200) thousand dollars ($200,000) in reserve.',
    'The fund shall hold Two Hundred (200) Thousand Dollars ($200,000) in reserve.',
    'The fund shall hold one hundred and fifty (150) thousand dollars ($150,000) in reserve.',
    'The fund shall hold two hundred and fifty (250) thousand dollars ($250,000) in reserve.',
    'The lender shall advance twenty-five (25) million dollars ($25,000,000) at closing.',
    'The lender shall advance one (1) million, five hundred thousand dollars ($1,500,000) at closing.',
    'The lender shall advance one (1) billion dollars ($1,000,000,000) at closing.',
  ])('finds no disagreement in "%s"', (sentence) => {
    expect(disagreements(sentence)).toEqual([]);
  });

  it('still tells a real disagreement, quoting the whole number', () => {
    expect(
      disagreements('The Buyer shall pay a deposit of three (3) million dollars ($4,000,000) on signing.'),
    ).toEqual(['three (3) million dollars ($4,000,000): 3000000 / 4000000']);
  });
});

describe('two numbers side by side, each with its figures', () => {
  it.each([
    'The Station shall air at least twelve (12) sixty (60)-second spots each week.',
    'Months Seven (7) to Twelve (12) Four Hundred Dollars ($400) per month.',
  ])('reads them as two numbers in "%s"', (sentence) => {
    expect(disagreements(sentence)).toEqual([]);
  });
});

describe('numbers half in figures, half in words', () => {
  it.each([
    'The Buyer shall pay 3 million dollars ($3,000,000) on signing.',
    'The Buyer shall pay $3 million dollars ($3,000,000) on signing.',
    'The Buyer shall pay 2.5 million dollars ($2,500,000) on signing.',
  ])('reads the figure before the scale word in "%s"', (sentence) => {
    expect(disagreements(sentence)).toEqual([]);
  });
});

describe('other ways of writing numbers in words', () => {
  it.each([
    'The Seller shall pay Two Million Five Hundred Thousand Dollars ($2,500,000) at closing.',
    'The Seller shall pay Two Million, Five Hundred Thousand Dollars ($2,500,000) at closing.',
    'The Seller shall pay one hundred twenty-five thousand dollars (US$125,000) at closing.',
    'The Seller shall deliver one thousand two hundred (1,200) units each quarter.',
    'The Seller shall deliver twelve hundred (1,200) units each quarter.',
    'Notice takes effect one hundred and twenty (120) days after it is given.',
    'The Seller shall pay Fifty Thousand (50,000) Dollars ($50,000) at closing.',
    'Either party may end this agreement on forty five (45) days notice.',
  ])('finds no disagreement in "%s"', (sentence) => {
    expect(disagreements(sentence)).toEqual([]);
  });

  it('tells a disagreement in a hyphenated number', () => {
    expect(disagreements('Either party may end this agreement on twenty-five (52) days notice.')).toEqual([
      'twenty-five (52): 25 / 52',
    ]);
  });
});

describe('figures before a scale word that disagree', () => {
  it('tells "3 million dollars ($4,000,000)"', () => {
    expect(disagreements('The Buyer shall pay 3 million dollars ($4,000,000) on signing.')).toEqual([
      '3 million dollars ($4,000,000): 3000000 / 4000000',
    ]);
  });
});

describe('the finding a reader sees', () => {
  it('quotes the whole number and writes large values with separators', () => {
    const text =
      'LOAN AGREEMENT\n\n1. Advance. The Lender shall advance three (3) million dollars ($4,000,000) at closing.';
    const { sentences, pages } = prepareDocumentText([{ pageNumber: 1, text }]);
    const [finding] = inconsistentTerms(sentences, pages, 'client').map((conflict) => conflict.finding);
    expect(finding?.description).toContain(
      '“three (3) million dollars ($4,000,000)” reads 3,000,000 in words and 4,000,000 in figures',
    );
  });
});
