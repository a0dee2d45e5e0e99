import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';

// Contracts written for these tests. The short names say nothing of the deal, there are no recitals and
// no clause names both parties in one statement: only what a clause says of one party tells its side.
const OPENING =
  'SUPPLY AGREEMENT\nThis Agreement is made on 2 May 2025 by and between Corriel Foods Ltd, a company registered in England ("Corriel"), and Hask Nutrition Inc., a Delaware corporation ("Hask").\nThe parties agree as follows:\n1. Term\n1.1 This Agreement runs for three years from the Effective Date.\n';

function readerOf(clauses: string, role: Parameters<typeof readerPartyWithReason>[1] = 'client') {
  return readerPartyWithReason(detectParties(`${OPENING}${clauses}`), role, undefined);
}

describe('the client read from what one clause says of one party', () => {
  it('makes the party that shall pay the royalties the client', () => {
    const reader = readerOf(
      '2. Royalties\n2.1 Hask shall pay the royalties set out in Schedule 2 within thirty days of each quarter.\n',
    );
    expect(reader?.party.name).toBe('Hask Nutrition Inc.');
    expect(reader?.reason).toContain('as Section 2.1 says: “Hask shall pay the royalties set out in Schedule 2');
  });

  it('makes the party that shall pay the purchase price the client', () => {
    expect(
      readerOf('2. Price\n2.1 Corriel shall pay the purchase price for each delivery within sixty days.\n')?.party.name,
    ).toBe('Corriel Foods Ltd');
  });

  it('makes the party that must buy a minimum quantity of the products the client', () => {
    const reader = readerOf(
      '2. Minimum Order\n2.1 Hask shall be required to purchase a minimum of 5,000 Units of the Products in each Contract Year.\n',
    );
    expect(reader?.party.name).toBe('Hask Nutrition Inc.');
    expect(
      readerOf(
        '2. Minimum Order\n2.1 Hask shall be required to purchase a minimum of 5,000 Units of the Products in each Contract Year.\n',
        'seller',
      )?.party.name,
    ).toBe('Corriel Foods Ltd');
  });

  it('makes the party the services are performed for the client', () => {
    expect(
      readerOf(
        '2. Services\n2.1 All services performed for Corriel under this Agreement shall meet the Specifications.\n',
      )?.party.name,
    ).toBe('Corriel Foods Ltd');
    expect(
      readerOf('2. Services\n2.1 The services provided to Hask shall be performed with due care.\n')?.party.name,
    ).toBe('Hask Nutrition Inc.');
  });

  it('makes the party that is hereby granted a licence to use the client', () => {
    expect(
      readerOf('2. Licence\n2.1 Hask is hereby granted a non-exclusive licence to use the Corriel recipes.\n')?.party
        .name,
    ).toBe('Hask Nutrition Inc.');
  });

  it('makes the party that is hereby licensed to use the client', () => {
    expect(
      readerOf(
        '2. Licence\n2.1 Hask is hereby authorised and licensed to use the Corriel recipes in its own kitchens.\n',
      )?.party.name,
    ).toBe('Hask Nutrition Inc.');
  });

  it('does not read a clause that denies pay for services rendered to a party', () => {
    expect(
      readerOf('2. Services\n2.1 Neither party shall be paid for services rendered to Corriel under this Agreement.\n'),
    ).toBeUndefined();
  });

  it('keeps the client unknown when one clause makes one party the client and another the other', () => {
    const reader = readerOf(
      '2. Royalties\n2.1 Hask shall pay the royalties set out in Schedule 2.\n3. Services\n3.1 The services provided to Hask and the services performed for Corriel are listed in Schedule 3.\n',
    );
    expect(reader).toBeUndefined();
  });

  it('does not take a party that buys its own materials, pays its own costs or damages for the client', () => {
    expect(
      readerOf(
        '2. Materials\n2.1 Hask shall purchase all ingredients and packaging materials needed for production.\n',
      ),
    ).toBeUndefined();
    expect(readerOf('2. Costs\n2.1 Corriel shall pay the costs of its own advisers.\n')).toBeUndefined();
    expect(readerOf('2. Breach\n2.1 Corriel shall pay the damages a court awards.\n')).toBeUndefined();
  });
});
