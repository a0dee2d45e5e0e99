import type { DocumentPreview } from '@doclens/api';

/** Spec part 1 §2: an object or text summary shows at most this many entries or lines. */
export const PREVIEW_SUMMARY_LIMIT = 3;

/** An 'other' analysis item that rates one aspect of the document. */
export interface ScoredSummaryItem {
  score: number;
  strength: string;
  weakness: string;
}

export type SummaryBullet = { kind: 'text'; text: string } | { kind: 'scored'; item: ScoredSummaryItem };

export type PreviewSummaryView =
  | { kind: 'bullets'; bullets: SummaryBullet[] }
  | { kind: 'entries'; entries: Array<{ label: string; text: string }> }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'fallback' };

type Summary = DocumentPreview['summary'];
type SummaryItem = Extract<Summary, unknown[]>[number];

/** Decides how the preview shows a summary, whatever shape the analysis gave it. */
export function previewSummaryView(summary: Summary, documentType: string | null): PreviewSummaryView {
  if (Array.isArray(summary)) {
    const bullets = summary.map((item) => bulletOf(item, documentType)).filter((b): b is SummaryBullet => b !== null);
    return bullets.length > 0 ? { kind: 'bullets', bullets } : { kind: 'fallback' };
  }
  if (typeof summary === 'string') {
    const lines = summary
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, PREVIEW_SUMMARY_LIMIT);
    return lines.length > 0 ? { kind: 'lines', lines } : { kind: 'fallback' };
  }
  if (summary && typeof summary === 'object') {
    const entries = Object.entries(summary)
      .slice(0, PREVIEW_SUMMARY_LIMIT)
      .map(([key, value]) => ({ label: labelOf(key), text: textOf(value) }));
    return entries.length > 0 ? { kind: 'entries', entries } : { kind: 'fallback' };
  }
  return { kind: 'fallback' };
}

function bulletOf(item: SummaryItem, documentType: string | null): SummaryBullet | null {
  if (typeof item === 'string') return item.trim() ? { kind: 'text', text: item } : null;
  if (documentType === 'other' && isScoredItem(item)) return { kind: 'scored', item };
  const text = textOf(item);
  return text ? { kind: 'text', text } : null;
}

function isScoredItem(item: Record<string, unknown>): item is Record<string, unknown> & ScoredSummaryItem {
  return typeof item.score === 'number' && typeof item.strength === 'string' && typeof item.weakness === 'string';
}

/** 'keyPoints' → 'Key Points', 'overall_assessment' → 'Overall Assessment'. */
function labelOf(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** Readable text for a summary value: strings as they are, lists joined, objects by their text fields. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join('; ');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).filter(Boolean).join(' — ');
  return '';
}
