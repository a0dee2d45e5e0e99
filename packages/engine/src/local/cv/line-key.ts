/** A line's words without case, punctuation or bullets: two lines with the same key state the same action. */
export function actionKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
