import type { Sentence } from '../../text/sentences';
import { withHeadline } from './advice-change';
import type { ContractFinding } from './key-findings';
import { cappedLiability, type LiabilityCap } from './liability-cap';
import { capAsTold } from './stated-cap';
import { isTokenSum } from './token-cap';

/**
 * What a limit on liability leaves the reader, told with what the contract says of it: the figure of the
 * cap ("you may recover only part of it" alone does not say how much), and the cases an exclusion of kinds
 * of loss excepts (an exclusion told without them reads as absolute).
 */

// The rule's general impact of a limit on the reader's claims, which names no amount.
const ONLY_PART = 'you may recover only part of it';
const NEXT_TO_NOTHING = 'you could recover next to nothing, whatever the loss';
// Kinds of loss an exclusion shuts out.
const KINDS_OF_LOSS = /\b(?:consequential|indirect|incidental|special|punitive|exemplary)\b|\blost\s+profits?\b/iu;
// An exception the sentence makes after what it excludes, up to the end of its clause: "except where such damages
// arise from gross negligence", "other than for breach of Section 1.1" (a section number's point ends nothing).
const EXCEPTION_AFTER =
  /\b(?:except|excepting|other\s+than|save\s+(?:for|where|in|to)|unless)\b(?:[^.;]|\.(?=\d))*?(?=\s*(?:[.;]|$|,\s+(?:and|or|whether|regardless|even|provided|in\s+no\s+event)\b))/iu;
// An exception that opens the sentence, up to the comma that ends it ("Except for breaches of Section 7, in no event …",
// "Except to the extent caused by wilful misconduct, neither Company nor …").
const LEADING_EXCEPTION =
  /^\s*(?:\(?[\da-z]{1,3}(?:\.\d+)*[.)]\s+)?((?:except|excepting|other\s+than|save|unless)\b[^,;]{3,220}?)\s*,/iu;
// An exception that points elsewhere and names no case: "except as otherwise provided in this Agreement".
const POINTER_ONLY =
  /^(?:except|unless)\s+(?:as\s+)?(?:otherwise\s+|expressly\s+)*(?:provided|set\s+(?:forth|out)|stated|agreed|specified|permitted|required)\b/iu;
// The note telling only the words of an exception, which the exception told in full makes redundant.
const EXCEPTION_WORDS_NOTE = / It has exceptions \([^)]*\), which the full clause sets out\./u;

// A sentence keeping liability no clause of the contract excludes: "Nothing in these Terms excludes or limits
// liability for fraud or for death or personal injury caused by negligence" (group 1: what it keeps).
const NOTHING_EXCLUDES =
  /\bnothing\s+in\b[^.;]{0,80}?\b(?:excludes?|limits?|restricts?)\b[^.;]{0,40}?\b(liabilit(?:y|ies)\s+(?:for|that|which|arising)\b[^.;]{3,300})/iu;

/** The finding on a limit of the reader's claims, told with the cap's figure and the exclusion's exceptions. */
export function withLiabilityLimitTold(
  finding: ContractFinding,
  quoted: string,
  cap: LiabilityCap | undefined,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'limitation-of-liability' || finding.missing) return finding;
  return withExceptionTold(withCapFigureTold(finding, quoted, cap), quoted, sentences);
}

/**
 * "You may recover only part of it" is told with how much: the cap the quoted sentence sets, or the one another
 * clause sets. A cap set at an amount another document states is told with where its figure stands.
 */
function withCapFigureTold(finding: ContractFinding, quoted: string, cap: LiabilityCap | undefined): ContractFinding {
  if (!cap || !finding.headline.includes(ONLY_PART)) return finding;
  const inThisSentence = cap.sentence.text === quoted;
  const told = `${inThisSentence ? 'It' : 'Another clause'} caps ${cappedLiability(cap)} at ${capAsTold(cap)}.`;
  // A token sum leaves next to nothing to recover, which "only part" understates.
  const headline = isTokenSum(cap.cap) ? finding.headline.replace(ONLY_PART, NEXT_TO_NOTHING) : finding.headline;
  return withHeadline(finding, `${headline} ${told}`);
}

/**
 * An exclusion of kinds of loss with an exception in its sentence is told with that exception, in its words; one
 * with none, where another sentence keeps some liability out of every limit ("Nothing in these Terms excludes
 * liability for fraud"), with what that sentence keeps.
 */
function withExceptionTold(finding: ContractFinding, quoted: string, sentences: readonly Sentence[]): ContractFinding {
  if (!KINDS_OF_LOSS.test(quoted)) return finding;
  const exception = exceptionOf(quoted);
  const kept = exception ? undefined : keptElsewhere(quoted, sentences);
  if (!exception && !kept) return finding;
  const told = exception
    ? `This exclusion does not apply in the cases it excepts (“${exception}”).`
    : `Another clause keeps ${kept} outside every limit.`;
  const read = withHeadline(finding, `${finding.headline} ${told}`);
  const description = read.finding.description.replace(EXCEPTION_WORDS_NOTE, '');
  return { ...read, finding: { ...read.finding, description } };
}

/** The exception the sentence makes, as written (in lower case when the sentence is in capitals). */
export function exceptionOf(sentence: string): string | undefined {
  const flat = sentence.replace(/\s+/gu, ' ');
  const leading = LEADING_EXCEPTION.exec(flat)?.[1];
  const found = (leading ?? EXCEPTION_AFTER.exec(flat)?.[0])?.trim();
  if (!found || POINTER_ONLY.test(found)) return undefined;
  return found === found.toUpperCase() ? found.toLowerCase() : found;
}

/** What a sentence other than the quoted one keeps outside every limit on liability, as it words it. */
function keptElsewhere(quoted: string, sentences: readonly Sentence[]): string | undefined {
  for (const { text } of sentences) {
    if (text === quoted) continue;
    const kept = NOTHING_EXCLUDES.exec(text.replace(/\s+/gu, ' '))?.[1]?.trim();
    if (kept) return `“${kept === kept.toUpperCase() ? kept.toLowerCase() : kept}”`;
  }
  return undefined;
}
