import type { Sentence } from '../../text/sentences';
import { type LiabilityCap, liabilityCap } from './liability-cap';

const LIABILITY = /\bliabilit(?:y|ies)\b|\bliable\b|\bdamages\b/iu;
// A ceiling set at an amount the contract defines elsewhere (on a cover page or in a definitions section):
// "will not exceed the General Cap Amount", "is limited to the Liability Cap".
const CEILING_AT_TERM =
  /\b(?:(?:shall|will|may|does|to)\s+not\s+exceed|not\s+to\s+exceed|(?:be\s+)?limited\s+to|capped\s+at)\s+(?:the\s+)?((?:[\p{L}-]+\s+){0,3}?(?:cap(?:\s+amount)?|liability\s+(?:cap|limit)|(?:limitation|maximum)\s+amount))\b/giu;

/**
 * The cap the contract states: at an amount (`liability-cap.ts`), or at an amount it names by a defined
 * term. A defined term is capitalised word by word, which tells it from "the cap set out above".
 */
export function statedLiabilityCap(sentences: readonly Sentence[]): LiabilityCap | undefined {
  return liabilityCap(sentences) ?? capAtDefinedTerm(sentences);
}

function capAtDefinedTerm(sentences: readonly Sentence[]): LiabilityCap | undefined {
  for (const sentence of sentences) {
    if (!LIABILITY.test(sentence.text)) continue;
    for (const ceiling of sentence.text.matchAll(CEILING_AT_TERM)) {
      const term = ceiling[1] ?? '';
      if (isDefinedTerm(term)) return { cap: `the ${term}`, sentence, focus: ceiling.index };
    }
  }
  return undefined;
}

function isDefinedTerm(words: string): boolean {
  return words.split(/\s+/u).every((word) => /^\p{Lu}/u.test(word));
}
