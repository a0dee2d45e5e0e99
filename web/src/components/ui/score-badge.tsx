import { Badge } from './badge';

/** Score badge colours (spec part 2 §9): 70 and above default, 40 to 69 secondary, below 40 destructive. */
export function scoreBadgeVariant(score: number): 'default' | 'secondary' | 'destructive' {
  if (score >= 70) return 'default';
  if (score >= 40) return 'secondary';
  return 'destructive';
}

export interface ScoreBadgeProps {
  score: number;
  max?: number;
  className?: string;
}

export function ScoreBadge({ score, max = 100, className }: ScoreBadgeProps) {
  return (
    <Badge variant={scoreBadgeVariant(score)} className={className}>
      {score}/{max}
    </Badge>
  );
}
