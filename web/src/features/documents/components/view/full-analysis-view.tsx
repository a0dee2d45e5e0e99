import type { AnalysisType, DocumentDetail, Evidence, PlanId } from '@doclens/api';
import { CheckCircle2 } from 'lucide-react';
import { Heading, NestedHeadings } from '../../../../components/ui/heading-level';
import { formatDuration } from '../../../../lib/format';
import type { AnalysisSection } from '../analysis/analysis-view-props';
import { withoutInstructionLines } from '../analysis/summary-lines';
import { AnalysisViewForType } from './analysis-view-for-type';
import { DOCUMENT_TABS } from './document-tab-table';

interface FullAnalysisViewProps {
  document: DocumentDetail;
  viewType: AnalysisType;
  analysis: Record<string, unknown>;
  plan: PlanId;
  onJumpToEvidence?: (evidence: Evidence) => void;
}

/** 'Processed in 4s', or 'Processing complete' when the time is unknown (spec part 2 §2, full mode). */
export function processedLine(processingTimeMs: number | null): string {
  return processingTimeMs === null ? 'Processing complete' : `Processed in ${formatDuration(processingTimeMs)}`;
}

/**
 * The full mode of the analysis view: every section of the type's tabs, one after the other. Each
 * section is titled at the level the tabs' content takes, with the section's own headings below.
 */
export function FullAnalysisView({ document, viewType, analysis, plan, onJumpToEvidence }: FullAnalysisViewProps) {
  const shown = { ...analysis, summary: withoutInstructionLines(analysis.summary) };
  const sections = DOCUMENT_TABS[viewType].filter(
    (tab): tab is { id: AnalysisSection; label: string } => tab.id !== 'notes' && tab.id !== 'chat',
  );
  return (
    <div className="space-y-8">
      <header className="flex items-start gap-3 rounded-lg border bg-card p-4">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-600" />
        <div className="min-w-0">
          <Heading className="text-lg font-semibold">Document Analysis Complete</Heading>
          <p className="break-words text-sm">{document.originalName}</p>
          <p className="text-sm text-muted-foreground">{processedLine(document.processingTime)}</p>
        </div>
      </header>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`full-${section.id}`} className="space-y-3">
          <Heading id={`full-${section.id}`} className="border-b pb-1 text-base font-semibold">
            {section.label}
          </Heading>
          <NestedHeadings>
            <AnalysisViewForType
              viewType={viewType}
              analysis={shown}
              section={section.id}
              plan={plan}
              processingTimeMs={document.processingTime}
              onJumpToEvidence={onJumpToEvidence}
            />
          </NestedHeadings>
        </section>
      ))}
    </div>
  );
}
