import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { capAbsence, noCapTold } from './absence-check';
import { atLowLevel, withChange, withNothingLeftToAsk } from './advice-change';
import type { AgreementGives } from './agreement-gives';
import type { CarveOut } from './cap-carve-outs';
import { INDEMNIFY } from './clause-operatives';
import type { KindId } from './contract-checklists';
import type { ContractProvisions } from './contract-provisions';
import { DELIVERED_THING, GOODS_DELIVERED } from './deliverables';
import { GIVER_UNKNOWN_CHANGE, GIVER_UNKNOWN_OWN_FAULT_CHANGE } from './indemnity-giver-unknown';
import type { ContractFinding } from './key-findings';
import { cappedLiability, cappedParties, indemnitiesLeftOut, type LiabilityCap } from './liability-cap';
import { asOwnPeopleIndemnity, protectsOnlyOwnPeople } from './own-people-indemnity';
import { isReleaseAsked, withReleaseExceptions } from './release-advice';
import { LEVEL_SCORE } from './risk-levels';
import { capAsTold } from './stated-cap';

/**
 * The advice on an indemnity, checked against what its sentence and the contract already say. A
 * reader who gives the indemnity is asked to limit it to their own fault and to put it under the
 * liability cap: an indemnity that already covers only the giver's own breach or negligence is told
 * so, and a contract without a cap gets the ask for one instead. A reader who receives it is asked
 * for third-party and infringement claims: an indemnity that already names them, or covers any
 * claim at all, is told so.
 */
export function withIndemnityAdvice(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
  kind: KindId,
  provisions: Pick<ContractProvisions, 'cap' | 'carveOuts'> & { gives?: Pick<AgreementGives, 'infringementCover'> },
): ContractFinding {
  if (finding.rule.id !== 'indemnification' || finding.missing) return finding;
  if (GIVER_ASKS.test(finding.change) && givenToOwnPeople(quoted)) return asOwnPeopleIndemnity(finding);
  if (isReleaseAsked(finding, quoted)) return withReleaseExceptions(finding, quoted);
  // Told for either giver: the ask to limit it to the giver's own fault is not made where it already is.
  if (finding.change === GIVER_UNKNOWN_CHANGE && coversOnlyOwnFault(quoted))
    return withChange(finding, GIVER_UNKNOWN_OWN_FAULT_CHANGE);
  return withReceivedScope(
    withGivenScope(finding, quoted, sentences, provisions),
    withListedHeads(quoted, sentences),
    sentences,
    NOTHING_HANDED_OVER.has(kind),
    provisions.gives?.infringementCover !== undefined,
  );
}

// Sentences that may carry the heads an indemnity ending in a colon lists ("… any of the following:").
const LISTED_HEADS = 4;

/** The indemnity with the heads it lists after its colon, which the sentence splitter keeps apart. */
function withListedHeads(quoted: string, sentences: readonly Sentence[]): string {
  if (!/:\s*$/u.test(quoted)) return quoted;
  const at = sentences.findIndex(({ text }) => text === quoted);
  if (at < 0) return quoted;
  return [quoted, ...sentences.slice(at + 1, at + 1 + LISTED_HEADS).map(({ text }) => text)].join(' ');
}

// The asks made of an indemnity the reader gives (with "Make it mutual" dropped once it is).
const GIVER_ASKS =
  /^(make it mutual, )?(limit (?:it|your side of it) to claims caused by your own fault), and (put it under the liability cap)\.$/iu;
const BROAD_NOTE = 'It is drafted very broadly.';
const OWN_FAULT_NOTE = 'It covers only claims arising from the indemnifying party’s own breach or fault.';

function withGivenScope(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
  { cap, carveOuts }: Pick<ContractProvisions, 'cap' | 'carveOuts'>,
): ContractFinding {
  const asks = GIVER_ASKS.exec(finding.change);
  if (!asks) return finding;
  const ownFault = coversOnlyOwnFault(quoted);
  // Claims from the protected side's own gross negligence or misconduct already left out: the fault ask is not made.
  const carvedOut = !ownFault && GROSS_FAULT_LEFT_OUT.test(quoted);
  // A cap whose carve-outs name indemnities leaves this one uncapped: the ask for a cap quotes the carve-out,
  // made in the cap's own words or in a sentence that takes claims out of the cap by a defined term.
  const leftOut =
    cap === undefined ? undefined : (indemnitiesLeftOut(cap, sentences) ?? carveOutOfTheCap(carveOuts.indemnities));
  // A cap only for trials and betas or free use leaves a paid deal's indemnity outside it.
  const capped = cap !== undefined && leftOut === undefined && cap.narrow === undefined;
  // A cap that names only the other side as the one it limits leaves the reader's indemnity outside it.
  const othersOnly = cap !== undefined && capsOnlyOthers(cap, givenAndProtected(quoted)?.giver);
  const givenBack = asks[1] !== undefined && indemnifiedBack(quoted, sentences);
  // A cap on every party's liability that leaves no indemnity out already covers this one: asking to put it under the cap asks for what is there.
  // A cap is read as reaching the indemnity only where its words take in every liability under the agreement.
  const reaches = cap !== undefined && capReachesIndemnities(cap.sentence.text);
  const underCap = capped && !othersOnly && cap !== undefined && reaches;
  const doubtful = capped && !othersOnly && cap !== undefined && !reaches;
  const wanted = [
    asks[1] && !givenBack ? 'make it mutual' : undefined,
    ownFault || carvedOut ? undefined : asks[2],
    underCap
      ? undefined
      : doubtful
        ? `ask that the contract’s liability cap (${capAsTold({ ...cap, narrower: undefined })}) expressly covers it, since its words do not clearly reach an indemnity`
        : // Where no cap was found at all, there is none to put it under: a cap of its own is asked for.
          (capAsk(cap, leftOut, othersOnly, sentences) ??
          (cap === undefined ? 'ask for a cap on what it can cost you' : asks[3])),
  ].filter((ask): ask is string => ask !== undefined);
  const asked = `${wanted.slice(0, -1).join(', ')}${wanted.length > 1 ? ', and ' : ''}${wanted.at(-1) ?? ''}.`;
  const already = [
    ownFault ? 'It already covers only claims arising from your side’s own breach or fault' : undefined,
    carvedOut
      ? 'It already leaves out claims caused by the protected side’s own gross negligence or wilful misconduct'
      : undefined,
    givenBack ? 'the other side gives you an indemnity in return' : undefined,
    // The indemnity falls under the general cap: a narrower one for trials or free use is beside the point here.
    underCap
      ? `it already falls under the contract’s liability cap (${capAsTold({ ...cap, narrower: undefined })})`
      : undefined,
  ].filter((note): note is string => note !== undefined);
  const said = already.join(', and ');
  const changed = withChange(finding, changeOf(said, wanted.length > 0 ? asked : undefined));
  if (wanted.length === 0) return atLowLevel(changed);
  if (!ownFault) return changed;
  if (!finding.finding.description.includes(BROAD_NOTE)) return atMostMedium(changed);
  // "Any and all claims" arising from the giver's own fault is not broad: the raise for it goes too.
  return {
    ...changed,
    finding: {
      ...changed.finding,
      description: changed.finding.description.replace(BROAD_NOTE, OWN_FAULT_NOTE),
      score: Math.min(changed.finding.score, LEVEL_SCORE[changed.finding.type]),
    },
  };
}

/** What is already given, then what is still asked; "No change needed" when nothing is. */
function changeOf(said: string, asked: string | undefined): string {
  if (asked === undefined) return `No change needed: ${said.charAt(0).toLowerCase()}${said.slice(1)}.`;
  if (said === '') return `${asked.charAt(0).toUpperCase()}${asked.slice(1)}`;
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}; ${asked.charAt(0).toLowerCase()}${asked.slice(1)}`;
}

/**
 * An indemnity for the reader's own fault only is a risk the reader controls: it is told at medium
 * level at most, since its level follows what it covers.
 */
function atMostMedium(finding: ContractFinding): ContractFinding {
  if (finding.finding.type !== 'high') return finding;
  return {
    ...finding,
    finding: { ...finding.finding, type: 'medium', score: Math.min(finding.finding.score, LEVEL_SCORE.medium) },
  };
}

// "except to the extent caused by the gross negligence or willful misconduct of X", "other than claims resulting from its wilful misconduct or gross negligence".
const GROSS_FAULT_LEFT_OUT =
  /\b(?:except|excluding|other\s+than|unless|save|but\s+not)\b[^.;]{0,80}?\b(?:gross(?:ly)?\s+negligen\w*|(?:wil(?:l)?ful|intentional)\s+misconduct)\b/iu;

const CAP_ASK = 'ask for a cap on what it can cost you, since';

// A cap whose words take in every liability under the agreement: it names indemnities, it is the total or
// aggregate liability, it limits liability under or in connection with the agreement, or on any theory.
const CAP_REACHES_ALL =
  /\bindemn\w*|\b(?:aggregate|total|entire|cumulative|overall)\s+(?:\w+\s+){0,2}?liabilit(?:y|ies)\b|\bliab(?:le|ilit(?:y|ies))\b[^.;]{0,40}?\b(?:under|arising\s+(?:out\s+of|from|under)|in\s+connection\s+with|relat(?:ing|ed)\s+to|in\s+respect\s+of|with\s+respect\s+to)\s+(?:this|these|the)\s+(?:\w+\s+)?(?:agreement|terms|contract)\b|\b(?:any|every)\s+(?:legal\s+)?theory\b|\bwhether\s+in\s+contract\b/iu;
// A cap on each loss event or claim by itself: "for a single loss event", "per occurrence", "for any one claim".
const PER_EVENT =
  /\b(?:a\s+single|any\s+single|each|any\s+one|per)\s+(?:loss\s+)?(?:event|incident|occurrence|claim)\b/iu;

/** The cap's words reach an indemnity: they take in every liability under the agreement, not one loss event at a time. */
function capReachesIndemnities(text: string): boolean {
  const flat = text.replace(/\s+/gu, ' ');
  if (/\bindemn\w*/iu.test(flat)) return true;
  return CAP_REACHES_ALL.test(flat) && !PER_EVENT.test(flat);
}

// The words of a carve-out told to the reader, shortened.
const CARVE_OUT_WORDS = 100;

/** The carve-out's words, where its sentence takes claims out of the cap itself. */
function carveOutOfTheCap(carveOut: CarveOut | undefined): string | undefined {
  if (!carveOut?.fromCap) return undefined;
  // Told without the clause number that opens its sentence ("9.3 Sections 9.1 and 9.2 …").
  const flat = carveOut.sentence.text
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\d+(?:\.\d+)*\.?\s+/u, '');
  return flat.length <= CARVE_OUT_WORDS
    ? flat.replace(/\.$/u, '')
    : `${flat.slice(0, CARVE_OUT_WORDS).replace(/\s+\S*$/u, '')} …`;
}

/** The ask for a cap, told from what the contract says of caps; none where a cap already covers the indemnity. */
function capAsk(
  cap: LiabilityCap | undefined,
  leftOut: string | undefined,
  othersOnly: boolean,
  sentences: readonly Sentence[],
): string | undefined {
  if (cap === undefined) {
    // "Caps no liability" only where no sentence sets a ceiling in any words, and the file holds the whole deal.
    const absence = capAbsence(sentences);
    return absence === undefined || absence.kind === 'unread' ? undefined : `${CAP_ASK} ${noCapTold(absence)}`;
  }
  if (cap.narrow) return `${CAP_ASK} the contract caps liability only ${cap.narrow.limit}`;
  if (othersOnly) {
    return `${CAP_ASK} the contract caps only ${cappedLiability(cap)}`;
  }
  if (leftOut !== undefined) return `${CAP_ASK} the contract’s liability cap does not cover indemnities (“${leftOut}”)`;
  return undefined;
}

/** The cap names by name only parties other than the indemnity's giver. */
function capsOnlyOthers(cap: LiabilityCap, giver: string | undefined): boolean {
  const parties = cappedParties(cap);
  if (!parties || !giver) return false;
  return parties.every((party) => !names(giver, party) && !names(party, giver));
}

// How close after its verb an indemnity names whom it protects ("shall indemnify Acme, its officers …").
const INDEMNITEE_CHARS = 80;

/**
 * Another sentence has the party the quoted indemnity protects indemnify its giver in turn ("Acme
 * shall indemnify Brill …" and "Brill shall indemnify Acme …"), so the indemnity is already mutual.
 */
function indemnifiedBack(quoted: string, sentences: readonly Sentence[]): boolean {
  const given = givenAndProtected(quoted);
  if (!given) return false;
  return sentences.some(({ text }) => {
    const back = givenAndProtected(text);
    // A duty only to defend or settle some claims is not the same indemnity given back.
    return (
      back !== undefined &&
      /\bindemnif\w*|\bharmless\b/iu.test(text) &&
      back.giver.toLowerCase() !== given.giver.toLowerCase() &&
      names(given.protectedWords, back.giver) &&
      names(back.protectedWords, given.giver)
    );
  });
}

/** The quoted indemnity protects only its giver's own officers, employees or appointees. */
function givenToOwnPeople(sentence: string): boolean {
  const text = sentence.replace(/\s+/gu, ' ');
  const verb = INDEMNIFY.exec(text);
  const giver = verb ? GIVER.exec(text.slice(0, verb.index))?.[1] : undefined;
  return verb !== null && giver !== undefined && protectsOnlyOwnPeople(giver, text.slice(verb.index + verb[0].length));
}

/** Who gives an indemnity (the subject of its verb) and the words naming whom it protects. */
function givenAndProtected(sentence: string): { giver: string; protectedWords: string } | undefined {
  const text = sentence.replace(/\s+/gu, ' ');
  const verb = INDEMNIFY.exec(text);
  if (!verb) return undefined;
  const giver = GIVER.exec(text.slice(0, verb.index))?.[1];
  if (!giver) return undefined;
  return { giver, protectedWords: text.slice(verb.index, verb.index + verb[0].length + INDEMNITEE_CHARS) };
}

function names(words: string, party: string): boolean {
  return new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(party)}(?![\p{L}])`, 'iu').test(words);
}

// The subject naming who gives the indemnity ("The Client shall indemnify").
// "You agree to indemnify" names its giver as "you", in the lower case as well after an opening phrase.
const GIVER =
  /(?:^|[,;:]\s*)(?:the\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,3}|you)\s+(?:\([^)]*\)\s+)?(?:shall|will|must|agrees?|hereby|undertakes?|covenants?)\b/u;
// What the indemnity is for: the first "arising out of", "resulting from", "in connection with" after
// the verb, with the ones chained to it ("arising out of or in connection with").
const LINK = String.raw`(?:arising\s+(?:directly\s+)?(?:out\s+of|from)|resulting\s+from|caused\s+by|attributable\s+to|due\s+to|on\s+account\s+of|in\s+(?:connection|relation)\s+(?:with|to)|relating\s+to|related\s+to|as\s+a\s+result\s+of)`;
const SCOPE = new RegExp(String.raw`\b${LINK}(?:\s+(?:or|and(?:/or)?)\s+${LINK})*[\s:]+`, 'iu');
// A failure to do what the agreement asks of the giver ("failure to comply with any of its obligations") is its breach;
// its fault and its breaking of the law ("its violation of any applicable law") are its own doing too.
const FAULT = String.raw`(?:(?:material|gross|alleged)\s+)?(?:(?:inaccuracy|untruth)\s+or\s+)?(?:breach\w*|negligen\w*|fault\b|violat(?:ion|es|ing)\b|(?:wil(?:l)?ful|intentional)\s+misconduct|fraud\w*|acts?(?:\s+or\s+omissions?)?|omissions?|default|fail(?:ure|ing|s)?\s+to\s+(?:comply|perform|observe|fulfil)\w*|non-?(?:compliance|performance))`;
// Claims named before what causes them ("in connection with any third-party claim arising from its
// negligence"): the cause after them is the scope.
const CLAIMS_BEFORE_CAUSE = new RegExp(
  String.raw`^(?:any\s+|all\s+)?(?:third[\s-]+party\s+)?(?:claims?|actions?|suits?|demands?|proceedings?)(?:,?\s+(?:or\s+|and\s+)?(?:claims?|actions?|suits?|demands?|proceedings?))*\s+${LINK}\s+`,
  'iu',
);
// A head that goes on to claims of any cause ("… or any other claim arising out of this Agreement") is not limited to fault.
const ANY_OTHER_CLAIM =
  /\bor\s+(?:any|all)\s+(?:other\s+)?(?:claims?|causes?\s+of\s+action|actions?|suits?|liabilit(?:y|ies)|loss(?:es)?|matters?)\b/iu;
// A list of heads after the scope: "(i) …; and (ii) …", "(a) …, (b) …".
const LIST_MARK = /(?:^|[\s,;:])\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s+/giu;

/**
 * Whether the indemnity covers only claims from the giver's own fault: the scope that follows its
 * verb (each head of it, when it lists them) is the giver's breach, negligence or misconduct
 * ("arising out of the Client's breach of this Agreement", "resulting from its negligence",
 * "caused by (i) any breach by the Client …", "the breach of any warranty of the Client").
 */
export function coversOnlyOwnFault(sentence: string): boolean {
  const text = sentence.replace(/\s+/gu, ' ');
  const verb = INDEMNIFY.exec(text);
  if (!verb) return false;
  const giver = GIVER.exec(text.slice(0, verb.index))?.[1];
  const after = text.slice(verb.index);
  const fault = ownFaultWords(giver);
  if (new RegExp(`${ONLY_TO_EXTENT_OF}(?:${fault})`, 'iu').test(after)) return true;
  const scope = SCOPE.exec(after);
  if (!scope) return false;
  const ownFault = new RegExp(String.raw`^(?:any\s+|the\s+)?(?:${fault})`, 'iu');
  const heads = after
    .slice(scope.index + scope[0].length)
    .replace(CLAIMS_BEFORE_CAUSE, '')
    .split(LIST_MARK)
    .map((head) => head.trim())
    .filter((head, index) => index > 0 || head !== '');
  return heads.length > 0 && heads.every((head) => ownFault.test(head) && !ANY_OTHER_CLAIM.test(head));
}

/** The words naming the giver's own breach, negligence or misconduct ("its negligence", "any breach by Acme"). */
function ownFaultWords(giver: string | undefined): string {
  const owner = giver
    ? String.raw`(?:its|his|her|their|(?:the\s+)?${escapeRegExp(giver)}['’]s?)`
    : '(?:its|his|her|their)';
  const byGiver = giver ? String.raw`|${FAULT}\b[^.;()]{0,100}?\b(?:by|of)\s+(?:the\s+)?${escapeRegExp(giver)}\b` : '';
  // The giver itself, with its own people, named as the cause ("to the extent caused by Acme or its employees").
  const giverItself = giver
    ? String.raw`|${escapeRegExp(giver)}(?![\p{L}'’])(?:\s*,?\s*(?:or|and)\s+(?:its|their)\s+(?:[\w-]+\s+){0,2}?(?:employees|agents|personnel|officers|directors|subcontractors|contractors|representatives))*(?=\s*(?:[.;,)]|$))`
    : '';
  return String.raw`${owner}\s+(?:own\s+)?${FAULT}${byGiver}${giverItself}`;
}

// A limit that confines the whole indemnity to what the giver's fault causes, wherever it stands: "but only
// in proportion to and to the extent such claims are caused by its negligence", "to the extent such losses
// are caused by the Client's breach", "to the extent that such claim is related to the Client's breach". An exception ("except to the extent caused by …") limits the other way.
const ONLY_TO_EXTENT_OF = String.raw`(?<!\b(?:except|unless|save|other\s+than|excluding)\s+(?:\w+\s+){0,2})\b(?:in\s+proportion\s+to|to\s+the\s+extent)\b[^.;]{0,160}?\b(?:caused\s+by|result(?:s|ing)?\s+from|arising\s+(?:out\s+of|from)|attributable\s+to|due\s+to|(?:is\s+|are\s+)?relat(?:ed|es|ing)\s+to)(?:\s+or\s+(?:result(?:s|ing)?\s+from|arising\s+(?:out\s+of|from)))?\s+(?:the\s+|any\s+)?`;

// What an indemnity given to the reader already covers: claims brought by third parties (or any
// claim at all, which includes them), and claims of infringement.
const THIRD_PARTY_CLAIMS =
  /\bthird[\s-]+part(?:y|ies)(?:['’]s?)?\s+(?:[\w-]+\s+){0,3}(?:claims?|actions?|suits?|demands?|proceedings?)\b|\b(?:claims?|actions?|suits?|demands?|proceedings?)\b[^.;]{0,60}\b(?:by|of|from)\s+(?:a\s+|any\s+)?third[\s-]+part(?:y|ies)\b|\bany\s+and\s+all\s+(?:[\w-]+\s+){0,2}(?:claims?|liabilit(?:y|ies)|loss(?:es)?|damages)\b|\bany\s+claims?\b/iu;
const INFRINGEMENT_CLAIMS = /\binfring\w*|\bmisappropriat\w*/iu;
// The ask itself, which may be one half of advice told for either party ("If you are …: Make sure …").
const ASKS_THIRD_PARTY = /Make sure (?:it|the other side’s promise) covers third-party claims[^.]*\./u;
// The advice has already found infringement claims covered by another of the other side's promises.
const INFRINGEMENT_COVERED = /already covers infringement/u;

// What could infringe someone's rights: something licensed, written, designed or invented and handed
// over under the contract (or goods delivered under it, `deliverables.ts`). A party "duly licensed" as
// a broker, or a mention of "technology" in a recital, hands over nothing that could infringe; nor does a
// "material fact" or a "Material Adverse Effect" (only "materials" are things handed over); records and
// data a party keeps ("all records and data created under this Agreement") are handed over only when supplied.
const INTELLECTUAL_PROPERTY =
  /\bgrant\w*\b[^.;]{0,120}?\b(?:licen[cs]e|sub-?licen[cs]e|right\s+to\s+use)\b|\blicen[cs]ed\s+(?:[\w-]+\s+){0,2}?(?:rights|materials?|products?|software|technology|marks?|content|patents?|property|works?|know-how)\b|\b(?:licen[cs]or|licen[cs]ee)\b|\bsoftware\b|\bsource\s+code\b|\bdeliverables?\b|\bwork\s+product\b|\binfring\w*|\bmisappropriat\w*|\b(?:content|materials|artwork|designs?|technology|inventions?)\b[^.;]{0,60}?\b(?:provided|supplied|furnished|delivered|created|developed|produced)\b|\bdata\b[^.;]{0,60}?\b(?:provided|supplied|furnished|delivered)\b/iu;

// Kinds of deal whose other side hands over money, shares or a promise to pay, never goods or work:
// an underwriting or a loan, an investor's agreement, a guarantee.
const NOTHING_HANDED_OVER = new Set<KindId>(['financing', 'investor', 'guarantee']);

function withReceivedScope(
  finding: ContractFinding,
  scope: string,
  sentences: readonly Sentence[],
  nothingHandedOver: boolean,
  coveredElsewhere: boolean,
): ContractFinding {
  if (!ASKS_THIRD_PARTY.test(finding.change)) return finding;
  // Infringement cover is asked for only where the contract has something that could infringe.
  const nothingToInfringe =
    nothingHandedOver ||
    !sentences.some(
      ({ text }) => INTELLECTUAL_PROPERTY.test(text) || GOODS_DELIVERED.test(text) || DELIVERED_THING.test(text),
    );
  const thirdParty = THIRD_PARTY_CLAIMS.test(scope);
  // Another sentence of the agreement may defend against infringement claims ("shall defend any claim that … infringes").
  const infringement =
    coveredElsewhere ||
    INFRINGEMENT_CLAIMS.test(scope) ||
    INFRINGEMENT_COVERED.test(finding.change) ||
    coversNonInfringementWarranty(scope, sentences);
  if (!thirdParty && !nothingToInfringe && !infringement) return finding;
  const answer = !thirdParty
    ? infringement && !nothingToInfringe
      ? 'Make sure it covers third-party claims caused by the other side; it already covers infringement, through the other side’s promise that what it provides does not infringe.'
      : 'Make sure it covers third-party claims caused by the other side.'
    : infringement
      ? 'No change needed: it already covers third-party claims, infringement claims among them.'
      : nothingToInfringe
        ? 'No change needed: it already covers third-party claims.'
        : 'It already covers third-party claims; make sure it also covers claims that what the other side provides infringes someone else’s intellectual property.';
  const change = finding.change.replace(ASKS_THIRD_PARTY, answer);
  // Advice that was only this ask, now answered in full, leaves nothing to negotiate.
  return change.startsWith('No change needed') ? withNothingLeftToAsk(finding, change) : withChange(finding, change);
}

// An indemnity for breach of the giver's warranties ("arising out of any breach of its warranties").
// A breach of the whole agreement ("any breach of this Agreement") is a breach of its warranties too.
const FOR_BREACH_OF_WARRANTY =
  /\bbreach\w*\b[^.;]{0,60}?\bwarrant\w*|\b(?:any|a)\s+breach\s+(?:by\s+\p{Lu}[\p{L}-]*\s+)?of\s+this\s+agreement\b/iu;
// A promise that what is provided does not infringe: "warrants that the software does not infringe …".
const NON_INFRINGEMENT_WARRANTY =
  /\b(?:warrant\w*|represents?)\b[^.;]{0,200}?\b(?:(?:does|do|will|shall)\s+not\s+(?:\w+\s+){0,2}?infring\w*|non-?infring\w*|free\s+(?:of|from)\s+(?:any\s+)?(?:claims?\s+of\s+)?infring\w*)/iu;

/**
 * An indemnity for breach of the giver's warranties covers infringement where the giver warrants, in
 * another sentence, that what it provides does not infringe: that promise broken is the infringement.
 */
function coversNonInfringementWarranty(scope: string, sentences: readonly Sentence[]): boolean {
  if (!FOR_BREACH_OF_WARRANTY.test(scope)) return false;
  const giver = givenAndProtected(scope)?.giver;
  if (!giver) return false;
  return sentences.some(({ text }) => {
    const warranty = NON_INFRINGEMENT_WARRANTY.exec(text);
    if (!warranty) return false;
    const before = text.slice(0, warranty.index);
    return names(before, giver) || /\b(?:each|either|both)\s+part(?:y|ies)\b/iu.test(before);
  });
}
