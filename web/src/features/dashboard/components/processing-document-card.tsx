import type { DocumentListItem } from '@doclens/api';
import { Check, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/class-names';
import { progressLine } from '../../documents/processing-progress';
import { currentStepOf, PROCESSING_STEPS } from '../processing-steps';
import { DocumentCardHeading } from './document-card-heading';
import { useRotatingMessages } from './use-rotating-messages';

/** An uploaded or processing document: its real step, plus cosmetic status lines. */
export function ProcessingDocumentCard({ document }: { document: DocumentListItem }) {
  const currentStep = currentStepOf(document);
  const messages = useRotatingMessages();
  const awaitingType = document.status === 'pending';
  const detail = progressLine(document.progress);
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <DocumentCardHeading
          document={document}
          badge={<Badge variant="secondary">{awaitingType ? 'Uploaded' : 'Processing'}</Badge>}
        />
        <ol aria-label="Processing steps" className="grid gap-1 text-sm sm:grid-cols-4">
          {PROCESSING_STEPS.map((step, index) => (
            <li
              key={step}
              aria-current={index === currentStep ? 'step' : undefined}
              className={cn(
                'flex items-center gap-1',
                index < currentStep && 'text-green-700',
                index === currentStep && 'font-semibold text-primary',
                index > currentStep && 'text-muted-foreground',
              )}
            >
              {index < currentStep ? (
                <Check className="h-4 w-4" aria-hidden="true" />
              ) : index === currentStep ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : null}
              {step}
            </li>
          ))}
        </ol>
        {detail && (
          <p role="status" className="text-sm">
            {detail}
          </p>
        )}
        <ul aria-label="Status" className="grid gap-0.5 text-xs text-muted-foreground">
          {messages.map((message, index) => (
            // Lines repeat once the list wraps, so their position is part of the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`${index}-${message}`}>{message}</li>
          ))}
        </ul>
        {awaitingType && (
          <Link to={`/document-type-selection/${document.id}`} className="text-sm font-medium text-primary underline">
            Choose the analysis type
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
