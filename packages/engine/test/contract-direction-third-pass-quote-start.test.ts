import { describe, expect, it } from 'vitest';
import { wholeSentenceOf } from '../src/local/contract/sentence-pieces';
import { splitSentences } from '../src/text/sentences';

// Sentences written for these tests. Wide gaps in PDF text split one sentence into pieces; a quote
// built from the later piece alone loses the words that open the sentence, often its negation.
function wholeOf(text: string, pieceStart: string): string {
  const page = { pageNumber: 1, text };
  const sentences = splitSentences([page]);
  const piece = sentences.find((sentence) => sentence.text.startsWith(pieceStart));
  expect(piece).toBeDefined();
  if (!piece) return '';
  return wholeSentenceOf(piece, sentences, [page]).text;
}

describe('a quote keeps the words that open its sentence', () => {
  it('keeps "No" when the gap falls inside the subject the document names elsewhere', () => {
    const text =
      '8.  Transfer of Interest of Co-Owner Barred. No Co      Owner shall pledge, sell or assign its interest in the Venture without the consent of the other Co Owner.';
    const whole = wholeOf(text, 'Owner shall pledge');
    expect(whole.startsWith('No Co')).toBe(true);
  });

  it('keeps "NEITHER PARTY WILL BE LIABLE" when the gap falls after a comma in a list of damages', () => {
    const text =
      '6.2  EXCLUDED LOSS. NEITHER PARTY WILL BE LIABLE FOR ANY PUNITIVE,      SPECIAL OR INDIRECT LOSS ARISING UNDER THIS AGREEMENT, HOWEVER CAUSED.';
    const whole = wholeOf(text, 'SPECIAL OR INDIRECT');
    expect(whole.startsWith('NEITHER PARTY WILL BE LIABLE')).toBe(true);
  });

  it('does not run a short heading into a clause whose subject is another word', () => {
    const text = 'No Waiver      Licensee shall not be taken to waive any breach by keeping silent about it.';
    const whole = wholeOf(text, 'Licensee shall not');
    expect(whole.startsWith('Licensee shall not')).toBe(true);
  });
});
