import { withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';

const ASKS_LIMIT = 'Limit it to the licensed rights and keep claims for breach of this agreement.';
// A bar on challenging title or validity: "shall not contest … title", "not challenge the validity of", with
// the time it runs between ("will not, at any time during the term or after it, contest …").
const NO_CHALLENGE =
  /\bnot\b[^.;]{0,100}?\b(?:contest|challenge|attack|dispute)\w*\b[^.;]{0,160}?\b(?:validity|ownership|title|rights?|enforceability)\b/iu;
// What it protects is named as the licensed rights: "the Licensed Marks", "the licensed patents".
const LICENSED_OBJECT =
  /\blicensed\s+(?:\w+\s+){0,2}?(?:marks?|trade\s*marks?|names?|patents?|rights|property|technology|works?|content|software|IP)\b/iu;
// Or named as a defined set of marks or patents ("the Acme Trademarks", "the Licensed Mark"), read by its
// capitals, or by its defined name alone ("any of the Marks"), or as the licence itself ("the license granted herein").
const NAMED_RIGHTS =
  /\bthe\s+(?:Marks?|Trademarks?|Trade\s+Names?|Patents?|Brands?|Copyrights?)\b|\b(?:\p{Lu}[\p{L}\d&-]*\s+){1,3}(?:Marks?|Trademarks?|Trade\s+Names?|Patents?|Brands?|Copyrights?)\b|\blicen[cs]es?\s+(?:granted|given)\s+(?:herein|hereunder|hereby|under\s+this\s+agreement)\b/u;
// A bar that also gives up suing or claiming reaches beyond title: that part is still worth limiting.
const BARS_CLAIMS =
  /\b(?:sue|suits?|actions?|claims?|proceedings?|releases?|waives?)\b|\bcovenants?\s+not\s+to\s+sue\b/iu;

const CHALLENGING_ACTION =
  /\b(?:actions?|suits?|claims?|proceedings?)\s+(?:challenging|contesting|disputing|attacking|to\s+(?:challenge|contest|dispute|attack))\b/giu;
// A promise not to sue: "covenants not to sue", "agrees not to bring any claim or action against".
const NOT_TO_SUE =
  /\b(?:covenants?|agrees?|undertakes?)\s+(?:that\s+it\s+will\s+)?not\s+to\s+(?:sue|(?:bring|assert|commence)\s+(?:any\s+)?(?:claims?|actions?|suits?|proceedings?))\b/iu;
// Words that widen a promise beyond the rights it names: "any claim", "including", "or otherwise", "arising under this Agreement".
const WIDENED =
  /\bincluding\b|\bor\s+otherwise\b|\bany\s+(?:and\s+all\s+)?(?:claims?|matters?|causes?\s+of\s+action)\b|\b(?:arising|relating)\s+(?:out\s+of|under|to)\s+this\s+agreement\b|\bbreach\w*/iu;

/**
 * A promise not to sue whose object is only infringement of the licensed (or named) rights is already
 * limited to them, and leaves claims for breach of the agreement untouched.
 */
function withCovenantScopeRead(finding: ContractFinding, quoted: string): ContractFinding {
  const promise = NOT_TO_SUE.exec(quoted);
  if (!promise) return finding;
  const scope = quoted.slice(promise.index + promise[0].length);
  if (WIDENED.test(scope) || !/\binfring\w*/iu.test(scope)) return finding;
  if (!LICENSED_OBJECT.test(scope) && !NAMED_RIGHTS.test(scope) && !/\bLicensed\s+\p{Lu}/u.test(scope)) return finding;
  return withNothingLeftToAsk(
    finding,
    'No change needed: it covers only infringement claims over the licensed rights, and leaves your claims for breach of this agreement open.',
  );
}

/**
 * A no-challenge clause that bars only challenges to the licensor's title in the licensed rights is
 * already limited to them, and it gives up no claim for breach of the agreement; asking for both
 * would ask for what the clause says.
 */
export function withNoChallengeScopeRead(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'covenant-not-to-sue' || finding.missing || finding.change !== ASKS_LIMIT) return finding;
  const challenge = NO_CHALLENGE.exec(quoted);
  if (!challenge) return withCovenantScopeRead(finding, quoted);
  // An action that challenges the rights ("bring any action challenging the validity") is the challenge itself.
  if (BARS_CLAIMS.test(quoted.replace(CHALLENGING_ACTION, ' '))) return finding;
  const protectedRights = quoted.slice(challenge.index);
  if (!LICENSED_OBJECT.test(protectedRights) && !NAMED_RIGHTS.test(protectedRights)) return finding;
  return withNothingLeftToAsk(
    finding,
    'No change needed: it bars only challenges to the other side’s title in the licensed rights, and leaves your claims for breach of this agreement open.',
  );
}
