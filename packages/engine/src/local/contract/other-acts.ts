import { mayMatchIn } from '../../text/pattern-gate';
import type { ClauseRule } from './clause-rule';

/**
 * Acts a sentence can do in a clause's own words while doing something else (`ClauseRule.otherActs`): a
 * charge on a late payment called "additional royalties" shares no revenue, a promise to sue only in the
 * chosen courts gives up no claim, a party's statement that its debts do not exceed a sum caps no liability
 * under the agreement. Each is read from its verb and object: what is done, and to what. The words of the
 * clause inside such an act do not state the clause, and a sentence the classifier alone proposes that does
 * such an act, and not the clause's, is not the clause.
 */

/** A word saying a sum was not paid in time. */
const LATE = String.raw`\b(?:late|overdue|past[-\s]due|delinquen\w*|unpaid|not\s+(?:been\s+)?paid\s+(?:when|by\s+the\s+date)\s+due|(?:after|following|beyond)\s+(?:the\s+|its\s+|their\s+)?(?:applicable\s+)?due\s+date)\b`;
/** A rate for each period of time: "1% per month", "one percent (1%) a month", "a monthly rate of". */
const RATE_PER_PERIOD = String.raw`(?:\bper\s?cent\b\s*(?:\(\s*[\d.]+\s*%\s*\))?|%\s*\)?)\s*(?:per|a|each|every)\s+(?:calendar\s+)?(?:month|annum|year|day|week)\b|\b(?:monthly|annual|yearly|daily)\s+(?:rate|interest)\b`;
/**
 * Words up to a limit that name no other rate, so the charge does not reach back to a royalty on sales; a
 * decimal point ("1.5%") does not end them.
 */
const NO_OTHER_RATE = String.raw`(?:(?!%|\bper\s?cent\b)(?:[^.;]|\.(?=\d)))`;
const CHARGE_WORD = String.raw`\b(?:royalt(?:y|ies)|interest|charges?|fees?|penalt(?:y|ies)|surcharges?)\b`;
const CHARGE = String.raw`\b(?:additional\s+|late\s+)?${CHARGE_WORD}`;
/**
 * From a charge to the word saying what it is charged on: no other charge, rate, comma or "and" between, so
 * the span is the charge the lateness belongs to ("interest on past due amounts"), not a fee named before it.
 */
const TO_WHAT_IS_LATE = String.raw`(?:(?!%|\bper\s?cent\b|,|\b(?:and|with|plus)\b|${CHARGE_WORD})(?:[^.;]|\.(?=\d)))`;

/**
 * A charge at a rate per period on a sum paid late ("additional royalties may be charged on any payment
 * overdue by sixty days at 2% per month", "interest at 1.5% per month on late payments"): the price of
 * paying late, not a share of anyone's sales.
 */
export const LATE_PAYMENT_CHARGE = new RegExp(
  [
    `${CHARGE}${TO_WHAT_IS_LATE}{0,160}?${LATE}${NO_OTHER_RATE}{0,100}?(?:${RATE_PER_PERIOD})`,
    `${CHARGE}${NO_OTHER_RATE}{0,60}?(?:${RATE_PER_PERIOD})[^.;]{0,100}?${LATE}`,
  ].join('|'),
  'giu',
);

/**
 * A fee for passing the agreement on, priced as a share of what the transfer brings in ("shall pay, as an
 * additional royalty, 1% of any consideration received for any assignment"): the price of a consent to
 * transfer, not a share of the sales or revenue of the business.
 */
export const TRANSFER_FEE =
  /\b(?:pay|pays|paid|payable|fee|royalty)\b[^.;]{0,80}?(?:%|\bper\s?cent\b)[^.;]{0,80}?\bconsideration\s+(?:received|paid|payable)\s+(?:by\s+(?:the\s+)?\w+\s+)?(?:for|in\s+connection\s+with|upon|on)\s+(?:any|the|such|each|an?)\s+(?:proposed\s+)?(?:assignment|transfer|change\s+of\s+control)\b/giu;

/** A place or body a suit is confined to: a court, a forum, a jurisdiction, or a term the contract defines. */
const PLACE = String.raw`(?:the\s+|a\s+|any\s+|such\s+|those\s+|its\s+)?(?:(?:state|federal|competent|chosen|designated|above[-\s]named)\s+)*(?:courts?|forum|jurisdiction|venue|tribunals?|\p{Lu}[\p{L}-]*)`;

/**
 * Suits confined to chosen courts ("will not bring any action except in the courts of Ontario", "shall not
 * commence a suit in any court other than …") and objections to those courts waived ("waives any objection
 * to venue", "any claim that the suit is brought in an inconvenient forum"): where claims are heard, with
 * every claim kept.
 */
export const FORUM_ONLY = new RegExp(
  [
    String.raw`\b(?:not|never)\s+(?:\w+\s+){0,3}?(?:bring|commence|institute|file|initiate|maintain|sue)\b[^.;]{0,160}?(?:\b(?:except|other\s+than|save|only)\s+(?:in|before)\s+${PLACE}|\bin\s+any\s+(?:court|forum|jurisdiction|venue)\s+other\s+than\b|\boutside\s+(?:of\s+)?${PLACE})[^.;,]{0,80}`,
    String.raw`\b(?:waive[sd]?|waiving|will\s+not\s+assert|shall\s+not\s+assert)\b[^.;]{0,200}?(?:\b(?:objections?|defen[cs]es?)\s+(?:\w+\s+){0,4}?(?:to|of|based\s+on|regarding)\s+(?:the\s+)?(?:\w+\s+){0,3}?(?:venue|jurisdiction|forum)\b|\bforum\s+non\s+conveniens\b|\binconvenient\s+forum\b|\b(?:venue|forum)\s+(?:\w+\s+){0,2}(?:is\s+)?improper\b|\bnot\s+(?:personally\s+)?subject\s+to\s+(?:the\s+)?jurisdiction\b)`,
  ].join('|'),
  'giu',
);

/**
 * A consent to a court told as what a notice or statement must say ("a statement that you consent to the jurisdiction
 * of the federal court for your district", "your statement that you agree to the jurisdiction of …"): what a party
 * declares in that document, as the rules on such notices ask, not where disputes under the agreement are heard.
 */
export const CONSENT_STATED_IN_A_NOTICE =
  /\b(?:a|an|your|the|his|her|its|their)\s+(?:sworn\s+|signed\s+|written\s+)?(?:statement|declaration|affirmation|confirmation)\s+(?:that|by\s+which|in\s+which)\s+[^.;]{0,60}?\b(?:consents?|agrees?|submits?)\s+(?:\w+\s+){0,2}?to\s+(?:the\s+)?(?:personal\s+)?jurisdiction\b[^.;]*/giu;

/**
 * A party's statement of what it owes today ("The Company has no liabilities in excess of $50,000", "its total
 * indebtedness does not exceed $1 million"): a fact about its debts at signing, not a cap on what either party
 * may claim under the agreement.
 */
export const DEBTS_STATED = new RegExp(
  [
    String.raw`\b(?:has|have|had)\s+(?:no|not\s+(?:\w+\s+)?(?:any|incurred))\s+(?:[\p{L}-]+\s+){0,3}?(?:liabilit(?:y|ies)|debts?|indebtedness|obligations)\b[^.;]{0,120}?\b(?:in\s+excess\s+of|exceeding|greater\s+than|more\s+than)\b[^.;]{0,80}`,
    String.raw`\b(?:liabilities|debts|indebtedness|borrowings)\b(?:\s+[\p{L}\d,'’()$-]+){0,8}?\s+(?:does|do|did)\s+not\s+(?:\w+\s+)?exceed\b[^.;]{0,80}`,
  ].join('|'),
  'giu',
);

/**
 * What a holder or seller may owe a buyer in a proposed sale of the company it is made to join ("the liability of
 * each Holder in the Proposed Sale shall not exceed the proceeds paid to it", "liability will be limited to the
 * Holder's share … in connection with the Proposed Sale"): its own exposure to a buyer outside this agreement,
 * not a cap on what the parties may claim from each other. A sale this agreement makes is no proposed sale.
 */
export const SELLERS_EXPOSURE_IN_A_SALE =
  /\bliabilit(?:y|ies)\b(?=[^.;]{0,300}?\b(?:stockholders?|shareholders?|holders?|sellers?)\b)(?=[^.;]{0,300}?\bin\s+(?:connection\s+with\s+)?(?:the|such|a|any)\s+proposed\s+(?:sale|merger|acquisition|disposition|transaction)\b)[^.;]*/giu;

/** The means of getting into an account: log-in details, passwords, keys and codes. */
const ACCESS_MEANS = String.raw`(?:(?:log-?in|logon|sign-?in|access|account|user)\s+(?:credentials|details|codes?|keys?|names?|IDs?)|credentials|passwords?|pass\s?codes?|passphrases?|PINs?|user\s?(?:names?|IDs?)|API\s+keys?|(?:access|security)\s+(?:tokens?|keys?|codes?))\b`;

/**
 * Keeping the means of access to one's own account secret ("ensure that its users keep their passwords
 * confidential"): a security duty over one's own log-in, not a duty to keep the other side's information
 * secret.
 */
export const OWN_ACCESS_KEPT_SECRET = new RegExp(
  [
    String.raw`\b(?:keep|keeps|kept|hold|holds|held|treat\w*|maintain\w*|safeguard\w*|protect\w*)\b[^.;]{0,60}?\b${ACCESS_MEANS}[^.;]{0,40}?\b(?:confidential|secret|secure|in\s+confidence)\b`,
    String.raw`\b${ACCESS_MEANS}[^.;]{0,60}?\b(?:kept|held|treated|maintained)\s+(?:\w+\s+)?(?:confidential|secret|secure|in\s+confidence)\b`,
    String.raw`\b(?:not|never)\s+(?:\w+\s+){0,2}(?:disclose|share|reveal)\w*\s+(?:\w+\s+){0,3}?${ACCESS_MEANS}`,
  ].join('|'),
  'giu',
);

/**
 * Feedback or suggestions given "as is" ("All suggestions are provided AS IS"): what the giver of ideas does
 * not promise about them, not a disclaimer of the quality of what the agreement delivers.
 */
export const FEEDBACK_AS_IS = new RegExp(
  [
    String.raw`\b(?:feedback|suggestions?|comments?|ideas?|recommendations?)\b[^.;]{0,80}?\b(?:provided|given|furnished|made|offered|supplied|submitted)\s+(?:\w+\s+)?(?:on\s+an?\s+)?["“'‘]?as[-\s]is\b["”'’]?`,
    String.raw`\b(?:provides?|gives?|furnish(?:es)?|submits?|offers?)\s+(?:any\s+|all\s+|such\s+)?(?:feedback|suggestions?|comments?|ideas?)\b[^.;]{0,60}?["“'‘]?as[-\s]is\b["”'’]?`,
  ].join('|'),
  'giu',
);

/**
 * Property held "for the exclusive benefit of" someone: whose benefit it serves, not a promise to deal with
 * one party only.
 */
export const EXCLUSIVE_BENEFIT = /\bfor\s+the\s+(?:sole\s+(?:and\s+)?)?exclusive\s+(?:use\s+and\s+)?benefit\s+of\b/giu;

/**
 * Ending one duty, service or step under the agreement, not the agreement ("may terminate its maintenance
 * obligations for that release", "may cancel the support for a ticket", "may end the escalation procedure"):
 * the agreement runs on. Ending the agreement and its duties together ("terminate this Agreement and its
 * obligations") is no such act, nor is ending a party's obligations under the agreement as a whole.
 */
export const ENDS_A_DUTY_UNDER_IT =
  /\b(?:terminat(?:e|es|ed|ing)|cancel(?:s|s?ed|l?ing)?|end(?:s|ed|ing)?|discontinu(?:e|es|ed|ing))\s+(?:(?:the|its|any|such|a|an|their|that|his|her|our|your)\s+)?(?:(?!(?:this|the|agreement|contract)\b)[\p{L}'’-]+\s+){0,3}?(?:obligations?|duties|support|maintenance|escalations?|procedures?|process)\b(?!\s+(?:under|of)\s+(?:this|the)\s+(?:agreement|contract)\b|\s+hereunder\b)/giu;

/**
 * How long the agreement runs ("shall remain in effect unless and until terminated"): its term, with nothing
 * done after its end.
 */
export const LASTS_UNTIL_ENDED =
  /\b(?:shall|will)\s+(?:remain|continue)\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+(?:unless\s+and\s+)?until\s+(?:it\s+is\s+|this\s+\w+\s+is\s+)?(?:terminated|expires|the\s+(?:termination|expiration|end)\b)(?![^.;]{0,40}\b(?:after|following|thereafter)\b)[^.;]{0,80}/giu;

/**
 * Money paid back ("refund to the buyer all amounts paid"): a repayment, not a minimum bought or paid. A
 * "non-refundable" fee is still paid.
 */
export const REFUND =
  /(?<!non-?\s?)\brefund(?:s|ed|ing)?\b[^.;]{0,80}?\b(?:amounts?|fees?|sums?|monies|moneys|payments?|prices?)\b/giu;

/**
 * The smallest number of members, directors or partners a body must keep ("at least the minimum number of
 * Members required by law"): a rule of its governance, not a commitment to buy or pay.
 */
export const MEMBERS_MINIMUM =
  /\b(?:minimum|at\s+least|not\s+less\s+than|no\s+fewer\s+than)\s+(?:the\s+)?(?:minimum\s+)?(?:number\s+of\s+)?(?:\w+\s+)?(?:members|directors|managers|shareholders|stockholders|partners|trustees)\b/giu;

/** The text with the spans doing the rule's other acts blanked out, the same length so offsets still hold. */
export function withoutOtherActs(rule: Pick<ClauseRule, 'otherActs'>, text: string): string {
  let read = text;
  for (const act of rule.otherActs ?? []) {
    if (mayMatchIn(act, text)) read = read.replace(act, (span) => ' '.repeat(span.length));
  }
  return read;
}

/**
 * Whether the sentence does one of the rule's other acts and not the rule's own: its words (operative ones,
 * or its patterns) are found nowhere outside that act.
 */
export function doesOnlyAnotherAct(rule: Pick<ClauseRule, 'otherActs' | 'operative' | 'patterns'>, text: string) {
  const read = withoutOtherActs(rule, text);
  if (read === text) return false;
  return !(rule.operative ?? rule.patterns).some((words) => words.test(read));
}

/**
 * An undertaking to let oneself be audited told with the word "warrant" ("warrants that, on request, it will
 * submit its facilities for an audit"): a duty to be checked, not a promise about the quality of what is
 * supplied or about the giver's rights.
 */
export const AUDIT_UNDERTAKING =
  /\bwarrants?\b[^.;]{0,160}?\b(?:submit|allow|permit|subject|make\s+available|open)\w*\b[^.;]{0,80}?\b(?:audits?|inspections?|reviews?)\b[^.;]*/giu;

/**
 * A party's right or standing to grant a licence ("is entitled to grant the licence", "has full power to
 * license"): a warranty of its title, with no licence granted by the sentence. So is a want of it ("where you are
 * unable to grant the licence, you shall obtain it"): what to do when the grant fails grants nothing either.
 */
export const STANDING_TO_LICENSE =
  /\b(?:right|power|authority|entitled|(?:un|not\s+)?able|free|capacity)\s+(?:\w+\s+){0,2}?to\s+(?:grant|license|licence)\b[^.;]*/giu;

/**
 * A failure to pay named as an event ("fails to pay any amount that is due", "your failure to make any monthly
 * payment on time", "does not pay an invoice that is due"), or a party's inability to pay its debts at all: a ground
 * for default or termination, which names the payment duty set elsewhere without setting its terms. It runs to the next comma, so what the sentence goes on to
 * charge for the failure ("…, interest accrues on the unpaid amount") is still read.
 */
export const FAILURE_TO_PAY =
  /\b(?:fail(?:s|ed|ing|ure)?|neglect(?:s|ed|ing)?)\s+(?:of\s+[\p{L}'’]+\s+|by\s+[\p{L}'’]+(?:\s+[\p{L}'’]+)?\s+)?to\s+(?:pay|settle|make|remit)\b[^.;,]*|\b(?:does|do|did)\s+not\s+(?:pay|settle)\b[^.;,]*|\bdefault\w*\s+in\s+(?:the\s+)?(?:payment|paying)\b[^.;,]*|\b(?:(?:unable|not\s+able)\s+to\s+pay|cannot\s+pay|(?:stops?|suspends?|ceases?)\s+(?:\w+\s+){0,2}?payment\s+of)\s+(?:its|his|her|their|your|all)\s+debts\b[^.;,]*/giu;

/**
 * What a sum is paid for ("grants the Developer 15,000 euros as compensation for the delivery and the licence
 * rights given"): the licence is named as what the payment buys, and is granted, if at all, elsewhere. It runs to
 * the next comma, so an opening "In consideration of the fee, Owner grants a licence" keeps the grant after it.
 */
export const LICENCE_PAID_FOR =
  /\b(?:as|in)\s+(?:full\s+)?(?:compensation|consideration|payment|exchange|return)\s+(?:for|of)\b[^.;,]*\blicen[cs]e[^.;,]*/giu;

/**
 * A licence ending ("your license to use the Service terminates automatically", "the licences granted in Section 2
 * shall end on expiry"): what becomes of a licence granted, if at all, elsewhere. A sentence that grants before it
 * ("grants you a licence, which ends if …") keeps its grant.
 */
export const LICENCE_ENDED =
  /(?<!\bgrant\w*\b[^.;]*)\b(?:your|the|this|such|any|all|each|its|their|these|those)\s+(?:[\p{L}-]+\s+){0,2}?licen[cs]es?\b[^.;]{0,80}?\b(?:terminates?|terminated|ends|ended|expires?|expired|ceases?|lapses?|(?:is|are|shall\s+be|will\s+be|may\s+be)\s+(?:\w+\s+)?(?:revoked|terminated|ended|cancell?ed)|(?:shall|will|may)\s+(?:\w+\s+)?(?:terminate|end|expire|cease|lapse))\b[^.;]*/giu;

/**
 * A duty to obtain the licences and rights for what a party itself provides ("shall obtain all licences to
 * use the materials it provides"): its own duty over its material, not a licence granted to it.
 */
export const LICENCES_OBTAINED =
  /\b(?:obtain|secure|procure|acquire)\w*\s+(?:and\s+maintain\s+)?(?:all\s+|any\s+|the\s+)?(?:necessary\s+|required\s+|needed\s+|appropriate\s+)?(?:rights,?\s+(?:and\s+)?)?(?:licen[cs]es|consents|permissions)\b[^.;]*/giu;

/**
 * What a recipient may disclose ("may disclose Confidential Information to its advisers who need to know it,
 * provided …") and what the duty does not cover ("shall not apply to information that is public"): the
 * limits of a duty of confidence, not the duty itself.
 */
export const DISCLOSURE_ALLOWED = new RegExp(
  [
    // "Neither party may disclose", "may not disclose" deny a disclosure: that is the duty itself. The look
    // back is taken only where a permission starts, not at every character of the sentence.
    String.raw`\b(?=(?:may|can|is|are|shall)\b)(?<!\b(?:neither|nor|no|not|never|nothing)\b[^.;,]{0,60})(?:may|can|is\s+(?:entitled|permitted|free)\s+to|are\s+(?:entitled|permitted|free)\s+to|shall\s+be\s+(?:entitled|permitted|free)\s+to)\s+(?:(?!not\b|never\b)\w+\s+){0,2}?(?:disclose|share|reveal|make\s+available)\b[^.;]*`,
    String.raw`\b(?:shall|will|do|does)\s+not\s+(?:apply|extend)\s+to\s+(?:any\s+)?(?:(?:such|the|confidential|proprietary)\s+)*(?:information|disclosures?|materials?)\b[^.;]*`,
    String.raw`\b(?:does|do|shall|will)\s+not\s+include\b[^.;]*`,
  ].join('|'),
  'giu',
);

/**
 * The agreement's own text put under a licence ("These Terms are licensed under a Creative Commons licence"):
 * anyone may copy its wording, and nothing the agreement is about is licensed.
 */
export const OWN_TEXT_LICENSED =
  /\b(?:this|these)\s+(?:[\p{Lu}][\p{L}-]*\s+){0,3}(?:terms|agreement|document|polic(?:y|ies)|conditions)\s+(?:is|are)\s+(?:hereby\s+)?(?:made\s+available|licen[cs]ed|released)\b[^.;]*/giu;

/**
 * Liabilities that outlive the agreement ("neither party will be liable, except for liability that arose before
 * the termination"): which claims survive the end, with no word on how much may be claimed.
 */
export const LIABILITIES_OUTLIVING_THE_END =
  /\b(?:liabilit(?:y|ies)|obligations?|claims?)\b[^.;]{0,80}?\b(?:arose|arising|accrued|incurred|existing)\s+(?:\w+\s+){0,3}?(?:before|prior\s+to|on\s+or\s+before|as\s+of)\s+(?:the\s+)?(?:date\s+of\s+(?:such\s+)?)?(?:termination|expiration|expiry)\b[^.;]*/giu;

/**
 * The claims an indemnity or other duty does not cover ("Provider's obligations in this Section do not apply to
 * claims resulting from modification"): the duty's scope, not a liability left without a cap. A limit, cap or
 * exclusion that does not apply to claims is left alone: that is the clause.
 */
export const DUTY_NOT_COVERING_CLAIMS =
  /\b(?:obligations?|indemnit(?:y|ies)|duty|duties)\b(?![^.;]*\b(?:limit\w*|caps?|capped|exclusions?|waivers?)\b)[^.;]{0,80}?\b(?:shall|will|do|does)\s+not\s+(?:apply|extend)\s+to\s+(?:any\s+)?claims?\b[^.;]*/giu;

/**
 * Remedies that add to each other ("seeking a remedy does not limit the other rights or remedies available"):
 * which remedies a party keeps, with no amount of liability left unlimited.
 */
export const REMEDIES_KEPT =
  /\b(?:remed(?:y|ies)|rights?)\b[^.;]{0,80}?\b(?:does|do|shall|will)\s+not\s+(?:limit|exclude|prejudice|affect|restrict)\s+(?:\w+\s+){0,3}?(?:rights?|remed(?:y|ies))\b[^.;]*|\bremedies\b[^.;]{0,60}\bcumulative\b[^.;]*/giu;
