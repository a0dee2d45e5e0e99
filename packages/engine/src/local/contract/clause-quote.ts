import type { Evidence } from '@doclens/api';
import { evidenceFrom, MAX_QUOTE_LENGTH } from '../../text/evidence';
import type { TextSpan } from '../../text/text-span';
import { opensQualification, operativeClauseStarts } from './operative-clause';

/**
 * Where one part of a long clause ends: before a semicolon or colon, or before a comma that opens a
 * qualifying part ("…, including …", "…, even if …", "…, provided that …", "…, which …"); a comma
 * inside a list ("policies, codes, requirements") or before the object ("shall keep, confidential
 * all information") ends nothing.
 */
const PART_END =
  /(?<=\S)(?:[;:](?=\s)|,(?=\s+(?:including|excluding|except|provided|unless|even\s+if|if|whether|which|where|when|whereby|as|so\s+that|subject\s+to|notwithstanding|but|save|other\s+than|together\s+with|to\s+the\s+extent|in\s+(?:each|any|no|such)\s+(?:case|event)|(?:and|or)\s+(?:shall|will|may|must|in\s+no\s+event))\b))/giu;
/**
 * A part that qualifies what comes before it: an exception, a proviso, a condition or the consent an
 * act needs. Once the quote holds its first words, cutting back before it would state the clause
 * without its limits ("may not be assigned" without "provided that … may assign to an affiliate").
 */
const QUALIFYING_PART =
  /^[,;:]?\s*(?:and\s+|or\s+)?(?:except|excluding|provided|unless|save|other\s+than|subject\s+to|notwithstanding|to\s+the\s+extent|but|if|without)\b/iu;
/** Where a sentence really ends; a span ending otherwise was cut by the page or a table. */
const SENTENCE_END = /[.!?;:]["'”’)\]]*$/u;
/** A part kept must leave at least this share of the cut quote, so the quote still shows the clause. */
const SHORTEST_SHARE = 0.6;

/**
 * The evidence of a contract clause. A sentence too long to quote whole is cut on a word; a lawyer
 * reading "… EVEN IF IT HAS BEEN ADVISED OF THE" takes the clause to say less than it does, so the
 * quote is brought back to the end of the last part of the sentence it holds whole ("… OR
 * CONSEQUENTIAL DAMAGES"), unless that would drop the words the finding is about or most of the quote.
 */
export function clauseEvidence(given: TextSpan, givenFocus = 0): Evidence {
  const { span, focus } = fromOperativeClause(fromItsItem(given, givenFocus));
  const evidence = evidenceFrom(span, focus);
  const start = span.text.indexOf(evidence.quote);
  const cut = start + evidence.quote.length;
  if (start < 0) return evidence;
  // A quote reaching the end of a whole sentence needs no cut; one reaching the end of a piece the
  // page cut off ("… CONSEQUENTIAL LOSS, WHETHER") is cut all the same.
  const whole = span.text.trimEnd();
  if (cut >= whole.length && SENTENCE_END.test(whole)) return evidence;
  const after = span.text.slice(cut).trimStart();
  if (/^[,;:.]/u.test(after)) return evidence;
  const keepFrom = Math.max(Math.ceil(evidence.quote.length * SHORTEST_SHARE), focus - start + 1);
  const ends = [...evidence.quote.matchAll(PART_END)].map((match) => match.index ?? 0).filter((end) => end >= keepFrom);
  // Never cut back past an exception or proviso the quote holds: only after the last one.
  const qualifiers = [...evidence.quote.matchAll(PART_END)]
    .map((match) => match.index ?? 0)
    .filter((end) => QUALIFYING_PART.test(evidence.quote.slice(end)));
  const lastQualifier = qualifiers.at(-1) ?? -1;
  const end = ends.filter((candidate) => candidate > lastQualifier).at(-1);
  return end === undefined ? evidence : { ...evidence, quote: evidence.quote.slice(0, end).trimEnd() };
}

/**
 * A lettered or numbered item run into the text before it where the text layer lost its line break ("…
 * Saudi Arabia   B. This Agreement shall …"): a line break or a wide gap, then "B." / "(b)" / "4.2" and a
 * capital. A figure after a wide gap ("within   30 Days") is no item.
 */
const RUN_IN_ITEM = /(?:[ \t]*\n\s*|[ \t]{3,})(?=(?:[A-Z]\.|\(?[A-Za-z\d]{1,3}\)|\d{1,2}\.(?:\d{1,2}\.?)*)\s+\p{Lu})/gu;

/** The clause quoted from the item holding the words the finding is about, not from text run into it. */
function fromItsItem(span: TextSpan, focus: number): { span: TextSpan; focus: number } {
  const start = [...span.text.matchAll(RUN_IN_ITEM)]
    .map((match) => (match.index ?? 0) + match[0].length)
    .filter((at) => at > 0 && at <= focus)
    .at(-1);
  if (start === undefined) return { span, focus };
  return { span: { ...span, text: span.text.slice(start), start: span.start + start }, focus: focus - start };
}

/**
 * A sentence too long to quote whole whose quote would hold no clause stating what it does (a long
 * "Subject to …, and without limiting …," lead-in) is quoted from the first clause that does, so the
 * reader sees who must or may do what. A finding about an exception the lead-in makes keeps it.
 */
function fromOperativeClause({ span, focus }: { span: TextSpan; focus: number }): { span: TextSpan; focus: number } {
  if (span.text.length <= MAX_QUOTE_LENGTH || opensQualification(span.text, focus)) {
    return { span, focus };
  }
  const quote = evidenceFrom(span, focus).quote;
  const quoteStart = span.text.indexOf(quote);
  const quoteEnd = quoteStart + quote.length;
  const starts = operativeClauseStarts(span.text);
  if (quoteStart < 0 || starts.some((at) => at >= quoteStart && stated(span.text, at) <= quoteEnd))
    return { span, focus };
  const start = starts.find((at) => at > quoteStart);
  if (start === undefined) return { span, focus };
  return {
    span: { ...span, text: span.text.slice(start), start: span.start + start },
    focus: Math.max(0, focus - start),
  };
}

// How far into a clause its subject, modal and first word of its act reach.
const SUBJECT_AND_ACT =
  /^[^,;]{0,90}?\b(?:shall|will|must|may|cannot|agrees?|warrants?|represents?|undertakes?|covenants?|acknowledges?)\b(?:\s+not\b)?\s+\p{L}+/u;

/** Where the subject, modal and act of the clause starting at `at` end. */
function stated(text: string, at: number): number {
  const clause = SUBJECT_AND_ACT.exec(text.slice(at));
  return at + (clause?.[0].length ?? 0);
}
