import type { Sentence } from '../../text/sentences';

/** What sort of agreement the document is, read from its title. */
export interface ContractKind {
  /** The title as written in the document, when one was found. */
  title?: string;
  /** A short name for the kind ("employment agreement"), or a neutral one when unknown. */
  label: string;
  /** The clauses that usually matter most in this kind of agreement. */
  keyClauses: readonly string[];
  /**
   * The document amends or adds to an earlier agreement: it changes some terms and leaves the rest
   * as they were, so a clause it does not mention is not missing.
   */
  amends: boolean;
}

interface KindDefinition {
  pattern: RegExp;
  label: string;
  keyClauses: readonly string[];
}

const KINDS: readonly KindDefinition[] = [
  {
    pattern: /\bemploy(?:ment|ee)\b|\boffer\s+letter\b/i,
    label: 'employment agreement',
    keyClauses: ['termination', 'non-compete', 'non-solicitation', 'confidentiality', 'ip-assignment'],
  },
  {
    pattern: /\blease\b|\btenancy\b|\brental\b/i,
    label: 'lease',
    keyClauses: ['termination', 'auto-renewal', 'payment-terms', 'indemnification', 'assignment'],
  },
  {
    pattern: /\bnon-?disclosure\b|\bconfidentiality\b|\bnda\b/i,
    label: 'confidentiality agreement',
    keyClauses: ['confidentiality', 'non-solicitation', 'governing-law', 'termination'],
  },
  {
    pattern: /\bconsult\w*\b|\bservices?\b|\bfreelance\b|\bmaintenance\b|\boperation\b|\bdevelopment\b/i,
    label: 'services agreement',
    keyClauses: ['payment-terms', 'ip-assignment', 'limitation-of-liability', 'indemnification', 'termination'],
  },
  {
    pattern: /\bdistribut\w*\b|\breseller\b|\bagency\b|\baffiliate\b|\bfranchise\b/i,
    label: 'distribution agreement',
    keyClauses: ['termination', 'non-compete', 'payment-terms', 'limitation-of-liability', 'assignment'],
  },
  {
    pattern: /\blicen[cs]\w*\b|\btrademark\b|\bintellectual\s+property\b/i,
    label: 'licence agreement',
    keyClauses: ['ip-assignment', 'termination', 'limitation-of-liability', 'warranty', 'assignment'],
  },
  {
    pattern: /\bsupply\b|\bpurchase\b|\bsale\b|\bmanufactur\w*\b/i,
    label: 'supply agreement',
    keyClauses: ['warranty', 'payment-terms', 'limitation-of-liability', 'indemnification', 'termination'],
  },
  {
    pattern: /\bpartnership\b|\bjoint\s+venture\b|\bcollaboration\b|\balliance\b|\bco-?branding\b/i,
    label: 'partnership agreement',
    keyClauses: ['ip-assignment', 'confidentiality', 'termination', 'non-compete', 'dispute-resolution'],
  },
  {
    pattern: /\bsponsorship\b|\bendorsement\b|\bmarketing\b|\bpromotion\b/i,
    label: 'marketing agreement',
    keyClauses: ['payment-terms', 'ip-assignment', 'termination', 'non-compete', 'indemnification'],
  },
];

const GENERAL_KEY_CLAUSES = [
  'termination',
  'limitation-of-liability',
  'indemnification',
  'payment-terms',
  'governing-law',
];
const TITLE = /\b(?:[\p{Lu}][\p{L}-]*\s+){0,5}(?:AGREEMENT|Agreement|CONTRACT|Contract|LEASE|Lease|LETTER|Letter)\b/u;
const TITLE_SEARCH_SENTENCES = 12;
// The opening, where an amendment names itself ("Amendment No. 2 to the Supply Agreement"), after
// the filing notices that often come first.
const OPENING_CHARACTERS = 700;
const AMENDMENT_OPENINGS: readonly RegExp[] = [
  /\b(?:amendment|addendum)\b(?:\s+(?:no\.?|number|#)\s*\w+|\s+#?\w+)?\s+to\b[^.]{0,80}?\b(?:agreement|contract|lease)\b/i,
  /\bthis\s+(?:\w+\s+)?(?:amendment|addendum)\b[^.]{0,60}\b(?:is|are)\s+(?:made|entered|dated)\b/i,
  /\bagree\s+to\s+amend\b/i,
];

export function contractKindOf(sentences: readonly Sentence[]): ContractKind {
  const title = sentences
    .slice(0, TITLE_SEARCH_SENTENCES)
    .map((sentence) => TITLE.exec(sentence.text)?.[0])
    .find((found): found is string => found !== undefined && /\s/u.test(found));
  const kind = title ? KINDS.find((definition) => definition.pattern.test(title)) : undefined;
  return {
    ...(title ? { title } : {}),
    label: kind?.label ?? 'agreement',
    keyClauses: kind?.keyClauses ?? GENERAL_KEY_CLAUSES,
    amends: amendsAnEarlierAgreement(sentences),
  };
}

function amendsAnEarlierAgreement(sentences: readonly Sentence[]): boolean {
  let opening = '';
  for (const sentence of sentences) {
    if (opening.length >= OPENING_CHARACTERS) break;
    opening += ` ${sentence.text}`;
  }
  opening = opening.slice(0, OPENING_CHARACTERS).replace(/\s+/g, ' ');
  return AMENDMENT_OPENINGS.some((pattern) => pattern.test(opening));
}
