/**
 * A line that gives the outcome of the lines before it ("Result: queues fell by a third", "Resulting
 * in fewer wasted trips", "This cut the calls…"): a CV often sets a task's result on its own line.
 * "Results-driven" describes the writer, not an outcome, and opens no such line.
 */
const OUTCOME_OPENING =
  /^\s*(?:[•\-–*·▪●◦>]\s*)?(?:(?:results?|outcomes?|impact)\s*[:–—-]\s|result(?:ed|ing)\s+in\b|leading\s+to\b|this\s+(?:led\s+to|resulted\s+in|brought|cut|raised|saved|reduced|increased|improved|halved|doubled|lowered|lifted)\b)/iu;
/** Lines back from an outcome line that it may close: the task and one step of it, as one bullet's parts. */
const OUTCOME_REACH = 2;

function opensWithOutcome(text: string): boolean {
  return OUTCOME_OPENING.test(text);
}

/**
 * Whether the line at `index` is a task whose outcome a following line gives, within OUTCOME_REACH
 * lines (`lineIndexes` are the lines' places in the CV), or is itself such an outcome line.
 */
export function outcomeGivenNearby(texts: readonly string[], lineIndexes: readonly number[], index: number): boolean {
  const at = lineIndexes[index] ?? 0;
  if (opensWithOutcome(texts[index] ?? '')) return true;
  for (let next = index + 1; next < texts.length; next++) {
    if ((lineIndexes[next] ?? Number.POSITIVE_INFINITY) - at > OUTCOME_REACH) return false;
    if (opensWithOutcome(texts[next] ?? '')) return true;
  }
  return false;
}
