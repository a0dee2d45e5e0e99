import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent } from '../../../../components/ui/card';

interface UpgradePromptProps {
  /** What the free plan is missing, e.g. 'Detailed risk analysis'. */
  feature: string;
  /** The count the free plan may see, e.g. '3 findings in this document'. */
  teaser?: string;
}

/** Every upgrade prompt links to /pricing (spec part 2 §2). */
export function UpgradePrompt({ feature, teaser }: UpgradePromptProps) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-start gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Lock className="mt-0.5 size-5 text-muted-foreground" aria-hidden="true" />
          <div>
            <p className="font-medium">{feature} is available on Pro and Enterprise plans</p>
            {teaser && <p className="text-sm text-muted-foreground">{teaser}</p>}
          </div>
        </div>
        <Button asChild>
          <Link to="/pricing">Upgrade</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
