import type { Level } from '@doclens/api';
import { Card, CardContent } from '../../../../../components/ui/card';
import { cn } from '../../../../../lib/class-names';

const RISK_CARDS: { level: Level; title: string; caption: string; className: string }[] = [
  { level: 'high', title: 'High Risk', caption: 'Critical issues found', className: 'border-red-200 text-red-700' },
  { level: 'medium', title: 'Medium Risk', caption: 'Items to review', className: 'border-yellow-200 text-yellow-700' },
  { level: 'low', title: 'Low Risk', caption: 'Standard clauses', className: 'border-green-200 text-green-700' },
];

export function ContractRiskCards({ counts }: { counts: Record<Level, number> }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Risk summary">
      {RISK_CARDS.map((card) => (
        <li key={card.level}>
          <Card className={cn('h-full', card.className)}>
            <CardContent className="pt-6">
              <p className="text-sm font-medium">{card.title}</p>
              <p className="text-3xl font-bold" data-testid={`risk-count-${card.level}`}>
                {counts[card.level]}
              </p>
              <p className="text-sm text-muted-foreground">{card.caption}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
