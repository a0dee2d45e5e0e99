import { Card, CardContent, CardHeader, CardTitle } from '../../../../../components/ui/card';
import { Heading } from '../../../../../components/ui/heading-level';
import { ProgressRing } from '../../../../../components/ui/progress-ring';
import { ScoreBadge } from '../../../../../components/ui/score-badge';
import { TitledList } from '../../../../../components/ui/titled-list';
import type { EssaySectionProps } from './essay-view-data';

/** The 'risks' slot of an essay: the grade with its reasons, and how well the essay is built. */
export function EssayGradeFeedback({ essay }: EssaySectionProps) {
  const grade = essay.overallGrade;
  const structure = essay.structureAnalysis;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Grade &amp; Feedback</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <ProgressRing value={grade?.score} size="lg" label="Overall grade score" centerText={grade?.grade} />
          <div className="space-y-3 text-sm">
            {grade?.rationale && (
              <section>
                <Heading className="font-semibold">Why this grade</Heading>
                <p>{grade.rationale}</p>
              </section>
            )}
            {grade?.improvementToNextGrade && (
              <section>
                <Heading className="font-semibold">How to reach the next grade</Heading>
                <p>{grade.improvementToNextGrade}</p>
              </section>
            )}
          </div>
        </CardContent>
      </Card>
      {structure && (
        <Card>
          <CardHeader className="flex-row items-center justify-between gap-2">
            <CardTitle className="text-lg">Structure Quality</CardTitle>
            {structure.score !== undefined && <ScoreBadge score={structure.score} />}
          </CardHeader>
          <CardContent className="space-y-3">
            {structure.feedback && <p className="text-sm">{structure.feedback}</p>}
            <TitledList title="Issues" items={structure.specificIssues} />
            <TitledList title="Strengths" items={structure.strengths} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
