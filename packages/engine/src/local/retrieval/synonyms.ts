/**
 * Words a question and a document use for the same thing. Plain BM25 misses a passage that answers
 * in other words ("Which law applies?" and "governed by the laws of"); each group lists words a
 * reader would take as one idea, per document type. Curated by hand and kept short: a loose group
 * makes every passage look relevant.
 */
export type SynonymGroups = readonly (readonly string[])[];

const COMMON: SynonymGroups = [
  ['end', 'terminate', 'termination', 'cancel', 'cancellation', 'expire', 'expiration', 'expiry'],
  [
    'pay',
    'payment',
    'fee',
    'fees',
    'price',
    'charge',
    'compensation',
    'invoice',
    'royalty',
    'cost',
    'expense',
    'paid',
    'payable',
  ],
  ['start', 'begin', 'commence', 'commencement', 'effective'],
  ['long', 'duration', 'term', 'period'],
  ['allowed', 'permitted', 'may', 'right'],
  ['forbidden', 'prohibited', 'restrict', 'restriction', 'shall not'],
];

const CONTRACT: SynonymGroups = [
  ['law', 'governed', 'governing', 'jurisdiction', 'laws'],
  ['party', 'parties', 'between', 'signatory'],
  ['renew', 'renewal', 'extend', 'extension', 'automatically', 'successive'],
  ['notice', 'notify', 'notification', 'written'],
  ['assign', 'assignment', 'transfer', 'delegate'],
  ['compete', 'competing', 'competitive', 'non-compete', 'competitor'],
  ['exclusive', 'exclusively', 'exclusivity', 'sole'],
  ['solicit', 'solicitation', 'hire', 'employ', 'recruit'],
  ['disparage', 'disparagement', 'negative', 'derogatory'],
  ['control', 'merger', 'acquisition', 'acquire', 'change'],
  ['liability', 'liable', 'damages', 'responsible'],
  ['cap', 'limit', 'limitation', 'exceed', 'maximum', 'aggregate'],
  ['audit', 'inspect', 'inspection', 'records', 'books'],
  ['insurance', 'insure', 'insured', 'coverage', 'policy'],
  ['warranty', 'warrant', 'warrants', 'guarantee', 'defect'],
  ['license', 'licence', 'grant', 'grants', 'licensed'],
  ['intellectual', 'ip', 'patent', 'copyright', 'trademark', 'invention'],
  ['own', 'owner', 'ownership', 'title', 'property'],
  ['confidential', 'confidentiality', 'secret', 'disclose', 'non-disclosure'],
  ['minimum', 'least', 'commit', 'commitment', 'purchase'],
  ['revenue', 'profit', 'share', 'sharing', 'percentage'],
  ['escrow', 'source code'],
  ['beneficiary', 'third party', 'third-party'],
  ['sue', 'challenge', 'contest', 'claim'],
  ['dispute', 'arbitration', 'arbitrate', 'court', 'litigation'],
  ['resolve', 'settle', 'settled', 'decide'],
  ['bankrupt', 'bankruptcy', 'insolvent', 'insolvency', 'receivership', 'liquidation'],
  ['ship', 'shipping', 'shipment', 'freight', 'carriage', 'delivery', 'deliver', 'transport'],
  ['responsible', 'bear', 'borne'],
  ['refusal', 'first', 'offer', 'negotiation'],
  ['convenience', 'any reason', 'without cause'],
  ['perpetual', 'irrevocable', 'forever'],
  ['favored', 'favorable', 'favourable', 'better terms'],
];

const CV: SynonymGroups = [
  ['experience', 'work', 'employment', 'job', 'role', 'position', 'career'],
  ['skill', 'skills', 'proficient', 'competencies', 'expertise', 'tools', 'technologies'],
  ['education', 'degree', 'university', 'college', 'school', 'studied', 'graduate', 'bachelor', 'master'],
  ['contact', 'email', 'phone', 'address', 'linkedin'],
  ['certification', 'certificate', 'certified', 'license'],
  ['language', 'languages', 'fluent', 'speak'],
];

const ESSAY: SynonymGroups = [
  ['thesis', 'argue', 'argument', 'claim', 'position', 'main point'],
  ['source', 'sources', 'cite', 'citation', 'reference', 'according'],
  ['conclusion', 'conclude', 'summary', 'finally'],
  ['evidence', 'example', 'study', 'research', 'data'],
];

export function synonymGroupsFor(documentType: string): SynonymGroups {
  switch (documentType) {
    case 'contract':
      return [...CONTRACT, ...COMMON];
    case 'cv':
      return [...CV, ...COMMON];
    case 'essay':
      return [...ESSAY, ...COMMON];
    default:
      return COMMON;
  }
}
