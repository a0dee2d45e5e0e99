import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { UploadPanel } from './upload-panel';

/** The signed-in home: upload a PDF, then choose how to analyse it. */
export function HomePage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Spec part 2 §2 sends the generator's user to /?filter=generated: the filter lives on the Document Dashboard.
  if (searchParams.has('filter')) return <Navigate to={`/documents?${searchParams}`} replace />;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">Upload a document</h1>
          <CardDescription>Step 1 of 2: upload a PDF, then choose the type of analysis.</CardDescription>
        </CardHeader>
        <CardContent>
          <UploadPanel onUploaded={(documentId) => navigate(`/document-type-selection/${documentId}`)} />
        </CardContent>
      </Card>
    </main>
  );
}
