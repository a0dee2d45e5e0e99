import { after } from '../../pattern-rule';

/**
 * "I had see to my brother", "we have go to school": a bare verb after "have" with "to" right after
 * it most often stands for "had to see", "have to go", the "to" misplaced. A participle ("had seen
 * to") would change what the sentence says, so no fix is offered there.
 */
export const mayMeanHaveTo = (match: RegExpMatchArray, sentence: string): boolean =>
  /^\s+to\b/iu.test(after(match, sentence));
