import type { Sentence } from '../../text/sentences';
import { listOf } from '../wording';
import { type CapAbsence, capAbsence, noCapTold } from './absence-check';
import { withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import { type CapElsewhere, capElsewhereFor } from './cap-moved-elsewhere';
import { CAP_STILL_APPLIES } from './exclusion-lift';
import type { ContractFinding } from './key-findings';
import { cappedLiability, cappedParties, indemnitiesLeftOut, type LiabilityCap } from './liability-cap';
import { namesReader } from './reader-named';
import { statedLiabilityCap } from './stated-cap';

// What the rule tells of a carve-out from an exclusion of kinds of loss, true only where a cap limits the rest.
const ONLY_CARVE_OUTS_UNCAPPED =
  'Only the cases it carves out of the exclusion are uncapped: there a single claim could cost you far more than the contract is worth.';
const CARVE_OUTS_RECOVER =
  'In the cases it carves out of the exclusion you can recover losses the clause otherwise excludes; everything else stays excluded.';
const ONLY_THERE_FULL_LOSS = 'only there may the liable party have to pay the full loss.';
const KEEP_ASK = 'Keep the uncapped cases that protect you, such as confidentiality and data breaches.';
const LIMIT_ASK = 'Limit the uncapped cases to fraud and wilful misconduct, and cap everything else.';
// An exclusion of kinds of loss ("indirect, special or consequential damages", "lost profits").
const KINDS_OF_LOSS = /\b(?:consequential|indirect|incidental|special|punitive|exemplary)\b|\blost\s+profits?\b/iu;

/**
 * A carve-out from an exclusion of indirect loss makes only those losses claimable in the cases it
 * names; where the contract caps no liability at all, every claim for direct loss is uncapped already,
 * so the carve-outs are not "the only uncapped cases", and the advice speaks of the missing cap.
 */
export function withUncappedExclusionRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
  readerNames: readonly string[] = [],
): ContractFinding {
  if (finding.rule.id !== 'uncapped-liability' || finding.missing) return finding;
  const elsewhere = capElsewhereFor(quoted, sentences);
  if (elsewhere) return withCapElsewhereTold(finding, elsewhere);
  if (finding.headline.includes(CAP_STILL_APPLIES)) return withCapOfLiftRead(finding, sentences, readerNames);
  if (!KINDS_OF_LOSS.test(quoted)) return withKeptCasesNamed(finding, quoted, sentences);
  const cap = statedLiabilityCap(sentences);
  const absence = cap === undefined ? capAbsence(sentences) : undefined;
  // A ceiling stated in words no amount was read from may well cap the rest: nothing is said of it.
  const read =
    cap !== undefined
      ? withIndemnitiesLeftOutRead(withOthersCapRead(finding, cap, readerNames), cap, sentences)
      : absence !== undefined && absence.kind !== 'unread'
        ? withNoCapRead(finding, absence)
        : finding;

  return withKeptCasesNamed(read, quoted, sentences);
}

/**
 * An exclusion lifted for some claims leaves the contract's cap as it is: told what that cap is (none, one on
 * the other side only, one that leaves indemnities out), since that decides what those claims can cost.
 */
function withCapOfLiftRead(
  finding: ContractFinding,
  sentences: readonly Sentence[],
  readerNames: readonly string[],
): ContractFinding {
  const cap = statedLiabilityCap(sentences);
  if (cap === undefined) {
    // A ceiling in words no amount was read from may cap these claims: no claim that nothing does.
    const absence = capAbsence(sentences);
    const told =
      absence === undefined || absence.kind === 'unread'
        ? 'This sentence does not lift any cap the contract sets.'
        : uncappedInEveryCase(absence);
    return withHeadline(finding, finding.headline.replace(CAP_STILL_APPLIES, told));
  }
  const parties = cappedParties(cap);
  const leftOut = indemnitiesLeftOut(cap, sentences);
  const capTold =
    parties && readerNames.length > 0 && !parties.some((party) => namesReader(party, readerNames))
      ? `The contract caps only ${cappedLiability(cap)}, so a claim against you is uncapped in every case.`
      : leftOut !== undefined
        ? `The contract’s liability cap still applies, but indemnities are uncapped: the contract’s liability cap leaves them out (“${leftOut}”).`
        : 'This sentence does not lift the contract’s liability cap.';
  return withHeadline(finding, finding.headline.replace(CAP_STILL_APPLIES, capTold));
}

/**
 * A cap that names only the other side leaves claims against the reader uncapped in every case; claims the
 * reader brings stay under it, so what the clause tells of those is kept.
 */
function withOthersCapRead(
  finding: ContractFinding,
  cap: LiabilityCap,
  readerNames: readonly string[],
): ContractFinding {
  const parties = cappedParties(cap);
  if (!parties || readerNames.length === 0 || parties.some((party) => namesReader(party, readerNames))) return finding;
  const headline = finding.headline.replace(
    ONLY_CARVE_OUTS_UNCAPPED,
    `The contract caps only ${cappedLiability(cap)}, so a claim against you is uncapped in every case.`,
  );
  if (headline === finding.headline) return finding;
  const retold = withHeadline(finding, headline);
  if (retold.change !== LIMIT_ASK) return retold;
  return withChange(retold, `Ask for a cap on your own total liability too, like the one on ${cappedLiability(cap)}.`);
}

/** A cap whose carve-outs name indemnities leaves them uncapped as well as the cases the exclusion carves out. */
function withIndemnitiesLeftOutRead(
  finding: ContractFinding,
  cap: LiabilityCap,
  sentences: readonly Sentence[],
): ContractFinding {
  const leftOut = indemnitiesLeftOut(cap, sentences);
  if (leftOut === undefined || !finding.headline.includes(ONLY_CARVE_OUTS_UNCAPPED)) return finding;
  return withHeadline(
    finding,
    finding.headline.replace(
      ONLY_CARVE_OUTS_UNCAPPED,
      `The cases it carves out of the exclusion are uncapped, and indemnities are uncapped too: the contract’s liability cap leaves them out (“${leftOut}”).`,
    ),
  );
}

/** "The contract caps no liability, so …", or, where the rest of the deal is elsewhere, not found in this file. */
function uncappedInEveryCase(absence: NoCapFound): string {
  const uncapped = absence.kind === 'none' ? 'is uncapped' : 'may be uncapped';
  return `${upperFirst(noCapTold(absence))}, so a claim against you ${uncapped} in every case.`;
}

type NoCapFound = Exclude<CapAbsence, { kind: 'unread' }>;

function withNoCapRead(finding: ContractFinding, absence: NoCapFound): ContractFinding {
  const giver = finding.headline.includes(ONLY_CARVE_OUTS_UNCAPPED);
  // Told for both parties alike, the recovery sentence that follows already names what the carve-outs open.
  const both = finding.headline.includes(CARVE_OUTS_RECOVER);
  const everyCase = uncappedInEveryCase(absence);
  const headline = giver
    ? finding.headline.replace(
        ONLY_CARVE_OUTS_UNCAPPED,
        both
          ? everyCase
          : `${everyCase.replace(/\.$/u, '')}; in the cases it carves out of the exclusion, indirect losses such as lost profits can be claimed too.`,
      )
    : finding.headline.replace(
        CARVE_OUTS_RECOVER,
        `${upperFirst(noCapTold(absence))}; in the cases it carves out of the exclusion you can also recover indirect losses such as lost profits, which it otherwise excludes.`,
      );
  if (headline === finding.headline) return finding;
  const retold = withHeadline(finding, headline);
  const detailed = {
    ...retold,
    finding: {
      ...retold.finding,
      description: retold.finding.description.replace(
        ONLY_THERE_FULL_LOSS,
        'only there may the liable party have to pay indirect losses as well.',
      ),
    },
  };
  if (detailed.change === KEEP_ASK) {
    return withChange(
      detailed,
      'Check which of your likely losses count as indirect: outside the cases it carves out, the exclusion shuts those out.',
    );
  }
  if (detailed.change === LIMIT_ASK) {
    return withChange(
      detailed,
      `Ask for a cap on each party’s total liability, for example the fees paid in the last 12 months: ${absence.kind === 'none' ? 'the contract caps none' : 'none was found in this file'}.`,
    );
  }
  return detailed;
}

// The cases a clause may leave uncapped, each with the words that name it.
const UNCAPPED_CASES: readonly { name: string; named: RegExp }[] = [
  { name: 'fraud', named: /\bfraud\w*/iu },
  {
    name: 'wilful misconduct',
    named: /\b(?:wil(?:l)?ful|intentional)\s+(?:mis)?conduct\b|\bwil(?:l)?ful\s+default\b/iu,
  },
  { name: 'gross negligence', named: /\bgross(?:ly)?\s+negligen\w*/iu },
  { name: 'breaches of confidentiality', named: /\bconfidential\w*/iu },
  { name: 'data breaches', named: /\b(?:personal\s+)?data\b|\bprivacy\b|\bsecurity\s+breach\w*/iu },
  { name: 'indemnities', named: /\bindemni\w*/iu },
  { name: 'death or personal injury', named: /\bdeath\b|\bbodily\s+injur\w*|\bpersonal\s+injur\w*/iu },
  { name: 'infringement', named: /\binfring\w*|\bmisappropriat\w*/iu },
];
// Where the clause opens its exceptions: "except for …", "excluding …", "shall not apply to …".
const CARVES_OUT =
  /\b(?:except|excepting|excluding|other\s+than|save\s+for|unless|shall\s+not\s+apply\s+to|does\s+not\s+apply\s+to|not\s+limit)\b/iu;

/**
 * "Keep the uncapped cases that protect you, such as confidentiality and data breaches" names cases as
 * examples; a clause that leaves other cases uncapped is told its own ones, so the reader is not
 * asked to keep carve-outs the contract does not have.
 */
function withKeptCasesNamed(finding: ContractFinding, quoted: string, sentences: readonly Sentence[]): ContractFinding {
  if (finding.change !== KEEP_ASK && finding.change !== LIMIT_ASK) return finding;
  const opening = CARVES_OUT.exec(quoted);
  const cases = opening
    ? UNCAPPED_CASES.filter(({ named }) => named.test(quoted.slice(opening.index))).map(({ name }) => name)
    : [];
  if (finding.change === LIMIT_ASK) {
    // Only fraud and wilful misconduct left outside, with a cap on the rest: the ask is what the contract says.
    const onlyMisconduct = cases.length > 0 && cases.every((name) => name === 'fraud' || name === 'wilful misconduct');
    if (!onlyMisconduct || statedLiabilityCap(sentences) === undefined) return finding;
    return withNothingLeftToAsk(
      finding,
      `No change needed: the only cases it leaves outside the limit are ${listOf(cases)}, and the contract caps the rest.`,
    );
  }
  if (cases.includes('breaches of confidentiality') && cases.includes('data breaches')) return finding;
  return withChange(
    finding,
    cases.length > 0
      ? `Keep the uncapped cases that protect you; here they are ${listOf(cases)}.`
      : 'Keep the uncapped cases that protect you.',
  );
}

/**
 * Claims lifted out of one cap and capped by another sentence are not uncapped: told which cap they fall under,
 * with the figure to check rather than a full loss to fear or to keep.
 */
function withCapElsewhereTold(finding: ContractFinding, { claims, amount }: CapElsewhere): ContractFinding {
  const headline = `Liability for ${claims} is outside the cap this sentence names, but another clause caps it at ${amount}: those claims are capped, at a different amount.`;
  const retold = withHeadline(finding, headline);
  const description = retold.finding.description.replace(
    /^Some claims are not capped at all: the liable party may have to pay the full loss\./u,
    'This moves some claims from one liability cap to another.',
  );
  return withChange(
    { ...retold, finding: { ...retold.finding, description } },
    `Check the figure of ${amount}: it is the most those claims can cost or recover.`,
  );
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
