import type { PublicUser } from '@doclens/api';
import { FolderOpen, SearchX, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../auth/queries/use-session';
import { SharedWithYou } from '../../generated-document-editor/components/shared-with-you';
import { useGeneratedDocuments } from '../../generated-document-editor/queries/use-generated-documents';
import { type DashboardDocument, fromGeneratedDocument, fromUploadedDocument, pinIdOf } from '../dashboard-document';
import { type DocumentFilter, parseDocumentFilter } from '../document-filters';
import { countByFilter, pageOf, selectDocuments } from '../document-list-view';
import type { DocumentSort } from '../document-sorts';
import { useDashboardDocuments } from '../queries/use-dashboard-documents';
import { usePinnedDocuments } from '../queries/use-pinned-documents';
import { useToggleArchive } from '../queries/use-toggle-archive';
import { DashboardDocumentCard } from './dashboard-document-card';
import { DashboardStatCards } from './dashboard-stat-cards';
import { DocumentListControls } from './document-list-controls';
import { PaginationControls } from './pagination-controls';

/** /documents: every document of the user, searchable, filterable, sortable, ten a page (spec part 2 §2). */
export function DocumentDashboardPage() {
  const { user } = useSession();
  // The signed-in routes only render with a user; this keeps the types honest.
  if (!user) return null;
  return <DocumentDashboard user={user} />;
}

function DocumentDashboard({ user }: { user: PublicUser }) {
  const uploaded = useDashboardDocuments();
  const generated = useGeneratedDocuments();
  const documents = useMemo(
    () =>
      uploaded.data && generated.data
        ? [...uploaded.data.documents.map(fromUploadedDocument), ...generated.data.documents.map(fromGeneratedDocument)]
        : undefined,
    [uploaded.data, generated.data],
  );
  const failed = uploaded.isError || generated.isError;
  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold sm:text-3xl">Document Dashboard</h1>
          <p className="text-sm text-muted-foreground">Find, pin and organise every document you have analysed.</p>
        </div>
        <Button asChild>
          <Link to="/">
            <Upload aria-hidden="true" />
            Upload Document
          </Link>
        </Button>
      </div>
      {!documents && !failed ? (
        <div className="grid gap-3" data-testid="document-dashboard-skeleton" aria-busy="true">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : failed || !documents ? (
        <div role="alert" className="grid justify-items-center gap-3 rounded-lg border p-8 text-center">
          <p className="font-medium">Failed to fetch documents</p>
          <Button variant="outline" onClick={() => Promise.all([uploaded.refetch(), generated.refetch()])}>
            Try Again
          </Button>
        </div>
      ) : (
        <DocumentBrowser userId={user.id} documents={documents} />
      )}
      {user.plan === 'enterprise' && <SharedWithYou />}
    </main>
  );
}

function DocumentBrowser({ userId, documents }: { userId: string; documents: DashboardDocument[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseDocumentFilter(searchParams.get('filter'));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DocumentSort>('date');
  const [requestedPage, setRequestedPage] = useState(1);
  const { pinnedIds, togglePin } = usePinnedDocuments(userId);
  const archive = useToggleArchive();

  const counts = useMemo(() => countByFilter(documents, pinnedIds), [documents, pinnedIds]);
  const shown = useMemo(
    () => selectDocuments(documents, { filter, search, sort, pinnedIds }),
    [documents, filter, search, sort, pinnedIds],
  );
  const page = pageOf(shown, requestedPage);

  const chooseFilter = (next: DocumentFilter) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('filter', next);
        return params;
      },
      { replace: true },
    );
    setRequestedPage(1);
  };

  if (documents.length === 0) return <NoDocuments />;
  return (
    <>
      <DashboardStatCards counts={counts} selected={filter} onSelect={chooseFilter} />
      <DocumentListControls
        search={search}
        filter={filter}
        sort={sort}
        onSearchChange={(next) => {
          setSearch(next);
          setRequestedPage(1);
        }}
        onFilterChange={chooseFilter}
        onSortChange={(next) => {
          setSort(next);
          setRequestedPage(1);
        }}
      />
      <section aria-labelledby="document-list-heading" className="grid gap-4">
        {/* The cards' names are h3 headings: this keeps the outline h1 → h2 → h3. */}
        <h2 id="document-list-heading" className="sr-only">
          Documents
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {shown.length === 0
            ? 'No documents to show'
            : `Showing ${page.firstPosition}–${page.lastPosition} of ${shown.length} document${shown.length === 1 ? '' : 's'}`}
        </p>
        {shown.length === 0 ? (
          <NoMatch
            onClear={() => {
              setSearch('');
              chooseFilter('all');
            }}
          />
        ) : (
          <ul aria-label="Document list" className="grid gap-4 sm:grid-cols-2">
            {page.items.map((document) => (
              <li key={`${document.origin}-${document.id}`}>
                <DashboardDocumentCard
                  document={document}
                  pinned={pinnedIds.has(pinIdOf(document))}
                  archivePending={
                    archive.isPending &&
                    archive.variables?.documentId === document.id &&
                    archive.variables.origin === document.origin
                  }
                  onTogglePin={() => togglePin(pinIdOf(document), document.name)}
                  onToggleArchive={() =>
                    archive.mutate({
                      documentId: document.id,
                      origin: document.origin,
                      name: document.name,
                      isArchived: document.isArchived,
                    })
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <PaginationControls page={page.page} pageCount={page.pageCount} onPageChange={setRequestedPage} />
      </section>
    </>
  );
}

function NoDocuments() {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-10 text-center">
      <FolderOpen className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-medium">No documents yet</p>
      <p className="text-sm text-muted-foreground">Upload a PDF to get your first analysis.</p>
      <Button asChild className="mt-2">
        <Link to="/">Upload Document</Link>
      </Button>
    </div>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-10 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-medium">No documents match</p>
      <p className="text-sm text-muted-foreground">Try another search or filter.</p>
      <Button variant="outline" className="mt-2" onClick={onClear}>
        Clear search and filter
      </Button>
    </div>
  );
}
