import { Card } from '../../../../../components/ui/card';
import { Heading, NestedHeadings } from '../../../../../components/ui/heading-level';
import { TitledList } from '../../../../../components/ui/titled-list';
import { UpgradePrompt } from '../../../../../components/ui/upgrade-prompt';
import { SectionCard } from '../../view/section-card';
import { BeforeAfterRewrite } from '../before-after-rewrite';
import type { CvSectionProps } from './cv-view-data';

/** The 'recommendations' slot of a CV: a paid feature, so free viewers see only the prompt. */
export function CvPriorityImprovements({ cv, limited, onJumpToEvidence }: CvSectionProps) {
  const plan = cv.criticalImprovements;
  const examples = cv.beforeAfterExamples ?? [];
  const listed = [plan?.immediate, plan?.contentUpgrades, plan?.strategicChanges, plan?.industrySpecific].flatMap(
    (list) => list ?? [],
  );
  return (
    <div className="space-y-4">
      <Heading className="text-xl font-semibold">Priority Improvements</Heading>
      <NestedHeadings>
        {limited ? (
          <UpgradePrompt
            title="Unlock priority improvements"
            description="Upgrade to Pro for the changes that raise your score most, with before-and-after rewrites."
          />
        ) : (
          listed.length + examples.length === 0 && (
            <p className="text-muted-foreground">No specific improvement suggestions available</p>
          )
        )}
        {/* No title of its own, so its lists head at the level a card's title would take. */}
        {listed.length > 0 && (
          <Card className="space-y-3 p-6">
            <TitledList title="Immediate" items={plan?.immediate} />
            <TitledList title="Content Upgrades" items={plan?.contentUpgrades} />
            <TitledList title="Strategic Changes" items={plan?.strategicChanges} />
            <TitledList title="Industry-Specific" items={plan?.industrySpecific} />
          </Card>
        )}
        {examples.length > 0 && (
          <SectionCard title="Before & After" contentClassName="space-y-3 text-sm">
            {examples.map((example) => (
              <BeforeAfterRewrite
                key={`${example.category}-${example.before}`}
                title={example.category}
                before={example.before}
                after={example.after}
                impact={example.impact}
                explanation={example.reasoning}
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
