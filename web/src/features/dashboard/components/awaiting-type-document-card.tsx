import type { DocumentListItem } from '@doclens/api';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { DocumentCardHeading } from './document-card-heading';

/** Text extracted, no type chosen: nothing happens until the user picks the analysis on step 2. */
export function AwaitingTypeDocumentCard({ document }: { document: DocumentListItem }) {
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <DocumentCardHeading document={document} badge={<Badge variant="secondary">Uploaded</Badge>} />
        <p className="text-sm text-muted-foreground">
          The text is ready. Choose how to analyse it to start the analysis.
        </p>
        <Link
          to={`/document-type-selection/${document.id}`}
          className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary underline"
        >
          Choose an analysis type
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
