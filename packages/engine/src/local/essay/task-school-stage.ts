import type { AcademicLevel } from './essay-expectations';

/**
 * The school grades each level is written in: high school is grades 9 to 12; college and beyond
 * follow school, so a task set for any school grade is below them. A news article is no school stage.
 */
const SCHOOL_GRADES: Record<AcademicLevel, readonly [first: number, last: number] | 'after-school' | undefined> = {
  'high-school': [9, 12],
  college: 'after-school',
  university: 'after-school',
  graduate: 'after-school',
  'news-article': undefined,
};

/** "grade 7", "7th grade", "8th-graders": a school grade the task is set for. */
const SCHOOL_GRADE = /\b(?:grade\s+(?<after>\d{1,2})\b|(?<before>\d{1,2})(?:st|nd|rd|th)[-\s]grad(?:e|ers?)\b)/iu;
/** A school stage named in words, with the grades it spans. */
const SCHOOL_STAGES: ReadonlyArray<readonly [RegExp, number, number]> = [
  [/\b(?:elementary|primary)\s+school\b/iu, 1, 5],
  [/\b(?:middle\s+school|junior\s+high)\b/iu, 6, 8],
  [/\bhigh[-\s]school\b/iu, 9, 12],
];

/** What the task says of the school stage it is set for, as it words it, with the grades meant. */
interface StageNamed {
  words: string;
  first: number;
  last: number;
}

function stageTaskNames(task: string | undefined): StageNamed | undefined {
  if (!task) return undefined;
  const grade = SCHOOL_GRADE.exec(task);
  const number = Number(grade?.groups?.after ?? grade?.groups?.before);
  if (grade && number >= 1 && number <= 12) return { words: grade[0], first: number, last: number };
  for (const [pattern, first, last] of SCHOOL_STAGES) {
    const stage = pattern.exec(task);
    if (stage) return { words: stage[0], first, last };
  }
  return undefined;
}

/** The school stage the task names where the chosen level does not cover it, as the task words it. */
export function stageOutsideLevel(level: AcademicLevel, task: string | undefined): string | undefined {
  const grades = SCHOOL_GRADES[level];
  const named = stageTaskNames(task);
  if (grades === undefined || named === undefined) return undefined;
  if (grades === 'after-school') return named.words;
  const [first, last] = grades;
  return named.last < first || named.first > last ? named.words : undefined;
}

/**
 * How the level a grade is given at is named: "for high-school writing" (or "as …"). Where the task is set for
 * a school grade the level does not cover, the grade is not said to be that of high-school writing
 * (the writer's is not): it is given against the level's expectations, which the user chose, and the
 * task's own words say what it was set for.
 */
export function gradedAtLevel(
  labelOfLevel: string,
  level: AcademicLevel,
  task: string | undefined,
  preposition: 'for' | 'as',
): string {
  const outside = stageOutsideLevel(level, task);
  return outside === undefined
    ? `${preposition} ${labelOfLevel} writing`
    : `against ${labelOfLevel} expectations (the level chosen; the task is set for “${outside}”)`;
}
