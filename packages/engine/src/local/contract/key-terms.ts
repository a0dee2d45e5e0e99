import { type KeyTerm, legalTerm } from '@doclens/api';
import { readsAsWholeSentence } from '../../text/quote-shape';
import type { Sentence } from '../../text/sentences';
import { clauseEvidence } from './clause-quote';
import { withoutGuidance } from './guidance-text';
import { CONTRACT_TERMS } from './legal-glossary';
import { levelRank } from './risk-levels';

const MAX_KEY_TERMS = 12;

/** The glossary terms the contract uses, each explained and quoted where it first appears. */
export function findKeyTerms(given: readonly Sentence[]): KeyTerm[] {
  // A term is quoted where the terms use it, not from a guidance note explaining it.
  const sentences = withoutGuidance(given);
  const found: Array<{ term: KeyTerm; firstIndex: number }> = [];
  for (const entry of CONTRACT_TERMS) {
    const definition = legalTerm(entry.term)?.definition;
    if (!definition) continue;
    const uses = sentences.flatMap((sentence) => {
      const match = entry.pattern.exec(sentence.text);
      return match ? [{ sentence, focus: match.index }] : [];
    });
    // A heading naming the term ("12. Force Majeure.") or a sentence cut by a page explains nothing:
    // quote the first whole sentence using it, when there is one.
    const quotable = uses.find(({ sentence }) => readsAsWholeSentence(sentence.text)) ?? uses[0];
    if (quotable) {
      const { sentence, focus } = quotable;
      const evidence = clauseEvidence(sentence, focus);
      found.push({
        firstIndex: sentence.index,
        term: {
          term: entry.term,
          importance: entry.importance,
          plainEnglishMeaning: definition,
          quotedContext: evidence.quote,
          actionRequired: entry.actionRequired,
          practicalImpact: entry.practicalImpact,
          ...(entry.riskLevel ? { riskLevel: entry.riskLevel } : {}),
          evidence,
        },
      });
    }
  }
  return found
    .sort((a, b) => levelRank(b.term.importance) - levelRank(a.term.importance) || a.firstIndex - b.firstIndex)
    .slice(0, MAX_KEY_TERMS)
    .map(({ term }) => term);
}
