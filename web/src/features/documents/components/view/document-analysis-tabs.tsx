import type { AnalysisType, DocumentDetail, Evidence, PlanId } from '@doclens/api';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { useMediaQuery } from '../../../../hooks/use-media-query';
import { AnalysisViewForType } from './analysis-view-for-type';
import { AskAiTab } from './ask-ai-tab';
import { DOCUMENT_TABS } from './document-tab-table';
import { FullAnalysisView } from './full-analysis-view';
import { NotesTab } from './notes-tab';

interface DocumentAnalysisTabsProps {
  document: DocumentDetail;
  analysis: Record<string, unknown>;
  plan: PlanId;
  /** Shows a quoted passage in the PDF viewer beside the tabs. */
  onJumpToEvidence?: (evidence: Evidence) => void;
}

/** The spec picks the view by type: essay, cv, other, and contract for anything else. */
function viewTypeOf(document: DocumentDetail): AnalysisType {
  return document.documentType ?? 'contract';
}

/**
 * One Radix tab list laid out as a grid on phones and a sidebar from md up. The sidebar is a
 * vertical tab list (ArrowDown/ArrowUp); the grid reads in rows (ArrowRight/ArrowLeft).
 */
export function DocumentAnalysisTabs(props: DocumentAnalysisTabsProps) {
  const [fullMode, setFullMode] = useState(false);
  return (
    <div className="min-w-0 space-y-4">
      <div className="flex justify-end">
        <Button variant="outline" size="sm" aria-pressed={fullMode} onClick={() => setFullMode(!fullMode)}>
          {fullMode ? 'Show by section' : 'Show full analysis'}
        </Button>
      </div>
      {fullMode ? <FullAnalysisView {...props} viewType={viewTypeOf(props.document)} /> : <SectionTabs {...props} />}
    </div>
  );
}

/** The open tab lives in `?tab=`, so a link can open a section; an unknown one is said so. */
function useTabParameter(tabs: readonly { id: string }[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const known = requested !== null && tabs.some((tab) => tab.id === requested);
  const select = (tab: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return { active: known ? requested : 'overview', unknown: requested !== null && !known, select };
}

/** Tailwind's md breakpoint, where the tab grid becomes the sidebar. */
const SIDEBAR_MEDIA_QUERY = '(min-width: 768px)';

function SectionTabs({ document, analysis, plan, onJumpToEvidence }: DocumentAnalysisTabsProps) {
  const viewType = viewTypeOf(document);
  const tabs = DOCUMENT_TABS[viewType];
  const { active, unknown, select } = useTabParameter(tabs);
  const sidebar = useMediaQuery(SIDEBAR_MEDIA_QUERY);
  return (
    <Tabs
      value={active}
      onValueChange={select}
      orientation={sidebar ? 'vertical' : 'horizontal'}
      className="grid gap-6 md:grid-cols-[14rem_1fr] md:items-start"
    >
      <TabsList
        aria-label="Analysis sections"
        className="grid h-auto grid-cols-2 gap-1 sm:grid-cols-3 md:sticky md:top-4 md:grid-cols-1"
      >
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} className="justify-start whitespace-normal text-left">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="min-w-0 space-y-4">
        {unknown && (
          <p role="status" className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
            Section not found
          </p>
        )}
        {tabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id} className="mt-0">
            {tab.id === 'notes' && <NotesTab documentId={document.id} />}
            {tab.id === 'chat' && <AskAiTab plan={plan} documentId={document.id} onJumpToEvidence={onJumpToEvidence} />}
            {tab.id !== 'notes' && tab.id !== 'chat' && (
              <AnalysisViewForType
                viewType={viewType}
                analysis={analysis}
                section={tab.id}
                plan={plan}
                documentId={document.id}
                processingTimeMs={document.processingTime}
                onJumpToEvidence={onJumpToEvidence}
              />
            )}
          </TabsContent>
        ))}
      </div>
    </Tabs>
  );
}
