import { describe, expect, it } from 'vitest';
import { wholeSentenceOf } from '../src/local/contract/sentence-pieces';
import { isBareHeading } from '../src/text/quote-shape';
import { splitSentences } from '../src/text/sentences';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests. Justified capitals in PDF text leave wide gaps between words,
// and the sentence splitter takes each gap before a capital for a break: one clause becomes pieces.
const JUSTIFIED_DISCLAIMER =
  '9.3 DISCLAIMER. SAVE AS STATED IN SECTION 9.1, NEITHER PARTY GIVES ANY      WARRANTY ABOUT THE SERVICES OR THE PRODUCTS AND EACH PARTY      EXPRESSLY DISCLAIMS ALL IMPLIED WARRANTIES, INCLUDING THOSE OF      QUALITY AND FITNESS FOR A PURPOSE.';

function pieces(text: string) {
  const page = { pageNumber: 1, text };
  return { page, sentences: splitSentences([page]) };
}

describe('wholeSentenceOf', () => {
  it('joins the pieces of one sentence split at wide gaps, keeping the exception that opens it', () => {
    const { page, sentences } = pieces(JUSTIFIED_DISCLAIMER);
    const piece = sentences.find((sentence) => sentence.text.startsWith('EXPRESSLY DISCLAIMS'));
    expect(piece).toBeDefined();
    if (!piece) return;
    const whole = wholeSentenceOf(piece, sentences, [page]);
    expect(whole.text.startsWith('SAVE AS STATED IN SECTION 9.1, NEITHER PARTY GIVES ANY')).toBe(true);
    expect(whole.text.endsWith('FITNESS FOR A PURPOSE.')).toBe(true);
    expect(page.text.slice(whole.start, whole.end)).toBe(whole.text);
  });

  it('leaves a whole sentence, a heading and the clause under a heading as they are', () => {
    const { page, sentences } = pieces(
      'ARTICLE 7 NON-COMPETITION\n7.1 The Distributor shall not sell competing goods in the Territory during the Term.\n\nEach party shall keep the other party’s prices confidential.',
    );
    for (const sentence of sentences) expect(wholeSentenceOf(sentence, sentences, [page]).text).toBe(sentence.text);
  });

  it('does not run a heading without a period into the clause under it', () => {
    const { page, sentences } = pieces(
      'Confidentiality and non-compete      During the Term, the Consultant will keep in confidence all information received from the Company.',
    );
    const clause = sentences.find((sentence) => sentence.text.startsWith('During the Term'));
    expect(clause).toBeDefined();
    if (clause) expect(wholeSentenceOf(clause, sentences, [page]).text).toBe(clause.text);
  });
});

describe('bare headings', () => {
  it('reads a heading with a dash between its word and number as a heading', () => {
    expect(isBareHeading('ARTICLE - 7 NON-COMPETITION AND EXCLUSIVE RIGHTS')).toBe(true);
    expect(isBareHeading('Section 4 – Confidentiality')).toBe(true);
  });
});

describe('findings on a justified disclaimer quote the whole clause', () => {
  it('keeps the exception before the disclaimer in the quote', async () => {
    const text = [
      'SUPPLY AGREEMENT',
      'This Supply Agreement is made on June 1, 2021 between Orchard Mills Ltd. ("Supplier") and Bramble Foods Inc. ("Buyer").',
      'Buyer shall pay each invoice within thirty (30) days of receipt.',
      JUSTIFIED_DISCLAIMER,
      'This Agreement shall be governed by the laws of the State of Vermont.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const quotes = [
      ...result.keyFindings.map((finding) => finding.quotedText),
      ...(result.clauses ?? []).map((clause) => clause.evidence.quote),
    ].filter((quote) => /DISCLAIMS/u.test(quote));
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).toMatch(/^SAVE AS STATED IN SECTION 9\.1/u);
  });
});
