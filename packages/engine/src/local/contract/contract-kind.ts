import type { Sentence } from '../../text/sentences';
import type { KindId } from './contract-checklists';
import { type DocumentForm, documentForm } from './document-form';

/** What sort of agreement the document is, read from its title and, when that is general, its body. */
export interface ContractKind {
  id: KindId;
  /** The title as written in the document, when one was found. */
  title?: string;
  /** A short name for the kind ("employment agreement"), or a neutral one when unknown. */
  label: string;
  /** The clauses that usually matter most in this kind of agreement. */
  keyClauses: readonly string[];
  /** A whole agreement, or an amendment, attachment or fragment that leaves the rest to another document. */
  form: DocumentForm;
}

interface KindDefinition {
  id: KindId;
  label: string;
  /** Words of a title that name this kind. */
  title?: RegExp;
  /** Promises in the body that make a document this kind whatever its title says. */
  decisiveBody?: (body: string) => boolean;
  /** Promises in the body that name the kind when the title does not. */
  body?: RegExp;
  keyClauses: readonly string[];
}

// Most specific first: "Franchise Development Agreement" is a franchise, "Non-Disclosure and
// Non-Competition Agreement" a non-compete, "Software License and Maintenance Agreement" a licence.
const KINDS: readonly KindDefinition[] = [
  {
    id: 'investor',
    label: 'standstill (investor) agreement',
    title: /\bstandstill\b|\bnominat\w*\s+agreement\b/i,
    // An activist investor's "cooperation agreement": a standstill, board seats, how shares are voted.
    decisiveBody: (body) =>
      /\bstandstill\b/i.test(body) ||
      (/\b(?:annual|special)\s+meeting\s+of\s+(?:the\s+\w+(?:'s|’s)?\s+)?(?:stockholders|shareholders)\b/i.test(body) &&
        /\bvoting\s+securities\b|\bbeneficial(?:ly)?\s+own/i.test(body)),
    keyClauses: ['termination', 'non-disparagement', 'governing-law', 'dispute-resolution'],
  },
  {
    id: 'guarantee',
    label: 'guarantee',
    title: /\bguarant(?:y|ee)\b|\bsurety\b|\bkeep-?well\b/i,
    body: /\bhereby\s+(?:(?:absolutely|unconditionally|irrevocably|jointly|severally|and|,)\s*){0,5}guarantees?\b/i,
    keyClauses: ['governing-law', 'assignment', 'dispute-resolution'],
  },
  {
    id: 'financing',
    label: 'financing or securities agreement',
    title:
      /\b(?:capital|yield|liquidity)\s+maintenance\b|\bremarketing\b|\bjoint\s+filing\b|\bunderwriting\b|\bplacement\s+agency\b|\bloan\b|\bcredit\b|\b(?:stock|share|note|securities)\s+(?:purchase|subscription)\b/i,
    keyClauses: ['governing-law', 'assignment', 'indemnification'],
  },
  {
    id: 'non-compete',
    label: 'non-compete agreement',
    title: /\bnon[\s-]?compet\w*\b|\brestrictive\s+covenants?\b/i,
    keyClauses: ['non-compete', 'non-solicitation', 'governing-law'],
  },
  {
    id: 'employment',
    label: 'employment agreement',
    title: /\bemploy(?:ment|ee)\b|\boffer\s+letter\b/i,
    keyClauses: ['termination', 'non-compete', 'non-solicitation', 'confidentiality', 'ip-assignment'],
  },
  {
    id: 'franchise',
    label: 'franchise agreement',
    title: /\bfranchis\w*\b/i,
    keyClauses: ['termination', 'non-compete', 'payment-terms', 'assignment', 'license-grant'],
  },
  {
    id: 'lease',
    label: 'lease',
    title: /\blease\b|\btenancy\b|\brental\b/i,
    keyClauses: ['termination', 'auto-renewal', 'payment-terms', 'indemnification', 'assignment'],
  },
  {
    id: 'confidentiality',
    label: 'confidentiality agreement',
    title: /\bnon-?disclosure\b|\bconfidentiality\b|\bnda\b/i,
    keyClauses: ['confidentiality', 'non-solicitation', 'governing-law', 'termination'],
  },
  {
    id: 'licence',
    label: 'licence agreement',
    title: /\blicen[cs]\w*\b|\btrademark\b|\bintellectual\s+property\b/i,
    keyClauses: ['license-grant', 'termination', 'limitation-of-liability', 'warranty', 'assignment'],
  },
  {
    id: 'supply',
    label: 'supply agreement',
    title: /\bsupply\b|\bpurchase\b|\bsales?\b|\bmanufactur\w*\b/i,
    keyClauses: ['warranty', 'payment-terms', 'limitation-of-liability', 'indemnification', 'termination'],
  },
  {
    id: 'distribution',
    label: 'distribution agreement',
    // An "Affiliate Agreement" is a referral or marketing tie, not resale of products.
    title: /\bdistribut\w*\b|\breseller\b|\bagency\b/i,
    keyClauses: ['termination', 'exclusivity', 'payment-terms', 'limitation-of-liability', 'assignment'],
  },
  {
    id: 'sponsorship',
    label: 'sponsorship or endorsement agreement',
    // "Co-Marketing" and "Co-Promotion" are joint arrangements (below), not one side promoting the other.
    title: /\bsponsor\w*\b|\bendorse\w*\b|(?<!\bco-?)\bmarketing\b|(?<!\bco-?)\bpromotion\b|\btalent\b/i,
    keyClauses: ['payment-terms', 'license-grant', 'termination', 'exclusivity', 'non-disparagement'],
  },
  {
    id: 'partnership',
    label: 'partnership or collaboration agreement',
    title:
      /\bpartnership\b|\bjoint\s+venture\b|\bcollaborat\w*\b|\balliance\b|\bco-?branding\b|\bco-?development\b|\bcooperation\b|\bco-(?:hosting|marketing|promotion|publishing|operation)\b/i,
    keyClauses: ['ip-assignment', 'confidentiality', 'termination', 'non-compete', 'dispute-resolution'],
  },
  {
    id: 'consulting',
    label: 'consulting agreement',
    title: /\bconsult\w*\b|\badvis(?:ory|er|or)\b/i,
    keyClauses: ['payment-terms', 'ip-assignment', 'confidentiality', 'termination', 'limitation-of-liability'],
  },
  {
    id: 'services',
    label: 'services agreement',
    title:
      /\bservic\w*\b|\bfreelance\b|\bmaintenance\b|\bsupport\b|\boperations?\b|\bdevelopment\b|\bhosting\b|\boutsourc\w*\b|\btransport\w*\b|\bsubcontract\w*\b/i,
    keyClauses: ['payment-terms', 'ip-assignment', 'limitation-of-liability', 'indemnification', 'termination'],
  },
];

const GENERAL: Omit<KindDefinition, 'title'> = {
  id: 'general',
  label: 'agreement',
  keyClauses: ['termination', 'limitation-of-liability', 'indemnification', 'payment-terms', 'governing-law'],
};
const TITLE =
  /\b(?:[\p{Lu}][\p{L}-]*\s+){0,5}(?:AGREEMENT|Agreement|CONTRACT|Contract|LEASE|Lease|LETTER|Letter|GUARANTY|Guaranty|GUARANTEE|Guarantee)\b/u;
const TITLE_SEARCH_SENTENCES = 12;

/** "a supply agreement", "an employment agreement". */
export function withArticle(label: string): string {
  return `${/^[aeiou]/iu.test(label) ? 'an' : 'a'} ${label}`;
}

export function contractKindOf(sentences: readonly Sentence[]): ContractKind {
  const title = sentences
    .slice(0, TITLE_SEARCH_SENTENCES)
    .map((sentence) => TITLE.exec(sentence.text)?.[0])
    .find((found): found is string => found !== undefined && /\s/u.test(found));
  const body = sentences.map((sentence) => sentence.text).join('\n');
  const kind =
    KINDS.find((definition) => definition.decisiveBody?.(body)) ??
    (title ? KINDS.find((definition) => definition.title?.test(title)) : undefined) ??
    KINDS.find((definition) => definition.body?.test(body)) ??
    GENERAL;
  return {
    id: kind.id,
    ...(title ? { title } : {}),
    label: kind.label,
    keyClauses: kind.keyClauses,
    form: documentForm(sentences),
  };
}
