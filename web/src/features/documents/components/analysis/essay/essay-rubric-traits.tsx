import { Card, CardContent, CardHeader, CardTitle } from '../../../../../components/ui/card';
import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { Heading } from '../../../../../components/ui/heading-level';
import { ScoreBadge } from '../../../../../components/ui/score-badge';
import type { EssaySectionProps } from './essay-view-data';
import { shareOfGrade, TRAIT_LABELS } from './rubric-trait-wording';

/** The rubric traits the grade is built from, each with its score, its share and what the essay shows. */
export function EssayRubricTraits({ essay, onJumpToEvidence }: EssaySectionProps) {
  const traits = essay.overallGrade?.traits ?? [];
  if (traits.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">What the grade is built from</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {traits.map(
          (trait) =>
            trait.trait && (
              <section key={trait.trait} className="space-y-2" aria-label={TRAIT_LABELS[trait.trait]}>
                <div className="flex flex-wrap items-center gap-2">
                  <Heading className="font-semibold">{TRAIT_LABELS[trait.trait]}</Heading>
                  {trait.score !== undefined && <ScoreBadge score={trait.score} />}
                  <span className="text-xs text-muted-foreground">{shareOfGrade(trait.weight)}</span>
                </div>
                {(trait.evidence?.length ?? 0) > 0 && (
                  <ul className="list-disc space-y-1 pl-5 text-sm">
                    {trait.evidence?.map((line) => line && <li key={line}>{line}</li>)}
                  </ul>
                )}
                {trait.quote?.text && (
                  <EvidenceQuote evidence={trait.quote.evidence} text={trait.quote.text} onJump={onJumpToEvidence} />
                )}
              </section>
            ),
        )}
      </CardContent>
    </Card>
  );
}
