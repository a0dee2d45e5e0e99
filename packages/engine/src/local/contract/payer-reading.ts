import type { ContractParty } from '@doclens/api';
import {
  type Actor,
  type Direction,
  type Mention,
  mentionsIn,
  otherActor,
  predicateAfter,
  sameActor,
} from './contract-direction';

/**
 * Who pays whom, as a sentence tells it: a payment is owed by whoever pays, which is not always the sentence's
 * subject. The payer is the subject of a promise to pay ("X shall pay", "X is responsible for paying"), the party
 * a subject invoices, bills or charges ("X will invoice Y": Y pays X), the subject that is to be invoiced ("Y
 * shall be billed"), or the agent of a payment told in the passive ("fees payable by Y", "shall be paid by Y").
 * The first such act of the clause decides; one negated ("shall not charge") says nothing of who pays.
 */

// A modal, or a promise verb, and an adverb of manner ("shall promptly pay").
const PROMISE = String.raw`(?:shall|will|must|agrees?\s+(?:that\s+(?:it|they|he|she)\s+(?:shall|will)|to)|promises?\s+to|undertakes?\s+to|covenants?\s+to|(?:is|are)\s+to|(?:is|are|shall\s+be|will\s+be)\s+(?:required|obliged|obligated)\s+to)\s+(?:\p{L}+ly\s+)?`;
const SUBJECT_PAYS = new RegExp(
  String.raw`^(?:${PROMISE}(?:pay|remit|reimburse)|(?:is|are|shall\s+be|will\s+be)\s+(?:solely\s+|fully\s+)?(?:responsible|liable)\s+for\s+(?:the\s+)?(?:paying|payment\s+of)|(?:shall|will|must)\s+make\s+(?:all\s+|the\s+|such\s+)?payments?)\b`,
  'iu',
);
// A subject that invoices may also be one entitled to ("may charge interest", "shall be entitled to invoice").
const SUBJECT_INVOICES = new RegExp(
  String.raw`^(?:${PROMISE}|may\s+(?:\p{L}+ly\s+)?|(?:is|are|shall\s+be|will\s+be)\s+entitled\s+to\s+)(?:invoice|bill|charge)\b`,
  'iu',
);
const SUBJECT_INVOICED = /^(?:shall|will|may|must)\s+be\s+(?:\p{L}+ly\s+)?(?:invoiced|billed|charged)\b/iu;
// A payment that is owed ("payable by Y", "shall be paid by Y"); a bare participle tells of one made ("expenses
// paid by Y before the start date"), which is no payment owed under the clause.
const PAID_BY =
  /(?:\b(?:payable|owed|owing)|\b(?:shall|will|must|to)\s+be\s+(?:paid|reimbursed|remitted|borne))(?:\s+(?:in\s+full|\p{L}+ly))?\s+by\s+$|\bdue\s+(?:and\s+owing\s+)?from\s+$/iu;
const INVOICED_BY = /\b(?:invoiced|billed|charged)\s+(?:\p{L}+ly\s+)?by\s+$/iu;
// The verb after which the party paid, or the party invoiced, is named ("pay to the Host", "invoice the Customer").
const PAY_VERB = /\b(?:pay(?:ing)?|remit|reimburse)(?:\s+to)?\s+/iu;
const INVOICE_VERB = /\b(?:invoice|bill|charge)\s+/iu;
const PAID_TO = /^\s*,?\s*(?:to|unto)\s+$/iu;
const VERB_WINDOW = 120;

interface PaymentAct {
  at: number;
  /** Undefined where the sentence invoices but its payer cannot be told (a third party may pay). */
  direction: Direction | undefined;
}

/** Who pays whom in the clause, when it states a payment or an invoice and names who makes it. */
export function payerOf(clause: string, parties: readonly ContractParty[], you?: Actor): Direction | undefined {
  const text = clause.replace(/\s+/gu, ' ');
  const mentions = mentionsIn(text, parties, you);
  const acts = mentions.flatMap((mention) => actOf(text, mention, mentions, parties) ?? []);
  return acts.sort((a, b) => a.at - b.at)[0]?.direction;
}

function actOf(
  text: string,
  mention: Mention,
  mentions: readonly Mention[],
  parties: readonly ContractParty[],
): PaymentAct | undefined {
  const at = mention.start;
  const before = text.slice(Math.max(0, at - 60), at);
  if (PAID_BY.test(before))
    return { at, direction: paying(mention, objectAfter(text, mention.end, mentions, PAID_TO)) };
  if (INVOICED_BY.test(before)) return { at, direction: invoicing(mention, undefined) };
  const predicate = predicateAfter(text, mention);
  if (predicate === undefined) return undefined;
  if (SUBJECT_PAYS.test(predicate))
    return { at, direction: paying(mention, objectOfVerb(text, mention, mentions, PAY_VERB)) };
  if (SUBJECT_INVOICES.test(predicate))
    return { at, direction: invoicing(mention, objectOfVerb(text, mention, mentions, INVOICE_VERB)) };
  if (SUBJECT_INVOICED.test(predicate)) return { at, direction: paying(mention, undefined) };
  return undefined;

  function paying(payer: Mention, payee: Mention | undefined): Direction {
    return { obligor: payer.actor, beneficiary: other(payer, payee), form: 'duty' };
  }
  function invoicing(payee: Mention, payer: Mention | undefined): Direction | undefined {
    const obligor = other(payee, payer);
    return obligor && { obligor, beneficiary: payee.actor, form: 'duty' };
  }
  /** The party the sentence names across from `one`, else the other party of a contract of two. */
  function other(one: Mention, named: Mention | undefined): Actor | undefined {
    if (named && !sameActor(named.actor, one.actor)) return named.actor;
    return one.actor.kind === 'mutual' ? one.actor : otherActor(one.actor, parties);
  }
}

/** The party named right after the subject's verb ("shall invoice the Customer"). */
function objectOfVerb(text: string, subject: Mention, mentions: readonly Mention[], verb: RegExp): Mention | undefined {
  const found = verb.exec(text.slice(subject.end, subject.end + VERB_WINDOW));
  return found ? objectAfter(text, subject.end + found.index + found[0].length, mentions) : undefined;
}

/** The party named at `from`, or after the words `lead` allows there ("payable by Y to X"). */
function objectAfter(text: string, from: number, mentions: readonly Mention[], lead = /^\s*$/u): Mention | undefined {
  return mentions.find(
    (mention) => mention.start >= from && mention.actor.kind !== 'mutual' && lead.test(text.slice(from, mention.start)),
  );
}
