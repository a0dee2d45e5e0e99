import type { ContractParty } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { readClause } from '../src/local/contract/clause-reading';
import { directionOf } from '../src/local/contract/contract-direction';

// Who grants, releases, waives or disclaims is the subject of that verb (or the "by X" of a passive),
// never a party the sentence names later; one party accepting another's statement does not make it its own.
const parties: ContractParty[] = [
  { name: 'Northwind Traders Ltd', aliases: ['Northwind', 'Supplier'], side: 'provider', roles: [] },
  { name: 'Contoso LLC', aliases: ['Contoso', 'Customer'], side: 'recipient', roles: [] },
];
const NORTHWIND = { kind: 'party', party: 0 } as const;
const CONTOSO = { kind: 'party', party: 1 } as const;

describe('the party that grants, releases, waives or disclaims is the subject of its verb', () => {
  it.each([
    // One party accepting what another may do or will have: the other holds it.
    [
      'If Contoso provides Feedback, it acknowledges and agrees that Northwind will have a perpetual, irrevocable licence to use that Feedback.',
      CONTOSO,
      NORTHWIND,
      'right',
    ],
    [
      'Contoso agrees that Northwind may suspend the service on notice if an invoice is unpaid.',
      CONTOSO,
      NORTHWIND,
      'right',
    ],
    // A release by its subject, a release told in the passive, a waiver by the passive's agent.
    ['Contoso releases Northwind from all claims arising out of the pilot.', CONTOSO, NORTHWIND, 'duty'],
    [
      'Northwind is hereby released and discharged from any further obligation to deliver the Goods.',
      CONTOSO,
      NORTHWIND,
      'protection',
    ],
    ['Any claim for late delivery is waived by Contoso.', CONTOSO, NORTHWIND, 'duty'],
    // A disclaimer is its subject's, whoever the sentence names after it.
    [
      'Northwind disclaims all implied warranties, and Contoso shall use the Goods at its own risk.',
      NORTHWIND,
      CONTOSO,
      'duty',
    ],
    [
      'Northwind makes no warranty that the Goods will be fit for any purpose, and Contoso agrees to inspect them.',
      NORTHWIND,
      CONTOSO,
      'duty',
    ],
    // The one granted a licence holds it.
    ['Contoso is hereby granted a non-exclusive licence to use the Northwind software.', NORTHWIND, CONTOSO, 'right'],
  ] as const)('%s', (sentence, obligor, beneficiary, form) => {
    expect(directionOf(sentence, parties)).toEqual({ obligor, beneficiary, form });
  });

  it('keeps a party’s own promise it acknowledges as its own', () => {
    expect(directionOf('Contoso acknowledges that it shall pay all taxes on the Goods.', parties)).toEqual({
      obligor: CONTOSO,
      beneficiary: NORTHWIND,
      form: 'duty',
    });
  });

  it('reads the grantor of a passive grant from its "by" agent, not from the grantee named first', () => {
    const reading = readClause(
      'A non-exclusive licence to the Northwind trademarks is hereby granted to Contoso by Northwind.',
      parties,
    );
    expect(reading.grant).toEqual({ obligor: NORTHWIND, beneficiary: CONTOSO, form: 'duty' });
  });
});

// Standard terms defining their provider only as "we" still name it by its own name in a clause.
const TERMS_PARTIES: ContractParty[] = [
  { name: 'Northwind', aliases: ['we', 'us'], side: 'provider', roles: [] },
  { name: 'the customer these terms address', aliases: ['you', 'your'], side: 'recipient', roles: [] },
];

describe('a provider defined as "we" is still named by its own name', () => {
  it('a long licence the reader accepts the provider "will have" is the provider’s right', () => {
    const sentence =
      'If you provide Feedback, you agree that Northwind will have a royalty-free, fully paid-up, worldwide, transferable, sub-licensable, irrevocable and perpetual license to use it.';
    expect(directionOf(sentence, TERMS_PARTIES)).toEqual({
      obligor: { kind: 'party', party: 1 },
      beneficiary: { kind: 'party', party: 0 },
      form: 'right',
    });
  });
});
