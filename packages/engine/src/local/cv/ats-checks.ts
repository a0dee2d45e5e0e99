import type { AtsFriendliness } from '@doclens/api';
import type { ContactInfo } from './contact-info';
import { MIN_CV_WORDS } from './cv-length';
import type { CvSection } from './cv-sections';
import { NO_EMAIL, NO_PHONE } from './cv-statements';
import type { LayoutSignals } from './layout-signals';

export interface AtsInput {
  sections: readonly CvSection[];
  contact: ContactInfo;
  wordCount: number;
  hasDates: boolean;
  /** Characters a parser may garble: icon fonts, private-use glyphs, table rules. */
  unusualCharacters: number;
  lengthLimit: number;
  layout: LayoutSignals;
}

interface AtsCheck {
  points: number;
  passes: (input: AtsInput) => boolean;
  issue: string;
  fix: string;
  critical: boolean;
}

const has = (input: AtsInput, name: CvSection['name']) => input.sections.some((section) => section.name === name);
const MIN_STANDARD_HEADINGS = 3;
const COMPATIBLE_SCORE = 70;
/** A line or two of aligned text is normal; beyond this the CV is laid out as a table. */
const MAX_COLUMN_LINE_SHARE = 0.15;

const CHECKS: readonly AtsCheck[] = [
  {
    points: 15,
    passes: (input) => has(input, 'experience'),
    issue: 'No “Experience” section heading was found.',
    fix: 'Put your jobs under a heading named “Experience” or “Work Experience”.',
    critical: true,
  },
  {
    points: 15,
    passes: (input) => has(input, 'education'),
    issue: 'No “Education” section heading was found.',
    fix: 'Add an “Education” section, even if short.',
    critical: true,
  },
  {
    points: 15,
    passes: (input) => has(input, 'skills'),
    issue: 'No “Skills” section was found, so keyword matching has little to work with.',
    fix: 'Add a “Skills” section listing tools and abilities as plain words.',
    critical: false,
  },
  {
    points: 10,
    passes: (input) => input.contact.email !== undefined,
    issue: NO_EMAIL,
    fix: 'Put your email address as plain text at the top.',
    critical: true,
  },
  {
    points: 5,
    passes: (input) => input.contact.phone !== undefined,
    issue: NO_PHONE,
    fix: 'Add a phone number at the top.',
    critical: false,
  },
  {
    points: 5,
    passes: (input) => new Set(input.sections.map((section) => section.name)).size >= MIN_STANDARD_HEADINGS,
    issue: 'Few standard section headings were recognised.',
    fix: 'Use common headings (Summary, Experience, Education, Skills) that parsers recognise.',
    critical: false,
  },
  {
    points: 5,
    passes: (input) => input.wordCount >= MIN_CV_WORDS && input.wordCount <= input.lengthLimit,
    issue: 'The length is outside the usual range for this experience level.',
    fix: 'Keep it to one or two pages of relevant content.',
    critical: false,
  },
  {
    points: 10,
    passes: (input) => input.hasDates,
    issue: 'No employment dates were found.',
    fix: 'Give start and end dates (month and year) for each role.',
    critical: false,
  },
  {
    points: 5,
    passes: (input) => input.unusualCharacters === 0,
    issue: 'Icons or special symbols were found that parsers may garble.',
    fix: 'Replace icons and symbols with plain text.',
    critical: false,
  },
  {
    points: 5,
    passes: (input) => input.layout.garbledCharacters === 0,
    issue: 'Some characters come out garbled in the text (such as “Â” or “Ã©”).',
    fix: 'Save the CV again from the original editor as a PDF with embedded fonts, and check accented letters and dashes.',
    critical: false,
  },
  {
    points: 5,
    passes: (input) => input.layout.columnLineShare <= MAX_COLUMN_LINE_SHARE,
    issue: 'Much of the text sits in columns or tables, which parsers often read in the wrong order.',
    fix: 'Use a single column; put dates and places on the line of the role instead of a table.',
    critical: false,
  },
  {
    points: 5,
    passes: (input) => !input.layout.contactOnlyInRunningLines,
    issue: 'Contact details appear only in the page header or footer, which many parsers skip.',
    fix: 'Put your email and phone number in the body of the first page.',
    critical: true,
  },
];

/** The fixes of the failed checks that can stop a parser reading the CV: what to do first. */
export function criticalAtsFixes(input: AtsInput): string[] {
  return CHECKS.filter((check) => check.critical && !check.passes(input)).map((check) => check.fix);
}

export function atsFriendliness(input: AtsInput): AtsFriendliness {
  const failed = CHECKS.filter((check) => !check.passes(input));
  const points = CHECKS.reduce((sum, check) => sum + (check.passes(input) ? check.points : 0), 0);
  // One rule for score and verdict: a critical failure keeps the score below the compatible mark,
  // so "80/100" never stands beside "may not pass ATS filters".
  const atsScore = failed.some((check) => check.critical) ? Math.min(points, COMPATIBLE_SCORE - 1) : points;
  return {
    atsScore,
    atsCompatible: atsScore >= COMPATIBLE_SCORE,
    criticalIssues: failed.filter((check) => check.critical).map((check) => check.issue),
    recommendations: failed.map((check) => check.fix),
  };
}
