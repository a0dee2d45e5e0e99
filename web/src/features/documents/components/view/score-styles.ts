import type { BadgeProps } from '../../../../components/ui/badge';

/** Spec part 2 §9: 70 and above default, 40 to 69 secondary, below 40 destructive. */
export function scoreBadgeVariant(score: number): NonNullable<BadgeProps['variant']> {
  if (score >= 70) return 'default';
  if (score >= 40) return 'secondary';
  return 'destructive';
}

/** Spec part 2 §5: a finding's score is its risk, so low is green; missing scores are grey. */
export function findingScoreClassName(score: number | undefined): string {
  if (score === undefined || !Number.isFinite(score)) return 'bg-gray-100 text-gray-700';
  if (score <= 30) return 'bg-green-100 text-green-800';
  if (score <= 70) return 'bg-yellow-100 text-yellow-800';
  return 'bg-red-100 text-red-800';
}
