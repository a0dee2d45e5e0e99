import type { ClauseRule } from './clause-rule';
import type { Direction } from './contract-direction';

/**
 * The sentence's first promise is to invoice, bill or charge the other party ("(a) the Host will invoice the
 * Customer …, and (b) payments will be due …"): its subject, whom the reading takes for the one owing, is paid.
 */
const INVOICES_THE_OTHER =
  /^(?:(?!\b(?:shall|will|may|must|agrees?)\b)[^.;]){0,80}?\b(?:shall|will|may|must|agrees?\s+to)\s+(?:\p{L}+ly\s+)?(?:invoice|bill|charge)\b/iu;

/**
 * In a clause owed by whoever pays, a party that invoices the other is paid, not paying: the party invoiced owes
 * the payment, though the sentence makes the invoicing party its subject.
 */
export function withInvoicedPayer(
  direction: Direction | undefined,
  rule: Pick<ClauseRule, 'owedAct'>,
  statement: string,
): Direction | undefined {
  if (!rule.owedAct || direction?.form !== 'duty' || direction.beneficiary === undefined) return direction;
  if (!INVOICES_THE_OTHER.test(statement)) return direction;
  return { obligor: direction.beneficiary, beneficiary: direction.obligor, form: 'duty' };
}
