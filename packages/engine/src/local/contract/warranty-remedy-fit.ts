import type { Sentence } from '../../text/sentences';
import { withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import type { ContractKind } from './contract-kind';
import { LICENCE_GRANT } from './contract-kind';
import { DELIVERED_THING, GOODS_DELIVERED } from './deliverables';
import { costsNothing, saysItIsFree, statesAPayment } from './free-of-charge';
import type { ContractFinding } from './key-findings';
import { NO_WARRANTIES } from './warranty-denials';

/**
 * A warranty period with repair, replacement or refund is what a buyer asks for against the price it
 * pays for goods, software or work. It fits only such a deal: where the reader pays nothing (a free
 * service, a research material, a contribution), where what is offered is a trial (an evaluation, a beta,
 * an early-access or research programme), where nothing is supplied at all (an investment, a
 * sponsorship, a confidentiality agreement) or where a licence grants only rights (a patent, a name),
 * there is nothing for it to repair or refund, and the reader is told what fits instead.
 */
export type RemedyFit = 'fits' | 'free' | 'trial' | 'nothing-supplied' | 'rights';

// Kinds whose subject is rights, money, restraint, membership or exposure, not goods or work bought.
const NOTHING_SUPPLIED = new Set<ContractKind['id']>([
  'sponsorship',
  'fiscal-sponsorship',
  'investor',
  'financing',
  'guarantee',
  'non-compete',
  'confidentiality',
  'employment',
  'employee-ip',
  'operating',
  'partnership',
  'contribution',
  'material-transfer',
  'event',
]);
// A programme to try or shape what is offered: "Evaluation Agreement", "Beta Program", "Design Partner", "Research Program".
const TRIAL_TITLE =
  /\b(?:evaluation|beta|early[\s-]+access|design\s+partner|research\s+program(?:me)?|preview|trial)\b/iu;
// How many opening lines may carry the document's title.
const TITLE_LINES = 2;
const TITLE_MOST_CHARS = 120;
// A licence of rights with no thing to use: "a license under the Licensed Patent Rights", "to use the name and logo".
const RIGHTS_ONLY = /\bpatents?\b|\b(?:trade)?marks?\b|\bnames?\b|\blogos?\b|\bbrands?\b|\blikeness\b/iu;

/** Whether a warranty period with repair, replacement or refund fits the deal, and why not where it does not. */
export function warrantyRemedyFit(kind: Pick<ContractKind, 'id' | 'title'>, sentences: readonly Sentence[]): RemedyFit {
  if (costsNothing(sentences)) return 'free';
  // A trial the reader pays for is bought like any other service.
  if (titledAsTrial(kind, sentences) && !statesAPayment(sentences)) return 'trial';
  if (sentences.some(({ text }) => GOODS_DELIVERED.test(text))) return 'fits';
  if (NOTHING_SUPPLIED.has(kind.id)) return 'nothing-supplied';
  if (kind.id === 'licence' && grantsOnlyRights(sentences)) return 'rights';
  return 'fits';
}

function titledAsTrial(kind: Pick<ContractKind, 'title'>, sentences: readonly Sentence[]): boolean {
  const lines = sentences
    .slice(0, TITLE_LINES)
    .map(({ text }) => text)
    .filter((text) => text.length <= TITLE_MOST_CHARS);
  return [kind.title ?? '', ...lines].some((title) => TRIAL_TITLE.test(title));
}

/** The licence grants rights, not a thing to use: no grant and no other sentence names software or equipment. */
function grantsOnlyRights(sentences: readonly Sentence[]): boolean {
  const grants = sentences.filter(({ text }) => LICENCE_GRANT.test(text));
  if (!sentences.some(({ text }) => DELIVERED_THING.test(text))) return true;
  return (
    grants.length > 0 &&
    grants.every(({ text }) => !DELIVERED_THING.test(text)) &&
    grants.some(({ text }) => RIGHTS_ONLY.test(text))
  );
}

// The receiver's ask for a remedy that stands for the price.
const ASKS_A_REMEDY = /^Ask for a clear warranty period and a remedy \(repair, replacement or refund\)/u;
// The clause takes every promise of quality away: "as is", "disclaims all warranties", "makes no warranties".
const AS_IS =
  /\bas\s+is\b|\bas\s+available\b|\bdisclaim\w*\b[^.;]{0,40}?\bwarrant\w*|\bmak(?:es|e|ing)\s+no\s+(?:\w+\s+){0,3}?(?:representations?\s+(?:or|and)\s+)?warrant\w*/iu;

export const FREE_AS_IS_HEADLINE =
  'It is provided as is: if it is faulty or fails, you have no remedy against the other side. Nothing is paid for it under this agreement, so there is no price to refund.';
// Said of a sentence that denies warranties in so many words ("there are no warranties of …") without "as is".
export const FREE_NO_WARRANTY_HEADLINE =
  'It comes with no warranty: if it is faulty or fails, you have no remedy against the other side. Nothing is paid for it under this agreement, so there is no price to refund.';
// "It costs you nothing" would be more than the clause says: the same clause may put claims or risks on the reader.
const FREE_AS_IS_CHANGE =
  'No change needed: nothing is paid for it, so there is no price for a remedy to make good; use it knowing you have no remedy if it fails, and do not rely on it for anything you cannot do without.';
const FREE_PROMISE_CHANGE =
  'No change needed: nothing is paid for it; note what is promised and what you can do if it falls short.';
const TRIAL_CHANGE =
  'No change needed: what a trial or early-access programme offers comes as it is; use it knowing you have no remedy if it fails, and do not rely on it for anything you cannot do without.';
const NOTHING_SUPPLIED_CHANGE =
  'No change needed: no goods, software or work are bought under this agreement, so a warranty period with repair, replacement or refund has nothing to apply to.';
const RIGHTS_LICENCE_CHANGE =
  'Ask the licensor to promise that it owns the licensed rights and may license them, and that your use as allowed will not infringe anyone else’s rights.';

// Said where the disclaimer itself names what it disclaims as free, in a deal where other things are paid for.
export const NAMED_FREE_AS_IS_HEADLINE =
  'What it names is given free and as is: if it is faulty or fails, you have no remedy against the other side, and there is no price to refund.';

// A prize or gift: handed over as a reward, with no price paid for it, whatever else the deal is about.
const PRIZE = /\b(?:prizes?|giveaways?|gifts?|swag)\b/iu;
export const PRIZE_AS_IS_HEADLINE =
  'A prize comes as is: if it is faulty or fails, you have no remedy against the other side. Nothing is paid for a prize, so there is no price to refund.';
const PRIZE_AS_IS_CHANGE =
  'No change needed: a prize is given, not bought, so there is no price for a remedy to make good; check it when it arrives.';

/**
 * The advice on a warranty or disclaimer, asking for a remedy only where one fits the deal. A disclaimer
 * that itself calls what it disclaims free ("the Free Edition is provided as is") takes a remedy away
 * from something the reader pays nothing for, even in a deal where other things are paid for.
 */
export function withRemedyThatFits(finding: ContractFinding, quoted: string, fit: RemedyFit): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing) return finding;
  if (!ASKS_A_REMEDY.test(finding.change)) return finding;
  // Whatever the deal, a prize disclaimed as is was never bought: a remedy or a licensor's promise has nothing to stand for.
  if (AS_IS.test(quoted) && PRIZE.test(quoted))
    return withNothingLeftToAsk(withHeadline(finding, PRIZE_AS_IS_HEADLINE), PRIZE_AS_IS_CHANGE);
  if (fit === 'fits') {
    if (!AS_IS.test(quoted) || !saysItIsFree(quoted)) return finding;
    return withNothingLeftToAsk(withHeadline(finding, NAMED_FREE_AS_IS_HEADLINE), FREE_AS_IS_CHANGE);
  }
  switch (fit) {
    case 'free':
      if (AS_IS.test(quoted))
        return withNothingLeftToAsk(withHeadline(finding, FREE_AS_IS_HEADLINE), FREE_AS_IS_CHANGE);
      return NO_WARRANTIES.test(quoted)
        ? withNothingLeftToAsk(withHeadline(finding, FREE_NO_WARRANTY_HEADLINE), FREE_AS_IS_CHANGE)
        : withNothingLeftToAsk(finding, FREE_PROMISE_CHANGE);
    case 'trial':
      return withNothingLeftToAsk(finding, TRIAL_CHANGE);
    case 'nothing-supplied':
      return withNothingLeftToAsk(finding, NOTHING_SUPPLIED_CHANGE);
    case 'rights':
      return withChange(finding, RIGHTS_LICENCE_CHANGE);
  }
}
