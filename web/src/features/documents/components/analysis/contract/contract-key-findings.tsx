import type { Evidence, KeyFinding, Level } from '@doclens/api';
import { Badge } from '../../../../../components/ui/badge';
import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { UpgradePrompt } from '../../../../../components/ui/upgrade-prompt';
import { cn } from '../../../../../lib/class-names';
import { LegalTermText } from '../../legal-terms/legal-term-text';
import { findingScoreClassName } from '../../view/score-styles';
import { SectionCard, SectionFallback } from '../../view/section-card';
import { ContractItem } from './contract-item';

const LEVEL_BADGE = { high: 'danger', medium: 'warning', low: 'success' } as const;

interface ContractKeyFindingsProps {
  findings: KeyFinding[];
  onJumpToEvidence?: (evidence: Evidence) => void;
}

export function ContractKeyFindings({ findings, onJumpToEvidence }: ContractKeyFindingsProps) {
  return (
    <SectionCard title="Detailed Risk Analysis">
      {findings.length === 0 && <SectionFallback text="No significant risks identified" />}
      <ul className="space-y-4">
        {findings.map((finding) => (
          <ContractItem
            key={`${finding.title}-${finding.section}`}
            title={finding.title}
            badges={
              <>
                <Badge variant={LEVEL_BADGE[finding.type]}>{finding.type} risk</Badge>
                <span
                  className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', findingScoreClassName(finding.score))}
                  data-testid="finding-score"
                >
                  Risk score {finding.score}/100
                </span>
              </>
            }
          >
            <p className="text-xs text-muted-foreground">
              {finding.category}
              {finding.section && ` · ${finding.section}`}
            </p>
            <p className="text-sm">
              <LegalTermText text={finding.description} />
            </p>
            {finding.quotedText && (
              <EvidenceQuote evidence={finding.evidence} text={finding.quotedText} onJump={onJumpToEvidence} />
            )}
            {finding.relatedEvidence && finding.relatedEvidence.length > 0 && (
              <div className="space-y-1">
                <p className="text-xs font-medium text-muted-foreground">Conflicts with:</p>
                {finding.relatedEvidence.map((related) => (
                  <EvidenceQuote
                    key={`${related.page}-${related.quote}`}
                    evidence={related}
                    onJump={onJumpToEvidence}
                  />
                ))}
              </div>
            )}
            <p className="text-sm">
              <span className="font-medium">Recommendation:</span> <LegalTermText text={finding.recommendation} />
            </p>
          </ContractItem>
        ))}
      </ul>
    </SectionCard>
  );
}

interface RedactedFindingsProps {
  teasers: { type?: Level; title?: string }[];
}

/** Free plans see how many findings there are and their titles, never the quotes or advice. */
export function RedactedContractKeyFindings({ teasers }: RedactedFindingsProps) {
  return (
    <SectionCard title="Detailed Risk Analysis" description={`${teasers.length} findings in this document`}>
      <ul className="space-y-2">
        {teasers.map((teaser, index) => (
          // Teasers have no id and titles may repeat; their order is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: order-stable list without ids
          <li key={index} className="flex items-center gap-2 text-sm">
            {teaser.type && <Badge variant={LEVEL_BADGE[teaser.type]}>{teaser.type}</Badge>}
            <span>{teaser.title}</span>
          </li>
        ))}
      </ul>
      <UpgradePrompt
        title="Detailed risk analysis is available on Pro and Enterprise plans"
        description="See the quoted clauses, risk scores and what to do."
      />
    </SectionCard>
  );
}
