import type { CvFacts } from './cv-facts';
import { linesOfSection } from './cv-sections';

/** A writer still studying or just starting: no years of experience to state. */
const EARLY_CAREER =
  /\b(?:student|undergraduate|graduate|intern|trainee|apprentice|school\s+leaver|studying|entry[\s-]level)\b/iu;
/** A summary whose writer says they study now: "Nursing student in…", "currently studying…", "pursuing a degree". */
const STUDYING_NOW =
  /\bstudent\s+(?:at|in|of|on|with|who|seeking|looking|pursuing|studying|completing)\b|\bcurrently\s+(?:studying|enrolled|completing)\b|\bpursuing\s+(?:a|an|my)\s+(?:\p{L}+\s+){0,2}(?:degree|diploma|bachelor['’]?s?|master['’]?s?|certificate)\b/iu;
/** A course still under way: "BSc Nursing, 2023 - Present", "Diploma, expected 2026". */
const COURSE =
  /\b(?:degree|bachelor|master|diploma|certificate|university|college|school|academy|institute|b\.?sc|m\.?sc|b\.?a|m\.?a|b\.?s|m\.?s)\b/iu;
const UNDER_WAY =
  /\b(?:19|20)\d{2}\s*[-–—]\s*(?:present|current|now|date)\b|\b(?:expected|anticipated)\s+(?:graduation\s+)?(?:(?:in|on)\s+)?(?:\p{L}+\s+)?(?:19|20)\d{2}\b|\bcurrently\s+(?:studying|enrolled)\b/iu;
/**
 * Research and teaching work: a publications list, a doctorate or an academic post. Its results are
 * counted in papers, grants and students, not in money or time saved. A post is the writer's where it
 * heads a line as a job title does ("Lecturer, …", "2015 – 2019 Assistant Professor"); a sentence that
 * names one ("…a workshop run by a professor") tells of someone else.
 */
const ACADEMIC_WORK =
  /^(?:(?:selected|sample|recent)\s+)?publications:?$|\bph\.?\s?d\b|^[\d\s/.,–—-]*(?:(?:assistant|associate|adjunct|visiting|senior|full)\s+)?(?:professor|lecturer|postdoc(?:toral)?)\b/iu;

/** Whether the writer studies now: a course in the education still under way, or a summary that says so. */
export function isStudyingNow(facts: CvFacts): boolean {
  if (facts.summaryLines.some((line) => STUDYING_NOW.test(line.text))) return true;
  return linesOfSection(facts.sections, 'education').some(
    (line) => COURSE.test(line.text) && UNDER_WAY.test(line.text),
  );
}

/** Whether the writer is studying or just starting, with no years of experience to state. */
export function isEarlyCareer(facts: CvFacts): boolean {
  return facts.summaryLines.some((line) => EARLY_CAREER.test(line.text)) || isStudyingNow(facts);
}

/** Whether the CV describes research or teaching in a university. */
export function isAcademicCv(facts: CvFacts): boolean {
  return facts.lines.some((line) => ACADEMIC_WORK.test(line.text.trim()));
}
