import type { ExpectedClause } from './expected-clause';

/**
 * The clauses expected of deals that are neither trade nor services, and why the others are not:
 * a members' operating agreement ends by the company's dissolution, a contributor's licence is given for
 * nothing and meant to last (a cap would shield the contributor, who already gives "as is"), material
 * handed over for research comes back or is destroyed as its own terms say. Only what each really needs
 * is reported missing.
 */
export const DEAL_KIND_EXPECTATIONS = {
  'fiscal-sponsorship': [
    { clause: 'governing-law', why: 'the law named decides how the sponsor’s and the project’s duties are read.' },
    {
      clause: 'termination',
      why: 'the sponsor holds the project’s funds for as long as it lasts, so how each side can end it, and what becomes of the funds, should be stated.',
    },
  ],
  operating: [{ clause: 'governing-law', why: 'the law named decides how the members’ rights are read and enforced.' }],
  contribution: [{ clause: 'governing-law', why: 'the law named decides how the licence you give is read.' }],
  'material-transfer': [
    { clause: 'governing-law', why: 'the law named decides how the terms of use of the material are read.' },
  ],
} as const satisfies Record<string, readonly ExpectedClause[]>;
