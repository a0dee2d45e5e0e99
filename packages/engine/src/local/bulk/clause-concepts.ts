import { CLAUSE_RULES } from '../contract/clause-rules';

/**
 * A clause a user can ask for in a bulk criterion, by the names people give it, tied to the
 * contract analysis rules that find it. The concepts are the clause rules' own, so a criterion
 * is judged by the same reading of the contract that a single analysis shows.
 */
export interface ClauseConcept {
  id: string;
  /** How the concept is told to the user ("an exclusivity clause"). */
  label: string;
  /** Ids of the clause rules (see `clause-rules.ts`) whose clauses are instances of it. */
  rules: readonly string[];
  /** What people call it. Checked in the order of CLAUSE_CONCEPTS: a phrase one concept takes is not another's. */
  names: RegExp;
}

function names(...phrases: readonly string[]): RegExp {
  return new RegExp(String.raw`\b(?:${phrases.join('|')})\b`, 'giu');
}

const LIABILITY = 'liabilit(?:y|ies)';

/** The more specific first: "uncapped liability" before "liability cap", "exclusive licence" before "licence". */
export const CLAUSE_CONCEPTS: readonly ClauseConcept[] = [
  {
    id: 'uncapped-liability',
    label: 'uncapped liability',
    rules: ['uncapped-liability'],
    names: names(
      String.raw`(?:uncapped|unlimited)\s+${LIABILITY}`,
      String.raw`${LIABILITY}\s+(?:is\s+|that\s+is\s+)?(?:uncapped|unlimited|not\s+capped|without\s+(?:a\s+)?(?:cap|limit))`,
    ),
  },
  {
    id: 'liability-cap',
    label: 'a cap on liability',
    rules: ['limitation-of-liability'],
    names: names(
      String.raw`(?:capp?ed|caps?|capping|limit(?:ed|s|ing)?|limitations?|ceiling)\s+(?:(?:on|of|to|the|their|its|our|total|aggregate)\s+){0,3}${LIABILITY}(?:\s+at\s+(?:a\s+)?(?:stated|fixed|set|specific)\s+(?:amount|sum|figure))?`,
      String.raw`${LIABILITY}\s+(?:caps?|ceilings?|limits?|limitations?)`,
      String.raw`${LIABILITY}\s+(?:is\s+|that\s+is\s+)?(?:capped|limited)`,
    ),
  },
  {
    id: 'exclusivity',
    label: 'an exclusivity clause',
    rules: ['exclusivity'],
    names: names(
      String.raw`non[\s-]?exclusive(?:ly|ity)?`,
      String.raw`exclusiv(?:e|ely|ity)(?:\s+(?:rights?|licen[cs]es?|distribution|distributors?|suppl(?:y|ier)|dealing|arrangements?))?`,
      String.raw`sole\s+(?:and\s+exclusive\s+)?(?:suppl(?:y|ier)|distributor|source|provider)(?:\s+arrangements?)?`,
    ),
  },
  {
    id: 'termination-for-convenience',
    label: 'a right to terminate for convenience',
    rules: ['termination-for-convenience'],
    names: names(
      String.raw`terminat\w*\s+(?:for\s+convenience|at\s+will|at\s+any\s+time|without\s+cause)`,
      String.raw`(?:exit|walk[\s-]away)\s+(?:rights?|at\s+any\s+time)`,
    ),
  },
  {
    id: 'renewal-notice',
    label: 'a notice period to stop renewal',
    rules: ['renewal-notice'],
    names: names(String.raw`notice\s+(?:period\s+)?to\s+(?:stop|end|cancel|terminate|prevent)\s+(?:the\s+)?renewal`),
  },
  {
    id: 'auto-renewal',
    label: 'automatic renewal',
    rules: ['auto-renewal'],
    names: names(String.raw`auto(?:matic(?:ally)?)?[\s-]*renew\w*`, 'evergreen', 'renew(?:al|als|s|ing)?'),
  },
  { id: 'termination', label: 'termination rights', rules: ['termination'], names: names(String.raw`terminat\w*`) },
  {
    id: 'non-compete',
    label: 'a non-compete',
    rules: ['non-compete'],
    names: names(String.raw`non[\s-]?compet\w*`, String.raw`compet\w*\s+restrictions?`, String.raw`not\s+to\s+compete`),
  },
  {
    id: 'no-solicit',
    label: 'a non-solicitation clause',
    rules: ['non-solicitation', 'no-solicit-employees', 'no-solicit-customers'],
    names: names(
      String.raw`(?:non|no)[\s-]?solicit\w*`,
      String.raw`no[\s-]?(?:hire|hiring|poach\w*)`,
      String.raw`poach\w*`,
    ),
  },
  {
    id: 'non-disparagement',
    label: 'a non-disparagement clause',
    rules: ['non-disparagement'],
    names: names(String.raw`(?:non[\s-]?)?disparag\w*`),
  },
  {
    id: 'confidentiality',
    label: 'a confidentiality clause',
    rules: ['confidentiality'],
    names: names(String.raw`confidential\w*`, String.raw`non[\s-]?disclosure`, 'nda'),
  },
  {
    id: 'ip-ownership',
    label: 'an IP ownership clause',
    rules: ['ip-assignment'],
    names: names(
      String.raw`(?:ip|intellectual\s+property|work\s+product|inventions?)\s+(?:ownership|assignment|rights?)`,
      String.raw`own(?:s|ing|ership\s+of)?\s+(?:the\s+|all\s+)?(?:ip|intellectual\s+property|work\s+product|inventions?)`,
    ),
  },
  {
    id: 'joint-ip',
    label: 'joint IP ownership',
    rules: ['joint-ip'],
    names: names(String.raw`joint(?:ly)?\s+(?:owned|own|ownership)`, String.raw`co[\s-]?own\w*`),
  },
  {
    id: 'perpetual-license',
    label: 'an irrevocable or perpetual licence',
    rules: ['perpetual-license'],
    names: names(
      String.raw`(?:perpetual|irrevocable)(?:\s+(?:and|or)\s+(?:perpetual|irrevocable))?(?:\s+licen[cs]es?)?`,
    ),
  },
  {
    id: 'non-transferable-license',
    label: 'a non-transferable licence',
    rules: ['non-transferable-license'],
    names: names(String.raw`non[\s-]?(?:transferable|assignable|sublicensable)(?:\s+licen[cs]es?)?`),
  },
  {
    id: 'license-grant',
    label: 'a licence grant',
    rules: ['license-grant'],
    names: names(String.raw`licen[cs](?:e|es|ed|ing)(?:\s+grants?)?`),
  },
  {
    id: 'assignment',
    label: 'a restriction on assignment',
    rules: ['assignment'],
    names: names(
      String.raw`(?:anti[\s-]?)?assign(?:ment|ability|able|ing)?`,
      String.raw`transfer\s+(?:of\s+)?(?:the\s+)?(?:agreement|contract)`,
    ),
  },
  {
    id: 'change-of-control',
    label: 'a change-of-control clause',
    rules: ['change-of-control'],
    names: names(String.raw`change\s+(?:of|in)\s+(?:control|ownership)`),
  },
  {
    id: 'audit-rights',
    label: 'audit rights',
    rules: ['audit-rights'],
    names: names(
      String.raw`audit\w*(?:\s+rights?)?`,
      String.raw`inspect\w*\s+(?:the\s+|their\s+)?(?:books|records)`,
      String.raw`books\s+and\s+records`,
    ),
  },
  {
    id: 'insurance',
    label: 'an insurance requirement',
    rules: ['insurance'],
    names: names('insurance', 'insured'),
  },
  {
    id: 'indemnification',
    label: 'an indemnity',
    rules: ['indemnification'],
    names: names(String.raw`indemn\w*`, String.raw`hold\s+harmless`),
  },
  {
    id: 'liquidated-damages',
    label: 'liquidated damages',
    rules: ['liquidated-damages'],
    names: names(String.raw`liquidated\s+damages`, 'penalt(?:y|ies)'),
  },
  {
    id: 'warranty-duration',
    label: 'a warranty period',
    rules: ['warranty-duration'],
    names: names(String.raw`warranty\s+(?:period|duration|term)`),
  },
  { id: 'warranty', label: 'warranties', rules: ['warranty'], names: names('warrant(?:y|ies)') },
  {
    id: 'governing-law',
    label: 'a governing-law clause',
    rules: ['governing-law'],
    names: names(String.raw`governing[\s-]law`, String.raw`choice\s+of\s+law`, String.raw`governed\s+by`),
  },
  {
    id: 'dispute-resolution',
    label: 'an arbitration or dispute-resolution clause',
    rules: ['dispute-resolution'],
    names: names(String.raw`arbitra\w*`, String.raw`dispute\s+resolution`, 'mediation'),
  },
  {
    id: 'covenant-not-to-sue',
    label: 'a covenant not to sue',
    rules: ['covenant-not-to-sue'],
    names: names(String.raw`(?:covenant\s+)?not\s+to\s+sue`),
  },
  {
    id: 'third-party-beneficiary',
    label: 'third-party beneficiaries',
    rules: ['third-party-beneficiary'],
    names: names(String.raw`third[\s-]party\s+beneficiar\w*`),
  },
  {
    id: 'first-refusal',
    label: 'a right of first refusal',
    rules: ['first-refusal'],
    names: names(String.raw`right\s+of\s+first\s+(?:refusal|offer|negotiation)`, 'rofr', 'rofo', 'rofn'),
  },
  {
    id: 'most-favoured-nation',
    label: 'a most-favoured-nation clause',
    rules: ['most-favoured-nation'],
    names: names(String.raw`most[\s-]favou?red[\s-](?:nation|customer)`, 'mfn'),
  },
  {
    id: 'revenue-sharing',
    label: 'revenue or profit sharing',
    rules: ['revenue-sharing'],
    names: names(String.raw`(?:revenue|profit)s?[\s-]shar\w*`, 'royalt(?:y|ies)'),
  },
  {
    id: 'minimum-commitment',
    label: 'a minimum commitment',
    rules: ['minimum-commitment'],
    names: names(
      String.raw`minimum\s+(?:purchases?|commitments?|orders?|volumes?|quantit(?:y|ies))`,
      String.raw`take[\s-]or[\s-]pay`,
    ),
  },
  {
    id: 'volume-restriction',
    label: 'a volume restriction',
    rules: ['volume-restriction'],
    names: names(String.raw`volume\s+(?:restrictions?|caps?|limits?)`),
  },
  {
    id: 'post-termination',
    label: 'obligations after termination',
    rules: ['post-termination'],
    names: names(
      String.raw`(?:post|after)[\s-]termination(?:\s+(?:services|obligations|assistance))?`,
      String.raw`transition\s+services`,
    ),
  },
  {
    id: 'payment-terms',
    label: 'payment terms',
    rules: ['payment-terms'],
    names: names(String.raw`payment\s+terms?`, String.raw`late\s+(?:fees?|payments?|charges?)`),
  },
  {
    id: 'security-deposit',
    label: 'a security deposit',
    rules: ['security-deposit'],
    names: names(String.raw`(?:security\s+)?deposits?`),
  },
  {
    id: 'rent-increase',
    label: 'rent increases',
    rules: ['rent-increase'],
    names: names(String.raw`rent\s+increases?`),
  },
  { id: 'probation', label: 'a probation period', rules: ['probation'], names: names(String.raw`probation\w*`) },
  { id: 'overtime', label: 'overtime terms', rules: ['overtime'], names: names('overtime') },
  { id: 'at-will', label: 'at-will employment', rules: ['at-will'], names: names(String.raw`at[\s-]will`) },
  {
    id: 'class-action-waiver',
    label: 'a class-action waiver',
    rules: ['class-action-waiver'],
    names: names(String.raw`class[\s-]action(?:\s+waivers?)?`),
  },
];

/** The categories the contract analysis lists a concept's clauses under (a rule's CUAD name, else its title). */
export function categoriesOf(concept: ClauseConcept): string[] {
  return concept.rules.flatMap((id) => {
    const rule = CLAUSE_RULES.find((candidate) => candidate.id === id);
    return rule ? [rule.cuad ?? rule.title] : [];
  });
}
