import type { TextSpan } from '../../text/text-span';
import { type CvSectionName, sectionHeadingName } from './cv-sections';

/**
 * How much a word says about the occupation by where it stands: the headline under the name is the
 * title the person applies as; a summary says what they are; a skills list what they can do; the
 * latest role outweighs older ones; education and interests say least. Headings themselves say nothing.
 */
/** The headline under the name is usually the title the person applies as. */
export const HEADLINE_LINES = 3;
export const HEADLINE_WEIGHT = 5;
const SUMMARY_WEIGHT = 2;
const SKILLS_WEIGHT = 1.5;
const LATEST_ROLE_WEIGHT = 2;
/** About one role's worth of lines at the top of the experience section, which CVs list newest first. */
const LATEST_ROLE_LINES = 15;
const BODY_WEIGHT = 1;
const BACKGROUND_WEIGHT = 0.5;
const BACKGROUND_SECTIONS: ReadonlySet<CvSectionName> = new Set(['education', 'interests', 'languages']);

/** The weight of each line's evidence of an occupation, in line order. */
export function occupationLineWeights(lines: readonly TextSpan[]): number[] {
  let section: CvSectionName | 'header' = 'header';
  let experienceLines = 0;
  return lines.map((line, index) => {
    const heading = sectionHeadingName(line);
    if (heading) {
      section = heading;
      return 0;
    }
    if (section === 'header') return index < HEADLINE_LINES ? HEADLINE_WEIGHT : SUMMARY_WEIGHT;
    if (section === 'summary') return SUMMARY_WEIGHT;
    if (section === 'skills') return SKILLS_WEIGHT;
    if (section === 'experience') {
      experienceLines += 1;
      return experienceLines <= LATEST_ROLE_LINES ? LATEST_ROLE_WEIGHT : BODY_WEIGHT;
    }
    return BACKGROUND_SECTIONS.has(section) ? BACKGROUND_WEIGHT : BODY_WEIGHT;
  });
}
