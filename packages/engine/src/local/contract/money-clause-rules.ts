import {
  LATE_SUM_BEARS_INTEREST,
  MINIMUM_COMMITMENT_WORDS,
  NOT_A_QUANTITY,
  NOT_A_STANDARD_OF_CARE,
  PAYMENT_TERMS_WORDS,
  REVENUE_SHARING_WORDS,
  VOLUME_CAP_WORDS,
} from './clause-operatives';
import type { ClauseRule } from './clause-rule';
import { minimumCommitmentSide } from './obligor-side';
import { FAILURE_TO_PAY, LATE_PAYMENT_CHARGE, MEMBERS_MINIMUM, REFUND, TRANSFER_FEE } from './other-acts';

/**
 * Clauses on what is paid, shared or committed. Patterns follow how such clauses are commonly drafted, never the wording of particular
 * documents.
 */

/**
 * Co-owners splitting the results of what they run together: profits and losses both, shared between
 * or among the parties (equally, by their interests). Not one side paying the other out of its own sales.
 */
const SHARED_RESULTS =
  /\bprofits?\s+(?:and|or)\s+loss(?:es)?\b[^.;]{0,120}\b(?:shared|split|divided|allocated|borne)\b|\b(?:share|split|divide|allocate|bear)\w*\b[^.;]{0,60}\bprofits?\s+(?:and|or)\s+loss(?:es)?\b/iu;

/**
 * What a royalty report or statement must show ("Each royalty report shall state the net sales …"), with no one
 * paid, owed or given a share in the sentence: the paperwork of a share set elsewhere, not the share.
 */
const ROYALTY_PAPERWORK_ONLY =
  /^(?![^.]*\b(?:pay|pays|paid|payable|owe|owes|owed|earn\w*|receive\w*|entitled|share|shares|shared|split|divided?)\b)[^.]*\b(?:royalt(?:y|ies)|commissions?|revenue\s+share)\s+(?:reports?|statements?|records?)\b/iu;

/**
 * The profit of a company the parties own together, split by what each put into it ("in proportion to their
 * contributions to its registered capital"): a return on their investment, not one side paying the other a
 * share of what it earns.
 */
const SPLIT_BY_CAPITAL =
  /^(?=[\s\S]*\bprofits?\b)[\s\S]*\b(?:in\s+proportion\s+to|pro\s+rata\s+(?:to|with|according\s+to)|according\s+to|in\s+accordance\s+with)\s+(?:their|its|the|each\s+(?:party|member|shareholder)['’]s)\s+(?:respective\s+)?[^.;]{0,80}?\b(?:registered\s+capital|share\s+capital|paid-?in\s+capital|capital\s+contributions?|contributions?\s+to\s+(?:its|the|their)\s+(?:registered\s+)?capital|shareholdings?|equity\s+(?:interests?|holdings?|ownership)|ownership\s+(?:interests?|percentages?))\b/iu;

/**
 * A dividend or distribution of profit paid by a company to its own shareholders, members or partners: what
 * the owners draw from what they own, not one party paying another a share of its sales. A stated
 * percentage of sales or revenue still makes the sentence a sharing term.
 */
const OWNERS_DISTRIBUTION =
  /^(?![\s\S]*(?:%|\bper\s?cent\b)[^.;]{0,40}\b(?:sales|revenues?|receipts)\b)[\s\S]*\b(?:dividends?|(?:profit\s+)?distributions?)\b[^.;]{0,80}\b(?:to|among|between)\s+(?:its|the|their|such)\s+(?:[\p{L}-]+\s+)?(?:shareholders?|stockholders?|members?|partners?|owners?|equity\s+holders?)\b/iu;

/**
 * Shares, units or options held under a share, bonus or incentive plan: stock a person holds, whatever the
 * plan is called ("Profit Growth Plan") or what its sale yields, not a share of anyone's revenue. A stated
 * percentage of sales or profits still makes the sentence a sharing term.
 */
const PLAN_HOLDINGS =
  /^(?![^.;]*(?:%|\bper\s?cent\b)[^.;]{0,40}\b(?:sales|revenues?|profits?|receipts|income)\b)[^.;]*\b(?:shares|stock|(?:restricted|phantom|share|stock|bonus)\s+units|options|awards)\b[^.;]{0,80}\b(?:under|pursuant\s+to|in\s+accordance\s+with)\s+(?:the|any|its|his|her|their|such)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:share|stock|equity|incentive|bonus|option|award|ownership|participation|purchase)\s+(?:[\p{L}'’-]+\s+)?(?:plans?|schemes?)\b/iu;

/** A word saying a payment is late: what makes interest a charge for paying late. */
const LATENESS = String.raw`\b(?:late|overdue|past[-\s]due|delinquen\w*|when\s+due|(?:after|following|beyond)\s+(?:the\s+|its\s+|their\s+)?(?:applicable\s+)?due\s+date|default\w*|fail\w*\s+to\s+pay)\b`;
/**
 * Interest that is the price of paying later by agreement (a sum deferred, paid in instalments, financed),
 * with no word of lateness and no time to pay: financing of the deal, not a charge for paying late.
 */
const FINANCING_INTEREST = new RegExp(
  String.raw`^(?![\s\S]*${LATENESS})(?![\s\S]*\bwithin\s+(?:\w+\s+)?\(?\d+\)?\s+days\b)(?=[\s\S]*\binterest\b)[\s\S]*\b(?:instal(?:l)?ments?|deferr\w*|defer(?:s|red)?|financ\w*|loans?|promissory|amorti[sz]\w*)\b`,
  'iu',
);

/**
 * A minimum that is no commitment owed: a standard to meet, a target a party must only use its efforts to reach, the smallest
 * size of one order (not a volume over a period), or the condition for keeping exclusivity, whose only
 * consequence is the loss of exclusivity.
 */
/** "At least" or "a minimum of" before a lead time or a frequency ("at least 90 days before", "a minimum of once daily"). */
const LEAD_TIME_OR_FREQUENCY = String.raw`\b(?:at\s+least|a\s+minimum\s+of|not\s+less\s+than|no\s+less\s+than)\b${NOT_A_QUANTITY.replace(/^\(\?!/u, '(?=')}`;
/** A sentence whose only minimum is a lead time, a frequency or a number of meetings: nothing is bought or paid. */
const ONLY_A_TIME_MINIMUM = new RegExp(
  String.raw`^(?![\s\S]*(?:${MINIMUM_COMMITMENT_WORDS.map((pattern) => pattern.source).join('|')}))(?=[\s\S]*(?:${LEAD_TIME_OR_FREQUENCY}|\bminimum\s+number\s+of\s+meetings\b))`,
  'iu',
);

/**
 * A prerequisite for using something or qualifying for it ("To use the Reporting Module, the Customer must
 * have at least one account", "… in order to be eligible for the discount"): a condition of access or
 * eligibility, not a duty to buy or pay an amount.
 */
const PREREQUISITE =
  /^\s*(?:\(?[\da-z]{1,4}(?:\.\d+)*[.)]\s*)?(?:in\s+order\s+)?to\s+(?:use|access|be\s+eligible|qualify|participate|receive|obtain|activate|enable|connect)\b[^.;]{0,160},|\bin\s+order\s+to\s+(?:use|access|be\s+eligible|qualify|participate|receive|obtain|activate|enable|connect)\b|\bas\s+a\s+(?:pre-?)?(?:condition|requirement|prerequisite)\s+(?:of|to|for)\s+(?:its\s+|the\s+|any\s+)?(?:use|using|access\w*|eligib\w*|participat\w*|receiv\w*)\b/iu;

const NOT_A_MINIMUM_OWED: readonly RegExp[] = [
  ONLY_A_TIME_MINIMUM,
  PREREQUISITE,
  // The smallest single order one may place ("above the minimum order value"), with no period to buy over.
  /^(?![\s\S]*\b(?:annual\w*|yearly|monthly|quarterly|per\s+(?:year|month|quarter|annum)|(?:each|every|any)\s+(?:calendar\s+|contract\s+)?(?:year|month|quarter)|during\s+(?:the|each|any)\s+(?:[\p{L}-]+\s+)?(?:term|period|year))\b)[\s\S]*(?:\bminimum\s+order\s+(?:quantit(?:y|ies)|values?|sizes?|amounts?)\b|\bMOQs?\b)/iu,
  // A standard of care, of effort or of service ("in a professional manner", "commercially reasonable efforts",
  // "staffing levels of not less than …") with nothing bought, ordered or paid for: how well, not how much.
  /^(?![^.;]*\b(?:purchas\w*|buy\w*|bought|orders?|ordered|ordering|spend\w*|pay\w*|paid|fees?|royalt\w*|units?|quantit\w*|volumes?)\b)[^.;]*\b(?:manner|workmanlike|standards?\s+of\s+(?:care|skill)|degrees?\s+of\s+(?:care|skill)|(?:reasonable|best|diligent|good\s+faith)\s+(?:efforts?|endeavou?rs?)|staffing|service\s+levels?)\b/iu,
  // A "minimum requirement" with nothing bought, ordered or paid for in the sentence is a standard to meet.
  /^(?![^.;]*\b(?:purchas|buy|order(?!\s+to\b)|quantit|volume|units?\b|spend|pay|royalt|fee)\w*)[^.;]*\bminimum\s+requirements?\b/iu,
  /^(?![^.;]*\b(?:shall|will|must|agrees?\s+to)\s+(?:purchase|buy|pay|order|spend)\b)[^.;]*\b(?:efforts?|endeavou?rs?)\s+to\b[^.;]{0,160}\b(?:minimum|at\s+least|no\s+less\s+than|not\s+less\s+than)\b/iu,
  /^(?![\s\S]*\b(?:annual\w*|yearly|monthly|quarterly|per\s+(?:year|month|quarter|annum)|(?:each|every|any)\s+(?:calendar\s+|contract\s+)?(?:year|month|quarter))\b)(?=[\s\S]*(?:\b(?:each|every|any|single|individual)\s+(?:[\p{L}'’-]+\s+){0,2}orders?\b|\bper\s+(?:purchase\s+)?order\b))(?=[\s\S]*\b(?:minimum|at\s+least|not\s+less\s+than|no\s+less\s+than)\b)/iu,
  /^(?![\s\S]*\b(?:pay|payment)\w*\b[^.;]{0,40}\b(?:shortfall|difference)\b)[\s\S]*(?:\bexclusiv\w*[^.;]{0,200}?\b(?:upon|provided\s+(?:that\s+)?|if|(?:so|as)\s+long(?:\s+[\p{L}]+){0,3}\s+as|subject\s+to|conditioned\s+(?:up)?on|conditional\s+(?:up)?on|contingent\s+(?:up)?on)\s+[^.;]{0,60}?\b(?:fulfil\w*|meet\w*|achiev\w*|satisf\w*|reach\w*|purchas\w*)\b[^.;]{0,40}\bminimum\b|\bminimum\b[^.;]{0,200}\b(?:non-?exclusive|los(?:e|es|ing)\s+(?:its\s+|the\s+|such\s+)?exclusiv\w*|exclusiv\w*\s+(?:shall|will|may)\s+(?:end|cease|terminate|lapse)))/iu,
];

// Filling an order: what a supplier does, never what a buyer does.
const SUPPLYING = String.raw`(?:suppl(?:y|ies)|deliver\w*|fill\w*|manufactur\w*|produc\w*|ship\w*|accommodat\w*|accept\w*\s+(?:any\s+|such\s+)?(?:purchase\s+)?orders?)`;
// A duty of effort only: "shall use commercially reasonable efforts to", "will use its best endeavours to".
const EFFORTS_TO = String.raw`\b(?:use|make|exercise)\s+(?:its|all|their)?\s*(?:commercially\s+)?(?:reasonable|best|good\s+faith|diligent)\s+(?:efforts|endeavou?rs)\s+to\s+`;

/**
 * A supplier excused from supplying: "shall not be obliged to supply", "not in breach if it does not
 * deliver", "its obligation to supply the excess is limited to reasonable efforts", "shall use reasonable
 * efforts to fill it" (of an order above the forecast, the sentences this rule reads).
 */
const SUPPLY_EXCUSED = new RegExp(
  [
    String.raw`\b(?:not\s+(?:be\s+)?(?:required|obliged|obligated|bound|liable|in\s+breach)|no\s+obligation)\b[^.;]{0,100}\b${SUPPLYING}\b`,
    String.raw`\b(?:does|do|did)\s+not\s+(?:supply|deliver|fill|ship|manufacture|produce)\b`,
    // A duty to supply the excess that is only one of effort.
    String.raw`\bobligations?\s+to\s+(?:supply|provide|deliver|fill|manufacture|produce)\b[^.;]{0,100}\b(?:best|reasonable)\s+efforts\b`,
    `${EFFORTS_TO}${SUPPLYING}`,
  ].join('|'),
  'iu',
);
// What the supplier is excused beyond: a share of a forecast ("110% of the forecast"), a forecast, or another quantity.
const BEYOND_SHARE = /(?:%|\bper\s?cent\b)[^.;]{0,40}\bforecast\w*\b/iu;
const BEYOND_FORECAST = /\bforecast\w*\b/iu;
type Beyond = 'share' | 'forecast' | 'other';
const BEYOND: readonly Beyond[] = ['share', 'forecast', 'other'];
const BEYOND_WORDS: Record<Beyond, string> = {
  share: 'the stated share of the forecast',
  forecast: 'the forecast',
  other: 'the stated quantity',
};
const ONLY_EFFORTS = /\b(?:best|reasonable|good\s+faith|diligent)\s+(?:efforts|endeavou?rs)\b/iu;

/** The sentence excuses the supplier beyond what it names, on what terms. */
function supplyExcused(beyond: Beyond, efforts: boolean): RegExp {
  const limit = { share: BEYOND_SHARE, forecast: BEYOND_FORECAST, other: undefined }[beyond];
  const named = limit ? `(?=[\\s\\S]*${limit.source})` : '';
  const effort = efforts ? `(?=[\\s\\S]*${ONLY_EFFORTS.source})` : '';
  return new RegExp(`^${named}${effort}(?=[\\s\\S]*(?:${SUPPLY_EXCUSED.source}))`, 'iu');
}

/**
 * What a supplier excused beyond the forecast means: to the buyer, that more is not assured; to the supplier,
 * that it need not supply more. Never a cap on what the buyer may order.
 */
const SUPPLY_EXCUSED_IMPACTS = BEYOND.flatMap((beyond) => {
  const what = BEYOND_WORDS[beyond];
  return [
    {
      when: supplyExcused(beyond, true),
      impact: {
        provider: `You need not supply beyond ${what}; for more, you owe only your efforts.`,
        recipient: `Supply beyond ${what} is not assured: the other side owes only its efforts to fill orders above it.`,
      },
    },
    {
      when: supplyExcused(beyond, false),
      impact: {
        provider: `You need not supply beyond ${what}.`,
        recipient: `Supply beyond ${what} is not assured: the other side need not fill orders above it.`,
      },
    },
  ];
});

/**
 * A sentence on what late or missed payment leads to (a credit report, collection, acceleration) that sets no time
 * for paying: no "due", "payable", "within … days", "net 30", "on or before".
 */
const ONLY_WHAT_LATENESS_LEADS_TO =
  /^(?![\s\S]*\b(?:due|payable|within|net\s+\(?\d|on\s+or\s+before|no\s+later\s+than|in\s+advance|in\s+arrears|upon\s+receipt|days?\s+(?:of|after|from|following))\b)(?=[\s\S]*\b(?:credit\s+(?:reports?|bureaus?|agenc(?:y|ies)|ratings?|histor(?:y|ies)|files?)|collection\s+(?:agenc(?:y|ies)|costs?|actions?)|accelerat\w*)\b)/iu;

/**
 * A sum a check of the books finds owing (an audit revealing an underpayment, an inspection showing too little was
 * billed): the audit clause settling up, not the terms on which payments fall due.
 */
const SHORTFALL_A_CHECK_FINDS =
  /\b(?:audits?|inspections?|examinations?|reviews?|reconciliations?)\b[^.;]{0,100}?\b(?:reveal|show|disclose|find|found|determine|establish|indicate|uncover)\w*\b[^.;]{0,80}?(?:\bunder-?(?:pa(?:y|id)|report|bill|charg)\w*|\bshortfalls?\b|\bdeficienc(?:y|ies)\b|\bdiscrepanc(?:y|ies)\b|\b(?:paid|billed|charged|invoiced|reported)\s+(?:too\s+little|less\s+than)\b)/iu;

/** Paying or being paid, a sum owed, a charge or an invoice: the act a payment term's main clause does. */
const PAYING =
  /\b(?:pa(?:y|ys|id|ying|yable|yments?)|remit\w*|due|owe[sd]?|owing|invoic\w*|bill(?:s|ed|ing)?|interest|fees?|charges?|prices?|sums?|amounts?)\b/iu;

export const MONEY_CLAUSE_RULES: readonly ClauseRule[] = [
  {
    id: 'payment-terms',
    title: 'Payment terms and late fees',
    category: 'Money',
    patterns: [
      /\b(?:payments?|invoices?|fees?|amounts?)\b[^.]{0,60}\b(?:due|payable)\b[^.]{0,80}\b(?:within|days|net\s+\(?\d|upon\s+receipt)\b/i,
      /\bwithin\s+(?:\w+\s+)?\(?\d+\)?\s+days\b[^.]{0,60}\b(?:receipt|date)\s+of\s+(?:the\s+|an\s+|such\s+)?invoice\b/i,
      /\bnet\s+\d{2}\b/i,
      /\blate\s+(?:payment|fee|charge)s?\b/i,
      /\binterest\b[^.]{0,80}\b(?:overdue|late|past[-\s]due|unpaid|outstanding)\b/i,
      LATE_SUM_BEARS_INTEREST,
    ],
    exclusions: [FINANCING_INTEREST],
    operative: PAYMENT_TERMS_WORDS,
    // A failure to pay named as a ground for default or termination names the payment duty, not its terms.
    otherActs: [FAILURE_TO_PAY],
    act: PAYING,
    // What late payment leads to, and a shortfall an audit finds, are quoted only where nothing sets when payment is due.
    sideProvisions: [SHORTFALL_A_CHECK_FINDS, ONLY_WHAT_LATENESS_LEADS_TO],
    risk: { provider: 'low', recipient: 'low' },
    owedBy: 'recipient',
    owedAct:
      /\b(?:shall|will|must|agrees?\s+to|promises?\s+to|undertakes?\s+to|covenants?\s+to)\s+(?:(?:promptly|duly|unconditionally)\s+)?pay\b/iu,
    adjustments: [
      {
        // What being late costs (a fee, a charge, interest, a penalty), not a mere mention of late payment.
        when: /\blate\s+(?:payment\s+)?(?:fees?|charges?|penalt(?:y|ies)|interest)\b|\b(?:interest|surcharge|penalty)\b[^.]{0,80}\b(?:overdue|late|past[-\s]due|unpaid)\b|\b(?:overdue|late|past[-\s]due|unpaid)\b[^.]{0,80}\b(?:bear|accrue|incur|carry|subject\s+to)\w*\s+(?:\w+\s+){0,3}(?:interest|fees?|charges?|surcharges?|penalt(?:y|ies))\b/i,
        effect: 'raise',
        note: 'Late payment costs extra.',
        sides: ['recipient'],
      },
      {
        when: /\b(?:sixty|ninety|one\s+hundred\s+twenty|\(?(?:6\d|[7-9]\d|1\d\d)\)?)\s*days\b|\bnet\s+(?:6\d|[7-9]\d|1\d\d)\b/i,
        effect: 'raise',
        note: 'Payment may arrive two months or more after invoicing.',
        sides: ['provider'],
      },
    ],
    meaning: 'This sets when payments are due and what happens if they are late.',
    detail: (sentence) =>
      ONLY_WHAT_LATENESS_LEADS_TO.test(sentence) ? 'This says what late or missed payments can lead to.' : undefined,
    impact: {
      provider: 'It decides how quickly you get paid.',
      recipient: 'It decides when you must pay and what being late costs you.',
    },
    impactWhenStated: [
      {
        when: ONLY_WHAT_LATENESS_LEADS_TO,
        impact: {
          provider: 'It says what late or missed payments can lead to; this sentence does not set when payment is due.',
          recipient:
            'It says what late or missed payments can lead to for the one paying; this sentence does not set when you must pay.',
        },
      },
    ],
    change: {
      provider: 'Ask for payment within 30 days, interest on late payments and the right to pause work when unpaid.',
      recipient: 'Ask for a grace period before late fees and a right to dispute an invoice in good faith.',
    },
    legalBasis: 'Agreed payment terms and reasonable late-payment interest are generally enforceable.',
    costToImplement: 'Low: payment terms are routinely negotiated',
    riskIfDelayed: 'Unfavourable payment terms affect cash flow from the first invoice.',
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
    exclusions: [SPLIT_BY_CAPITAL, PLAN_HOLDINGS, OWNERS_DISTRIBUTION, ROYALTY_PAPERWORK_ONLY],
    otherActs: [LATE_PAYMENT_CHARGE, TRANSFER_FEE],
    grants: true,
    risk: { provider: 'low', recipient: 'medium' },
    operative: REVENUE_SHARING_WORDS,
    meaning: 'One side pays the other a share of its sales, revenue or profits.',
    detail: (sentence) =>
      SHARED_RESULTS.test(sentence)
        ? 'The parties split the profits and the losses of what they run together, each by its share.'
        : undefined,
    impact: {
      provider: 'Part of your pay depends on how the other side reports its sales.',
      recipient: 'A share of your sales goes to the other side for as long as the clause runs.',
    },
    impactWhenStated: [
      {
        when: SHARED_RESULTS,
        impact: {
          provider: 'You carry your share of any losses, not only of the profits.',
          recipient: 'You carry your share of any losses, not only of the profits.',
        },
      },
    ],
    change: {
      provider: 'Ask for regular statements and the right to audit the figures the share is based on.',
      recipient: 'Define the base (net or gross) precisely and cap or end the share after a period.',
    },
    changeWhenStated: [
      {
        when: SHARED_RESULTS,
        change: {
          provider: 'Check how the shares are set, and what happens to them when a party adds or withdraws capital.',
          recipient: 'Check how the shares are set, and what happens to them when a party adds or withdraws capital.',
        },
      },
      {
        // A base in capitals ("of Net Sales", "of Gross Receipts") is a term the contract defines.
        when: /\b(?:of|on)\s+(?:the\s+|all\s+)?(?:Net|Gross|Adjusted)\s+(?:Sales|Revenues?|Receipts|Profits?|Income|Proceeds)\b/u,
        change: {
          provider: 'Ask for regular statements and the right to audit the figures the share is based on.',
          recipient:
            'Check what the defined base deducts and includes before signing, and cap or end the share after a period.',
        },
      },
    ],
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
      // A quantity, not a lead time or a frequency.
      new RegExp(
        String.raw`\b(?:purchas(?:e|es|ed|ing)|order(?:s|ed|ing)?(?!\s+to\b)|buy(?:s|ing)?|bought|spen(?:d|ds|ding|t))\b[^.]{0,60}\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than|a\s+minimum\s+of)\b${NOT_A_QUANTITY}${NOT_A_STANDARD_OF_CARE}`,
        'i',
      ),
      /\b(?:shall|will|must)\s+spend\b[^.]{0,40}\b(?:or\s+more|at\s+least|not\s+less\s+than)\b/i,
    ],
    exclusions: NOT_A_MINIMUM_OWED,
    otherActs: [LATE_PAYMENT_CHARGE, REFUND, MEMBERS_MINIMUM],
    operative: MINIMUM_COMMITMENT_WORDS,
    // A sentence the classifier alone proposes (the least screening staff must pass, the least notice the law
    // requires) is a minimum commitment only when a party must buy, pay or supply at least an amount.
    actRequired: true,
    grants: true,
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
    grants: true,
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
    operative: VOLUME_CAP_WORDS,
    risk: { provider: 'low', recipient: 'medium' },
    // Its subject is the supplier when the sentence excuses it from supplying more than the cap.
    giverWording: (sentence) => (SUPPLY_EXCUSED.test(sentence) ? 'provider' : undefined),
    meaning: 'Use or purchases are capped at a maximum quantity.',
    impact: {
      provider: 'It limits how much you must supply.',
      recipient: 'Beyond the cap you may not get more, or only at extra cost or with consent.',
    },
    impactWhenStated: SUPPLY_EXCUSED_IMPACTS,
    change: {
      provider: 'Keep the cap.',
      recipient: 'Agree in advance how orders beyond the cap are met and what they cost.',
    },
    changeWhenStated: BEYOND.map((beyond) => ({
      when: supplyExcused(beyond, false),
      change: {
        provider: 'Keep the limit.',
        recipient: `Ask the other side to say within a set time whether it will fill an order above ${BEYOND_WORDS[beyond]}, so that you can plan for the rest.`,
      },
    })),
    legalBasis: 'Volume limits are enforced as written.',
    costToImplement: 'Low',
    riskIfDelayed: 'The cap applies from signing.',
  },
];
