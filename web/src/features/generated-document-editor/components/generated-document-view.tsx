import type { GeneratedDocumentView as GeneratedDocument, PlanId } from '@doclens/api';
import { PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentLoadError } from '../../../components/documents/document-load-error';
import { DocumentLoadingSkeleton } from '../../../components/documents/document-loading-skeleton';
import { DocumentPageHeader } from '../../../components/documents/document-page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { formatRelativeTime } from '../../../lib/format';
import { useSession } from '../../auth/queries/use-session';
import { AnalysisViewForType } from '../../documents/components/view/analysis-view-for-type';
import { AskAiTab } from '../../documents/components/view/ask-ai-tab';
import { DOCUMENT_TABS, type DocumentTab } from '../../documents/components/view/document-tab-table';
import { NotesTab } from '../../documents/components/view/notes-tab';
import { editorHref } from '../generated-document-links';
import { useGeneratedDocument } from '../queries/use-generated-document';
import { GENERATED_HTML_CLASSES } from './generated-html-styles';

/**
 * A generated contract is analysed as a contract: the contract view's sections, then the Notes and
 * Ask AI tabs an uploaded document has, kept and asked about as this draft's own.
 */
const DRAFT_TABS = DOCUMENT_TABS.contract;

/**
 * The document view's fallback (spec part 2 §2): a generated document with the id, its analysis
 * when "Analyze" has run, and its text. Not found here either reads as the view's own not-found.
 */
export function GeneratedDocumentFallback({ documentId }: { documentId: number }) {
  const { user } = useSession();
  const query = useGeneratedDocument(documentId);
  if (!Number.isInteger(documentId) || documentId <= 0) {
    return <DocumentLoadError error={new ApiError(404, '', 'Not Found')} onRetry={() => undefined} />;
  }
  if (query.isPending) return <DocumentLoadingSkeleton />;
  if (query.isError) return <DocumentLoadError error={query.error} onRetry={() => query.refetch()} />;
  return <GeneratedDocumentView document={query.data} plan={user?.plan ?? 'free'} />;
}

function GeneratedDocumentView({ document, plan }: { document: GeneratedDocument; plan: PlanId }) {
  return (
    <main className="mx-auto max-w-[96rem] space-y-6 px-4 py-8">
      <DocumentPageHeader
        title={document.title || document.documentType}
        status={
          <>
            <Badge variant="outline">Generated</Badge>
            <span>
              {document.documentType} · created {formatRelativeTime(document.createdAt)}
            </span>
          </>
        }
        actions={
          <Button asChild>
            <Link to={editorHref(document.id)}>
              <PencilLine aria-hidden="true" />
              Edit Document
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Tabs defaultValue="overview" className="grid gap-4">
          <TabsList aria-label="Analysis sections" className="h-auto flex-wrap justify-start">
            {DRAFT_TABS.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {DRAFT_TABS.map((tab) => (
            <TabsContent key={tab.id} value={tab.id} className="mt-0">
              <DraftTabContent tab={tab.id} document={document} plan={plan} />
            </TabsContent>
          ))}
        </Tabs>
        <Card>
          <CardHeader>
            <CardTitle>Document</CardTitle>
          </CardHeader>
          <CardContent>
            {/* Sanitised on the server with the editor's allow-list, on the way in and on the way out. */}
            <div
              className={GENERATED_HTML_CLASSES}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
              dangerouslySetInnerHTML={{ __html: document.generatedContent }}
            />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

function DraftTabContent({ tab, document, plan }: { tab: DocumentTab; document: GeneratedDocument; plan: PlanId }) {
  if (tab === 'notes') return <NotesTab documentId={document.id} subject="generated-document" />;
  if (tab === 'chat') return <AskAiTab plan={plan} documentId={document.id} subject="generated-document" />;
  if (!document.analysis) return <NotAnalysedYet documentId={document.id} />;
  return (
    <AnalysisViewForType
      viewType="contract"
      analysis={document.analysis}
      section={tab}
      plan={plan}
      processingTimeMs={null}
    />
  );
}

function NotAnalysedYet({ documentId }: { documentId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Not analysed yet</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-muted-foreground">
        <p>Open the document in the editor and choose Analyze to check it with the contract analyzer.</p>
        <Button asChild variant="outline">
          <Link to={editorHref(documentId)}>Open in Editor</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
