import { Quote } from 'lucide-react';

export interface Evidence {
  page: number;
  quote: string;
}

export interface EvidenceQuoteProps {
  /** Renders nothing unless both the page and the quote are there. */
  evidence: Partial<Evidence> | undefined;
  /** When given, the quote becomes a button that shows the passage in the document. */
  onJump?: (evidence: Evidence) => void;
}

/** A verbatim passage from the document with its page, optionally jumping to it. */
export function EvidenceQuote({ evidence: given, onJump }: EvidenceQuoteProps) {
  if (!given?.quote || !given.page) return null;
  const evidence: Evidence = { page: given.page, quote: given.quote };
  const content = (
    <>
      <Quote className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        <q className="italic">{evidence.quote}</q>{' '}
        <span className="text-xs text-muted-foreground">(page {evidence.page})</span>
      </span>
    </>
  );
  const className = 'flex w-full gap-2 rounded-md border-l-4 border-primary/40 bg-muted/50 px-3 py-2 text-left text-sm';
  if (!onJump) return <blockquote className={className}>{content}</blockquote>;
  return (
    <button
      type="button"
      className={`${className} hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}
      aria-label={`Show on page ${evidence.page}: ${evidence.quote}`}
      onClick={() => onJump(evidence)}
    >
      {content}
    </button>
  );
}
