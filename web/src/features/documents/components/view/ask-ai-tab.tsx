import { isPaidPlan, type PlanId } from '@doclens/api';
import { MessageSquare } from 'lucide-react';
import { UpgradePrompt } from '../../../../components/ui/upgrade-prompt';
import { SectionCard } from './section-card';

/** Ask AI is a Pro and Enterprise feature (spec part 2 §6); other plans get its upgrade prompt. */
export function AskAiTab({ plan }: { plan: PlanId }) {
  if (!isPaidPlan(plan)) {
    return (
      <SectionCard title="Ask AI">
        <UpgradePrompt
          title="Available on Pro and Enterprise plans"
          description="Ask questions about this document and get answers drawn from its text."
          actionLabel="Upgrade to Ask AI Questions"
        />
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Ask AI">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <MessageSquare className="size-4" aria-hidden="true" />
        Asking questions about this document is being prepared.
      </p>
    </SectionCard>
  );
}
