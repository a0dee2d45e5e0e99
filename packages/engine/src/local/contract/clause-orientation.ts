import type { ContractParameters, ContractParty, Level } from '@doclens/api';
import type { DocumentPage } from '../../analysis-engine';
import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { acknowledgedDisclaimer, statesADisclaimer } from './acknowledged-disclaimer';
import { type ClauseReading, favouredParty, readClause } from './clause-reading';
import type { ClauseRule } from './clause-rule';
import type { Actor, Direction } from './contract-direction';
import { contractPartiesOf, otherSide, readerParty } from './contract-parties';
import { type ContractSide, sideOf } from './contract-roles';
import type { DetectedClause } from './detected-clause';
import { actorName, disclaimerNote, GUESSED_GIVER_NOTES, whoseNote, withNeutralNote } from './direction-notes';
import { exclusiveHolder } from './exclusive-holder';
import { mirrorsWithPartiesSwapped } from './mirrored-sentences';
import { type OutsiderStake, outsiderStake } from './outsider-stake';
import { enforcedAgainst, outsidersNote, outsidersOwner } from './outsiders-owner';
import { organisedOnlyPlaces } from './party-organised-places';
import { placesOfEveryParty, placesOfParty } from './party-places';
import { addressedApart, contradictsReader } from './reader-reading-conflict';
import { levelRank, lowerLevel, raiseLevel } from './risk-levels';
import { sectionSentences } from './section-sentences';

/** Who the reader is in this contract: one of its parties when that can be told, and their side. */
export interface ReaderPosition {
  parties: ContractParty[];
  /** Index of the reader's party in `parties`. */
  reader: number | undefined;
  side: ContractSide;
  /** The side the reader's role alone gives, which the clause detection rated by. */
  roleSide: ContractSide;
  /**
   * Where the opening says the reader's party is organised or based ("a Texas corporation"); when that
   * party is not known, the places every party shares.
   */
  readerPlaces: string[];
  /** Those of the reader's places the contract gives only as the law its party was formed under. */
  readerOrganisedOnly: string[];
  /**
   * The document defines the reader's known party as "you" as well ('each a "Customer" or "you/your"'), though its
   * short names leave "you" out: the document's "you" is then that party.
   */
  readerCalledYou?: boolean;
  /**
   * False where the person the document calls "you" is engaged to work (a job offer, a consultancy letter)
   * while the reader reads for the side receiving the work: that "you" is then the other party.
   */
  addresseeMayBeReader?: boolean;
}

/** A detected clause read from the reader's side: whose promise it is decides its level and wording. */
export interface OrientedClause extends DetectedClause {
  /** The side whose explanation and advice fit the reader for this sentence. */
  side: ContractSide;
  /** Whether the reader owes it, gains from it, or both parties are bound alike; undefined when the text does not say. */
  relation: 'owes' | 'benefits' | 'mutual' | undefined;
  /** What the sentence says: its modal, negation, consent, exceptions, and who it binds. */
  reading: ClauseReading;
  /** The named party that owes it or bears it, and the one that gains from it, when the sentence names them. */
  giver: string | undefined;
  taker: string | undefined;
  /** Where the reader's party is organised or based, for clauses naming a place. */
  readerPlaces: readonly string[];
  readerOrganisedOnly?: readonly string[];
  /** The reader's own party is known, so a clause binding both parties is told from its side alone. */
  readerKnown?: boolean;
  /** Who holds the right the sentence grants (an exclusivity), when the rule reads one and the holder is known. */
  holder: 'reader' | 'other' | undefined;
  /**
   * The named holder of that right and the other party, when the sentence names a party as holder
   * but the reader's own party is not known: the finding is then told from both.
   */
  namedHolder?: { holder: string; other: string };
  /**
   * The right belongs to someone who is not a party ("reserves on behalf of the Government a licence"), or
   * covers only such an outsider's dealings: it is neither the reader's nor a restriction on it.
   */
  outsider?: OutsiderStake;
  /** The one party an exception lets act alone in a sentence worded for both ("except that Acme may assign"). */
  favoured?: { name: string; whose: 'reader' | 'other' | undefined };
  /**
   * The sentence's own words put the reader on the other side than the reading does (`reader-reading-conflict.ts`):
   * the finding is not told as the reader's, but as the sentence stands, naming its parties where it names them.
   */
  toldAsStated?: true;
  /** Another sentence of the contract states the same clause the other way (each side indemnifies the other). */
  reciprocal?: boolean;
  /**
   * The clause is stated the other way only by a separate sentence in which the other party gives it ("GitLab will
   * indemnify Partner …" beside "Partner will indemnify GitLab …"), not by one binding both: what each covers may differ.
   */
  reciprocalInReverse?: true;
  /** Another sentence of the same clause restricts the reader's side ("the Company may not assign …"). */
  readerRestrictedElsewhere?: boolean;
  /** The advice when another sentence already gives the reader part of what the rule's change asks. */
  givenElsewhere?: string;
  /**
   * The quoted sentence binds one party, and another sentence of the same section puts the same duty on
   * the other one too: on the reader's side, or on the other side.
   */
  boundTooInSection?: 'reader' | 'other';
}

export function readerPosition(pages: readonly DocumentPage[], parameters: ContractParameters): ReaderPosition {
  const parties = contractPartiesOf(pages);
  const party = readerParty(parties, parameters.role, parameters.party);
  const reader = party ? parties.indexOf(party) : undefined;
  // A party the reader picked by name puts them on its side, whatever role they chose.
  const roleSide = sideOf(parameters.role);
  const side = (parameters.party && party?.side) || roleSide;
  const readerPlaces = party ? placesOfParty(pages, parties, party) : placesOfEveryParty(pages, parties);
  const readerOrganisedOnly = party ? organisedOnlyPlaces(pages, parties, party, readerPlaces) : [];
  const readerCalledYou = party !== undefined && definedAsYou(pages, party);
  return { parties, reader, side, roleSide, readerPlaces, readerOrganisedOnly, readerCalledYou };
}

// "you", "your" or "you/your" in quotes, as a definition gives it.
const YOU_TERM = String.raw`["“]you(?:r|\s*\/\s*your)?["”]`;
const JOINED_TERMS = String.raw`\s*(?:,|;|\bor\b|\band\b|\/)\s*(?:(?:the|a|an)\s+)?`;
const BRACKET = /\(([^()]*)\)/gu;

/** A definition gives the party's short name and "you" together: '("Customer" or "you")', '("you", the "Customer")'. */
function definedAsYou(pages: readonly DocumentPage[], party: ContractParty): boolean {
  const names = party.aliases.filter((alias) => !/^(?:you|your|we|us|our)$/iu.test(alias)).map(escapeRegExp);
  if (names.length === 0) return false;
  const name = String.raw`["“](?:the\s+)?(?:${names.join('|')})["”]`;
  const both = new RegExp(`${name}${JOINED_TERMS}${YOU_TERM}|${YOU_TERM}${JOINED_TERMS}${name}`, 'iu');
  return pages.some((page) => [...page.text.matchAll(BRACKET)].some((bracket) => both.test(bracket[1] ?? '')));
}

// The clauses about outsiders who may enforce the agreement.
const OUTSIDERS_ENFORCE = new Set(['third-party-beneficiary']);

// Words naming both parties as the ones a rule binds, and the words that open its exception.
const BOTH_PARTIES = /\b(?:neither|each|either|no|both|any)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bthe\s+parties\b/iu;
const EXCEPTION_OPENING = /\b(?:except|provided|save|however)\b/iu;
// A sentence that has both parties give or bear what it states: "Each party shall indemnify …", "Neither party may
// assign …", "The parties agree …". "If the Parties were represented by the same counsel" is no such subject.
const GIVEN_BY_BOTH =
  /\b(?:each|either|both|neither|no)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bthe\s+parties\s+(?:each\s+|hereby\s+|mutually\s+)?(?:shall|will|agree|must|undertake|may)\b/iu;

// "X hereby grants to Y, and Y accepts, an exclusive licence": what is granted is exclusive, not excluded.
const EXCLUSIVE_GRANT = /\bgrant\w*\b[^.;]{0,120}?(?<!non-?\s?)\bexclusive\b/iu;

export function orientClause(detected: DetectedClause, position: ReaderPosition): OrientedClause {
  // An outsider the sentence lets enforce it against one named party: that party answers to it, whoever
  // acknowledges the sentence ("Both you and Acme agree that Larkspur may enforce these Terms against you").
  // Only the reader's own answering to them is stated: whose people they are is not, where they enforce against
  // the other side.
  const enforcement = OUTSIDERS_ENFORCE.has(detected.rule.id)
    ? enforcedAgainst(detected.sentence.text, position.parties)
    : undefined;
  const enforcing = enforcement && relationOf(enforcement.direction, position) === 'owes' ? enforcement : undefined;
  const read = readClause(detected.sentence.text, position.parties, readerAddressed(position));
  // Enforced against one party, it binds that party, not both alike, whatever "between the parties" it names.
  const reading = enforcing ? { ...read, mutual: false } : read;
  const exclusiveGrant =
    detected.rule.whenHeld && EXCLUSIVE_GRANT.test(detected.sentence.text) ? reading.grant : undefined;
  // A clause about what is granted runs from the grantor, whoever else the sentence names later; so does
  // an exclusive right the sentence grants, which its grantee holds.
  // A disclaimer of quality the subject only acknowledges is the other party's ("provided as is, and X acknowledges").
  const disclaimer =
    detected.rule.id === 'warranty'
      ? acknowledgedDisclaimer(detected.sentence.text, reading.direction, position.parties.length)
      : undefined;
  const stated = enforcing
    ? undefined
    : withStatedObligor(
        (detected.rule.grantedBy && reading.grant) ||
          exclusiveGrant ||
          disclaimer ||
          owedDirection(detected.rule, reading),
        detected,
        position,
      );
  // Outsiders who may enforce the agreement ("Provider's affiliates are third-party beneficiaries") are
  // their party's people: it gains, the other answers to them.
  const outsiders = enforcing ?? (stated ? undefined : outsidersOwner(detected.sentence.text, position.parties));
  const direction = stated ?? outsiders?.direction;
  // The sentence's own words put the reader on the other side than the reading does: told as it stands.
  const toldAsStated = contradicted(detected, direction, position);
  const giver = direction ? actorName(direction.obligor, position.parties) : undefined;
  const taker = direction?.beneficiary ? actorName(direction.beneficiary, position.parties) : undefined;
  const holderWords =
    exclusiveHolder(detected.sentence.text) ??
    (exclusiveGrant?.beneficiary ? actorName(exclusiveGrant.beneficiary, position.parties) : undefined);
  const clause = {
    ...withoutMisreadPermissions(detected, reading),
    reading,
    giver,
    taker,
    readerPlaces: position.readerPlaces,
    readerOrganisedOnly: position.readerOrganisedOnly,
    readerKnown: position.reader !== undefined && !toldAsStated,
    holder: detected.rule.whenHeld && !toldAsStated ? holderOf(holderWords, position) : undefined,
    ...(toldAsStated ? { toldAsStated } : {}),
  };
  // A right kept for, or over the dealings of, someone outside the parties runs between neither of them.
  const outsider = outsiderStake(detected.sentence.text, position.parties, detected.rule.coversDealings === true);
  if (outsider) {
    const notes = clause.notes.filter((note) => !GUESSED_GIVER_NOTES.has(note));
    // The party the sentence makes keep it for the outsider ("Licensor reserves …") is the one holding its right.
    const keeper = direction?.form === 'right' ? relationOf(direction, position) : undefined;
    const keptBy: OutsiderStake['keptBy'] = keeper === 'benefits' ? 'reader' : keeper === 'owes' ? 'other' : undefined;
    const stake = keptBy && outsider.stake === 'holds' ? { ...outsider, keptBy } : outsider;
    return { ...clause, outsider: stake, notes, level: 'low', shift: 0, side: position.side, relation: undefined };
  }
  const namedHolder =
    detected.rule.whenHeld && clause.holder === undefined ? holderAndOther(holderWords, position) : undefined;
  if (namedHolder) Object.assign(clause, { namedHolder });
  // Only a sentence worded for both parties ("Neither party may …") can free one of them by an exception.
  const sentenceText = detected.sentence.text.replace(/\s+/gu, ' ');
  const rule = sentenceText.split(EXCEPTION_OPENING)[0] ?? '';
  const wordedForBoth = !reading.mutual && reading.direction?.obligor.kind === 'mutual' && BOTH_PARTIES.test(rule);
  const favoured = wordedForBoth ? favouredParty(sentenceText, position.parties) : undefined;
  if (favoured) Object.assign(clause, { favoured: { name: favoured, whose: holderOf(favoured, position) } });
  const directed = direction && !toldAsStated ? relationOf(direction, position) : undefined;
  const disclaims = statesADisclaimer(reading.mainClause);
  // Without a named party, the clause's own wording may still say which side it binds.
  const relation = toldAsStated ? undefined : (directed ?? statedRelation(clause, position));
  // A party picked on the other side than the role's: rate by the party's side, as the wording is.
  const sideLevel =
    position.side === position.roleSide ? clause.level : shifted(clause.rule.risk[position.side], clause.shift);
  if (relation === undefined) {
    // Who gives it is still worth saying when the reader's own party is not known.
    const notes = outsiders
      ? [outsidersNote(outsiders, relation), ...clause.notes]
      : withNeutralNote(direction, position.parties, clause.notes, disclaims);
    return { ...clause, level: sideLevel, notes, side: position.side, relation };
  }
  if (relation === 'mutual') {
    const notes = outsiders ? [outsidersNote(outsiders, relation), ...clause.notes] : clause.notes;
    return { ...clause, level: sideLevel, notes, side: position.side, relation };
  }

  const notes =
    direction && directed
      ? [
          outsiders
            ? outsidersNote(outsiders, relation)
            : statesADisclaimer(reading.mainClause) && direction.form === 'duty'
              ? disclaimerNote(direction, relation, position.parties)
              : whoseNote(direction, relation, position.parties),
          ...clause.notes.filter((note) => !GUESSED_GIVER_NOTES.has(note)),
        ]
      : withNeutralNote(direction, position.parties, clause.notes, disclaims);
  // A right to act (to end the agreement) held by one party: the reader holds it, or faces it in its own role.
  if (clause.rule.heldByReader && direction?.form === 'right' && relation === 'benefits')
    return { ...clause, level: 'low', notes, side: position.side, relation };
  if (clause.rule.heldByReader && direction?.form === 'right')
    return { ...clause, level: sideLevel, notes, side: position.side, relation };
  // Only a promise the reader gives restricts its own dealing; a right the other side holds does not.
  const burdened =
    giverSide(clause) ?? (relation === 'owes' && direction?.form === 'duty' ? dealingSide(clause) : undefined);
  if (burdened === undefined) return { ...clause, level: sideLevel, notes, side: position.side, relation };
  const side = relation === 'owes' ? burdened : otherSide(burdened);
  // Both sides rated alike: who owes it decides the wording only, the level stays the detection's.
  if (clause.rule.risk.provider === clause.rule.risk.recipient)
    return { ...clause, level: sideLevel, notes, side, relation };
  const level = relation === 'owes' ? shifted(clause.rule.risk[burdened], clause.shift) : clause.rule.risk[side];
  return { ...clause, level, notes, side, relation, shift: relation === 'owes' ? clause.shift : 0 };
}

/** Who owes the clause: for one owed by whoever pays, the payer the sentence names, whoever its subject is. */
function owedDirection(rule: Pick<ClauseRule, 'owedAct'>, reading: ClauseReading): Direction | undefined {
  return (rule.owedAct && reading.payer) || reading.direction;
}

/** Whether the sentence's own words contradict the reader's place the reading gives it: then it says less. */
function contradicted(
  detected: DetectedClause,
  direction: Direction | undefined,
  position: ReaderPosition,
): true | undefined {
  const relation = direction ? relationOf(direction, position) : undefined;
  if (relation !== 'owes' && relation !== 'benefits') return undefined;
  const text = detected.sentence.text;
  if (position.reader === undefined) return addressedApart(text, direction, position.side) || undefined;
  const reader = { parties: position.parties, index: position.reader, side: position.side };
  return contradictsReader(text, direction, relation, detected.rule.obligor?.(text), reader) || undefined;
}

/**
 * Whether the clause tells the reader anything: that a licence kept for someone outside the parties cannot
 * be passed on matters only to that outsider.
 */
export function concernsTheReader(clause: Pick<OrientedClause, 'rule' | 'outsider'>): boolean {
  return !(clause.outsider?.stake === 'holds' && clause.rule.onlyForItsHolder);
}

/**
 * What the clause itself says is owed decides who owes it, over the subject of another verb in the same
 * sentence: in "X shall staff a minimum of twenty nurses, and Y shall pay for each", the minimum is X's, a
 * supplier's, even where "pay" drew the reading to Y. Only a duty whose named obligor is on the other side
 * than the one the wording states, with a party of the stated side named in the sentence, is turned.
 */
function withStatedObligor(
  direction: Direction | undefined,
  detected: DetectedClause,
  position: ReaderPosition,
): Direction | undefined {
  if (direction?.form !== 'duty' || direction.obligor.kind !== 'party' || position.parties.length !== 2)
    return direction;
  const stated = detected.rule.obligor?.(detected.sentence.text);
  const named = position.parties[direction.obligor.party];
  if (stated === undefined || named?.side === undefined || named.side === stated) return direction;
  const party = position.parties.findIndex((candidate) => candidate.side === stated);
  const owing = position.parties[party];
  // The party of the stated side must be a subject of its own ("Y shall pay"), not the one the duty is owed to.
  const text = detected.sentence.text.replace(/\s+/gu, ' ');
  const actsInSentence = (alias: string) =>
    new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(alias)}\\s+(?:\\w+ly\\s+)?${SUBJECT_VERB}`, 'iu').test(text);
  if (!owing?.aliases.some(actsInSentence)) return direction;
  return { obligor: { kind: 'party', party }, beneficiary: direction.obligor, form: 'duty' };
}

const SUBJECT_VERB = String.raw`(?:shall|will|must|may|agrees?|undertakes?|covenants?)\b`;

/**
 * The side whose wording fits the party the sentence's direction names as giving it (its obligor):
 * the grantor of what the rule's grant is about, when the subject grants it ("X hereby grants to Y a
 * licence"); the side the sentence's own wording gives its giver (a supplier excused from supplying
 * more); otherwise the side the rule rates higher, which is the one the clause burdens, or for a
 * rule rating both alike the side whose wording fits the party owing it. Undefined when neither says.
 */
export function giverSide(clause: Pick<OrientedClause, 'rule' | 'reading' | 'sentence'>): ContractSide | undefined {
  const { rule, reading } = clause;
  if (rule.grantedBy && (reading.grant || heldUse(reading))) return rule.grantedBy;
  const stated = rule.giverWording?.(clause.sentence.text);
  if (stated) return stated;
  const { provider, recipient } = rule.risk;
  if (provider === recipient) return rule.owedBy;
  return levelRank(provider) > levelRank(recipient) ? 'provider' : 'recipient';
}

// A right to use or license something ("Acme shall be entitled to use and sublicense …", "Acme will have a licence"):
// its holder is the licensee, and the party bearing it the grantor. A right to end or take back the licence is not one.
const USE_RIGHT =
  /\b(?:use|licen[cs]e|sub-?licen[cs]e|reproduce|copy|modify|distribute|exploit|display|publish|practi[cs]e|incorporate)\b/iu;
const END_RIGHT = /\b(?:terminat|revok|revoc|cancel|suspend|withdraw|end)\w*/iu;

function heldUse(reading: ClauseReading): boolean {
  return (
    reading.direction?.form === 'right' && USE_RIGHT.test(reading.mainClause) && !END_RIGHT.test(reading.mainClause)
  );
}

// What a restriction on dealing with others stops its party doing: selling or granting to others is a
// provider's restriction, buying from others a recipient's.
const SELLS_TO_OTHERS = /\b(?:sell|resell|licen[cs]e|sublicen[cs]e|grant|appoint|distribute|market|supply)\w*\b/iu;
const BUYS_FROM_OTHERS = /\b(?:purchase|buy|obtain|source|procure)\w*\b/iu;

/**
 * The side whose wording fits the reader bound by an exclusivity no holder is named for, from the
 * dealing its main clause restricts; undefined when it restricts both or neither.
 */
function dealingSide(clause: Pick<OrientedClause, 'rule' | 'reading'>): ContractSide | undefined {
  if (!clause.rule.whenHeld) return undefined;
  const sells = SELLS_TO_OTHERS.test(clause.reading.mainClause);
  const buys = BUYS_FROM_OTHERS.test(clause.reading.mainClause);
  if (sells === buys) return undefined;
  return sells ? 'provider' : 'recipient';
}

/**
 * An adjustment for a permission ("may assign … without consent") read into a sentence that forbids
 * it ("No party may assign … without consent") is undone: the words match, the meaning is the opposite.
 */
function withoutMisreadPermissions(clause: DetectedClause, reading: ClauseReading): DetectedClause {
  if (!reading.negated) return clause;
  const misread = (clause.rule.adjustments ?? []).filter(
    (adjustment) => adjustment.permission && clause.notes.includes(adjustment.note),
  );
  if (misread.length === 0) return clause;
  let { level, shift } = clause;
  for (const adjustment of misread) {
    level = adjustment.effect === 'raise' ? lowerLevel(level) : raiseLevel(level);
    shift += adjustment.effect === 'raise' ? -1 : 1;
  }
  const notes = clause.notes.filter((note) => !misread.some((adjustment) => adjustment.note === note));
  return { ...clause, level, shift, notes };
}

function statedRelation(clause: DetectedClause, position: ReaderPosition): OrientedClause['relation'] {
  const obligor = clause.rule.obligor?.(clause.sentence.text);
  if (obligor === undefined) return undefined;
  return obligor === position.side ? 'owes' : 'benefits';
}

/**
 * Where the reader's party is not known, the document's "you" is still its reader, on the reader's side. A known
 * reader that the contract does not call "you" is left alone: a letter's "you" may be its other party.
 */
function readerAddressed(position: ReaderPosition): Actor | undefined {
  if (position.reader !== undefined && position.readerCalledYou) return { kind: 'party', party: position.reader };
  if (position.reader !== undefined || position.addresseeMayBeReader === false) return undefined;
  return { kind: 'side', side: position.side, addressed: true };
}

function relationOf(direction: Direction, position: ReaderPosition): OrientedClause['relation'] {
  if (direction.obligor.kind === 'mutual') return 'mutual';
  if (isReader(direction.obligor, position)) return 'owes';
  if (direction.beneficiary && isReader(direction.beneficiary, position)) return 'benefits';
  if (isOtherThanReader(direction.obligor, position)) return 'benefits';
  return undefined;
}

function isReader(actor: Actor, position: ReaderPosition): boolean | undefined {
  if (actor.kind === 'party') {
    if (position.reader !== undefined) return actor.party === position.reader;
    const side = position.parties[actor.party]?.side;
    return side !== undefined && side === position.side;
  }
  return actor.kind === 'side' && actor.side === position.side;
}

function isOtherThanReader(actor: Actor, position: ReaderPosition): boolean {
  if (actor.kind === 'party') {
    if (position.reader !== undefined) return actor.party !== position.reader && position.parties.length === 2;
    const side = position.parties[actor.party]?.side;
    return side !== undefined && side !== position.side;
  }
  return actor.kind === 'side' && actor.side !== position.side;
}

/** The party the holder's words name, or undefined. */
function partyNamed(words: string, position: ReaderPosition): number {
  const wanted = words.toLowerCase();
  return position.parties.findIndex((party) =>
    [party.name, ...party.aliases].some((name) => {
      const known = name.toLowerCase().replace(/['’]s$/u, '');
      return known === wanted || (wanted.length >= 3 && known.startsWith(wanted));
    }),
  );
}

/** The holder's and the other party's names, for a contract of two parties. */
function holderAndOther(words: string | undefined, position: ReaderPosition): OrientedClause['namedHolder'] {
  if (!words || position.parties.length !== 2) return undefined;
  const index = partyNamed(words, position);
  const holder = position.parties[index];
  const other = position.parties[1 - index];
  if (index < 0 || !holder || !other) return undefined;
  return { holder: holder.aliases[0] ?? holder.name, other: other.aliases[0] ?? other.name };
}

/** The reader or the other party, when the holder's words name one of the parties. */
function holderOf(words: string | undefined, position: ReaderPosition): OrientedClause['holder'] {
  if (!words) return undefined;
  const index = partyNamed(words, position);
  if (index < 0) return undefined;
  if (position.reader !== undefined) return index === position.reader ? 'reader' : 'other';
  const side = position.parties[index]?.side;
  if (side === undefined) return undefined;
  return side === position.side ? 'reader' : 'other';
}

function shifted(level: Level, shift: number): Level {
  let result = level;
  for (let step = 0; step < Math.abs(shift); step += 1) result = shift > 0 ? raiseLevel(result) : lowerLevel(result);
  return result;
}

/**
 * Marks a clause the contract states both ways, in separate sentences ("Supplier shall indemnify
 * Customer …" and "Customer shall indemnify Supplier …"): together they are mutual, so advice to
 * make it mutual asks for what is there.
 */
export function withReciprocity(
  clause: OrientedClause,
  sentences: readonly Sentence[],
  position: ReaderPosition,
): OrientedClause {
  if (clause.reading.mutual || !asksForMutuality(clause)) return clause;
  const relations = new Set<OrientedClause['relation']>();
  let readerRestrictedElsewhere = false;
  let mirrored = false;
  for (const sentence of sentences) {
    if (!clause.rule.patterns.some((pattern) => pattern.test(sentence.text))) continue;
    if (clause.rule.exclusions?.some((pattern) => pattern.test(sentence.text))) continue;
    const reading = readClause(sentence.text, position.parties, readerAddressed(position));
    const direction = reading.direction;
    if (!direction) continue;
    const relation = relationOf(direction, position);
    // A bar ("may not assign") on the reader's own side, or on both sides.
    if (reading.negated && direction.form === 'duty' && (relation === 'owes' || relation === 'mutual'))
      readerRestrictedElsewhere = true;
    // The clause the other way has the same form: a bar beside a bar, a promise beside a promise, or a need for
    // consent beside a need for consent ("may assign after obtaining Acme's consent" beside "No party may assign
    // without consent"). A freedom the other side keeps ("Acme may assign at its discretion") makes a bar on the
    // reader more one-sided, not mutual.
    const sameForm = reading.negated === clause.reading.negated && direction.form === clause.reading.direction?.form;
    if (!sameForm && !(reading.consent && clause.reading.consent)) continue;
    // That the quoted sentence is worded for both (its exception freeing one party) is no other sentence. A step
    // that binds whichever party plays a part ("The indemnified Party shall notify the indemnifying Party") sets how
    // the clause works, not that both parties give it: only one worded for both parties ("Each party shall …") does.
    if (relation === 'mutual' && (sentence.text === clause.sentence.text || !GIVEN_BY_BOTH.test(sentence.text)))
      continue;
    relations.add(relation);
    // The other party's sentence that says the same with the parties swapped states the clause both ways alike.
    if (relation !== 'mutual' && relation !== clause.relation)
      mirrored ||= mirrorsWithPartiesSwapped(sentence.text, clause.sentence.text, position.parties);
  }
  const reciprocal = relations.has('mutual') || (relations.has('owes') && relations.has('benefits'));
  const marked = readerRestrictedElsewhere ? { ...clause, readerRestrictedElsewhere } : clause;
  if (!reciprocal) return marked;
  return relations.has('mutual') || mirrored
    ? { ...marked, reciprocal }
    : { ...marked, reciprocal, reciprocalInReverse: true };
}

function asksForMutuality(clause: OrientedClause): boolean {
  const { rule } = clause;
  return (
    Object.values(rule.asks ?? {}).some((asked) => asked.includes('mutual')) ||
    /\bmutual\b/iu.test(`${rule.change.provider} ${rule.change.recipient}`)
  );
}

/**
 * Records advice another sentence of the contract already answers: a clause the other side gives
 * the reader in one sentence ("…shall indemnify Client against infringement claims") answers an ask
 * made of the clause quoted from another. Only sentences in the reader's favour (or binding both) count.
 */
export function withAnswersElsewhere(
  clause: OrientedClause,
  sentences: readonly Sentence[],
  position: ReaderPosition,
): OrientedClause {
  const answers = (clause.rule.changeWhenGivenElsewhere ?? []).filter((answer) => answer.change[clause.side]);
  if (answers.length === 0) return clause;
  const given = sentences.filter((sentence) => {
    if (!clause.rule.patterns.some((pattern) => pattern.test(sentence.text))) return false;
    if (clause.rule.exclusions?.some((pattern) => pattern.test(sentence.text))) return false;
    const reading = readClause(sentence.text, position.parties, readerAddressed(position));
    // "Acme does not warrant that defects will be corrected" names a remedy only to deny it: it gives the reader nothing.
    if (reading.negated || reading.denial || statesADisclaimer(reading.mainClause)) return false;
    const relation = reading.direction ? relationOf(reading.direction, position) : undefined;
    return relation === 'benefits' || relation === 'mutual';
  });
  const answer = answers.find(({ when }) => given.some((sentence) => when.test(sentence.text)));
  return answer ? { ...clause, givenElsewhere: answer.change[clause.side] } : clause;
}

/**
 * Mutuality is a property of the section, not of one sentence: a clause worded for "each party" does not
 * bind both alike when another sentence of its section puts the same kind of duty on one party alone
 * ("7.3 The Buyer may not disclose …"), and one binding a single party is not one-way when its section
 * binds the other party too. Only duties on the clause's own topic count, and for a clause whose meaning
 * turns on a bar ("may not assign"), only a duty of the same kind (a bar beside a bar).
 */
export function withSectionMutuality(
  clause: OrientedClause,
  sentences: readonly Sentence[],
  pages: readonly DocumentPage[],
  position: ReaderPosition,
): OrientedClause {
  if (clause.carveOut || clause.outsider) return clause;
  const duties = sectionSentences(clause.sentence, sentences, pages).flatMap((sentence) => {
    if (!clause.rule.patterns.some((pattern) => pattern.test(sentence.text))) return [];
    if (clause.rule.exclusions?.some((pattern) => pattern.test(sentence.text))) return [];
    const reading = readClause(sentence.text, position.parties, readerAddressed(position));
    const direction = owedDirection(clause.rule, reading);
    if (direction?.form !== 'duty' || reading.denial) return [];
    if (clause.rule.owedBy === undefined && reading.negated !== clause.reading.negated) return [];
    // A promise ("Acme warrants …") is no duty of the same kind as a disclaimer ("each disclaims …").
    if (statesADisclaimer(reading.mainClause) !== statesADisclaimer(clause.reading.mainClause)) return [];
    const relation = relationOf(direction, position);
    return relation ? [{ relation, direction }] : [];
  });
  if (clause.reading.mutual) {
    const oneSided = duties.filter(({ relation }) => relation === 'owes' || relation === 'benefits');
    const alone = oneSided[0];
    // Duties put on each party in turn ("A shall not …", "B shall not …") bind both, if not in the same words.
    if (!alone || oneSided.some(({ relation }) => relation !== alone.relation)) return clause;
    const name = actorName(alone.direction.obligor, position.parties);
    const party = alone.relation === 'owes' ? (name ? `${name} (your side)` : 'your side') : (name ?? 'the other side');
    return { ...clause, carveOut: { party, effect: 'bound-alone' } };
  }
  if (clause.reading.direction?.form !== 'duty') return clause;
  const opposite = clause.relation === 'benefits' ? 'owes' : clause.relation === 'owes' ? 'benefits' : undefined;
  if (!opposite || !duties.some(({ relation }) => relation === opposite || relation === 'mutual')) return clause;
  return { ...clause, boundTooInSection: clause.relation === 'benefits' ? 'reader' : 'other' };
}

/**
 * A clause owed by whoever does its act (paying), quoted from a sentence that names no one ("The principal
 * shall be due and payable on …"), is told from the reader's place in the contract's other promises of that
 * act, when the reader's party is known and they all name the same party: a lender the note makes the other
 * party promise to pay is told when it gets paid, not when it must pay.
 */
export function withOwerNamedElsewhere(
  clause: OrientedClause,
  sentences: readonly Sentence[],
  position: ReaderPosition,
): OrientedClause {
  const { rule } = clause;
  if (clause.relation !== undefined || clause.toldAsStated || !rule.owedAct || !rule.owedBy) return clause;
  if (position.reader === undefined) return clause;
  const relations = new Set<OrientedClause['relation']>();
  const owers = new Set<string>();
  for (const sentence of sentences) {
    if (!rule.owedAct.test(sentence.text)) continue;
    const reading = readClause(sentence.text, position.parties, readerAddressed(position));
    const direction = owedDirection(rule, reading);
    if (direction?.form !== 'duty' || reading.negated || reading.denial) continue;
    relations.add(relationOf(direction, position));
    owers.add(actorName(direction.obligor, position.parties) ?? '');
  }
  const [relation] = [...relations];
  if (relations.size !== 1 || (relation !== 'owes' && relation !== 'benefits')) return clause;
  const [ower] = [...owers];
  const side = relation === 'owes' ? rule.owedBy : otherSide(rule.owedBy);
  // Told only where it turns the reading away from the reader's role: a payer told it pays learns nothing new.
  const notes =
    relation === 'owes'
      ? clause.notes
      : [
          `Other sentences of the contract put this duty on ${ower || 'the other side'}, not on your side.`,
          ...clause.notes,
        ];
  return { ...clause, relation, side, level: relation === 'owes' ? clause.level : rule.risk[side], notes };
}
