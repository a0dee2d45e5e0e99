import { AT_ANY_TIME, FOR_CONVENIENCE, NO_REASON_NEEDED, WHENEVER_IT_LIKES, WITHOUT_NOTICE } from './at-will-wording';
import { AUTOMATIC_RENEWAL_WORDS, FORCE_MAJEURE, RETURN_OF_MATERIALS } from './clause-operatives';
import { AFTER_TERMINATION, type ClauseRule, FOR_CAUSE, MUTUAL } from './clause-rule';
import { withDenials } from './denied-topic';
import { BY_NOTICE, GENERAL_NOTICE } from './notice-wording';
import { ENDS_A_DUTY_UNDER_IT, LASTS_UNTIL_ENDED } from './other-acts';

/**
 * Help owed after the end: transition, sell-off or wind-down, co-operation, support or services continued.
 * Co-operating with an audit or an inspection, or with payment of fees, checks or settles the past: no help moving on.
 */
const HELP_AFTER_THE_END =
  /(?:\b(?:transition\w*|sell[-\s]?off|wind[-\s]?down|co-?operat\w*|assist\w*|support)\b|\b(?:continue|keep)\s+(?:to\s+)?(?:provid|perform|suppl|deliver|servic)\w*)(?![^.;]{0,60}\b(?:audit\w*|inspect\w*|examin\w*|payments?|fees|invoices?)\b)/iu;

// A party goes on paying for a period after the end ("must continue to pay the Fees", "shall remain liable to pay the
// charges until …"): its part after the end is money, not work, whatever help the other side gives in that time.
const PAYING_AFTER_THE_END =
  /\b(?:continue|keep)\s+(?:to\s+)?pay(?:ing)?\b|\bremain\s+(?:liable|responsible|obliged)\s+(?:to\s+pay|for\s+(?:the\s+|all\s+)?(?:payment|fees|charges))\b/iu;

/** Confidentiality or non-use that continues or survives after the agreement ends. */
const CONFIDENCE_OUTLIVES_AGREEMENT =
  /\b(?:confidential\w*|non-?use|non-?disclosure|secrecy)\b[^.]{0,160}\b(?:continue|survive|remain\s+in\s+(?:full\s+)?(?:force|effect))\w*\b[^.]{0,120}\b(?:after|following|beyond)\b/iu;

/**
 * A renewal someone must choose: a party's option or election ("may renew", "if Licensee so elects"), or
 * the parties' agreement ("upon mutual written agreement", "if both parties agree"). Read only before any
 * "unless", since "renews automatically unless either party elects not to renew" needs no one's choice.
 */
const CHOSEN_RENEWAL =
  /^(?:(?!\bunless\b)[^.])*?(?:\b(?:may|can)\s+(?:\w+\s+){0,2}(?:renew(?:ed)?|extend(?:ed)?)\b|\b(?:option|right|election)\s+to\s+(?:renew|extend)\b|\bat\s+(?:the\s+)?(?:sole\s+)?(?:option|election|discretion)\s+of\b|\bif\s+[^,.;]{0,60}?\b(?:so\s+)?elects?\b|\b(?:upon|by|with|subject\s+to|on)\s+(?:the\s+)?(?:mutual\s+)?(?:written\s+)?(?:agreement|consent|understanding)\s+of\s+(?:both|the|each|all)\b|\b(?:upon|by|with|subject\s+to|on)\s+(?:the\s+)?mutual\s+(?:written\s+)?(?:agreement|consent|understanding)\b|\bif\s+(?:both|the|all)\s+(?:of\s+the\s+)?parties\s+(?:so\s+)?(?:mutually\s+)?agree\b|\bas\s+(?:the\s+parties\s+)?(?:may\s+)?(?:be\s+)?mutually\s+agreed\b)/iu;

// Words giving the party at fault time to put it right first. "Remedy" as a noun ("any other right or remedy",
// "remedies available to it") gives no such time.
const TIME_TO_REMEDY = String.raw`(?:\b(?:cure[ds]?|curing|remedied|remedying|rectif\w*|correct(?:s|ed|ing)?)\b|\bremed(?:y|ies)\s+(?:(?:the|such|that|this|any|its|his|her|their|said)\s+)?(?:[\w-]+\s+){0,2}?(?:breach|failure|default|non-?compliance|matter|problem|situation|same)\b|\b(?:to|not|cannot|fails?\s+to)\s+remedy\b|\bremedy\s+period\b)`;
// Ending at once: "immediately", "with immediate effect", or with no notice at all.
const AT_ONCE = String.raw`(?:\b(?:immediately|forthwith|with\s+immediate\s+effect|effective\s+immediately)\b|${WITHOUT_NOTICE.source})`;

/**
 * An end at once, on notice, for a breach or event the sentence names, with no word of time to remedy it
 * ("may terminate immediately upon notice if the other party breaches …"): not an uncured failure. A right to end
 * it "for any reason, including if it believes you breached" needs no cause: the breach is one example, not the ground.
 */
const AT_ONCE_FOR_CAUSE = new RegExp(
  String.raw`^(?![\s\S]*(?:${FORCE_MAJEURE.source}))(?![\s\S]*${NO_REASON_NEEDED.source})(?![\s\S]*${TIME_TO_REMEDY})(?=[\s\S]*${AT_ONCE})[\s\S]*?(?:${FOR_CAUSE.source})`,
  'iu',
);
/** Told apart by notice: ending at once on notice, or with no notice at all ("may terminate without notice if …"). */
const AT_ONCE_ON_NOTICE_FOR_CAUSE = new RegExp(
  String.raw`^(?![\s\S]*${WITHOUT_NOTICE.source})${AT_ONCE_FOR_CAUSE.source.slice(1)}`,
  'iu',
);
const WITHOUT_NOTICE_FOR_CAUSE = new RegExp(
  String.raw`^(?=[\s\S]*${WITHOUT_NOTICE.source})${AT_ONCE_FOR_CAUSE.source.slice(1)}`,
  'iu',
);

/**
 * Words letting the holder end it on any ground: "for any reason, a breach of the house rules among them",
 * "(i) for any reason on notice; (ii) for an uncured breach". A breach it also names is one ground among others.
 */
const ANY_GROUND = String.raw`(?:${NO_REASON_NEEDED.source}|${FOR_CONVENIENCE.source})`;

/** Events "beyond its control", named with a possessive the force majeure wording does not take. */
const BEYOND_ITS_CONTROL = /\b(?:beyond|outside)\s+(?:its|their|his|her|our|your)\s+(?:reasonable\s+)?control\b/iu;

/**
 * A breach, default or failure named as the ground for ending the agreement, the holder given no right to end it
 * on any ground besides: "for any reason, a breach of the house rules among them" or "with or without cause … and
 * immediately for a breach" is a right to end it at will, the breach one case of it.
 */
const CAUSE_ONLY = new RegExp(
  String.raw`^(?![\s\S]*\bterminat\w*\b[^.;]{0,120}?${ANY_GROUND})[\s\S]*?(?:${FOR_CAUSE.source})`,
  'iu',
);

/**
 * A right one party may use on its own judgement or without warning: without notice, in its sole discretion, in its
 * opinion, or if it determines or believes a ground exists. A reader facing it may lose what it gets overnight, on
 * grounds it cannot dispute. One worded for both parties binds the reader's own exit alike, and one once events beyond
 * anyone's control stop performance answers to those events: both are left out.
 */
const ON_ITS_OWN_CALL = new RegExp(
  String.raw`^(?![\s\S]*(?:${MUTUAL.when.source}|${FORCE_MAJEURE.source}|${BEYOND_ITS_CONTROL.source}))[\s\S]*(?:${WITHOUT_NOTICE.source}|\bin\s+(?:its|our|their|his|her)\s+(?:sole\s+|absolute\s+|own\s+)*(?:discretion|opinion)\b|\bif\s+(?:it|we|they|the\s+\p{Lu}[\p{L}-]*|\p{Lu}[\p{L}-]*)\s+(?:reasonably\s+|in\s+good\s+faith\s+)?(?:determines?|believes?|deems?|considers?|decides?)\b)`,
  'iu',
);

/**
 * An end for cause that leaves the party at fault time to remedy it; not one allowed once a force majeure event
 * has lasted too long (no one is at fault there, though it speaks of a "failure to perform"), nor one the holder
 * may use for any reason besides.
 */
const FOR_CAUSE_AFTER_TIME_TO_REMEDY = new RegExp(
  String.raw`^(?![\s\S]*(?:${FORCE_MAJEURE.source}))(?![\s\S]*${ANY_GROUND})(?=[\s\S]*${TIME_TO_REMEDY})[\s\S]*?(?:${FOR_CAUSE.source})`,
  'iu',
);
/**
 * Grounds the sentence leaves to other words: a defined default ("an Event of Default as described above"), a section
 * it points to, or a list after its colon ("may terminate on notice if:"). Whether they give time to remedy a failure
 * is not this sentence's to say.
 */
const GROUNDS_SET_ELSEWHERE = String.raw`(?:\bEvents?\s+of\s+Default\b|\bas\s+(?:described|defined|set\s+(?:out|forth)|provided)\b|\b(?:under|in|pursuant\s+to|in\s+accordance\s+with)\s+(?:section|clause|article|paragraph)\s+\d|:\s*$)`;

/**
 * An end for a breach or event the sentence names, on notice or "at any time", with no word of time to remedy it
 * ("may terminate at any time if you have breached …", "may terminate for a material breach on ten days' notice"):
 * notice of the end is not a chance to put the failure right.
 */
const FOR_CAUSE_WITHOUT_TIME_TO_REMEDY = new RegExp(
  String.raw`^(?![\s\S]*(?:${FORCE_MAJEURE.source}))(?![\s\S]*${ANY_GROUND})(?![\s\S]*${TIME_TO_REMEDY})(?![\s\S]*${AT_ONCE})(?![\s\S]*${GROUNDS_SET_ELSEWHERE})[\s\S]*?(?:${FOR_CAUSE.source})`,
  'iu',
);

/**
 * Ending something other than the agreement: a pension or benefit plan, a scheme, a policy or a trust
 * a party may wind up ("may terminate the Plan at any time") leaves the agreement running. A programme
 * is not one: in a sponsorship or marketing deal it is often what the agreement itself runs.
 */
const ENDS_ANOTHER_THING =
  /\bterminat(?:e|es|ed|ing|ion\s+of)\s+(?:the|its|any|such|a|an|their|that)\s+(?:[\p{L}-]+\s+){0,3}?(?:plans?|schemes?|polic(?:y|ies)|trusts?)\b/iu;

/** A party given the right to end the agreement in the sentence itself ("may terminate", "is entitled to cancel"); "may have to terminate" names a right held elsewhere. */
const GIVES_AN_EXIT =
  /\b(?:(?:may|can)\s+(?!have\b)(?:\w+\s+){0,2}?|(?:is|are|shall\s+be|will\s+be)\s+entitled\s+to\s+|(?:shall|will)\s+have\s+the\s+right\s+to\s+)(?:terminate|cancel|end|rescind)\b/iu;
/** A termination right named, then denied in a case: "The termination right above does not apply where …", "The right to terminate under clause 3 shall not exist …". */
const EXIT_DENIED = String.raw`\b(?:termination\s+rights?|rights?\s+(?:of|to)\s+(?:terminat\w*|end|cancel\w*))\b(?:\s+[\w.()]+){0,4}?\s+(?:shall|will|does|do)\s+not\s+(?:exist|apply|arise|be\s+available)\b`;
/**
 * Other rights to terminate kept as they are: "All other rights … to terminate this Agreement are not affected", "Nothing
 * in this clause limits the right of either party to terminate …".
 */
const EXIT_KEPT = String.raw`\brights?\b[^.;]{0,80}?\bto\s+(?:terminate|end|cancel|rescind)\b[^.;]{0,120}?\b(?:remain|stay|are|is|shall\s+(?:remain|be)|will\s+(?:remain|be))\s+(?:\w+\s+)?(?:unaffected|not\s+affected|unimpaired|reserved)\b|\bnothing\s+in\s+(?:this|these)\b[^.;]{0,40}?\b(?:limits?|affects?|restricts?|prejudices?|excludes?)\b[^.;]{0,80}?\brights?\s+(?:\w+\s+){0,4}?to\s+(?:terminate|end|cancel|rescind)\b`;
/**
 * A carve-out from a termination right stated elsewhere, granting none itself: it denies that right in a case or keeps
 * other rights to terminate as they are. Quoted as the right, it would tell the reader the exception, not the exit.
 */
const EXIT_CARVED_OUT = new RegExp(
  String.raw`^(?![\s\S]*${GIVES_AN_EXIT.source})[\s\S]*(?:${EXIT_DENIED}|${EXIT_KEPT})`,
  'iu',
);

/**
 * A length or a point in time ("thirty (30) days", "after the first year", "before the date"), not a
 * period named in an event ("loses its status in any year").
 */
const A_TIME = String.raw`(?:\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|thirty|forty-five|sixty|ninety)\s+(?:\(\d+\)\s+)?(?:business\s+|calendar\s+|full\s+)?(?:days?|weeks?|months?|years?)\b|\b(?:after|following|before|prior\s+to|from|until|by)\s+(?:the\s+|any\s+|such\s+)?(?:[\p{L}-]+\s+){0,3}?(?:dates?|days?|weeks?|months?|years?)\b)`;

/**
 * A condition that is a choice, a notice or a point in time, not an event: "if it so elects", "upon 30
 * days' notice", "after the first anniversary". A termination right on such a condition is still at will.
 */
const CHOICE_OR_TIME = String.raw`\b(?:wish\w*|desir\w*|elect\w*|decid\w*|choos\w*|chose|(?:determin\w*|deem\w*)(?!\s+that\b)|discretion|notice|anniversar\w*|expir\w*|initial\s+(?:term|period))\b|${A_TIME}`;
/**
 * A termination right that arises only on an event: an opening condition naming one ("In the event the
 * Consultant ceases to hold a licence, the Client may terminate at any time"), or a condition after the
 * right ("may terminate at any time if the Provider is acquired").
 */
const TRIGGERED_TERMINATION: readonly RegExp[] = [
  new RegExp(
    String.raw`^\s*(?:\(?[\da-z]{1,4}(?:\.\d+)*[.)]\s*)?(?:if|in\s+the\s+event(?:\s+that)?|in\s+case(?:\s+that)?|should|where|upon|on)\b(?![^,;]{0,200}${CHOICE_OR_TIME})[^,;]{3,200},[^.]*\bterminat`,
    'iu',
  ),
  // "If" after "including" gives an example of a ground the holder needs none for ("for any reason, including if …").
  // A condition may also open a list ("may terminate this Agreement on notice if:").
  new RegExp(
    String.raw`\bterminat\w*\b[^.;]{0,160}(?<!\bincluding\s)\b(?:if|in\s+the\s+event(?:\s+that)?|in\s+case(?:\s+that)?|should)(?:\s+(?![^.;,]{0,100}${CHOICE_OR_TIME})|\s*:\s*$)`,
    'iu',
  ),
  // "may terminate at any time upon the Professional ceasing to be exempt", "upon the occurrence of any of the following".
  /\bterminat\w*\b[^.;]{0,160}\b(?:upon|on|following|after)\s+(?:the\s+|any\s+|its\s+|his\s+|her\s+)?(?:[\p{L}'’-]+\s+){0,3}?(?:los(?:s|es|ing)|ceas(?:es|ing)|becom(?:es|ing)|death|disabilit(?:y|ies)|occurrence)\b/iu,
];
/**
 * A party's right to end the agreement: it may or has the right to terminate, the agreement is terminable or
 * may be terminated, on notice or without cause; not an agreement that "is terminated or expires for any
 * reason" by itself.
 */
const PARTY_ENDS_AT_WILL =
  /\b(?:may|can|right|entitled|option|reserves?)\b[^.]{0,60}\bterminat\w*|\bterminable\b|\bat[-\s]will\b|\bterminat\w*\b[^.]{0,160}\b(?:notice|for\s+convenience|without\s+cause|with\s+or\s+without\s+cause)\b|\b(?:for\s+convenience|without\s+cause)\b[^.]{0,80}\bterminat\w*|\b(?:resign|withdraw)\w*\b/iu;

/**
 * A party's right to end the agreement, as the main clause states it: a party may, can, is entitled or has the
 * right to terminate, cancel or end it, or give notice of termination; the agreement may be terminated or is
 * terminable; employment is at will. A sentence naming a termination while doing another act (a waiver of
 * compensation for it, an exclusion of damages caused by it) gives no one a right to end anything.
 */
const ENDS_THE_AGREEMENT: readonly RegExp[] = [
  /\b(?:may|can|entitled\s+to|(?:right|option|power)s?\s+(?:\w+\s+){0,3}?to)\b[^.;]{0,60}?\b(?:terminate|cancel|end|rescind)\b/iu,
  /\b(?:may|can)\b[^.;]{0,60}?\bnotice\s+(?:of\s+)?(?:termination|cancellation)\b/iu,
  /\b(?:may|can)\s+be\s+(?:\w+\s+){0,2}?(?:terminated|cancell?ed|ended|rescinded)\b|\bterminable\b|\bat[-\s]will\b/iu,
];

/** Ending the agreement itself, by any of the verbs drafters use: terminate, cancel, end or rescind it. */
const END_THE_AGREEMENT = String.raw`\b(?:terminate|cancel|end|rescind)\s+(?:this|the)\s+(?:agreement|contract|lease|engagement)\b`;
/** A length of notice: "ninety (90) days' prior written notice", "three (3) months’ notice". */
const NOTICE_OF_A_TIME = String.raw`\b(?:days|weeks|months)['’]?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b`;
/** Discretion without grounds: at any time, for any or no reason, without cause, for convenience, in its sole discretion. */
const WITHOUT_GROUNDS = String.raw`(?:${AT_ANY_TIME.source}|${NO_REASON_NEEDED.source}|${FOR_CONVENIENCE.source}|\bin\s+(?:its|their|his|her)\s+(?:sole\s+|absolute\s+|own\s+)*discretion\b)`;

/**
 * A party's right to end the agreement at will as drafters word it besides "may terminate … at any time": a right to
 * cancel or end it without grounds, one exercised on a stated length of notice alone ("may, at its option, terminate
 * this Agreement by giving three months' notice"), or the passive ("may be terminated by the Supplier upon ninety days'
 * notice", "shall continue until terminated by either party on thirty days' notice"). Grounds or events named in the
 * sentence are left to the rule's exclusions.
 */
const AT_WILL_EXIT: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:may|can|right\s+to|entitled\s+to)\b[^.;]{0,40}?${END_THE_AGREEMENT}[^.;]{0,120}?${WITHOUT_GROUNDS}`,
    'iu',
  ),
  new RegExp(`${WITHOUT_GROUNDS}[^.;]{0,60}?${END_THE_AGREEMENT}`, 'iu'),
  new RegExp(
    String.raw`\b(?:may|can|right\s+to|entitled\s+to)\b[^.;]{0,40}?${END_THE_AGREEMENT}[^.;]{0,100}?${NOTICE_OF_A_TIME}`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:(?:may|can)\s+be|until)\s+(?:terminated|cancell?ed|ended)\s+by\b[^.;]{0,100}?${NOTICE_OF_A_TIME}`,
    'iu',
  ),
];

/**
 * A right given to either party ("Either party may terminate …", "may be terminated by either party …"), in standard
 * terms to "you" and "we" ("Each of us may end …", "You or we may terminate …"), or to two parties named one after
 * the other ("You as Customer or Acme may each terminate …").
 */
const EITHER_PARTY =
  /^(?:[^,;]{0,80}?,\s*)?(?:(?:either|each|both)\s+(?:of\s+the\s+)?part(?:y|ies)|(?:either|each|both)\s+of\s+us|(?:either\s+)?(?:you\s+or\s+we|we\s+or\s+you))\b|\bby\s+either\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bor\s+(?:the\s+)?\p{Lu}[\p{L}&.-]*\s+(?:may|can)\s+each\b/iu;

/**
 * Clauses on how long the agreement runs and how it ends. Patterns follow how such clauses are commonly drafted, never the wording of particular
 * documents.
 */
export const TERM_CLAUSE_RULES: readonly ClauseRule[] = withDenials([
  {
    id: 'termination',
    impactByRole: true,
    title: 'Termination rights',
    category: 'Term and termination',
    patterns: [
      new RegExp(
        String.raw`\bterminat(?:e|es|ed|ion)\b[^.]{0,160}(?:${AT_ANY_TIME.source}|${NO_REASON_NEEDED.source}|${FOR_CONVENIENCE.source}|\bupon\s+(?:\w+\s+){0,3}\(?\d*\)?\s*days?['’]?\s+(?:prior\s+)?(?:written\s+)?notice)`,
        'iu',
      ),
      new RegExp(
        String.raw`(?:${AT_ANY_TIME.source}|${FOR_CONVENIENCE.source}|\bwithout\s+cause\b)[^.]{0,80}\bterminat(?:e|ion)\b`,
        'iu',
      ),
      /\bemployment\s+(?:is|shall\s+be|will\s+be)\s+["“]?at[-\s]will\b/i,
      // "may terminate this Agreement", "can terminate …", "is entitled to terminate …" (the drafting of civil-law terms).
      /\b(?:may|can|(?:shall|will)\s+have\s+the\s+right\s+to|(?:is|are|shall\s+be|will\s+be)\s+entitled\s+to)\s+(?:also\s+)?(?:terminate|cancel|end|rescind)\s+this\s+(?:agreement|contract|lease)\b/i,
      ...AT_WILL_EXIT,
    ],
    exclusions: [AFTER_TERMINATION, ENDS_ANOTHER_THING, EXIT_CARVED_OUT],
    operative: [...ENDS_THE_AGREEMENT, ...AT_WILL_EXIT],
    // Ending one duty or service under the agreement leaves the agreement running.
    otherActs: [ENDS_A_DUTY_UNDER_IT],
    yieldsTo: ['termination-for-convenience'],
    risk: {
      provider: 'medium',
      recipient: 'low',
      overrides: { tenant: 'medium' },
    },
    adjustments: [
      MUTUAL,
      {
        when: FORCE_MAJEURE,
        effect: 'lower',
        note: 'It is a force majeure termination: a party may end the agreement once an event beyond anyone’s control has stopped performance for the time it states.',
      },
      {
        when: AT_ONCE_ON_NOTICE_FOR_CAUSE,
        effect: 'lower',
        note: 'It allows ending the agreement at once, on notice, on a breach or event it names, with no time to remedy it first.',
      },
      {
        when: WITHOUT_NOTICE_FOR_CAUSE,
        effect: 'lower',
        note: 'It allows ending the agreement at once, without notice, on a breach or event it names, with no time to remedy it first.',
      },
      {
        when: FOR_CAUSE_AFTER_TIME_TO_REMEDY,
        effect: 'lower',
        note: 'It allows ending the agreement only for cause: a failure the other side has not remedied in time.',
      },
      {
        when: FOR_CAUSE_WITHOUT_TIME_TO_REMEDY,
        effect: 'lower',
        note: 'It allows ending the agreement for a breach or event it names, with no time to remedy it first.',
      },
      {
        when: WHENEVER_IT_LIKES,
        effect: 'raise',
        note: `It allows ending the agreement without any fault, ${GENERAL_NOTICE}.`,
        sides: ['provider'],
      },
      {
        when: ON_ITS_OWN_CALL,
        effect: 'raise',
        note: 'The party holding it may end it without notice or on its own view of the grounds.',
        sides: ['recipient'],
      },
    ],
    meaning: 'This sets out when and how the agreement can be ended.',
    impact: {
      provider: 'An early end cuts off the income or work you were counting on.',
      recipient: 'An early end can leave you without the service or property you rely on.',
    },
    heldByReader: {
      impact: 'Your side may end the agreement in the cases it sets: the exit protects you.',
      change: 'No change needed: the right to end it is your side’s.',
    },
    change: {
      provider:
        'Ask for a longer notice period, payment for work already done, and a fee if the other side ends it without cause.',
      recipient: 'Make sure you can also end the agreement for convenience, with reasonable notice.',
    },
    changeWhenStated: [
      {
        when: FORCE_MAJEURE,
        change: {
          provider: 'Check that the time a force majeure event must last before the agreement can be ended suits you.',
          recipient: 'Check that the time a force majeure event must last before the agreement can be ended suits you.',
        },
      },
      {
        when: AT_ONCE_FOR_CAUSE,
        change: {
          provider:
            'Ask for written notice of any failure and a fair period to remedy it before the agreement can be ended.',
          recipient: 'Check that your side may end it too on the same grounds.',
        },
      },
      {
        when: FOR_CAUSE_WITHOUT_TIME_TO_REMEDY,
        change: {
          provider:
            'Ask for written notice of any failure and a fair period to remedy it before the agreement can be ended.',
          recipient: 'Check that your side may end it too on the same grounds.',
        },
      },
      {
        when: FOR_CAUSE_AFTER_TIME_TO_REMEDY,
        change: {
          provider: 'Make sure you get written notice of any failure and a fair period to remedy it before the end.',
          recipient:
            'Check the period to remedy a failure is short enough to protect you, and that you may end it too.',
        },
      },
      {
        when: ON_ITS_OWN_CALL,
        change: {
          provider:
            'Ask for written notice before the end, and for grounds stated plainly rather than left to one side’s view.',
          recipient:
            'Ask for written notice before the end, and for grounds stated plainly rather than left to one side’s view.',
        },
      },
    ],
    legalBasis: 'A written termination clause is usually enforced as written, including notice periods.',
    costToImplement: 'Low to moderate: notice periods and termination fees are routinely negotiated',
    riskIfDelayed: 'Once signed, the other side may end the agreement on the stated terms.',
    whenMissing: {
      risk: { provider: 'medium', recipient: 'medium' },
      finding:
        'No termination clause was found: nothing says how either side can end the agreement before it runs out, or at all if it states no end.',
      change: 'Add a clause saying how each party can end the agreement, with notice periods.',
    },
  },
  {
    id: 'auto-renewal',
    cuad: 'Renewal Term',
    title: 'Automatic renewal',
    category: 'Term and termination',
    patterns: [
      /\b(?:automatically|auto-?)\s*(?:renew|extend)(?:s|ed|al)?\b/i,
      /\b(?:renew|extend)(?:s|ed)?\s+automatically\b/i,
      /\bsuccessive\s+(?:renewal\s+)?(?:terms?|periods?)\b/i,
      /\bshall\s+(?:be\s+)?(?:renewed|extended)\s+for\s+(?:an?\s+)?(?:additional|further|successive)\b/i,
      /\brenew\w*\s+for\s+(?:successive|additional)\b/i,
      /\bevergreen\b/i,
    ],
    exclusions: [/\bshall\s+not\s+(?:be\s+)?(?:automatically\s+)?renew/i, CHOSEN_RENEWAL],
    // The clause list keeps every renewal term; the finding is only for one that needs no one's choice.
    operative: AUTOMATIC_RENEWAL_WORDS,
    risk: { provider: 'low', recipient: 'medium', overrides: { employer: 'low' } },
    adjustments: [
      {
        // More than two months: sixty days is a common, short window between businesses.
        when: /\b(?:ninety|one\s+hundred|(?:three|four|five|six|nine|twelve)\s*(?:\(\d{1,2}\)\s*)?months|\(?(?:6[1-9]|[7-9]\d|1\d\d)\)?\s*days)\b/i,
        effect: 'raise',
        note: 'Cancelling needs a long notice period before the renewal date.',
        sides: ['recipient'],
      },
    ],
    meaning: 'The agreement renews itself at the end of each term unless someone cancels in time.',
    impact: {
      provider: 'It keeps the agreement running, but you stay bound to the same terms too.',
      // Not "you keep paying": a distributor or licensor is paid under the agreement, and is bound all the same.
      recipient: 'You stay bound for another term if you miss the cancellation window.',
    },
    change: {
      provider: 'Make sure renewal lets you update prices and terms.',
      recipient:
        'Put the cancellation deadline in your calendar; if the notice it needs is long, ask for a shorter one or a reminder before renewal.',
    },
    legalBasis: 'Automatic renewal clauses are generally enforceable; some places require notice before renewal.',
    costToImplement: 'Low: a wording change to the term clause',
    riskIfDelayed: 'Missing the cancellation window commits you to a full new term.',
  },
  {
    id: 'termination-for-convenience',
    impactByRole: true,
    cuad: 'Termination For Convenience',
    title: 'Termination for convenience',
    category: 'Term and termination',
    patterns: [
      new RegExp(
        String.raw`\bterminat(?:e|es|ed|ion)\b[^.]{0,160}(?:${AT_ANY_TIME.source}|${NO_REASON_NEEDED.source}|${FOR_CONVENIENCE.source})`,
        'iu',
      ),
      new RegExp(String.raw`(?:${WHENEVER_IT_LIKES.source})[^.]{0,80}\bterminat(?:e|ion)\b`, 'iu'),
      /\bmay\s+terminate\s+this\s+(?:agreement|contract)\b[^.]{0,80}\bupon\s+(?:at\s+least\s+)?(?:\w+\s+){0,2}\(?\[?[\d*]+\]?\)?\s*(?:days|months)['’]?\s+(?:prior\s+)?(?:written\s+)?notice\b/i,
      /\bemployment\s+(?:is|shall\s+be|will\s+be)\s+["“]?at[-\s]will\b/i,
      ...AT_WILL_EXIT,
    ],
    // A right to end it at will, said in so many words, is the clause even where the classifier, trained on
    // "terminate … for convenience", doubts a sentence that cancels or ends the agreement.
    statedOutright: AT_WILL_EXIT,
    // Ending the agreement for the other side's failure is termination for cause, and what happens
    // "upon termination for any reason" is no right to terminate at all.
    // A right that arises only on an event the sentence names (a lost licence, a change of control) is
    // triggered, not at will.
    // An end once events beyond anyone's control stop performance is no end at will either.
    exclusions: [
      CAUSE_ONLY,
      FORCE_MAJEURE,
      BEYOND_ITS_CONTROL,
      AFTER_TERMINATION,
      ENDS_ANOTHER_THING,
      EXIT_CARVED_OUT,
      ...TRIGGERED_TERMINATION,
    ],
    otherActs: [ENDS_A_DUTY_UNDER_IT],
    operative: [PARTY_ENDS_AT_WILL, ...AT_WILL_EXIT],
    risk: { provider: 'high', recipient: 'low', overrides: { tenant: 'medium' } },
    adjustments: [MUTUAL],
    meaning: `One side may end the agreement without any fault by the other, ${BY_NOTICE}.`,
    whenHolderUnknown: {
      impact: `Whoever holds this right may end the agreement at will, and this sentence does not show whether that is your side: if it is the other side, what you rely on can stop ${GENERAL_NOTICE}.`,
      change:
        'Check which party holds this right: if it is the other side, ask for a longer notice period and for what you have paid for to be delivered or refunded; if it is your side, keep it.',
    },
    denied: {
      meaning:
        'The agreement cannot be ended at will: the clause rules out ending it without cause in the cases it names.',
      impact: {
        provider:
          'The other side cannot end the agreement at will in the cases it names, so the income or work is more secure.',
        recipient: 'Neither you nor the other side can walk away at will in the cases it names.',
      },
      change: {
        provider: 'No change needed: it keeps the agreement from being ended at will.',
        recipient: 'If you may need to leave early, ask for a right to end it on notice.',
      },
    },
    impact: {
      provider: `The income or work you count on can stop ${GENERAL_NOTICE}, for no reason.`,
      recipient: 'You can walk away if the deal stops suiting you.',
    },
    // A right both hold is the other side's too: what it lets the reader do does not hide what it lets the other side do.
    impactWhenStated: [
      {
        when: EITHER_PARTY,
        impact: {
          provider:
            'The income or work you count on can stop on the notice it states, for no reason; you may also walk away.',
          recipient:
            'You can walk away if the deal stops suiting you, and the other side can also end it without cause, so what you rely on can stop on the notice it states.',
        },
      },
    ],
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
      // A party freed of any duty after the end ("Neither party shall be required to return …") owes none.
      /^(?![^.]*\b(?:except|but|save|provided)\b)[^.]*(?:\b(?:neither|no)\s+(?:party|one)\b[^.;]{0,40}\b(?:required|obliged|obligated|bound|obligation|duty)\b|\bnot\s+(?:be\s+)?(?:required|obliged|obligated|bound)\s+to\b|\bno\s+(?:further\s+)?(?:obligation|duty)\s+to\b)/iu,
      // Restrictions that outlast the agreement (not to solicit, hire or compete) are covenants of their own,
      // not services or duties owed after it ends.
      /\b(?:not|never|nor|neither)\b[^.]{0,80}\b(?:solicit\w*|hire|compete|circumvent|engage\s+in\s+any\s+attempt|seek\s+to\s+acquire)\b/iu,
    ],
    otherActs: [LASTS_UNTIL_ENDED],
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'Some duties continue after the agreement ends: transition help, sell-off, returns, support.',
    // Help after the end (transition, sell-off, support) is one kind of term that outlives the agreement;
    // a right or warranty that merely lasts beyond it is told as lasting, not as help.
    impact: {
      provider: 'Some of its terms go on binding you after the agreement ends, for the period it states.',
      recipient: 'Some of its terms go on after the agreement ends, for the period it states.',
    },
    impactWhenStated: [
      {
        // Told before the help: the party bound by such a sentence pays for the help it gets, it does not give it.
        when: PAYING_AFTER_THE_END,
        impact: {
          provider: 'You must keep paying after the agreement ends, for the period it states.',
          recipient: 'The other side must keep paying after the agreement ends, for the period it states.',
        },
      },
      {
        when: HELP_AFTER_THE_END,
        impact: {
          provider: 'You may have to keep working or supporting after the agreement ends.',
          recipient: 'You get help moving on when the agreement ends.',
        },
      },
      {
        // A duty of confidence outliving the agreement is neither help nor work after the end.
        when: CONFIDENCE_OUTLIVES_AGREEMENT,
        impact: {
          provider:
            'The duty to keep information confidential goes on after the agreement ends, for the period it states.',
          recipient:
            'The duty to keep information confidential goes on after the agreement ends, for the period it states.',
        },
      },
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
        when: PAYING_AFTER_THE_END,
        change: {
          provider: 'Check that the period you keep paying for after the end is no longer than you need to move on.',
          recipient: 'Check that the payments after the end cover everything you must still provide in that time.',
        },
      },
      {
        when: HELP_AFTER_THE_END,
        change: {
          provider: 'Make sure post-termination work is paid at the contract rates and time-limited.',
          recipient: 'Make sure transition help is long enough to switch to another provider.',
        },
      },
      {
        when: CONFIDENCE_OUTLIVES_AGREEMENT,
        change: {
          provider:
            'Check that the period is one you can keep to, and that public or independently known information is excluded.',
          recipient: 'Check that the period lasts as long as the information you share stays valuable.',
        },
      },
      {
        when: RETURN_OF_MATERIALS,
        change: {
          provider: 'Check you may keep the copies you need for your records or by law.',
          recipient: 'Check you may keep the copies you need for your records or by law.',
        },
      },
    ],
    change: {
      provider: 'Make sure what binds you after the end is limited in time.',
      recipient: 'Check that what continues after the end lasts as long as you need it.',
    },
    legalBasis: 'Clauses that survive termination are enforced for their stated period.',
    costToImplement: 'Low to moderate',
    riskIfDelayed: 'These duties start when the agreement ends, often when relations are worst.',
  },
]);
