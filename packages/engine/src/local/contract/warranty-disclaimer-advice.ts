import type { Sentence } from '../../text/sentences';
import { withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';
import { withWarrantyTermsGiven } from './warranty-remedy-advice';

const ASKS_LIMITED_WARRANTIES = 'Limit warranties to a fixed period and to repair, replacement or refund.';
// The reader gives nothing as to quality: "as is", "disclaims all warranties", "makes no warranties".
export const DISCLAIMS_ALL =
  /\bas\s+is\b|\bdisclaim\w*\s+(?:any\s+and\s+)?(?:all|any)\s+(?:\w+\s+){0,3}?warrant\w*|\bmak(?:es|e|ing)\s+no\s+(?:\w+\s+){0,3}?(?:representations?\s+(?:or|and)\s+)?warrant\w*/iu;
// An exception keeps express warranties, which are still worth limiting.
const KEEPS_SOME =
  /\bexcept\b|\bother\s+than\b|\bsave\s+(?:as|for)\b|\bunless\b|\bother\s+warrant\w*|\bexpress(?:ly)?\s+(?:set\s+(?:forth|out)|provided|stated)\b/iu;
// What a disclaimer yields to that is no promise of this contract: the law ("unless required by applicable law") or a
// separate writing ("or agreed to in writing"). Such a disclaimer keeps none of the warranties it takes away here.
const YIELD = String.raw`(?:otherwise\s+)?(?:(?:required|mandated|implied)\s+by\s+(?:the\s+)?(?:applicable\s+)?laws?|(?:agreed|provided|stated)\s+(?:to\s+)?in\s+(?:a\s+(?:separate\s+)?)?writing)`;
const YIELDS_ONLY = new RegExp(
  String.raw`\b(?:unless|except\s+(?:as|where|to\s+the\s+extent)|save\s+as)\s+${YIELD}(?:\s*,?\s*(?:or|and)\s+${YIELD})*`,
  'giu',
);

/** Whether a disclaimer keeps some warranties of the contract: an exception other than a yield to the law or a writing. */
export function keepsSomeWarranties(quoted: string): boolean {
  return KEEPS_SOME.test(quoted.replace(YIELDS_ONLY, ' '));
}

/**
 * The advice to a reader who gives warranties asks to limit them; where the quoted clause already
 * disclaims every warranty the reader could give, there is nothing left to limit.
 */
export function withOwnDisclaimerRead(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing || finding.change !== ASKS_LIMITED_WARRANTIES) return finding;
  if (!DISCLAIMS_ALL.test(quoted) || keepsSomeWarranties(quoted)) return finding;
  return withNothingLeftToAsk(
    finding,
    'No change needed: the clause already disclaims every warranty of quality; make sure no other clause promises quality after all.',
  );
}

// What the rule tells the side that gives warranties, true of a promise of quality but not of a disclaimer of them.
const PROMISES_BECOME_CLAIMS = 'Every promise of quality you give can become a claim if it is not met.';

/**
 * A disclaimer takes promises of quality away rather than giving one: where the quoted clause
 * disclaims warranties, the giver is told that only what it keeps (the express warranties, when it
 * names an exception) can become a claim.
 */
export function withDisclaimerImpactRead(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing || !finding.headline.includes(PROMISES_BECOME_CLAIMS)) {
    return finding;
  }
  if (!DISCLAIMS_ALL.test(quoted)) return finding;
  const told = keepsSomeWarranties(quoted)
    ? 'It disclaims every warranty beyond those it keeps, so only the warranties the contract states expressly can become a claim.'
    : 'It disclaims warranties of quality: only a promise the contract makes elsewhere can become a claim.';
  return withHeadline(finding, finding.headline.replace(PROMISES_BECOME_CLAIMS, told));
}

// The giver's asks: to limit the warranties it gives, or to keep the express ones it keeps short.
const GIVERS_ASKS = new Set([
  ASKS_LIMITED_WARRANTIES,
  'Keep the express warranties to a fixed period and to repair, replacement or refund.',
]);
// A party named as the one that gives or disclaims the warranties: "Brightwick warrants", "Kubient disclaims".
const WARRANTOR =
  /\b(\p{Lu}[\p{L}-]+)\s+(?:hereby\s+)?(?:(?:represents\s+and\s+)?warrants|disclaims|makes\s+no\b|expressly\s+disclaims)/gu;
// Words that open a warranty sentence without naming one party.
const NOT_A_PARTY = new Set(['Each', 'Either', 'Neither', 'Party', 'Parties', 'It', 'The', 'Any', 'Both', 'No']);
const RECEIVER_KEPT_HEADLINE =
  'It disclaims every warranty beyond those the contract states expressly: those are what you can rely on if what you get is faulty.';
export const RECEIVER_ALL_HEADLINE =
  'It disclaims warranties of quality: only a promise the contract makes elsewhere protects you if what you get is faulty.';

/**
 * The advice to limit warranties is the giver's; where the quoted clause names another party as the
 * one who warrants or disclaims, and never the reader, the reader receives the promises, so it is told
 * what a receiver should check and never advised to cut back its own protection.
 */
export function withReceiverOfWarrantiesRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
  readerNames: readonly string[] = [],
): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing || !GIVERS_ASKS.has(finding.change)) return finding;
  if (readerNames.length === 0) return finding;
  const givers = [...quoted.matchAll(WARRANTOR)]
    .map((match) => match[1] ?? '')
    .filter((name) => !NOT_A_PARTY.has(name.charAt(0) + name.slice(1).toLowerCase()));
  const readerGives = givers.some((name) =>
    readerNames.some((reader) => reader.toLowerCase().split(/\s+/u).includes(name.toLowerCase())),
  );
  if (givers.length === 0 || readerGives) return finding;
  const { rule } = finding;
  const change =
    rule.changeWhenStated?.find((stated) => stated.change.provider === finding.change)?.change.recipient ??
    rule.change.recipient;
  const headline = DISCLAIMS_ALL.test(quoted)
    ? keepsSomeWarranties(quoted)
      ? RECEIVER_KEPT_HEADLINE
      : RECEIVER_ALL_HEADLINE
    : rule.impact.recipient;
  // The receiver's ask for a period and a remedy is then read against what the contract already gives.
  return withWarrantyTermsGiven(withChange(withHeadline(finding, headline), change), quoted, sentences);
}
