import { withChange, withHeadline } from './advice-change';
import { NO_PROMISE } from './disclaimer-reach';
import type { ContractFinding } from './key-findings';

/**
 * A disclaimer in the passive ("The Services are provided as is") names no one who gives it: it is given by whoever
 * supplies what it names. Where the reader's own party is not known, the reader may be that supplier (a contractor
 * or grantee doing the work), whom the disclaimer protects, as well as the one receiving the work, who loses its
 * claims. Where another sentence names the party that supplies the thing disclaimed ("engages X to provide the
 * Services", "X agrees to perform the Services"), the finding is told for each side, naming it.
 */

// The thing a passive disclaimer says is given as it is: "the Services are provided "as is"", "the Work is delivered as is".
const PASSIVE_AS_IS =
  /^\W{0,3}(?:\d+(?:\.\d+)*\.?\s+)?(?:the|all|any)\s+((?:[\p{L}-]+\s+){0,2}?(?:services|work|deliverables|work\s+product|materials))\s+(?:are|is|will\s+be|shall\s+be)\s+(?:provided|supplied|delivered|furnished|performed|rendered)\s+(?:on\s+an?\s+)?["“]?as[\s-]+is\b/iu;

// A name as a sentence gives it: one to four capitalised words ("Party A", "Harwick Labs"), or a placeholder ("[NAME]").
const NAME = String.raw`(\[[^\]]{1,40}\]|\p{Lu}[\p{L}-]*(?:\s+(?:\p{Lu}[\p{L}-]*|[A-Z]\b)){0,3})`;

/** A word matched in any case, for a pattern that must tell capitalised names from other words. */
function anyCase(word: string): string {
  return [...word].map((letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`).join('');
}

function supplierPatterns(thing: string): RegExp[] {
  const what = String.raw`(?:[Tt]he\s+|[Ss]uch\s+|[Aa]ll\s+|[Aa]ny\s+)?(?:[\p{L}-]+\s+){0,2}?${anyCase(thing.split(/\s+/u).at(-1) ?? thing)}`;
  return [
    new RegExp(
      String.raw`\b(?:engages?|retains?|hires?|commissions?)\s+(?:the\s+)?${NAME}\s+to\s+(?:provide|perform|render|deliver|supply)\b`,
      'u',
    ),
    new RegExp(
      String.raw`(?:^|[,;]\s*|\band\s+)(?:[Tt]he\s+)?${NAME}\s+(?:(?:shall|will|must)|(?:hereby\s+)?(?:agrees|undertakes|has\s+agreed)\s+to)\s+(?:provide|perform|render|deliver|supply)\s+${what}\b`,
      'u',
    ),
  ];
}

/** The party another sentence names as supplying the thing the passive disclaimer names. */
function supplierOf(thing: string, sentences: readonly { text: string }[]): string | undefined {
  const patterns = supplierPatterns(thing);
  for (const { text } of sentences) {
    const flat = text.replace(/\s+/gu, ' ');
    for (const pattern of patterns) {
      const name = pattern.exec(flat)?.[1];
      if (name && !/^(?:The|This|Each|Either|Any|Such)$/u.test(name)) return name;
    }
  }
  return undefined;
}

export function withPassiveDisclaimerSupplierRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly { text: string }[],
  readerNames: readonly string[] | undefined,
): ContractFinding {
  if (finding.rule.id !== 'warranty' || finding.missing || (readerNames?.length ?? 0) > 0) return finding;
  if (!finding.headline.startsWith(NO_PROMISE)) return finding;
  const thing = PASSIVE_AS_IS.exec(quoted.replace(/\s+/gu, ' '))?.[1];
  const supplier = thing ? supplierOf(thing, sentences) : undefined;
  if (!thing || !supplier) return finding;
  const what = `the ${thing.toLowerCase()}`;
  const told = withHeadline(
    finding,
    `${supplier} gives no promise about the quality of ${what} it supplies: if you are ${supplier}, no claim about their quality can be brought against you; if you receive them, you have no claim if they are faulty or do not suit your purpose.`,
  );
  return withChange(
    told,
    `If you are ${supplier}, no change is needed. If you receive ${what}, ask for a clear standard they must meet and a remedy if they fall short.`,
  );
}
