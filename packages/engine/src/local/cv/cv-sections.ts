import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';

export type CvSectionName =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'projects'
  | 'accomplishments'
  | 'languages'
  | 'interests'
  | 'volunteering';

export interface CvSection {
  name: CvSectionName;
  heading: TextSpan;
  lines: TextSpan[];
}

const SECTION_HEADINGS: ReadonlyArray<readonly [CvSectionName, RegExp]> = [
  [
    'summary',
    /^(?:professional\s+|career\s+|executive\s+|personal\s+)?(?:summary|profile|overview)$|^career\s+(?:focus|goals?)$|^summary\s+of\s+qualifications$|^(?:career\s+)?objective$|^about(?:\s+me)?$|^personal\s+statement$/iu,
  ],
  [
    'experience',
    // "Sales Experience", "Visual Merchandise Experience": any field's experience is the work history.
    /^(?:work\s+|professional\s+|relevant\s+|employment\s+|career\s+)?history$|^(?!volunteer)(?:[\p{L}&-]+\s+){0,3}experience$|^employment$|^work$/iu,
  ],
  [
    'education',
    // A heading that leads with education and adds a second topic ("Education and Professional Training",
    // "Education & Certifications") or qualifies it ("Formal Education") still holds the education.
    /^(?:[\p{L}-]+\s+)?education(?:al\s+background|\s+(?:and|&)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+)?$|^academic\s+(?:background|qualifications|history)$|^qualifications$|^school(?:ing)?$/iu,
  ],
  [
    'skills',
    /^(?:technical\s+|core\s+|key\s+|professional\s+|relevant\s+)?(?:skills|competencies|proficiencies)(?:\s+summary)?$|^(?:skill\s+)?highlights$|^areas\s+of\s+expertise$|^expertise$/iu,
  ],
  ['certifications', /^(?:certifications?|licen[cs]es?)(?:\s+(?:and|&)\s+(?:certifications?|licen[cs]es?))?$/iu],
  ['projects', /^(?:key\s+|selected\s+)?projects$/iu],
  ['accomplishments', /^(?:accomplishments|achievements|awards|honou?rs)(?:\s+(?:and|&)\s+\w+)?$/iu],
  ['languages', /^languages$/iu],
  ['interests', /^(?:interests|hobbies)(?:\s+(?:and|&)\s+\w+)?$/iu],
  ['volunteering', /^volunteer(?:ing|\s+experience|\s+work)?$/iu],
];
const MAX_HEADING_WORDS = 5;

export function sectionHeadingName(line: TextSpan): CvSectionName | undefined {
  const text = line.text.replace(/[:：\s]+$/u, '').trim();
  if (countWords(text) > MAX_HEADING_WORDS) return undefined;
  return SECTION_HEADINGS.find(([, pattern]) => pattern.test(text))?.[0];
}

/** The CV cut at its recognised headings; lines before the first heading are the header. */
export function splitCvSections(lines: readonly TextSpan[]): { header: TextSpan[]; sections: CvSection[] } {
  const header: TextSpan[] = [];
  const sections: CvSection[] = [];
  for (const line of lines) {
    const name = sectionHeadingName(line);
    if (name) {
      sections.push({ name, heading: line, lines: [] });
      continue;
    }
    const current = sections.at(-1);
    if (current) current.lines.push(line);
    else header.push(line);
  }
  return { header, sections };
}

export function linesOfSection(sections: readonly CvSection[], name: CvSectionName): TextSpan[] {
  return sections.filter((section) => section.name === name).flatMap((section) => section.lines);
}
