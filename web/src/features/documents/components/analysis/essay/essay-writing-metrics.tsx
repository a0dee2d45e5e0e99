import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { Heading, NestedHeadings } from '../../../../../components/ui/heading-level';
import { ScoredCard } from '../../../../../components/ui/scored-card';
import { TitledList } from '../../../../../components/ui/titled-list';
import { CitationFormatGuide } from './citation-format-guide';
import { citationQualityScore } from './citation-quality';
import type { EssaySectionProps } from './essay-view-data';

const PLAGIARISM_RISK_LABELS = { low: 'Low', medium: 'Medium', high: 'High' } as const;

/** The 'insights' slot of an essay: the measured qualities of the writing. */
export function EssayWritingMetrics({ essay, onJumpToEvidence }: EssaySectionProps) {
  const thinking = essay.criticalThinking;
  const citations = essay.citationCheck;
  const readability = essay.readabilityScore;
  const argument = essay.argumentClarity;
  return (
    <div className="space-y-4">
      <Heading className="text-xl font-semibold">Writing Metrics &amp; Analysis</Heading>
      <NestedHeadings>
        <ScoredCard title="Critical Thinking" score={thinking?.score}>
          {thinking?.feedback && <p>{thinking.feedback}</p>}
        </ScoredCard>
        <ScoredCard title="Citation Quality" score={citationQualityScore(citations?.plagiarismRisk)}>
          {citations?.plagiarismRisk && (
            <p>Plagiarism risk (from citation practice): {PLAGIARISM_RISK_LABELS[citations.plagiarismRisk]}</p>
          )}
          {citations?.citationStyle && <p>Citation style: {citations.citationStyle}</p>}
          {citations?.hasReferences !== undefined && (
            <p>{citations.hasReferences ? 'Reference list found' : 'No reference list found'}</p>
          )}
          {citations?.missingCitations && citations.missingCitations.length > 0 && (
            <section className="space-y-2">
              <Heading className="font-semibold">Claims that need a source</Heading>
              {citations.missingCitations.map((passage) => (
                <div key={passage.text} className="space-y-1">
                  <p>{passage.text}</p>
                  <EvidenceQuote evidence={passage.evidence} onJump={onJumpToEvidence} />
                </div>
              ))}
            </section>
          )}
          <TitledList title="Consistency issues" items={citations?.consistencyIssues} />
        </ScoredCard>
        <CitationFormatGuide detectedStyle={citations?.citationStyle} />
        <ScoredCard title="Readability" score={readability?.score}>
          {readability?.fleschKincaidLevel !== undefined && (
            <p>Flesch–Kincaid grade level: {readability.fleschKincaidLevel.toFixed(1)}</p>
          )}
          {readability?.complexity && <p>Complexity: {readability.complexity}</p>}
          {readability?.targetAudience && <p>Target audience: {readability.targetAudience}</p>}
          {readability?.feedback && <p>{readability.feedback}</p>}
        </ScoredCard>
        <ScoredCard title="Argument Clarity" score={argument?.score}>
          {argument?.thesisText !== undefined && (
            <p>
              <span className="font-semibold">Thesis: </span>
              {argument.thesisText ?? 'No clear thesis statement found'}
            </p>
          )}
          <EvidenceQuote evidence={argument?.thesisEvidence} onJump={onJumpToEvidence} />
          {argument?.feedback && <p>{argument.feedback}</p>}
          <TitledList title="Logical gaps" items={argument?.logicalGaps} />
          <TitledList title="Strong points" items={argument?.strongPoints} />
        </ScoredCard>
      </NestedHeadings>
    </div>
  );
}
