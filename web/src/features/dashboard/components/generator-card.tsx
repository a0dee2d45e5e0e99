import { PLANS, type PlanId } from '@doclens/api';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

export function GeneratorCard({ plan }: { plan: PlanId }) {
  const locked = plan === 'free';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Sparkles className="h-5 w-5 text-primary" aria-hidden="true" />
          AI Document Generator
        </CardTitle>
        <CardDescription>Generate documents from essays to legal contracts.</CardDescription>
      </CardHeader>
      <CardContent>
        {locked ? (
          <div className="grid gap-2">
            <p className="text-sm">
              Document generation is available on the Pro plan (${PLANS.pro.priceUsdPerMonth}/month).
            </p>
            <Button asChild variant="outline">
              <Link to="/pricing">Upgrade to Generate</Link>
            </Button>
          </div>
        ) : (
          <Button asChild>
            <Link to="/template-generator">Generate Documents</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
