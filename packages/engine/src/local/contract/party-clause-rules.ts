import type { ClauseRule } from './clause-rule';
import {
  ASSIGNS_ON_NOTICE,
  controlChangeImpact,
  ENDS_ON_CONTROL_CHANGE,
  ENDS_ON_OWN_SALE,
  NOTIFIES_OF_SALE,
  TO_A_BUYER,
} from './control-change-act';
import { withDenials } from './denied-topic';

/**
 * Someone outside the contract: "any person who is not a party to it", "any entity other than the parties",
 * "any non-party", "any third party".
 */
const NON_PARTY = String.raw`(?:(?:any|a)\s+(?:other\s+)?(?:persons?|one|entity|entities|firm|individual)\s*,?\s*(?:(?:who|which|that)\s+(?:is|are)\s+)?(?:not\s+(?:a\s+)?(?:part(?:y|ies)|signator(?:y|ies))|other\s+than\s+(?:the\s+)?(?:parties|part(?:y|ies)\s+hereto|signatories))|(?:any|a)\s+non-?\s?part(?:y|ies)\b|any\s+third[-\s]part(?:y|ies))`;
/**
 * A denial of what a sentence could give outsiders, wherever it names them: "creates no duty or liability to any
 * person who is not a party", "gives no credit to any non-party", "no third party shall have any
 * right to enforce". What is denied is a duty, a right, a remedy, a benefit, a claim or credit.
 */
const DENIED_TO_NON_PARTIES = String.raw`(?:\b(?:no|not|nothing|neither|nor)\b[^.;]{0,60}?\b(?:dut(?:y|ies)|liabilit(?:y|ies)|obligations?|rights?|remed(?:y|ies)|benefits?|claims?|credit|enforce\w*)\b[^.;]{0,100}?\b(?:to|on|upon|in|for|towards?|in\s+favou?r\s+of|for\s+the\s+(?:sole\s+|exclusive\s+)?benefit\s+of)\s*,?\s*${NON_PARTY}|\bno\s+third[-\s]part(?:y|ies)\b[^.;]{0,150}\b(?:beneficiar\w*|rights?|remed(?:y|ies)|benefits?|enforce\w*))`;
/** Boilerplate that shuts outsiders out ("not intended to confer … upon any person other than the parties"). */
const SHUTS_OUTSIDERS_OUT = new RegExp(
  String.raw`(?:\b(?:not\s+(?:be\s+)?intended\s+to\s+(?:confer|create|give|benefit)|(?:do|does)\s+not\s+intend|(?:shall|may|will)\s+not\s+(?:have|acquire|be\s+entitled|enforce)|(?:has|have)\s+no\s+(?:rights?|benefit)|no\s+(?:such\s+)?(?:other\s+)?(?:person|entity|one|firm)\b[^.]{0,150}\b(?:beneficiar|rights?|remed(?:y|ies)|enforce|actions?|claims?)|no\s+(?:such\s+)?other\s+part(?:y|ies)\b[^.]{0,150}\b(?:beneficiar|rights?|enforce)|\bno\s+(?:term|provision|part|clause|section)s?\b[^.]{0,80}\bfor\s+the\s+(?:sole\s+)?benefit\s+of\s+(?:any|a)\s+(?:person|one|entity|third|firm)|there\s+are\s+no\s+(?:intended\s+)?third|(?:intended|made)\s+solely\s+for\s+the\s+benefit|solely\s+(?:among|between)\s+the\s+parties|\bnothing\b[^.]{0,80}\b(?:confers?|gives?|grants?|creates?|provides?)\b[^.]{0,60}\b(?:rights?|remed(?:y|ies)|benefits?)\b[^.]{0,40}\b(?:on|upon|to|in)\s+(?:any|a)\s+(?:person|one|entity|third))|${DENIED_TO_NON_PARTIES})`,
  'iu',
);
/** …unless it makes an exception for someone, who may then enforce what the exception gives. */
const OUTSIDER_EXCEPTION = /\b(?:except|save\s+(?:as|in|for)|excluding|with\s+the\s+exception)\b/iu;

/** "A change of control of X shall not be deemed an assignment", "…does not require the other's consent". */
const CONTROL_CHANGE_IS_NO_ASSIGNMENT =
  /\bchange\s+(?:of|in)\s+(?:the\s+)?control\b[^.;]{0,80}\b(?:shall|will|does|do|is|are)\s+not\s+(?:be\s+)?(?:deemed|considered|treated\s+as|regarded\s+as|constitute|amount\s+to|require)\b[^.;]{0,40}\b(?:an?\s+)?(?:assignment|transfer|consent)\b/iu;

/** "No consent is required", "the consent of the other party shall not be required". */
const CONSENT_NOT_NEEDED = String.raw`\b(?:no\s+(?:such\s+)?(?:prior\s+)?(?:written\s+)?consent\b[^.;]{0,60}?\b(?:is|shall\s+be|will\s+be)|consent\b[^.;]{0,60}?\b(?:is|shall|will)\s+not(?:\s+be)?)\s+(?:required|needed|necessary)\b`;

/**
 * "Either party may assign this Agreement without the other's consent to its successor in a merger", or "no
 * party may assign it without consent, except to a successor by merger", "… without consent, provided that either
 * party may assign it to its successor in a merger": a change of control needs no consent,
 * and the agreement gives no way to react to one.
 */
const MERGER_NEEDS_NO_CONSENT = new RegExp(
  String.raw`(?<!\b(?:neither|no)\s+part(?:y|ies)\s+)\bmay\s+(?:freely\s+)?(?:assign|transfer)\b[^.]{0,200}\bwithout\b[^.]{0,80}\bconsent\b[^.]{0,200}${TO_A_BUYER}|\bwithout\b[^.]{0,80}\bconsent\b[^.;]{0,40}\bexcept\b[^.;]{0,120}${TO_A_BUYER}|\b(?:consent|approval)\b[^.]{0,200}\b(?:except|provided|however|notwithstanding|but)\b[^.]{0,80}\bmay\s+(?:freely\s+)?(?:assign|transfer)\b[^.]{0,200}${TO_A_BUYER}|${CONSENT_NOT_NEEDED}[^.]{0,160}${TO_A_BUYER}`,
  'iu',
);

/** The one transfer the clause still restricts: to a competitor ("unless the successor is a direct competitor"). */
const COMPETITOR_EXCEPTION =
  /\b(?:except|unless|other\s+than|provided\s*,?\s*(?:however\s*,?\s*)?that|excluding|save)\b[^.]{0,160}\bcompetitors?\b/iu;
const MERGER_FREE_BUT_TO_COMPETITOR = new RegExp(
  `^(?=[\\s\\S]*(?:${MERGER_NEEDS_NO_CONSENT.source}))(?=[\\s\\S]*${COMPETITOR_EXCEPTION.source})`,
  'iu',
);
/**
 * A sentence that only frees an assignment to a buyer or merged company from consent: an exception to the
 * assignment clause. It gives no right and has no consequence on a change of control (no termination, no notice,
 * no consent still needed from a competitor's buyer or for a change of control the sentence names), so it is not a
 * change of control clause.
 */
const ONLY_FREES_ASSIGNMENT_ON_MERGER = new RegExp(
  `^(?![\\s\\S]*\\b(?:terminat\\w*|notif\\w*|notice)\\b)(?![\\s\\S]*${COMPETITOR_EXCEPTION.source})(?![\\s\\S]*${TO_A_BUYER}[^.;]{0,80}\\b(?:requir\\w*|subject\\s+to|deemed|constitut\\w*|treated\\s+as)\\b)(?=[\\s\\S]*(?:${MERGER_NEEDS_NO_CONSENT.source}))`,
  'iu',
);

const ONLY_COMPETITOR_RESTRICTED =
  'A party may pass the agreement to a buyer or merged company without consent; only a transfer to a competitor of the other party is restricted, and a sale does not by itself end the agreement.';
const COMPETITOR_CHANGE = 'Check that the competitor exception covers the owners you would not want to deal with.';

/**
 * A permission to assign without asking ("may assign … without consent", "may sell or assign … without your permission",
 * "may be assigned by Acme without the consent of …", "freely assignable").
 */
const FREE_TO_ASSIGN =
  /[\s\S]*?(?:\bmay\s+(?:freely\s+)?(?:\w+\s+(?:or|and|and\/or)\s+)?(?:assign|be\s+(?:freely\s+)?assigned)\b[^.]{0,120}\bwithout\b[^.]{0,40}\b(?:consent|approval|permission)\b|\b(?:freely|fully)\s+assignable\b)/iu;

/** A bar on passing the agreement on a sale or merger without consent (read after the freedoms above). */
const CONSENT_ON_CONTROL_CHANGE = new RegExp(
  String.raw`^(?=[\s\S]*\b(?:consent|approval)\b)(?=[\s\S]*\b(?:not|no|neither|without)\b)[\s\S]*${TO_A_BUYER}`,
  'iu',
);
const CONTROL_CHANGE_UNSTATED =
  'It names a sale or merger of a party, but this sentence gives no clear right to end the agreement or to refuse consent on one: check which party it names and what it lets the other do.';
const OTHER_SIDE_MAY_END = 'If your side is sold or changes control, the other side may end the agreement.';
const YOU_MAY_END = 'If the other side is sold or changes control, you may end the agreement.';
const OTHER_SIDE_CONSENTS =
  'The agreement may not pass to a buyer of your business, or in a merger, without the other side’s consent.';
const YOU_CONSENT = 'The agreement may not pass to a buyer of the other side, or in a merger, without your consent.';
const OWN_SALE_CHANGE =
  'If the right is the other side’s, ask for notice long enough to replace what it provides; if it is yours, no change is needed.';
const MERGER_CHANGE_KEPT = 'Keep a right to end the agreement if a competitor takes control of the other side.';
const NARROW_ENDING =
  'Ask that the other side may end the agreement only if a competitor of theirs takes control of yours.';

const MERGER_PASSES_ON =
  'The agreement may pass to a buyer or merged company without consent, so this clause gives no protection against a change of control of the other side.';
const MERGER_CHANGE =
  'If it matters who owns the other side, ask for a right to end the agreement if a competitor takes control of it.';

/**
 * The mechanism of a first right: a party must offer first ("shall first offer it to the Client"), or the holder
 * may match a third party's offer ("may match that offer"), or has the first chance to buy or negotiate.
 */
const OFFER_FIRST: readonly RegExp[] = [
  /\b(?:shall|will|must|agrees?\s+to)\s+(?:first\s+offer|offer\b[^.;]{0,80}\bfirst\b(?!\s+(?:class|quality|time)))/iu,
  /\b(?:right|option|entitled|may|elect\w*)\b[^.;]{0,40}\b(?:to\s+)?(?:match|meet|equal)\s+(?:the|such|that|any|an?)\s+(?:[\p{L}-]+\s+){0,2}?(?:offers?|bids?|proposals?|terms|price)\b/iu,
  /\bfirst\s+(?:right|option|opportunity)\s+to\s+(?:purchase|acquire|negotiate|buy|bid|match|license|distribute|make\s+an\s+offer)\b/iu,
];

/**
 * A sentence with no word of a first chance (first, offer, match, refusal, an option to, before selling): a Feedback clause or
 * any other the classifier finds likely has no offer-first or match-first mechanism.
 */
const NO_FIRST_CHANCE =
  /^(?![\s\S]*\b(?:first|offer\w*|match\w*|refus\w*|options?,?\s+(?:to|exercisable)|(?:before|prior\s+to)\s+(?:selling|offering|granting|licensing|transferring|entering))\b)/iu;

/**
 * A stock option for a counted number of shares ("option to purchase 40,000 Shares"), which vests or is
 * exercised; not where the sentence names a right of first refusal or offer, or a sale to a third party.
 */
const COUNTED_SHARE_OPTION =
  /^(?![\s\S]*\b(?:right\s+of\s+first|third\s+part(?:y|ies))\b)[\s\S]*\boptions?\s+to\s+(?:purchase|acquire|buy|subscribe\s+for)\s+(?:up\s+to\s+)?(?:an\s+aggregate\s+of\s+)?(?:[\p{L}-]+\s+)?\(?[\d,.]+\)?\s+(?:\p{L}+\s+){0,2}?shares\b/iu;

/**
 * Clauses on who the parties are and who else gains rights: assignment, change of control, third parties, first refusal. Patterns follow how such clauses are commonly drafted, never the wording of particular
 * documents.
 */
/**
 * A bar on reselling or passing on the service itself ("You may not transfer, rent, resell or commercially exploit the
 * Service"): how the service may be used, not a transfer of the agreement or of rights under it. Read only where the
 * sentence names no agreement, terms, rights, duties or licence, and lists the transfer among selling or renting.
 */
const SERVICE_NOT_RESOLD =
  /^(?![\s\S]*\b(?:agreements?|terms|contract|rights?|obligations?|duties|licen[cs]es?|interests?|assignments?)\b)(?=[\s\S]*\b(?:re-?sell|sell|rent|lease|lend|commercially\s+exploit)\b)[\s\S]*\b(?:transfer|assign)\b[^.;]{0,120}?\b(?:the|our|any|its|your|such)\s+(?:[\p{L}-]+\s+){0,2}?(?:services?|site|website|platform|software|api|apps?|applications?|products?|content|access|accounts?|materials)\b/iu;

export const PARTY_CLAUSE_RULES: readonly ClauseRule[] = withDenials([
  {
    id: 'assignment',
    cuad: 'Anti-Assignment',
    title: 'Assignment',
    category: 'Parties',
    patterns: [
      /\b(?:may|shall|will)\s+not\s+(?:be\s+)?(?:assign|assigned|transfer|transferred)\b/i,
      // Consent in any of its words: "without the prior approval of the other party".
      /\b(?:assign|transfer)\w*\b[^.]{0,160}\b(?:without|prior)\b[^.]{0,60}\b(?:consent|approval|permission)\b/i,
      /\bassignment\b[^.]{0,100}\b(?:null\s+and\s+)?void\b/i,
      /\bnot\s+(?:be\s+)?assignable\b/i,
      /\bmay\s+(?:freely\s+)?assign\b[^.]{0,120}\bwithout\b[^.]{0,40}\bconsent\b/i,
    ],
    exclusions: [SERVICE_NOT_RESOLD],
    risk: { provider: 'low', recipient: 'low' },
    adjustments: [
      {
        when: new RegExp(`^(?=[\\s\\S]*${TO_A_BUYER})(?:${FREE_TO_ASSIGN.source})`, 'iu'),
        effect: 'raise',
        note: 'A party may hand the agreement to a buyer or merged company without asking.',
        permission: true,
      },
      {
        when: new RegExp(`^(?![\\s\\S]*${TO_A_BUYER})(?:${FREE_TO_ASSIGN.source})`, 'iu'),
        effect: 'raise',
        note: 'One side may hand the agreement to someone else without asking.',
        permission: true,
      },
    ],
    asks: { provider: ['consent', 'mutual'], recipient: ['consent', 'mutual'] },
    meaning: 'This says whether a party may hand its rights and duties to someone else.',
    impact: {
      provider: 'It decides whether you could end up working for a party you did not choose.',
      recipient: 'It decides whether you could end up dealing with a party you did not choose.',
    },
    mutualImpact: 'It decides whether your side could end up bound to a party it did not choose.',
    whenOnlyReaderBarred:
      'It restricts your side alone: you may pass the agreement on only as it allows, while this sentence puts no such limit on the other side.',
    change: {
      provider:
        'Ask that neither side may assign without the other’s consent, except to a buyer of the whole business.',
      recipient:
        'Ask that neither side may assign without the other’s consent, except to a buyer of the whole business.',
    },
    legalBasis: 'Contract rights can usually be assigned unless the contract restricts it.',
    costToImplement: 'Low: a standard clause',
    riskIfDelayed: 'Without a restriction, the agreement may be transferred without notice.',
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
    exclusions: [ONLY_FREES_ASSIGNMENT_ON_MERGER],
    actRequired: true,
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'What happens to the agreement if one side is bought or merges with another company.',
    // Told only as far as the sentence goes: a right to react on a sale exists only where a wording above finds one.
    impact: { provider: CONTROL_CHANGE_UNSTATED, recipient: CONTROL_CHANGE_UNSTATED },
    // A sentence saying a change of control is NOT an assignment frees the party it names; it gives no one a right to react.
    impactFromSentence: controlChangeImpact,
    // A right to end the agreement is told first: a merger carve-out that also gives one is that right, not "no protection".
    impactWhenStated: [
      { when: ENDS_ON_CONTROL_CHANGE, impact: { provider: OTHER_SIDE_MAY_END, recipient: YOU_MAY_END } },
      {
        when: MERGER_FREE_BUT_TO_COMPETITOR,
        impact: { provider: ONLY_COMPETITOR_RESTRICTED, recipient: ONLY_COMPETITOR_RESTRICTED },
      },
      {
        when: MERGER_NEEDS_NO_CONSENT,
        impact: {
          provider: MERGER_PASSES_ON,
          recipient: MERGER_PASSES_ON,
        },
      },
      {
        when: CONTROL_CHANGE_IS_NO_ASSIGNMENT,
        impact: {
          provider:
            'A change of control of the party it names is not treated as an assignment: it needs no consent and does not by itself end the agreement.',
          recipient:
            'A change of control of the party it names is not treated as an assignment: it needs no consent and does not by itself end the agreement.',
        },
      },
      { when: CONSENT_ON_CONTROL_CHANGE, impact: { provider: OTHER_SIDE_CONSENTS, recipient: YOU_CONSENT } },
    ],
    change: {
      provider: 'Ask that a change of control allows assignment to the buyer without consent.',
      recipient: MERGER_CHANGE,
    },
    changeWhenStated: [
      { when: ENDS_ON_OWN_SALE, change: { provider: OWN_SALE_CHANGE, recipient: OWN_SALE_CHANGE } },
      { when: ENDS_ON_CONTROL_CHANGE, change: { provider: NARROW_ENDING, recipient: MERGER_CHANGE_KEPT } },
      { when: NOTIFIES_OF_SALE, change: { provider: MERGER_CHANGE, recipient: MERGER_CHANGE } },
      { when: MERGER_FREE_BUT_TO_COMPETITOR, change: { provider: COMPETITOR_CHANGE, recipient: COMPETITOR_CHANGE } },
      { when: ASSIGNS_ON_NOTICE, change: { provider: MERGER_CHANGE, recipient: MERGER_CHANGE } },
      {
        when: MERGER_NEEDS_NO_CONSENT,
        change: {
          provider: MERGER_CHANGE,
          recipient: MERGER_CHANGE,
        },
      },
      {
        when: CONTROL_CHANGE_IS_NO_ASSIGNMENT,
        change: {
          provider:
            'No change needed if the party it names is yours; if it is the other side, ask for a right to end the agreement if a competitor takes control of it.',
          recipient:
            'No change needed if the party it names is yours; if it is the other side, ask for a right to end the agreement if a competitor takes control of it.',
        },
      },
    ],
    legalBasis: 'Change-of-control clauses are enforced as written and often matter in company sales.',
    costToImplement: 'Low to moderate',
    riskIfDelayed: 'A later sale of either business will be governed by these terms.',
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
      new RegExp(`^(?![^.]*${OUTSIDER_EXCEPTION.source})[^.]*${SHUTS_OUTSIDERS_OUT.source}`, 'iu'),
      // A heading that lists the topic ("Counterparts; Third Party Beneficiaries.") over a sentence on another
      // subject: the sentence after it says nothing of who may enforce the agreement.
      /\bthird[-\s]party\s+beneficiar(?:y|ies)\s*\.\s+\p{Lu}(?![\s\S]*\b(?:beneficiar\w*|benefits?|enforce\w*|confer\w*|rights?|remed(?:y|ies))\b)/iu,
      // A beneficiary of other contracts or policies ("named as a third-party beneficiary of each subcontract",
      // "of the insurance policy") is a duty about those documents; it makes no outsider a beneficiary of this one.
      // "The contract" or "the Agreement" may be this one: only policies and subcontracts are told apart after "the".
      /\bbeneficiar(?:y|ies)\s+(?:of|to|under)\s+(?:(?:any|all|each|every|such|its|their)\s+(?:other\s+)?(?:[\p{L}-]+\s+){0,2}(?:contracts?|agreements?|subcontracts?|polic(?:y|ies)|instruments?)|the\s+(?:[\p{L}-]+\s+){0,2}(?:subcontracts?|polic(?:y|ies)))\b/iu,
      // A table of contents names the section; the section itself says what it grants.
      /\bbeneficiar\w*\s+\d+\s*(?:section\b|article\b|\d+(?:\.\d+)*\s+\p{Lu})|(?:\bsection\s+\d+(?:\.\d+)*\b[^.]{0,60}){3,}/iu,
    ],
    grants: true,
    risk: { provider: 'medium', recipient: 'low' },
    adjustments: [
      { when: SHUTS_OUTSIDERS_OUT, effect: 'lower', note: 'It shuts outsiders out, but for the exception it names.' },
    ],
    meaning: 'Someone who did not sign the agreement may still enforce it.',
    denied: {
      when: SHUTS_OUTSIDERS_OUT,
      meaning:
        'Only the parties may enforce the agreement: it gives no rights to anyone who did not sign it, apart from any exception it names.',
      impact: {
        provider: 'Only the parties can enforce the agreement, apart from any exception it names.',
        recipient: 'Only the parties can enforce the agreement, apart from any exception it names.',
      },
      change: {
        provider:
          'No change needed, unless someone outside the agreement (an affiliate, an indemnified person) should be able to enforce it.',
        recipient:
          'No change needed, unless someone outside the agreement (an affiliate, an indemnified person) should be able to enforce it.',
      },
    },
    impact: {
      provider: 'People outside the contract could bring claims against you under it.',
      recipient: 'Others connected to you can rely on the agreement.',
    },
    // Left after the exclusions, a sentence shutting outsiders out still names an exception: the denial is its finding.
    impactWhenStated: [
      {
        when: SHUTS_OUTSIDERS_OUT,
        impact: {
          provider: 'Only the parties can enforce the agreement, apart from the exception it names.',
          recipient: 'Only the parties can enforce the agreement, apart from the exception it names.',
        },
      },
    ],
    changeWhenStated: [
      {
        when: SHUTS_OUTSIDERS_OUT,
        change: {
          provider: 'Check that the exception names only the people meant to enforce it, and for which clauses.',
          recipient: 'Check that the exception names the people meant to benefit.',
        },
      },
    ],
    change: {
      provider: 'Name exactly who may enforce the agreement, and for which clauses.',
      recipient: 'Check that the people who should benefit are named.',
    },
    legalBasis: 'Third parties can enforce a contract when it clearly intends them to benefit.',
    costToImplement: 'Low',
    riskIfDelayed: 'Claims by outsiders become possible from signing.',
  },
  {
    id: 'first-refusal',
    cuad: 'Rofr/Rofo/Rofn',
    title: 'Right of first refusal',
    category: 'Parties',
    patterns: [
      /\bright\s+of\s+first\s+(?:refusal|offer|negotiation)\b/i,
      /\bon\s+the\s+same\s+(?:economic\s+)?terms\b[^.]{0,80}\boffered\b/i,
      ...OFFER_FIRST,
    ],
    // "The first Option to purchase 25,000 Shares" is the first of a series of stock options, not a first chance at a deal.
    exclusions: [COUNTED_SHARE_OPTION, NO_FIRST_CHANCE],
    grants: true,
    coversDealings: true,
    risk: { provider: 'medium', recipient: 'low' },
    meaning: 'One side must offer the other the first chance before dealing with anyone else.',
    denied: {
      meaning:
        'No one is given a first chance at a deal: the clause rules out a right of first refusal or first offer.',
      impact: {
        provider: 'You stay free to deal with others without first offering the deal here.',
        recipient: 'You get no first chance at the deal.',
      },
      change: {
        provider: 'No change needed: you stay free to deal with others.',
        recipient: 'If a first chance at the deal matters to you, ask for one.',
      },
    },
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
]);
