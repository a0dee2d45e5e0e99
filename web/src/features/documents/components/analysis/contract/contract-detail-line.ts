/** A contract detail line: either a labelled value or plain text. */
export type ContractDetailLine = { kind: 'labelled'; label: string; value: string } | { kind: 'plain'; text: string };

const BULLET_PATTERN = /^\s*[•\-*]\s*/;
const LONGEST_LABEL_COLON_INDEX = 29;

/**
 * Spec part 2 §5: a line starting with a bullet splits at its first colon into label and value,
 * but only when the colon sits at position 1 to 29; a later colon belongs to the sentence.
 */
export function parseContractDetailLine(line: string): ContractDetailLine {
  const bullet = BULLET_PATTERN.exec(line);
  if (!bullet) return { kind: 'plain', text: line.trim() };
  const text = line.slice(bullet[0].length).trim();
  const colon = text.indexOf(':');
  if (colon < 1 || colon > LONGEST_LABEL_COLON_INDEX) return { kind: 'plain', text };
  return { kind: 'labelled', label: text.slice(0, colon).trim(), value: text.slice(colon + 1).trim() };
}
