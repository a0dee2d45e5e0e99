/**
 * The operative words of the rules that declare them (see `ClauseRule.operative`): what makes a
 * sentence about the clause's subject, checked in the sentence's statement by `clause-grounding.ts`.
 * Also the shared patterns those rules use.
 */

/** The verb of an indemnity: indemnify, defend, hold harmless. */
export const INDEMNIFY = /\b(?:indemnif\w*|defend|hold\s+(?:[\w’'-]+\s+){0,6}harmless)\b/iu;

/** A force majeure event: something beyond the parties' control that excuses performance while it lasts. */
export const FORCE_MAJEURE =
  /\bforce\s+majeure\b|\bacts?\s+of\s+God\b|\b(?:beyond|outside)\s+(?:the\s+)?(?:[\p{L}-]+['’]s?\s+)?(?:reasonable\s+)?control\b/iu;

/** Handing back, destroying or deleting what belongs to the other side (after the end, not help or work). */
export const RETURN_OF_MATERIALS =
  /\b(?:return|destroy|delete|erase|purge|deliver\s+(?:up|back))\b[^.]{0,120}\b(?:confidential\s+information|materials?|property|documents?|records|data|deliverables|equipment|copies)\b/iu;

/** A promise not to recruit staff. */
export const NO_SOLICIT_EMPLOYEES: readonly RegExp[] = [
  /\b(?:(?:shall|will|may)\s+not|neither\b[^.]{0,60}\bshall)\b[^.]{0,120}\b(?:solicit|hire|employ|recruit|entice|induce)\b[^.]{0,120}\b(?:employees?|personnel|staff|consultants?)\b/i,
  /\b(?:solicit|induce|entice|encourage)\w*\b[^.]{0,120}\b(?:to\s+)?(?:leave|terminate)\s+(?:his\s+or\s+her|his|her|their)\s+employ\w*\b/i,
  /\bnon-?solicit\w*\s+of\s+employees\b/i,
];

/**
 * What follows "at least" or "a minimum of" when it is a lead time or a frequency, not a quantity:
 * "place orders at least 90 days in advance", "send orders a minimum of once daily".
 */
export const NOT_A_QUANTITY = String.raw`(?!\s*:|\s+one\s+of\b|\s+(?:\w+\s+)?\(?[\d,]*\)?\s*(?:business\s+|calendar\s+|working\s+)?(?:days?|weeks?|months?|hours?|years?)\b|\s+(?:once|twice|\w+\s+(?:\(\d+\)\s+)?times?)\b|\s+(?:an?\s+)?(?:daily|weekly|monthly|quarterly|annual|yearly)\s+basis\b)`;

/**
 * What follows "at least" or "no less than" when it is a standard of care, not an amount: "with no less than
 * the degree of skill and care of leading firms", "at least the standard of care customary in its field".
 */
export const NOT_A_STANDARD_OF_CARE = String.raw`(?!\s+(?:the\s+|a\s+|that\s+)?(?:same\s+|reasonable\s+|usual\s+|customary\s+|high\s+)?(?:(?:degree|standard|level)s?\s+of\s+(?:skill|care|diligence|quality|service|performance|expertise|professionalism)|skill|care|diligence)\b)`;

/**
 * Buying, ordering, paying or supplying, not a word that only begins like one ("in an orderly manner",
 * "in order to").
 */
export const BUYING_OR_SUPPLYING = String.raw`\b(?:purchas(?:e|es|ed|ing)|order(?:s|ed|ing)?(?!\s+to\b)|buy(?:s|ing)?|bought|spen(?:d|ds|ding|t)|pa(?:y|ys|id|ying|yments?|yable)|suppl(?:y|ies|ied|ying)|deliver(?:s|ed|ing|y|ies)?|sell(?:s|ing)?|sold|manufactur(?:e|es|ed|ing)|produc(?:e|es|ed|ing))\b`;

/** A commitment to buy, order, pay or supply at least an amount: not minimum insurance limits or record-keeping periods. */
export const MINIMUM_COMMITMENT_WORDS: readonly RegExp[] = [
  /\bminimum\s+(?:annual\s+|monthly\s+|quarterly\s+|guaranteed\s+)?(?:purchase|order|quantit\w*|volume|commitment|royalt\w*|payment|fee|sales|requirements?)\b/iu,
  /\bguaranteed\s+minimum\b|\b(?:monthly|annual|quarterly|yearly)\s+minimum\b|\btake[-\s]or[-\s]pay\b/iu,
  // A sum guaranteed whatever is used or sold: "a non-refundable guaranteed fee of $50,000 in each year".
  /\bguaranteed\s+(?:annual\s+|monthly\s+|quarterly\s+|yearly\s+)?(?:fees?|payments?|royalt(?:y|ies)|amounts?|sums?|revenues?)\b/iu,
  /\b(?:volume|purchase|minimum|quantity)\s+commitments?\b|\bminimum\s+(?:\w+\s+){0,3}(?:details|impressions|quantit\w*|volumes?|purchases?|orders?|supply|supplies|units|shipments?|deliveries)\b/iu,
  new RegExp(
    String.raw`${BUYING_OR_SUPPLYING}[^.;]{0,60}\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than|a\s+minimum\s+of)\b${NOT_A_QUANTITY}${NOT_A_STANDARD_OF_CARE}`,
    'iu',
  ),
  /\b(?:shall|will|must)\s+spend\b[^.]{0,40}\b(?:or\s+more|at\s+least|not\s+less\s+than)\b/iu,
  // The payment that makes up a minimum missed: "shall pay the Vendor the shortfall", "a shortfall payment".
  /\bpa(?:y|ys|id)\b[^.;]{0,60}\b(?:the|any|such)\s+shortfall\b|\bshortfall\s+(?:payments?|fees?|amounts?)\b/iu,
];

/** A sum paid as damages or a penalty for a breach, however it is measured ("30% of its share of revenues"). */
const PAID_AS_DAMAGES = String.raw`(?![^.;]*\bas\s+(?:liquidated\s+damages|(?:a\s+)?penalt(?:y|ies)|compensation\s+for)\b)`;

/**
 * A share of money earned, not shares of stock ("subscribe for 100,000 shares … use the proceeds"), nor
 * a sum owed as liquidated damages that happens to be measured by a revenue share.
 */
export const REVENUE_SHARING_WORDS: readonly RegExp[] = [
  /\b(?:royalt(?:y|ies)|commissions?|revenue\s+share)\b/iu,
  /\b(?:percent|%|percentage)[^.;]{0,60}\b(?:sales|revenues?|proceeds|profits?|income|receipts|margin|price|amounts?\s+(?:received|collected))\b/iu,
  /\b(?:(?:a|the|its|their|equal|pro\s+rata|any)\s+share\s+of|shar(?:e|ed|ing)\s+(?:equally\s+)?(?:in\s+)?|shares\s+(?:its|their|equally|in)\s+|split|divided?)\b[^.]{0,80}\b(?:revenues?|profits?|proceeds|net\s+income|turnover)\b/iu,
  /\b(?:revenues?|profits?|proceeds)\b[^.]{0,60}\b(?:shared|split|divided)\b/iu,
].map((pattern) => new RegExp(PAID_AS_DAMAGES + pattern.source, 'iu'));

/** Money owed and payable, named as such: what makes a late fee a fee for paying late, not for returning goods late. */
const MONEY_OWED = String.raw`\b(?:pay(?:s|ment|ments|able)?|paid|invoices?|overdue|past[-\s]due|unpaid|outstanding|amounts?\s+due)\b`;

/** A sum paid late that bears interest, said before the interest: "any amount not paid when due shall bear interest". */
export const LATE_SUM_BEARS_INTEREST =
  /\b(?:not\s+paid\s+(?:when|by\s+the\s+(?:date\s+)?|on\s+or\s+before\s+the\s+(?:date\s+)?)\s*due|overdue|past[-\s]due|unpaid|late)\b[^.]{0,80}\b(?:bear|accrue|carry)\w*\s+interest\b/iu;

/**
 * When payments fall due and what paying late costs. A late fee or charge counts only beside money owed
 * ("a late fee on any invoice unpaid"): a fee for returning loaned parts late is no payment term.
 */
export const PAYMENT_TERMS_WORDS: readonly RegExp[] = [
  // "net 30", not "the net amount" of a formula.
  /\b(?:payments?|invoices?|fees?|amounts?)\b[^.]{0,60}\b(?:due|payable)\b[^.]{0,80}\b(?:within|days|net\s+\(?\d|upon\s+receipt)\b/iu,
  /\bwithin\s+(?:\w+\s+)?\(?\d+\)?\s+days\b[^.]{0,60}\b(?:receipt|date)\s+of\s+(?:the\s+|an\s+|such\s+)?invoice\b/iu,
  /\bnet\s+\d{2}\b/iu,
  /\blate\s+payments?\b/iu,
  new RegExp(String.raw`^(?=[^]*${MONEY_OWED})[^]*\blate\s+(?:fee|charge)s?\b`, 'iu'),
  /\binterest\b[^.]{0,80}\b(?:overdue|late|past[-\s]due|unpaid|outstanding)\b/iu,
  LATE_SUM_BEARS_INTEREST,
];

/**
 * A party doing the indemnifying: "shall indemnify", "agrees to defend, indemnify and hold harmless",
 * "hereby indemnifies", "will, jointly and severally, indemnify", "shall be indemnified by". The noun alone ("whether or not the indemnification
 * is valid", "indemnification payments shall be made on demand") names an indemnity given elsewhere.
 */
export const INDEMNITY_WORDS: readonly RegExp[] = [
  /\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to|covenants?\s+to|hereby|does\s+hereby),?\s+(?:[\w'’]+,?\s+){0,6}?(?:indemnif(?:y|ies)|hold\s+(?:\w+\s+){0,8}?harmless|save\s+(?:\w+\s+){0,8}?harmless)\b/iu,
  /\bindemnifies\b|\b(?:shall|will)\s+be\s+(?:indemnified|held\s+harmless)\b|\bentitled\s+to\s+(?:be\s+)?indemnif\w*/iu,
  /\b(?:shall|will)\s+(?:each\s+)?(?:protect|defend),?\s+(?:[\w'’]+,?\s+){0,4}?indemnify\b/iu,
];

/**
 * What caps a volume: a quantity that may not exceed a limit, or one the supplier need not supply or accept
 * beyond it. A payment measured by the quantity above a forecast ("pay in advance for the quantity
 * exceeding the forecast") limits nothing.
 */
export const VOLUME_CAP_WORDS: readonly RegExp[] = [
  /\b(?:(?:shall|will|may|must|do|does)\s+not|not\s+to|never\s+to)\s+exceed\b|\bno\s+(?:more|greater)\s+than\b|\bup\s+to\s+(?:a\s+)?maximum\b|\bmaximum\s+(?:of|number|quantity|volume|amount)\b|\b(?:limited|capped)\s+to\b/iu,
  /\b(?:not\s+(?:be\s+)?(?:required|obliged|obligated|bound)|no\s+obligation)\b[^.;]{0,100}\b(?:suppl(?:y|ies)|deliver\w*|fill\w*|accept\w*|manufactur\w*)\b/iu,
  /\b(?:in\s+excess\s+of|exceed\w*)\b[^.;]{0,100}\b(?:subject\s+to\s+(?:\w+\s+){0,2}(?:acceptance|availability|capacity|approval)|(?:reasonable|best)\s+efforts|not\s+(?:be\s+)?binding)\b/iu,
  /\b(?:shall|will|may|must)\s+not\s+(?:\w+\s+){0,2}?(?:order|purchase|buy|use|install|request)\w*\b[^.;]{0,60}\b(?:in\s+excess\s+of|more\s+than|exceed\w*|above)\b/iu,
  // Orders beyond a forecast or a share of it, where no payment is measured by the excess.
  /^(?![\s\S]*\b(?:pay|pays|paid|payment|advance|prepa\w*|cost)\b)[\s\S]*\b(?:quantit\w*|volumes?|orders?|units)\b[^.]{0,60}\b(?:exceed\w*|in\s+excess\s+of)\b[^.]{0,60}\b(?:forecast\w*|%|percent|maximum|capacity)\b/iu,
];

/**
 * A party giving up suits or challenges: "covenants not to sue", "shall not challenge the validity",
 * "grants a covenant not to sue", "releases all claims". The noun in a list of documents to hand over
 * ("copies of licences and covenants not to sue granted to it") gives up nothing.
 */
export const COVENANT_NOT_TO_SUE_WORDS: readonly RegExp[] = [
  /\bnot\b[^.]{0,40}\b(?:contest|challenge|attack|dispute)\b[^.]{0,120}\b(?:validity|ownership|rights?|title|enforceability)\b/iu,
  /\b(?:not|neither|nor|no\s+time|never)\b[^.]{0,400}\b(?:contest\w*|challeng\w*|attack\w*)\b[^.]{0,80}\b(?:validity|ownership|title|enforceability|intellectual\s+property|trade\s*marks?|patents?)\b/iu,
  /\b(?:hereby|irrevocably|unconditionally|shall|will|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,2}?covenants?\s+not\s+to\s+(?:sue|assert|bring)\b/iu,
  /(?:^|[^,;]\s)\p{Lu}[\p{L}-]*\s+covenants?\s+not\s+to\s+(?:sue|assert|bring)\b/u,
  /\bgrants?\s+(?:to\s+[^.;]{0,60}?)?(?:a|an|the)\s+(?:\w+\s+){0,3}?covenants?\s+not\s+to\s+sue\b/iu,
  /\breleases?\b[^.;]{0,60}\bclaims\b|\b(?:general\s+)?release\s+of\s+(?:all\s+)?claims\b/iu,
  /\b(?:shall|will)\s+not\s+sue\b|\b(?:shall|will)\s+not\s+(?:bring|commence|institute)\b[^.]{0,60}\b(?:action|suit|claim|proceeding)\b/iu,
];

/**
 * A promise not to pose as the other party's employee or agent ("shall not hold itself out as an employee or
 * agent of the Company"), with no hiring or soliciting of anyone: a no-impersonation term.
 */
const NOT_ONLY_POSING = String.raw`(?:(?=[^]*\b(?:(?:solicit|hire|hiring|recruit)\w*|employ(?:s|ed|ing)?\b))|(?![^]*\b(?:represent|hold|pose|posing|claim|purport|identify|impersonat)\w*\b[^.;]{0,40}?\b(?:as|to\s+be)\b[^.;]{0,40}?\b(?:employees?|agents?|representatives?|officers?|staff)\b))`;

/**
 * Recruiting a party's staff: not paying an official or employee of a government, nor using debarred,
 * excluded or convicted people (a compliance promise about whom a party employs at all).
 */
export const STAFF_NO_HIRE_WORDS: readonly RegExp[] = [
  ...NO_SOLICIT_EMPLOYEES,
  // The verb "employ", not the nouns "employee" or "employer" ("shall not pose as an employee", "a former employer").
  /\b(?:(?:solicit|hire|recruit)\w*|employ(?:s|ed|ing)?)\b[^.]{0,160}\b(?:employees?|personnel|staff|officers?|contractors?|consultants?)\b/i,
  // Enticing or inducing the staff themselves, not "inducing any person to believe" something about them.
  /\b(?:entic|induc)\w*\s+(?:away\s+)?(?:[\p{L}'’-]+\s+){0,5}?(?:employees?|personnel|staff|officers?|contractors?|consultants?)\b/iu,
].map(
  (pattern) =>
    new RegExp(
      `^(?![^]*\\b(?:government\\w*|public\\s+officials?|briber\\w*|brib(?:e|es|ing)|corrupt\\w*|debarred|convicted|felon(?:y|ies)|excluded\\s+from)\\b)${NOT_ONLY_POSING}[^]*?${pattern.source}`,
      'iu',
    ),
);

/**
 * A renewal that happens by itself: "automatically", "evergreen", or a term that "shall renew" or
 * "continue" unless someone acts. A party's right or option to renew or extend ("may extend",
 * "shall have the right to renew") or a renewal "by mutual agreement" is a renewal someone must choose.
 */
export const AUTOMATIC_RENEWAL_WORDS: readonly RegExp[] = [
  // "Automatically" of a renewal, not of a share that converts automatically into another class of stock.
  /\bautomatic(?:ally)?\b[^.;]{0,60}?\b(?:renew\w*|extend\w*|extension|continu\w*|roll\w*\s+over)\b|\b(?:renew\w*|extend\w*|extension|continu\w*|roll\w*\s+over)\b[^.;]{0,60}?\bautomatic(?:ally)?\b|\bauto-?renew\w*\b|\bevergreen\b/iu,
  /^(?![^.]*\b(?:option|right|elect\w*|mutual(?:ly)?\s+agree\w*|by\s+(?:written\s+)?agreement|upon\s+(?:the\s+)?(?:mutual\s+)?(?:written\s+)?agreement)\b)[^.]*\b(?:shall|will)\s+(?:thereafter\s+)?(?:be\s+)?(?:renew(?:ed)?|extend(?:ed)?|continue)\b[^.]{0,40}\b(?:for\s+(?:successive|additional|further|subsequent|consecutive|another)|from\s+year\s+to\s+year|year[-\s]to[-\s]year|month[-\s]to[-\s]month)\b/iu,
];

/**
 * Arbitration, not an arbitrator named in a list of bodies that may rule on something ("held invalid by any
 * court, arbitrator or agency", "no court, arbitrator or regulator shall have issued any order").
 */
const UNLISTED_ARBITRATION = String.raw`(?<!\b(?:courts?|tribunals?|agency|agencies|authority|authorities|regulators?|bod(?:y|ies)|judges?)\s*(?:,|\bor\b|\band\b)\s*(?:an?\s+|any\s+)?)arbitrat\w*\b(?!\s*(?:,|\bor\b|\band\b)\s*(?:an?\s+|any\s+|other\s+)?(?:courts?|tribunals?|governmental|government|agency|agencies|authorit(?:y|ies)|regulat\w*|bod(?:y|ies)))`;

/** A body that administers arbitrations under its own rules. */
const ARBITRAL_BODY = String.raw`(?:JAMS|AAA|ICDR|LCIA|SIAC|HKIAC|ICC|CIETAC|American\s+Arbitration\s+Association|International\s+Chamber\s+of\s+Commerce|International\s+Centre\s+for\s+Dispute\s+Resolution|London\s+Court\s+of\s+International\s+Arbitration|Singapore\s+International\s+Arbitration\s+Centre|Hong\s+Kong\s+International\s+Arbitration\s+Centre)\b(?!\s+Incoterms)`;

/**
 * Proceedings an arbitral body administers, or that run under its rules, where the sentence never says
 * "arbitration" ("resolved through binding proceedings administered by JAMS under its Streamlined Rules"). A
 * mediation or conciliation such a body runs is no arbitration.
 */
export const ADMINISTERED_ARBITRATION = new RegExp(
  String.raw`^(?![\s\S]*\b(?:mediat|conciliat)\w*)[\s\S]*?\b(?:administered\s+by\s+|under\s+the\s+auspices\s+of\s+|(?:under|in\s+accordance\s+with|pursuant\s+to)\s+(?:the\s+)?(?:(?:then[-\s])?(?:current|applicable|prevailing)\s+)?(?:(?:[\p{L}-]+\s+){0,4}?rules\s+of\s+|(?=${ARBITRAL_BODY}[^.]{0,60}?\b(?:rules|procedures)\b)))(?:the\s+)?${ARBITRAL_BODY}`,
  'iu',
);

/** A verb sending something to be decided: "shall be finally settled", "will be resolved", "agree to submit". */
const SENDING_VERB = String.raw`\b(?:(?:shall|will|must)\s+(?:(?!not\b)[\p{L}-]+\s+){0,2}?(?:be\s+(?:(?!not\b)[\p{L}-]+\s+){0,2}?(?:settled|resolved|determined|decided|submitted|referred|heard)|submit|refer)|agree[sd]?\s+(?:to\s+|that\s+)?(?:(?!not\b)[\p{L}-]+\s+){0,2}?(?:submit|refer))\b`;

/**
 * The sentence sending disputes to arbitration ("Any dispute shall be finally settled by binding arbitration", "you
 * agree to arbitrate", "shall be resolved by proceedings administered by JAMS"): the arbitration clause's own act.
 * The sentence names what is sent (disputes, claims, controversies). Not a court fallback ("neither party is entitled
 * to arbitration; claims will be heard in court"), a pointer ("arbitration may apply to you, see below"), what
 * courts elsewhere generally do ("foreign courts will refer civil cases to arbitration") or what is kept out of it
 * ("will be resolved in court and not by arbitration").
 */
export const SENDS_TO_ARBITRATION = new RegExp(
  [
    String.raw`^(?=[\s\S]*\b(?:disputes?|claims?|controvers(?:y|ies)|differences?|disagreements?)\b)[\s\S]*?${SENDING_VERB}(?:(?!\b(?:not|than|instead|except|other)\b)[^.;]){0,120}?(?:\barbitra(?:tion|tors?|l)\b|\b${ARBITRAL_BODY})`,
    String.raw`^(?=[\s\S]*\b(?:disputes?|claims?|controvers(?:y|ies)|differences?|disagreements?)\b)[\s\S]*?(?:\b(?:shall|will|must)\s+(?:(?!not\b)[\p{L}-]+\s+){0,2}?(?:be\s+)?arbitrated\b|\b(?:shall|will|must|agree[sd]?\s+to)\s+(?:(?!not\b)[\p{L}-]+\s+){0,2}?arbitrate\b)`,
  ].join('|'),
  'iu',
);

/**
 * A proceeding sent to named courts by a binding verb ("must be commenced in the courts of X", "shall be brought
 * exclusively in the state or federal courts", "shall be decided by the courts of X", "you must bring any claim in
 * the courts of X"), or by a permission limited to them ("may be brought only in"), or by saying where jurisdiction
 * or venue lies ("jurisdiction and venue shall be only in a state court of X").
 */
export const MUST_GO_TO_COURTS =
  /\b(?:jurisdiction|venue)\b[^.;]{0,160}?\b(?:shall|will|must)\s+(?:be|lie)\s+(?:only|exclusively|solely)\s+(?:in|with|before)\s+(?:the\s+|a\s+|an\s+|any\s+)?(?:[\p{L}.-]+\s+){0,5}?(?:courts?|tribunals?)\b|\b(?:(?:(?:shall|will|must)\s+(?:only\s+|exclusively\s+|solely\s+)?be|may\s+(?:only\s+|exclusively\s+|solely\s+)?be(?=\s+\w+\s+(?:only|exclusively|solely)\s+(?:in|before)\b)|may\s+(?:only|exclusively|solely)\s+be)\s+(?:brought|commenced|instituted|filed|initiated|litigated|heard|resolved|decided|determined|settled|adjudicated|venued)\s+(?:(?:only|exclusively|solely)\s+)?(?:in|before|by)|(?:shall|will|must|agrees?\s+to)\s+(?:only\s+)?(?:bring|commence|file|institute|initiate)\b[^.;]{0,80}?\b(?:(?:only|exclusively|solely)\s+)?(?:in|before))\s+(?:the\s+|a\s+|any\s+)?(?:[\p{L}-]+\s+){0,5}?(?:courts?|tribunals?)\b/iu;

/**
 * A dispute route the sentence sets: disputes settled, submitted or referred to arbitration, an
 * arbitration held or administered under named rules, a court or forum the parties submit to, a jury
 * or class-action waiver. A sentence that only names arbitrators among others ("any court, arbitrator or
 * agency", a definition listing "any suit or arbitration") sets no route.
 */
/** A place of jurisdiction set ("the exclusive place of jurisdiction shall be Hamburg", "Place of jurisdiction is Munich"). */
export const PLACE_OF_JURISDICTION =
  /\bplace\s+of\s+jurisdiction\b[^.;]{0,60}?\b(?:is|shall\s+be|will\s+be)\b|\b(?:is|shall\s+be|will\s+be)\s+(?:the\s+)?(?:exclusive\s+|sole\s+)?place\s+of\s+jurisdiction\b/iu;

export const DISPUTE_ROUTE_WORDS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:settled|resolved|determined|decided|submit(?:s|ted)?|refer(?:s|red)?|subject|go|goes|brought)\b[^.]{0,80}\b(?:binding\s+|final\s+)?${UNLISTED_ARBITRATION}`,
    'iu',
  ),
  // "by arbitration", not "by arbitration committee" (a body that values a loss) or "arbitration fees".
  /\b(?:to|by|in|through)\s+(?:binding\s+|final\s+)?arbitration\b(?!\s+(?:department|committee|bureau|office|body|board|panel|agency|commission|institute|fees?|costs?|expenses?)\b)/iu,
  /\b(?:shall|will|must|may|agrees?\s+to)\s+(?:\w+\s+){0,2}arbitrate\b|\barbitrated\b/iu,
  /\barbitrat\w*\b[^.]{0,80}\b(?:shall|will)\s+be\s+(?:conducted|held|administered|final|binding|seated|governed)\b/iu,
  /\b(?:rules|auspices|administration)\s+of\s+(?:the\s+)?(?:American\s+Arbitration|AAA|ICC|JAMS|LCIA|International\s+(?:Chamber|Centre|Center))/iu,
  ADMINISTERED_ARBITRATION,
  /\b(?:submits?|consents?|attorns?|agrees?|irrevocably)\b[^.]{0,80}\bjurisdiction\b|\bexclusive\s+jurisdiction\b/iu,
  PLACE_OF_JURISDICTION,
  /\b(?:venue|forum)\b[^.]{0,80}\b(?:shall|will|must)\b|\b(?:shall|will|must)\b[^.]{0,80}\b(?:venue|forum)\b/iu,
  /\bwaive\w*\b[^.]{0,80}\b(?:jury|class\s+action)\b/iu,
  // Courts a dispute must be brought in: "must be commenced in the courts of X", "shall be brought exclusively in
  // the state or federal courts", "may be brought only in". A bare "may be brought in" leaves the choice open.
  MUST_GO_TO_COURTS,
];
