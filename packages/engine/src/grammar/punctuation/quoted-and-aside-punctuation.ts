import type { StyleIssue } from '../finding';
import { insideDashedAside, insideQuotationOfPage } from '../titles-and-quotes';

const commasIn = (text: string): number => text.match(/,/gu)?.length ?? 0;

/**
 * Whether a finding corrects punctuation that is not the writer's to change, or asks for a comma where
 * none belongs: inside a quotation the punctuation is the source's, and an aside set off by dashes
 * needs no commas of its own ("my brother — when he saw it — laughed").
 */
export function punctuatesQuoteOrAside(issue: StyleIssue, pageText: string): boolean {
  if (issue.category !== 'Punctuation') return false;
  if (insideQuotationOfPage(pageText, issue.sentence.start + issue.focus)) return true;
  return commasIn(issue.correction) > commasIn(issue.error) && insideDashedAside(issue.sentence.text, issue.focus);
}
