import { Card, CardContent, CardHeader, CardTitle } from '../../../../../components/ui/card';
import { ProgressRing } from '../../../../../components/ui/progress-ring';
import { StatCard } from '../../../../../components/ui/stat-card';
import { type EssaySectionProps, essayImprovementCount } from './essay-view-data';

export function EssayOverview({ essay }: EssaySectionProps) {
  const grade = essay.overallGrade;
  const grammarScore = essay.grammarAndStyle?.score;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard label="Overall Grade" value={grade?.grade ?? '—'} />
        <StatCard label="Grammar Score" value={grammarScore === undefined ? '—' : `${grammarScore}/100`} />
        <StatCard label="Improvements" value={essayImprovementCount(essay)} hint="suggestions to work on" />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Essay Score</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4 sm:flex-row">
          <ProgressRing value={grade?.score} label="Essay score" />
          <div className="space-y-1 text-center sm:text-left">
            <p className="text-3xl font-bold">{grade?.score ?? 0}/100</p>
            <p className="text-muted-foreground">Grade {grade?.grade}</p>
            {essay.summary && (
              <ul className="list-disc pl-5 text-left text-sm">
                {essay.summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
