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
  // Told of the contributor's licence, not "yours": the reader may be the project that receives it.
  contribution: [{ clause: 'governing-law', why: 'the law named decides how the contributor’s licence is read.' }],
  // Standard terms offered to every user, accepted by using the service and ended by ceasing to use it: a way
  // to end them is not what they lack, and no clause can be negotiated into them, only noted.
  'terms-of-use': [
    {
      clause: 'governing-law',
      why: 'the law named decides how the terms are read and enforced.',
      level: 'low',
      change:
        'Standard terms like these are rarely changed for one user: note that no law is chosen, so a court hearing a dispute would decide which law applies.',
    },
  ],
  // A policy says how one side will act; the law and the end of the relationship belong to the terms it goes with.
  policy: [],
  // Data protection duties last as long as the data is processed and end with the services they go with: a way
  // to end them is not what they lack. Where they stand alone, the law that reads them should still be named.
  'data-protection': [
    {
      clause: 'governing-law',
      why: 'the law named decides how the duties over the personal data are read and enforced.',
    },
  ],
  'material-transfer': [
    { clause: 'governing-law', why: 'the law named decides how the terms of use of the material are read.' },
  ],
  // Taking part in one event ends with it, and data handed over for use is given once: neither runs on for a
  // side to end on notice, and what either side may stop (the event, the use of the data) its own terms say.
  event: [{ clause: 'governing-law', why: 'the law named decides how the terms of taking part are read.' }],
  'data-use': [{ clause: 'governing-law', why: 'the law named decides how the terms of use of the data are read.' }],
  // A release of claims and a gift are done once given: nothing runs on for either side to end, and a right to end
  // them would only let the giver take back what the other side received.
  release: [{ clause: 'governing-law', why: 'the law named decides how the release and what it covers are read.' }],
  gift: [
    { clause: 'governing-law', why: 'the law named decides how the gift and the rights passed with it are read.' },
  ],
} as const satisfies Record<string, readonly ExpectedClause[]>;
