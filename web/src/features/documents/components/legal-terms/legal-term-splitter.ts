import { LEGAL_GLOSSARY, type LegalTerm } from '@doclens/api';

/** A run of analysis text: plain, or one glossary term as written in the text. */
export type LegalTextSegment = { text: string; term?: undefined } | { text: string; term: LegalTerm };

function termPattern(term: string): string {
  // Any run of spaces between words matches, as analysis text may wrap or double-space them.
  return term
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
}

/**
 * One pattern for the whole glossary: longest terms first, so 'Limitation of liability' wins
 * over any shorter term inside it; letters or digits on either side mean a longer word, not the term.
 */
function glossaryPattern(glossary: readonly LegalTerm[]): RegExp | undefined {
  if (glossary.length === 0) return undefined;
  const alternatives = [...glossary]
    .sort((a, b) => b.term.length - a.term.length)
    .map((entry) => termPattern(entry.term));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

const defaultPattern = glossaryPattern(LEGAL_GLOSSARY);

function entryFor(found: string, glossary: readonly LegalTerm[]): LegalTerm | undefined {
  const wanted = found.replace(/\s+/g, ' ').toLowerCase();
  return glossary.find((entry) => entry.term.toLowerCase() === wanted);
}

/** Splits `text` into plain runs and glossary terms (case-insensitive, whole words, longest first). */
export function splitLegalTerms(text: string, glossary: readonly LegalTerm[] = LEGAL_GLOSSARY): LegalTextSegment[] {
  const pattern = glossary === LEGAL_GLOSSARY ? defaultPattern : glossaryPattern(glossary);
  if (!pattern || !text) return text ? [{ text }] : [];
  const segments: LegalTextSegment[] = [];
  let plainStart = 0;
  for (const match of text.matchAll(pattern)) {
    const term = entryFor(match[0], glossary);
    if (!term) continue;
    if (match.index > plainStart) segments.push({ text: text.slice(plainStart, match.index) });
    segments.push({ text: match[0], term });
    plainStart = match.index + match[0].length;
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart) });
  return segments;
}
