import { tagsOfWord } from '../../../text/word-tags';
import { after } from '../../pattern-rule';

/**
 * "I had see to my brother", "we had visit to the doctor": a bare verb after "have" followed by
 * "to" and no verb most often stands for "had to see", the "to" misplaced, and a participle ("had
 * seen to") would change what the sentence says, so no fix is offered there. Before "to" and a verb
 * ("have decide to stay") the verb is the one that takes "to", and the participle is right.
 */
export function mayMeanHaveTo(match: RegExpMatchArray, sentence: string): boolean {
  const next = /^\s+to\s+(\p{L}+)/iu.exec(after(match, sentence))?.[1];
  return next !== undefined && !tagsOfWord(next.toLowerCase()).has('Verb');
}
