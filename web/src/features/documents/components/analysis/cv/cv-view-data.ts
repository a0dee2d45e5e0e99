import type { CvAnalysis } from '@doclens/api';
import type { PossiblyRedacted } from '../../../../../lib/possibly-redacted';

/** The CV analysis as a section receives it: complete for paid plans, redacted for free. */
export type CvViewData = PossiblyRedacted<CvAnalysis>;

export interface CvSectionProps {
  cv: CvViewData;
  /** True when the viewer's plan leaves out the detail (the server redacted it). */
  limited: boolean;
  onJumpToEvidence?: (evidence: { page: number; quote: string }) => void;
}

/** Fractions (keyword match, achievement ratio) are shown as percentages, rounded (spec part 2 §9). */
export function percentOf(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** 'information-technology' → 'Information Technology'. */
export function occupationLabel(category: string): string {
  return category
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The engine writes short ratings in lower case ("mostly aligned") and whole sentences as sentences:
 * a capital first letter suits both, where CSS `capitalize` would title-case a sentence.
 */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
