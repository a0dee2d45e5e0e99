import { describe, expect, it } from 'vitest';
import { piecesStartingInLowerCase } from './sentences';

describe('sentences a reader counts in hand-typed prose', () => {
  it('starts a new sentence after a full stop when the next one begins in lower case', () => {
    expect(piecesStartingInLowerCase('We walked to the park. then we ate our lunch by the pond.')).toEqual([
      'We walked to the park.',
      'then we ate our lunch by the pond.',
    ]);
  });

  it('cuts every such stop in a run of sentences typed without capitals', () => {
    expect(piecesStartingInLowerCase('my dog is old. he sleeps a lot. we love him.')).toHaveLength(3);
  });

  it('keeps an abbreviation and its lower-case continuation together', () => {
    expect(piecesStartingInLowerCase('The trip takes approx. five hours by car.')).toHaveLength(1);
    expect(piecesStartingInLowerCase('Bring snacks, drinks etc. and a coat.')).toHaveLength(1);
  });

  it('leaves a sentence without a lower-case restart whole', () => {
    expect(piecesStartingInLowerCase('It rained. We stayed in.')).toEqual(['It rained. We stayed in.']);
    expect(piecesStartingInLowerCase('See p. 4 of the U.S. report.')).toHaveLength(1);
  });
});
