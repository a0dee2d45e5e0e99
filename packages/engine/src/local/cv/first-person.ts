/**
 * The writer naming themselves: CVs usually leave the subject out. Global, for counting; test with
 * `namesTheWriter`. An "I" joined by a stop, slash or hyphen to a letter or digit ("I.T.", "I/O",
 * "I-9") is part of an abbreviation, not the writer.
 */
export const FIRST_PERSON = /\b(?<![./-])(?:I(?![./-][\p{L}\d])|me|my|mine|myself)\b/gu;

const NAMES_THE_WRITER = new RegExp(FIRST_PERSON.source, 'u');

/** Whether a line speaks as "I" or "my". */
export function namesTheWriter(text: string): boolean {
  return NAMES_THE_WRITER.test(text);
}
