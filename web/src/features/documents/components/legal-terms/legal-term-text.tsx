import * as Tooltip from '@radix-ui/react-tooltip';
import { Fragment, useMemo } from 'react';
import { splitLegalTerms } from './legal-term-splitter';
import { LEGAL_TERM_TOOLTIP_DELAY_MS, LegalTermTooltip } from './legal-term-tooltip';

/** Analysis text with its glossary terms underlined and explained in a tooltip. */
export function LegalTermText({ text }: { text: string }) {
  const segments = useMemo(() => splitLegalTerms(text), [text]);
  if (!segments.some((segment) => segment.term)) return text;
  return (
    <Tooltip.Provider delayDuration={LEGAL_TERM_TOOLTIP_DELAY_MS}>
      {segments.map((segment, index) =>
        segment.term ? (
          // Segments are positional slices of one string: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: positional slices of a fixed text
          <LegalTermTooltip key={index} term={segment.term}>
            {segment.text}
          </LegalTermTooltip>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional slices of a fixed text
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </Tooltip.Provider>
  );
}
