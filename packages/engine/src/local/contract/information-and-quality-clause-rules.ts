import type { ClauseRule } from './clause-rule';
import { withDenials } from './denied-topic';
import { AS_IS_DISCLAIMER } from './legal-glossary';
import { AUDIT_UNDERTAKING, DISCLOSURE_ALLOWED, FEEDBACK_AS_IS, OWN_ACCESS_KEPT_SECRET } from './other-acts';
import { ENDLESS_DUTY } from './perpetual-words';
import { NO_EARNINGS_PROMISED, NO_WARRANTIES, NOT_WARRANTED_THAT } from './warranty-denials';

/**
 * A duty of secrecy: keeping or treating something as confidential, not disclosing or revealing it (also in
 * a list, "neither party will use, disclose or sell", "will not (a) use …; nor (b) disclose"), protecting the
 * other's confidential information, using
 * it only for a purpose, protecting it from disclosure; what a confidentiality finding needs in its statement.
 */
const SECRECY_DUTY =
  /\b(?:keep|kept|hold|held|treat(?:ed)?|maintain(?:ed)?|regard(?:ed)?|retain(?:ed)?)\b[^.]{0,80}\b(?:confiden(?:ce|tial\w*)|secret\w*)\b|\bin\s+(?:strict\s+)?confidence\b|\b(?:not|never|nor)\s+(?:\(\w{1,3}\)\s+)?(?:\w+,?\s+){0,3}(?:disclos|divulg|reveal|publish|communicat|disseminat|mak\w*\s+available)\w*|\bprotect\w*\s+(?:the\s+)?(?:[\p{L}-]+['’]s?\s+)?(?:confidential|proprietary)\s+information\b|\b(?:neither|no)\s+(?:\w+\s+){0,3}?(?:shall|will|may|must)\s+(?:\w+,?\s+(?:or\s+|and\s+)?){0,3}(?:disclos|divulg|reveal|publish)\w*|\bnon-?disclosure\b|\bconfidentiality\s+(?:obligations?|undertakings?|restrictions?|provisions?|agreement)\b|\b(?:use|used|using)\b[^.]{0,80}\b(?:only|solely|exclusively)\s+(?:for|in\s+connection\s+with|to)\b|\b(?:only|solely)\s+(?:\w+\s+){0,2}(?:use|used)\b|\bprotect\w*\b[^.]{0,60}\b(?:from|against)\s+(?:\w+\s+){0,2}(?:disclosure|use)\b|\b(?:prevent|restrict|limit)\w*\s+(?:\w+\s+){0,3}(?:disclosure|access)\b|\bdisclos\w*\b[^.]{0,80}\b(?:only|solely)\s+to\b/iu;

/**
 * A carve-out letting a party keep copies for its records ("may retain one archival copy", "copies held in
 * back-up systems under its records-retention policy"): an exception to the duty to return, not the duty of secrecy.
 */
const KEPT_FOR_RECORDS =
  /\b(?:may|(?:is|are|shall\s+be)\s+(?:entitled|permitted)\s+to|need\s+not)\s+(?:\w+\s+){0,2}?(?:retain|keep|return\s+or\s+destroy)\b[^.]{0,200}\b(?:cop(?:y|ies)|archiv\w*|back-?ups?|records?[-\s]retention|record-?keeping)\b/iu;
/**
 * Dispute proceedings kept secret ("the arbitration and any award shall be kept confidential", "the parties shall
 * keep the confidential nature of any dispute"): a term of how disputes are heard.
 */
const SECRET_PROCEEDINGS =
  /^(?![^.]*\bconfidential\s+information\b)[^.]*\b(?:arbitrations?|mediations?|proceedings?|hearings?|awards?|disputes?|disagreements?)\b[^.]{0,120}\b(?:kept|keep|held|hold|treated|maintained|remain)\s+(?:\w+\s+){0,2}?(?:confidential|in\s+(?:strict\s+)?confidence)\b|\bconfidential(?:ity|\s+nature)\s+of\s+(?:all\s+|any\s+|the\s+|such\s+)?(?:disputes?|disagreements?|arbitrations?|mediations?|proceedings?)\b/iu;

/**
 * Secrecy of the agreement itself ("The parties shall keep the terms and existence of this Agreement confidential"),
 * with no word of information the parties share: it protects the deal, not either side's information. "The term of
 * this Agreement" is its duration, not its terms.
 */
const TERMS_SECRECY =
  /^(?![\s\S]*(?<!\bas\s)\b(?:confidential|proprietary|non-?public|technical|business|financial)\s+(?:information|data)\b|[\s\S]*\b(?:documents|materials|records)\s+and\s+(?:information|data)\b|[\s\S]*\b(?:information|data|know-how|trade\s+secrets?)\s+(?:(?:it|they|that|which)\s+)?(?:obtain\w*|acquir\w*|learn\w*|disclos\w*|receiv\w*|provid\w*|furnish\w*|shar\w*|exchang\w*)\b)[\s\S]*\b(?:terms(?:\s+and\s+conditions)?|existence|contents?|provisions)\s+(?:(?:and|or)\s+(?:the\s+)?(?:existence|terms|contents?)\s+)?of\s+this\s+(?:agreement|contract|amendment)\b/iu;

/**
 * The secrecy of an audit or inspection ("Before any audit, the auditor shall sign a nondisclosure agreement", "its
 * staff taking part in the inspection are bound to keep it confidential", "the results of such audit are
 * confidential"): a term of how the audit is done, not the duty protecting what the parties share.
 */
const AUDIT_SECRECY =
  /\b(?:the|any|such|each|an|this|that|every)\s+(?:[\p{L}-]+\s+){0,2}?(?:audits?|inspections?|auditors?|auditing)\b|\bunder\s+(?:his|her|its|their)\s+audit\w*/iu;

/** An inspection of premises with no books, records or money named: a check on how the work is done. */
const PREMISES_INSPECTION =
  /^(?![^.]*\b(?:books|records|accounts|invoices?|royalt\w*|fees|payments?|statements?)\b)[^.]*\b(?:facilit(?:y|ies)|premises|plants?|sites?|studios?|warehouses?|laborator(?:y|ies))\b/iu;

/**
 * An inspection of a business's books together with its affairs or finances, as an investor or lender is
 * given: a check on how the business is run, not on what anyone is charged.
 */
const BUSINESS_INSPECTION =
  /^(?=[^.]*\b(?:books|records|accounts)\b)[^.]*\b(?:affairs|finances|financial\s+condition|business\s+operations)\b/iu;

/**
 * An inspection of products, samples, premises or the use of marks against quality standards, with no books,
 * records or money named: a brand owner's quality control, not an audit of what anyone is charged or owed.
 */
const QUALITY_INSPECTION =
  /^(?![^.]*\b(?:books|records|accounts|invoices?|royalt\w*|fees|payments?|statements?|charges?|prices?)\b)[^.]*\b(?:quality|(?:trade|service)\s*marks?|marks|brand\s+(?:standards?|elements?|assets?|guidelines?)|logos?|samples?|specifications?)\b/iu;

/** An audit of money: what is charged, paid or owed, or the accounts and reports that state it. */
const MONEY_AUDIT =
  /\b(?:royalt\w*|fees?|payments?|paid|payable|invoic\w*|charges?|charged|prices?|pricing|amounts?|sales|sold|revenues?|costs?|expenses?|compensation|commissions?|financial|books|accounts?|accounting|statements?|reports?|reporting|calculations?)\b/iu;

/** Care in doing the work: "reasonable skill and care", "due care and skill", "suitably qualified staff". */
const SKILL_AND_CARE = String.raw`(?:skill\s+and\s+care|care\s+and\s+skill|(?:reasonable|due)\s+care|suitably\s+(?:qualified|trained|skilled|experienced))`;
/** What a warranty of quality speaks of: defects, workmanship, specifications, fitness, infringement, skill and care. */
const QUALITY_PROMISE = new RegExp(
  String.raw`\b(?:defect\w*|workman\w*|merchantab\w*|fitness|conform\w*|specifications?|free\s+(?:from|of)|infring\w*|quality|(?:professional|skil(?:l|led|ful)|diligent|timely)\w*\s+manner|substantially\s+(?:in\s+accordance|conform)|as\s+is|accura\w*|errors?|viruses?|good\s+working|${SKILL_AND_CARE})\b`,
  'u',
);
/**
 * An entire-agreement clause ("This Agreement is the entire agreement …; there are no warranties other than those it
 * sets out", "supersedes all prior representations and warranties"): it names warranties only to say that none made
 * outside the agreement count, and promises or disclaims nothing about quality unless it says so in words of quality.
 */
const ENTIRE_AGREEMENT = new RegExp(
  String.raw`^(?![\s\S]*(?:${QUALITY_PROMISE.source}|\bimplied\b))[\s\S]*(?:\b(?:entire|whole|complete)\s+(?:and\s+(?:exclusive|final)\s+)?(?:agreement|understanding|contract)\b|\bsupersed(?:es?|ing)\s+(?:all|any)\b)`,
  'iu',
);
/**
 * Statements a list makes a party give ("represents and warrants that: (a) it is not subject to sanctions; (b) …")
 * with no word of quality anywhere in it: facts about the party, not a promise about what is delivered.
 */
const STATEMENTS_NOT_OF_QUALITY = new RegExp(
  String.raw`^(?![\s\S]*${QUALITY_PROMISE.source})[\s\S]*\b(?:represents?\s+and\s+warrants?|warrants?\s+and\s+represents?)\s+(?:to\s+[\p{L}.\s]{1,40}?\s+)?that\s*:`,
  'iu',
);
/** Things supplied under a contract, whose quality a warranty about them promises. */
const SUPPLIED_THING = String.raw`\b(?:products?|goods|services?|software|deliverables?|work\s+product|works?|materials?|equipment|systems?|platform|designs?|reports?|licensed\s+\w+|programs?)\b`;
/** Words a contract names its parties by. */
const PARTY_ROLE = String.raw`(?:company|customer|client|supplier|vendor|provider|licensee|licensor|holder|investor|purchaser|buyer|seller|contractor|consultant|employee|user|member|participant|sponsor|recipient|discloser|borrower|lender|tenant|landlord|(?:each|either)\s+party|parties)`;
/**
 * A party's warranty about itself, told with the party as the subject of what it warrants ("represents and warrants
 * that it is not barred …", "warrants that neither it nor its owners is …"), naming nothing supplied and no word of
 * quality: a statement of fact about the giver, present ("is", "has") or promised ("it will keep …").
 */
const ABOUT_ITSELF = String.raw`\bwarrants?\s+(?:and\s+represents?\s+)?(?:to\s+[\p{L}.\s]{1,40}?\s+)?that\s+(?:neither\s+)?(?:\(\w{1,3}\)\s+)?(?:it|he|she|they|we|I|you|its|his|her|their|our|your|(?:the\s+)?${PARTY_ROLE})\b`;
const STATEMENT_ABOUT_ITSELF = new RegExp(
  String.raw`^(?![\s\S]*(?:${QUALITY_PROMISE.source}|${SUPPLIED_THING}))(?=[\s\S]*${ABOUT_ITSELF}(?![^.;]{0,80}?\b(?:will|shall)\b))`,
  'iu',
);
const UNDERTAKING_ABOUT_ITSELF = new RegExp(
  String.raw`^(?![\s\S]*(?:${QUALITY_PROMISE.source}|${SUPPLIED_THING}))(?=[\s\S]*${ABOUT_ITSELF}[^.;]{0,80}?\b(?:will|shall)\b)`,
  'iu',
);
/**
 * A warranty of how the contract was won: no broker, finder or selling agent was retained for a commission or
 * contingent fee. It states a fact about the dealing, with no word of quality anywhere in it.
 */
const NO_FEE_TO_WIN = new RegExp(
  String.raw`^(?![\s\S]*${QUALITY_PROMISE.source})(?=[\s\S]*\b(?:warrant|represent)\w*)(?=[\s\S]*\b(?:brokers?|brokerage|finders?|finder['’]s|selling\s+agen(?:t|ts|cy|cies)|placement\s+agents?|contingent\s+fees?|success\s+fees?)\b)`,
  'iu',
);
/** A party's standing or capacity to contract: organised, in good standing, empowered, approved, licensed. */
const CAPACITY_PROMISE =
  /\b(?:duly\s+(?:incorporated|organi[sz]ed|formed|authori[sz]ed|approved|executed)|good\s+standing|validly\s+existing|(?:power|authority|right|capacity|authori[sz]ations?)\b[^.]{0,40}?\bto\s+(?:enter|execute|sign|bind|grant|perform|make|deliver|carry|consummate|license|assign)|(?:approvals?|consents?|authori[sz]ations?|licen[cs]es|permits)\s+(?:\w+\s+){0,2}(?:required|necessary|needed)|approved\s+by\s+(?:all\s+)?(?:necessary\s+|requisite\s+)?(?:corporate\s+|company\s+)?(?:action|its\s+board|the\s+board))\b/;

/** What is warranted about a thing supplied: its defects, workmanship, fitness or conformity, or a disclaimer of them. */
const SUPPLY_QUALITY =
  /\b(?:defect\w*|workman\w*|merchantab\w*|fitness|conform\w*|specifications?|free\s+(?:from|of)\s+(?!(?:any\s+)?(?:liens?|claims?|encumbrances?|security\s+interests?))|quality|(?:professional|skil(?:l|led|ful)|diligent|timely|workmanlike)\w*\s+manner|as\s+is|errors?|viruses?|good\s+working|perform\w*\s+substantially|skill\s+and\s+care|care\s+and\s+skill|(?:reasonable|due)\s+care)\b|\bdisclaim\w*/iu;
/** What a party warrants of itself or its rights: authority, title, non-infringement, no conflicting commitments, compliance with law. */
const RIGHTS_PROMISE =
  /\b(?:authori(?:ty|[sz]ed)|power\s+to|right\s+to\s+(?:grant|enter|license|assign|sell)|full\s+right|title\b|owns?\b|owner\b|infring\w*|misappropriat\w*|conflicts?\s+with|(?:bound|party)\s+(?:by|to)\s+any\s+(?:other\s+)?(?:agreement|contract|obligation|commitment)|comply\s+with|complian\w*|applicable\s+laws?|liens?|encumbrances?|rights?\s+(?:\w+\s+){0,2}?(?:necessary|required|needed)\s+(?:to|for))\b/iu;
/** A warranty of the giver's rights or standing, which promises nothing about the quality of a thing supplied. */
const RIGHTS_WARRANTY = new RegExp(
  `^(?![\\s\\S]*(?:${SUPPLY_QUALITY.source}))(?=[\\s\\S]*\\bwarrant)(?=[\\s\\S]*${RIGHTS_PROMISE.source})`,
  'iu',
);
/**
 * A disclaimer that makes no promise of its own: "disclaims all implied warranties", "provided as is", "makes no
 * other warranty", "there are no warranties of merchantability", "extends no warranties of any kind".
 */
const DISCLAIMER_ONLY = new RegExp(
  String.raw`^(?![\s\S]*\bwarrants?\s+(?:and\s+represents?\s+)?that\b)(?=[\s\S]*(?:\bdisclaim\w*|\bas\s+is\b|\bmakes?\s+no\s+(?:other\s+)?(?:\w+\s+){0,2}warrant|\bno\s+other\s+warrant|\bin\s+lieu\s+of\s+(?:all|any)\b|${NO_WARRANTIES.source}))`,
  'iu',
);
/** A representation or warranty said to prove untrue, incorrect or misleading: a default, not a promise of quality. */
const UNTRUE_WARRANTY =
  /\b(?:representations?|warrant(?:y|ies)|statements?)\b[^.;]{0,160}\b(?:untrue|incorrect|inaccurate|false|misleading)\b/iu;
/** Words up to 120 characters on within one item of a list: not across "; (c)" into another item. */
const IN_ONE_ITEM = String.raw`(?:(?!\(\w{1,3}\)\s)[^.;]){0,120}?`;
/**
 * A promise of quality that lasts a stated time: a warranty period or term, a warranty given for a number of
 * days, months or years, or one that starts or ends; the period must belong to the warranty, in the same item
 * of a list, not to a failure that "continues for fifteen days" in the item before.
 */
const WARRANTY_LASTS: readonly RegExp[] = [
  /\bwarrant(?:y|ies)\s+(?:period|term)\b/iu,
  new RegExp(
    String.raw`\bwarrant(?:s|y|ies|ed)?\b${IN_ONE_ITEM}\b(?:for|during|within)\s+(?:a\s+period\s+of\s+)?(?:\w+\s+)?\(?\[?[\d*]+\]?\)?\s*(?:days|months|years)\b`,
    'iu',
  ),
  new RegExp(
    String.raw`\bfor\s+(?:a\s+period\s+of\s+)?(?:\w+\s+)?\(?\[?[\d*]+\]?\)?\s*(?:days|months|years)\b${IN_ONE_ITEM}\bwarrant(?:s|y|ies|ed)?\b`,
    'iu',
  ),
  /\bwarranty\s+shall\s+(?:commence|begin|start|expire|run)\b/iu,
];
const RIGHTS_WARRANTY_MEANING =
  'This is a promise about the giver’s own rights and standing (its authority, title, non-infringement, freedom from conflicting commitments or compliance with law), not about the quality of something supplied.';

/**
 * Clauses on information (confidentiality, audit) and on the quality promised (warranties). Patterns follow how such clauses are commonly drafted, never the wording of particular
 * documents.
 */
export const INFORMATION_AND_QUALITY_CLAUSE_RULES: readonly ClauseRule[] = withDenials([
  {
    id: 'confidentiality',
    title: 'Confidentiality',
    category: 'Information',
    patterns: [
      /\bconfidential\s+information\b/i,
      /\b(?:keep|kept|hold|held|treat(?:ed)?|maintain(?:ed)?)\b[^.]{0,60}\b(?:in\s+)?(?:strict\s+)?confiden(?:ce|tial)\b/i,
      /\bnon-?disclosure\b/i,
      /\b(?:shall|will)\s+not\s+disclose\b/i,
    ],
    exclusions: [
      // A promise not to bring in an outsider's secrets ("of any former employer") protects neither party's information.
      /\b(?:confidential\s+information|trade\s+secrets?|proprietary\s+information)\b[^.]{0,40}\bof\s+(?:any\s+)?(?:(?:other|third)\s+(?:persons?|part(?:y|ies)|entit(?:y|ies))|(?:(?:his|her|its|their|any)\s+)?(?:former|prior|previous|concurrent)\s+employers?)\b/i,
      // Confidential information named only as the means of another act ("a breach … presumed to have been done
      // through the use of the Confidential Information"), with no duty to keep it secret.
      new RegExp(
        String.raw`^(?![^]*(?:${SECRECY_DUTY.source}))[^]*\b(?:presum\w*|deemed|through|by|via)\s+(?:[\w'’]+\s+){0,3}(?:use|misuse|utili[sz]ation)\s+of\b[^.]{0,60}\bconfidential\s+information\b`,
        'iu',
      ),
    ],
    // Naming confidential information is not enough: the statement must keep something secret or limit its use.
    operative: [SECRECY_DUTY],
    otherActs: [OWN_ACCESS_KEPT_SECRET, DISCLOSURE_ALLOWED],
    sideProvisions: [KEPT_FOR_RECORDS, SECRET_PROCEEDINGS, AUDIT_SECRECY, TERMS_SECRECY],
    risk: { provider: 'low', recipient: 'low' },
    owedBy: 'provider',
    adjustments: [
      {
        // A duty "in perpetuity" whose sentence also ends it ("until the information becomes public") does end.
        when: ENDLESS_DUTY,
        effect: 'raise',
        note: 'The duty never ends.',
      },
    ],
    meaning: 'This requires keeping the other side’s information secret.',
    impact: {
      provider: 'You must protect their information, and a slip could be a breach of contract.',
      recipient: 'It protects what you share with the other side.',
    },
    // Keeping the deal's own terms secret protects no information either side shares.
    impactWhenStated: [
      {
        when: TERMS_SECRECY,
        impact: {
          provider:
            'The terms of the agreement are to be kept confidential: disclosing them outside what the clause allows could be a breach.',
          recipient:
            'The terms of the agreement are to be kept confidential: disclosing them outside what the clause allows could be a breach.',
        },
      },
    ],
    change: {
      provider: 'Make sure it excludes information that is public or that you already knew, and has an end date.',
      recipient: 'Make sure it covers everything you will share and survives the end of the agreement.',
    },
    legalBasis: 'Confidentiality duties are routinely enforced, including by court orders to stop disclosure.',
    costToImplement: 'Low: standard wording is widely available',
    riskIfDelayed: 'Information shared before the terms are settled may be unprotected.',
  },
  {
    id: 'audit-rights',
    cuad: 'Audit Rights',
    title: 'Audit rights',
    titleWhenStated: [
      {
        when: QUALITY_INSPECTION,
        title: 'Quality-control inspection',
        ownCategory: true,
        meaning:
          'One side may inspect the other’s products, premises or use of its marks against its quality standards: a quality control, not an audit of accounts.',
      },
    ],
    category: 'Information',
    patterns: [
      /\baudit\w*\b[^.]{0,120}\b(?:books|records|accounts|premises|facilit\w*)\b/i,
      /\b(?:books|records|accounts)\b[^.]{0,160}\b(?:audit\w*|inspect\w*|examin\w*)\b/i,
      /\bright\s+to\s+(?:audit|inspect)\b/i,
      /\b(?:inspect\w*|examin\w*|review|verify)\b[^.]{0,80}\b(?:books|records|accounts)\b/i,
      /\baccess\b[^.]{0,160}\b(?:books|records)\b/i,
      /\b(?:access|inspect)\b[^.]{0,60}\b(?:facilit(?:y|ies)|premises|plants?)\b/i,
      /\baccess\b[^.]{0,80}\bduring\s+(?:normal|regular)\s+business\s+hours\b/i,
      /\b(?:inspect|examine|audit)\b[^.]{0,60}\b(?:during\s+(?:normal|regular)\s+business\s+hours)\b/i,
    ],
    exclusions: [
      // A regulator's inspection ("permit any governmental authority to inspect", "subject to examination by
      // the regulators") is a duty owed to the state, not a party's right to check the other.
      /\b(?:permit|allow|grant|give|provide)\w*\s+(?:\w+\s+){0,2}(?:governmental|government|regulatory|supervisory)\s+(?:authorit(?:y|ies)|agenc(?:y|ies)|bod(?:y|ies)|officials?|inspectors?)\b/iu,
      /\b(?:examination|inspection|audit|review)s?\s+by\s+(?:any\s+|the\s+|a\s+|an\s+|its\s+|their\s+|[\p{L}.-]+['’]s\s+)?(?:\w+\s+)?(?:regulators?|regulatory\s+authorit(?:y|ies)|governmental|government\s+(?:authorit|agenc)\w*|supervisory\s+authorit(?:y|ies))/iu,
      // Naming or vetting the people who may enter a site (a security duty): the access is theirs, to work, and no
      // one checks the other side's books or performance.
      /^(?![^.]*\b(?:audit|inspect|examin|verif)\w*)[^.]*\b(?:personnel|employees|staff|subcontractors?|contractors?|individuals|persons|visitors)\b[^.]{0,60}\b(?:granted|given|allowed|permitted|issued)\s+(?:\w+\s+){0,2}access\b/iu,
      // Access given so that the work can be done ("access to its stores … so that the supplier can install").
      /^(?![^.]*\b(?:audit|inspect|examin|verif|books|records)\w*)[^.]*\baccess\b[^.]{0,120}\b(?:so\s+(?:that|as)|in\s+order|to\s+(?:allow|enable|permit))\b[^.]{0,60}\b(?:perform|provide|deliver|install|render|carry\s+out|complete)\w*\b/iu,
      // Vetting a supplier someone proposes to use ("inspect the proposed supplier's facilities") checks a
      // stranger to the agreement, not the other side.
      /\b(?:inspect|audit|examin|visit|review)\w*\s+(?:the\s+|any\s+|such\s+|a\s+)?(?:proposed|prospective|potential|alternative|candidate)\s+(?:suppliers?|vendors?|manufacturers?|sources?|subcontractors?)\b/iu,
      // Inspecting or testing goods delivered is acceptance, not an audit of the other side.
      /^(?![^.]*\b(?:books|records|accounts|facilit(?:y|ies)|premises|plants?)\b)[^.]*\b(?:inspect|test|examine)\w*\b(?:\s+(?:and|or)\s+(?:inspect|test|examine)\w*)?\s+(?:the\s+|said\s+|such\s+|any\s+|each\s+|all\s+)?(?:\w+\s+)?(?:products?|goods|batch(?:es)?|shipments?|deliver(?:y|ies)|samples?|lots?|units?)\b/iu,
    ],
    grants: true,
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'One side may inspect the other’s books, records or premises to check compliance.',
    // Only an audit of money checks what the reader is charged or owed; one of records for compliance checks conduct.
    impact: {
      provider: 'You must keep records and open them on request, which costs time.',
      recipient: 'You can check the other side’s records to see that it keeps to the agreement.',
    },
    // An inspection of premises, with no books or records named, checks how the work is done, not the money.
    impactWhenStated: [
      {
        when: BUSINESS_INSPECTION,
        impact: {
          provider:
            'You must open your books, records and premises to the other side and discuss your affairs with it on request, which costs time.',
          recipient: 'You can inspect the other side’s books, records and premises and ask about its affairs.',
        },
      },
      {
        when: QUALITY_INSPECTION,
        impact: {
          provider:
            'The other side may inspect your products, premises or use of its marks against its quality standards; a failure can mean fixing or withdrawing products.',
          recipient: 'You can check that the products and the use of your marks meet your quality standards.',
        },
      },
      {
        when: PREMISES_INSPECTION,
        impact: {
          provider: 'You must let the other side into your premises to inspect how the work is done, which costs time.',
          recipient: 'You can inspect the other side’s premises to check how the work is done.',
        },
      },
      {
        when: MONEY_AUDIT,
        impact: {
          provider: 'You must keep records and open them on request, which costs time.',
          recipient: 'You can verify what you are charged or owed.',
        },
      },
    ],
    change: {
      provider: 'Limit audits to once a year, on notice, in business hours, at the auditor’s cost.',
      recipient: 'Make the other side pay for the audit if it finds a significant error.',
    },
    changeWhenStated: [
      {
        when: BUSINESS_INSPECTION,
        change: {
          provider:
            'Limit inspections to business hours, on reasonable notice, and ask that what is seen be kept confidential.',
          recipient: 'Make sure the right reaches the books, records and people you need, on reasonable notice.',
        },
      },
      {
        when: QUALITY_INSPECTION,
        change: {
          provider:
            'Ask that the quality standards be written down in advance, with inspections on notice, in business hours, and time to fix a failure.',
          recipient:
            'Make sure the quality standards are written down and that products failing them must be fixed or withdrawn.',
        },
      },
      {
        when: PREMISES_INSPECTION,
        change: {
          provider: 'Limit inspections to business hours, on reasonable notice, at a set frequency.',
          recipient: 'Make sure problems an inspection finds must be fixed within a set time.',
        },
      },
    ],
    legalBasis: 'Contractual audit rights are enforced as written.',
    costToImplement: 'Low',
    riskIfDelayed: 'Record-keeping duties apply from the start.',
  },
  {
    id: 'warranty',
    title: 'Warranties and disclaimers',
    titleWhenStated: [
      {
        when: NO_EARNINGS_PROMISED,
        title: 'Warranties and disclaimers',
        meaning: 'This says that no particular results, such as revenue or customers, are promised from the deal.',
      },
    ],
    category: 'Quality',
    patterns: [
      /\b(?:provided|sold|licensed|delivered)\s+["“]?as\s+is\b/i,
      /\bdisclaim\w*\b[^.]{0,120}\bwarrant/i,
      /\bmerchantability\b|\bfitness\s+for\s+a\s+particular\s+purpose\b/i,
      /\bwarrants?\s+(?:and\s+represents?\s+)?that\b/i,
      /\bwarranty\s+period\b/i,
      // A denial of warranties states the disclaimer in other words: "extends no warranties of any kind".
      NO_WARRANTIES,
      NOT_WARRANTED_THAT,
    ],
    exclusions: [
      /\bin\s+witness\s+whereof\b/iu,
      ENTIRE_AGREEMENT,
      // A warranty of the party's standing or capacity ("duly organized", "full power and authority to
      // grant", "duly approved by its board", "holds all approvals required") promises nothing about the
      // quality of what is delivered, unless the sentence also does.
      new RegExp(
        `^(?![^.]*${QUALITY_PROMISE.source})[^.]*\\bwarrant\\w*\\b[^.]{0,200}${CAPACITY_PROMISE.source}`,
        'iu',
      ),
      // Non-reliance ("has not relied on any representation other than those in this Agreement") keeps the
      // contract's own promises as the only ones and makes none, unless the sentence also promises quality.
      new RegExp(
        `^(?![^.]*${QUALITY_PROMISE.source})[^.]*(?:\\b(?:has|have|had|did|is|are)\\s+not\\s+(?:\\w+\\s+){0,2}?rel(?:ied|ying)\\b|\\bnon-?reliance\\b|\\bno\\s+reliance\\b)`,
        'iu',
      ),
    ],
    otherActs: [FEEDBACK_AS_IS, AUDIT_UNDERTAKING],
    risk: { provider: 'low', recipient: 'low' },
    owedBy: 'provider',
    adjustments: [
      {
        when: new RegExp(`${AS_IS_DISCLAIMER.source}|\\bdisclaim\\w*\\b|\\bwithout\\s+(?:any\\s+)?warrant`, 'i'),
        effect: 'raise',
        note: 'Quality promises are disclaimed.',
        sides: ['recipient'],
      },
    ],
    meaning: 'This sets what is promised about quality, and what is not.',
    detail: (sentence) =>
      NO_FEE_TO_WIN.test(sentence)
        ? 'This has a party state how the contract was won: that no broker or agent was paid a commission or contingent fee to secure it.'
        : RIGHTS_WARRANTY.test(sentence)
          ? RIGHTS_WARRANTY_MEANING
          : STATEMENTS_NOT_OF_QUALITY.test(sentence) || STATEMENT_ABOUT_ITSELF.test(sentence)
            ? 'This has a party state facts it answers for if they prove untrue.'
            : UNDERTAKING_ABOUT_ITSELF.test(sentence)
              ? 'This has a party promise how it will act, not the quality of something supplied.'
              : undefined,
    impact: {
      provider: 'Every promise of quality you give can become a claim if it is not met.',
      recipient: 'It decides what you can do if what you get is faulty.',
    },
    impactWhenStated: [
      {
        // No promise of what the deal will earn: the reader who earns from it (an affiliate, a reseller) is told of
        // its earnings, not of the quality of what it receives.
        when: NO_EARNINGS_PROMISED,
        impact: {
          provider:
            'You promise the other side no revenue, profit, customers or other results from the deal, so no claim can be brought against you if they fall short.',
          recipient:
            'The other side promises you no revenue, profit, customers or other results from the deal: what you earn depends on what you achieve, and you have no claim if it falls short.',
        },
      },
      {
        // Both sides' lines open alike, so a promise both give is told once.
        when: NO_FEE_TO_WIN,
        impact: {
          provider:
            'It is no promise of quality: whoever gives it answers for it if someone was in fact paid a commission or contingent fee to win the contract.',
          recipient:
            'It is no promise of quality: if the other side did pay someone a commission or contingent fee to win the contract, you may have a claim.',
        },
      },
      {
        when: STATEMENTS_NOT_OF_QUALITY,
        impact: {
          provider:
            'The statements it has you make can become a claim if any proves untrue; it names no promise of quality.',
          recipient:
            'If a statement the other side makes here proves untrue, you may have a claim; it names no promise of quality.',
        },
      },
      {
        when: DISCLAIMER_ONLY,
        impact: {
          provider:
            'It limits the promises you give to those the agreement states, so fewer claims can be brought against you.',
          recipient: 'Beyond the promises the agreement states, you have no claim if what you receive falls short.',
        },
      },
      {
        when: RIGHTS_WARRANTY,
        impact: {
          provider:
            'If a promise you give here proves untrue, the other side can claim against you for breach of warranty.',
          recipient:
            'If what the other side promises here about its rights or standing proves untrue, you can claim for breach of warranty.',
        },
      },
      {
        when: STATEMENT_ABOUT_ITSELF,
        impact: {
          provider:
            'What you state here about yourself can become a claim if it proves untrue; it names no promise of quality.',
          recipient:
            'If what the other side states here about itself proves untrue, you may have a claim; it names no promise of quality.',
        },
      },
      {
        when: UNDERTAKING_ABOUT_ITSELF,
        impact: {
          provider:
            'If you do not act as you promise here, the other side may claim for breach; it names no promise of quality.',
          recipient:
            'If the other side does not act as it promises here, you may have a claim; it names no promise of quality.',
        },
      },
    ],
    change: {
      provider: 'Limit warranties to a fixed period and to repair, replacement or refund.',
      recipient: 'Ask for a clear warranty period and a remedy (repair, replacement or refund) if it fails.',
    },
    // A disclaimer of all but the express warranties keeps those: asking for a warranty asks for what is there.
    changeWhenStated: [
      {
        when: NO_EARNINGS_PROMISED,
        change: {
          provider: 'No change needed: it keeps you from answering for results you do not control.',
          recipient: 'No change needed: base your plans on what the agreement commits to pay, not on expected results.',
        },
      },
      {
        when: NO_FEE_TO_WIN,
        change: {
          provider: 'No change needed: make sure no commission or contingent fee was in fact agreed for winning it.',
          recipient: 'No change needed on this point.',
        },
      },
      {
        when: RIGHTS_WARRANTY,
        change: {
          provider: 'Promise only what you know to be true, and limit it to the rights the agreement needs.',
          recipient: 'Check that the promise covers the rights you rely on, for as long as you rely on them.',
        },
      },
      {
        when: /\b(?:except|other\s+than|save)\b[^.]{0,80}\b(?:expressly|specifically)\s+(?:set\s+forth|provided|stated|given)\b|\bin\s+lieu\s+of\s+(?:all|any)\b/iu,
        change: {
          provider: 'Keep the express warranties to a fixed period and to repair, replacement or refund.',
          recipient:
            'Check that the express warranties this keeps (their period and remedy) cover what you rely on; everything beyond them is disclaimed.',
        },
      },
    ],
    changeWhenGivenElsewhere: [
      {
        when: /\b(?:re-?perform|repair|replace|replacement|refund|correct)\w*\b|\bwarranty\s+period\b|\bfor\s+(?:a\s+period\s+of\s+)?(?:\w+\s+)?\(?\d+\)?\s*(?:days|months|years)\b/iu,
        change: {
          recipient: 'The contract gives a warranty with a period or a remedy: check that they cover what you rely on.',
        },
      },
    ],
    legalBasis: 'Written disclaimers of implied warranties are generally effective between businesses if conspicuous.',
    costToImplement: 'Low to moderate',
    riskIfDelayed: 'Once signed, you may have no remedy for defects that the warranty excludes.',
  },
  {
    id: 'warranty-duration',
    cuad: 'Warranty Duration',
    title: 'Warranty period',
    category: 'Quality',
    patterns: [
      /\bwarrant(?:y|ies)\s+(?:period|term)\b/i,
      /\bwarrant(?:s|y|ies)?\b[^.]{0,120}\bfor\s+(?:a\s+period\s+of\s+)?(?:\w+\s+)?\(?\[?[\d*]+\]?\)?\s*(?:days|months|years)\b/i,
      /\bfor\s+(?:a\s+period\s+of\s+)?(?:\w+\s+)?\(?\[?[\d*]+\]?\)?\s*(?:days|months|years)\b[^.]{0,120}\bwarrant(?:s|y|ies)?\b/i,
      /\bwarranty\s+shall\s+(?:commence|begin|start|expire|run)\b/i,
    ],
    // A warranty that proves untrue is an event of default or a breach, whatever period the sentence names.
    exclusions: [UNTRUE_WARRANTY],
    operative: WARRANTY_LASTS,
    risk: { provider: 'low', recipient: 'low' },
    meaning: 'How long the promise of quality lasts.',
    impact: {
      provider: 'You must fix defects reported within this period.',
      recipient: 'Defects found after this period are your problem.',
    },
    change: {
      provider: 'Keep the period short and start it at delivery.',
      recipient: 'Ask for a period long enough to find hidden defects, starting at acceptance.',
    },
    legalBasis: 'Contractual warranty periods are enforced; statutory rights may add to them.',
    costToImplement: 'Low',
    riskIfDelayed: 'The period starts running on delivery.',
    whenMissing: {
      risk: { provider: 'low', recipient: 'medium' },
      finding: 'No warranty period was found, so it is unclear how long the quality promises last.',
      change: 'Add a warranty period with repair, replacement or refund as remedies.',
      roles: ['buyer', 'client'],
    },
  },
]);
