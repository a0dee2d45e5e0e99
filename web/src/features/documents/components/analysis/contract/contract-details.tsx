import type { DetectedContractClause, Evidence } from '@doclens/api';
import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { SectionCard, SectionFallback } from '../../view/section-card';
import { parseContractDetailLine } from './contract-detail-line';

interface ContractDetailsProps {
  summary: string[];
  clauses: DetectedContractClause[];
  onJumpToEvidence?: (evidence: Evidence) => void;
}

export function ContractDetails({ summary, clauses, onJumpToEvidence }: ContractDetailsProps) {
  const factClauses = clauses.filter((clause) => clause.value !== undefined);
  return (
    <SectionCard title="Contract Details">
      {summary.length === 0 && factClauses.length === 0 && <SectionFallback text="No contract details available" />}
      {summary.length > 0 && (
        <ul className="space-y-1 text-sm">
          {summary.map((line) => (
            <SummaryLine key={line} line={line} />
          ))}
        </ul>
      )}
      {factClauses.length > 0 && (
        <dl className="grid gap-4 sm:grid-cols-2">
          {factClauses.map((clause) => (
            <div key={`${clause.category}-${clause.evidence.page}-${clause.title}`} className="space-y-1">
              <dt className="text-sm font-medium text-muted-foreground">{clause.title}</dt>
              <dd className="space-y-2">
                <p className="font-medium">{clause.value}</p>
                <EvidenceQuote evidence={clause.evidence} onJump={onJumpToEvidence} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </SectionCard>
  );
}

function SummaryLine({ line }: { line: string }) {
  const parsed = parseContractDetailLine(line);
  if (parsed.kind === 'plain') return <li>{parsed.text}</li>;
  return (
    <li>
      <span className="font-medium">{parsed.label}:</span> {parsed.value}
    </li>
  );
}
