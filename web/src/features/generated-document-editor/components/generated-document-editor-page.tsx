import type { GeneratedDocumentCollaborationView, GeneratedDocumentView } from '@doclens/api';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion, Loader2, MessageSquare } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DocumentStateCard } from '../../../components/documents/document-state-card';
import { SignInRequiredCard } from '../../../components/documents/sign-in-required-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../hooks/use-toast';
import { ApiError, userMessageOf } from '../../../lib/api-client';
import { generatedDocumentKeys } from '../../../lib/query-keys';
import { useSession } from '../../auth/queries/use-session';
import { useSessionExpiryRedirect } from '../../document-editor/use-session-expiry-redirect';
import { type ContractRole, defaultAnalysisRole } from '../analysis-role';
import {
  analyzeGeneratedDocument,
  saveGeneratedDocumentAsNew,
  updateGeneratedDocument,
} from '../api/generated-document-api';
import { characterCount, wordCount } from '../document-counts';
import { type EditorValues, hasUnsavedChanges } from '../editor-values';
import { generatedDocumentViewHref } from '../generated-document-links';
import { useGeneratedDocument } from '../queries/use-generated-document';
import { useGeneratedDocumentCollaboration } from '../queries/use-generated-document-collaboration';
import { useLeaveWarning } from '../use-leave-warning';
import { AnalyzePanel } from './analyze-panel';
import { DownloadMenu } from './download-menu';
import { type EditorChange, RichTextEditor } from './rich-text-editor';
import { SaveAsNewDialog } from './save-as-new-dialog';
import { ShareDialog } from './share-dialog';

// Yjs and the collaboration provider load only for documents edited together (enterprise).
const CollaborativeEditor = lazy(() =>
  import('./collaborative-editor').then((module) => ({ default: module.CollaborativeEditor })),
);

const STATUS_LABELS: Record<GeneratedDocumentView['status'], string> = {
  generating: 'Generating',
  draft: 'Draft',
  failed: 'Failed',
  archived: 'Archived',
};

/** /generated-document-editor/{id} (spec part 2 §2, §4, §5, §8). */
export function GeneratedDocumentEditorPage() {
  const documentId = Number(useParams().id);
  const { user } = useSession();
  if (!user) {
    return <SignInRequiredCard title="Access Denied" description="Access Denied: Please sign in to edit documents." />;
  }
  return <EditorForDocument key={documentId} documentId={documentId} />;
}

function EditorForDocument({ documentId }: { documentId: number }) {
  const query = useGeneratedDocument(documentId);
  const collaboration = useGeneratedDocumentCollaboration(documentId);
  const handleExpiry = useSessionExpiryRedirect();
  const validId = Number.isInteger(documentId) && documentId > 0;
  useEffect(() => {
    if (query.error) handleExpiry(query.error);
  }, [query.error, handleExpiry]);

  if (!validId || (query.isError && !(query.error instanceof ApiError && query.error.status === 401))) {
    return <DocumentNotFound />;
  }
  if (query.isPending || query.isError || collaboration.isPending) return <EditorSkeleton />;
  const document = query.data;
  if (document.status === 'generating') {
    return (
      <DocumentStateCard
        icon={Loader2}
        iconClassName="animate-spin"
        title="Generating your document"
        description="The draft appears here as soon as it is written."
      />
    );
  }
  if (document.status === 'failed') {
    return (
      <DocumentStateCard
        title="Generation Failed"
        description={document.failureReason ?? 'Failed to generate document'}
      >
        <Button asChild>
          <Link to="/template-generator">Back to the generator</Link>
        </Button>
      </DocumentStateCard>
    );
  }
  // The server decides: enterprise documents are edited together, every other one alone. Should
  // the answer fail, the owner still gets the single-user editor.
  const together = collaboration.data?.mode === 'collaborative' ? collaboration.data : null;
  return <DocumentEditor document={document} collaboration={together} />;
}

function DocumentNotFound() {
  return (
    <DocumentStateCard
      icon={FileQuestion}
      title="Document Not Found"
      description="This document doesn't exist or you don't have permission to edit it."
    >
      <Button asChild variant="outline">
        <Link to="/generated-documents">Back to Generated Documents</Link>
      </Button>
    </DocumentStateCard>
  );
}

function EditorSkeleton() {
  return (
    <main className="mx-auto grid max-w-6xl gap-4 px-4 py-8" aria-busy="true" data-testid="editor-skeleton">
      <Skeleton className="h-10 w-2/3" />
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </main>
  );
}

function DocumentEditor({
  document,
  collaboration,
}: {
  document: GeneratedDocumentView;
  collaboration: GeneratedDocumentCollaborationView | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handleExpiry = useSessionExpiryRedirect();
  const [loaded, setLoaded] = useState<EditorValues>({
    title: document.title,
    content: document.generatedContent,
    notes: document.notes,
  });
  const [values, setValues] = useState<EditorValues>(loaded);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'saving' | 'copying' | 'analyzing' | null>(null);
  const dirty = hasUnsavedChanges(loaded, values);

  // The editor writes the loaded HTML its own way; that, not the server's spelling, is "unchanged".
  const onReady = useCallback(({ html, text: plain }: EditorChange) => {
    setLoaded((current) => ({ ...current, content: html }));
    setValues((current) => ({ ...current, content: html }));
    setText(plain);
  }, []);
  const onChange = useCallback(({ html, text: plain }: EditorChange) => {
    setValues((current) => ({ ...current, content: html }));
    setText(plain);
  }, []);
  // Edited together, the content is saved by the collaboration server as it is typed: it is never
  // "unsaved", and Save sends only the title and notes.
  const onCollaborativeChange = useCallback(({ html, text: plain }: EditorChange) => {
    setLoaded((current) => ({ ...current, content: html }));
    setValues((current) => ({ ...current, content: html }));
    setText(plain);
  }, []);
  const isOwner = collaboration === null || collaboration.role === 'owner';

  const refresh = () => queryClient.invalidateQueries({ queryKey: generatedDocumentKeys.list });

  const failed = (error: unknown, fallback: string) => {
    if (handleExpiry(error)) return;
    toast({ title: 'Save Failed', description: userMessageOf(error, fallback), variant: 'destructive' });
  };

  const save = async (): Promise<boolean> => {
    if (values.title.trim() === '') {
      toast({ title: 'Title Required', description: 'Please enter a title for the document.', variant: 'destructive' });
      return false;
    }
    setBusy('saving');
    try {
      const sent = values;
      await updateGeneratedDocument(document.id, {
        title: sent.title.trim(),
        ...(collaboration ? {} : { generatedContent: sent.content }),
        notes: sent.notes,
      });
      setLoaded(sent);
      toast({ title: 'Document Saved', description: 'Your changes have been saved successfully.' });
      void refresh();
      return true;
    } catch (error) {
      failed(error, 'Failed to save document changes');
      return false;
    } finally {
      setBusy(null);
    }
  };

  const saveRef = useRef(save);
  saveRef.current = save;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      if (dirtyRef.current) void saveRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  useLeaveWarning(dirty);

  const saveAsNew = async (filename: string) => {
    setBusy('copying');
    try {
      await saveGeneratedDocumentAsNew({
        documentType: document.documentType,
        parameters: document.parameters,
        title: filename,
        generatedContent: values.content,
      });
      toast({ title: 'Document Saved', description: `"${filename}" was saved as a new document.` });
      await refresh();
      navigate('/generated-documents');
    } catch (error) {
      failed(error, 'Failed to create new document.');
    } finally {
      setBusy(null);
    }
  };

  const analyze = async (role: ContractRole) => {
    if (dirty && !(await save())) return;
    setBusy('analyzing');
    try {
      await analyzeGeneratedDocument(document.id, role);
      await queryClient.invalidateQueries({ queryKey: generatedDocumentKeys.list });
      toast({ title: 'Analysis Complete', description: 'Your document has been analyzed.' });
      navigate(generatedDocumentViewHref(document.id));
    } catch (error) {
      if (!handleExpiry(error)) {
        toast({
          title: 'Analysis Failed',
          description: userMessageOf(error, 'Failed to analyze document'),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      {/* The title shows in its editable field; the heading names the page for screen readers. */}
      <h1 className="sr-only">Edit {values.title.trim() || document.documentType}</h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" />
              Dashboard
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/generated-documents">
              <ArrowLeft aria-hidden="true" />
              Generated Documents
            </Link>
          </Button>
          {/* The draft's view holds its analysis, its Notes and Ask AI, as an uploaded document's does. */}
          <Button asChild variant="ghost" size="sm">
            <Link to={generatedDocumentViewHref(document.id)}>
              <MessageSquare aria-hidden="true" />
              Notes &amp; Ask AI
            </Link>
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {isOwner && (
            <Button type="button" onClick={() => void save()} disabled={!dirty || busy !== null}>
              {busy === 'saving' ? 'Saving…' : 'Save'}
            </Button>
          )}
          {collaboration?.role === 'owner' && <ShareDialog documentId={document.id} />}
          <SaveAsNewDialog
            defaultFilename={`${values.title.trim() || document.documentType} (copy)`}
            saving={busy === 'copying'}
            onSave={saveAsNew}
          />
          <DownloadMenu
            documentId={document.id}
            title={values.title.trim() || document.documentType}
            html={values.content}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="document-title">Title</Label>
        <Input
          id="document-title"
          value={values.title}
          onChange={(event) => setValues((current) => ({ ...current, title: event.target.value }))}
          className="text-lg font-semibold"
          readOnly={!isOwner}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        {collaboration ? (
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <CollaborativeEditor collaboration={collaboration} onChange={onCollaborativeChange} />
          </Suspense>
        ) : (
          <RichTextEditor initialHtml={document.generatedContent} onReady={onReady} onChange={onChange} />
        )}
        <aside className="grid gap-4" aria-label="Document details">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Details</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <Badge variant="outline">{STATUS_LABELS[document.status] ?? 'Draft'}</Badge>
                  {dirty && <span className="ml-2 text-xs text-muted-foreground">Unsaved changes</span>}
                </dd>
                <dt className="text-muted-foreground">Type</dt>
                <dd>{document.documentType}</dd>
                <dt className="text-muted-foreground">Words</dt>
                <dd data-testid="word-count">{wordCount(text)}</dd>
                <dt className="text-muted-foreground">Characters</dt>
                <dd data-testid="character-count">{characterCount(text)}</dd>
              </dl>
              {isOwner && (
                <div className="grid gap-2">
                  <Label htmlFor="document-notes">Notes</Label>
                  <Textarea
                    id="document-notes"
                    value={values.notes}
                    onChange={(event) => setValues((current) => ({ ...current, notes: event.target.value }))}
                  />
                </div>
              )}
            </CardContent>
          </Card>
          {isOwner && (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Check this contract</CardTitle>
              </CardHeader>
              <CardContent>
                <AnalyzePanel
                  defaultRole={defaultAnalysisRole(document)}
                  analyzing={busy === 'analyzing'}
                  onAnalyze={(role) => void analyze(role)}
                />
              </CardContent>
            </Card>
          )}
        </aside>
      </div>
    </main>
  );
}
