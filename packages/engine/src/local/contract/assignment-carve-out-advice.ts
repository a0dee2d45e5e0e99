import type { Sentence } from '../../text/sentences';
import { withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import type { OrientedClause } from './clause-orientation';
import type { ContractFinding } from './key-findings';
import { ASIDE, MAY_ASSIGN, NEEDS_CONSENT, TO_AFFILIATE, TO_BUYER } from './licence-transfer-advice';
import { readerTakesPartInPerson } from './personal-deal';

// The rule's ask of a reader facing an assignment clause.
const ASKS_MUTUAL_CONSENT =
  'Ask that neither side may assign without the other’s consent, except to a buyer of the whole business.';
// A bar on every party: "neither party may assign … without the consent of the other", "either party shall not transfer …",
// "any assignment by a Party without the consent of the other Party shall be void", or in the passive, "may not be assigned by either party", "shall not be assignable by any Party".
const BARS_EVERY_PARTY =
  /\b(?:assign|transferr?)\w*\b[^.;]{0,80}?\bby\s+(?:a|either|any|each)\s+part(?:y|ies)\s+without\b[^.;]{0,40}?\b(?:consent|approval)\s+of\s+the\s+other\s+part(?:y|ies)\b|\b(?:neither|no)\s+part(?:y|ies)\b[^.;]{0,80}?\b(?:may|shall|will|can)\s+(?:\w+\s+){0,3}?(?:assign|transfer)\w*|\b(?:either|each)\s+party\s+(?:may|shall|will)\s+not\s+(?:\w+\s+){0,3}?(?:assign|transfer)\w*|\b(?:not|neither|no)\b[^.;]{0,120}?\b(?:assign|transferr?)\w*\b[^.;]{0,60}?\bby\s+(?:either|any|each|a)\s+part(?:y|ies)\b/iu;
// A passive bar that names no one assigning and asks the consent of "the other party": whoever assigns needs the other's.
const BARS_WHOEVER_ASSIGNS =
  /\b(?:not|neither|no)\b[^.;]{0,120}?\b(?:assign|transferr?)\w*\b[^.;]{0,120}?\bwithout\b[^.;]{0,30}?\b(?:consent|approval|permission)\s+of\s+the\s+other\s+part(?:y|ies)\b/iu;
// "by Tickets", "by the Distributor": the passive names the one party it binds.
const BY_NAMED_PARTY = /\b[Bb]y\s+(?!(?:either|any|each|a)\s)(?:the\s+)?\p{Lu}/u;

// A bar on assigning, whoever it binds: "may not assign", "shall not be assigned", "no assignment … shall be made".
const BARS_ASSIGNING = /\b(?:not|no|neither)\b[^.;]{0,120}?\b(?:assign|transferr?)\w*/iu;

/** Where the clause's bar on both parties starts, if it bars both. */
function everyPartyBar(text: string): number | undefined {
  const bar = BARS_EVERY_PARTY.exec(text);
  if (bar) return bar.index;
  const whoever = BARS_WHOEVER_ASSIGNS.exec(text);
  return whoever && !BY_NAMED_PARTY.test(whoever[0]) ? whoever.index : undefined;
}
const WITHOUT_CONSENT = /\bwithout\b[^.;]{0,60}?\b(?:consent|approval)\b/iu;
// An exception that follows the bar: "except to …", "other than …", "provided that … may assign to …".
const EXCEPTION = /\b(?:except|excepting|other\s+than|save|provided|however)\b/iu;

/**
 * The rule asks that neither side may assign without consent except to a buyer of the whole business;
 * a clause that already says so in its own words (a bar on both parties, with an exception for a
 * merger, a successor or a sale of the business) leaves nothing to ask.
 */
export function withMutualConsentBarRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'assignment' || finding.missing || finding.change !== ASKS_MUTUAL_CONSENT) return finding;
  const stated =
    [quoted, ...sentences.map(({ text }) => text)].some((text) => barredExceptToBuyer(text)) ||
    sentences.some(
      ({ text }, at) => everyPartyBar(text) !== undefined && freesEveryPartyToBuyer(sentences[at + 1]?.text),
    );
  if (!stated) return finding;
  return withNothingLeftToAsk(
    finding,
    'No change needed: neither side may assign without the other’s consent, except to a buyer or successor of its business, as the clause already says.',
  );
}

/** A bar on every party's assigning without consent, with an exception for a buyer or successor of the business. */
export function barredExceptToBuyer(text: string): boolean {
  const bar = everyPartyBar(text);
  if (bar === undefined) return false;
  const after = text.slice(bar);
  return WITHOUT_CONSENT.test(after) && exceptsBuyer(after);
}

/**
 * The sentence after a bar on both parties frees each of them to assign to a buyer of its business
 * without consent: "Notwithstanding the foregoing, either party may assign … without such consent in
 * connection with a merger".
 */
function freesEveryPartyToBuyer(text: string | undefined): boolean {
  if (text === undefined) return false;
  const permission = MAY_ASSIGN.exec(text);
  return (
    permission !== null &&
    /^(?:either|each|any|both)\b/iu.test(permission[0]) &&
    !NEEDS_CONSENT.test(text.slice(permission.index)) &&
    TO_BUYER.test(text.slice(permission.index))
  );
}

/** An exception, after the bar, for a buyer or successor of the business. */
function exceptsBuyer(text: string): boolean {
  const exception = EXCEPTION.exec(text);
  return exception !== null && TO_BUYER.test(text.slice(exception.index));
}

// Said where both sides are already barred alike and only the buyer exception is not there.
const ONLY_EXCEPTION_LEFT =
  'If you negotiate, ask only for an exception letting either side assign to a buyer of its whole business without consent.';
const BOTH_BARRED_EXCEPTION_LEFT =
  'Both sides already need the other’s consent to assign; ask only for an exception letting either side assign to a buyer of its whole business without it.';

/** The clause as the advice reads it: who it favours and whether another sentence restricts the reader. */
type AssignmentClause = Pick<OrientedClause, 'rule' | 'relation' | 'sentence'> &
  Partial<Pick<OrientedClause, 'carveOut' | 'readerRestrictedElsewhere'>>;

/** The deal the clause sits in, where the fit of an ask depends on it. */
interface AssignmentDeal {
  kindId?: string;
  sentences?: readonly Sentence[];
}

/**
 * "Neither side may assign without consent, except to a buyer" asks for two things; a clause may
 * already give one of them, or bind one side only. The reader is asked only for what is missing
 * from its side: a bar on both sides needs only the buyer exception; a bar on the reader alone
 * needs the same bar on the other side (and the exception, unless it is there); a bar on the other
 * side alone restricts no one but them.
 */
export function withOneSidedBarRead(
  finding: ContractFinding,
  quoted: string,
  clauses: readonly AssignmentClause[],
  readerNames: readonly string[] = [],
  deal: AssignmentDeal = {},
): ContractFinding {
  if (finding.rule.id !== 'assignment' || finding.missing) return finding;
  const clause = clauses.find((candidate) => candidate.rule.id === 'assignment' && candidate.sentence.text === quoted);
  const bar = everyPartyBar(quoted);
  if (bar !== undefined) {
    const freedOne = oneSideFreed(quoted.slice(bar), readerNames);
    if (freedOne) return freedOne(finding);
    const freedLater = clause?.carveOut?.effect === 'acts-alone' ? clause.carveOut.party : undefined;
    if (freedLater) return laterFreed(finding, freedLater, readerNames);
    if (exceptsBuyer(quoted.slice(bar))) return finding;
    if (finding.change === ASKS_MUTUAL_CONSENT) return withChange(finding, BOTH_BARRED_EXCEPTION_LEFT);
    return BOTH_CONSENT_GIVEN.test(finding.change)
      ? withChange(finding, `${finding.change} ${ONLY_EXCEPTION_LEFT}`)
      : finding;
  }
  if (finding.change !== ASKS_MUTUAL_CONSENT) return finding;
  // The reader holds the freer position: a mutual bar would take its freedom away.
  if (!clause?.readerRestrictedElsewhere && leavesReaderFree(quoted, readerNames))
    return withNothingLeftToAsk(
      finding,
      'No change needed: the clause restricts only the other side, and your side may assign without its consent.',
    );
  // Whose side the freer party is cannot be told ("you" would name the reader): the advice is told for either.
  const freer = freedParty(quoted);
  if (freer !== undefined && readerNames.length === 0 && clause?.relation === undefined && !/\byour?\b/iu.test(quoted))
    return withChange(
      finding,
      `No change needed if ${freer} is your side: the clause does not restrict ${freer}. If not, ask that ${freer} need your consent too, except for a sale of its whole business.`,
    );
  // Only a bar is read here; a party's freedom to assign ("may assign without consent") is another matter.
  if (!BARS_ASSIGNING.test(quoted)) return finding;
  const relation = clause?.relation;
  if (relation === 'benefits')
    return withNothingLeftToAsk(
      finding,
      'No change needed: only the other side needs consent to assign, and your side stays free.',
    );
  if (relation !== 'owes') return finding;
  const personal = personalDeal(deal);
  if (personal) return withNothingLeftToAsk(finding, `No change needed for your side: ${personal}`);
  if (readerTakesPartInPerson(readerNames, deal.sentences ?? [])) return withChange(finding, IN_PERSON_ASK);
  return withChange(
    finding,
    exceptsBuyer(quoted)
      ? 'Only your side needs the other’s consent to assign, and a sale of your business is already excepted; ask that the other side be bound the same way.'
      : 'Only your side needs the other’s consent to assign; ask that the other side be bound the same way, or that you may assign without consent to a buyer of your whole business.',
  );
}

// Said to a reader who takes part in person: no business of its own for the agreement to pass with.
const IN_PERSON_ASK =
  'Only your side needs the other’s consent to assign; you take part in person, with no business for the agreement to pass with, so the one ask that fits is that the other side be bound the same way.';

// The reading found that the clause already binds both sides to ask consent.
const BOTH_CONSENT_GIVEN =
  /^No change needed on this point: the clause already requires the other party’s consent and binds both parties alike\.$/u;

// The reading found the consent the advice asks for and said so.
const CONSENT_GIVEN = /^No change needed on this point: the clause already requires the other party’s consent/u;

/**
 * "No change needed: consent is required" is true only of transfers the contract does not free from
 * consent. Where a party may still assign without it, to an affiliate or to a buyer of its business,
 * that is how the reader can end up facing a party it did not choose: the finding names the carve-out
 * and the advice asks for what it leaves open. The same holds of a bar on both parties that the rule
 * would otherwise call alike for both and ask again.
 */
export function withAssignmentCarveOutsRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'assignment' || finding.missing) return finding;
  const barredForBoth = finding.change === ASKS_MUTUAL_CONSENT && everyPartyBar(quoted) !== undefined;
  if (!CONSENT_GIVEN.test(finding.change) && !barredForBoth) return finding;
  const freed = [quoted, ...sentences.map(({ text }) => text)].filter((text) => {
    const permission = MAY_ASSIGN.exec(text);
    return permission !== null && !NEEDS_CONSENT.test(text.slice(permission.index));
  });
  const affiliates = freed.some((text) => TO_AFFILIATE.test(text));
  const buyer = freed.some((text) => TO_BUYER.test(text));
  if (!affiliates && !buyer) return finding;
  const to =
    affiliates && buyer
      ? 'to an affiliate or to a buyer of its business'
      : affiliates
        ? 'to an affiliate'
        : 'to a buyer of its business';
  const named = withHeadline(
    finding,
    `${finding.headline} A party may still assign it ${to} without the other’s consent.`,
  );
  const carveOuts = freed.filter((text) => TO_AFFILIATE.test(text) || TO_BUYER.test(text));
  return carveOutAsk(named, to, {
    notice: carveOuts.some((text) => ON_NOTICE.test(text)),
    liable: carveOuts.some((text) => STAYS_LIABLE.test(text)),
  });
}

// A transfer made on notice: "upon written notice to the other party", "provided it notifies the other party".
const ON_NOTICE =
  /\b(?:upon|on|with|after|by\s+giving|subject\s+to)\s+(?:at\s+least\s+)?(?:prior\s+)?(?:[\w()-]+\s+){0,3}?(?:written\s+)?notice\b|\bnotif(?:y|ies|ying|ication)\b|\bgives?\s+(?:the\s+other\s+party\s+)?(?:prior\s+)?(?:written\s+)?notice\b/iu;
// The one who assigns stays bound: "shall remain liable", "shall not relieve the assignor", "the assignee assumes all obligations".
const STAYS_LIABLE =
  /\b(?:remain|remains|stay|stays|continue\s+to\s+be)\s+(?:\w+\s+){0,2}?(?:liable|responsible|bound)\b|\bnot\s+(?:relieve|release)\b|\bassumes?\s+(?:in\s+writing\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:\w+['’]s\s+)?obligations\b/iu;

/** The ask on a transfer freed from consent: notice and the assignor staying liable, less what the clause already gives. */
function carveOutAsk(
  finding: ContractFinding,
  to: string,
  given: { notice: boolean; liable: boolean },
): ContractFinding {
  const opening = `Consent is needed for most transfers, but a party may still assign ${to} without it`;
  if (given.notice && given.liable) {
    return withNothingLeftToAsk(
      finding,
      `No change needed: consent is needed for most transfers; a party may still assign ${to} without it, but only on notice and staying liable for the agreement, as the clause already says.`,
    );
  }
  if (given.notice) {
    return withChange(
      finding,
      `${opening}; the clause already requires notice of such a transfer, so ask only that the party who assigns stays liable for the agreement.`,
    );
  }
  if (given.liable) {
    return withChange(
      finding,
      `${opening}; the party who assigns already stays liable, so ask only for written notice of such a transfer.`,
    );
  }
  return withChange(
    finding,
    `${opening}; ask for written notice of such a transfer and that the party who assigns stays liable for the agreement.`,
  );
}

// An exception that frees one named party after a bar on both: "provided that Brightwick may assign it to its Affiliates".
const ONE_PARTY_FREED = new RegExp(
  String.raw`\b(?:except|excepting|save|provided|however)\b[^.;]{0,40}?\b(?:the\s+)?(?!(?:Either|Each|Any|Both|Neither|No|Such|Party|Parties)\b)(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})\s+(?:may|shall\s+(?:have\s+the\s+right|be\s+entitled)\s+to|is\s+entitled\s+to|can)${ASIDE}\s+(?!not\b)(?:\w+\s+){0,3}?(?:assign|transfer)\w*([^.;]*)`,
  'u',
);

/**
 * A bar on both parties whose exception lets one named party assign without consent binds the two
 * differently: the reader is told who is freed and for what, and asked for what its own side lacks.
 */
function oneSideFreed(
  afterBar: string,
  readerNames: readonly string[],
): ((finding: ContractFinding) => ContractFinding) | undefined {
  const freed = ONE_PARTY_FREED.exec(afterBar);
  const party = freed?.[1];
  if (!freed || !party) return undefined;
  const rest = freed[2] ?? '';
  const to = TO_AFFILIATE.test(rest)
    ? TO_BUYER.test(rest)
      ? 'to its affiliates or to a buyer of its business'
      : 'to its affiliates'
    : TO_BUYER.test(rest)
      ? 'to a buyer of its business'
      : 'in the cases the clause names';
  const reader = readerNames.some((name) => name.toLowerCase() === party.toLowerCase());
  const known = readerNames.length > 0;
  if (reader) {
    return (finding) =>
      withNothingLeftToAsk(
        finding,
        `No change needed: both sides need the other’s consent to assign, but ${party} (your side) may still assign ${to} without it.`,
      );
  }
  const change = known
    ? `Both sides need the other’s consent to assign, but ${party} may still assign ${to} without it; ask for the same exception for your side, or for written notice of such a transfer and that ${party} stays liable for the agreement.`
    : `Both sides need the other’s consent to assign, but ${party} may still assign ${to} without it; check whether the other side holds an exception your side lacks.`;
  return (finding) => withChange(finding, change);
}

// A party named in a bar as the one whose consent is needed ("without the prior written consent of Lender",
// "without Lender's written consent"), or as free to assign ("freely assignable by Acme", "Acme may assign … with or
// without consent"). Names are told by their capitals; "Party" and the like name no one.
const NAME = String.raw`(?!(?:Party|Parties|Agreement|Note|Company's\s+Board)\b)(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})`;
const CONSENT_HOLDER = new RegExp(
  String.raw`\bwithout\b[^.;]{0,30}?\b(?:consent|approval)\s+of\s+(?:the\s+)?${NAME}|\bwithout\s+(?:the\s+)?${NAME}['’]s\s+(?:prior\s+)?(?:written\s+)?(?:consent|approval)`,
  'u',
);
const FREE_TO_ASSIGN = new RegExp(
  String.raw`\b(?:freely|fully)\s+(?:assignable|transferable)\b[^.;]{0,40}?\bby\s+(?:the\s+)?${NAME}|\b${NAME}\s+may\s+(?:freely\s+)?(?:assign|transfer)\b[^.;]{0,160}?\b(?:with\s+or\s+)?without\b[^.;]{0,30}?\bconsent\b`,
  'u',
);

/** The party the sentence leaves free to assign: named free, or the one whose consent a bar asks. */
function freedParty(text: string): string | undefined {
  const named = (match: RegExpExecArray | null) => match?.slice(1).find((group) => group !== undefined);
  const free = named(FREE_TO_ASSIGN.exec(text));
  if (free !== undefined) return free;
  // The one whose consent a bar asks is free; in a permission ("X may assign without Y's consent") it is not.
  return BARS_ASSIGNING.test(text) ? named(CONSENT_HOLDER.exec(text)) : undefined;
}

/** The bar makes the reader the one whose consent a transfer needs, or the sentence names it free to assign. */
export function leavesReaderFree(text: string, readerNames: readonly string[]): boolean {
  const free = freedParty(text);
  return free !== undefined && readerNames.some((reader) => reader.toLowerCase() === free.toLowerCase());
}

/** A bar on both sides that a later sentence of the clause lifts for one named party. */
function laterFreed(finding: ContractFinding, party: string, readerNames: readonly string[]): ContractFinding {
  // Whose side the freed party is cannot be told: the advice is told for either.
  if (readerNames.length === 0)
    return withChange(
      finding,
      `No change needed if ${party} is your side: a later sentence lets it assign alone. If not, ask for the same for your side.`,
    );
  if (readerNames.some((name) => name.toLowerCase() === party.toLowerCase()))
    return withNothingLeftToAsk(
      finding,
      `No change needed: both sides need the other’s consent to assign, but a later sentence lets ${party} (your side) assign alone.`,
    );
  return withChange(
    finding,
    `Both sides need the other’s consent to assign, but a later sentence lets ${party} assign alone; ask for the same for your side, or for written notice of such a transfer and that ${party} stays liable for the agreement.`,
  );
}

// A tenancy of a home: "dwelling-house", "residential", "as their only or principal home".
const HOME =
  /\bdwelling\w*|\bresidential\s+(?:tenanc\w*|lease|premises|property|accommodation)\b|\b(?:only\s+or\s+)?principal\s+home\b/iu;

/**
 * A deal personal to the reader, where only the reader needing consent is what such deals are: a
 * tenancy of a home or a job. Asking the other side to be bound too, or for a sale of a business, does not fit.
 */
function personalDeal({ kindId, sentences = [] }: AssignmentDeal): string | undefined {
  if (kindId === 'lease' && sentences.some(({ text }) => HOME.test(text)))
    return 'only your side needs consent to transfer, as is usual in a tenancy of a home.';
  if (kindId === 'employment')
    return 'only your side needs consent to transfer, as is usual for work that is personal.';
  return undefined;
}
