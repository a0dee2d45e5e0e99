import type { Sentence } from '../../text/sentences';
import type { KindId } from './contract-checklists';
import { type DocumentForm, documentForm } from './document-form';
import { offersPrizes } from './free-of-charge';
import { operativePartStart } from './sentence-role';

/** What sort of agreement the document is, read from its title and, when that is general, its body. */
export interface ContractKind {
  id: KindId;
  /** The title as written in the document, when one was found. */
  title?: string;
  /** A short name for the kind ("employment agreement"), or a neutral one when unknown. */
  label: string;
  /** The clauses that usually matter most in this kind of agreement. */
  keyClauses: readonly string[];
  /** A whole agreement, or an amendment, attachment or fragment that leaves the rest to another document. */
  form: DocumentForm;
}

interface KindDefinition {
  id: KindId;
  label: string;
  /** Words of a title that name this kind. */
  title?: RegExp;
  /** Promises in the body that make a document this kind whatever its title says. */
  decisiveBody?: (body: string) => boolean;
  /** The document's heading (its first line) with its body, when they make it this kind whatever its title says. */
  decisiveHeading?: (heading: string, body: string) => boolean;
  /** Promises in the body that name the kind when the title does not. */
  body?: (body: string, sentences: readonly Sentence[]) => boolean;
  /** Title words that name the kind only when the body bears it out ("Agency Agreement": selling shares, or products). */
  titleWithBody?: { title: RegExp; body: RegExp };
  keyClauses: readonly string[];
}

// An offering of a company's own shares, which a selling agent places with investors.
const SECURITIES_OFFERING =
  /\b(?:conversion|stock|share|securities|public|subscription|community)\s+offering\b|\bregistration\s+statement\b|\bprospectus\b/i;
// Products sold on: resale, orders taken or placed.
const GOODS_RESOLD =
  /\bresell\w*|\bresale\b|\bpurchase\s+orders?\b|\bsolicit\w*\s+orders?\b|\bsales?\s+of\s+(?:the\s+)?products\b/i;
/** "Licensor hereby grants to Licensee a non-exclusive licence", "is granted the following licences", "the licenses granted herein". */
export const LICENCE_GRANT =
  /\b(?:grants?|granted)\b[^.]{0,200}\blicen[cs]es?\b|\blicen[cs]es?\s+(?:are\s+|is\s+)?granted\b/i;
// A transfer made by the document itself: "Seller does hereby sell, assign and convey … all right, title and interest".
const PRESENT_TRANSFER =
  /\bhereby\s+(?:[\w,]+\s+){0,6}?(?:assigns?|conveys?|transfers?)\b[^.]{0,200}?\bright,?\s+title,?\s+and\s+interest\b/i;
// A release made by the document itself: "hereby releases and forever discharges the Company from all claims".
const PRESENT_RELEASE =
  /\bhereby\s+(?:(?:fully|forever|irrevocably|unconditionally|absolutely|generally|knowingly|voluntarily|and|,)\s*)*(?:releases?|waives?|remises?)\b[^.]{0,200}?\b(?:claims?|demands?|causes?\s+of\s+action|liabilit(?:y|ies))\b/i;
// "promises to pay to the Lender the principal sum of $80,000, together with interest".
// The payee may be named at length, with its address and its assigns, before the sum: "promises to pay to the
// order of …, having offices at …, or its successors and permitted assigns, the principal sum of …, plus interest".
const PROMISE_TO_REPAY =
  /\bpromises?\s+to\s+(?:re)?pay\b[^.]{0,400}\bprincipal\s+(?:sum|amount)\b|\bprincipal\s+(?:sum|amount)\b[^.]{0,160}\b(?:together\s+with|plus)\s+(?:any\s+(?:and\s+all\s+)?)?(?:accrued\s+)?interest\b/i;
// "You hereby grant to the Project a … no-charge, royalty-free … license to … Your Contributions".
const FREE_CONTRIBUTION_GRANT =
  /\bgrants?\b[^.]{0,160}\b(?:no-charge|royalty-free|free\s+of\s+charge)\b[^.]{0,160}\blicen[cs]e\b[^.]{0,200}\bcontributions?\b/i;
/** The sentence that opens the operative part, and the first clause after it. */
const OPENING_ACT_SENTENCES = 2;
/** Without a "now, therefore": the title, the preamble naming the parties, a recital or two and the opening act. */
const UNMARKED_OPENING_SENTENCES = 6;

// A party the preamble names "the Employee" or "the Executive", paid a salary.
const SALARIED_EMPLOYEE =
  /^(?=[\s\S]*\((?:the\s+)?["“'‘]{1,2}(?:Employee|Executive)["”'’]{1,2}\))(?=[\s\S]*\bsalary\b)/u;
// A document headed as terms or a policy ("Terms of Service", "Event Terms", "Bug Bounty Policy"); B2B standard terms
// with a cover page ("Cloud Terms") are headed so too, but speak of "Customer" and "Provider", not to "you".
const TERMS_HEADING = /\bterms\s+of\s+(?:service|use)\b|\bterms(?:\s+and\s+conditions)?\s*(?:\(|$)/iu;
// "Privacy Policy", "Bug Bounty Policy", "Acceptable Use Policy (…)".
const POLICY_HEADING = /\bpolicy\s*(?:\(|$)/iu;
const ADDRESSED_TO_YOU = /\byou(?:r|rs)?\b/giu;
/** Enough "you" and "your" that the terms speak to their reader, as terms offered to every user do. */
const YOU_WORDS = 10;
// Terms on personal data between a controller and the one processing for it, or those sharing it.
const DATA_PROTECTION_HEADING =
  /\bdata\s+(?:processing|protection|sharing|transfer)\b|\bbusiness\s+associate\b|\bstandard\s+contractual\s+clauses\b/iu;

// Most specific first: "Franchise Development Agreement" is a franchise, "Non-Disclosure and
// Non-Competition Agreement" a non-compete, "Software License and Maintenance Agreement" a licence.
const KINDS: readonly KindDefinition[] = [
  {
    // Terms on personal data (a processing agreement, a business associate agreement, standard contractual clauses):
    // whatever their title, they go with the services whose data they cover.
    id: 'data-protection',
    label: 'data protection terms',
    decisiveHeading: (heading) => DATA_PROTECTION_HEADING.test(heading),
    keyClauses: ['confidentiality', 'audit-rights'],
  },
  {
    // How one side says it will act (privacy, security research, acceptable use): it goes with the terms of the
    // service it belongs to, which hold the law and the end of the relationship.
    id: 'policy',
    label: 'policy',
    decisiveHeading: (heading) => POLICY_HEADING.test(heading),
    keyClauses: ['confidentiality', 'limitation-of-liability'],
  },
  {
    // Standard terms every user accepts by using a service, written to "you".
    id: 'terms-of-use',
    label: 'terms-of-use document',
    decisiveHeading: (heading, body) =>
      TERMS_HEADING.test(heading) && (body.match(ADDRESSED_TO_YOU)?.length ?? 0) >= YOU_WORDS,
    keyClauses: ['limitation-of-liability', 'governing-law', 'dispute-resolution'],
  },
  {
    // A charity that takes a project under its wing and holds the funds given for it: no one promotes anyone.
    id: 'fiscal-sponsorship',
    label: 'fiscal sponsorship agreement',
    title: /\bfiscal(?:ly)?\s+sponsor\w*\b/i,
    keyClauses: ['termination', 'payment-terms', 'governing-law'],
  },
  {
    // The charter of a company among its members: it ends by dissolution, as the company does.
    id: 'operating',
    label: 'operating (company members’) agreement',
    title:
      /\boperating\s+agreement\b|\blimited\s+liability\s+company\s+agreement\b|\bLLC\s+agreement\b|\bmembers(?:hip)?\s+agreement\b/i,
    keyClauses: ['assignment', 'governing-law', 'dispute-resolution'],
  },
  {
    // A contributor's licence of its work to a project, given for nothing and meant to last.
    id: 'contribution',
    label: 'contributor licence agreement',
    title: /\bcontributor\b|(?<!\bcapital\s)\bcontribution\s+(?:licen[cs]e\s+)?agreement\b/i,
    body: (body) => FREE_CONTRIBUTION_GRANT.test(body),
    keyClauses: ['license-grant', 'warranty', 'governing-law'],
  },
  {
    // Research material handed to a recipient for its own study, usually for nothing.
    id: 'material-transfer',
    label: 'material transfer agreement',
    title: /\bmaterials?\s+transfer\b/i,
    keyClauses: ['license-grant', 'confidentiality', 'governing-law'],
  },
  {
    // A giving up of claims or rights ("General Release", "Waiver of Liability", "Separation and Release"): done
    // once given, with nothing running on that either side could end.
    id: 'release',
    label: 'release',
    title: /\brelease\b|\bwaiver\b/i,
    body: (_body, sentences) => opensWith(sentences, PRESENT_RELEASE),
    keyClauses: ['governing-law', 'confidentiality', 'dispute-resolution'],
  },
  {
    // A deed of gift or a donation: the thing and its rights pass once, for nothing.
    id: 'gift',
    label: 'gift',
    title: /\bgift\b|\bdonation\b/i,
    keyClauses: ['ip-assignment', 'warranty', 'governing-law'],
  },
  {
    id: 'investor',
    label: 'standstill or voting (investor) agreement',
    // A holder's promise how to vote its shares (a "Voting Agreement" supporting a merger) is an investor's commitment too.
    title: /\bstandstill\b|\bnominat\w*\s+agreement\b|\bvoting\s+(?:and\s+\w+\s+)?agreement\b/i,
    // An activist investor's "cooperation agreement": a standstill, board seats, how shares are voted.
    decisiveBody: (body) =>
      /\bstandstill\b/i.test(body) ||
      (/\b(?:annual|special)\s+meeting\s+of\s+(?:the\s+\w+(?:'s|’s)?\s+)?(?:stockholders|shareholders)\b/i.test(body) &&
        /\bvoting\s+securities\b|\bbeneficial(?:ly)?\s+own/i.test(body)),
    keyClauses: ['termination', 'non-disparagement', 'governing-law', 'dispute-resolution'],
  },
  {
    id: 'guarantee',
    label: 'guarantee',
    title: /\bguarant(?:y|ee)\b|\bsurety\b|\bkeep-?well\b/i,
    body: (body) =>
      /\bhereby\s+(?:(?:absolutely|unconditionally|irrevocably|jointly|severally|and|,)\s*){0,5}guarantees?\b/i.test(
        body,
      ),
    keyClauses: ['governing-law', 'assignment', 'dispute-resolution'],
  },
  {
    id: 'financing',
    label: 'financing or securities agreement',
    title:
      /\b(?:promissory|convertible)\s+notes?\b|\b(?:capital|yield|liquidity)\s+maintenance\b|\bremarketing\b|\bjoint\s+filing\b|\bunderwriting\b|\bplacement\s+agency\b|\bloan\b|\bcredit\b|\b(?:stock|share|note|securities)\s+(?:purchase|subscription)\b/i,
    // An agent that sells a company's shares in an offering.
    titleWithBody: { title: /\bagency\b/i, body: SECURITIES_OFFERING },
    // A note under a general title: a promise to repay a principal sum with interest.
    body: (body) => PROMISE_TO_REPAY.test(body),
    keyClauses: ['governing-law', 'assignment', 'indemnification'],
  },
  {
    id: 'non-compete',
    label: 'non-compete agreement',
    title: /\bnon[\s-]?compet\w*\b|\brestrictive\s+covenants?\b/i,
    keyClauses: ['non-compete', 'non-solicitation', 'governing-law'],
  },
  {
    // An employee's promise to hand over inventions and keep secrets: tied to the employment, meant to
    // outlast it, with no term of its own to end ("Employee Invention Assignment Agreement").
    id: 'employee-ip',
    label: 'employee invention and intellectual property agreement',
    title:
      /^(?=.*\bemploy(?:ee|ment)\b)(?=.*\b(?:inventions?|intellectual\s+property|proprietary\s+(?:information|rights)|IP)\b)/isu,
    keyClauses: ['ip-assignment', 'confidentiality', 'non-solicitation', 'governing-law'],
  },
  {
    id: 'employment',
    label: 'employment agreement',
    title: /\bemploy(?:ment|ee)\b|\boffer\s+letter\b/i,
    // An executive's "Service Agreement" (as it is called in the UK) is employment where a party is named the
    // employee or executive and paid a salary.
    titleWithBody: { title: /\bservices?\s+agreement\b/i, body: SALARIED_EMPLOYEE },
    keyClauses: ['termination', 'non-compete', 'non-solicitation', 'confidentiality', 'ip-assignment'],
  },
  {
    id: 'assignment',
    label: 'assignment (a transfer of rights)',
    title: /\bassignment\b|\bbill\s+of\s+sale\b|\bconveyance\b/i,
    body: (body, sentences) => opensWith(sentences, PRESENT_TRANSFER) && !LICENCE_GRANT.test(body),
    keyClauses: ['ip-assignment', 'governing-law', 'dispute-resolution'],
  },
  {
    id: 'franchise',
    label: 'franchise agreement',
    title: /\bfranchis\w*\b/i,
    keyClauses: ['termination', 'non-compete', 'payment-terms', 'assignment', 'license-grant'],
  },
  {
    id: 'lease',
    label: 'lease',
    title: /\blease\b|\btenancy\b|\brental\b/i,
    keyClauses: ['termination', 'auto-renewal', 'payment-terms', 'indemnification', 'assignment'],
  },
  {
    id: 'confidentiality',
    label: 'confidentiality agreement',
    title: /\bnon-?disclosure\b|\bconfidentiality\b|\bnda\b/i,
    keyClauses: ['confidentiality', 'non-solicitation', 'governing-law', 'termination'],
  },
  {
    // Taking part in one event: a contest, a hackathon, a talk or training at a conference. The deal ends with the
    // event, so a way to end it on notice is not what it lacks; and what is won is a prize, not a price.
    id: 'event',
    label: 'event or contest agreement',
    title: /\bhackathons?\b|\bcontests?\b|\bsweepstakes\b|\bofficial\s+rules\b|\bgame\s+jam\b/i,
    // "Speaker Agreement", "Presenter Agreement & Release", "Challenge Rules": an event when the body speaks of one.
    titleWithBody: {
      title: /\b(?:speakers?|presenters?|trainers?|keynote|panell?ists?|challenge|competition)\b/i,
      body: /\b(?:conference|summit|event|prizes?|workshop)\b/i,
    },
    body: (_body, sentences) => offersPrizes(sentences),
    keyClauses: ['license-grant', 'ip-assignment', 'limitation-of-liability', 'governing-law'],
  },
  {
    // Data handed over for the recipient's own use, under terms on how it may be used: like research material, it
    // is given once and its duties last as long as the data is held.
    id: 'data-use',
    label: 'data use agreement',
    title: /\bdata\s+(?:use|usage)\s+agreement\b/i,
    keyClauses: ['license-grant', 'confidentiality', 'governing-law'],
  },
  {
    id: 'licence',
    label: 'licence agreement',
    title: /\blicen[cs]\w*\b|\btrademark\b/i,
    // An "Intellectual Property Agreement" may license or assign: it is a licence where it grants one.
    titleWithBody: { title: /\bintellectual\s+property\b/i, body: LICENCE_GRANT },
    body: (body) => LICENCE_GRANT.test(body),
    keyClauses: ['license-grant', 'termination', 'limitation-of-liability', 'warranty', 'assignment'],
  },
  {
    id: 'supply',
    label: 'supply agreement',
    // A "Sales Agency" sells for its principal: an agency (below), not a sale.
    title: /\bsupply\b|\bpurchase\b|\bsales?\b(?!\s+agen(?:cy|ts?)\b)|\bmanufactur\w*\b/i,
    keyClauses: ['warranty', 'payment-terms', 'limitation-of-liability', 'indemnification', 'termination'],
  },
  {
    id: 'distribution',
    label: 'distribution agreement',
    // An "Affiliate Agreement" is a referral or marketing tie, not resale of products.
    title: /\bdistribut\w*\b|\breseller\b/i,
    // A sales agent of products; an agency to sell shares is financing, an agency to lease or buy equipment neither.
    titleWithBody: { title: /\bagency\b/i, body: GOODS_RESOLD },
    keyClauses: ['termination', 'exclusivity', 'payment-terms', 'limitation-of-liability', 'assignment'],
  },
  {
    id: 'sponsorship',
    label: 'sponsorship or endorsement agreement',
    // "Co-Marketing" and "Co-Promotion" are joint arrangements (below), not one side promoting the other.
    title: /\bsponsor\w*\b|\bendorse\w*\b|(?<!\bco-?)\bmarketing\b|(?<!\bco-?)\bpromotion\b|\btalent\b/i,
    keyClauses: ['payment-terms', 'license-grant', 'termination', 'exclusivity', 'non-disparagement'],
  },
  {
    id: 'partnership',
    label: 'partnership or collaboration agreement',
    title:
      /\bpartnership\b|\bjoint\s+venture\b|\bcollaborat\w*\b|\balliance\b|\bco-?branding\b|\bco-?development\b|\bcooperation\b|\bco-(?:hosting|marketing|promotion|publishing|operation)\b/i,
    keyClauses: ['ip-assignment', 'confidentiality', 'termination', 'non-compete', 'dispute-resolution'],
  },
  {
    id: 'consulting',
    label: 'consulting agreement',
    title: /\bconsult\w*\b|\badvis(?:ory|er|or)\b/i,
    keyClauses: ['payment-terms', 'ip-assignment', 'confidentiality', 'termination', 'limitation-of-liability'],
  },
  {
    id: 'services',
    label: 'services agreement',
    title:
      /\bservic\w*\b|\bfreelance\b|\bmaintenance\b|\bsupport\b|\boperations?\b|\bdevelopment\b|\bhosting\b|\boutsourc\w*\b|\btransport\w*\b|\bsubcontract\w*\b/i,
    keyClauses: ['payment-terms', 'ip-assignment', 'limitation-of-liability', 'indemnification', 'termination'],
  },
];

const GENERAL: Omit<KindDefinition, 'title'> = {
  id: 'general',
  label: 'agreement',
  keyClauses: ['termination', 'limitation-of-liability', 'indemnification', 'payment-terms', 'governing-law'],
};
const TITLE =
  /\b(?:[\p{Lu}][\p{L}-]*\s+){0,5}(?:AGREEMENT|Agreement|CONTRACT|Contract|LEASE|Lease|LETTER|Letter|GUARANTY|Guaranty|GUARANTEE|Guarantee)\b/u;
const TITLE_SEARCH_SENTENCES = 12;

/** "a supply agreement", "an employment agreement". */
export function withArticle(label: string): string {
  return `${/^[aeiou]/iu.test(label) ? 'an' : 'a'} ${label}`;
}

export function contractKindOf(sentences: readonly Sentence[]): ContractKind {
  const title = sentences
    .slice(0, TITLE_SEARCH_SENTENCES)
    .map((sentence) => TITLE.exec(sentence.text)?.[0])
    .find((found): found is string => found !== undefined && /\s/u.test(found));
  const body = sentences.map((sentence) => sentence.text).join('\n');
  const heading = sentences[0]?.text.trim().split('\n')[0] ?? '';
  const kind =
    KINDS.find((definition) => definition.decisiveBody?.(body)) ??
    KINDS.find((definition) => definition.decisiveHeading?.(heading, body)) ??
    (title ? KINDS.find((definition) => namedByTitle(definition, title, body)) : undefined) ??
    // A heading the title pattern does not take whole still names it: by its head words first ("Non-Disclosure Form"
    // for Contractor Employees), then whole ("Model Agreement for an Assured Shorthold Tenancy").
    (NAMES_A_DOCUMENT.test(heading)
      ? (KINDS.find((definition) => namedByTitle(definition, headWords(heading), body)) ??
        KINDS.find((definition) => namedByTitle(definition, heading, body)))
      : undefined) ??
    KINDS.find((definition) => definition.body?.(body, sentences)) ??
    GENERAL;
  return {
    id: kind.id,
    ...(title ? { title } : {}),
    label: kind.label,
    keyClauses: kind.keyClauses,
    form: documentForm(sentences),
  };
}

// A heading that names a document, not a topic alone ("ENDORSEMENT" of an insurance policy is no endorsement deal).
const NAMES_A_DOCUMENT = /\b(?:agreement|contract|lease|tenancy|terms|conditions|rules|form|note|deed|letter)\b/iu;

/** What a heading names before what it is for, of or between: "Non-Disclosure Form" of "Non-Disclosure Form for Contractor Employees". */
function headWords(heading: string): string {
  return heading.split(/\s+(?:for|of|to|between|with|by)\s+/iu)[0] ?? heading;
}

function namedByTitle(definition: KindDefinition, title: string, body: string): boolean {
  if (definition.title?.test(title)) return true;
  const withBody = definition.titleWithBody;
  return (withBody?.title.test(title) && withBody.body.test(body)) === true;
}

/**
 * The document's own act is `act` (a transfer: "hereby assigns … all right, title and interest"; a release:
 * "hereby releases … all claims"), made where its operative part opens. The same words further in (an employee's
 * inventions, a licensee's improvements, a release given on termination) are one clause of an agreement that runs
 * over time.
 */
function opensWith(sentences: readonly Sentence[], act: RegExp): boolean {
  const start = operativePartStart(sentences);
  const opening =
    start >= 0
      ? sentences.filter((sentence) => sentence.index >= start).slice(0, OPENING_ACT_SENTENCES)
      : sentences.slice(0, UNMARKED_OPENING_SENTENCES);
  return opening.some((sentence) => act.test(sentence.text));
}
