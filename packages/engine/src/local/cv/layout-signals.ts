import type { DocumentPage } from '../../analysis-engine';
import { matchesOf } from '../../text/pattern-matches';
import type { TextSpan } from '../../text/text-span';
import type { ContactInfo } from './contact-info';

/** What the extracted text shows about a layout that applicant tracking systems read badly. */
export interface LayoutSignals {
  /** Mis-decoded characters ("Â", "Ã©", "ï¼", "�"): a parser will read them as they are. */
  garbledCharacters: number;
  /** Share of lines that hold several columns side by side (tables, two-column layouts). */
  columnLineShare: number;
  /** Contact details found only in lines repeated at the top or bottom of every page. */
  contactOnlyInRunningLines: boolean;
}

const GARBLED = /Ã[\u0080-\u00bf]|Â(?=[\s\u00a0-\u00bf]|$)|ï¼|â€|\ufffd/gmu;
/** Two or more wide gaps (tabs or runs of spaces) between words: text laid out in columns. */
const COLUMN_GAPS = /\S(?:\t|\s{4,})\S.*\S(?:\t|\s{4,})\S/u;
const MIN_PAGES_FOR_RUNNING_LINES = 2;

export function layoutSignals(
  pages: readonly DocumentPage[],
  lines: readonly TextSpan[],
  contact: ContactInfo,
): LayoutSignals {
  const text = pages.map((page) => page.text).join('\n');
  const running = runningLines(lines);
  const contactValues = [contact.email, contact.phone].filter((value): value is string => value !== undefined);
  const contactLines = lines.filter((line) => contactValues.some((value) => line.text.includes(value)));
  return {
    garbledCharacters: [...matchesOf(GARBLED, text)].length,
    columnLineShare: lines.length === 0 ? 0 : lines.filter((line) => COLUMN_GAPS.test(line.text)).length / lines.length,
    contactOnlyInRunningLines: contactLines.length > 0 && contactLines.every((line) => running.has(line.text.trim())),
  };
}

/** Lines that open or close every page with the same words: page headers and footers. */
function runningLines(lines: readonly TextSpan[]): Set<string> {
  const byPage = new Map<number, TextSpan[]>();
  for (const line of lines) byPage.set(line.page, [...(byPage.get(line.page) ?? []), line]);
  if (byPage.size < MIN_PAGES_FOR_RUNNING_LINES) return new Set();
  const edges = [...byPage.values()].map(
    (pageLines) => new Set([pageLines[0], pageLines.at(-1)].map((line) => line?.text.trim() ?? '')),
  );
  const [first, ...rest] = edges;
  return new Set([...(first ?? [])].filter((text) => text !== '' && rest.every((edge) => edge.has(text))));
}
