import type { DocumentPage } from '../../analysis-engine';
import { MAX_QUOTE_LENGTH } from '../../text/evidence';
import type { Sentence } from '../../text/sentences';
import { ruleFocus } from './clause-detection';
import type { ClauseRule } from './clause-rule';

/** The words before a sentence's first promise or permission: who it binds ("The Provider", "Neither party"). */
const BOUND_PARTY =
  /^(.{1,80}?)\s+(?:shall|will|may|must|cannot|agrees?|undertakes?|is\s+not\s+permitted|is\s+prohibited)\b/iu;
/** A restriction: an act forbidden or needing the other side's consent. */
const RESTRICTS =
  /\b(?:shall|will|may|must|can)\s+not\b|\bcannot\b|\b(?:neither|no)\s+part(?:y|ies)\b|\bwithout\s+(?:first\s+)?(?:obtaining\s+)?(?:the\s+)?(?:prior\s+)?(?:express\s+)?(?:written\s+)?consent\b/iu;
/** A sentence opening a new section or clause ("16. Notices", "Article 9") rather than going on with this one. */
const NEW_SECTION = /^\s*(?:(?:section|article|clause)\s+)?\d+(?:\.\d+)*\.?\s+\p{Lu}/iu;

/**
 * A restriction's sentence together with the sentences right around it that restrict another party in
 * the same clause ("The Client may not assign …. The Provider shall not assign …"), when the whole fits
 * in one quote: a reader shown only the first would think the restriction binds one side alone. The
 * text is taken from the page, so the quote stays word for word what the document says.
 */
export function withTheSectionsOtherParties<T extends { rule: ClauseRule; sentence: Sentence; focus: number }>(
  clause: T,
  sentences: readonly Sentence[],
  pages: readonly DocumentPage[],
): T {
  const { rule, sentence } = clause;
  const page = pages.find((candidate) => candidate.pageNumber === sentence.page);
  if (!page || !RESTRICTS.test(sentence.text)) return clause;
  const byIndex = new Map(sentences.map((each) => [each.index, each]));
  const parties = new Set([boundParty(sentence.text)]);
  const joins = (other: Sentence | undefined): other is Sentence =>
    other !== undefined &&
    other.page === sentence.page &&
    !NEW_SECTION.test(other.text) &&
    RESTRICTS.test(other.text) &&
    ruleFocus(rule, other.text) !== undefined &&
    // A side provision beside the clause (an audit's secrecy, a rider on the cap) is another term, not its other half.
    !(rule.sideProvisions?.some((pattern) => pattern.test(other.text)) ?? false) &&
    boundParty(other.text) !== undefined &&
    !parties.has(boundParty(other.text));
  let first = sentence;
  let last = sentence;
  const before = byIndex.get(sentence.index - 1);
  if (joins(before) && !NEW_SECTION.test(sentence.text)) {
    parties.add(boundParty(before.text));
    first = before;
  }
  const after = byIndex.get(sentence.index + 1);
  if (joins(after)) last = after;
  if (first === sentence && last === sentence) return clause;
  const text = page.text.slice(first.start, last.end);
  if (text.length > MAX_QUOTE_LENGTH) return clause;
  const whole = { ...sentence, text, start: first.start, end: last.end };
  return { ...clause, sentence: whole, focus: clause.focus + sentence.start - first.start };
}

function boundParty(text: string): string | undefined {
  const party = BOUND_PARTY.exec(text.trim())?.[1];
  return party?.toLowerCase().replace(/\s+/gu, ' ');
}
