import { NO_SOLICIT_EMPLOYEES, STAFF_NO_HIRE_WORDS } from './clause-operatives';
import { type ClauseRule, MUTUAL } from './clause-rule';
import { EXCLUSIVE_HELD_BY_OTHERS } from './exclusive-holder';
import { EXCLUSIVE_BENEFIT } from './other-acts';
import { DURING_TERM_ONLY } from './stated-period';

/** The non-compete's wording for a person it binds: a business bound is told in its own words (`business-restraint-advice.ts`). */
export const PERSONAL_NON_COMPETE_IMPACT =
  'It can stop you from earning a living in your field after the agreement ends.';
export const PERSONAL_NON_COMPETE_CHANGE =
  'Narrow it to direct competitors, a short period (six to twelve months), a limited area, and ask for pay during it.';
/** Its advice when it binds only while the agreement runs: there is no period after the end to shorten. */
export const PERSONAL_NON_COMPETE_TERM_CHANGE =
  'Narrow it to direct competitors and a limited area; as written it ends when the agreement ends.';
// A restraint that ends with the agreement is already limited in time.
const KEEP_TERM_LIMITED =
  'Keep it as it is on time: it already ends when the agreement ends, which helps it stay enforceable.';

/**
 * A compliance promise about whom a party employs at all (no debarred, excluded or convicted people, no
 * public officials): it keeps no one from recruiting the other side's staff or clients.
 */
const WHOM_NO_ONE_MAY_EMPLOY =
  /\b(?:debarred|convicted|felon(?:y|ies)|excluded\s+from|suspended\s+from|ineligible\s+(?:to|for)|(?:government|public)\s+officials?)\b/iu;

/**
 * A party's own exclusive agent or representative, named after it ("pay it to Licensor's exclusive agent,
 * Acme LLC,"): an outsider acting for that party, not exclusivity the parties give each other. Only when
 * the sentence appoints no one ("appoints X as its exclusive agent" is exclusivity).
 */
const SOMEONES_NAMED_AGENT =
  /^(?![^.]*\bappoint\w*\b)[^.]*\b\p{L}+['’]s?\s+exclusive\s+(?:agents?|representatives?|brokers?)\s*,\s*\p{Lu}/u;
/** Courts given exclusive jurisdiction ("submit to the exclusive jurisdiction of"), where nothing else is exclusive. */
const COURTS_ONLY_EXCLUSIVE = /^(?![^.]*\bexclusive(?:ly)?\b(?!\s+jurisdiction))[^.]*\b(?:jurisdiction|venue)\b/iu;

/**
 * A promise not to solicit staff that bars no hiring: "shall not solicit for hire any employee" (the "hire" is what
 * the approach is for), as against "shall not solicit or hire". "Induce … to leave the employ of" names the
 * job left (the noun "employ"), not a bar on employing. A section number ("C.", "4.2", "(b)") may open the sentence.
 */
const SOLICITING_ONLY =
  /^(?:\s*(?:\d+(?:\.\d+)*\.?|\(?[\p{L}\d]{1,3}[.)]|\([\p{L}\d]{1,4}\))\s+)?(?![^.]*(?<!\bfor\s+)(?<!\bto\s+)(?<!\b(?:the|its|their|his|her)\s+)\b(?:hire|hiring|employ|employing)\b)[^.]*\bsolicit/iu;

/**
 * A sentence denying a non-compete ("Neither party is subject to any non-compete obligation") or leaving a party
 * free to compete ("shall not be restricted from engaging in any competing business"): the opposite of a restraint.
 */
const FREE_TO_COMPETE: readonly RegExp[] = [
  /\b(?:no|not|neither|nor|nothing|never|without)\b(?:\s+[\p{L}’'-]+){0,6}?\s+(?:non-?compet\w*|covenants?\s+not\s+to\s+compete)\b/iu,
  /\bnot\s+be\s+(?:restricted|prevented|precluded|prohibited|limited|restrained|barred)\s+from\s+(?:[\p{L}’'-]+\s+){0,4}?(?:compet\w*|(?:engaging|participating)\s+in\s+(?:any\s+)?(?:competing|similar|other)\b)/iu,
];

/**
 * A negation of exclusive status ("Neither party shall be deemed an exclusive distributor", "is not appointed as an
 * exclusive agent"): no one is bound to deal only with the other. A promise not to appoint or grant to anyone else
 * on exclusive terms ("shall not appoint any other exclusive distributor") is the exclusivity, and is kept.
 */
const EXCLUSIVE_STATUS_DENIED =
  /\b(?:not|no|neither|nor|never|nothing)\b(?:\s+(?!(?:appoint|grant|sell|purchase|buy|licen[cs]e|supply|distribute|market|promote|enter|use|engage|obtain|source)(?:s|ing)?\b)[\p{L}’'-]+){0,6}?\s+exclusive\b/iu;

/**
 * Clauses that restrict what a side may do: compete, solicit, deal elsewhere, speak ill. Patterns follow how such clauses are commonly drafted, never the wording of particular
 * documents.
 */
export const RESTRICTIVE_COVENANT_RULES: readonly ClauseRule[] = [
  {
    id: 'non-compete',
    cuad: 'Non-Compete',
    title: 'Non-compete',
    category: 'Restrictive covenants',
    patterns: [
      /\bnon-?compet(?:e|ition)\b/i,
      // "may or may not compete", "whether or not they compete": either way, so no restraint.
      /(?<!\bor\s+(?:(?:may|might|does|do|will)\s+)?)\bnot\s+(?:to\s+)?compete\b/i,
      /\bcovenant\s+not\s+to\s+compete\b/i,
      /\b(?:shall|will|agrees?\s+to)\s+not\b[^.]{0,80}\b(?:engage\s+in|be\s+employed\s+by|own,?\s+manage)\b[^.]{0,160}\b(?:compet\w*|similar\s+business|same\s+business)\b/i,
      /\bcompeting\s+(?:business|products?|services)\b[^.]{0,120}\b(?:shall|will)\s+not\b/i,
      /\b(?:shall|will)\s+not\b[^.]{0,120}\bcompeting\s+(?:business|products?|services)\b/i,
    ],
    exclusions: [
      /\b(?:shall|will|does|do)\s+not\s+(?:prevent|restrict|preclude|limit|prohibit)\b/i,
      ...FREE_TO_COMPETE,
      // What another document (a lease, a settlement) may or does contain is no restraint of this agreement.
      /\b(?:contain|contains|containing|include|includes|including)\s+(?:a|an|any|no)\s+(?:covenant[-\s]+)?(?:non-?compet\w*|covenant\s+not\s+to\s+compete)/i,
    ],
    risk: {
      provider: 'high',
      recipient: 'low',
      overrides: { seller: 'medium', landlord: 'low', tenant: 'medium' },
    },
    adjustments: [
      // Told apart: a restraint during the term may be worldwide without lasting after the end.
      {
        when: /\b(?:two|three|four|five|\(?[2-9]\)?)\s*(?:\(\d\)\s*)?years?\b[^.]{0,80}\b(?:after|following)\b/i,
        effect: 'raise',
        note: 'It lasts a long time after the agreement ends.',
        sides: ['provider'],
      },
      {
        when: /\bworldwide\b|\banywhere\s+in\s+the\s+world\b/i,
        effect: 'raise',
        note: 'It covers a very wide area.',
        sides: ['provider'],
      },
    ],
    meaning: 'This stops one side from working for or becoming a competitor for a period.',
    impact: {
      provider: PERSONAL_NON_COMPETE_IMPACT,
      recipient: 'It protects your business from the other side competing with you.',
    },
    change: {
      provider: PERSONAL_NON_COMPETE_CHANGE,
      recipient: 'Keep it narrow enough to be enforceable: limited time, area and activity.',
    },
    changeWhenStated: [
      {
        when: DURING_TERM_ONLY,
        change: {
          provider: PERSONAL_NON_COMPETE_TERM_CHANGE,
          recipient:
            'Keep it narrow enough to be enforceable in area and activity; it already ends when the agreement ends.',
        },
      },
    ],
    legalBasis:
      'Many jurisdictions enforce non-competes only when reasonable in time, area and scope, and some ban them for employees.',
    costToImplement: 'Low to moderate: scope and duration are usually negotiable',
    riskIfDelayed: 'After signing, breaking it can lead to an injunction or a damages claim.',
  },
  {
    id: 'non-solicitation',
    title: 'Non-solicitation',
    category: 'Restrictive covenants',
    patterns: [
      /\bnon-?solicit(?:ation)?\b/i,
      /\b(?:shall|will)\s+not\b[^.]{0,100}\b(?:solicit|hire|employ|recruit|entice)\b[^.]{0,120}\b(?:employees?|customers?|clients?|personnel|staff)\b/i,
    ],
    exclusions: [WHOM_NO_ONE_MAY_EMPLOY],
    risk: { provider: 'medium', recipient: 'low', overrides: { landlord: 'low', seller: 'low' } },
    adjustments: [MUTUAL],
    meaning: 'This stops one side from approaching the other’s clients or staff.',
    impact: {
      provider: 'It can limit who you may work with or hire after the agreement ends.',
      recipient: 'It protects your clients and staff from being poached.',
    },
    change: {
      provider: 'Limit it to people you actually dealt with, for a short period, and exclude general job adverts.',
      recipient: 'Keep it limited in time so that it stays enforceable.',
    },
    changeWhenStated: [
      {
        when: DURING_TERM_ONLY,
        change: {
          provider:
            'Limit it to people you actually dealt with and exclude general job adverts; as written it ends when the agreement ends.',
          recipient: KEEP_TERM_LIMITED,
        },
      },
    ],
    legalBasis: 'Non-solicitation covenants are more often enforced than non-competes when reasonable in scope.',
    costToImplement: 'Low: usually negotiable',
    riskIfDelayed: 'After signing, breaking it can lead to a damages claim.',
  },
  {
    id: 'exclusivity',
    cuad: 'Exclusivity',
    title: 'Exclusivity',
    category: 'Restrictive covenants',
    patterns: [
      // "For the sole and exclusive benefit of" names who may enforce the contract, not whom one may deal with.
      /\bexclusive\s+(?:(?!and\b|or\b|remed|liabilit|benefit)[\w-]+\s+){0,3}(?:distribut\w*|dealers?|suppliers?|resellers?|agents?|representatives?|providers?|partners?|sponsors?|source|licen[cs]e(?:s|e|es)?|right\s+to\s+(?:sell|distribute|market|manufacture|supply|use))\b/i,
      // Promising to deal with no one but the other side: "from any person other than Cisco", "to anyone other than Company".
      /\bnot\b[^.]{0,80}\b(?:purchase|buy|obtain|source|sell|grant|licen[cs]e|appoint|supply)\b[^.]{0,160}\b(?:anyone|any\s+(?:other\s+)?(?:person|entity|party|company|one|third\s+party)(?:\s+or\s+entity)?)\s+other\s+than\b/i,
      /\b(?:neither|not)\b[^.]{0,80}\b(?:sell|market|promote|distribute)\b[^.]{0,120}\bproducts?\s*\(?\s*other\s+than\s+(?:the\s+)?products\b/i,
      /\bon\s+an\s+exclusive\s+basis\b/i,
      /\b(?:shall|will)\s+not\b[^.]{0,80}\b(?:purchase|buy|obtain|source|enter\s+into|appoint|sell)\b[^.]{0,100}\b(?:from|with|to)\s+any\s+(?:other|third)\b/i,
      /\bsole\s+and\s+exclusive\s+(?:supplier|distributor|provider|source)\b/i,
      // A requirements contract: buying or supplying all of a party's requirements ("purchase all of its
      // requirements of packaging", "supply 100% of Buyer's requirements"); "comply with all of its requirements" is none.
      /\b(?:purchas\w*|buy(?:s|ing)?|obtain\w*|source[sd]?|sourcing|order(?:s|ed|ing)?|procur\w*|suppl(?:y|ies|ied|ying)|sell(?:s|ing)?|fill(?:s|ed|ing)?)\b[^.;]{0,80}?\b(?:all|100\s?%|one\s+hundred\s+percent(?:\s+\(100\s?%\))?)\s+of\s+(?:its|their|your|our|the\s+[\p{L}-]+['’]s?|\p{Lu}[\p{L}-]*['’]s?)\s+(?:[\p{L}-]+\s+){0,2}?requirements\b/iu,
      // The kind of deal must be named: a bare "any other agreement" is an entire-agreement or no-commitment clause.
      /\b(?:shall|will)\s+not\b[^.]{0,60}\benter\s+into\s+any\s+other\s+(?:\w+\s+){1,2}agreements?\b/i,
      /\b(?:licensed|granted|appointed)\b[^.]{0,60}\bexclusively\b|\bexclusively\s+(?:licensed|granted|appointed)\b/i,
    ],
    exclusions: [
      // "non- exclusive": a hyphen a line break left before a space.
      /\bnon-?\s?exclusive\b/i,
      EXCLUSIVE_STATUS_DENIED,
      SOMEONES_NAMED_AGENT,
      COURTS_ONLY_EXCLUSIVE,
      EXCLUSIVE_HELD_BY_OTHERS,
    ],
    otherActs: [EXCLUSIVE_BENEFIT],
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
    whenHeld: {
      byReader: {
        impact: 'The exclusivity is yours: the other side may not give the same rights to anyone else in its scope.',
        change:
          'No change needed on this point: the exclusivity is yours. Check what you must do to keep it (targets, minimums).',
      },
      byOther: {
        impact: 'The other side holds the exclusivity: you may not give the same rights to anyone else in its scope.',
        change: 'Limit the exclusivity in time, area and products, and tie it to targets the other side must meet.',
      },
    },
    costToImplement: 'Moderate: exclusivity is usually traded for volume or price',
    riskIfDelayed: 'Once signed, other opportunities in the covered area are closed.',
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
      // "Neither party shall disparage the other", "No party will disparage": the negation is in the subject.
      /\b(?:neither|no)\s+(?:of\s+the\s+)?part(?:y|ies)\s+(?:shall|will|may)\s+(?:\w+\s+){0,3}disparage\b/i,
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
    exclusions: [WHOM_NO_ONE_MAY_EMPLOY],
    risk: { provider: 'medium', recipient: 'low', overrides: { landlord: 'low', seller: 'low' } },
    adjustments: [MUTUAL],
    operative: STAFF_NO_HIRE_WORDS,
    actRequired: true,
    meaning: 'One side may not recruit the other’s staff.',
    impact: {
      provider: 'You may not hire people you worked with, for a period.',
      recipient: 'Your staff are protected from being poached.',
    },
    impactWhenStated: [
      {
        // "shall not solicit for employment" bars approaching the staff; hiring one who applies unasked is another promise.
        when: SOLICITING_ONLY,
        impact: {
          provider: 'You may not approach the other side’s staff to recruit them, for a period.',
          recipient: 'The other side may not approach your staff to recruit them, for a period.',
        },
      },
    ],
    change: {
      provider: 'Exclude general job adverts and limit it to people you worked with, for a short period.',
      recipient: 'Keep it limited in time so that it stays enforceable.',
    },
    changeWhenStated: [
      {
        when: DURING_TERM_ONLY,
        change: {
          provider:
            'Exclude general job adverts and limit it to people you worked with; as written it ends when the agreement ends.',
          recipient: KEEP_TERM_LIMITED,
        },
      },
    ],
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
    changeWhenStated: [
      {
        when: DURING_TERM_ONLY,
        change: {
          provider: 'Limit it to customers you dealt with; as written it ends when the agreement ends.',
          recipient: KEEP_TERM_LIMITED,
        },
      },
    ],
    legalBasis: 'Customer non-solicitation clauses are commonly enforced when reasonable.',
    costToImplement: 'Low',
    riskIfDelayed: 'The restriction applies from signing.',
  },
];
