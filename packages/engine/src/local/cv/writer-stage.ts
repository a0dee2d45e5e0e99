import type { CvFacts } from './cv-facts';
import { linesOfSection } from './cv-sections';

/** A writer still studying or just starting has no years of experience to state. */
const STUDENT =
  /\b(?:student|undergraduate|graduate|intern|trainee|apprentice|school\s+leaver|studying|entry[\s-]level)\b/iu;
/** A course still under way: "2023 - Present", "expected 2026", "currently enrolled". */
const STUDY_UNDER_WAY =
  /\b(?:19|20)\d{2}\s*[-–—]\s*(?:present|current|now|date)\b|\b(?:expected|anticipated)\s+(?:graduation\s+)?(?:(?:in|on)\s+)?(?:\p{L}+\s+)?(?:19|20)\d{2}\b|\bcurrently\s+(?:studying|enrolled)\b/iu;
/**
 * Research and teaching work: a publications list, a doctorate or an academic post. Its results are
 * counted in papers, grants and students, not in money or time saved.
 */
const ACADEMIC_WORK =
  /^(?:(?:selected|sample|recent)\s+)?publications:?$|\bph\.?\s?d\b|\b(?:assistant\s+|associate\s+)?professor\b|\blecturer\b|\bpostdoc(?:toral)?\b/iu;

/** Whether the CV is a student's: its summary says so, or a course in its education is still under way. */
export function isStudentCv(facts: CvFacts): boolean {
  if (facts.summaryLines.some((line) => STUDENT.test(line.text))) return true;
  return linesOfSection(facts.sections, 'education').some((line) => STUDY_UNDER_WAY.test(line.text));
}

/** Whether the CV describes research or teaching in a university. */
export function isAcademicCv(facts: CvFacts): boolean {
  return facts.lines.some((line) => ACADEMIC_WORK.test(line.text.trim()));
}
