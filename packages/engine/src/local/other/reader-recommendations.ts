import type { OtherRecommendation } from '@doclens/api';
import { evidenceFrom } from '../../text/evidence';
import { countOf, listOf, singleLine } from '../wording';
import { isUnusualCharge } from './charge-lines';
import type { DocumentSubstance } from './document-substance';
import { headlineOf } from './headline';

const MAX_DOCUMENT_RECOMMENDATIONS = 2;

/**
 * What the reader of a statement, invoice, report or agreement should do about what it says: query
 * the unusual charges, pay what is due by its date, act on an overdrawn balance, weigh what the
 * report recommends. Advice on the writing is left out: the reader did not write it.
 */
export function readerRecommendations(substance: DocumentSubstance): OtherRecommendation[] {
  const recommendations = [
    unusualCharges(substance),
    overdrawn(substance),
    payWhatIsDue(substance),
    ...documentRecommendations(substance),
  ].filter((item): item is OtherRecommendation => item !== undefined);
  if (recommendations.length > 0) return recommendations;
  return [
    {
      title: 'Nothing needs action',
      description:
        'No unusual charge, amount due, deadline, overdrawn balance or recommendation was found in the document.',
      impact: 'low',
    },
  ];
}

function unusualCharges({ charges, parties }: DocumentSubstance): OtherRecommendation | undefined {
  const unusual = charges.filter(isUnusualCharge);
  const first = unusual[0];
  if (!first) return undefined;
  const issuer = parties.find((party) => party.role === 'Issued by')?.name;
  const listed = listOf(unusual.map((charge) => `${charge.label} ${charge.shownAmount} (page ${charge.line.page})`));
  return {
    title: `Query ${unusual.length === 1 ? 'the unusual charge' : `the ${countOf(unusual.length, 'unusual charge')}`}`,
    description: `${listed}: ${unusual.length === 1 ? 'a charge' : 'charges'} for something that went wrong rather than for the service itself. Check why ${unusual.length === 1 ? 'it was' : 'they were'} applied and ask ${issuer ?? 'the issuer'} whether ${unusual.length === 1 ? 'it' : 'they'} can be refunded; keeping within limits and paying on time avoids them.`,
    impact: 'high',
    evidence: evidenceFrom(first.line),
  };
}

const BALANCE = /\b(?:closing|new|current|statement) balance\b|\bbalance carried forward\b/iu;

function overdrawn({ kind, totals }: DocumentSubstance): OtherRecommendation | undefined {
  if (kind !== 'statement') return undefined;
  const balance = totals.find((total) => BALANCE.test(total.label));
  if (!balance || balance.value >= 0) return undefined;
  return {
    title: 'Bring the account back into credit',
    description: `${balance.label} is ${balance.shownAmount}: while the account is overdrawn, interest and further fees may be charged.`,
    impact: 'high',
    evidence: evidenceFrom(balance.line),
  };
}

const AMOUNT_DUE = /\b(?:due|payable|owing|owed|to pay|please pay|grand total|total)\b/iu;

function payWhatIsDue({ kind, totals, dueDates, charges }: DocumentSubstance): OtherRecommendation | undefined {
  if (kind !== 'invoice' && kind !== 'statement') return undefined;
  const due = totals.find((total) => total.rank === 0 && AMOUNT_DUE.test(total.label) && total.value > 0);
  const date = dueDates[0];
  if (!due || !date) return undefined;
  const late = charges.find((charge) => /\blate\b/iu.test(charge.label));
  return {
    title: `Pay ${due.shownAmount} by ${date.date.text}`,
    description: `${due.label} is ${due.shownAmount} (page ${due.line.page}); ${date.label.toLowerCase()} ${date.date.text}.${late ? ` Paying late adds the ${late.label.toLowerCase()} of ${late.shownAmount}.` : ''}`,
    impact: 'medium',
    evidence: evidenceFrom(date.line, date.date.index),
  };
}

/** What the document itself recommends, for the reader to weigh. */
function documentRecommendations({ findings }: DocumentSubstance): OtherRecommendation[] {
  return findings
    .filter((finding) => finding.kind === 'recommendation')
    .slice(0, MAX_DOCUMENT_RECOMMENDATIONS)
    .map((finding) => ({
      title: `Weigh its recommendation: ${headlineOf(finding.sentence.text, finding.from, 60)}`,
      description: `The document recommends: ${singleLine(finding.sentence.text)} Decide whether you agree before acting on it.`,
      impact: 'medium' as const,
      evidence: evidenceFrom(finding.sentence, finding.from),
    }));
}
