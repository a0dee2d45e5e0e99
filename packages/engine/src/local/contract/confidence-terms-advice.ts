import type { Sentence } from '../../text/sentences';
import { listOf } from '../wording';
import { withChange, withHeadline } from './advice-change';
import type { OrientedClause } from './clause-orientation';
import type { ContractFinding } from './key-findings';
import { itemsWithLeadIns } from './list-lead-ins';
import { secrecyDisclaimed } from './secrecy-disclaimed';

/**
 * A duty of confidence that binds one party only is told from the reader's place in it, read from who
 * "shall not disclose", not from the topic: the bound reader is told its duties (what it must do, for how
 * long, what is excluded, giving the material back, the remedy against it); the protected reader is told
 * how well its information is kept and where the protection stops. What the agreement gives is never asked for.
 */

// The agreement's terms on confidence, each read from its own words anywhere in the contract.
const CONFIDENCE = /\bconfidential\w*|\bnon-?disclosure\b|\bproprietary\s+information\b|\bthese\s+obligations\b/iu;
const EXCLUSION_OPENING =
  /\b(?:do(?:es)?|shall|will)\s+not\s+(?:apply|include|extend)\b|\bdoes\s+not\s+include\b|\bexclud\w*|\bexcept(?:ion)?s?\b|\bnot\s+(?:be\s+)?(?:considered|deemed)\s+confidential\b/iu;
// Information that is public: "publicly available", "in the public domain", "becomes public" (not "a public offering").
const PUBLIC =
  /\bpublic(?:ly)?\s+(?:available|known|domain|knowledge)\b|\bpublic\s+domain\b|\bgenerally\s+(?:available|known)\b|\b(?:is|are|was|becomes?|became|made)\s+(?:\w+\s+){0,2}?public\b(?!\s+(?:offering|company|companies|entity|authority|body|sector|market|filing|announcement))/iu;
const ALREADY_KNOWN =
  /\balready\s+(?:knew|known|ha[ds]|possessed|in\s+(?:its|their|the)\s+possession)\b|\b(?:known|possessed)\b[^.;]{0,40}\b(?:before|prior\s+to)\s+(?:the\s+)?(?:its\s+)?disclosure\b|\bindependently\s+develop\w*/iu;
// A period the duty lasts: "continue for three (3) years", "for a period of five years after disclosure".
const PERIOD =
  /\b(?:continue|last|remain|survive|apply|in\s+effect|in\s+force|bound)\w*\b[^.;]{0,60}?\bfor\s+(?:a\s+period\s+of\s+)?((?:\w+\s+)?(?:\(\d+\)\s+)?(?:years?|months?)(?:\s+(?:after|from|following)\s+[^.;,]{3,60})?)/iu;
const FOREVER =
  /\bin\s+perpetuity\b|\bperpetual(?:ly)?\b|\bindefinitely\b|\bno\s+time\s+limit\b|\bso\s+long\s+as\b[^.;]{0,60}\bsecret\b/iu;
// Giving the material back: "return or destroy", "return to Acme all items … containing Proprietary Information".
// The material may be described at length between the verb and what it holds: "return all materials, including any
// notes or summaries derived from them, that contain the Client's Confidential Information".
const RETURN =
  /\breturn\b[^.;]{0,240}\bdestroy\w*|\bdestroy\w*\b[^.;]{0,60}\breturn\w*|\breturn\b[^.;]{0,40}\b(?:all|any)\b[^.;]{0,160}\b(?:confidential|proprietary\s+information)/iu;
// What the duty of confidence protects, named in a sentence on giving material back: not data of another kind
// (health records, personal data), which its own clause governs.
const DISCLOSED_MATERIAL = /\b(?:materials?|documents?|copies|information|data)\b/iu;
const OTHER_KIND_OF_DATA =
  /\b(?:personal|health|protected|patient|medical|customer|cardholder)\s+(?:data|information)\b|\bPHI\b|\bePHI\b/u;
// When it must be given back: on request, or when the agreement ends.
const ON_REQUEST = /\b(?:request\w*|ask\w*|demand\w*)\b/iu;
const AT_END = /\b(?:terminat\w+|expir\w+|end\s+of|completion)\b/iu;
type ReturnTime = 'asked' | 'at-end' | 'unstated';
const RETURN_WHEN: Record<ReturnTime, string> = {
  asked: ' when asked',
  'at-end': ' when the agreement ends',
  unstated: '',
};

/** Whether and when the contract has the information the duty protects given back or destroyed. */
function returnTime(texts: readonly string[]): ReturnTime | undefined {
  const returning = texts.filter(
    (text) =>
      RETURN.test(text) && (CONFIDENCE.test(text) || (DISCLOSED_MATERIAL.test(text) && !OTHER_KIND_OF_DATA.test(text))),
  );
  if (returning.length === 0) return undefined;
  if (returning.some((text) => ON_REQUEST.test(text))) return 'asked';
  return returning.some((text) => AT_END.test(text)) ? 'at-end' : 'unstated';
}

const REMEDY = /\binjunct\w*|\bequitable\s+relief\b|\bspecific\s+performance\b|\birreparable\b/iu;
// A use limited to the deal: "use it only for", "solely for the purpose", "not … except in performing the Services, use".
// A bar on any other use: "not to use the Confidential Information in any manner other than as required for the Services".
const USE_LIMIT =
  /\buse\b[^.;]{0,60}\b(?:only|solely|exclusively)\s+(?:for|to)\b|\bnot\s+(?:to\s+)?use\b[^.;]{0,80}?\b(?:other\s+than|except)\s+(?:as\s+)?(?:is\s+)?(?:\w+\s+)?(?:required|necessary|needed|for|to|in)\b|\b(?:only|solely)\s+for\s+the\s+purpose\b|\bnot\b[^.;]{0,40}\bexcept\s+(?:in|for|as\s+(?:needed|necessary|required)\s+(?:for|to))\s+(?:\w+\s+){0,3}?(?:performing|performance|providing|the\s+purpose)\b[^.;]{0,40}?\buse\b/iu;

interface ConfidenceTerms {
  publicExcluded: boolean;
  knownExcluded: boolean;
  period: string | undefined;
  forever: boolean;
  returned: ReturnTime | undefined;
  remedy: boolean;
  useLimited: boolean;
}

function confidenceTerms(sentences: readonly Sentence[]): ConfidenceTerms {
  // A list's items are read with the lead-in that opens them ("On request, the Consultant shall: (a) return …").
  const texts = [...sentences.map(({ text }) => text), ...itemsWithLeadIns(sentences).map(({ text }) => text)];
  const exclusions = texts.filter((text) => EXCLUSION_OPENING.test(text));
  const aboutConfidence = texts.filter((text) => CONFIDENCE.test(text) || /\bobligations\b/iu.test(text));
  return {
    publicExcluded: exclusions.some((text) => PUBLIC.test(text)),
    knownExcluded: exclusions.some((text) => ALREADY_KNOWN.test(text)),
    period: aboutConfidence.map((text) => PERIOD.exec(text)?.[1]).find((period) => period !== undefined),
    forever: aboutConfidence.some((text) => FOREVER.test(text)),
    returned: returnTime(texts),
    remedy: texts.some((text) => REMEDY.test(text)),
    useLimited: texts.some((text) => USE_LIMIT.test(text) && CONFIDENCE.test(text)),
  };
}

// The rule's asks, to the bound side and to the protected side (`information-and-quality-clause-rules.ts`).
const COVER_ASK = 'Make sure it covers everything you will share';
const COVER_AND_SURVIVAL_ASK = `${COVER_ASK} and survives the end of the agreement.`;
const BOUND_ASK = 'Make sure it excludes information that is public or that you already knew, and has an end date.';

/** The finding on a one-way duty of confidence, told to the side the reader is on. */
export function withConfidenceTermsRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
  clauses: readonly Pick<OrientedClause, 'rule' | 'relation' | 'sentence' | 'giver'>[],
  otherSideIsGovernment = false,
): ContractFinding {
  if (finding.rule.id !== 'confidentiality' || finding.missing) return finding;
  const clause = clauses.find(
    (candidate) => candidate.rule.id === 'confidentiality' && candidate.sentence.text === quoted,
  );
  if (clause?.relation !== 'owes' && clause?.relation !== 'benefits') return finding;
  // A sentence that only denies secrecy is promised binds no one to keep it: there are no duties to tell.
  if (secrecyDisclaimed(quoted)) return finding;
  const terms = confidenceTerms(sentences);
  return clause.relation === 'owes'
    ? toldToBoundSide(finding, terms)
    : toldToProtectedSide(finding, terms, clause.giver, otherSideIsGovernment);
}

function lasting(terms: ConfidenceTerms): string | undefined {
  if (terms.forever) return ', with no end';
  return terms.period ? `, for ${terms.period}` : undefined;
}

function toldToBoundSide(finding: ContractFinding, terms: ConfidenceTerms): ContractFinding {
  const duties = [
    `Your side must keep the other side’s information secret${terms.useLimited ? ' and use it only for the stated purpose' : ''}${lasting(terms) ?? ''}`,
    terms.returned ? `return or destroy it${RETURN_WHEN[terms.returned]}` : undefined,
  ].filter((duty): duty is string => duty !== undefined);
  const remedy = terms.remedy
    ? ' The other side may seek an injunction (a court order) against your side to stop a breach.'
    : '';
  const told = withHeadline(finding, `${finding.headline} ${listOf(duties)}.${remedy}`);
  if (finding.change !== BOUND_ASK) return told;
  const excluded = [
    terms.publicExcluded ? 'that is public' : undefined,
    terms.knownExcluded ? 'that you already knew' : undefined,
  ].filter((kind): kind is string => kind !== undefined);
  const missing = [
    terms.publicExcluded ? undefined : 'that is public',
    terms.knownExcluded ? undefined : 'that you already knew',
  ].filter((kind): kind is string => kind !== undefined);
  const ends = terms.period !== undefined && !terms.forever;
  const given = [
    excluded.length > 0 ? `it already excludes information ${excluded.join(' or ')}` : undefined,
    ends ? `it already ends (${terms.period})` : undefined,
  ].filter((note): note is string => note !== undefined);
  const asked = [
    missing.length > 0 ? `excludes information ${missing.join(' or ')}` : undefined,
    ends ? undefined : 'has an end date',
  ].filter((ask): ask is string => ask !== undefined);
  if (asked.length === 0) return withChange(told, `No change needed: ${given.join(', and ')}.`);
  const ask = `Make sure it ${asked.join(', and ')}`;
  return withChange(told, given.length > 0 ? `${ask}; ${given.join(', and ')}.` : `${ask}.`);
}

function toldToProtectedSide(
  finding: ContractFinding,
  terms: ConfidenceTerms,
  giver: string | undefined,
  government: boolean,
): ContractFinding {
  const bound = giver ?? 'The other side';
  const period = lasting(terms);
  const protection = `${bound} must keep your information secret${terms.useLimited ? ' and use it only for the stated purpose' : ''}${period ?? ''}${period && !terms.forever ? '; after that your information is no longer protected' : ''}.`;
  // The ask for cover and survival (`confidentiality-survival-advice.ts`) already speaks to how long it lasts.
  const coverAsked = finding.change.startsWith(COVER_ASK);
  const gaps = [
    period || coverAsked ? undefined : 'say how long the duty lasts (for trade secrets, as long as they stay secret)',
    // A government body keeps records by law and is seldom open to an injunction: neither is asked of it.
    terms.returned || government ? undefined : `require ${bound} to return or destroy your material when you ask`,
    terms.useLimited ? undefined : 'limit its use of your information to the stated purpose',
    terms.remedy || government ? undefined : 'confirm you may seek an injunction (a court order) to stop a breach',
  ].filter((gap): gap is string => gap !== undefined);
  const told = withHeadline(finding, `It protects what you share. ${protection}`);
  const gapAsk = gaps.length > 0 ? `ask for the agreement to ${listOf(gaps)}` : undefined;
  // A period read here that the survival reading missed ("the Receiving Party's obligations survive for five years").
  const cover =
    coverAsked && finding.change === COVER_AND_SURVIVAL_ASK && period && !terms.forever
      ? `${COVER_ASK}; it already lasts for ${terms.period}, so check that is long enough for what you share.`
      : finding.change;
  if (coverAsked) return withChange(told, gapAsk ? `${cover} Also ${gapAsk}.` : cover);
  const change = gapAsk
    ? `${gapAsk.charAt(0).toUpperCase()}${gapAsk.slice(1)}; mark what you share as confidential and keep a record of it.`
    : `No change needed: ${listOf(
        [
          `${bound} must keep it secret`,
          terms.returned ? `give it back or destroy it${RETURN_WHEN[terms.returned]}` : undefined,
          terms.remedy ? 'you may seek an injunction to stop a breach' : undefined,
        ].filter((term): term is string => term !== undefined),
      )}; mark what you share as confidential and keep a record of it.`;
  return withChange(told, change);
}
