import { isRoleWord } from './contract-roles';

/**
 * The short names a contract's preamble defines for its parties: in brackets ('(the "Client")',
 * '(hereinafter referred to as "Supplier")') or after "hereinafter" / "referred to as", with where each stands.
 */

// A short name defined in brackets: ("Acme"), (the "Client"), (hereinafter referred to as "Supplier",
// or "Party"), ('the Manufacturer'), (hereinafter Sabco), (the COMPANY).
// Low opening quotes ("„", "‟") open a short name as well.
const QUOTED_TERM =
  /["“”„‟]\s*(?:the\s+)?((?:[\p{L}\d]|\[[\p{Lu}\s]{2,30}\])[\p{L}\d&@.'’\- [\]]{0,40}?)\s*,?\s*["“”]/gu;
// ("Athlete), an individual: a short name whose closing quote the drafter dropped.
const UNCLOSED_TERM = /^\s*(?:the\s+)?["“]\s*(?:the\s+)?(\p{Lu}[\p{L}\d&@.'’\- ]{0,40}?)\s*$/u;
const SINGLE_QUOTED_TERM = /^\s*['‘]\s*(?:the\s+)?([\p{Lu}][\p{L}\d&@.\- ]{0,40}?)\s*['’]\s*$/u;
const BRACKETED = /\(([^()]{1,160})\)/gu;
const UNQUOTED_DEFINITION =
  /^\s*(?:the\s+|hereinafter\s+(?:collectively\s+)?(?:referred\s+to\s+as\s+|called\s+)?(?:the\s+)?)?([\p{Lu}][\p{L}\d&@.-]{1,30}(?:\s+[\p{Lu}][\p{L}\d&@.-]{1,30}){0,2})\s*$/u;
// 'Name, …, hereinafter referred to as "MMMW"', 'referred to in this Agreement as "Company" or "Boyd"',
// "(hereinafter referred to as 'IMPCO', which expression shall include …)", without brackets of their own.
const REFERRED_AS =
  '(?:hereinafter\\s+(?:collectively\\s+|indistinctly\\s+)?(?:referred\\s+to\\s+as|called)|referred\\s+to\\s+(?:in\\s+this\\s+(?:Agreement|Contract)\\s+|herein\\s+|hereafter\\s+|hereinafter\\s+)?as)\\s+(?:the\\s+)?';
const HEREINAFTER = new RegExp(
  `\\b${REFERRED_AS}["“'‘]([^"”'’]{1,40})["”'’](?:\\s*,?\\s*or\\s+(?:the\\s+)?["“]([^"”]{1,40})["”])?`,
  'giu',
);
// "— hereinafter referred to as Cremer —": a capitalised name without quotes, closed by a dash or comma.
const HEREINAFTER_UNQUOTED =
  /\bhereinafter\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?([\p{Lu}][\p{L}\d&.-]{1,30}(?:\s+[\p{Lu}][\p{L}\d&.-]{1,30}){0,2})(?=\s*(?:[—–,;)]|\s-\s))/gu;

/** Defined terms that name something other than a party. */
/**
 * A defined term that names a document or a set of terms ("the Enterprise Cloud Terms", "EULA", "Order Form",
 * "Data Processing Addendum", "Privacy Policy", "Developer Programme"): never a party.
 */
export const NAMES_A_DOCUMENT =
  /^(?:the\s+)?(?:[\p{L}-]+\s+){0,4}(?:terms(?:\s+(?:of\s+(?:service|use|sale)|and\s+conditions))?|conditions|clauses|pages?|m?ndas?|dpas?|baas?|msas?|sows?|slas?|addend(?:um|a)|polic(?:y|ies)|eulas?|order\s+forms?|schedules?|programmes?|programs?|agreements?|contracts?|documents?|exhibits?|annex(?:es)?|appendix|appendices)$/iu;

// What a service is delivered through or deals in ("the Website", "the Platform", "the Materials") is no one who signs.
export const NOT_A_PARTY =
  /^(?:the\s+)?(?:agreement|this\s+agreement|amendment|(?:[\p{L}-]+\s+){0,2}date|term|territory|products?|services?|parties|party|each|collectively|affiliates?|business|program|project|purchase\s+agreement|existing\s+agreement|primary\s+agreement|software|documentation|property|premises|site|web\s?site|platform|portal|app|application|marketplace|materials?|content|data(?:set)?|ip\s+agreement|offer|shares|fund|funds|trust\s+agreement|plan|exhibit|schedule|contract|prc|us|usa|u\.s\.|sec|act|station|team|stadium|guarantor\s+agreement|(?:[\p{L}-]+\s+){0,3}(?:agreements?|contracts?))$/iu;

// "Tidewater Seed Library, an unincorporated community project (the "Project")": a project described as a
// group of people signs as a party (a fiscal sponsor's project); "the redesign of the website (the "Project")" is work.
const PROJECT = /^(?:the\s+)?project$/iu;
const PROJECT_AS_PARTY =
  /\b(?:unincorporated\s+(?:[\p{L}-]+\s+)?(?:association|group|project|organi[sz]ation)|(?:charitable|community|non-?profit|sponsored)\s+project)\s*,?\s*$/iu;

/**
 * The last word of a defined term that names a thing dealt in, never a person who signs: an offering and
 * those it is offered to, a class of units or stock, a note, loan, policy or plan ("the Rights Offering",
 * "Class B Preferred Units", "the Secured Note") or a sum paid under it ("the License Fees").
 */
const INSTRUMENT =
  /(?:^|\s)(?:offerings?|offerees|units?|notes?|stock|debentures|bonds|warrants|loans?|polic(?:y|ies)|plans?|conversion|proceeds|fees?|royalt(?:y|ies)|payments?)$/iu;

/**
 * The last word of a defined term that names the dealings themselves, not one who deals: the engagement or
 * relationship the agreement sets up ("the Relationship", "the Engagement", "the Collaboration") or an act or
 * step under it ("the Data Export", "a Switch", "the Transition", "the Closing"). A party is the one who transfers or
 * exports ("Transferor"), never the transfer.
 */
const DEALINGS =
  /(?:^|\s)(?:relationships?|engagements?|arrangements?|collaborations?|transactions?|exports?|imports?|switch(?:es)?|switching|transitions?|transfers?|migrations?|closing|completion|onboarding|deletion|erasure|retrieval|portability)$/iu;

// 'the Master Terms of Service ("MTS") attached hereto as Exhibit A': the bracket shortens a document's
// title, or the words after it attach what it names to the contract; either way no one signs as it.
const DOCUMENT_TITLE =
  /\b(?:terms\s+(?:of\s+(?:service|sale|use|business)|and\s+conditions)|exhibit|schedule|appendix|annex|policy|manual|guidelines|specifications?)\s*$/iu;
const ATTACHED = /^\s*,?\s*(?:which\s+is\s+|as\s+)?(?:attached|annexed|appended)\b/iu;

/** Whether a definition, with the words before and after it, names a document rather than a party. */
export function namesADocument(before: string, after: string): boolean {
  return DOCUMENT_TITLE.test(before) || ATTACHED.test(after);
}

// "the Ethereum blockchain network ("Ethereum")", "what intellectual property ("IP")": a short name given to a thing
// the words before it name in lower case, not to a party.
const THING_BEFORE =
  /\b(?:network|platform|blockchain|property|rights|software|technology|system|website|application|materials?|data|information|inventions?|works?|purposes?|content|code|tokens?|protocol|department|services?)\s*,?\s*$/u;

/** Whether the words before a definition name a thing it shortens, not a party. */
export function definesAThing(before: string): boolean {
  return THING_BEFORE.test(before);
}

// '… the site, its software, data and other content (collectively, the "Atlas Project")': a bracket gathering what the
// words before it list under one name. A list of things, with no company among them, gathers no party; "Acme Inc. and
// its subsidiaries (collectively, "Acme")" still names one.
const GATHERED = /^\(\s*(?:collectively|together)\b/iu;
const THINGS_LISTED =
  /\b(?:software|applications?|websites?|sites?|services?|content|data|documentation|repositor(?:y|ies)|platforms?|materials?|products?|tools?|infrastructure)\b/iu;
const ORGANISATION_LISTED =
  /\b(?:inc|llc|ltd|limited|corp|corporation|company|foundation|plc|gmbh|association|university|subsidiaries|affiliates|members)\b/iu;
const LISTED_CHARS = 300;

/** Whether a bracket gathers the things the words before it list under one name ("(collectively, the "Service")"). */
export function gathersThings(before: string, bracket: string): boolean {
  const listed = before.slice(-LISTED_CHARS);
  return GATHERED.test(bracket) && THINGS_LISTED.test(listed) && !ORGANISATION_LISTED.test(listed);
}

export interface Definition {
  index: number;
  end: number;
  terms: string[];
}

/** Every bracketed or "hereinafter" definition of the preamble, in order. */
export function definitionsIn(preamble: string): Definition[] {
  const found: Definition[] = [];
  for (const bracket of preamble.matchAll(BRACKETED)) {
    const inside = bracket[1] ?? '';
    const single = SINGLE_QUOTED_TERM.exec(inside)?.[1] ?? UNCLOSED_TERM.exec(inside)?.[1];
    const quoted = single ? [single] : quotedTermsOf(inside);
    const collective = COLLECTIVE.exec(inside);
    const unquoted =
      UNQUOTED_DEFINITION.exec(inside)?.[1] ?? collective?.[2] ?? LOWER_CASE_ROLE.exec(inside)?.[1] ?? '';
    // A bracket that only describes ("(Pty) Limited", "(Bermuda)", "(USA)") defines nothing; an
    // unquoted term counts after "the"/"hereinafter" or when it is a role word ("(Developer )").
    const definesUnquoted =
      /^\s*(?:the|hereinafter)\b/iu.test(inside) ||
      isRoleWord(unquoted) ||
      repeatsNameStart(unquoted, preamble.slice(Math.max(0, (bracket.index ?? 0) - NAME_CHARS), bracket.index)) ||
      collective !== null ||
      initialsOfName(unquoted, preamble.slice(Math.max(0, (bracket.index ?? 0) - INITIALS_CHARS), bracket.index));
    if (quoted.length === 0 && !definesUnquoted) continue;
    // The group's term first, then each member's: both name the one party.
    const terms = quoted.length > 0 ? quoted : [unquoted, collective?.[1] ?? ''].filter(Boolean);
    if (terms.length > 0)
      found.push({ index: bracket.index ?? 0, end: (bracket.index ?? 0) + bracket[0].length, terms });
  }
  for (const match of [...preamble.matchAll(HEREINAFTER), ...preamble.matchAll(HEREINAFTER_UNQUOTED)]) {
    const index = match.index ?? 0;
    if (found.some((definition) => index >= definition.index && index < definition.end)) continue;
    const terms = [match[1], match[2]].filter((term): term is string => Boolean(term)).map((term) => term.trim());
    found.push({ index, end: index + match[0].length, terms });
  }
  // 'the "Shipper."', '"parties,"': the punctuation of the sentence is not part of the name.
  for (const definition of found)
    definition.terms = definition.terms.map((term) =>
      term.replace(/[,;:]+$|(?<!\b(?:Inc|Corp|Co|Ltd|Ltda|Bhd|Pty|Plc|Jr|Sr|[A-Z]))\.$/u, ''),
    );
  return found.sort((a, b) => a.index - b.index).filter((definition) => definition.terms.every(isShortName));
}

/**
 * The quoted short names of one bracket. After a semicolon the bracket defines something else ('(together the
 * "Holders"; the Holders of a majority …, the "Majority Holders")'): a group of the party, not another name for it.
 */
function quotedTermsOf(inside: string): string[] {
  const terms = [...inside.matchAll(QUOTED_TERM)];
  const semicolon = inside.indexOf(';');
  const first = terms.filter((match) => semicolon < 0 || (match.index ?? 0) < semicolon);
  return (first.length > 0 ? first : terms).map((match) => (match[1] ?? '').trim());
}

// "(the data exporter)", "(the licensee)": a role in small letters, which the bracket gives its party all the same.
const LOWER_CASE_ROLE = /^\s*the\s+(\p{Ll}+(?:\s+\p{Ll}+)?)\s*$/u;

/** How far before a bracket the party's name it shortens is looked for. */
const NAME_CHARS = 200;
/** Initials may follow the name's whole description: its registration and office address. */
const INITIALS_CHARS = 320;

// "(each a Community Member and collectively the Community)": persons who sign together as one party, named
// by the collective term and, one by one, by the member's.
const COLLECTIVE =
  /^\s*each\s+(?:an?\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})\s*,?\s+and\s+(?:together|collectively)\s+(?:the\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})\s*$/u;

/** "Quorra Tools Inc., a New York corporation … (Quorra)": the bracket repeats the first word of the name. */
function repeatsNameStart(term: string, before: string): boolean {
  if (!/^\p{Lu}[\p{L}\d&-]{2,}$/u.test(term)) return false;
  return new RegExp(`(?<![\\p{L}\\d])${term}\\s+\\p{Lu}`, 'u').test(before);
}

// "Northern Reinsurance Corporation, a Michigan insurance corporation (NRIC)": the bracket holds the initials of
// an organisation's name, which stands right before it or before its description.
const INITIALS = /^\p{Lu}{3,6}$/u;
// Written in capitals as often as not ("OPEN HARBOUR LIMITED").
const ORGANISATION =
  /\b(?:Corporation|Company|Incorporated|Limited|Bank|Association|Group|Holdings|Partners|Trust|Authority|University|Institute|Foundation|Society|Agency|Insurance)\b/iu;
// The description may hold the registered office, commas and all ("a company … whose office is at 1 Mill Lane, Ely").
const NAME_THEN_DESCRIPTION =
  /((?:\p{Lu}[\p{L}&'-]*\s+(?:(?:of|and|for|the|&)\s+)*){1,8}\p{Lu}[\p{L}&'-]*)\s*(?:,?\s*(?:an?|the)\s[^()]{0,240})?\s*$/u;
const SMALL_WORD = /^(?:of|and|for|the|&)$/u;
const LEGAL_FORM = /^(?:Limited|Ltd|Incorporated|Inc|Corporation|Corp|LLC|plc)\.?$/iu;

function initialsOfName(term: string, before: string): boolean {
  if (!INITIALS.test(term)) return false;
  const name = NAME_THEN_DESCRIPTION.exec(before)?.[1];
  if (!name || !ORGANISATION.test(name)) return false;
  const words = name.split(/\s+/u);
  const initials = (kept: readonly string[]) => kept.map((word) => word.charAt(0).toUpperCase()).join('');
  // Both readings of the small words: "Bank of Ireland" (BOI) and "Bank of Ireland" (BI).
  // The legal form closing the name ("Open Harbour Limited", OH) is often left out of its initials.
  const withoutForm = LEGAL_FORM.test(words.at(-1) ?? '') ? words.slice(0, -1) : words;
  return [words, words.filter((word) => !SMALL_WORD.test(word)), withoutForm.filter((word) => !SMALL_WORD.test(word))]
    .map(initials)
    .some((found) => found.endsWith(term));
}

// "Kestrel Broadcasting Company, a Delaware corporation ("Affiliate")": a bracket holding only this word names
// the party of an affiliation agreement; "(each, an "Affiliate")" defines a class of companies instead.
const AFFILIATE_ALONE = /^\(\s*(?:the\s+)?["“]\s*affiliate\s*["”]\s*\)$/iu;

// "Harbour Income Fund, a Delaware statutory trust (the "Fund")": a fund described as a legal person signs as a party.
const FUND = /^(?:the\s+)?fund$/iu;
const LEGAL_PERSON =
  /\b(?:(?:statutory|business)\s+trust|investment\s+company|corporation|company|partnership|limited\s+liability\s+company|association|series\s+of\s+[^,()]{1,80})\s*,?\s*$/iu;

/**
 * Whether the short name a definition gives is a party's, not the agreement's, a date's or a product's;
 * `before` holds the words that describe what it names.
 */
export function namesAParty(term: string, definition: string, before = ''): boolean {
  if (
    INSTRUMENT.test(term) ||
    DEALINGS.test(term) ||
    NAMES_A_DOCUMENT.test(term) ||
    (LOWER_CASE_PHRASE.test(term) && !isRoleWord(term))
  )
    return false;
  if (FUND.test(term) && LEGAL_PERSON.test(before)) return true;
  if (PROJECT.test(term) && PROJECT_AS_PARTY.test(before)) return true;
  return !NOT_A_PARTY.test(term) || AFFILIATE_ALONE.test(definition.trim());
}

// "moral rights", "confidential information": a phrase in lower case is a thing's short name; a party's is a name,
// a role ("Seller") or "you".
const LOWER_CASE_PHRASE = /^\p{Ll}+\s+\p{Ll}/u;

function isShortName(term: string): boolean {
  return term.length >= 2 && term.length <= 40 && term.split(' ').length <= 5 && !/^\d+$/u.test(term);
}

/** Where the first definition of a party is looked for, when no "between" introduces the parties. */
const FIRST_DEFINITION_CHARS = 2_000;
const SENTENCE_CHARS = 1_500;
// Where a sentence naming the parties starts: after a full stop, a colon ("Dear Ms. Okafor:") or a
// title in capitals ("CONSULTING AGREEMENT Meridian Bio, Inc., …").
const SENTENCE_START = /(?:[.;:]\s+|\b(?:AGREEMENT|CONTRACT|LETTER|MEMORANDUM|PREAMBLE)\s+)(?=[\p{Lu}\d])/gu;
// "Inc.", "Ms.", "St.", "A.": a full stop that ends an abbreviation or an initial, not a sentence.
const ABBREVIATION =
  /\b(?:Inc|Ltd|Corp|Co|Ltda|Bhd|Pty|Plc|Llc|Ag|Gmbh|Bv|Nv|St|Ave|No|Mr|Mrs|Ms|Dr|Jr|Sr|[A-Z])\.\s+$/iu;

/**
 * The sentence that names the parties when no "between" introduces them ('Meridian Bio, Inc. ("Meridian")
 * and Jonas Falk ("Consultant") agree …', a letter that retains its addressee): the one holding the
 * opening's first definition of something other than the agreement, its date or its subject.
 */
export function openingSentenceOf(opening: string, recitalsStart: RegExp): { text: string; at: number } | undefined {
  const head = opening.slice(0, FIRST_DEFINITION_CHARS);
  const first = definitionsIn(head).find((definition) =>
    definition.terms.some((term) => !NOT_A_PARTY.test(term) && !NAMES_A_DOCUMENT.test(term)),
  );
  if (!first) return undefined;
  const before = head.slice(0, first.index);
  let at = 0;
  for (const start of before.matchAll(SENTENCE_START)) {
    const end = (start.index ?? 0) + start[0].length;
    if (!ABBREVIATION.test(before.slice(0, end))) at = end;
  }
  const text = opening.slice(at, at + SENTENCE_CHARS);
  // The recitals that may follow name the parties again, and other things besides.
  const recitals = recitalsStart.exec(text.slice(20));
  return { text: recitals ? text.slice(0, recitals.index + 20) : text, at };
}
