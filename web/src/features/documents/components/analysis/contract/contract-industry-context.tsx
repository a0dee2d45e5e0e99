import type { IndustryContext } from '@doclens/api';
import { LegalTermText } from '../../legal-terms/legal-term-text';
import { SectionCard } from '../../view/section-card';

const CONTEXT_FIELDS: { key: keyof IndustryContext; label: string }[] = [
  { key: 'marketAnalysis', label: 'Market Analysis' },
  { key: 'industryNorms', label: 'Industry Norms' },
  { key: 'regionalFactors', label: 'Regional Factors' },
  { key: 'benchmarkData', label: 'Benchmark Data' },
];

export function ContractIndustryContext({ context }: { context: IndustryContext }) {
  return (
    <SectionCard title="Market Analysis & Industry Context">
      <dl className="space-y-4">
        {CONTEXT_FIELDS.map((field) => (
          <div key={field.key}>
            <dt className="font-medium">{field.label}</dt>
            <dd className="text-sm text-muted-foreground">
              <LegalTermText text={context[field.key]} />
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
