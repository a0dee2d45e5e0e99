import { isPaidPlan, type PlanId } from '@doclens/api';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { SectionCard } from './section-card';

/** Ask AI is a Pro and Enterprise feature (spec part 2 §6); the question flow itself comes later. */
export function AskAiTab({ plan }: { plan: PlanId }) {
  if (!isPaidPlan(plan)) {
    return (
      <SectionCard title="Ask AI" description="Available on Pro and Enterprise plans">
        <Button asChild>
          <Link to="/pricing">Upgrade to Ask AI Questions</Link>
        </Button>
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
