import { PLANS, type PlanId } from '@doclens/api';
import { Badge } from '../ui/badge';

const PLAN_BADGE_VARIANT = { free: 'secondary', pro: 'default', enterprise: 'success' } as const;

export function PlanBadge({ plan }: { plan: PlanId }) {
  return <Badge variant={PLAN_BADGE_VARIANT[plan]}>{PLANS[plan].label}</Badge>;
}
