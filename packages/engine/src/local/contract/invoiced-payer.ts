import type { ClauseRule } from './clause-rule';
import type { Direction } from './contract-direction';

/**
 * The main clause's first promise is to invoice, bill or charge the other party ("(a) the Host will invoice the
 * Customer …"): its subject is the one paid.
 */
const INVOICES_THE_OTHER =
  /^[^.;]{0,80}?\b(?:shall|will|may|must|agrees?\s+to)\s+(?:\p{L}+ly\s+)?(?:invoice|bill|charge)\b/iu;

/**
 * In a clause owed by whoever pays, a party that invoices the other is paid, not paying: the party invoiced owes
 * the payment, though the sentence makes the invoicing party its subject.
 */
export function withInvoicedPayer(
  direction: Direction | undefined,
  rule: Pick<ClauseRule, 'owedAct'>,
  mainClause: string,
): Direction | undefined {
  if (!rule.owedAct || direction?.form !== 'duty' || direction.beneficiary === undefined) return direction;
  if (!INVOICES_THE_OTHER.test(mainClause)) return direction;
  return { obligor: direction.beneficiary, beneficiary: direction.obligor, form: 'duty' };
}
