import type { Sentence } from '../../text/sentences';
import { listOf } from '../wording';
import { type CapAbsence, capAbsence } from './absence-check';
import { withChange } from './advice-change';
import { CAP_EXCEPTIONS, type CarveOuts } from './cap-carve-outs';
import { INDEMNIFY } from './clause-operatives';
import type { OrientedClause } from './clause-orientation';
import type { ContractProvisions } from './contract-provisions';
import { headsExcludedOutright } from './exclusion-reach';
import type { ContractFinding } from './key-findings';
import { cappedLiability, type LiabilityCap } from './liability-cap';
import { namesReader } from './reader-named';
import { capAsTold } from './stated-cap';

// The rule's two asks to a reader whose claims are limited: of a cap, and of an exclusion of kinds of loss.
const CAP_ASK = 'Ask for a higher cap, and for exceptions for gross negligence, data breaches and confidentiality.';
const EXCLUSION_ASK =
  'Check which of your likely losses count as indirect, and ask that breaches of confidentiality and the other side’s indemnities fall outside the exclusion.';

// The exceptions a reader asks of a cap (an indemnity carve-out is asked of an exclusion, below).
const EXCEPTIONS = CAP_EXCEPTIONS.filter(({ ask }) => ask !== 'indemnities');
// A duty of confidence, in any words the clause detection may not take as the clause itself: information kept
// confidential or in confidence, not disclosed, or a defined "Confidential Information". The word alone is no duty
// between the parties ("subcontractors bound by confidentiality agreements", "e-mail offers limited confidentiality").
const CONFIDENCE =
  /\b(?:keep|kept|hold|held|treat|treated|maintain|preserve)\b[^.;]{0,100}?\b(?:confidential|in\s+(?:strict\s+)?confidence|secret)\b|\bnot\s+(?:to\s+)?(?:disclose|divulge|reveal)\b|\bConfidential\s+Information\b|\bProprietary\s+Information\b|\bnon-?disclosure\s+(?:obligations?|undertakings?)\b|\b(?:duty|duties|obligations?)\s+of\s+(?:confidentiality|confidence|non-?disclosure)\b|\bconfidentiality\s+(?:obligations?|undertakings?)\s+(?:in|under|of)\s+(?:this|these)\b/u;
// A duty only the reader bears, said to "you": "You will keep your credentials confidential", "You promise not to
// disclose …", "it is important that you keep that information secret".
const READER_BOUND =
  /^[^.;]{0,30}?\byou\s+(?:will|shall|must|agree|are\s+responsible|promise|undertake|should|may\s+not|are\s+not\s+allowed|aren['’]t\s+allowed)\b|\byou\s+(?:to\s+)?(?:keep|hold|treat|protect|maintain)\b[^.;]{0,60}\b(?:secret|confiden\w*)/iu;
// Only the other side's information is protected ("our Confidential Information"), the reader's nowhere.
const OTHER_SIDES_INFORMATION =
  /^(?![\s\S]*\byour\s+(?:(?:confidential|proprietary|non-public|business)\s+)?(?:information|data|content|materials?)\b)[\s\S]*\bour\s+(?:confidential|proprietary|non-public)\s+information\b/iu;
// Staff bound to confidence by their own agreements: a security measure, no duty between the parties.
const STAFF_BOUND =
  /\b(?:persons|personnel|staff|employees|subcontractors|contractors)\b[^.;]{0,80}\bbound\s+by\b[^.;]{0,40}\bconfidential\w*/iu;
// The subject of a sentence, up to its first modal or verb of promise.
const SUBJECT = /^([^.;]{1,80}?)\s+(?:shall|will|must|agrees?|undertakes?|promises?)\b/u;

/** The sentence binds only the reader: said to "you", to the reader's party by name, or protecting only the other side's information. */
function bindsReaderOnly(text: string, readerNames: readonly string[]): boolean {
  if (READER_BOUND.test(text) || OTHER_SIDES_INFORMATION.test(text) || STAFF_BOUND.test(text)) return true;
  const subject = SUBJECT.exec(text.replace(/^\W*(?:[\d.]+\s*)?(?:[A-Z][\w ]{0,40}\.\s+)?/u, ''))?.[1];
  return (
    subject !== undefined &&
    readerNames.length > 0 &&
    !/\b(?:each|either|both|neither|and)\b|\bparties\b/iu.test(subject) &&
    namesReader(subject, readerNames)
  );
}
// The other side holds the reader's data: "we store your content", "Provider shall process Customer Data".
const DATA_HELD =
  /\b(?:personal\s+(?:data|information)|customer\s+data|user\s+data|your\s+(?:data|content|files|information))\b[^.;]{0,120}?\b(?:process\w*|stor\w*|host\w*|secur\w*|protect\w*|encrypt\w*|back\w*\s+up)\b|\b(?:process\w*|stor\w*|host\w*|secur\w*|protect\w*|encrypt\w*)\b[^.;]{0,60}?\b(?:personal\s+(?:data|information)|customer\s+data|user\s+data|your\s+(?:data|content|files|information))\b/iu;

/** What a breach of the other side could put at stake beyond negligence: the reader's secrets, the reader's data. */
interface AtStake {
  confidence: boolean;
  data: boolean;
}

function atStakeIn(
  sentences: readonly Sentence[],
  clauses: readonly Pick<OrientedClause, 'rule' | 'relation'>[],
  readerNames: readonly string[] = [],
): AtStake {
  return {
    confidence:
      clauses.some((clause) => clause.rule.id === 'confidentiality' && clause.relation !== 'owes') ||
      sentences.some(({ text }) => CONFIDENCE.test(text) && !bindsReaderOnly(text, readerNames)),
    data: sentences.some(({ text }) => DATA_HELD.test(text)),
  };
}

/**
 * The asks made of a limit on the other side's liability, each checked against the contract: an
 * exception a limit already makes (in its own sentence or another sentence on liability) is not asked
 * for; a carve-out for the other side's indemnities is asked only where the other side indemnifies
 * (or may), and one for confidentiality only where the contract has a duty of confidence.
 */
export function withLiabilityLimitAsksRead(
  finding: ContractFinding,
  quoted: string,
  context: {
    sentences: readonly Sentence[];
    clauses: readonly Pick<OrientedClause, 'rule' | 'relation' | 'giver' | 'sentence'>[];
    provisions: Pick<ContractProvisions, 'cap' | 'carveOuts' | 'placeOf'>;
    readerNames?: readonly string[];
  },
): ContractFinding {
  if (finding.rule.id !== 'limitation-of-liability' || finding.missing) return finding;
  const { cap, carveOuts } = context.provisions;
  const read = withDirectLossCapRead(finding, quoted, cap);
  if (read !== finding) return withLiabilityLimitAsksRead(read, quoted, context);
  if (finding.change === CAP_ASK)
    return withExceptionsRead(
      finding,
      cap,
      carveOuts,
      cap === undefined ? capAbsence(context.sentences) : undefined,
      context.provisions.placeOf,
      oneCause(quoted),
      atStakeIn(context.sentences, context.clauses, context.readerNames),
    );
  if (finding.change === EXCLUSION_ASK) return withCarveOutsThatExist(finding, quoted, context);
  if (finding.change === EVENTS_ASK && excludesEveryClaim(quoted)) {
    return withChange(finding, EVERY_CLAIM_ASK);
  }
  return finding;
}

// The rule's ask of an exclusion of all damages, which assumes it covers some events and not others.
const EVENTS_ASK = 'Check which events it covers, and that claims outside them stay open in full.';
// Said of an exclusion of all damages that names no one cause: nothing outside it is left to check.
const EVERY_CLAIM_ASK =
  'It shuts out damages of every kind whatever the claim: ask for exceptions for gross negligence and wilful misconduct.';
// What a limited loss is for: "damage to property that a flood at the site causes".
const CAUSE_LINK =
  /\b(?:loss|losses|damage|damages|injury|harm)\b[^.;]{0,80}?\b(?:caused\s+by|arising\s+(?:directly\s+|indirectly\s+)?(?:out\s+of|from)|resulting\s+from)\s+(?:(?:or|and(?:\/or)?)\s+(?:caused\s+by|arising\s+(?:out\s+of|from)|resulting\s+from|in\s+connection\s+with|relat(?:ing|ed)\s+to)\s+)?/u;
// A cause named as an event, in lower case after its article ("any electric disturbance", "a flood"), not a party
// ("the first mentioned Party") nor the claims counted ("the same cause of action").
const EVENT_NAMED = /^(?:any|a|an|the)\s+(?!same\b|first\b|other\b|such\b|party\b|parties\b)\p{Ll}/u;
// A cause that is the deal itself or any fault in it: the agreement, the services, their use, a breach, negligence.
const THE_DEAL_ITSELF =
  /^(?:[\p{L}’'-]+\s+){0,4}?(?:agreement|terms|contract|services?|products?|software|deliverables?|goods|work|use|access|performance|obligations?|breach\w*|negligen\w*|acts?|omissions?|conduct|relationship|subject\s+matter|materials?|content|website|platform|site)\b/iu;
const CAUSE_CHARS = 120;

/**
 * The one cause a limit is confined to, as written ("any electric disturbance on the other's system"),
 * where its sentence limits only loss from that event; undefined where it limits loss from the deal itself.
 */
function oneCause(quoted: string): string | undefined {
  const flat = quoted.replace(/\s+/gu, ' ');
  const link = CAUSE_LINK.exec(flat);
  if (!link) return undefined;
  const cause = flat.slice(link.index + link[0].length, link.index + link[0].length + CAUSE_CHARS);
  return EVENT_NAMED.test(cause) && !THE_DEAL_ITSELF.test(cause) ? cause : undefined;
}

// An exclusion of every claim whatever its ground: "on any legal theory", "whether in contract, tort or otherwise",
// "regardless of the form of action"; one that keeps some claims ("except for direct damages") is not.
const ANY_THEORY =
  /\b(?:on|under)\s+any\s+(?:legal\s+)?theory\b|\bwhether\s+(?:based\s+)?in\s+contract\b|\bregardless\s+of\s+the\s+(?:form|theory|nature)\s+of\b/iu;
const KEEPS_SOME = /\bexcept\b|\bother\s+than\b|\bunless\b|\bsave\s+(?:as|for)\b|\bprovided\s+that\b|\bexcluding\b/iu;

/** The exclusion shuts out damages on any ground, keeping none and confined to no one cause. */
function excludesEveryClaim(quoted: string): boolean {
  return ANY_THEORY.test(quoted) && !KEEPS_SOME.test(quoted) && oneCause(quoted) === undefined;
}

function withExceptionsRead(
  finding: ContractFinding,
  cap: LiabilityCap | undefined,
  carveOuts: CarveOuts,
  absence: CapAbsence | undefined,
  placeOf: ContractProvisions['placeOf'],
  cause: string | undefined,
  stakes: AtStake,
): ContractFinding {
  // A limit confined to one cause (a flood, a power surge) puts at stake only what that cause can harm: an
  // exception for data breaches or confidentiality is asked only where the cause is one of them, and only
  // where the other side holds the reader's data or secrets at all (not in a prize draw or a free forum).
  const held: Partial<Record<(typeof EXCEPTIONS)[number]['ask'], boolean>> = {
    'gross negligence': true,
    'data breaches': stakes.data,
    confidentiality: stakes.confidence,
  };
  const atStake = EXCEPTIONS.filter(
    ({ ask, made }) => held[ask] === true && (cause === undefined || ask === 'gross negligence' || made.test(cause)),
  );
  const wanted = atStake.filter(({ ask }) => carveOuts[ask] === undefined).map(({ ask }) => ask);
  // A limit with no amount (an apportionment, an exclusion of kinds of loss) has no cap to raise.
  const capped = cap !== undefined;
  // A cap set at an amount another document states is a cap whose figure the reader has yet to see.
  const byReference = cap?.setIn !== undefined;
  if (capped && !byReference && cause === undefined && wanted.length === EXCEPTIONS.length) return finding;
  const head = !capped
    ? noAmountHead(absence, placeOf)
    : byReference
      ? `Check the figure of ${cap.cap} before you sign; ask for a higher one if it is low`
      : 'Ask for a higher cap';
  const change =
    wanted.length > 0
      ? `${head}, and ${capped ? '' : 'ask '}for ${wanted.length > 1 ? 'exceptions' : 'an exception'} for ${listOf(wanted)}${alreadyExcepted(wanted, atStake)}.`
      : `${head}; it already excepts ${listOf(atStake.map(({ ask }) => ask))}.`;
  return withChange(finding, change);
}

const LOSSES_LEFT = 'which of your losses this limit leaves you unable to recover';

/**
 * The advice where no cap at an amount was read: "sets no cap" only where no sentence of a whole agreement sets
 * one in any words; not found in this file where the rest of the deal is elsewhere; where some sentence sets a
 * ceiling in words no amount was read from, the reader is sent to it.
 */
function noAmountHead(absence: CapAbsence | undefined, placeOf: ContractProvisions['placeOf']): string {
  if (absence === undefined || absence.kind === 'unread') {
    return `Check the limit on liability the contract sets${placeOf(absence?.sentence)} and ${LOSSES_LEFT}`;
  }
  if (absence.kind === 'none') return `The contract sets no cap on the amount; check ${LOSSES_LEFT}`;
  const where = absence.elsewhere ? ` (${absence.elsewhere} may set one)` : '';
  return `No cap on the amount was found in this file${where}; check ${LOSSES_LEFT}`;
}

/** What the contract already excepts, told after what is still asked ("; it already excepts confidentiality"). */
function alreadyExcepted(wanted: readonly string[], atStake: readonly { ask: string }[] = EXCEPTIONS): string {
  const made = atStake.map(({ ask }) => ask).filter((ask) => !wanted.includes(ask));
  return made.length > 0 ? `; it already excepts ${listOf(made)}` : '';
}

function withCarveOutsThatExist(
  finding: ContractFinding,
  quoted: string,
  {
    sentences,
    clauses,
    provisions,
    readerNames,
  }: {
    sentences: readonly Sentence[];
    clauses: readonly Pick<OrientedClause, 'rule' | 'relation' | 'giver' | 'sentence'>[];
    provisions: Pick<ContractProvisions, 'carveOuts' | 'placeOf'>;
    readerNames?: readonly string[];
  },
): ContractFinding {
  const indemnities = clauses.filter((clause) => clause.rule.id === 'indemnification');
  // The party that bears a one-way exclusion (the one it leaves unable to claim): an indemnity it gives is
  // no protection of its own to carve out of the exclusion, whoever the reader is.
  const exclusion = clauses.find(
    (clause) => clause.rule.id === 'limitation-of-liability' && clause.sentence.text === quoted,
  );
  const bearer = exclusion?.relation === 'mutual' ? undefined : exclusion?.giver;
  const givenByBearer = (clause: Pick<OrientedClause, 'giver'>): boolean =>
    bearer !== undefined && clause.giver === bearer;
  // An indemnity the reader gives is no protection of the reader's to carve out; one the detection
  // did not read is kept as a possibility.
  const indemnified =
    indemnities.some((clause) => clause.relation !== 'owes' && !givenByBearer(clause)) ||
    (indemnities.length === 0 && sentences.some(({ text }) => INDEMNIFY.test(text)));
  const confidential = atStakeIn(sentences, clauses, readerNames).confidence;
  const { carveOuts, placeOf } = provisions;
  const wanted = [
    confidential ? { ask: 'breaches of confidentiality', made: carveOuts.confidentiality } : undefined,
    indemnified ? { ask: 'the other side’s indemnities', made: carveOuts.indemnities } : undefined,
  ].filter((carveOut) => carveOut !== undefined);
  if (wanted.length === 2 && wanted.every(({ made }) => made === undefined)) return finding;
  const asked = wanted.filter(({ made }) => made === undefined).map(({ ask }) => ask);
  const made = wanted.filter(({ made }) => made !== undefined);
  // What the contract already leaves outside it is told with where it says so.
  const already =
    made.length > 0
      ? `the contract already leaves ${listOf(made.map(({ ask }) => ask))} outside it${placeOf(made[0]?.made?.sentence)}`
      : '';
  const change =
    asked.length > 0
      ? `Check which of your likely losses count as indirect, and ask that ${listOf(asked)} fall outside the exclusion${already ? `; ${already}` : ''}.`
      : `Check which of your likely losses count as indirect${already ? `; ${already}` : ': the exclusion shuts those out'}.`;
  return withChange(finding, change);
}

// What the rule tells of an exclusion of kinds of loss, true only where no other clause caps the rest.
const DIRECT_LOSS_LEFT = 'this exclusion leaves claims for direct loss as they are';

/**
 * An exclusion of indirect loss leaves direct loss "as it is" only where the contract caps nothing and the
 * exclusion names no loss of its own beside the indirect kinds: one that also shuts out lost profits or data
 * "whether incurred directly or indirectly" is told with them, and where another clause caps liability, the
 * reader is told that cap too.
 */
function withDirectLossCapRead(
  finding: ContractFinding,
  quoted: string,
  cap: LiabilityCap | undefined,
): ContractFinding {
  if (!finding.finding.description.includes(DIRECT_LOSS_LEFT) && !finding.headline.includes(DIRECT_LOSS_LEFT)) {
    return finding;
  }
  const heads = headsExcludedOutright(quoted);
  const capped = cap && cap.sentence.text !== quoted ? cap : undefined;
  if (!capped && heads.length === 0) return finding;
  const capTold = capped ? `another clause caps ${cappedLiability(capped)} at ${capAsTold(capped)}` : undefined;
  const told =
    heads.length === 0
      ? `this exclusion does not reach direct loss, but ${capTold}`
      : `this exclusion also shuts out ${listOf(heads)} however directly they arise, and ${capTold ?? 'leaves other direct loss as it is'}`;
  // The example of lost profits the rule's wording gives is said once, where the exclusion names them itself.
  const retell = (text: string) =>
    (heads.some((head) => head.startsWith('lost profits')) ? text.replace(SUCH_AS_LOST_PROFITS, '') : text).replaceAll(
      DIRECT_LOSS_LEFT,
      told,
    );
  return {
    ...finding,
    headline: retell(finding.headline),
    finding: { ...finding.finding, description: retell(finding.finding.description) },
  };
}

const SUCH_AS_LOST_PROFITS = / \(such as lost profits\)(?=[^.]*this exclusion leaves claims for direct loss)/gu;
