import { PLANS } from '@doclens/api';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** Shown to free users only. */
export function UpgradeCard() {
  const pro = PLANS.pro;
  return (
    <Card className="border-primary/40 bg-primary/5">
      <CardHeader>
        <CardTitle className="text-lg">Upgrade to Pro</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>
          {pro.monthlyDocuments} uploads per month, files up to {pro.maxFileSizeMb}MB, detailed analysis, document
          generation and Ask AI for ${pro.priceUsdPerMonth}/month.
        </p>
        <Button asChild>
          <Link to="/pricing">Upgrade to Pro</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
