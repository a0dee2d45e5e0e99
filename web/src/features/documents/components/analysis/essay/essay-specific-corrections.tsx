import { Badge } from '../../../../../components/ui/badge';
import { Button } from '../../../../../components/ui/button';
import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { useIgnoredWritingRules } from '../../../queries/use-ignored-writing-rules';
import { SectionCard } from '../../view/section-card';
import type { EssaySectionProps, EssayViewData } from './essay-view-data';

const SEVERITY_BADGES = { critical: 'destructive', moderate: 'secondary', minor: 'outline' } as const;

/** A correction as the view receives it (possibly redacted for free plans). */
type Correction = NonNullable<NonNullable<EssayViewData['grammarAndStyle']>['specificCorrections']>[number];

interface RuleChoices {
  ruleIds: readonly string[];
  ignore: (ruleId: string) => void;
  restore: (ruleId: string) => void;
  pending: boolean;
}

interface SpecificCorrectionsProps {
  corrections: readonly Correction[];
  documentId?: EssaySectionProps['documentId'];
  onJumpToEvidence?: EssaySectionProps['onJumpToEvidence'];
}

/**
 * The line-by-line corrections, each naming the rule that made it. In a stored document the
 * viewer may ignore a rule there: its corrections are hidden, and the server keeps the choice.
 */
export function SpecificCorrections({ documentId, ...props }: SpecificCorrectionsProps) {
  return documentId === undefined ? (
    <CorrectionsCard {...props} />
  ) : (
    <IgnorableCorrections documentId={documentId} {...props} />
  );
}

function IgnorableCorrections({ documentId, ...props }: SpecificCorrectionsProps & { documentId: number }) {
  const rules = useIgnoredWritingRules(documentId);
  return <CorrectionsCard {...props} rules={rules} />;
}

function CorrectionsCard({ corrections, onJumpToEvidence, rules }: SpecificCorrectionsProps & { rules?: RuleChoices }) {
  const ignored = new Set(rules?.ruleIds ?? []);
  const shown = corrections.filter((correction) => !correction.ruleId || !ignored.has(correction.ruleId));
  const hidden = corrections.length - shown.length;
  return (
    <SectionCard title="Specific Corrections" contentClassName="space-y-3 text-sm">
      {shown.map((correction, index) => (
        // The engine may report the same error at the same place twice; the list never reorders.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <article key={index} className="space-y-1 rounded-md border p-3">
          <div className="flex flex-wrap items-center gap-2">
            {correction.severity && <Badge variant={SEVERITY_BADGES[correction.severity]}>{correction.severity}</Badge>}
            <span className="font-medium">{correction.category}</span>
            <span className="text-muted-foreground">{correction.location}</span>
          </div>
          <p>
            <del className="text-destructive">{correction.error}</del> →{' '}
            <ins className="no-underline">{correction.correction}</ins>
          </p>
          <p className="text-muted-foreground">{correction.explanation}</p>
          {correction.ruleId && (
            <p className="text-muted-foreground text-xs">
              Rule: <code>{correction.ruleId}</code>
            </p>
          )}
          <EvidenceQuote evidence={correction.evidence} onJump={onJumpToEvidence} />
          {rules && correction.ruleId && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={rules.pending}
              onClick={() => rules.ignore(correction.ruleId as string)}
            >
              Ignore this rule in this document
            </Button>
          )}
        </article>
      ))}
      {rules && rules.ruleIds.length > 0 && (
        <section aria-label="Ignored rules" className="space-y-2 rounded-md bg-muted p-3">
          <p>
            {hidden === 1 ? '1 correction is' : `${hidden} corrections are`} hidden by the rules you ignore in this
            document.
          </p>
          <ul className="space-y-1">
            {rules.ruleIds.map((ruleId) => (
              <li key={ruleId} className="flex flex-wrap items-center gap-2">
                <code>{ruleId}</code>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={rules.pending}
                  onClick={() => rules.restore(ruleId)}
                >
                  Show this rule again
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </SectionCard>
  );
}
