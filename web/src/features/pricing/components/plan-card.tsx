import { PLANS, type PlanId } from '@doclens/api';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/class-names';
import { MOST_POPULAR_PLAN, PLAN_FEATURES, PLAN_TAGLINES, planPriceLabel } from '../plan-features';
import type { PlanLink } from '../plan-links';

interface PlanCardProps {
  plan: PlanId;
  /** The first is the card's main button; a second (e.g. "Switch to yearly") sits under it. */
  links: PlanLink[];
}

/** One plan with its price, features and the button that buys or starts it. */
export function PlanCard({ plan, links }: PlanCardProps) {
  const popular = plan === MOST_POPULAR_PLAN;
  const headingId = `plan-${plan}-title`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className={cn('relative flex flex-col', popular && 'border-2 border-primary shadow-lg')}
    >
      {popular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Most Popular</Badge>}
      <CardHeader>
        <h3 id={headingId} className="text-xl font-semibold">
          {PLANS[plan].label.replace(' Plan', '')}
        </h3>
        <CardDescription>{PLAN_TAGLINES[plan]}</CardDescription>
        <p className="pt-2">
          <span className="text-4xl font-bold">{planPriceLabel(plan)}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm">
          {PLAN_FEATURES[plan].map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col gap-2">
        {links.map((link, index) => (
          <Button
            key={link.label}
            asChild
            className="w-full"
            variant={index === 0 && popular ? 'default' : index === 0 ? 'outline' : 'secondary'}
          >
            <Link to={link.to}>{link.label}</Link>
          </Button>
        ))}
      </CardFooter>
    </Card>
  );
}
