import { describe, expect, it } from 'vitest';
import { keyFindingSaid, somethingTold } from './contract-advice-seen';
import { TERMS } from './direction-agreements';
import { analyzeContractText } from './result-checks';

// "X can suspend …" grants X a freedom to act, as "X may suspend …" does; it is no promise X makes to the reader.
describe('"can" in a named party’s sentence is a right it holds', () => {
  it('tells a suspension the provider "can" make at will as its right against the reader', async () => {
    const text = `${TERMS}\n2. Access. At any time and for any reason, Quillmere can suspend or end a reader’s access to its platform.`;
    const told = somethingTold(keyFindingSaid(await analyzeContractText(text), 'Suspension of services'));
    expect(told).not.toMatch(/gives this promise to your side|No change needed/iu);
    expect(told).toMatch(/Quillmere holds this right against your side/iu);
  });

  it('keeps "cannot" and "can’t" a bar on the reader, not a right of theirs', async () => {
    for (const bar of [
      'You cannot assign these Terms to anyone else without our consent.',
      'You can’t assign these Terms to anyone else without our consent.',
    ]) {
      const told = somethingTold(
        keyFindingSaid(await analyzeContractText(`${TERMS}\n2. Transfer. ${bar}`), 'Assignment'),
      );
      expect(told).not.toMatch(/holds this right/iu);
    }
  });
});
