import type { Sentence } from '../../text/sentences';
import type { ContractFinding } from './key-findings';

// What the rule tells and asks a reader paid a set sum, before the contract's other sentences are read.
const ONLY_REMEDY_NOTE = ', but it may be all you can recover for that breach';
const KEEP_REMEDIES_ASK = /, and keep your other remedies for breaches it does not cover\.$/u;
// "in addition to any other rights or remedies", "without prejudice to any other remedy", "remedies … are
// cumulative", "shall not be the sole and exclusive remedy".
const OTHER_REMEDIES_KEPT =
  /\bin\s+addition\s+to\s+(?:any\s+|all\s+)?(?:and\s+all\s+)?(?:other\s+)?(?:rights?\s+(?:and|or|and\/or)\s+)?remed(?:y|ies)\b|\bwithout\s+prejudice\s+to\s+(?:any\s+|its\s+|all\s+)?(?:other\s+)?(?:rights?\s+(?:and|or)\s+)?remed(?:y|ies)\b|\bremed(?:y|ies)\b[^.;]{0,100}\bcumulative\b|\bcumulative\b[^.;]{0,60}\bremed(?:y|ies)\b|\bnot\s+(?:be\s+)?(?:the\s+|its\s+)?(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remedy\b/iu;
// Elsewhere in the contract, a sentence keeps the remedies of a set sum only when it speaks of remedies in
// general ("each remedy under this Agreement", "the rights and remedies herein", "remedies … cumulative")
// or of the set sum itself; one other right given "without prejudice to any other remedy" keeps only its own.
const GENERAL_REMEDIES =
  /\bremed(?:y|ies)\s+(?:\w+\s+){0,3}?(?:under|in|of|provided\s+(?:for\s+)?(?:in|by|under))\s+this\s+(?:agreement|contract)\b|\bremed(?:y|ies)\s+(?:herein|hereunder|provided\s+herein)\b|\bcumulative\b|\bliquidated\b/iu;
// The set sum as the only remedy, which would make the note true after all.
const SOLE_REMEDY = /\b(?<!not\s(?:be\s)?(?:the\s)?)(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remedy\b/iu;

/**
 * A set sum paid to the reader "may be all you can recover" only where nothing keeps the other
 * remedies. A contract that keeps them (here or in a general remedies clause) is told so, and the
 * advice no longer asks to keep them; a quoted sentence making the sum the sole remedy stays as told.
 */
export function withOtherRemediesKept(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'liquidated-damages' || finding.missing) return finding;
  if (!finding.finding.description.includes(ONLY_REMEDY_NOTE) && !KEEP_REMEDIES_ASK.test(finding.change)) {
    return finding;
  }
  const kept =
    OTHER_REMEDIES_KEPT.test(quoted) ||
    sentences.some(({ text }) => OTHER_REMEDIES_KEPT.test(text) && GENERAL_REMEDIES.test(text));
  if (SOLE_REMEDY.test(quoted) || !kept) return finding;
  const keptNote = ', and your other remedies are kept';
  const change = finding.change.replace(KEEP_REMEDIES_ASK, '; the contract already keeps your other remedies.');
  return {
    ...finding,
    headline: finding.headline.replace(ONLY_REMEDY_NOTE, keptNote),
    change,
    finding: {
      ...finding.finding,
      description: finding.finding.description.replaceAll(ONLY_REMEDY_NOTE, keptNote),
      recommendation: finding.finding.recommendation.replace(finding.change, change),
    },
  };
}
