import type { Evidence } from '@doclens/api';
import type { DocumentPage } from '../analysis-engine';
import { locateEvidence } from './quote-location';

const EVIDENCE_KEYS = ['evidence', 'thesisEvidence'];

export interface SupportedFindings<Value> {
  value: Value;
  /** Quotes the model gave that are not on the page they name. */
  unsupported: Evidence[];
}

/**
 * The model's answer keeping only what the document supports: a list item (finding, term,
 * recommendation…) whose evidence is not on its page is removed; evidence attached to a single
 * section (not a list item) is removed from it, since the section itself is required. Quotes that
 * are found get the page's exact spelling.
 */
export function keepSupportedFindings<Value>(value: Value, pages: readonly DocumentPage[]): SupportedFindings<Value> {
  const unsupported: Evidence[] = [];
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.filter((item) => !hasUnsupportedEvidence(item)).map(visit);
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
  const hasUnsupportedEvidence = (item: unknown): boolean => {
    if (!isRecord(item) || !isEvidence(item.evidence)) return false;
    if (locateEvidence(item.evidence, pages)) return false;
    unsupported.push(item.evidence);
    return true;
  };
  return { value: visit(value) as Value, unsupported };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEvidence(value: unknown): value is Evidence {
  return isRecord(value) && typeof value.page === 'number' && typeof value.quote === 'string';
}
