import type { Evidence } from '@doclens/api';
import { Button } from '../../../../components/ui/button';

interface EvidenceQuoteProps {
  quote: string;
  /** Without a page the quote still shows; the page lets the reader find it in the PDF. */
  page?: number;
  onJumpToEvidence?: (evidence: Evidence) => void;
}

export function EvidenceQuote({ quote, page, onJumpToEvidence }: EvidenceQuoteProps) {
  return (
    <figure className="rounded-md border-l-4 border-primary/40 bg-muted/50 px-3 py-2 text-sm">
      <blockquote className="italic">“{quote}”</blockquote>
      {page !== undefined && (
        <figcaption className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
          <span>Page {page}</span>
          {onJumpToEvidence && (
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0 text-xs"
              onClick={() => onJumpToEvidence({ page, quote })}
            >
              Show in document
            </Button>
          )}
        </figcaption>
      )}
    </figure>
  );
}
