import type { ContractRecommendations, Evidence } from '@doclens/api';
import { Badge } from '../../../../../components/ui/badge';
import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { Heading, NestedHeadings } from '../../../../../components/ui/heading-level';
import { LegalTermText } from '../../legal-terms/legal-term-text';
import { SectionCard, SectionFallback } from '../../view/section-card';
import { ContractItem } from './contract-item';

interface ContractRecommendationsProps {
  recommendations: ContractRecommendations;
  onJumpToEvidence?: (evidence: Evidence) => void;
}

const PRIORITY_BADGE = { critical: 'destructive', high: 'danger', medium: 'warning', low: 'secondary' } as const;

export function ContractRecommendationsSection({ recommendations, onJumpToEvidence }: ContractRecommendationsProps) {
  const { contractImprovements, immediateActions, resourcesAndLinks, longTermConsiderations } = recommendations;
  const total =
    contractImprovements.length + immediateActions.length + resourcesAndLinks.length + longTermConsiderations.length;
  return (
    <SectionCard title="Actionable Recommendations">
      {total === 0 && <SectionFallback text="No specific recommendations available." />}
      {contractImprovements.length > 0 && (
        <RecommendationGroup title="Contract Improvements">
          {contractImprovements.map((item) => (
            <ContractItem
              key={item.issue}
              title={item.issue}
              badges={
                <>
                  <Badge variant={PRIORITY_BADGE[item.priority]}>{item.priority} priority</Badge>
                  <Badge variant="outline">Cost: {item.costToImplement}</Badge>
                </>
              }
            >
              <p className="text-sm">
                <span className="font-medium">Change:</span> <LegalTermText text={item.specificChange} />
              </p>
              <p className="text-sm text-muted-foreground">
                <LegalTermText text={item.reasoning} />
              </p>
              <p className="text-xs text-muted-foreground">Legal basis: {item.legalBasis}</p>
              <EvidenceQuote evidence={item.evidence} onJump={onJumpToEvidence} />
            </ContractItem>
          ))}
        </RecommendationGroup>
      )}
      {immediateActions.length > 0 && (
        <RecommendationGroup title="Immediate Actions">
          {immediateActions.map((item) => (
            <ContractItem key={item.action} title={item.action} className="space-y-1 text-sm">
              <p>
                <span className="font-medium">When:</span> {item.timeline}
              </p>
              <p>
                <span className="font-medium">Keep on record:</span> {item.documentation}
              </p>
              <p className="text-muted-foreground">
                <span className="font-medium">If delayed:</span> {item.riskIfDelayed}
              </p>
            </ContractItem>
          ))}
        </RecommendationGroup>
      )}
      {resourcesAndLinks.length > 0 && (
        <RecommendationGroup title="Resources & Links">
          {resourcesAndLinks.map((item) => (
            <ContractItem
              key={item.category}
              title={item.category}
              className="text-sm"
              badges={<Badge variant="outline">{item.urgency} urgency</Badge>}
            >
              <p>{item.description}</p>
              {item.suggestedProviders.length > 0 && <p>Suggested: {item.suggestedProviders.join(', ')}</p>}
              <ul className="list-disc space-y-1 pl-5">
                {item.resources.map((resource) => (
                  <li key={resource.name}>
                    <span className="font-medium">{resource.name}</span> ({resource.cost}) — {resource.purpose}.{' '}
                    {resource.contact}
                  </li>
                ))}
              </ul>
            </ContractItem>
          ))}
        </RecommendationGroup>
      )}
      {longTermConsiderations.length > 0 && (
        <RecommendationGroup title="Long-term Considerations">
          {longTermConsiderations.map((item) => (
            <ContractItem key={item.consideration} title={item.consideration} className="space-y-1 text-sm">
              <p>
                <span className="font-medium">Timeline:</span> {item.timeline}
              </p>
              <ul className="list-disc pl-5">
                {item.preparationSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
              <p className="text-muted-foreground">{item.marketFactors}</p>
            </ContractItem>
          ))}
        </RecommendationGroup>
      )}
    </SectionCard>
  );
}

function RecommendationGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <Heading className="font-medium">{title}</Heading>
      <NestedHeadings>
        <ul className="space-y-3">{children}</ul>
      </NestedHeadings>
    </section>
  );
}
