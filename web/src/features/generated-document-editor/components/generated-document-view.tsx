import type { GeneratedDocumentView as GeneratedDocument, PlanId } from '@doclens/api';
import { ArrowLeft, PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { formatRelativeTime } from '../../../lib/format';
import { useSession } from '../../auth/queries/use-session';
import type { AnalysisSection } from '../../documents/components/analysis/analysis-view-props';
import { AnalysisViewForType } from '../../documents/components/view/analysis-view-for-type';
import { DocumentLoadError } from '../../documents/components/view/document-load-error';
import { DocumentLoadingSkeleton } from '../../documents/components/view/document-loading-skeleton';
import { editorHref } from '../generated-document-links';
import { useGeneratedDocument } from '../queries/use-generated-document';
import { GENERATED_HTML_CLASSES } from './generated-html-styles';

/** A generated contract is analysed as a contract: the contract view's sections, notes kept in the editor. */
const CONTRACT_SECTIONS: { id: AnalysisSection; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'risks', label: 'Risk Assessment' },
  { id: 'recommendations', label: 'Recommendations' },
  { id: 'insights', label: 'Market Insights' },
];

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
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="break-words text-2xl font-semibold">{document.title || document.documentType}</h1>
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="outline">Generated</Badge>
            <span>
              {document.documentType} · created {formatRelativeTime(document.createdAt)}
            </span>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild>
            <Link to={editorHref(document.id)}>
              <PencilLine aria-hidden="true" />
              Edit Document
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" />
              Back
            </Link>
          </Button>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        {document.analysis ? (
          <Tabs defaultValue="overview" className="grid gap-4">
            <TabsList aria-label="Analysis sections" className="h-auto flex-wrap justify-start">
              {CONTRACT_SECTIONS.map((section) => (
                <TabsTrigger key={section.id} value={section.id}>
                  {section.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {CONTRACT_SECTIONS.map((section) => (
              <TabsContent key={section.id} value={section.id} className="mt-0">
                <AnalysisViewForType
                  viewType="contract"
                  analysis={document.analysis ?? {}}
                  section={section.id}
                  plan={plan}
                  processingTimeMs={null}
                />
              </TabsContent>
            ))}
          </Tabs>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle>Not analysed yet</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm text-muted-foreground">
              <p>Open the document in the editor and choose Analyze to check it with the contract analyzer.</p>
              <Button asChild variant="outline">
                <Link to={editorHref(document.id)}>Open in Editor</Link>
              </Button>
            </CardContent>
          </Card>
        )}
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
