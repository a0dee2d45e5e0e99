import type { Sentence } from '../../text/sentences';
import type { ContractKind } from './contract-kind';
import type { ContractFinding } from './key-findings';

/**
 * Advice that fits the kind of contract. A warranty period with repair, replacement or refund is
 * the remedy for goods, software or work that turn out faulty; a licence of a name, mark or content,
 * a sponsorship or an investor's agreement delivers none of them, so that advice would ask for
 * something that cannot happen. The reader is told what fits instead.
 */

// The remedies of a quality promise on something delivered.
const DELIVERY_REMEDY = /\brepair\b|\breplacement\b/iu;
// What a licence delivers that can be faulty: software, equipment, technology to be used as a product.
const DELIVERED_THING = /\bsoftware\b|\bsource\s+code\b|\bhardware\b|\bequipment\b|\bdevices?\b|\bmachinery\b/iu;
// Kinds whose subject is rights, money, restraint or exposure, not goods or work.
const NOTHING_DELIVERED = new Set<ContractKind['id']>([
  'sponsorship',
  'partnership',
  'investor',
  'financing',
  'guarantee',
  'non-compete',
  'confidentiality',
  'employment',
]);

const RIGHTS_LICENCE_CHANGE =
  'Ask the licensor to promise that it owns the licensed rights and may license them, and that your use as allowed will not infringe anyone else’s rights.';
const NOTHING_DELIVERED_CHANGE =
  'A warranty period with repair or replacement does not fit this kind of agreement; check what the other side promises to provide and what you get if it falls short.';

/** The finding with advice that fits what the contract is about (unchanged when it already does). */
export function withAdviceForKind(
  finding: ContractFinding,
  kind: Pick<ContractKind, 'id'>,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing || !asksOfOtherSide(finding)) return finding;
  const change = fittingChange(kind, sentences);
  if (!change) return finding;
  return {
    ...finding,
    change,
    finding: { ...finding.finding, recommendation: finding.finding.recommendation.replace(finding.change, change) },
  };
}

function fittingChange(kind: Pick<ContractKind, 'id'>, sentences: readonly Sentence[]): string | undefined {
  if (kind.id === 'licence') {
    return sentences.some((sentence) => DELIVERED_THING.test(sentence.text)) ? undefined : RIGHTS_LICENCE_CHANGE;
  }
  return NOTHING_DELIVERED.has(kind.id) ? NOTHING_DELIVERED_CHANGE : undefined;
}

/** Advice asking the other side for a warranty with repair or replacement, not advice on the reader's own promises. */
function asksOfOtherSide(finding: ContractFinding): boolean {
  return /^ask\b/iu.test(finding.change) && DELIVERY_REMEDY.test(finding.change);
}
