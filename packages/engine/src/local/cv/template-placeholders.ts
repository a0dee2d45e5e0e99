import type { TextSpan } from '../../text/text-span';

/**
 * A template's field left unfilled: a bracketed, capitalised name of what belongs there ("[Number]",
 * "[Award Name]", "[Company]"). The word inside names a kind of detail, so a real bracketed note
 * ("[remote]", "[2019]") is not mistaken for one. Spaces inside and a lower-case name ("[ Number ]",
 * "[award name]") are the same blank.
 */
const PLACEHOLDER =
  /\[\s*(?:\p{Lu}[\p{L}]*\s+){0,3}(?:Number|Amount|Percent(?:age)?|Company(?:\s+Name)?|Name|Award|Title|Date|Year|City|State|Country|School|University|College|Degree|Employer|Organi[sz]ation|Client|Project|Role|Position|Job|Result|Metric|Value|Figure|Dollars?|Phone|Email|Address|Location|X+)\s*\]/giu;

/** The placeholders of the text, each once, in the order they first appear. */
export function placeholdersIn(lines: readonly TextSpan[]): string[] {
  return [...new Set(lines.flatMap((line) => [...line.text.matchAll(PLACEHOLDER)].map((match) => match[0])))];
}

/** Whether a line still holds a template field: any figure in it is not the writer's. */
export function holdsPlaceholder(text: string): boolean {
  return new RegExp(PLACEHOLDER.source, 'iu').test(text);
}

const MAX_QUOTED = 3;

/** The red flag for placeholders left in, quoting a few of them. */
export function placeholdersLeftIn(placeholders: readonly string[]): string {
  const quoted = placeholders
    .slice(0, MAX_QUOTED)
    .map((placeholder) => `“${placeholder}”`)
    .join(', ');
  return `Template placeholders left in (${quoted}): replace them with the real details or remove the lines.`;
}
