import type { Evidence } from '@doclens/api';
import { EvidenceQuote } from '../../../../components/ui/evidence-quote';
import { Heading } from '../../../../components/ui/heading-level';

interface BeforeAfterRewriteProps {
  /** Names the rewrite, e.g. the part of the document it improves. */
  title?: string;
  before?: string;
  after?: string;
  /** What the rewrite changes for the reader, where the analysis says. */
  impact?: string;
  explanation?: string;
  evidence?: Partial<Evidence>;
  onJumpToEvidence?: (evidence: Evidence) => void;
}

/** A weak passage beside its rewrite, with why, quoting where the passage stands in the document. */
export function BeforeAfterRewrite({
  title,
  before,
  after,
  impact,
  explanation,
  evidence,
  onJumpToEvidence,
}: BeforeAfterRewriteProps) {
  return (
    <article className="space-y-1 rounded-md border p-3">
      {title && <Heading className="font-semibold">{title}</Heading>}
      <LabelledText label="Before" text={before} />
      <LabelledText label="After" text={after} />
      {impact && <LabelledText label="Impact" text={impact} />}
      {explanation && <p className="text-muted-foreground">{explanation}</p>}
      <EvidenceQuote evidence={evidence} onJump={onJumpToEvidence} />
    </article>
  );
}

function LabelledText({ label, text }: { label: string; text: string | undefined }) {
  return (
    <p>
      <span className="font-semibold">{label}: </span>
      {text}
    </p>
  );
}
