import { ScoredCard } from '../../../../../components/ui/scored-card';
import { TitledList } from '../../../../../components/ui/titled-list';
import type { EssaySectionProps } from './essay-view-data';
import { foundCountText } from './found-count';

/** The 'details' slot of an essay: how it is built and how it is written. */
export function EssayStructure({ essay }: EssaySectionProps) {
  const structure = essay.structureAnalysis;
  const style = essay.grammarAndStyle;
  return (
    <div className="space-y-4">
      <ScoredCard title="Structure" score={structure?.score}>
        {structure?.feedback && <p>{structure.feedback}</p>}
        <TitledList title="Issues" items={structure?.specificIssues} />
        <TitledList title="Strengths" items={structure?.strengths} />
      </ScoredCard>
      <ScoredCard title="Grammar & Style" score={style?.score}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Fact
            term="Conciseness"
            value={style?.concisenessScore === undefined ? undefined : `${style.concisenessScore}/100`}
          />
          {/* What was found, never what the essay holds: the grammar count holds the errors the checks
              flagged and the run-ons and small-letter starts the text shows, as the note below says. */}
          <Fact term="Grammar errors found" value={foundCountText(style?.grammarIssues)} />
          <Fact term="Spelling errors found" value={foundCountText(style?.spellingIssues)} />
          <Fact term="Tone" value={style?.toneAssessment} />
        </dl>
        {style?.feedback && <p>{style.feedback}</p>}
      </ScoredCard>
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string | number | undefined }) {
  if (value === undefined) return null;
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
