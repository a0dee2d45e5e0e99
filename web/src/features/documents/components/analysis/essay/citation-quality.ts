import type { CitationCheck } from '@doclens/api';

/** Citation quality score from the plagiarism risk (spec part 2 §9): low 85, medium 65, otherwise 35. */
export function citationQualityScore(plagiarismRisk: CitationCheck['plagiarismRisk'] | undefined): number {
  if (plagiarismRisk === 'low') return 85;
  if (plagiarismRisk === 'medium') return 65;
  return 35;
}
