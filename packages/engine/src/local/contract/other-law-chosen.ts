import type { Sentence } from '../../text/sentences';
import type { OrientedClause } from './clause-orientation';
import { placeOfLaw } from './governing-law';

/** A place as compared: "the State of California" and "California" are one place. */
function comparable(place: string): string {
  return place
    .toLowerCase()
    .replace(/\b(?:the|state|commonwealth|province|republic|kingdom|of|laws?)\b/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * A governing-law sentence is one choice among others when another sentence of the contract chooses a different
 * law ("If you are based in the Americas, California law governs" beside "Otherwise, Irish law governs", or a later
 * sentence giving some users another law): the finding says so, rather than that one law governs everything.
 */
export function withOtherLawChosen(clause: OrientedClause, sentences: readonly Sentence[]): OrientedClause {
  if (clause.rule.id !== 'governing-law') return clause;
  const own = placeOfLaw(clause.sentence.text)?.place;
  if (!own) return clause;
  const mine = comparable(own);
  for (const sentence of sentences) {
    if (sentence.index === clause.sentence.index) continue;
    if (!clause.rule.patterns.some((pattern) => pattern.test(sentence.text))) continue;
    if (clause.rule.exclusions?.some((pattern) => pattern.test(sentence.text))) continue;
    const other = placeOfLaw(sentence.text)?.place;
    if (!other) continue;
    const theirs = comparable(other);
    if (theirs === '' || mine === '' || theirs.includes(mine) || mine.includes(theirs)) continue;
    const note = `Another sentence of the contract chooses the laws of ${other} for the cases it states: check which law applies to you.`;
    return { ...clause, notes: [...clause.notes, note] };
  }
  return clause;
}
