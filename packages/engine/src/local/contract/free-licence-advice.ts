import type { Sentence } from '../../text/sentences';
import { atLowLevel, withChange, withNothingLeftToAsk } from './advice-change';
import type { KindId } from './contract-checklists';
import { costsNothing } from './free-of-charge';
import type { ContractFinding } from './key-findings';
import { IRREVOCABLE } from './perpetual-words';

// The licence the quoted sentence grants costs its holder nothing: "no-charge, royalty-free", "free of charge".
const GIVEN_FREE =
  /\bno-?charge\b|\broyalty-free\b|\bfree\s+of\s+(?:any\s+)?charge\b|\bwithout\s+(?:any\s+)?charge\b/iu;
// A payment owed anywhere in the contract, which a free grant in one sentence does not outweigh.
const PAYMENT_OWED =
  /[$€£¥]\s?\d|\b(?:shall|will|must|agrees?\s+to)\s+pay\b|\blicen[cs]e\s+fees?\b|\broyalt(?:y|ies)\s+(?:of|shall|payable|due)\b/iu;

// What the grant means, told as its sentence says: beyond recall only where it calls the licence irrevocable.
const FREE_GRANT_CHANGE =
  'it is given free, so there is no price that could go unpaid to end it. If you need a way back, the only one that fits is revocation for a serious breach by the other side.';
// A contributor's licence runs to the project and everyone who receives the work, who all rely on it lasting.
const CONTRIBUTION_CHANGE =
  'it is given for nothing and meant to be relied on by everyone who receives the work, so no price could go unpaid to end it; contribute only what you are content to license on these terms.';
const IRREVOCABLE_OPENING = 'Note that you cannot take this licence back once given; ';
const PERPETUAL_OPENING = 'Note that the licence has no end date; ';

/**
 * An irrevocable licence the reader grants for nothing (a contributor's licence to a project, a free
 * grant of rights) has no price that could go unpaid: asking to revoke it "for non-payment" asks for
 * a right that cannot arise. The reader is told what the grant means, as a point to note.
 */
export function withFreeGrantRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
  kind?: KindId,
): ContractFinding {
  if (finding.rule.id !== 'perpetual-license' || finding.missing || !/non-payment/iu.test(finding.change)) {
    return finding;
  }
  // Given free in its own words in a deal that owes nothing, or in a deal that states no payment at all
  // (a prize offered is none): either way no price could go unpaid.
  const grantedFree = GIVEN_FREE.test(quoted) && !sentences.some((sentence) => PAYMENT_OWED.test(sentence.text));
  if (!grantedFree && !costsNothing(sentences)) return finding;
  const opening = IRREVOCABLE.test(quoted) ? IRREVOCABLE_OPENING : PERPETUAL_OPENING;
  if (kind === 'contribution')
    return withNothingLeftToAsk(finding, `No change needed. ${opening}${CONTRIBUTION_CHANGE}`);
  return atLowLevel(withChange(finding, `${opening}${FREE_GRANT_CHANGE}`));
}
