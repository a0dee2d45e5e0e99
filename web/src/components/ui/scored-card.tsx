import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { ScoreBadge } from './score-badge';

/** A titled card with the part's score as a coloured badge beside the title. */
export function ScoredCard({ title, score, children }: { title: string; score?: number; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-lg">{title}</CardTitle>
        {score !== undefined && <ScoreBadge score={score} />}
      </CardHeader>
      <CardContent className="space-y-3 text-sm">{children}</CardContent>
    </Card>
  );
}
