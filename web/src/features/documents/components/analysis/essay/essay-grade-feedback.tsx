import { Card, CardContent, CardHeader, CardTitle } from '../../../../../components/ui/card';
import { Heading } from '../../../../../components/ui/heading-level';
import { ProgressRing } from '../../../../../components/ui/progress-ring';
import { ScoreBadge } from '../../../../../components/ui/score-badge';
import { TitledList } from '../../../../../components/ui/titled-list';
import { EssayRubricTraits } from './essay-rubric-traits';
import type { EssaySectionProps } from './essay-view-data';
import { type BandLike, bandLetters } from './rubric-trait-wording';

/** The letters a grade can claim: a grade is one reading, and trained readers differ by about this much. */
function bandText(band: BandLike): string {
  return `${bandLetters(band)}: the score give or take how far trained readers differ on the same essay (about half a level of a six-level rubric), more where its traits score far apart.`;
}

/** The 'risks' slot of an essay: the grade with its reasons, and how well the essay is built. */
export function EssayGradeFeedback(props: EssaySectionProps) {
  const { essay } = props;
  const grade = essay.overallGrade;
  const band = grade?.band;
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
            {band?.low && band.high && (
              <section>
                <Heading className="font-semibold">The range this grade can claim</Heading>
                <p>{bandText(band)}</p>
              </section>
            )}
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
      <EssayRubricTraits {...props} />
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
