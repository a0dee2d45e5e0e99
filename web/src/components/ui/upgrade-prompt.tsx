import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';
import { Heading } from './heading-level';

export interface UpgradePromptProps {
  /** What the viewer's plan leaves out, e.g. 'Detailed risk analysis is available on Pro and Enterprise plans'. */
  title: string;
  /** What upgrading adds, or the count the free plan may see ('3 recommendations for this contract'). */
  description?: string;
  /** The button's words; every upgrade prompt leads to /pricing (spec part 2 §2). */
  actionLabel?: string;
}

/** A call to upgrade for a part of the page the viewer's plan doesn't include. */
export function UpgradePrompt({ title, description, actionLabel = 'Upgrade to Pro' }: UpgradePromptProps) {
  return (
    <aside className="flex flex-col gap-3 rounded-lg border border-dashed border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <Heading className="font-semibold">{title}</Heading>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
      </div>
      <Button asChild size="sm">
        <Link to="/pricing">{actionLabel}</Link>
      </Button>
    </aside>
  );
}
