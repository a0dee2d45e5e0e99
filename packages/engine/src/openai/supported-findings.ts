import type { Evidence } from '@doclens/api';
import type { DocumentPage } from '../analysis-engine';
import { findQuote, locateEvidence } from './quote-location';

const EVIDENCE_KEYS = ['evidence', 'thesisEvidence'];
/** Fields in which the result schemas hold text copied from the document. */
const COPIED_TEXT_KEYS = ['quotedText', 'text'];

export interface SupportedFindings<Value> {
  value: Value;
  /** Quotes the model gave that are not on the page they name (or, without a page, anywhere). */
  unsupported: Evidence[];
}

/**
 * The model's answer keeping only what the document supports:
 * - a list item (finding, term, recommendation…) whose evidence is not on its page is removed;
 * - a list item without evidence that carries copied text (`quotedText`, a quoted passage's `text`)
 *   gets evidence where that text is found; a quoted passage whose text is nowhere is removed;
 * - evidence attached to a single section (not a list item) is removed from it when unsupported,
 *   since the section itself is required.
 * Quotes that are found get the page's exact spelling. Items with neither evidence nor copied text
 * (a clause the contract lacks, general advice) are kept: there is nothing in the text to check.
 */
export function keepSupportedFindings<Value>(value: Value, pages: readonly DocumentPage[]): SupportedFindings<Value> {
  const unsupported: Evidence[] = [];

  const supportedItem = (item: unknown): unknown => {
    if (!isRecord(item)) return item;
    if (isEvidence(item.evidence)) {
      if (locateEvidence(item.evidence, pages)) return visit(item);
      unsupported.push(item.evidence);
      return undefined;
    }
    const copied = COPIED_TEXT_KEYS.map((key) => item[key]).find((text) => typeof text === 'string' && text.trim());
    if (typeof copied !== 'string') return visit(item);
    const found = findQuote(copied, pages);
    if (found) return { ...(visit(item) as object), evidence: found };
    if (isQuotedPassage(item)) {
      unsupported.push({ page: 0, quote: copied });
      return undefined;
    }
    return visit(item);
  };

  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(supportedItem).filter((item) => item !== undefined);
    if (!isRecord(node)) return node;
    return Object.fromEntries(
      Object.entries(node).flatMap(([key, child]) => {
        if (!EVIDENCE_KEYS.includes(key) || !isEvidence(child)) return [[key, visit(child)]];
        const located = locateEvidence(child, pages);
        if (!located) unsupported.push(child);
        return located ? [[key, located]] : [];
      }),
    );
  };

  return { value: visit(value) as Value, unsupported };
}

// `{ text, evidence? }`: the item exists only to show that passage, so without it there is nothing.
function isQuotedPassage(item: Record<string, unknown>): boolean {
  return Object.keys(item).every((key) => key === 'text' || key === 'evidence');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEvidence(value: unknown): value is Evidence {
  return isRecord(value) && typeof value.page === 'number' && typeof value.quote === 'string';
}
