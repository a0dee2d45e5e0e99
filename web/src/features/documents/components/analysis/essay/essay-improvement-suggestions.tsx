import { Heading, NestedHeadings } from '../../../../../components/ui/heading-level';
import { TitledList } from '../../../../../components/ui/titled-list';
import { UpgradePrompt } from '../../../../../components/ui/upgrade-prompt';
import { SectionCard } from '../../view/section-card';
import { BeforeAfterRewrite } from '../before-after-rewrite';
import { SpecificCorrections } from './essay-specific-corrections';
import type { EssaySectionProps } from './essay-view-data';

/** The 'recommendations' slot of an essay: what to change, line by line and overall. */
export function EssayImprovementSuggestions({ essay, limited, documentId, onJumpToEvidence }: EssaySectionProps) {
  const improvements = essay.detailedImprovements;
  const corrections = essay.grammarAndStyle?.specificCorrections ?? [];
  const fixes = essay.actionableFixes ?? [];
  const examples = essay.modelAnswerExamples ?? [];
  const generalItems = [
    improvements?.immediate,
    improvements?.contentEnhancements,
    improvements?.writingMechanics,
    improvements?.researchSuggestions,
  ].flatMap((list) => list ?? []);
  const hasAny = generalItems.length + corrections.length + fixes.length + examples.length > 0;

  return (
    <div className="space-y-4">
      <Heading className="text-xl font-semibold">Improvement Suggestions</Heading>
      <NestedHeadings>
        {!hasAny && <p className="text-muted-foreground">No specific improvement suggestions available</p>}
        {generalItems.length > 0 && (
          <SectionCard title="General Improvements" contentClassName="space-y-3">
            <TitledList title="Immediate" items={improvements?.immediate} />
            <TitledList title="Content Enhancements" items={improvements?.contentEnhancements} />
            <TitledList title="Writing Mechanics" items={improvements?.writingMechanics} />
            <TitledList title="Research Suggestions" items={improvements?.researchSuggestions} />
          </SectionCard>
        )}
        {limited && (
          <UpgradePrompt
            title="Get every improvement suggestion"
            description="Upgrade to Pro for all line-by-line corrections, actionable fixes and before-and-after model answers."
          />
        )}
        {corrections.length > 0 && (
          <SpecificCorrections corrections={corrections} documentId={documentId} onJumpToEvidence={onJumpToEvidence} />
        )}
        {fixes.length > 0 && (
          <SectionCard title="Actionable Fixes">
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {fixes.map((fix, index) => (
                // Fixes may repeat word for word; the list never reorders.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index}>{fix}</li>
              ))}
            </ol>
          </SectionCard>
        )}
        {examples.length > 0 && (
          <SectionCard title="Model Answer Examples" contentClassName="space-y-3 text-sm">
            {examples.map((example, index) => (
              // Two examples may start from the same weakness; the list never reorders.
              <BeforeAfterRewrite
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                before={example.weakness}
                after={example.improvement}
                explanation={example.explanation}
                evidence={example.evidence}
                onJumpToEvidence={onJumpToEvidence}
              />
            ))}
          </SectionCard>
        )}
      </NestedHeadings>
    </div>
  );
}
