import type { Evidence, KeyTerm } from '@doclens/api';
import { Badge } from '../../../../../components/ui/badge';
import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { UpgradePrompt } from '../../../../../components/ui/upgrade-prompt';
import { LegalTermText } from '../../legal-terms/legal-term-text';
import { SectionCard, SectionFallback } from '../../view/section-card';
import { ContractItem } from './contract-item';

const IMPORTANCE_BADGE = { high: 'danger', medium: 'warning', low: 'success' } as const;

interface ContractKeyTermsProps {
  onJumpToEvidence?: (evidence: Evidence) => void;
}

export function ContractKeyTerms({ terms, onJumpToEvidence }: ContractKeyTermsProps & { terms: KeyTerm[] }) {
  return (
    <SectionCard title="Legal Terms Explained">
      {terms.length === 0 && <SectionFallback text="No key terms identified" />}
      <ul className="space-y-4">
        {terms.map((term) => (
          <ContractItem
            key={term.term}
            title={term.term}
            badges={
              <>
                <Badge variant={IMPORTANCE_BADGE[term.importance]}>{term.importance} importance</Badge>
                {term.riskLevel && <Badge variant="destructive">{term.riskLevel}</Badge>}
              </>
            }
          >
            <p className="text-sm">
              <LegalTermText text={term.plainEnglishMeaning} />
            </p>
            <EvidenceQuote evidence={term.evidence} text={term.quotedContext} onJump={onJumpToEvidence} />
            <p className="text-sm">
              <span className="font-medium">What to do:</span> <LegalTermText text={term.actionRequired} />
            </p>
            <p className="text-sm text-muted-foreground">
              <span className="font-medium">In practice:</span> <LegalTermText text={term.practicalImpact} />
            </p>
          </ContractItem>
        ))}
      </ul>
    </SectionCard>
  );
}

/** A free plan sees which terms were found, not what they mean for the user. */
export function RedactedContractKeyTerms({ termNames, total }: { termNames: string[]; total: number }) {
  return (
    <SectionCard title="Legal Terms Explained" description={`${total} key terms found in this document`}>
      {termNames.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {termNames.map((name) => (
            <li key={name}>
              <Badge variant="outline">{name}</Badge>
            </li>
          ))}
        </ul>
      )}
      <UpgradePrompt title="Plain-English explanations of legal terms are available on Pro and Enterprise plans" />
    </SectionCard>
  );
}
