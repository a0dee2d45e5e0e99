import { matchesOf } from '../../text/pattern-matches';
import type { TextSpan } from '../../text/text-span';
import { sectionHeadingName } from './cv-sections';

export interface ContactInfo {
  email?: string;
  phone?: string;
  linkedIn?: string;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3,4}[\s.-]?\d{3,4}/u;
const LINKEDIN = /linkedin\.com\/in\/[\w%-]+/iu;
const MIN_PHONE_DIGITS = 9;
const MAX_PHONE_DIGITS = 15;
const UNPROFESSIONAL_EMAIL = /sexy|hot|cute|baby|angel|princess|lover|gangsta|party|420|69|xxx/iu;
const MAX_DIGITS_IN_EMAIL_NAME = 4;

/** A heading over the people who vouch for the writer: their details are not the writer's. */
const REFERENCES_HEADING = /^(?:references?|referees?|professional\s+references)\s*:?$/iu;
/** A label naming someone else's details on the line ("Supervisor: Pat Lowe, 0161…"). */
const SOMEONE_ELSES_LABEL =
  /\b(?:supervisor|line\s+manager|manager|reference|referee|contact\s+person)(?:['’]s)?(?:\s+(?:name|phone(?:\s+number)?|telephone|e-?mail|contact))?\s*:/iu;
/** The person a label names ("Supervisor Name: Pat Lowe"): their surname, to know their email by. */
const LABELLED_PERSON =
  /\b(?:[Ss]upervisor|[Ll]ine\s+[Mm]anager|[Mm]anager|[Rr]eference|[Rr]eferee|[Cc]ontact\s+[Pp]erson)(?:['’]s)?(?:\s+(?:[Nn]ame|[Pp]hone(?:\s+[Nn]umber)?|[Tt]elephone|[Ee]-?mail|[Cc]ontact))?\s*:\s*(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+\s+(?:\p{Lu}\.\s+)?(\p{Lu}\p{Ll}[\p{Ll}'’-]+)/u;
/**
 * A supervisor or referee named without a colon, their details after the name on the same line
 * ("Supervisor Pat Lowe pat.lowe@… 0161…"): the details are theirs. Only a line that goes on to an
 * address or a number is read so, since a job title ("Store Supervisor Northgate Foods") has none.
 */
const NAMED_WITH_CONTACT =
  /\b(?:[Ss]upervisor|[Ll]ine\s+[Mm]anager|[Rr]eferee|[Rr]eference|[Rr]eport(?:s|ed)\s+to)\s*[-–,]?\s*(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+\s+(?:\p{Lu}\.\s+)?(\p{Lu}\p{Ll}[\p{Ll}'’-]+)\b[^@\d]{0,40}(?:[\w.+-]+@|\+?\(?\d{3})/u;
/** A short line after a label line ("Supervisor: Pat Lowe" then her number) still gives her details. */
const MAX_FOLLOWING_LINE_WORDS = 6;

/**
 * The lines that may hold the writer's own details: not those under a references heading (up to the
 * next section) nor a line labelled as a supervisor's or referee's, or the short line after it.
 */
function ownLines(lines: readonly TextSpan[]): TextSpan[] {
  const own: TextSpan[] = [];
  let inReferences = false;
  let afterLabel = false;
  for (const line of lines) {
    const text = line.text.trim();
    if (REFERENCES_HEADING.test(text)) inReferences = true;
    else if (sectionHeadingName(line)) inReferences = false;
    const labelled = SOMEONE_ELSES_LABEL.test(text);
    const followsLabel = afterLabel && text.split(/\s+/u).length <= MAX_FOLLOWING_LINE_WORDS;
    afterLabel = labelled;
    if (inReferences || labelled || followsLabel || NAMED_WITH_CONTACT.test(text)) continue;
    own.push(line);
  }
  return own;
}

/** The surnames of the people the CV labels as supervisors or referees. */
function labelledSurnames(lines: readonly TextSpan[]): string[] {
  return lines.flatMap((line) => {
    const surname = (LABELLED_PERSON.exec(line.text) ?? NAMED_WITH_CONTACT.exec(line.text))?.[1];
    return surname ? [surname.toLowerCase()] : [];
  });
}

export function findContactInfo(lines: readonly TextSpan[]): ContactInfo {
  const text = ownLines(lines)
    .map((line) => line.text)
    .join('\n');
  // An address with a supervisor's or referee's name in it is theirs, wherever the CV gives it.
  const surnames = labelledSurnames(lines);
  const ownEmail = (candidate: string) =>
    !surnames.some((surname) => (candidate.split('@')[0] ?? '').toLowerCase().includes(surname));
  const phone = [...matchesOf(new RegExp(PHONE.source, 'gu'), text)]
    .map((match) => match[0])
    .find((candidate) => {
      const digits = candidate.replace(/\D/gu, '').length;
      return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
    });
  const email = [...matchesOf(new RegExp(EMAIL.source, 'gu'), text)].map((match) => match[0]).find(ownEmail);
  const linkedIn = LINKEDIN.exec(text)?.[0];
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}), ...(linkedIn ? { linkedIn } : {}) };
}

export function isProfessionalEmail(email: string): boolean {
  const name = email.split('@')[0] ?? '';
  const digits = name.replace(/\D/gu, '').length;
  return !UNPROFESSIONAL_EMAIL.test(name) && digits <= MAX_DIGITS_IN_EMAIL_NAME;
}
