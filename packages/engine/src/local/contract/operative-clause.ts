/**
 * Where the clause that states what a long sentence does begins: its subject, a modal and an act
 * ("Elmstead may not assign", "Quarrybank's total liability … shall not exceed", "In no event shall
 * either party be liable"). A long lead-in ("Subject to …, and without limiting …, whether …,") can
 * fill a whole quote before it; the quote then starts here instead, at the comma that opens the clause.
 */

// Words that open a clause which qualifies another rather than states one: a condition, an exception,
// a lead-in ("Except as Acme may agree", "whether or not X shall", "as the parties may agree").
const QUALIFYING_OPENING =
  /^(?:except|excepting|excluding|unless|if|where|whereas|when|whenever|provided|subject|save|other\s+than|notwithstanding|whether|including|without|in\s+(?:consideration|addition|respect|connection)|as|that|which|who|while|upon|to\s+the\s+extent|regardless|and|or|but|nor|so|because|although|after|before|until|for)\b/iu;
// A subject, then a modal or a promise verb and the act, all before the next comma or semicolon.
const SUBJECT_AND_MODAL =
  /^(?:\p{Lu}|(?:each|either|neither|no|the|such|any|it|they|we|you)\b)[^,;]{0,90}?\b(?:shall|will|must|may|cannot|agrees?|warrants?|represents?|undertakes?|covenants?|acknowledges?)\b(?:\s+not\b)?\s+\p{L}/u;
// Where a clause may start inside a sentence: its start, or after a comma, semicolon or colon.
const CLAUSE_OPENING = /(?:^|[,;:]\s+)/gu;

/** The offsets at which a clause stating what the sentence does begins, in order. */
export function operativeClauseStarts(text: string): number[] {
  const starts: number[] = [];
  for (const opening of text.matchAll(CLAUSE_OPENING)) {
    const at = opening.index + opening[0].length;
    const rest = text.slice(at);
    if (!QUALIFYING_OPENING.test(rest) && SUBJECT_AND_MODAL.test(rest)) starts.push(at);
  }
  return starts;
}

/** Whether the words at this offset open an exception or condition (what an "uncapped" finding is about). */
export function opensQualification(text: string, at: number): boolean {
  return /^(?:except|excepting|excluding|unless|provided|save|other\s+than|notwithstanding)\b/iu.test(
    text.slice(at).trimStart(),
  );
}
