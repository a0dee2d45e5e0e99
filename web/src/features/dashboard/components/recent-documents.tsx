import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocuments } from '../queries/use-documents';
import { DocumentCard } from './document-card';

export const RECENT_DOCUMENTS_SHOWN = 5;

export function RecentDocuments() {
  const documents = useDocuments();
  const total = documents.data?.pagination.total ?? 0;
  return (
    <section aria-labelledby="recent-documents-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-documents-heading" className="text-xl font-semibold">
          Recent Documents
        </h2>
        {total > RECENT_DOCUMENTS_SHOWN && (
          <Button asChild variant="outline" size="sm">
            <Link to="/documents?filter=all">View All ({total})</Link>
          </Button>
        )}
      </div>
      <RecentDocumentsBody query={documents} />
    </section>
  );
}

function RecentDocumentsBody({ query }: { query: ReturnType<typeof useDocuments> }) {
  if (query.isPending) {
    return (
      <div className="grid gap-3" data-testid="documents-skeleton" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) return <p className="text-sm text-destructive">Your documents could not be loaded.</p>;
  const recent = query.data.documents.slice(0, RECENT_DOCUMENTS_SHOWN);
  if (recent.length === 0) {
    return (
      <div className="grid gap-2 rounded-lg border border-dashed p-8 text-center">
        <FileText className="mx-auto h-8 w-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No documents yet</p>
        <p className="text-sm text-muted-foreground">Upload a PDF above to get your first analysis.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {recent.map((document) => (
        <li key={document.id}>
          <DocumentCard document={document} />
        </li>
      ))}
    </ul>
  );
}
