import type { LegalTerm } from '@doclens/api';
import * as Tooltip from '@radix-ui/react-tooltip';
import { LEGAL_TERM_CATEGORY_LABELS } from './legal-term-categories';

/** Spec part 2 §9: tooltips open after 300 ms and show at most two examples. */
export const LEGAL_TERM_TOOLTIP_DELAY_MS = 300;
const MAX_EXAMPLES = 2;

interface LegalTermTooltipProps {
  term: LegalTerm;
  /** The term as written in the text (its case may differ from the glossary's). */
  children: string;
}

/**
 * An underlined term that explains itself: on hover after the delay, or at once on keyboard
 * focus (the trigger is a button so it is reachable with Tab).
 */
export function LegalTermTooltip({ term, children }: LegalTermTooltipProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className="cursor-help underline decoration-primary/60 decoration-dotted underline-offset-2 focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-legal-term={term.term}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-xs space-y-2 rounded-md border bg-popover p-3 text-left text-sm text-popover-foreground shadow-md"
        >
          <p className="flex items-baseline justify-between gap-3">
            <span className="font-semibold">{term.term}</span>
            <span className="text-xs uppercase tracking-wide text-muted-foreground">
              {LEGAL_TERM_CATEGORY_LABELS[term.category]}
            </span>
          </p>
          <p>{term.definition}</p>
          <div>
            <p className="text-xs font-medium text-muted-foreground">Examples</p>
            <ul className="list-disc space-y-1 pl-4 text-xs">
              {term.examples.slice(0, MAX_EXAMPLES).map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
          </div>
          <Tooltip.Arrow className="fill-popover" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
