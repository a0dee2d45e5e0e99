import type { Sentence } from '../../text/sentences';
import { listOf } from '../wording';
import { withChange, withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';

// The rule's asks of a reader whom the other side's insurance protects.
const INSURANCE_ASKS = new Set([
  'Ask to be named as an additional insured and for certificates of insurance.',
  'Ask for certificates of insurance and notice before any policy is cancelled.',
]);
const ABOUT_INSURANCE = /\binsur\w*|\bpolic(?:y|ies)\b|\bcoverage\b/iu;

// Each proof of cover the advice asks for, with the words that show the contract already gives it.
const PROOFS: readonly { ask: string; told: string; given: RegExp }[] = [
  {
    ask: 'to be named as an additional insured',
    told: 'provides for additional insureds',
    given: /\b(?:additional|named)\s+insureds?\b/iu,
  },
  {
    ask: 'certificates of insurance',
    told: 'requires certificates of insurance',
    given:
      /\bcertificates?\s+of\s+(?:insurance|coverage)\b|\binsurance\s+certificates?\b|\bcertificates?\b[^.;]{0,80}\b(?:insurance|coverage|polic(?:y|ies))\b|\bevidence\s+of\s+(?:such\s+|the\s+|its\s+)?(?:insurance|coverage)\b/iu,
  },
  {
    ask: 'notice before any policy is cancelled',
    told: 'requires notice before a policy is cancelled',
    given:
      /\bnotice\b[^.;]{0,140}\b(?:cancel\w*|non-?renew\w*|material(?:ly)?\s+(?:change|alter|reduc)\w*)|\b(?:cancel\w*|non-?renew\w*)\b[^.;]{0,140}\bnotice\b/iu,
  },
];

/**
 * The advice to a reader protected by the other side's insurance asks for proof of the cover; each
 * proof is read against the insurance sentences of the whole contract, and only the ones missing are asked for.
 */
export function withInsuranceProofRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'insurance' || finding.missing || !INSURANCE_ASKS.has(finding.change)) return finding;
  const insurance = [quoted, ...sentences.map(({ text }) => text).filter((text) => ABOUT_INSURANCE.test(text))];
  const asked = PROOFS.filter((proof) => finding.change.includes(proof.ask.replace(/^to be /u, '')));
  const given = asked.filter((proof) => insurance.some((text) => proof.given.test(text)));
  if (given.length === 0) return finding;
  const told = listOf(given.map((proof) => proof.told));
  const missing = asked.filter((proof) => !given.includes(proof)).map((proof) => proof.ask);
  if (missing.length === 0) return withNothingLeftToAsk(finding, `No change needed: the contract already ${told}.`);
  return withChange(finding, `Ask ${listOf(missing)}; the contract already ${told}.`);
}
