/** The side panel's counts, from the document's plain text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

export function characterCount(text: string): number {
  return [...text].length;
}
