import {
  MINIMUM_COMMITMENT_WORDS,
  NO_SOLICIT_EMPLOYEES,
  RETURN_OF_MATERIALS,
  REVENUE_SHARING_WORDS,
  STAFF_NO_HIRE_WORDS,
} from './clause-operatives';
import { AFTER_TERMINATION, type ClauseRule, FOR_CAUSE, MUTUAL } from './clause-rule';
import { minimumCommitmentSide } from './obligor-side';

/**
 * Clauses of commercial agreements, one rule per CUAD category. Patterns follow how such clauses
 * are commonly drafted, never the wording of particular documents.
 */
export const COMMERCIAL_CLAUSE_RULES: readonly ClauseRule[] = [
  {
    id: 'termination-for-convenience',
    cuad: 'Termination For Convenience',
    title: 'Termination for convenience',
    category: 'Term and termination',
    patterns: [
      /\bterminat(?:e|es|ed|ion)\b[^.]{0,160}\b(?:at\s+any\s+time|for\s+(?:any|no)\s+reason|without\s+(?:cause|reason)|for\s+convenience|with\s+or\s+without\s+cause)\b/i,
      /\b(?:at\s+any\s+time|for\s+convenience|without\s+cause|for\s+any\s+reason)\b[^.]{0,80}\bterminat(?:e|ion)\b/i,
      /\bmay\s+terminate\s+this\s+(?:agreement|contract)\b[^.]{0,80}\bupon\s+(?:at\s+least\s+)?(?:\w+\s+){0,2}\(?\[?[\d*]+\]?\)?\s*(?:days|months)['’]?\s+(?:prior\s+)?(?:written\s+)?notice\b/i,
      /\bemployment\s+(?:is|shall\s+be|will\s+be)\s+["“]?at[-\s]will\b/i,
    ],
    // Ending the agreement for the other side's failure is termination for cause, and what happens
    // "upon termination for any reason" is no right to terminate at all.
    exclusions: [FOR_CAUSE, AFTER_TERMINATION],
    risk: { provider: 'high', recipient: 'low', overrides: { tenant: 'medium' } },
    adjustments: [MUTUAL],
    meaning: 'One side may end the agreement without any fault by the other, just by giving notice.',
    impact: {
      provider: 'The income or work you count on can stop at short notice, for no reason.',
      recipient: 'You can walk away if the deal stops suiting you.',
    },
    change: {
      provider: 'Ask for a longer notice period, payment for work done and a termination fee.',
      recipient: 'Keep this right, and make sure the other side cannot use it against you at short notice.',
    },
    legalBasis: 'Termination-for-convenience clauses are enforced as written, including their notice periods.',
    costToImplement: 'Low to moderate: notice periods and fees are routinely negotiated',
    riskIfDelayed: 'Once signed, the agreement can be ended on these terms at any time.',
  },
  {
    id: 'renewal-notice',
    cuad: 'Notice Period To Terminate Renewal',
    title: 'Notice to stop renewal',
    category: 'Term and termination',
    patterns: [
      /\b(?:unless|until)\b[^.]{0,80}\b(?:notice|notif\w*)\b[^.]{0,120}\b(?:not\s+to\s+renew|non-?renewal|intention\s+not\s+to|of\s+its\s+intent\s+to\s+terminate)\b/i,
      /\bnotice\s+of\s+non-?\s*renewal\b/i,
      // A deadline before the term ends only matters here when it is for ending, not extending, the term.
      /^(?=[^.]*\b(?:terminat\w*|non-?\s*renew\w*|not\s+(?:to\s+)?(?:be\s+)?renew\w*))[^.]*\b(?:days|months)\b[^.]{0,60}\bprior\s+to\s+the\s+(?:end|expiration|expiry)\s+of\s+the\s+(?:then[-\s]current\s+|initial\s+|renewal\s+)?term\b/i,
      /\brenew\w*\b[^.]{0,200}\bunless\b[^.]{0,80}\bnotice\b[^.]{0,120}\b(?:prior\s+to|before|in\s+advance\s+of)\s+(?:the\s+)?(?:end|expiration|expiry)\b/i,
    ],
    risk: { provider: 'low', recipient: 'medium', overrides: { employer: 'low' } },
    meaning: 'To stop the agreement renewing, notice must be given by a deadline before the term ends.',
    impact: {
      provider: 'The other side must warn you early if it does not want to renew.',
      recipient: 'Miss the deadline and you are bound for another term.',
    },
    change: {
      provider: 'Keep the notice period long enough to plan for a non-renewal.',
      recipient: 'Ask for a short notice period and a reminder before the deadline.',
    },
    legalBasis: 'Courts enforce renewal deadlines strictly; late notice usually does not stop a renewal.',
    costToImplement: 'Low: a wording change',
    riskIfDelayed: 'Missing the window commits you to a full new term.',
  },
  {
    id: 'exclusivity',
    cuad: 'Exclusivity',
    title: 'Exclusivity',
    category: 'Restrictive covenants',
    patterns: [
      /\bexclusive\s+(?:(?!and\b|or\b|remed|liabilit)[\w-]+\s+){0,3}(?:distribut\w*|dealers?|suppliers?|resellers?|agents?|representatives?|providers?|partners?|sponsors?|source|licen[cs]e(?:s|e|es)?|right\s+to\s+(?:sell|distribute|market|manufacture|supply|use))\b/i,
      // Promising to deal with no one but the other side: "from any person other than Cisco", "to anyone other than Company".
      /\bnot\b[^.]{0,80}\b(?:purchase|buy|obtain|source|sell|grant|licen[cs]e|appoint|supply)\b[^.]{0,160}\b(?:anyone|any\s+(?:other\s+)?(?:person|entity|party|company|one|third\s+party)(?:\s+or\s+entity)?)\s+other\s+than\b/i,
      /\b(?:neither|not)\b[^.]{0,80}\b(?:sell|market|promote|distribute)\b[^.]{0,120}\bproducts?\s*\(?\s*other\s+than\s+(?:the\s+)?products\b/i,
      /\bon\s+an\s+exclusive\s+basis\b/i,
      /\b(?:shall|will)\s+not\b[^.]{0,80}\b(?:purchase|buy|obtain|source|enter\s+into|appoint|sell)\b[^.]{0,100}\b(?:from|with|to)\s+any\s+(?:other|third)\b/i,
      /\bsole\s+and\s+exclusive\s+(?:supplier|distributor|provider|source)\b/i,
      /\b(?:all|100%)\s+of\s+(?:its|their|your)\s+requirements\b/i,
      // The kind of deal must be named: a bare "any other agreement" is an entire-agreement or no-commitment clause.
      /\b(?:shall|will)\s+not\b[^.]{0,60}\benter\s+into\s+any\s+other\s+(?:\w+\s+){1,2}agreements?\b/i,
      /\b(?:licensed|granted|appointed)\b[^.]{0,60}\bexclusively\b|\bexclusively\s+(?:licensed|granted|appointed)\b/i,
    ],
    exclusions: [/\bnon-?exclusive\b/i],
    risk: { provider: 'medium', recipient: 'medium' },
    meaning: 'One side may deal only with the other for certain products, services or areas.',
    impact: {
      provider: 'You may not work with or sell to others in the covered area.',
      recipient: 'You may have to buy only from them, even if better offers come along.',
    },
    change: {
      provider: 'Tie exclusivity to minimum purchases by the other side, and limit it in time and area.',
      recipient: 'Limit exclusivity to specific products and areas, with an exit if prices or quality slip.',
    },
    legalBasis: 'Exclusive dealing is generally enforceable, subject to competition law.',
    costToImplement: 'Moderate: exclusivity is usually traded for volume or price',
    riskIfDelayed: 'Once signed, other opportunities in the covered area are closed.',
  },
  {
    id: 'change-of-control',
    cuad: 'Change Of Control',
    title: 'Change of control',
    category: 'Parties',
    patterns: [
      /\bchange\s+(?:of|in)\s+(?:the\s+)?control\b/i,
      /\b(?:merger|consolidation|acquisition)\b[^.]{0,120}\b(?:terminat\w*|consent|assign\w*|notice)\b/i,
      /\b(?:sale|transfer)\s+of\s+(?:all\s+or\s+)?substantially\s+all\s+(?:of\s+)?(?:its|the|their)\s+(?:assets|business)\b/i,
    ],
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'What happens to the agreement if one side is bought or merges with another company.',
    impact: {
      provider: 'A sale of your business could end the agreement or need the other side’s consent.',
      recipient: 'You can react if the other side ends up owned by someone you would not deal with.',
    },
    change: {
      provider: 'Ask that a change of control allows assignment to the buyer without consent.',
      recipient: 'Keep a right to end the agreement if a competitor takes control of the other side.',
    },
    legalBasis: 'Change-of-control clauses are enforced as written and often matter in company sales.',
    costToImplement: 'Low to moderate',
    riskIfDelayed: 'A later sale of either business will be governed by these terms.',
  },
  {
    id: 'revenue-sharing',
    cuad: 'Revenue/Profit Sharing',
    title: 'Revenue or profit sharing',
    category: 'Money',
    patterns: [
      /\broyalt(?:y|ies)\b[^.]{0,120}\b(?:percent|%|net\s+sales|gross\s+(?:sales|revenues?)|revenues?)\b/i,
      /\b(?:percent|%)\s+(?:\(\d+%\)\s+)?of\s+(?:the\s+|all\s+)?(?:net|gross)\s+(?:sales|revenues?|profits?|receipts)\b/i,
      /\b(?:share|split|divide)\w*\b[^.]{0,80}\b(?:revenues?|profits?|proceeds|net\s+income|turnover)\b/i,
      /\b(?:revenues?|profits?|proceeds)\b[^.]{0,60}\b(?:shared|split|divided)\b/i,
      /\b(?:commission|royalty|revenue\s+share)\s+(?:of|equal\s+to)\s+[^.]{0,40}(?:%|percent)/i,
    ],
    risk: { provider: 'low', recipient: 'medium' },
    operative: REVENUE_SHARING_WORDS,
    meaning: 'One side pays the other a share of its sales, revenue or profits.',
    impact: {
      provider: 'Part of your pay depends on how the other side reports its sales.',
      recipient: 'A share of your sales goes to the other side for as long as the clause runs.',
    },
    change: {
      provider: 'Ask for regular statements and the right to audit the figures the share is based on.',
      recipient: 'Define the base (net or gross) precisely and cap or end the share after a period.',
    },
    legalBasis: 'Revenue-sharing terms are enforced as written; disputes usually turn on the definitions.',
    costToImplement: 'Moderate',
    riskIfDelayed: 'The sharing formula applies from the first sale.',
  },
  {
    id: 'minimum-commitment',
    cuad: 'Minimum Commitment',
    title: 'Minimum commitment',
    category: 'Money',
    patterns: [
      /\bminimum\s+(?:annual\s+|monthly\s+|quarterly\s+|guaranteed\s+)?(?:purchase|order|quantit\w*|volume|commitment|royalt\w*|payment|fee|sales|requirements?)\b/i,
      /\bguaranteed\s+minimum\b/i,
      /\b(?:purchase|order|buy|spend)\w*\b[^.]{0,60}\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than|a\s+minimum\s+of)\b/i,
      /\b(?:shall|will|must)\s+spend\b[^.]{0,40}\b(?:or\s+more|at\s+least|not\s+less\s+than)\b/i,
    ],
    operative: MINIMUM_COMMITMENT_WORDS,
    // Rated for the side the minimum binds (the recipient when it is a purchase minimum, as is usual).
    risk: { provider: 'low', recipient: 'high', overrides: { employer: 'medium' } },
    obligor: minimumCommitmentSide,
    meaning: 'One side must buy, pay or supply at least a fixed amount, whatever its actual needs or capacity.',
    impact: {
      provider: 'The other side owes you the minimum, which secures your supply or your income.',
      recipient: 'You owe the minimum even if your needs or capacity fall short; a shortfall still costs you.',
    },
    change: {
      provider: 'Keep the minimum, with a right to end exclusivity or claim the shortfall if it is not met.',
      recipient: 'Lower the minimum, allow shortfalls to carry over, and get an exit if demand or capacity drops.',
    },
    legalBasis: 'Minimum purchase and take-or-pay obligations are generally enforceable.',
    costToImplement: 'Moderate',
    riskIfDelayed: 'The commitment starts with the first period of the term.',
  },
  {
    id: 'license-grant',
    cuad: 'License Grant',
    title: 'License grant',
    category: 'Intellectual property',
    patterns: [
      /\b(?:hereby\s+)?grants?\b[^.]{0,200}\b(?:licen[cs]e|right\s+to\s+use|sub-?licen[cs]e)\b/i,
      /\b(?:is|are|be)\s+(?:hereby\s+)?(?:granted|licensed)\b[^.]{0,100}\b(?:licen[cs]e|right\s+to\s+use)\b/i,
      /\blicen[cs]e\s+to\s+(?:use|make|sell|reproduce|distribute|practi[cs]e)\b/i,
    ],
    risk: { provider: 'low', recipient: 'low' },
    meaning: 'One side allows the other to use something it owns, such as a brand, software or know-how.',
    impact: {
      provider: 'What you license can be used within the stated scope; check it is not wider than intended.',
      recipient: 'You may use what is licensed only within the stated scope.',
    },
    change: {
      provider: 'Keep the licence limited to what the deal needs, revocable on breach.',
      recipient: 'Make sure the licence covers everything you need, for long enough.',
    },
    legalBasis: 'A licence is permission; use beyond its scope is infringement.',
    costToImplement: 'Low to moderate',
    riskIfDelayed: 'Use outside the licence can be a breach from day one.',
  },
  {
    id: 'non-transferable-license',
    cuad: 'Non-Transferable License',
    title: 'Non-transferable license',
    category: 'Intellectual property',
    patterns: [
      /\bnon-?transferable\b/i,
      /\bnon-?sublicensable\b/i,
      /\b(?:no\s+right|not\s+(?:be\s+)?(?:entitled|permitted))\s+to\s+sub-?licen[cs]e\b/i,
      /\blicen[cs]e\b[^.]{0,80}\bmay\s+not\s+be\s+(?:transferred|assigned|sub-?licensed)\b/i,
    ],
    risk: { provider: 'low', recipient: 'medium' },
    meaning: 'The licence cannot be passed on or sublicensed to anyone else.',
    impact: {
      provider: 'It keeps control of who uses what you license.',
      recipient: 'You cannot pass the licence to a buyer of your business or to your affiliates.',
    },
    change: {
      provider: 'Keep the restriction.',
      recipient: 'Ask for transfer to affiliates and to a buyer of your business.',
    },
    legalBasis: 'Licences are usually personal unless the licence says otherwise.',
    costToImplement: 'Low',
    riskIfDelayed: 'The restriction can block a later sale or restructuring.',
  },
  {
    id: 'perpetual-license',
    cuad: 'Irrevocable Or Perpetual License',
    title: 'Irrevocable or perpetual license',
    category: 'Intellectual property',
    patterns: [
      /\b(?:perpetual|irrevocable)\b[^.]{0,80}\blicen[cs]e\b/i,
      /\blicen[cs]e\b[^.]{0,40}\b(?:perpetual|irrevocable)\b/i,
    ],
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'The licence lasts forever or cannot be taken back.',
    impact: {
      provider: 'You can never withdraw the permission, even after the relationship ends.',
      recipient: 'Your right to use it is secure.',
    },
    change: {
      provider: 'Allow revocation for breach or non-payment.',
      recipient: 'Keep it irrevocable.',
    },
    legalBasis: 'An irrevocable licence survives the end of the relationship unless it says otherwise.',
    costToImplement: 'Low',
    riskIfDelayed: 'Once granted, the licence cannot be recalled.',
  },
  {
    id: 'joint-ip',
    cuad: 'Joint Ip Ownership',
    title: 'Joint IP ownership',
    category: 'Intellectual property',
    patterns: [/\bjointly\s+owned\b/i, /\bjoint(?:ly)?\s+(?:own|ownership)\b/i, /\bco-?own(?:ed|ership)?\b/i],
    risk: { provider: 'medium', recipient: 'medium' },
    meaning: 'What is created together belongs to both sides.',
    impact: {
      provider: 'You may need the other side’s agreement to license or sell the joint work.',
      recipient: 'You may need the other side’s agreement to license or sell the joint work.',
    },
    change: {
      provider: 'Set who may exploit joint IP and how income from it is shared.',
      recipient: 'Set who may exploit joint IP and how income from it is shared.',
    },
    legalBasis: 'Rules for co-owners differ by country; without terms, each may act alone or need consent.',
    costToImplement: 'Moderate',
    riskIfDelayed: 'Disputes over joint work are hard to solve later.',
  },
  {
    id: 'audit-rights',
    cuad: 'Audit Rights',
    title: 'Audit rights',
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
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'One side may inspect the other’s books, records or premises to check compliance.',
    impact: {
      provider: 'You must keep records and open them on request, which costs time.',
      recipient: 'You can verify what you are charged or owed.',
    },
    change: {
      provider: 'Limit audits to once a year, on notice, in business hours, at the auditor’s cost.',
      recipient: 'Make the other side pay for the audit if it finds a significant error.',
    },
    legalBasis: 'Contractual audit rights are enforced as written.',
    costToImplement: 'Low',
    riskIfDelayed: 'Record-keeping duties apply from the start.',
  },
  {
    id: 'insurance',
    cuad: 'Insurance',
    title: 'Insurance',
    category: 'Liability',
    patterns: [
      /\b(?:maintain|obtain|carry|procure|keep)\b[^.]{0,120}\binsurance\b/i,
      /\binsurance\b[^.]{0,120}\b(?:coverage|policy|policies|limits?\s+of)\b[^.]{0,80}\b(?:maintain|not\s+less\s+than|minimum|each\s+occurrence)\b/i,
      /\b(?:additional|named)\s+insureds?\b/i,
    ],
    risk: { provider: 'medium', recipient: 'low', overrides: { tenant: 'medium' } },
    meaning: 'One side must carry insurance of certain kinds and amounts.',
    impact: {
      provider: 'You must buy and keep the required insurance, at your cost.',
      recipient: 'Claims against the other side are backed by an insurer.',
    },
    change: {
      provider: 'Check the required amounts with your broker before signing.',
      recipient: 'Ask to be named as an additional insured and for certificates of insurance.',
    },
    legalBasis: 'Insurance covenants are enforceable; failing to insure can itself be a breach.',
    costToImplement: 'Moderate: premiums',
    riskIfDelayed: 'An uninsured claim falls on the party that should have insured.',
    whenMissing: {
      risk: { provider: 'low', recipient: 'medium' },
      finding: 'No insurance requirement was found, so the other side may have nothing to pay a large claim with.',
      change: 'Require the other side to carry liability insurance suited to the work.',
      roles: ['client', 'landlord', 'buyer'],
    },
  },
  {
    id: 'post-termination',
    cuad: 'Post-Termination Services',
    title: 'Obligations after termination',
    category: 'Term and termination',
    patterns: [
      /\b(?:upon|on|after|following)\s+(?:the\s+|its\s+|any\s+)?(?:\w+\s+or\s+)?(?:termination|expiration|expiry)\b[^.]{0,200}\b(?:shall|will|must)\s+(?:continue|provide|return|deliver|sell|purchase|co-?operate|assist|transition|remain)\b/i,
      /\b(?:deliver|return)\b[^.]{0,200}\bupon\s+(?:the\s+)?(?:termination|expiration|expiry)\b/i,
      /\bcontinue\b[^.]{0,80}\b(?:after|following|from\s+the\s+date\s+of|beyond)\s+(?:the\s+)?(?:termination|expiration|expiry)\b/i,
      /\bwithin\s+(?:\w+\s+)?\(?\d+\)?\s+days\s+(?:after|following)\s+(?:the\s+)?(?:expiration|termination|expiry)\b/i,
      /\b(?:after|following)\s+(?:the\s+)?(?:expiration|termination)\s+or\s+(?:expiration|termination)\s+of\s+this\s+agreement\b/i,
      /\b(?:sell[-\s]off|wind[-\s]down|transition)\s+(?:period|services|assistance)\b/i,
      /\bfor\s+a\s+period\s+of\b[^.]{0,60}\b(?:after|following)\s+(?:the\s+)?(?:termination|expiration)\b/i,
      /\b(?:after|following)\s+(?:the\s+)?(?:termination|expiration)\b[^.]{0,80}\bfor\s+a\s+period\s+of\b/i,
    ],
    exclusions: [
      // Restrictions that outlast the agreement (not to solicit, hire or compete) are covenants of their own,
      // not services or duties owed after it ends.
      /\b(?:not|never|nor|neither)\b[^.]{0,80}\b(?:solicit\w*|hire|compete|circumvent|engage\s+in\s+any\s+attempt|seek\s+to\s+acquire)\b/iu,
    ],
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'Some duties continue after the agreement ends: transition help, sell-off, returns, support.',
    impact: {
      provider: 'You may have to keep working or supporting after the agreement ends.',
      recipient: 'You get help moving on when the agreement ends.',
    },
    impactWhenStated: [
      {
        // Handing back what belongs to the other side is not help or work after the end.
        when: RETURN_OF_MATERIALS,
        impact: {
          provider: 'When it ends, the materials it names must be returned or destroyed, as it says.',
          recipient: 'When it ends, the materials it names must be returned or destroyed, as it says.',
        },
      },
    ],
    changeWhenStated: [
      {
        when: RETURN_OF_MATERIALS,
        change: {
          provider: 'Check you may keep the copies you need for your records or by law.',
          recipient: 'Check you may keep the copies you need for your records or by law.',
        },
      },
    ],
    change: {
      provider: 'Make sure post-termination work is paid at the contract rates and time-limited.',
      recipient: 'Make sure transition help is long enough to switch to another provider.',
    },
    legalBasis: 'Clauses that survive termination are enforced for their stated period.',
    costToImplement: 'Low to moderate',
    riskIfDelayed: 'These duties start when the agreement ends, often when relations are worst.',
  },
  {
    id: 'covenant-not-to-sue',
    cuad: 'Covenant Not To Sue',
    title: 'Covenant not to sue',
    category: 'Disputes and jurisdiction',
    patterns: [
      /\bnot\b[^.]{0,40}\b(?:contest|challenge|attack|dispute)\b[^.]{0,120}\b(?:validity|ownership|rights?|title|enforceability)\b/i,
      /\b(?:not|neither|nor|no\s+time|never)\b[^.]{0,400}\b(?:contest\w*|challeng\w*|attack\w*)\b[^.]{0,80}\b(?:validity|ownership|title|enforceability|intellectual\s+property|trade\s*marks?|patents?)\b/i,
      /\bcovenants?\s+not\s+to\s+sue\b/i,
      /\b(?:general\s+)?release\s+of\s+(?:all\s+)?claims\b/i,
      /\b(?:shall|will)\s+not\s+(?:bring|commence|institute)\b[^.]{0,60}\b(?:action|suit|claim|proceeding)\b/i,
    ],
    risk: { provider: 'medium', recipient: 'medium' },
    meaning:
      'One side gives up the right to sue or to challenge the other’s rights (for example its trademarks or patents).',
    impact: {
      provider: 'You give up claims or challenges you might otherwise bring.',
      recipient: 'You give up claims or challenges you might otherwise bring.',
    },
    change: {
      provider: 'Limit it to the licensed rights and keep claims for breach of this agreement.',
      recipient: 'Limit it to the licensed rights and keep claims for breach of this agreement.',
    },
    legalBasis: 'No-challenge and release clauses are generally enforced, with limits in patent and competition law.',
    costToImplement: 'Low',
    riskIfDelayed: 'Once signed, the waived claims are lost.',
  },
  {
    id: 'third-party-beneficiary',
    cuad: 'Third Party Beneficiary',
    title: 'Third-party beneficiaries',
    category: 'Parties',
    patterns: [
      /\bthird[-\s]party\s+beneficiar(?:y|ies)\b/i,
      /\bintended\s+(?:\w+\s+){0,4}beneficiar(?:y|ies)\b/i,
      // Someone outside the agreement who still gets its rights or benefits.
      /\b(?:who|which|that)\s+(?:is|are)\s+not\s+(?:a\s+)?part(?:y|ies)\s+(?:to\s+this\s+agreement|hereto)\b[^.]{0,200}\b(?:benefits?|rights?|enforce)\b/i,
    ],
    exclusions: [
      /\bno\s+(?:\w+\s+){0,3}third[-\s]party\s+beneficiar/i,
      /\bno\s+(?:third|other)\s+(?:part(?:y|ies)|persons?)\b[^.]{0,80}\bbeneficiar/i,
      /\bnot\s+(?:be\s+)?(?:deemed|considered|construed)?\s*(?:as\s+|to\s+be\s+)?(?:a\s+|an\s+)?(?:intended\s+)?third[-\s]party\s+beneficiar/i,
      /\bnothing\b[^.]{0,200}\bbeneficiar/i,
      // Boilerplate that shuts outsiders out ("A person who is not a party … may not enforce", "not intended to
      // confer … upon any person other than the parties"), unless it makes an exception for someone.
      /^(?![^.]*\b(?:except|save\s+(?:as|in|for)|excluding|with\s+the\s+exception)\b)[^.]*\b(?:not\s+(?:be\s+)?intended\s+to\s+(?:confer|create|give|benefit)|(?:do|does)\s+not\s+intend|(?:shall|may|will)\s+not\s+(?:have|acquire|be\s+entitled|enforce)|(?:has|have)\s+no\s+(?:rights?|benefit)|no\s+(?:person|entity|one|other\s+part(?:y|ies))\b[^.]{0,150}\b(?:beneficiar|rights?|enforce)|there\s+are\s+no\s+(?:intended\s+)?third|(?:intended|made)\s+solely\s+for\s+the\s+benefit|solely\s+(?:among|between)\s+the\s+parties)/iu,
      // A table of contents names the section; the section itself says what it grants.
      /\bbeneficiar\w*\s+\d+\s*(?:section\b|article\b|\d+(?:\.\d+)*\s+\p{Lu})|(?:\bsection\s+\d+(?:\.\d+)*\b[^.]{0,60}){3,}/iu,
    ],
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'Someone who did not sign the agreement may still enforce it.',
    impact: {
      provider: 'People outside the contract could bring claims against you under it.',
      recipient: 'Others connected to you can rely on the agreement.',
    },
    change: {
      provider: 'Name exactly who may enforce the agreement, and for which clauses.',
      recipient: 'Check that the people who should benefit are named.',
    },
    legalBasis: 'Third parties can enforce a contract when it clearly intends them to benefit.',
    costToImplement: 'Low',
    riskIfDelayed: 'Claims by outsiders become possible from signing.',
  },
  {
    id: 'liquidated-damages',
    cuad: 'Liquidated Damages',
    title: 'Liquidated damages',
    category: 'Liability',
    patterns: [
      /\bliquidated\s+damages\b/i,
      /\b(?:lump[-\s]sum|fixed\s+sum)\b[^.]{0,120}\b(?:termination|breach|default|damages)\b/i,
      /\b(?:termination|breach|default)\b[^.]{0,120}\b(?:lump[-\s]sum)\b/i,
      /\bnot\s+(?:as\s+)?a\s+penalty\b/i,
    ],
    risk: { provider: 'high', recipient: 'medium', overrides: { landlord: 'low' } },
    meaning: 'A fixed amount is payable on a breach or early termination, whatever the actual loss.',
    // Provider is the side paying (late delivery, early exit); the recipient's text reads from the side paid,
    // which is where the orientation puts a reader the sum is paid to.
    impact: {
      provider: 'A breach or early exit costs you a set sum, even if the other side lost little.',
      recipient:
        'If the other side breaches, you receive a set sum without proving your loss, but it may be all you can recover for that breach.',
    },
    change: {
      provider: 'Make it mutual, reasonable in amount, and your only liability for that breach.',
      recipient:
        'Check that the sum covers your real loss, and keep your other remedies for breaches it does not cover.',
    },
    legalBasis: 'Liquidated damages are enforced if they are a genuine pre-estimate of loss, not a penalty.',
    costToImplement: 'Moderate',
    riskIfDelayed: 'The fixed sum applies to any breach after signing.',
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
  {
    id: 'most-favoured-nation',
    // Not claimed as a CUAD category: on the 423 CUAD contracts it scored under 0.50 F1 even with the
    // learned classifier (quality README), so it is reported under its own title, as a finding only.
    title: 'Most favoured nation',
    category: 'Money',
    patterns: [
      /\bmost\s+favou?red\s+(?:nation|customer|licensee)\b/i,
      /\b(?:terms|prices?|pricing|rates?)\b[^.]{0,80}\bno\s+less\s+favou?rable\s+than\b/i,
      /\b(?:more|most)\s+favou?rable\b[^.]{0,80}\b(?:than\s+those|to\s+any\s+other|other\s+(?:customers?|licensees?|distributors?))\b/i,
      /\b(?:lower|better)\s+(?:prices?|terms)\b[^.]{0,80}\b(?:any\s+other|another)\s+(?:customers?|licensees?|distributors?)\b/i,
    ],
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'One side must give the other terms at least as good as it gives anyone else.',
    impact: {
      provider: 'A better deal given to any other customer must also be given here.',
      recipient: 'You are guaranteed the best terms the other side offers.',
    },
    change: {
      provider: 'Limit it to comparable customers, volumes and terms.',
      recipient: 'Add a way to check that it is honoured.',
    },
    legalBasis: 'MFN clauses are generally enforceable, subject to competition law.',
    costToImplement: 'Low',
    riskIfDelayed: 'It constrains pricing from signing.',
  },
  {
    id: 'non-disparagement',
    cuad: 'Non-Disparagement',
    title: 'Non-disparagement',
    category: 'Restrictive covenants',
    // A promise not to speak ill of the other side; "used in a disparaging manner" is a brand-use rule instead.
    patterns: [
      /\bnon-?\s*disparagement\b|\bno\s+disparagement\b/i,
      /\b(?:not|never|nor|refrain\s+from)\s+(?:to\s+)?(?:\w+\s+){0,4}disparage\b/i,
      /\b(?:make|issue|publish|say|utter)\w*\b[^.]{0,60}\b(?:comments?|statements?|remarks?)\b[^.]{0,80}\b(?:disparag\w*|derogatory|defamatory)\b/i,
      /\b(?:disparaging|negative|derogatory|defamatory)\s+(?:comments?|statements?|remarks?)\b/i,
    ],
    risk: { provider: 'medium', recipient: 'low' },
    adjustments: [MUTUAL],
    meaning: 'One side may not say negative things about the other.',
    impact: {
      provider: 'You may not criticise the other side publicly, even after the agreement ends.',
      recipient: 'It protects your reputation.',
    },
    change: {
      provider: 'Make it mutual, time-limited, and exclude truthful statements required by law.',
      recipient: 'Keep it.',
    },
    legalBasis: 'Non-disparagement clauses are enforceable but cannot stop legally protected statements.',
    costToImplement: 'Low',
    riskIfDelayed: 'The restriction applies from signing.',
  },
  {
    id: 'no-solicit-employees',
    cuad: 'No-Solicit Of Employees',
    title: 'No hiring of staff',
    category: 'Restrictive covenants',
    patterns: NO_SOLICIT_EMPLOYEES,
    risk: { provider: 'medium', recipient: 'low', overrides: { landlord: 'low', seller: 'low' } },
    adjustments: [MUTUAL],
    operative: STAFF_NO_HIRE_WORDS,
    meaning: 'One side may not recruit the other’s staff.',
    impact: {
      provider: 'You may not hire people you worked with, for a period.',
      recipient: 'Your staff are protected from being poached.',
    },
    change: {
      provider: 'Exclude general job adverts and limit it to people you worked with, for a short period.',
      recipient: 'Keep it limited in time so that it stays enforceable.',
    },
    legalBasis: 'No-hire clauses are often enforced if reasonable; some places restrict them.',
    costToImplement: 'Low',
    riskIfDelayed: 'The restriction applies from signing.',
  },
  {
    id: 'no-solicit-customers',
    // Not claimed as a CUAD category: on the 423 CUAD contracts it scored under 0.50 F1 even with the
    // learned classifier (quality README), so it is reported under its own title, as a finding only.
    title: 'No approaching customers',
    category: 'Restrictive covenants',
    patterns: [
      /\b(?:(?:shall|will|may)\s+not|neither\b[^.]{0,60}\bshall)\b[^.]{0,120}\b(?:solicit|divert|entice|induce|accept\s+business\s+from)\b[^.]{0,120}\b(?:customers?|clients?|accounts?)\b/i,
      /\bdivert\w*\s+or\s+attempt\w*\s+to\s+divert\b/i,
      /\bnot\b[^.]{0,120}\bdivert\w*\b[^.]{0,60}\b(?:business|customers?|clients?)\b/i,
    ],
    risk: { provider: 'medium', recipient: 'low', overrides: { landlord: 'low' } },
    adjustments: [MUTUAL],
    meaning: 'One side may not approach the other’s customers for business.',
    impact: {
      provider: 'It limits whom you may sell to, during and after the agreement.',
      recipient: 'Your customer relationships are protected.',
    },
    change: {
      provider: 'Limit it to customers you dealt with, for a short period.',
      recipient: 'Keep it limited in time so that it stays enforceable.',
    },
    legalBasis: 'Customer non-solicitation clauses are commonly enforced when reasonable.',
    costToImplement: 'Low',
    riskIfDelayed: 'The restriction applies from signing.',
  },
  {
    id: 'first-refusal',
    cuad: 'Rofr/Rofo/Rofn',
    title: 'Right of first refusal',
    category: 'Parties',
    patterns: [
      /\bright\s+of\s+first\s+(?:refusal|offer|negotiation)\b/i,
      /\bfirst\s+(?:right|option)\s+to\s+(?:purchase|acquire|negotiate|buy)\b/i,
      /\bon\s+the\s+same\s+(?:economic\s+)?terms\b[^.]{0,80}\boffered\b/i,
    ],
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'One side must offer the other the first chance before dealing with anyone else.',
    impact: {
      provider: 'You cannot freely sell or license to others without first offering it here.',
      recipient: 'You get first chance at the deal.',
    },
    change: {
      provider: 'Set a short response window after which you are free to deal with others.',
      recipient: 'Make sure the window is long enough to decide.',
    },
    legalBasis: 'Rights of first refusal are enforceable as written.',
    costToImplement: 'Low',
    riskIfDelayed: 'Any later sale is subject to the right.',
  },
  {
    id: 'volume-restriction',
    // Not claimed as a CUAD category: on the 423 CUAD contracts it scored under 0.50 F1 even with the
    // learned classifier (quality README), so it is reported under its own title, as a finding only.
    title: 'Volume restriction',
    category: 'Money',
    patterns: [
      /\b(?:maximum|not\s+(?:to\s+)?exceed)\b[^.]{0,60}\b(?:units|quantit\w*|volume|number\s+of\s+(?:users|copies|installations))\b/i,
      // Orders above a forecast or cap are not binding, or only on best efforts.
      /\b(?:quantit\w*|volumes?|orders?|units)\b[^.]{0,60}\b(?:exceed\w*|in\s+excess\s+of)\b[^.]{0,60}\b(?:forecast\w*|%|percent|maximum|capacity)\b/i,
    ],
    risk: { provider: 'low', recipient: 'medium' },
    meaning: 'Use or purchases are capped at a maximum quantity.',
    impact: {
      provider: 'It limits how much you must supply.',
      recipient: 'Growing beyond the cap may cost extra or need consent.',
    },
    change: {
      provider: 'Keep the cap.',
      recipient: 'Agree in advance the price of going beyond the cap.',
    },
    legalBasis: 'Volume limits are enforced as written.',
    costToImplement: 'Low',
    riskIfDelayed: 'The cap applies from signing.',
  },
];
