import { type Evidence, quoteIsCut } from '@doclens/api';
import { Quote } from 'lucide-react';

export interface EvidenceQuoteProps {
  /** Where the passage is: the page and the exact text of that page. */
  evidence: Partial<Evidence> | undefined;
  /** The passage as shown when it differs from the exact quote (a clause as the engine cleaned it up). */
  text?: string;
  /** When given, a quote with a page becomes a button that shows the passage in the document. */
  onJump?: (evidence: Evidence) => void;
}

const QUOTE_CLASS = 'flex w-full gap-2 rounded-md border-l-4 border-primary/40 bg-muted/50 px-3 py-2 text-left text-sm';

/**
 * A verbatim passage from the document with its page. With `onJump` it is the jump target of the
 * document view: clicking it scrolls the PDF to the page and highlights the passage.
 */
export function EvidenceQuote({ evidence, text, onJump }: EvidenceQuoteProps) {
  const shown = text || evidence?.quote;
  if (!shown) return null;
  const page = evidence?.page;
  // A long sentence is quoted up to the last word that fits: say that it goes on.
  const cut = quoteIsCut(shown);
  const content = (
    <>
      <Quote className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        <q className="italic">
          {shown}
          {cut && <span title="The sentence continues in the document"> …</span>}
        </q>
        {page !== undefined && <span className="text-xs text-muted-foreground"> (page {page})</span>}
      </span>
    </>
  );
  if (!onJump || page === undefined || !evidence?.quote)
    return <blockquote className={QUOTE_CLASS}>{content}</blockquote>;
  const target: Evidence = { page, quote: evidence.quote };
  return (
    <button
      type="button"
      className={`${QUOTE_CLASS} cursor-pointer hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}
      aria-label={`Show on page ${page}: ${shown}${cut ? ' …' : ''}`}
      title="Show in the document"
      onClick={() => onJump(target)}
    >
      {content}
    </button>
  );
}
