export type { ClauseRule, RiskAdjustment } from './clause-rule';

import { AFTER_TERMINATION, type ClauseRule, FOR_CAUSE, MUTUAL } from './clause-rule';
import { COMMERCIAL_CLAUSE_RULES } from './commercial-clause-rules';
import { EVERYDAY_CLAUSE_RULES } from './everyday-clause-rules';
import { placeOfLaw } from './governing-law';
import { AS_IS_DISCLAIMER } from './legal-glossary';
import { indemnitySide } from './obligor-side';

const ARBITRATION = /\barbitrat(?:e|ion|or)\b/i;
const JURY_WAIVER =
  /\bwaive\w*\b[^.]{0,80}\b(?:jury\s+trial|trial\s+by\s+jury|right\s+(?:of|to)\s+(?:a\s+)?(?:trial\s+by\s+)?jury)\b/i;

const CORE_CLAUSE_RULES: readonly ClauseRule[] = [
  {
    id: 'governing-law',
    cuad: 'Governing Law',
    title: 'Governing law',
    category: 'Disputes and jurisdiction',
    patterns: [
      /\bgoverned\b[^.]{0,40}\bby\b[^.]{0,100}\blaws?\b/i,
      /\b(?:construed|interpreted|enforced)\b[^.]{0,120}\b(?:in\s+accordance\s+with|under)\b[^.]{0,40}\blaws?\s+of\b/i,
      /\bgoverning\s+law\b[^.]{0,80}\blaws?\s+of\b/i,
      /\blaws?\s+of\b[^.]{0,80}\bshall\s+govern\b/i,
      /\bmade\s+under\b[^.]{0,80}\blaws?\s+of\b/i,
      /\b(?:governed\s+by|subject\s+to(?:\s+the\s+application\s+of)?|under)\s+(?:the\s+)?(?:English|Italian|German|French|Swiss|Dutch|Spanish|Irish|Israeli|Japanese|Chinese|Indian|Swedish|Belgian|Austrian|Scottish)\s+law\b/i,
    ],
    risk: { provider: 'low', recipient: 'low' },
    meaning: 'This says which place’s law decides what the contract means.',
    impact: {
      provider: 'If that is not where you are, a dispute may need lawyers from that jurisdiction.',
      recipient: 'If that is not where you are, a dispute may need lawyers from that jurisdiction.',
    },
    change: {
      provider: 'Ask for the law of the place where you do the work, or where you are based.',
      recipient: 'Ask for the law of the place where you are based.',
    },
    legalBasis: 'Courts generally respect a governing-law choice the parties made in writing.',
    value: (sentence) => placeOfLaw(sentence)?.place,
    detail: (sentence) => {
      const place = placeOfLaw(sentence)?.place;
      return place ? `The agreement is governed by the laws of ${place}.` : undefined;
    },
    costToImplement: 'Low: a one-line change while negotiating',
    riskIfDelayed: 'After signing, the choice of law binds both parties.',
    whenMissing: {
      risk: { provider: 'low', recipient: 'low' },
      finding: 'No governing-law clause was found, so which law applies could itself become a dispute.',
      change: 'Add a clause naming the law that governs the agreement.',
    },
  },
  {
    id: 'termination',
    title: 'Termination rights',
    category: 'Term and termination',
    patterns: [
      /\bterminat(?:e|es|ed|ion)\b[^.]{0,160}\b(?:at\s+any\s+time|for\s+(?:any|no)\s+reason|without\s+cause|for\s+convenience|with\s+or\s+without\s+cause|upon\s+(?:\w+\s+){0,3}\(?\d*\)?\s*days?['’]?\s+(?:prior\s+)?(?:written\s+)?notice)/i,
      /\b(?:at\s+any\s+time|for\s+convenience|without\s+cause)\b[^.]{0,80}\bterminat(?:e|ion)\b/i,
      /\bemployment\s+(?:is|shall\s+be|will\s+be)\s+["“]?at[-\s]will\b/i,
      /\b(?:may|shall\s+have\s+the\s+right\s+to)\s+terminate\s+this\s+(?:agreement|contract|lease)\b/i,
    ],
    exclusions: [AFTER_TERMINATION],
    yieldsTo: ['termination-for-convenience'],
    risk: {
      provider: 'medium',
      recipient: 'low',
      overrides: { tenant: 'medium' },
    },
    adjustments: [
      MUTUAL,
      {
        when: FOR_CAUSE,
        effect: 'lower',
        note: 'It allows ending the agreement only for cause: a failure the other side has not remedied in time.',
      },
      {
        when: /\bat\s+any\s+time\b|\bwithout\s+cause\b|\bfor\s+convenience\b|\bfor\s+any\s+reason\b|\bat[-\s]will\b/i,
        effect: 'raise',
        note: 'It allows ending the agreement without any fault, at short notice.',
        sides: ['provider'],
      },
    ],
    meaning: 'This sets out when and how the agreement can be ended.',
    impact: {
      provider: 'An early end cuts off the income or work you were counting on.',
      recipient: 'An early end can leave you without the service or property you rely on.',
    },
    change: {
      provider:
        'Ask for a longer notice period, payment for work already done, and a fee if the other side ends it without cause.',
      recipient: 'Make sure you can also end the agreement for convenience, with reasonable notice.',
    },
    changeWhenStated: [
      {
        when: FOR_CAUSE,
        change: {
          provider: 'Make sure you get written notice of any failure and a fair period to remedy it before the end.',
          recipient:
            'Check the period to remedy a failure is short enough to protect you, and that you may end it too.',
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
    exclusions: [/\bshall\s+not\s+(?:be\s+)?(?:automatically\s+)?renew/i],
    risk: { provider: 'low', recipient: 'medium', overrides: { employer: 'low' } },
    adjustments: [
      {
        when: /\b(?:sixty|ninety|one\s+hundred|six\s+months|\(?(?:6\d|[7-9]\d|1\d\d)\)?\s*days)\b/i,
        effect: 'raise',
        note: 'Cancelling needs a long notice period before the renewal date.',
        sides: ['recipient'],
      },
    ],
    meaning: 'The agreement renews itself at the end of each term unless someone cancels in time.',
    impact: {
      provider: 'It keeps the work coming, but you stay bound to the same terms too.',
      recipient: 'You keep paying for another term if you miss the cancellation window.',
    },
    change: {
      provider: 'Make sure renewal lets you update prices and terms.',
      recipient:
        'Ask for a reminder before renewal and a short cancellation notice period, or renewal only by agreement.',
    },
    legalBasis: 'Automatic renewal clauses are generally enforceable; some places require notice before renewal.',
    costToImplement: 'Low: a wording change to the term clause',
    riskIfDelayed: 'Missing the cancellation window commits you to a full new term.',
  },
  {
    id: 'limitation-of-liability',
    cuad: 'Cap On Liability',
    title: 'Limitation of liability',
    category: 'Liability',
    patterns: [
      /\b(?:shall|will)\s+not\s+be\s+liable\b[^.]{0,160}\b(?:indirect|consequential|special|incidental|punitive|lost\s+profits?)\b/i,
      /\bin\s+no\s+event\s+(?:shall|will)\b[^.]{0,200}\bliab(?:le|ility)\b/i,
      /\b(?:aggregate|total|maximum|entire)\s+liability\b[^.]{0,200}\b(?:exceed|limited\s+to|not\s+to\s+exceed)\b/i,
      /\bliability\b[^.]{0,160}\b(?:shall\s+be|will\s+be|is)\s+limited\s+to\b/i,
      /\bneither\s+party\s+(?:shall|will)\s+be\s+(?:liable|entitled\s+to\s+recover)\b[^.]{0,160}\b(?:indirect|consequential|special|incidental|punitive)\b/i,
      /\b(?:not|no)\s+have\s+(?:any\s+)?liability\s+for\b/i,
      /\blimitation\s+of\s+liability\b[^.]{0,200}\b(?:exceed|limited|liable)\b/i,
    ],
    risk: { provider: 'low', recipient: 'medium' },
    adjustments: [MUTUAL],
    meaning: 'This caps how much one side can claim from the other if something goes wrong.',
    impact: {
      provider: 'It protects you: your exposure is capped.',
      recipient: 'If the other side causes you a loss, you may recover only part of it.',
    },
    change: {
      provider: 'Keep the cap, and make sure it covers every claim against you.',
      recipient: 'Ask for a higher cap, and for exceptions for gross negligence, data breaches and confidentiality.',
    },
    legalBasis:
      'Liability caps are commonly enforced between businesses, but usually not for fraud or deliberate wrongdoing.',
    costToImplement: 'Moderate: caps are negotiated, sometimes against price',
    riskIfDelayed: 'After signing, the cap limits what you can recover for any loss.',
    whenMissing: {
      risk: { provider: 'medium', recipient: 'low' },
      finding: 'No limitation of liability was found, so nothing caps what either side could be asked to pay.',
      change: 'Add a cap on each party’s total liability, for example the fees paid in the last 12 months.',
    },
  },
  {
    id: 'uncapped-liability',
    cuad: 'Uncapped Liability',
    title: 'Uncapped liability',
    category: 'Liability',
    patterns: [
      /\bunlimited\s+liability\b/i,
      /\bliab(?:le|ility)\b[^.]{0,120}\bwithout\s+limit\b(?!ation)/i,
      /\bliab(?:le|ility)\b[^.]{0,120}\bwithout\s+(?:any\s+)?limitation\s+(?:of|on|as\s+to)\s+(?:amount|liability)\b/i,
      /\bfull\s+responsibility,?\s+without\s+limit\b/i,
      /\bliability\b[^.]{0,80}\bshall\s+not\s+be\s+(?:limited|capped)\b/i,
      /\b(?:limitations?|exclusions?)\s+(?:of|on)\s+liability\b[^.]{0,120}\bshall\s+not\s+apply\b/i,
      /\bexcept\b[^.]{0,300}\bin\s+no\s+event\b[^.]{0,120}\bliab(?:le|ility)\b/i,
      /\b(?:limitations?|exclusions?)\b[^.]{0,80}\bshall\s+not\s+(?:apply\s+to|limit)\b[^.]{0,120}\b(?:indemnif\w*|breach|gross\s+negligence|willful|wilful)\b/i,
    ],
    risk: { provider: 'high', recipient: 'low', overrides: { landlord: 'medium' } },
    adjustments: [{ ...MUTUAL, effect: 'raise', note: 'Both sides carry it.', sides: ['recipient'] }],
    meaning: 'Some claims are not capped at all: the liable party may have to pay the full loss.',
    impact: {
      provider: 'A single claim could cost far more than the contract is worth to you.',
      recipient: 'It lets you recover the full loss in those cases.',
    },
    change: {
      provider: 'Limit the uncapped cases to fraud and wilful misconduct, and cap everything else.',
      recipient: 'Keep the uncapped cases that protect you, such as confidentiality and data breaches.',
    },
    legalBasis: 'Without a cap, damages are limited only by what the law allows for the breach.',
    costToImplement: 'Moderate: needs agreement on which claims stay uncapped',
    riskIfDelayed: 'Once signed, the uncapped exposure runs for the whole term and often beyond.',
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    category: 'Liability',
    patterns: [/\bindemnif(?:y|ies|ied|ication)\b/i, /\bhold\s+(?:\w+\s+){0,4}harmless\b/i],
    exclusions: [
      /\bindemnif(?:y|ication)\s+(?:obligations?\s+)?(?:under|pursuant\s+to|set\s+forth\s+in)\s+(?:section|article|paragraph)\b/i,
    ],
    risk: { provider: 'high', recipient: 'low', overrides: { landlord: 'low', tenant: 'high', employee: 'medium' } },
    obligor: indemnitySide,
    adjustments: [
      MUTUAL,
      {
        when: /\bany\s+and\s+all\b|\bwhether\s+or\s+not\b|\bregardless\s+of\b/i,
        effect: 'raise',
        note: 'It is drafted very broadly.',
      },
      {
        when: /\bwithout\s+limit(?:ation)?\s+(?:as\s+to|of|on)\s+amount\b|\bunlimited\b|\bnot\s+(?:be\s+)?subject\s+to\s+(?:any|the)\s+(?:limitation|cap)\b/i,
        effect: 'raise',
        note: 'It has no cap.',
      },
    ],
    meaning: 'One side promises to cover the other’s losses and legal costs from certain claims.',
    impact: {
      provider: 'You may have to pay for claims made against the other side, including their legal costs.',
      recipient: 'It shifts the cost of certain claims away from you.',
    },
    change: {
      provider: 'Make it mutual, limit it to claims caused by your own fault, and put it under the liability cap.',
      recipient: 'Make sure it covers third-party claims caused by the other side, including IP infringement.',
    },
    changeWhenStated: [
      {
        // Already mutual: asking for it again would be advice the clause has answered.
        when: MUTUAL.when,
        change: {
          provider: 'Limit your side of it to claims caused by your own fault, and put it under the liability cap.',
          recipient:
            'Make sure the other side’s promise covers third-party claims it causes, including IP infringement.',
        },
      },
    ],
    legalBasis: 'Indemnities are enforced as written and can go beyond ordinary damages for breach.',
    costToImplement: 'Moderate: scope and caps of indemnities are commonly negotiated',
    riskIfDelayed: 'An indemnity you sign can be called on for claims long after the work is done.',
  },
  {
    id: 'non-compete',
    cuad: 'Non-Compete',
    title: 'Non-compete',
    category: 'Restrictive covenants',
    patterns: [
      /\bnon-?compet(?:e|ition)\b/i,
      /\bnot\s+(?:to\s+)?compete\b/i,
      /\bcovenant\s+not\s+to\s+compete\b/i,
      /\b(?:shall|will|agrees?\s+to)\s+not\b[^.]{0,80}\b(?:engage\s+in|be\s+employed\s+by|own,?\s+manage)\b[^.]{0,160}\b(?:compet\w*|similar\s+business|same\s+business)\b/i,
      /\bcompeting\s+(?:business|products?|services)\b[^.]{0,120}\b(?:shall|will)\s+not\b/i,
      /\b(?:shall|will)\s+not\b[^.]{0,120}\bcompeting\s+(?:business|products?|services)\b/i,
    ],
    exclusions: [/\b(?:shall|will)\s+not\s+(?:prevent|restrict|preclude|limit|prohibit)\b/i],
    risk: {
      provider: 'high',
      recipient: 'low',
      overrides: { seller: 'medium', landlord: 'low', tenant: 'medium' },
    },
    adjustments: [
      {
        when: /\b(?:two|three|four|five|\(?[2-9]\)?)\s*(?:\(\d\)\s*)?years?\b[^.]{0,80}\b(?:after|following)\b|\bworldwide\b|\banywhere\s+in\s+the\s+world\b/i,
        effect: 'raise',
        note: 'It lasts a long time after the agreement ends or covers a very wide area.',
        sides: ['provider'],
      },
    ],
    meaning: 'This stops one side from working for or becoming a competitor for a period.',
    impact: {
      provider: 'It can stop you from earning a living in your field after the agreement ends.',
      recipient: 'It protects your business from the other side competing with you.',
    },
    change: {
      provider:
        'Narrow it to direct competitors, a short period (six to twelve months), a limited area, and ask for pay during it.',
      recipient: 'Keep it narrow enough to be enforceable: limited time, area and activity.',
    },
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
    legalBasis: 'Non-solicitation covenants are more often enforced than non-competes when reasonable in scope.',
    costToImplement: 'Low: usually negotiable',
    riskIfDelayed: 'After signing, breaking it can lead to a damages claim.',
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality',
    category: 'Information',
    patterns: [
      /\bconfidential\s+information\b/i,
      /\b(?:keep|hold|treat|maintain)\b[^.]{0,60}\b(?:in\s+)?(?:strict\s+)?confiden(?:ce|tial)\b/i,
      /\bnon-?disclosure\b/i,
      /\b(?:shall|will)\s+not\s+disclose\b/i,
    ],
    risk: { provider: 'low', recipient: 'low' },
    adjustments: [
      {
        when: /\bin\s+perpetuity\b|\bperpetual(?:ly)?\b|\bindefinitely\b|\bno\s+time\s+limit\b/i,
        effect: 'raise',
        note: 'The duty never ends.',
      },
    ],
    meaning: 'This requires keeping the other side’s information secret.',
    impact: {
      provider: 'You must protect their information, and a slip could be a breach of contract.',
      recipient: 'It protects what you share with the other side.',
    },
    change: {
      provider: 'Make sure it excludes information that is public or that you already knew, and has an end date.',
      recipient: 'Make sure it covers everything you will share and survives the end of the agreement.',
    },
    legalBasis: 'Confidentiality duties are routinely enforced, including by court orders to stop disclosure.',
    costToImplement: 'Low: standard wording is widely available',
    riskIfDelayed: 'Information shared before the terms are settled may be unprotected.',
  },
  {
    id: 'assignment',
    cuad: 'Anti-Assignment',
    title: 'Assignment',
    category: 'Parties',
    patterns: [
      /\b(?:may|shall|will)\s+not\s+(?:be\s+)?(?:assign|assigned|transfer|transferred)\b/i,
      /\b(?:assign|transfer)\w*\b[^.]{0,160}\b(?:without|prior)\b[^.]{0,60}\bconsent\b/i,
      /\bassignment\b[^.]{0,100}\b(?:null\s+and\s+)?void\b/i,
      /\bnot\s+(?:be\s+)?assignable\b/i,
      /\bmay\s+(?:freely\s+)?assign\b[^.]{0,120}\bwithout\b[^.]{0,40}\bconsent\b/i,
    ],
    risk: { provider: 'low', recipient: 'low' },
    adjustments: [
      {
        when: /\bmay\s+(?:freely\s+)?assign\b[^.]{0,120}\bwithout\b[^.]{0,40}\bconsent\b|\bfreely\s+assignable\b/i,
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
    id: 'payment-terms',
    title: 'Payment terms and late fees',
    category: 'Money',
    patterns: [
      /\b(?:payments?|invoices?|fees?|amounts?)\b[^.]{0,60}\b(?:due|payable)\b[^.]{0,80}\b(?:within|days|net|upon\s+receipt)\b/i,
      /\bwithin\s+(?:\w+\s+)?\(?\d+\)?\s+days\b[^.]{0,60}\b(?:receipt|date)\s+of\s+(?:the\s+|an\s+|such\s+)?invoice\b/i,
      /\bnet\s+\d{2}\b/i,
      /\blate\s+(?:payment|fee|charge)s?\b/i,
      /\binterest\b[^.]{0,80}\b(?:overdue|late|past[-\s]due|unpaid|outstanding)\b/i,
    ],
    risk: { provider: 'low', recipient: 'low' },
    adjustments: [
      {
        when: /\blate\s+(?:payment|fee|charge)s?\b|\binterest\b[^.]{0,80}\b(?:overdue|late|past[-\s]due|unpaid)\b/i,
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
    impact: {
      provider: 'It decides how quickly you get paid.',
      recipient: 'It decides when you must pay and what being late costs you.',
    },
    change: {
      provider: 'Ask for payment within 30 days, interest on late payments and the right to pause work when unpaid.',
      recipient: 'Ask for a grace period before late fees and a right to dispute an invoice in good faith.',
    },
    legalBasis: 'Agreed payment terms and reasonable late-payment interest are generally enforceable.',
    costToImplement: 'Low: payment terms are routinely negotiated',
    riskIfDelayed: 'Unfavourable payment terms affect cash flow from the first invoice.',
  },
  {
    id: 'warranty',
    title: 'Warranties and disclaimers',
    category: 'Quality',
    patterns: [
      /\b(?:provided|sold|licensed|delivered)\s+["“]?as\s+is\b/i,
      /\bdisclaim\w*\b[^.]{0,120}\bwarrant/i,
      /\bmerchantability\b|\bfitness\s+for\s+a\s+particular\s+purpose\b/i,
      /\bwarrants?\s+(?:and\s+represents?\s+)?that\b/i,
      /\bwarranty\s+period\b/i,
    ],
    exclusions: [
      // "each party warrants that the person signing is duly authorized" promises authority, not quality.
      /\bin\s+witness\s+whereof\b|\bwarrants?\b[^.]{0,160}\b(?:duly\s+authori[sz]ed|power\s+and\s+authority|authority\s+to\s+(?:enter|execute|sign|bind))\b/iu,
    ],
    risk: { provider: 'low', recipient: 'low' },
    adjustments: [
      {
        when: new RegExp(`${AS_IS_DISCLAIMER.source}|\\bdisclaim\\w*\\b|\\bwithout\\s+(?:any\\s+)?warrant`, 'i'),
        effect: 'raise',
        note: 'Quality promises are disclaimed.',
        sides: ['recipient'],
      },
    ],
    meaning: 'This sets what is promised about quality, and what is not.',
    impact: {
      provider: 'Every promise of quality you give can become a claim if it is not met.',
      recipient: 'It decides what you can do if what you get is faulty.',
    },
    change: {
      provider: 'Limit warranties to a fixed period and to repair, replacement or refund.',
      recipient: 'Ask for a clear warranty period and a remedy (repair, replacement or refund) if it fails.',
    },
    legalBasis: 'Written disclaimers of implied warranties are generally effective between businesses if conspicuous.',
    costToImplement: 'Low to moderate',
    riskIfDelayed: 'Once signed, you may have no remedy for defects that the warranty excludes.',
  },
  {
    id: 'dispute-resolution',
    title: 'Arbitration and dispute resolution',
    category: 'Disputes and jurisdiction',
    patterns: [
      ARBITRATION,
      /\bwaive\w*\b[^.]{0,60}\b(?:jury\s+trial|trial\s+by\s+jury)\b/i,
      /\bclass\s+action\b/i,
      /\bexclusive\s+jurisdiction\b/i,
    ],
    risk: {
      provider: 'low',
      recipient: 'low',
      overrides: { employee: 'medium', tenant: 'medium', client: 'medium' },
    },
    adjustments: [
      {
        when: /\bwaive\w*\b[^.]{0,60}\b(?:jury|class)\b|\bclass\s+action\s+waiver\b/i,
        effect: 'raise',
        note: 'It gives up a jury trial or class actions.',
      },
      MUTUAL,
    ],
    meaning: 'This decides where and how disputes are resolved.',
    impact: {
      provider: 'A dispute must be brought in the courts it names, which may be far from you and costly to reach.',
      recipient: 'A dispute must be brought in the courts it names, which may be far from you and costly to reach.',
    },
    impactWhenStated: [
      {
        when: ARBITRATION,
        impact: {
          provider: 'Arbitration is private and hard to appeal; its costs can be high for a small claim.',
          recipient: 'Arbitration is private and hard to appeal; its costs can be high for a small claim.',
        },
      },
      {
        // A waiver names no court: it only says who decides a dispute that reaches one.
        when: JURY_WAIVER,
        impact: {
          provider: 'A dispute that reaches a court is decided by a judge alone, without a jury.',
          recipient: 'A dispute that reaches a court is decided by a judge alone, without a jury.',
        },
      },
    ],
    change: {
      provider: 'Ask for courts near you, or for each side to be sued where it is based.',
      recipient: 'Ask for courts near you, or for each side to be sued where it is based.',
    },
    changeWhenStated: [
      {
        when: JURY_WAIVER,
        change: {
          provider: 'A jury waiver between businesses is common; accept it if a judge deciding alone suits you.',
          recipient: 'A jury waiver between businesses is common; accept it if a judge deciding alone suits you.',
        },
      },
      {
        when: ARBITRATION,
        change: {
          provider: 'Ask for a venue near you, shared arbitration costs, and a small-claims court option.',
          recipient: 'Ask for a venue near you, shared arbitration costs, and a small-claims court option.',
        },
      },
    ],
    legalBasis: 'Arbitration agreements are widely enforced; consumer and employment cases may have extra protections.',
    costToImplement: 'Low: a wording change',
    riskIfDelayed: 'Once signed, a dispute must follow this route.',
  },
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
];

export const CLAUSE_RULES: readonly ClauseRule[] = [
  ...CORE_CLAUSE_RULES,
  ...COMMERCIAL_CLAUSE_RULES,
  ...EVERYDAY_CLAUSE_RULES,
];
