/**
 * What a question on a text read asks the writer to do. Rubrics for such questions score what the
 * question asks: a question that asks why, how one thing affects another, or to explain, is answered
 * by reasons, and its rubric's top level asks to explain beyond what the text says outright; a
 * question that asks to describe, identify or name what the text holds ("describe the mood", "the
 * obstacles the builders faced") is answered by a clear, complete account with specific details of
 * the text, and no rubric level asks it for reasons of the writer's own.
 */
const ASKS_FOR_REASONS =
  /\b(?:why|how|explain(?:s|ing)?|affects?|effects?|impacts?|influences?|causes?|reasons?|analy[sz]e|evaluate|argue|justify|what\s+(?:does|do|did)\s+(?:\p{L}+\s+){0,4}(?:show|mean|suggest|reveal|tell))\b/iu;

/**
 * Whether a reading question asks for reasons or explanation. A question that says nothing of what
 * it asks for (no question known) is read as asking for them, as the rubric for responses to
 * reading does by default.
 */
export function asksForReasons(question: string | undefined): boolean {
  return question === undefined || question.trim() === '' || ASKS_FOR_REASONS.test(question);
}
