import { Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent } from '../../../../components/ui/card';

const FULL_ANALYSIS_BENEFITS = [
  'Complete analysis details',
  'Full breakdown with counts (risk, grade, score or insights)',
  'Specific recommendations and improvements',
  'Save and manage your documents',
];

/** Spec part 1 §2 'Upsell card': what an account adds, and the ways on. */
export function PreviewUpsell({ onMaybeLater }: { onMaybeLater: () => void }) {
  return (
    <Card className="border-primary/30 bg-primary/5">
      <CardContent className="grid gap-3 pt-6">
        <h3 className="flex items-center gap-2 font-semibold">
          <Sparkles className="h-4 w-4 text-primary" aria-hidden="true" />
          Get the Full Analysis
        </h3>
        <p className="text-sm">Create a free account to access:</p>
        <ul className="grid gap-1 text-sm">
          {FULL_ANALYSIS_BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="flex-1">
            <Link to="/auth">Create Free Account</Link>
          </Button>
          <Button variant="outline" className="flex-1" onClick={onMaybeLater}>
            Maybe Later
          </Button>
        </div>
        <Button asChild variant="link">
          <Link to="/pricing">View Pricing Plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
