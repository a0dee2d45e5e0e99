import type { ClauseRule } from './clause-rule';
import { withDenials } from './denied-topic';
import {
  LICENCE_ENDED,
  LICENCE_PAID_FOR,
  LICENCES_OBTAINED,
  OWN_TEXT_LICENSED,
  STANDING_TO_LICENSE,
} from './other-acts';

// A public open-source licence named as the terms of use: "released under the GNU General Public License",
// "licensed under the Apache License, Version 2.0", "the MIT License", "GPLv3", "an open-source licence".
const OPEN_SOURCE_NAME = String.raw`(?:(?:(?:Mozilla|Eclipse)\s+Public|(?:GNU\s+)?(?:Affero\s+|Lesser\s+|Library\s+)?General\s+Public|Apache|MIT|BSD|ISC|Creative\s+Commons|open[-\s]source|free\s+software)\s+licen[cs]es?\b|\b(?:A|L)?GPL(?:-?v?\d(?:\.\d)?)?\b|\bMPL(?:-?v?\d(?:\.\d)?)?\b)`;
// The licence is the terms of the grant ("under the terms of"), not one merely kept beside another grant.
const OPEN_SOURCE_LICENCE = new RegExp(
  String.raw`\b(?:under|pursuant\s+to|subject\s+to)\s+(?:the\s+)?(?:terms\s+(?:and\s+conditions\s+)?of\s+)?(?:the\s+|an?\s+)?${OPEN_SOURCE_NAME}`,
  'iu',
);
/**
 * A licence granted by the sentence: the verb "grant" with a licence, a right, a use or permission as its object, a party
 * "granted" or "licensed" something in the passive, or a licence "to use", "to make", "to sell". Not the noun ("as a condition of receiving
 * the grant of a license, the Licensee shall keep records", "such grant shall not include"), which names a grant made
 * elsewhere while the sentence does something else. A section number ("Section 12.04") does not end the sentence.
 */
/**
 * The verb "license" with its grantee: "Acme licenses the Software to you", "we license it to you". Not the plural noun
 * ("all licenses to the Software", "your licenses to use").
 */
const LICENSES_TO =
  /(?<!\b(?:the|a|an|any|all|such|no|these|those|of|your|its|their|our|my|his|her|sub)\s)\b(?:hereby\s+)?licen[cs]es\s+(?:(?!to\b)[\p{L}-]+\s+){1,8}to\s+(?:you|us|them|him|her|it|the|a|an|each|any|its|their|licensee|customer|users?)\b|\b(?:we|they|I)\s+(?:hereby\s+)?licen[cs]e\s+(?:(?!to\b)[\p{L}-]+\s+){1,8}to\s+(?:you|us|them|him|her|it|the|a|an|each|any|its|their|licensee|customer|users?)\b/iu;

const LICENCE_GRANTED: readonly RegExp[] = [
  LICENSES_TO,
  /(?<!\b(?:the|a|an|any|such|this|that|each|its|their|his|her|no|of)\s)\bgrants?\b(?!\s+of\b)(?:[^.]|\.(?=\d)){0,300}\b(?:licen[cs]e|rights?|sub-?licen[cs]e|use|permission)\b/iu,
  // "hereby grants to XSPA, … a revocable (except as set forth in …) licence": an exception inside the grant's object
  // leaves its verb and grantee to say it.
  /(?<!\b(?:the|a|an|any|such|this|that|each|its|their|his|her|no|of)\s)\b(?:hereby\s+grants?|grants?\s+to)\b/iu,
  /\b(?:is|are|be|been|being)\s+(?:hereby\s+|hereunder\s+)?(?:granted|licensed)\b/iu,
  /\blicen[cs]e\s+to\s+(?:use|make|sell|reproduce|distribute|practi[cs]e)\b/iu,
];

/**
 * A bar on passing on a licence: "non-transferable" (or its bar on sublicensing) said of a licence, a right, a use, a
 * permission, access or a subscription, or of what a party grants. A personal ticket, pass, seat or voucher "non-transferable" is no licence.
 */
const LICENCE_NOT_TRANSFERABLE: readonly RegExp[] = [
  /\bnon-?\s?transferable\b[^.;]{0,80}?\b(?:licen[cs](?:e|ed|es)|sub-?licen[cs]e|rights?|use|permission|access|subscriptions?)\b/iu,
  /\b(?:licen[cs](?:e|ed|es)|sub-?licen[cs]e|rights?|permission|access|subscriptions?)\b[^.;]{0,80}?\bnon-?\s?transferable\b/iu,
  // "hereby grants to X and its Affiliates a non-exclusive, royalty-free, non-transferable (except …) licence": an
  // exception in brackets ends the statement before the licence is named, and the grant names it.
  /\bgrants?\b[^.;]{0,160}?\bnon-?\s?transferable\b/iu,
  /\bnon-?sublicensable\b/iu,
  /\b(?:no\s+right|not\s+(?:be\s+)?(?:entitled|permitted))\s+to\s+sub-?licen[cs]e\b/iu,
  /\blicen[cs]e\b[^.]{0,80}\bmay\s+not\s+be\s+(?:transferred|assigned|sub-?licensed)\b/iu,
];

/**
 * Clauses on who owns and who may use intellectual property. Patterns follow how such clauses are commonly drafted, never the wording of particular
 * documents.
 */
/**
 * A sentence keeping licences alive after the end ("the licences granted under Section 4 survive termination", "are
 * not affected by the termination of these Terms") that grants none itself: it says how long they last, not
 * what may be done under them.
 */
const LICENCES_OUTLAST_END =
  /^(?![\s\S]*\b(?:hereby\s+grants?|grants?\s+(?:to\s+)?(?:you|the|a|an|each|any|your|its|their)\b|(?:is|are)\s+(?:hereby\s+)?granted\b))(?=[\s\S]*\blicen[cs]\w*\b[^.]{0,160}\b(?:surviv\w*|continue\w*\s+in\s+(?:full\s+)?(?:force|effect)|(?:not\s+(?:be\s+)?|un)(?:impacted|affected)\s+by\s+(?:the\s+|any\s+)?(?:termination|expiry|expiration)))/iu;
const LICENCES_OUTLAST_END_IMPACT =
  'The licences it names go on after the agreement ends, on their own terms; this sentence grants none itself and sets no scope of use.';

export const IP_CLAUSE_RULES: readonly ClauseRule[] = withDenials([
  {
    id: 'ip-assignment',
    cuad: 'Ip Ownership Assignment',
    title: 'Intellectual property ownership',
    category: 'Intellectual property',
    patterns: [
      /\b(?:hereby\s+)?assigns?\b[^.]{0,120}\b(?:all\s+)?(?:right,?\s+title,?\s+and\s+interest|intellectual\s+property|inventions?|work\s+product|copyrights?)\b/i,
      /\bworks?\s+made\s+for\s+hire\b|\bwork[-\s]for[-\s]hire\b/i,
      /\bshall\s+(?:be|become|remain)\s+the\s+(?:sole\s+and\s+)?(?:exclusive\s+)?property\s+of\b/i,
      /\b(?:owned|vest)\w*\s+(?:exclusively\s+)?(?:in|by)\b[^.]{0,40}\b(?:intellectual\s+property|inventions?|deliverables|work\s+product)\b/i,
    ],
    risk: {
      provider: 'medium',
      recipient: 'low',
      overrides: { 'service-provider': 'high', landlord: 'low', tenant: 'low' },
    },
    adjustments: [
      {
        when: /\bprior\s+inventions?\b|\boutside\s+(?:of\s+)?(?:normal\s+)?working\s+hours\b|\bwhether\s+or\s+not\s+during\b|\bpre-?existing\b/i,
        effect: 'raise',
        note: 'It may reach work done before the agreement or in your own time.',
        sides: ['provider'],
      },
    ],
    meaning: 'This decides who owns what is created under the agreement: designs, code, writing, inventions.',
    impact: {
      provider: 'You may lose the right to reuse your own work, tools or know-how.',
      recipient: 'It secures ownership of what you pay for.',
    },
    change: {
      provider:
        'Keep ownership of what you had before and your general tools; assign only the deliverables, after payment.',
      recipient: 'Make sure ownership passes to you on payment, with a licence for any pre-existing material included.',
    },
    legalBasis: 'Ownership of created work follows the written assignment; without one, the creator often keeps it.',
    costToImplement: 'Moderate: needs a clear list of what each side keeps',
    riskIfDelayed: 'An assignment you sign can transfer rights in work you have not created yet.',
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
      LICENSES_TO,
    ],
    // A party's right to grant a licence, its duty to obtain licences for what it provides, or the agreement's own
    // text put under a licence grants no licence of what the agreement is about; nor does a sum paid for a licence,
    // nor a licence ending.
    otherActs: [STANDING_TO_LICENSE, LICENCES_OBTAINED, OWN_TEXT_LICENSED, LICENCE_PAID_FOR, LICENCE_ENDED],
    operative: LICENCE_GRANTED,
    grants: true,
    grantedBy: 'provider',
    risk: { provider: 'low', recipient: 'low' },
    meaning: 'One side allows the other to use something it owns, such as a brand, software or know-how.',
    denied: {
      meaning: 'No licence is granted beyond what the agreement expressly states: nothing is licensed by implication.',
      impact: {
        provider: 'What you own stays yours to control, except as the agreement expressly grants it.',
        recipient: 'You may use what the other side owns only as the agreement expressly allows.',
      },
      change: {
        provider: 'No change needed: it keeps your rights except as expressly granted.',
        recipient: 'Check that the licences the agreement expressly grants cover everything you need.',
      },
    },
    detail: (sentence) =>
      LICENCES_OUTLAST_END.test(sentence) ? 'Licences already granted go on after the agreement ends.' : undefined,
    impact: {
      provider: 'What you license can be used within the stated scope; check it is not wider than intended.',
      recipient: 'You may use what is licensed only within the stated scope.',
    },
    impactWhenStated: [
      {
        when: LICENCES_OUTLAST_END,
        impact: {
          provider: LICENCES_OUTLAST_END_IMPACT,
          recipient: LICENCES_OUTLAST_END_IMPACT,
        },
      },
      {
        when: OPEN_SOURCE_LICENCE,
        impact: {
          provider:
            'What it names is released under a public open-source licence: anyone who receives it may use it as that licence allows, not only the other side.',
          recipient:
            'It comes under a public open-source licence: that licence’s own terms, not a scope this agreement sets, govern how you may use, change and share it.',
        },
      },
    ],
    changeWhenStated: [
      {
        when: OPEN_SOURCE_LICENCE,
        change: {
          provider:
            'No change needed: note that the open-source licence, not this agreement, sets what others may do with it.',
          recipient:
            'No change needed: check the open-source licence’s conditions (such as keeping notices, or sharing changes under the same licence) if you change or pass on what it covers.',
        },
      },
    ],
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
    // The thing that may not be passed on must be a licence or a right to use: not an admission pass or a ticket.
    operative: LICENCE_NOT_TRANSFERABLE,
    grantedBy: 'provider',
    onlyForItsHolder: true,
    risk: { provider: 'low', recipient: 'medium' },
    meaning: 'The licence cannot be passed on or sublicensed except as the agreement allows.',
    impact: {
      provider: 'It keeps control of who uses what you license.',
      recipient: 'You cannot pass the licence to a buyer of your business or to your affiliates.',
    },
    impactWhenStated: [
      {
        // "(subject to Section 1.2) non-sublicensable", "without Licensor's consent": the bar has exceptions.
        when: /\bsubject\s+to\s+(?:section|article|clause|paragraph|sub-?section)\b|\bexcept\s+(?:as|with|to|for)\b|\bwithout\s+(?:the\s+)?(?:[\p{L}’'-]+\s+)?(?:prior\s+)?(?:written\s+)?(?:consent|approval)\b|\bunless\b|\bother\s+than\s+(?:to|as)\b/iu,
        impact: {
          provider: 'It keeps control of who uses what you license, with the exceptions the agreement sets out.',
          recipient:
            'You may pass on or sublicense the licence only within the exceptions the agreement sets out; check they cover your affiliates and a buyer of your business.',
        },
      },
    ],
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
    grants: true,
    grantedBy: 'provider',
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'The licence lasts forever or cannot be taken back.',
    denied: {
      meaning: 'The licence is not perpetual or irrevocable: it can end or be taken back as the agreement provides.',
      impact: {
        provider: 'You can end the permission as the agreement provides.',
        recipient: 'Your right to use it can end or be taken back as the agreement provides.',
      },
      change: {
        provider: 'No change needed: the licence can end as the agreement provides.',
        recipient: 'Check when the licence can end or be taken back, and that this suits how long you need it.',
      },
    },
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
    grants: true,
    risk: { provider: 'medium', recipient: 'medium' },
    meaning: 'What is created together belongs to both sides.',
    denied: {
      meaning: 'Nothing is owned jointly: the clause rules out joint ownership of what is created.',
      impact: {
        provider: 'No joint ownership arises; who owns what follows the agreement’s other terms.',
        recipient: 'No joint ownership arises; who owns what follows the agreement’s other terms.',
      },
      change: {
        provider: 'Check that the agreement says who owns what each side creates.',
        recipient: 'Check that the agreement says who owns what each side creates.',
      },
    },
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
]);
