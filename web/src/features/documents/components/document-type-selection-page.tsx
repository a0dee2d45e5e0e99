import type { AnalysisType, ContractParty, DocumentDetail } from '@doclens/api';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../hooks/use-toast';
import { dashboardKeys, documentDashboardKeys, documentKeys } from '../../../lib/query-keys';
import { filledParameters, missingRequiredLabels, type ParameterValues } from '../analysis-parameters-form';
import { deleteDocument } from '../api/document-api';
import { isExtractionPending } from '../queries/document-polling';
import { useAnalyzeDocument } from '../queries/use-analyze-document';
import { useDocumentParties } from '../queries/use-document-parties';
import { useTypeSelectionDocument } from '../queries/use-type-selection-document';
import { AnalysisParameterFields } from './analysis-parameter-fields';
import { AnalysisTypePicker } from './analysis-type-picker';
import { ContractPartyPicker, NO_PARTY } from './contract-party-picker';
import { ExtractionOutcome } from './extraction-outcome';
import { useAbandonedUploadCleanup } from './use-abandoned-upload-cleanup';

/** One party alone is no choice: the question is asked when the contract names two or more. */
const MIN_PARTIES_TO_CHOOSE = 2;

/** The party picked, else the one whose defined role matches the chosen role, else none. */
function chosenParty(parties: readonly ContractParty[], values: ParameterValues): string {
  if (values.party !== undefined) return values.party;
  const role = values.role;
  const matching = role ? parties.find((candidate) => candidate.roles.some((fits) => fits === role)) : undefined;
  return matching?.name ?? NO_PARTY;
}

/** A document past this step belongs on its own page (spec part 2 §2). */
function isPastTypeSelection(document: DocumentDetail): boolean {
  return document.status === 'completed' || (document.status === 'processing' && document.documentType !== null);
}

/** Step 2 of 2: choose the analysis type and its customisation, then start the analysis. */
export function DocumentTypeSelectionPage() {
  const documentId = Number(useParams().id);
  const query = useTypeSelectionDocument(documentId);

  if (query.isPending && query.fetchStatus !== 'idle') return <LoadingState />;
  if (!query.data) return <NotFoundState />;
  if (isPastTypeSelection(query.data)) return <Navigate to={`/document/${documentId}`} replace />;
  return <TypeSelectionForm document={query.data} />;
}

function TypeSelectionForm({ document }: { document: DocumentDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [type, setType] = useState<AnalysisType | null>(null);
  const [values, setValues] = useState<ParameterValues>({});
  const [leaving, setLeaving] = useState(false);
  const analyze = useAnalyzeDocument(document.id);
  // Once the text is read, a contract's parties can be offered: "Which party are you?".
  const textReady = document.status !== 'failed' && !isExtractionPending(document);
  const partiesQuery = useDocumentParties(document.id, textReady && type === 'contract');
  const parties = type === 'contract' ? (partiesQuery.data?.parties ?? []) : [];
  const party = chosenParty(parties, values);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The upload panel that led here is gone: start keyboard and screen reader users at this step.
  useEffect(() => headingRef.current?.focus(), []);

  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dashboardKeys.documents }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
      queryClient.invalidateQueries({ queryKey: documentDashboardKeys.documents }),
    ]);
  const cleanup = useAbandonedUploadCleanup({
    documentId: document.id,
    active: document.status === 'pending',
    onAbandoned: () => {
      void refreshLists();
      navigate('/', { replace: true });
    },
    // The page the user went to may already show the upload and the month's count: refresh them.
    onLeftInApp: () => void refreshLists(),
  });

  function chooseType(next: AnalysisType) {
    setType(next);
    setValues({});
  }

  function startAnalysis() {
    if (!type) {
      toast({
        title: 'Please Select Document Type',
        description: 'Choose the type of document you want to analyze',
        variant: 'destructive',
      });
      return;
    }
    const missing = missingRequiredLabels(type, values);
    if (missing.length > 0) {
      toast({
        title: 'Missing Required Information',
        description: `Please fill in: ${missing.join(', ')}`,
        variant: 'destructive',
      });
      return;
    }
    // Starting the analysis is the one way out that must not delete the upload.
    cleanup.keep();
    const parameters = parties.length >= MIN_PARTIES_TO_CHOOSE ? { ...values, party } : values;
    analyze.mutate(
      { documentType: type, analysisParameters: filledParameters(parameters) },
      {
        onSuccess: () => navigate(`/document/${document.id}`),
        onError: () => {
          cleanup.release();
          // The refusal may be the file failing meanwhile: show its state, not only the toast.
          void queryClient.invalidateQueries({ queryKey: documentKeys.detail(document.id) });
        },
      },
    );
  }

  async function backToHome() {
    setLeaving(true);
    if (document.status === 'pending') {
      cleanup.markAbandoned();
      // Best effort: the user is leaving either way, and an undeleted upload is only clutter.
      await deleteDocument(document.id).catch(() => undefined);
      await refreshLists();
    }
    navigate('/');
  }

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <Button variant="ghost" className="justify-self-start" disabled={leaving} onClick={backToHome}>
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Button>
      <Card>
        <CardHeader>
          <p className="text-sm font-medium text-primary">Step 2 of 2</p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold leading-none tracking-tight outline-none"
          >
            Choose your analysis
          </h1>
          <CardDescription className="break-all">{document.originalName}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ExtractionOutcome document={document} />
          {document.status !== 'failed' && (
            <>
              <AnalysisTypePicker value={type} onChange={chooseType} />
              {type && (
                <section aria-label="Customise the analysis" className="grid gap-3">
                  <h2 className="font-medium">Customise the analysis</h2>
                  <AnalysisParameterFields
                    type={type}
                    values={values}
                    onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
                  />
                  {parties.length >= MIN_PARTIES_TO_CHOOSE && (
                    <ContractPartyPicker
                      parties={parties}
                      value={party}
                      onChange={(next) => setValues((current) => ({ ...current, party: next }))}
                    />
                  )}
                </section>
              )}
              <Button size="lg" disabled={analyze.isPending || leaving} onClick={startAnalysis}>
                {analyze.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Analyze Document
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

function LoadingState() {
  return (
    <main className="mx-auto grid max-w-3xl gap-4 px-4 py-8" aria-busy="true">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-48 w-full" />
    </main>
  );
}

function NotFoundState() {
  return (
    <main className="mx-auto grid max-w-3xl gap-4 px-4 py-8 text-center">
      <p role="alert" className="text-lg font-medium">
        Document not found or access denied
      </p>
      <Button asChild variant="outline" className="justify-self-center">
        <Link to="/">Back to Home</Link>
      </Button>
    </main>
  );
}
