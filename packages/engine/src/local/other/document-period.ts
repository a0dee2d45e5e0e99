import type { TextSpan } from '../../text/text-span';
import { datesIn } from './document-dates';

/** When a statement or bill was issued or what period it covers, as written. */
export interface DocumentPeriod {
  /** "Statement period", "Invoice date"… as written, capitalised. */
  label: string;
  /** "1 March 2024 to 31 March 2024", "4 April 2024". */
  value: string;
  line: TextSpan;
}

const PERIOD_LABEL =
  /\b(?:statement|bill(?:ing)?|invoice|issue|account|tax|reporting|charging)\s+(?:period|date)\b|\bperiod\s*(?::|covered|from)|\bstatement\s+(?:for|from)\b/iu;
/** Two dates joined as a range: "1 March 2024 to 31 March 2024", "03/01/2024 - 03/31/2024". */
const RANGE_JOINER = /^\s*(?:to|-|–|—|through|until|till)\s*$/iu;

/** The first line naming the document's period or date, with the date or range after the label. */
export function documentPeriodOf(lines: readonly TextSpan[]): DocumentPeriod | undefined {
  for (const line of lines) {
    const label = PERIOD_LABEL.exec(line.text);
    if (!label) continue;
    const dates = datesIn(line.text).filter((date) => date.index > label.index);
    const [first, second] = dates;
    if (!first) continue;
    const joined = second && RANGE_JOINER.test(line.text.slice(first.index + first.text.length, second.index));
    const value = joined ? `${first.text} to ${second.text}` : first.text;
    const written = label[0].replace(/\s*(?::|covered|from|for)$/iu, '').replace(/\s+/gu, ' ');
    return { label: written.charAt(0).toUpperCase() + written.slice(1).toLowerCase(), value, line };
  }
  return undefined;
}
