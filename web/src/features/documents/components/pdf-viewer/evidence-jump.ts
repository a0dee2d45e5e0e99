import type { Evidence } from '@doclens/api';
import { useCallback, useState } from 'react';

/** A request to show a quote in the PDF; a new object each time, so jumping twice scrolls twice. */
export interface EvidenceJump extends Evidence {
  sequence: number;
}

/** The document page's jump state: the last evidence the reader asked to see, and how to ask. */
export function useEvidenceJump(): { jump: EvidenceJump | null; jumpToEvidence: (evidence: Evidence) => void } {
  const [jump, setJump] = useState<EvidenceJump | null>(null);
  const jumpToEvidence = useCallback((evidence: Evidence) => {
    setJump((previous) => ({ page: evidence.page, quote: evidence.quote, sequence: (previous?.sequence ?? 0) + 1 }));
  }, []);
  return { jump, jumpToEvidence };
}
