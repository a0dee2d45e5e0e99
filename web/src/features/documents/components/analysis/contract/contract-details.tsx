import type { DetectedContractClause, Evidence } from '@doclens/api';
import { useState } from 'react';
import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { SectionCard, SectionFallback } from '../../view/section-card';
import { shortenSummaryLine } from '../summary-lines';
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
  if (parsed.kind === 'plain') {
    return (
      <li>
        <ExpandableText text={parsed.text} hasQualifier={false} />
      </li>
    );
  }
  return (
    <li>
      <span className="font-medium">{parsed.label}:</span> <ExpandableText text={parsed.value} hasQualifier />
    </li>
  );
}

/** A summary line cut to the spec's length, with the whole of it one click away. */
function ExpandableText({ text, hasQualifier }: { text: string; hasQualifier: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const shortened = shortenSummaryLine(text, hasQualifier);
  if (!shortened.truncated) return <>{text}</>;
  return (
    <>
      <span title={expanded ? undefined : text}>{expanded ? text : shortened.text}</span>{' '}
      <button
        type="button"
        className="text-xs font-medium text-primary underline-offset-2 hover:underline"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Show less' : 'Show more'}
      </button>
    </>
  );
}
