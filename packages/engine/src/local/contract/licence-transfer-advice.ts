import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import type { ContractFinding } from './key-findings';
import { readerTakesPartInPerson } from './personal-deal';

const TRANSFER_ASK = 'Ask for transfer to affiliates and to a buyer of your business.';
// A permission to assign held by both parties, or by the licensee: "Either party may assign this Agreement
// without consent to …", "Licensee shall have the right to transfer …", with an aside between the modal and
// its verb read as part of it ("Either party may, without consent of the other, assign …").
export const ASIDE = String.raw`(?:\s*,[^,.;]{1,80},)?`;
export const MAY_ASSIGN = new RegExp(
  String.raw`\b(?:either|each|any|both)\s+part(?:y|ies)\b[^.;]{0,60}?\b(?:may|shall\s+(?:have\s+the\s+right|be\s+entitled)\s+to|is\s+entitled\s+to|can)${ASIDE}\s+(?!not\b)(?:\w+\s+){0,3}?(?:assign|transfer)\w*|\blicensee\b[^.;]{0,40}?\b(?:may|shall\s+(?:have\s+the\s+right|be\s+entitled)\s+to|is\s+entitled\s+to)${ASIDE}\s+(?!not\b)(?:\w+\s+){0,3}?(?:assign|transfer)\w*`,
  'iu',
);
export const NEEDS_CONSENT =
  /\b(?:with|upon|subject\s+to)\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?(?:consent|approval)\b/iu;
export const TO_AFFILIATE = /\baffiliat\w*|\bsubsidiar\w*/iu;
// A buyer of the business, in any of its usual words: a merger, a successor, a sale of all or substantially
// all of it, "the purchaser of substantially all of the assets", "any purchaser of its business".
export const TO_BUYER =
  /\bmerger\b|\bmerge[sd]\b|\bacquisition\b|\bacquir\w*\s+(?:all\s+or\s+)?substantially\s+all\b|\bconsolidation\b|\breorgani[sz]ation\b|\bchange\s+of\s+control\b|\bsale\s+of\s+(?:all\s+or\s+)?(?:substantially\s+)?all\b|\bsuccessor\b|\bsucceed\w*\s+(?:\w+\s+){0,3}?to\s+(?:all\s+or\s+)?(?:substantially\s+)?all\b|\b(?:purchaser|buyer|acquir(?:er|or)|transferee)s?\s+of\s+(?:all\s+or\s+)?(?:substantially\s+all\b|(?:the\s+|its\s+|their\s+|such\s+party['’]s\s+|\p{Lu}[\p{L}-]*['’]s?\s+)?(?:entire\s+|whole\s+)?(?:business|undertaking)\b)/iu;

/** Where the contract lets the reader's side pass the agreement on without consent: to an affiliate, to a buyer. */
export interface FreeTransfers {
  affiliates?: Sentence;
  buyer?: Sentence;
}

/**
 * The transfers the contract allows the reader's side without consent: a permission held by both
 * parties or by the reader ("either party may assign … to an Affiliate"), or an exception to a bar
 * that binds the reader ("This Agreement shall not be assigned except to the Licensee's Affiliates").
 */
export function freeTransfers(sentences: readonly Sentence[], readerNames: readonly string[] = []): FreeTransfers {
  const permissions = sentences.flatMap((sentence) => {
    const { text } = sentence;
    const permission = MAY_ASSIGN.exec(text) ?? readerMayAssign(text, readerNames);
    if (permission !== null && !NEEDS_CONSENT.test(text.slice(permission.index))) return [{ sentence, words: text }];
    const excepted = exceptedFromBar(text, readerNames);
    return excepted === undefined ? [] : [{ sentence, words: excepted }];
  });
  return {
    ...optional('affiliates', permissions.find(({ words }) => TO_AFFILIATE.test(words))?.sentence),
    ...optional('buyer', permissions.find(({ words }) => TO_BUYER.test(words))?.sentence),
  };
}

function optional<K extends string>(key: K, value: Sentence | undefined): Partial<Record<K, Sentence>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, Sentence>);
}

// A bar on passing the agreement on, binding the agreement as such or every party: "This Agreement shall not be assigned".
const BAR =
  /\b(?:(?:this|the)\s+agreement|neither\s+party|no\s+party)\b[^.;]{0,40}?\b(?:shall|may|will)\s+not\s+(?:be\s+)?(?:assign|transfer)\w*/iu;
// The exception to it, up to where the sentence goes on: "except to the Licensee's Affiliate(s)".
const EXCEPT_TO = /\bexcept\s+(?:to|for|in\s+connection\s+with)\s+([^.;]{3,120})/iu;
// The owner a transfer's words name: "the Licensee's Affiliates", "Acme's successor".
const OWNER =
  /\b(\p{Lu}[\p{L}-]*)['’]s?\s+(?:[\w-]+\s+){0,2}?(?:[Aa]ffiliat|[Ss]ubsidiar|[Ss]uccessor|[Pp]urchaser|[Bb]uyer)/u;

/** The words of an exception to a bar that lets the reader's side (or any party) pass the agreement on. */
function exceptedFromBar(text: string, readerNames: readonly string[]): string | undefined {
  const bar = BAR.exec(text);
  if (!bar) return undefined;
  const excepted = EXCEPT_TO.exec(text.slice(bar.index))?.[1];
  if (excepted === undefined) return undefined;
  const owner = OWNER.exec(excepted)?.[1];
  // "except to Brill's Affiliates" in a contract read by Acme opens nothing for Acme.
  if (owner !== undefined && !readerNames.some((name) => name.split(/\s+/u).includes(owner))) return undefined;
  return excepted;
}

/**
 * A licence "non-transferable" in its grant may still pass to an affiliate or to a buyer of the
 * business under the assignment clause ("either party may assign … to an Affiliate or a successor"):
 * the advice asks only for the transfers no such permission (free of consent) already gives.
 */
export function withLicenceTransfersAllowed(
  finding: ContractFinding,
  sentences: readonly Sentence[],
  transfers: FreeTransfers,
  quoted = '',
  readerNames: readonly string[] = [],
): ContractFinding {
  if (finding.rule.id !== 'non-transferable-license' || finding.missing || finding.change !== TRANSFER_ASK) {
    return finding;
  }
  if (isPersonalUseLicence(quoted, sentences)) return withPersonalLicenceTold(finding, PERSONAL_CHANGE);
  if (readerTakesPartInPerson(readerNames, sentences) || grantedToEachUser(quoted))
    return withPersonalLicenceTold(finding, IN_PERSON_CHANGE);
  const granted = grantedAlsoTo(quoted);
  const reach: TransferReach = {
    affiliates: granted.affiliates ? 'grant' : transfers.affiliates !== undefined ? 'clause' : undefined,
    buyer: granted.successors ? 'grant' : transfers.buyer !== undefined ? 'clause' : undefined,
  };
  if (!reach.affiliates && !reach.buyer) return withReasonableConsentRead(finding, sentences);
  const told = withTransfersTold(finding, reach);
  const given = reachTold(reach);
  if (reach.affiliates && reach.buyer) return withNothingLeftToAsk(told, `No change needed: ${given}.`);
  return withChange(
    told,
    `${capitalised(given)}; ask for transfer to ${reach.affiliates ? 'a buyer of your business' : 'affiliates'} too.`,
  );
}

/** Where the reader's licence already reaches an affiliate or a buyer: its grant names them, or the assignment clause lets it pass. */
interface TransferReach {
  affiliates?: 'grant' | 'clause';
  buyer?: 'grant' | 'clause';
}

/** What the grant and the assignment clause already give, as the advice tells it. */
function reachTold({ affiliates, buyer }: TransferReach): string {
  const granted = [affiliates === 'grant' ? 'your affiliates' : '', buyer === 'grant' ? 'your successors' : ''].filter(
    (holder) => holder !== '',
  );
  const passes = [
    affiliates === 'clause' ? 'to an affiliate' : '',
    buyer === 'clause' ? 'to a buyer of your business' : '',
  ]
    .filter((to) => to !== '')
    .join(' or ');
  const grant = granted.length > 0 ? `the licence is already granted to ${granted.join(' and ')} as well` : '';
  const clause = passes === '' ? '' : `the assignment clause already lets it pass ${passes} without consent`;
  return [grant, clause].filter((part) => part !== '').join(', and ');
}

// Those a grant names beside its holder, joined to the holder by "and" or a comma: "to Customer and its Affiliates",
// "grants Acme, its subsidiaries and its successors". The holders are read between the verb of the grant and the
// licence it grants ("grants to Customer and its Affiliates a … licence"), or after "licence … to" ("a licence to
// Customer and its Affiliates to use").
const GRANT_HOLDERS = [
  /\b(?:grants?|granted|gives?)\s+(?:to\s+)?((?:the\s+)?\p{Lu}[^.;]{0,100}?)\s+(?:an?|the)\s+(?:[\w-]+,?\s+){0,8}?licen[cs]e\b/u,
  /\blicen[cs]e\b[^.;]{0,80}?\b(?:to|for\s+use\s+by)\s+((?:the\s+)?\p{Lu}[^.;]{0,80}?)\s+(?:to|for)\s+(?:use|access|reproduce|copy|install|run|display)\b/u,
];
const OWN_PEOPLE = String.raw`(?:,|\band)\s+(?:its|their|your|his|her|\p{Lu}[\p{L}-]*['’]s?)\s+(?:respective\s+)?`;
const AFFILIATES_TOO = new RegExp(
  String.raw`${OWN_PEOPLE}(?:[\w-]+\s+)?(?:affiliates|subsidiaries|group\s+companies)\b`,
  'iu',
);
const SUCCESSORS_TOO = new RegExp(String.raw`${OWN_PEOPLE}(?:[\w-]+\s+)?successors\b`, 'iu');

/** The grant's holders include the holder's affiliates or successors, so the licence already runs to them. */
export function grantedAlsoTo(quoted: string): { affiliates: boolean; successors: boolean } {
  const text = quoted.replace(/\s+/gu, ' ');
  const holders = GRANT_HOLDERS.map((pattern) => pattern.exec(text)?.[1])
    .filter((words): words is string => words !== undefined)
    .join(' ');
  return { affiliates: AFFILIATES_TOO.test(holders), successors: SUCCESSORS_TOO.test(holders) };
}

function capitalised(text: string): string {
  return text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
}

// A licence personal to its holder ("a limited personal, non-transferable licence", "a personalized right"), not a business's asset.
const PERSONAL = /\bpersonal(?:i[sz]ed)?\b|\bpersonally\b/iu;
// A grant to each user of a service one by one: "we grant each user of the Services a … licence".
const EACH_USER =
  /\bgrants?\s+(?:to\s+)?(?:each|every|any)\s+(?:individual\s+)?(?:user|member|participant|subscriber)s?\b/iu;

/** The licence is granted to each user of a service in turn, so it goes with the user, not with a business. */
function grantedToEachUser(quoted: string): boolean {
  return EACH_USER.test(quoted);
}
// Use that is no business: "non-commercial", "for research purposes", "for your personal use", "non-profit", "academic".
const NO_BUSINESS_USE =
  /\bnon-?\s?commercial\b|\bnot\s+for\s+(?:any\s+)?commercial\b|\bno\s+commercial\s+(?:use|purpose)|\bresearch\s+purposes?\b|\bpersonal\s+(?:and\s+\w+\s+)?use\b|\bnon-?\s?profit\b|\bacademic\b/iu;

/** The licence is granted to its holder personally, for use that is no business (research, personal, non-commercial). */
function isPersonalUseLicence(quoted: string, sentences: readonly Sentence[]): boolean {
  if (!PERSONAL.test(quoted)) return false;
  return NO_BUSINESS_USE.test(quoted) || sentences.some(({ text }) => NO_BUSINESS_USE.test(text));
}

const PERSONAL_HEADLINE = 'The licence is personal to you: you cannot pass it on to anyone else.';
const PERSONAL_CHANGE =
  'No change needed: the licence is personal and for use that is no business, so there is no affiliate or buyer of a business for it to pass to; anyone else who needs it asks for their own.';

// Said of a licence held by a reader who takes part in person, or by each user of a service.
const IN_PERSON_CHANGE =
  'No change needed: the licence goes with you as the one who takes part or uses the service, not with a business, so there is no affiliate or buyer of a business for it to pass to; anyone else who needs it accepts the terms for themselves.';

/** A personal licence has no business to pass with: nothing is asked. */
function withPersonalLicenceTold(finding: ContractFinding, change: string): ContractFinding {
  const told = finding.headline.includes(CANNOT_PASS)
    ? withHeadline(finding, finding.headline.replace(CANNOT_PASS, PERSONAL_HEADLINE))
    : finding;
  return withNothingLeftToAsk(told, change);
}

// The payer's impact, true only where no permission lets the licence pass.
const CANNOT_PASS = 'You cannot pass the licence to a buyer of your business or to your affiliates.';

/** The impact retold with the holders the grant names and the transfers the assignment clause allows without consent. */
function withTransfersTold(finding: ContractFinding, reach: TransferReach): ContractFinding {
  if (!finding.headline.includes(CANNOT_PASS)) return finding;
  const granted = [
    reach.affiliates === 'grant' ? 'your affiliates' : '',
    reach.buyer === 'grant' ? 'your successors' : '',
  ]
    .filter((holder) => holder !== '')
    .join(' and ');
  const passes = [
    reach.affiliates === 'clause' ? 'to an affiliate' : '',
    reach.buyer === 'clause' ? 'to a buyer of your business' : '',
  ]
    .filter((to) => to !== '')
    .join(' or ');
  const closed = !reach.buyer
    ? ', but not to a buyer of your business'
    : !reach.affiliates
      ? ', but not to your affiliates'
      : '';
  const told =
    granted !== ''
      ? `The licence is called non-transferable, but it is granted to ${granted} as well${passes === '' ? '' : `, and the assignment clause lets it pass ${passes} without consent`}${closed === '' ? '' : `; it cannot pass${closed.replace(/^, but not/u, '')}`}.`
      : `The grant calls the licence non-transferable, yet the assignment clause lets it pass ${passes} without consent${closed}.`;
  return withHeadline(finding, finding.headline.replace(CANNOT_PASS, told));
}

/**
 * A permission that names the reader among those who may assign: "Supplier and/or Reseller may assign …",
 * "Reseller may transfer …"; a permission naming only the other party gives the reader nothing.
 */
function readerMayAssign(text: string, readerNames: readonly string[]): RegExpExecArray | null {
  for (const name of readerNames) {
    const escaped = escapeRegExp(name);
    const permission = new RegExp(
      `\\b(?:${escaped}\\b(?:\\s+(?:and/or|and|or)\\s+(?:the\\s+)?\\p{Lu}[\\w-]*)?|\\p{Lu}[\\w-]*\\s+(?:and/or|and|or)\\s+(?:the\\s+)?${escaped}\\b)\\s+(?:may|shall\\s+(?:have\\s+the\\s+right|be\\s+entitled)\\s+to|is\\s+entitled\\s+to)${ASIDE}\\s+(?!not\\b)(?:\\w+\\s+){0,3}?(?:assign|transfer)\\w*`,
      'u',
    ).exec(text);
    if (permission) return permission;
  }
  return null;
}

// An assignment clause that binds every party (or allows any) with a consent that may not be refused
// unreasonably: "Neither party may assign … without consent, which shall not be unreasonably withheld".
const ANY_PARTY_ASSIGNS = /\b(?:neither|either|each|any)\s+part(?:y|ies)\b[^.;]{0,80}?\bassign\w*/iu;
const REASONABLE_CONSENT =
  /\bnot\s+(?:to\s+)?be\s+unreasonably\s+(?:withheld|refused|denied)\b|\bnot\s+unreasonably\s+(?:withh(?:e|o)ld|refuse|deny)\b/iu;

/**
 * A licence the agreement lets pass with a consent that may not be unreasonably withheld can reach a
 * buyer or an affiliate: the reader is told so, and asked only to make such transfers free of consent.
 */
function withReasonableConsentRead(finding: ContractFinding, sentences: readonly Sentence[]): ContractFinding {
  if (!finding.headline.includes(CANNOT_PASS)) return finding;
  const reasonable = sentences.some(({ text }) => ANY_PARTY_ASSIGNS.test(text) && REASONABLE_CONSENT.test(text));
  if (!reasonable) return finding;
  const told = withHeadline(
    finding,
    finding.headline.replace(
      CANNOT_PASS,
      'The grant calls the licence non-transferable, yet the assignment clause lets the agreement pass with the other side’s consent, which may not be unreasonably withheld.',
    ),
  );
  return withChange(told, 'Ask that transfer to affiliates and to a buyer of your business need no consent.');
}

/** What makes a licence that cannot be passed on cost its holder little, read once from the whole agreement. */
export interface LicenceTies {
  /** The reader may end the agreement on notice, or cancel at any time: the licence holds it to nothing. */
  readerMayLeave: boolean;
  /** Standard terms offered to every user: anyone who needs the licence accepts them for itself. */
  offeredToEveryUser: boolean;
}

// Asks for a licence to pass to an affiliate or a buyer, in the words the steps above give them.
const ASKS_TRANSFER = /\btransfer\s+to\s+(?:affiliates|a\s+buyer\s+of\s+your\s+business)\b/iu;
const NON_EXCLUSIVE = /\bnon-?\s?exclusive\b/iu;
// A licence granted only to do this agreement's own work: "to carry out the Project", "solely to perform the Services",
// "for the purpose of providing the Services". It goes with the agreement, which the assignment clause governs.
const FOR_THE_AGREEMENTS_WORK =
  /\b(?:to|in\s+order\s+to|for\s+the\s+(?:sole\s+|limited\s+)?purposes?\s+of)\s+(?:carry(?:ing)?\s+out|perform(?:ing)?|provid(?:e|ing)|deliver(?:ing)?|complet(?:e|ing))\s+(?:the|this|its|their|his|her)\s+(?:[\w-]+\s+){0,2}?(?:project|services?|work|obligations?|research|programme|program|study|pilot)\b/iu;

const LEAVE_ANY_TIME_CHANGE =
  'No change needed: the licence is non-exclusive and you may end the agreement on notice, so it ties you to nothing; a buyer of your business or an affiliate that needs it can take out a licence of its own.';
const EVERY_USER_CHANGE =
  'No change needed: the licence is non-exclusive and comes with standard terms offered to every user, so a buyer of your business or an affiliate that needs it can accept the terms for itself.';
const AGREEMENTS_WORK_CHANGE =
  'No change needed on the licence itself: it is granted only to carry out the work of this agreement, so it goes with the agreement; whether the agreement can pass to an affiliate or a buyer of your business is for the assignment clause to say.';

/**
 * A licence that cannot be passed on matters when the holder would lose something by it: where the licence is
 * non-exclusive and the holder may leave on notice (or takes it on terms offered to every user), a buyer or an
 * affiliate can get one of its own; where it is granted only to do this agreement's work, it goes with the
 * agreement. Either way it is a point to note, and nothing is asked.
 */
export function withReplaceableLicenceRead(
  finding: ContractFinding,
  quoted: string,
  ties: LicenceTies,
): ContractFinding {
  if (finding.rule.id !== 'non-transferable-license' || finding.missing || !ASKS_TRANSFER.test(finding.change)) {
    return finding;
  }
  if (FOR_THE_AGREEMENTS_WORK.test(quoted)) return withNothingLeftToAsk(finding, AGREEMENTS_WORK_CHANGE);
  const nonExclusive = NON_EXCLUSIVE.test(quoted);
  if (nonExclusive && ties.readerMayLeave) return withNothingLeftToAsk(finding, LEAVE_ANY_TIME_CHANGE);
  // Terms offered to every user license each user alike, and the user may be a person with no business or
  // affiliates: the loss is told as the user's own, whatever step the standard terms leave.
  if (!ties.offeredToEveryUser) return finding;
  const told = withEveryUserHeadline(finding);
  return nonExclusive ? withNothingLeftToAsk(told, EVERY_USER_CHANGE) : told;
}

const EVERY_USER_HEADLINE =
  'You cannot pass the licence on or sublicense it; anyone else who needs it accepts the terms for themselves.';

function withEveryUserHeadline(finding: ContractFinding): ContractFinding {
  if (!finding.headline.includes(CANNOT_PASS)) return finding;
  return withHeadline(finding, finding.headline.replace(CANNOT_PASS, EVERY_USER_HEADLINE));
}
