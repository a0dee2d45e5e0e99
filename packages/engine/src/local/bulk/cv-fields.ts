import type { ExtractedCell } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import type { TextSpan } from '../../text/text-span';
import { findContactInfo } from '../cv/contact-info';
import { linesOfSection, splitCvSections } from '../cv/cv-sections';
import { listedSkills } from '../cv/keyword-match';
import { headlineTitles } from '../cv/occupation-detection';

type CellValue = Omit<ExtractedCell, 'field'>;

const NAME_LINE = /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u;
const NOT_A_NAME = /\b(?:resume|curriculum|vitae|cv|profile|summary|experience|education|skills|contact)\b/iu;
const YEAR = /\b(19[5-9]\d|20[0-4]\d)\b/gu;
const PRESENT = /\b(?:present|current|now|today)\b/iu;
const RANGE =
  /\b(?:19[5-9]\d|20[0-4]\d)\s*(?:[-–—]|to)\s*(?:(?:\w+\.?\s+)?(?:19[5-9]\d|20[0-4]\d)|present|current|now|today)\b/iu;
const STATED_YEARS = /\b(\d{1,2})\+?\s+years?\s+(?:of\s+)?(?:\w+\s+){0,3}experience\b/iu;

function cellOf(value: string, span: TextSpan, confidence: number, focus = 0): CellValue {
  return { value, citation: evidenceFrom(span, focus), confidence };
}

function lineHolding(lines: readonly TextSpan[], needle: string): TextSpan | undefined {
  return lines.find((line) => line.text.includes(needle));
}

/** The person's name: the first short line of capitalised words at the top of the CV. */
export function cvName(lines: readonly TextSpan[]): CellValue | undefined {
  const line = lines.slice(0, 6).find((candidate) => {
    const text = candidate.text.trim();
    return NAME_LINE.test(text) && !NOT_A_NAME.test(text) && text.length <= 50;
  });
  return line ? cellOf(line.text.trim(), line, 0.7) : undefined;
}

export function cvContact(lines: readonly TextSpan[], kind: 'email' | 'phone' | 'linkedIn'): CellValue | undefined {
  const value = findContactInfo(lines)[kind];
  if (!value) return undefined;
  const line = lineHolding(lines, value);
  return line ? cellOf(value, line, 0.95, line.text.indexOf(value)) : undefined;
}

export function cvTitle(lines: readonly TextSpan[]): CellValue | undefined {
  const [title] = headlineTitles(lines);
  return title ? cellOf(title.line.text.trim(), title.line, 0.75) : undefined;
}

export function cvSkills(lines: readonly TextSpan[]): CellValue | undefined {
  const skillLines = linesOfSection(splitCvSections(lines).sections, 'skills');
  const skills = listedSkills(skillLines);
  const first = skillLines[0];
  if (skills.length === 0 || !first) return undefined;
  return cellOf(skills.slice(0, 25).join(', '), first, 0.8);
}

export function cvEducation(lines: readonly TextSpan[]): CellValue | undefined {
  const education = linesOfSection(splitCvSections(lines).sections, 'education');
  const first = education[0];
  if (!first) return undefined;
  return cellOf(
    education
      .slice(0, 3)
      .map((line) => line.text.trim())
      .join('; '),
    first,
    0.75,
  );
}

/**
 * Years of experience: as the CV states it ("8 years of experience"), else the span of the date
 * ranges of its experience section, from the earliest start to the latest end (or this year).
 */
export function cvExperienceYears(lines: readonly TextSpan[], now = new Date()): CellValue | undefined {
  const stated = lines.find((line) => STATED_YEARS.test(line.text));
  if (stated) {
    const match = STATED_YEARS.exec(stated.text);
    if (match?.[1]) return cellOf(match[1], stated, 0.85, match.index);
  }
  const experience = linesOfSection(splitCvSections(lines).sections, 'experience');
  const ranged = (experience.length > 0 ? experience : lines).filter((line) => RANGE.test(line.text));
  if (ranged.length === 0) return undefined;
  let earliest = Number.POSITIVE_INFINITY;
  let latest = 0;
  let earliestLine = ranged[0] as TextSpan;
  for (const line of ranged) {
    const years = [...line.text.matchAll(YEAR)].map((match) => Number(match[1]));
    const end = PRESENT.test(line.text) ? now.getUTCFullYear() : Math.max(...years);
    const start = Math.min(...years);
    if (start < earliest) {
      earliest = start;
      earliestLine = line;
    }
    latest = Math.max(latest, end);
  }
  if (!Number.isFinite(earliest) || latest < earliest) return undefined;
  return cellOf(String(latest - earliest), earliestLine, 0.6);
}
