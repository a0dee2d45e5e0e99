import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentStateCard } from '../../../components/documents/document-state-card';
import { Button } from '../../../components/ui/button';

/** Spec part 2 §2: only a completed, analysed document has a summary to edit. */
export function AnalysisRequiredCard({ documentId }: { documentId: number }) {
  return (
    <DocumentStateCard
      icon={FileWarning}
      title="Analysis Required"
      description="This document needs a completed analysis before its summary can be edited."
    >
      <Button asChild>
        <Link to={`/document/${documentId}`}>View Document</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={`/documents/${documentId}`}>Document Details</Link>
      </Button>
      <Button asChild variant="ghost">
        <Link to="/">Back to Home</Link>
      </Button>
    </DocumentStateCard>
  );
}
