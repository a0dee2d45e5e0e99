/**
 * A field of a form left to be filled in: a bracket ("[ ]", "[●]", "[Company Name]", "[governingState]"), a
 * line or dots ("________", "……", "........"), a note to insert something ("(insert name)"), or a generic word
 * standing where a value belongs ("the laws of the State", "Country"). A value holding one is no value: the
 * form leaves it blank, and the finding says so or says nothing.
 */

/** What a fact shows for a value the form leaves blank. */
export const LEFT_BLANK = 'left blank in this form';

const BLANK_MARKS: readonly RegExp[] = [
  // Any bracketed field: an empty one, a bullet, an asterisk, or the name of what belongs there.
  /\[\s*[^[\]\n]{0,60}\]/u,
  /_{3,}/u,
  /\.{4,}|…{2,}|(?:\.\s){3,}/u,
  /\(\s*(?:insert|enter|specify|state|add|complete|fill\s+in)\b(?:[^()]|\([^()]{0,20}\)){0,80}\)/iu,
  /<\s*[^<>\n]{1,40}>/u,
  /\{\s*[^{}\n]{1,40}\}/u,
];
// A generic word where a name belongs: what the blank stood for, left behind when the field was dropped.
const GENERIC_VALUE =
  /^(?:the\s+)?(?:state|country|jurisdiction|province|territory|nation|county|city|name|party|parties|company|date|address|place|clauses?)$/iu;

/** A blank standing where a name goes: followed by the comma or bracket that ends a name ("[maker], a …"). */
const NAME_BLANK = new RegExp(`(?:${BLANK_MARKS.map((mark) => mark.source).join('|')})\\s*(?:[,:]|\\(|$)`, 'iu');

/** Whether the words hold a blank in the place of a name. */
export function holdsNameBlank(text: string): boolean {
  return NAME_BLANK.test(text);
}

/** Whether the words hold a form's blank. */
export function holdsBlank(text: string): boolean {
  return BLANK_MARKS.some((mark) => mark.test(text));
}

/** Whether a value read from a form is a blank, or a generic word left where the blank was. */
export function isBlankValue(value: string): boolean {
  const plain = value.replace(/[\s"“”'‘’(),.;:]+$/u, '').trim();
  return plain === '' || holdsBlank(plain) || GENERIC_VALUE.test(plain);
}
