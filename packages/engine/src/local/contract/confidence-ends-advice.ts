import type { Sentence } from '../../text/sentences';
import { withHeadline } from './advice-change';
import { confidenceOutlastsTheEnd } from './confidentiality-survival-advice';
import type { ContractFinding } from './key-findings';
import { LEVEL_SCORE } from './risk-levels';

/**
 * A duty of confidence the contract ends with everything else: "on termination, each party's rights and
 * obligations under this agreement will cease", with no sentence keeping confidence alive after the end. A
 * reader whose information the duty protects is then protected only until the agreement ends, which "no change
 * needed" hides; the ask is for the duty to survive. Read from the sentences, never from particular documents.
 */

// Every duty ended at the end: "on termination … all obligations … shall cease", "the parties' rights and obligations
// will terminate upon expiry". A sentence that keeps some ("except accrued payment obligations") still ends confidence
// unless it names it, which the survival reading looks for.
const EVERY_DUTY_ENDS = [
  /\b(?:on|upon|after|following|at)\s+(?:the\s+)?(?:termination|expiration|expiry|end)\b[^.;]{0,160}?\b(?:all|each\s+party['’]s|the\s+parties['’]|their|its)\s+(?:respective\s+)?(?:rights\s+and\s+)?(?:obligations|duties)\b[^.;]{0,80}?\b(?:shall|will)\s+(?:immediately\s+)?(?:cease|end|terminate|expire|lapse)\b/iu,
  /\b(?:all|each\s+party['’]s|the\s+parties['’])\s+(?:respective\s+)?(?:rights\s+and\s+)?(?:obligations|duties)\b[^.;]{0,80}?\b(?:shall|will)\s+(?:immediately\s+)?(?:cease|end|terminate|expire|lapse)\s+(?:immediately\s+)?(?:on|upon|at)\s+(?:the\s+)?(?:termination|expiration|expiry|end)\b/iu,
];
// A sentence on the end of the agreement that keeps confidence alive in its own words.
const KEEPS_CONFIDENCE = /\bconfidential\w*|\bnon-?disclosure\b/iu;

/** The sentence ending every duty at the end, where nothing keeps the duty of confidence after it. */
export function everyDutyEndsWithTheAgreement(sentences: readonly Sentence[]): Sentence | undefined {
  if (confidenceOutlastsTheEnd(sentences)) return undefined;
  return sentences.find(
    ({ text }) => EVERY_DUTY_ENDS.some((pattern) => pattern.test(text)) && !KEEPS_CONFIDENCE.test(text),
  );
}

/** The duty protecting the reader's information is told as ending with the agreement, and its survival is asked for. */
export function withConfidenceEndingTold(finding: ContractFinding, sentences: readonly Sentence[]): ContractFinding {
  if (finding.rule.id !== 'confidentiality' || finding.missing || finding.readerRelation === 'owes') return finding;
  if (!everyDutyEndsWithTheAgreement(sentences)) return finding;
  const told = withHeadline(
    finding,
    `${finding.headline} Another clause ends every duty under the agreement when it ends, and none keeps this one alive, so what you share is protected only until then.`,
  );
  // A point to negotiate, not one to note: told at medium level, the ask as the whole recommendation.
  const level = told.finding.type === 'low' ? 'medium' : told.finding.type;
  return {
    ...told,
    change: SURVIVAL_ASK,
    finding: {
      ...told.finding,
      type: level,
      score: level === 'medium' ? Math.max(told.finding.score, LEVEL_SCORE.medium) : told.finding.score,
      recommendation: SURVIVAL_ASK,
    },
  };
}

const SURVIVAL_ASK =
  'Ask that the duty of confidence survive the end of the agreement, for as long as what you share stays sensitive.';
