import { describe, expect, it } from 'vitest';
import { detectParties, partyForRole } from '../src/local/contract/contract-parties';

// Parties with short names that say nothing of their part in the deal, so only what the
// preamble and recitals say about them can tell who provides and who receives.
const OPENING =
  'DESIGN AGREEMENT This Agreement is made on 1 June 2024 by and between Harbor Analytics Ltd, a company registered in England ("Harbor"), and Quill Studio GmbH, a German company ("Quill").';
const OPERATIVE = 'NOW, THEREFORE, the parties agree as follows: 1. Term. This Agreement runs for one year.';

function sidesOf(recitals: string, opening = OPENING): Record<string, string | undefined> {
  const parties = detectParties(`${opening} ${recitals} ${OPERATIVE}`);
  return Object.fromEntries(parties.map((party) => [party.aliases[0] ?? party.name, party.side]));
}

describe('the side of each party, read from what the contract says about it', () => {
  it('puts the party engaged to provide on the providing side and the one engaging it on the other', () => {
    const parties = detectParties(
      `${OPENING} WHEREAS, Harbor wishes to engage Quill to design the packaging of its products. ${OPERATIVE}`,
    );
    expect(parties.map((party) => [party.aliases[0], party.side])).toEqual([
      ['Harbor', 'recipient'],
      ['Quill', 'provider'],
    ]);
    expect(partyForRole(parties, 'client')?.name).toBe('Harbor Analytics Ltd');
    expect(partyForRole(parties, 'service-provider')?.name).toBe('Quill Studio GmbH');
  });

  it('reads "appoints … as"', () => {
    expect(sidesOf('WHEREAS, Harbor hereby appoints Quill as its design studio for the territory.')).toEqual({
      Harbor: 'recipient',
      Quill: 'provider',
    });
  });

  it('reads "agrees to provide … to"', () => {
    expect(sidesOf('WHEREAS, Quill agrees to provide branding and layout services to Harbor.')).toEqual({
      Harbor: 'recipient',
      Quill: 'provider',
    });
  });

  it('reads "wishes to purchase … from"', () => {
    expect(sidesOf('WHEREAS, Harbor wishes to purchase printed labels and cartons from Quill.')).toEqual({
      Harbor: 'recipient',
      Quill: 'provider',
    });
  });

  it('reads "shall pay"', () => {
    expect(sidesOf('WHEREAS, Harbor shall pay Quill a monthly fee for the work described in Schedule 1.')).toEqual({
      Harbor: 'recipient',
      Quill: 'provider',
    });
  });

  it('reads "is in the business of providing" about one of two parties', () => {
    expect(sidesOf('WHEREAS, Quill is in the business of providing graphic design services.')).toEqual({
      Harbor: 'recipient',
      Quill: 'provider',
    });
  });

  it('leaves both sides unknown when the statements disagree', () => {
    expect(
      sidesOf(
        'WHEREAS, Harbor wishes to engage Quill to design its packaging; and WHEREAS, Quill wishes to purchase market data from Harbor.',
      ),
    ).toEqual({ Harbor: undefined, Quill: undefined });
  });

  it('does not infer the other side from a statement about one of three parties', () => {
    const opening =
      'This Agreement is made on 1 June 2024 by and between Harbor Analytics Ltd ("Harbor"), Quill Studio GmbH ("Quill") and Pier Holdings Inc. ("Pier").';
    expect(sidesOf('WHEREAS, Quill is in the business of providing graphic design services.', opening)).toEqual({
      Harbor: undefined,
      Quill: 'provider',
      Pier: undefined,
    });
  });

  it('keeps the side a role name gives when the recitals agree with it', () => {
    const opening =
      'This Agreement is made on 1 June 2024 by and between Harbor Analytics Ltd (the "Customer") and Quill Studio GmbH ("Quill").';
    expect(sidesOf('WHEREAS, the Customer wishes to engage Quill to design its packaging.', opening)).toEqual({
      Customer: 'recipient',
      Quill: 'provider',
    });
  });

  it('follows the deal the recitals state between the two parties over a role name', () => {
    // A consultant to others can itself hire an auditor: the recital says what this deal is.
    const opening =
      'This Agreement is made on 1 June 2024 by and between Harbor Analytics Ltd (the "Consultant") and Quill Studio GmbH ("Quill").';
    expect(sidesOf('WHEREAS, the Consultant wishes to engage Quill to audit its accounts.', opening)).toEqual({
      Consultant: 'recipient',
      Quill: 'provider',
    });
  });

  it('gives no side to a party appointed to resell, who may buy what it resells', () => {
    expect(sidesOf('WHEREAS, Harbor wishes to appoint Quill as its exclusive distributor in Austria.')).toEqual({
      Harbor: undefined,
      Quill: undefined,
    });
  });

  it('reads no side from a payment of damages', () => {
    expect(sidesOf('WHEREAS, Harbor shall pay Quill liquidated damages if the launch is delayed.')).toEqual({
      Harbor: undefined,
      Quill: undefined,
    });
  });

  it('reads a sentence after the preamble with no recitals marked as an operative clause, not a recital', () => {
    const parties = detectParties(`${OPENING} Harbor shall pay Quill a monthly fee of $4,000.`);
    expect(parties.map((party) => [party.side, party.sideSource?.kind])).toEqual([
      ['recipient', 'clause'],
      ['provider', 'clause'],
    ]);
  });

  it('takes no side from damages paid after the preamble', () => {
    const parties = detectParties(`${OPENING} Harbor shall pay Quill damages of $4,000 for each late delivery.`);
    expect(parties.map((party) => party.side)).toEqual([undefined, undefined]);
  });
});
