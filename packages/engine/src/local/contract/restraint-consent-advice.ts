import { readClause } from './clause-reading';
import type { ContractFinding } from './key-findings';

/**
 * A restraint that holds only "without the other party's consent" is lifted by that consent, and one
 * whose consent "shall not be unreasonably withheld" cannot be kept up for no reason: the reader bound
 * by it is told so, since both soften what it bars.
 */
const RESTRAINTS = new Set(['non-compete', 'no-solicit-employees', 'no-solicit-customers']);
// The finding tells the reader what it may not do.
const BINDS_READER = /\bYou may not\b|\bstops?\s+(?:you|your\s+business)\b|\blimits\s+whom\s+you\s+may\b/u;
const NOT_UNREASONABLY_WITHHELD = /\bnot\s+(?:to\s+)?be\s+unreasonably\s+(?:withheld|refused|denied)\b/iu;

/** The restraint finding with the consent that lifts it, where the quoted sentence makes it need one. */
export function withRestraintConsentRead(finding: ContractFinding, quoted: string): ContractFinding {
  if (!RESTRAINTS.has(finding.rule.id) || finding.missing || !BINDS_READER.test(finding.headline)) return finding;
  if (!readClause(quoted, []).consent) return finding;
  const note = NOT_UNREASONABLY_WITHHELD.test(quoted)
    ? 'The other side’s consent lifts it, and that consent may not be unreasonably withheld.'
    : 'The other side’s consent lifts it.';
  if (finding.headline.includes(note)) return finding;
  const headline = `${finding.headline} ${note}`;
  const description = finding.finding.description.replace(finding.headline, headline);
  return { ...finding, headline, finding: { ...finding.finding, description } };
}
