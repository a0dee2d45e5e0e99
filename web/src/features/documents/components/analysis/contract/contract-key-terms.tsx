import type { Evidence, KeyTerm } from '@doclens/api';
import { Badge } from '../../../../../components/ui/badge';
import { EvidenceQuote } from '../../view/evidence-quote';
import { SectionCard, SectionFallback } from '../../view/section-card';
import { UpgradePrompt } from '../../view/upgrade-prompt';

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
          <li key={term.term} className="space-y-2 rounded-md border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-semibold">{term.term}</h4>
              <Badge variant={IMPORTANCE_BADGE[term.importance]}>{term.importance} importance</Badge>
              {term.riskLevel && <Badge variant="destructive">{term.riskLevel}</Badge>}
            </div>
            <p className="text-sm">{term.plainEnglishMeaning}</p>
            <EvidenceQuote quote={term.quotedContext} page={term.evidence?.page} onJumpToEvidence={onJumpToEvidence} />
            <p className="text-sm">
              <span className="font-medium">What to do:</span> {term.actionRequired}
            </p>
            <p className="text-sm text-muted-foreground">
              <span className="font-medium">In practice:</span> {term.practicalImpact}
            </p>
          </li>
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
      <UpgradePrompt feature="Plain-English explanations of legal terms" />
    </SectionCard>
  );
}
