import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';

export interface UpgradePromptProps {
  title: string;
  description: string;
}

/** A call to upgrade for a part of the page the viewer's plan doesn't include; always leads to /pricing. */
export function UpgradePrompt({ title, description }: UpgradePromptProps) {
  return (
    <aside className="flex flex-col gap-3 rounded-lg border border-dashed border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h3 className="font-semibold">{title}</h3>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <Button asChild size="sm">
        <Link to="/pricing">Upgrade to Pro</Link>
      </Button>
    </aside>
  );
}
