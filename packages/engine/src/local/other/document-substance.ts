import type { Sentence } from '../../text/sentences';
import type { TextSpan } from '../../text/text-span';
import { type ChargeLine, chargeLinesOf } from './charge-lines';
import { type DocumentKind, documentKindOf } from './document-kind';
import { type NamedParty, partiesOf } from './document-parties';
import { type DocumentPeriod, documentPeriodOf } from './document-period';
import { type DueDate, dueDatesOf, type TotalLine, totalLinesOf } from './document-totals';
import { moneyStyleOf } from './money';
import { type Finding, findingsOf } from './report-findings';

/** What the document says, as facts with values: what a reader came to it for. */
export interface DocumentSubstance {
  kind: DocumentKind;
  currency: string | undefined;
  charges: ChargeLine[];
  totals: TotalLine[];
  dueDates: DueDate[];
  /** The period a statement covers or the date a bill was issued. */
  period: DocumentPeriod | undefined;
  parties: NamedParty[];
  findings: Finding[];
}

export function substanceOf(lines: readonly TextSpan[], sentences: readonly Sentence[]): DocumentSubstance {
  const style = moneyStyleOf(lines.map((line) => line.text));
  const kind = documentKindOf(lines);
  return {
    kind,
    currency: style.currency,
    charges: chargeLinesOf(lines, style),
    totals: totalLinesOf(lines, style),
    // A due date is on a form's line ("Due date: 4 May 2024") or inside a sentence.
    dueDates: dueDatesOf([...lines, ...sentences]),
    period: documentPeriodOf(lines),
    parties: partiesOf(lines, kind === 'agreement' ? 'Party' : 'Issued by'),
    findings: findingsOf(sentences),
  };
}
