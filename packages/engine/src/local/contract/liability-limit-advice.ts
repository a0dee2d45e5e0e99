import type { Sentence } from '../../text/sentences';
import { listOf } from '../wording';
import { withChange, withHeadline } from './advice-change';
import { INDEMNIFY } from './clause-operatives';
import type { OrientedClause } from './clause-orientation';
import type { ContractFinding } from './key-findings';
import { cappedLiability } from './liability-cap';
import { capAsTold, statedLiabilityCap } from './stated-cap';

// The rule's two asks to a reader whose claims are limited: of a cap, and of an exclusion of kinds of loss.
const CAP_ASK = 'Ask for a higher cap, and for exceptions for gross negligence, data breaches and confidentiality.';
const EXCLUSION_ASK =
  'Check which of your likely losses count as indirect, and ask that breaches of confidentiality and the other side’s indemnities fall outside the exclusion.';

// The exceptions a reader asks for, each with the words that show a limit already makes it.
const EXCEPTIONS: readonly { ask: string; made: RegExp }[] = [
  { ask: 'gross negligence', made: /\bgross(?:ly)?\s+negligen\w*|\bwil(?:l)?ful\s+(?:misconduct|default)/iu },
  { ask: 'data breaches', made: /\b(?:personal\s+)?data\b|\bprivacy\b|\bsecurity\s+breach\w*/iu },
  { ask: 'confidentiality', made: /\bconfidential\w*/iu },
];
// Where a limit makes an exception: "except for …", "shall not apply to …", "excluding …".
const EXCEPTED =
  /\b(?:except|excepting|excluding|other\s+than|save\s+for|shall\s+not\s+apply\s+to|does\s+not\s+apply\s+to)\b/iu;
// A duty of confidence, in any words the clause detection may not take as the clause itself.
const CONFIDENCE = /\bconfidential(?:ity)?\b|\bnon-?disclosure\b|\bproprietary\s+information\b/iu;
const ABOUT_LIABILITY = /\bliab(?:le|ility|ilities)\b/iu;

/**
 * The asks made of a limit on the other side's liability, each checked against the contract: an
 * exception a limit already makes (in its own sentence or another sentence on liability) is not asked
 * for; a carve-out for the other side's indemnities is asked only where the other side indemnifies
 * (or may), and one for confidentiality only where the contract has a duty of confidence.
 */
export function withLiabilityLimitAsksRead(
  finding: ContractFinding,
  quoted: string,
  context: { sentences: readonly Sentence[]; clauses: readonly Pick<OrientedClause, 'rule' | 'relation'>[] },
): ContractFinding {
  if (finding.rule.id !== 'limitation-of-liability' || finding.missing) return finding;
  const read = withDirectLossCapRead(finding, quoted, context.sentences);
  if (read !== finding) return withLiabilityLimitAsksRead(read, quoted, context);
  if (finding.change === CAP_ASK) {
    return withExceptionsRead(withCapByReferenceTold(finding, quoted, context.sentences), quoted, context.sentences);
  }
  if (finding.change === EXCLUSION_ASK) return withCarveOutsThatExist(finding, context);
  return finding;
}

/**
 * A cap at an amount another document sets (a cover page, an order form) is told as the cap it is, with
 * where its figure stands: "If the other side causes you a loss, you may recover only part of it" alone
 * leaves the reader thinking the terms give no figure at all.
 */
function withCapByReferenceTold(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
): ContractFinding {
  const cap = statedLiabilityCap(sentences);
  if (cap?.setIn === undefined || cap.sentence.text !== quoted) return finding;
  return withHeadline(finding, `${finding.headline} It caps ${cappedLiability(cap)} at ${capAsTold(cap)}.`);
}

function withExceptionsRead(finding: ContractFinding, quoted: string, sentences: readonly Sentence[]): ContractFinding {
  const limits = [quoted, ...sentences.map(({ text }) => text)].filter(
    (text) => ABOUT_LIABILITY.test(text) && EXCEPTED.test(text),
  );
  const wanted = EXCEPTIONS.filter(({ made }) => !limits.some((text) => exceptionAfter(text, made))).map(
    ({ ask }) => ask,
  );
  // A limit with no amount (an apportionment, an exclusion of kinds of loss) has no cap to raise.
  const cap = statedLiabilityCap(sentences);
  const capped = cap !== undefined;
  // A cap set at an amount another document states is a cap whose figure the reader has yet to see.
  const byReference = cap?.setIn !== undefined;
  if (capped && !byReference && wanted.length === EXCEPTIONS.length) return finding;
  const head = !capped
    ? 'The contract sets no cap on the amount; check which of your losses this limit leaves you unable to recover'
    : byReference
      ? `Check the figure of ${cap.cap} before you sign; ask for a higher one if it is low`
      : 'Ask for a higher cap';
  const change =
    wanted.length > 0
      ? `${head}, and ${capped ? '' : 'ask '}for exceptions for ${listOf(wanted)}.`
      : `${head}; it already excepts gross negligence, data breaches and confidentiality.`;
  return withChange(finding, change);
}

/** The exception words come after the words that open an exception ("except for its gross negligence"). */
function exceptionAfter(text: string, made: RegExp): boolean {
  const opening = EXCEPTED.exec(text);
  return opening !== null && made.test(text.slice(opening.index));
}

function withCarveOutsThatExist(
  finding: ContractFinding,
  {
    sentences,
    clauses,
  }: { sentences: readonly Sentence[]; clauses: readonly Pick<OrientedClause, 'rule' | 'relation'>[] },
): ContractFinding {
  const indemnities = clauses.filter((clause) => clause.rule.id === 'indemnification');
  // An indemnity the reader gives is no protection of the reader's to carve out; one the detection
  // did not read is kept as a possibility.
  const indemnified =
    indemnities.some((clause) => clause.relation !== 'owes') ||
    (indemnities.length === 0 && sentences.some(({ text }) => INDEMNIFY.test(text)));
  const confidential =
    clauses.some((clause) => clause.rule.id === 'confidentiality') ||
    sentences.some(({ text }) => CONFIDENCE.test(text));
  if (indemnified && confidential) return finding;
  const carveOuts = [
    confidential ? 'breaches of confidentiality' : undefined,
    indemnified ? 'the other side’s indemnities' : undefined,
  ].filter((carveOut): carveOut is string => carveOut !== undefined);
  const change =
    carveOuts.length > 0
      ? `Check which of your likely losses count as indirect, and ask that ${listOf(carveOuts)} fall outside the exclusion.`
      : 'Check which of your likely losses count as indirect: the exclusion shuts those out.';
  return withChange(finding, change);
}

// What the rule tells of an exclusion of kinds of loss, true only where no other clause caps the rest.
const DIRECT_LOSS_LEFT = 'this exclusion leaves claims for direct loss as they are';

/**
 * An exclusion of indirect loss leaves direct loss "as it is" only where the contract caps nothing;
 * where another clause caps liability, the reader is told that cap instead.
 */
function withDirectLossCapRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
): ContractFinding {
  if (!finding.finding.description.includes(DIRECT_LOSS_LEFT) && !finding.headline.includes(DIRECT_LOSS_LEFT)) {
    return finding;
  }
  const cap = statedLiabilityCap(sentences);
  if (!cap || cap.sentence.text === quoted) return finding;
  const told = `this exclusion does not reach direct loss, but another clause caps ${cappedLiability(cap)} at ${capAsTold(cap)}`;
  return {
    ...finding,
    headline: finding.headline.replaceAll(DIRECT_LOSS_LEFT, told),
    finding: { ...finding.finding, description: finding.finding.description.replaceAll(DIRECT_LOSS_LEFT, told) },
  };
}
