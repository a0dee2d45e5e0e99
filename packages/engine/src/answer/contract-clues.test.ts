import { describe, expect, it } from 'vitest';
import { CONTRACT_INTENTS } from './contract-intents';

// Sentences written for these tests (not from any corpus): how contracts state a clause, and nearby
// wording that does not state it.
const clueOf = (category: string): RegExp => {
  const clue = CONTRACT_INTENTS.find((intent) => intent.category === category)?.clue;
  if (!clue) throw new Error(`no clue for ${category}`);
  return clue;
};

describe('termination for convenience, as contracts state it', () => {
  const clue = clueOf('Termination For Convenience');

  it('reads termination named for convenience, even beside a condition about breach', () => {
    expect(
      clue.test(
        'Provided it is not in breach of this Agreement, the Buyer may terminate this Agreement for convenience by written notice.',
      ),
    ).toBe(true);
  });

  it('reads an agreement that runs until a party gives notice, and a free withdrawal', () => {
    expect(
      clue.test(
        'This Agreement shall continue in effect until either Party notifies the other Party in writing of its wish to end it.',
      ),
    ).toBe(true);
    expect(clue.test('Any member shall have the right to withdraw from the venture at any time.')).toBe(true);
    expect(clue.test('This Agreement may be terminated by either party with a notice period of ninety days.')).toBe(
      true,
    );
  });

  it('does not read termination for breach, or a notice that is not about ending the agreement', () => {
    expect(
      clue.test('Either party may terminate this Agreement on thirty days notice if the other party breaches it.'),
    ).toBe(false);
    expect(clue.test('Notices shall be given until either party provides a new address.')).toBe(false);
    expect(
      clue.test('The Agreement may be terminated by the Company upon fifteen days written notice if the Artist dies.'),
    ).toBe(false);
    expect(clue.test('The Distributor may withdraw any purchase order before it is accepted.')).toBe(false);
  });
});

describe('a promise not to compete, as contracts state it', () => {
  const clue = clueOf('Non-Compete');

  it('reads a distributor that shall handle no competing products', () => {
    expect(
      clue.test('During the term the Distributor shall handle no products that are competitive with the Products.'),
    ).toBe(true);
  });

  it('reads a promise not to offer what is the same as or similar to the other side’s products', () => {
    for (const sentence of [
      'For two years after the Effective Date, the Seller shall not commercially offer any online service similar to the Service.',
      'Neither the Licensor nor any of its Affiliates may sell any product that is the same or similar to the Products in the Field.',
      'During the term the Hotel Owner agrees not to become a Competitor in the Market.',
    ]) {
      expect(clue.test(sentence), sentence).toBe(true);
    }
  });

  it('does not read a statement about competition that binds nobody, or a duty that names similar things', () => {
    expect(clue.test('The market for the Products is highly competitive.')).toBe(false);
    expect(clue.test('The Supplier shall not be liable for delays similar to those caused by strikes.')).toBe(false);
  });
});

describe('exclusivity, as contracts state it', () => {
  const clue = clueOf('Exclusivity');

  it('reads a right, appointment or supply held by one party alone', () => {
    for (const sentence of [
      'During the Licence Term the Distributor has the exclusive right to sell the Products in the Territory.',
      'The Client appoints the Agency as its exclusive and sole partner for media buying.',
      'The Owner grants to the Licensee an exclusive, worldwide, royalty-bearing licence under the Patents.',
      'Fern grants to Moss an exclusive (even as to Fern and its Affiliates) right to sell the Products.',
      'The licence granted in Section 2 shall be exclusive as to the Field.',
      'Except as provided herein, the Owner will grant no other licences to use the Name.',
      'The Franchisor shall not operate or grant to anyone else a franchise within the Area.',
      // The role held alone, after words saying what kind of role it is.
      'The Owner appoints the Broker as its exclusive mortgage placement agent for the Properties.',
      'Wren shall be the exclusive North American distributor of the Devices.',
      'The Issuer engages the Bank as its exclusive financial adviser for the offering.',
    ]) {
      expect(clue.test(sentence), sentence).toBe(true);
    }
  });

  it('does not read a non-exclusive grant or the other senses of the word', () => {
    for (const sentence of [
      'The Owner grants the Reseller a non-exclusive licence to use the Marks.',
      'The Owner may grant an exclusive or non-exclusive licence at its choice.',
      'The courts of Ontario shall have exclusive jurisdiction over any dispute.',
      'This remedy is the sole and exclusive remedy of the Buyer.',
      'The Licensor shall have the exclusive right to prosecute and maintain the Patents.',
      'The Reseller acknowledges that it does not and will not have exclusive rights in any territory.',
      'All inventions shall belong exclusively to the Company.',
      "The Licensee acknowledges the Licensor's exclusive right, title and interest in the Marks.",
      'This section is not a penalty and shall be exclusive.',
      'This Agreement is the exclusive agreement between the parties on its subject.',
      'The Distributor shall buy exclusive display cases from the Supplier.',
      'The Owner appoints the Broker as a non-exclusive sales agent for the Properties.',
    ]) {
      expect(clue.test(sentence), sentence).toBe(false);
    }
  });
});

describe('a cap on volume, as contracts state it', () => {
  const clue = clueOf('Volume Restriction');

  it('reads a most on units, sessions or uses', () => {
    for (const sentence of [
      'The Customer may order up to four hundred (400) units in any calendar quarter.',
      'The Studio shall provide no more than three photography sessions per month.',
      'Backups will be restored at no charge up to two (2) times per month.',
    ]) {
      expect(clue.test(sentence), sentence).toBe(true);
    }
  });

  it('does not read a number of renewal or extension periods, which is no volume', () => {
    for (const sentence of [
      'The Term may be extended for up to two (2) additional periods of one (1) year each by written notice.',
      'This Agreement shall renew for no more than three successive renewal terms.',
    ]) {
      expect(clue.test(sentence), sentence).toBe(false);
    }
  });
});

describe('termination at any party’s option, as contracts state it', () => {
  const clue = clueOf('Termination For Convenience');

  it('reads an agreement ending at the option of either party on notice, beside a termination for breach', () => {
    expect(
      clue.test(
        'This Agreement shall terminate (a) at the option of either party, upon sixty days’ written notice to the other; or (b) on a material breach not cured within thirty days.',
      ),
    ).toBe(true);
  });

  it('does not read an option that depends on a breach', () => {
    expect(
      clue.test('This Agreement shall terminate at the option of the non-breaching party upon a material breach.'),
    ).toBe(false);
  });
});

describe('a minimum commitment, as contracts state it', () => {
  const clue = clueOf('Minimum Commitment');

  it('reads a binding commitment to buy, a duty to buy at least an amount, and a minimum purchase quantity', () => {
    for (const sentence of [
      'The first two months of each forecast shall constitute a binding commitment of the Buyer to purchase the quantities stated in it.',
      'The Distributor shall purchase from the Manufacturer at least 5,000 units in each contract year.',
      'The Reseller agrees to order not less than $250,000 of Products per year.',
      'The Licensee shall spend at least the amount of the advance on marketing the Product.',
      'The minimum annual purchase quantity is 1,200 cases.',
    ]) {
      expect(clue.test(sentence), sentence).toBe(true);
    }
  });

  it('does not read a minimum that binds nobody to buy', () => {
    for (const sentence of [
      '"Lead Time" means the minimum number of days between a purchase order and delivery.',
      'The Buyer may purchase additional units at the prices in Schedule B.',
      'The Seller shall maintain a minimum stock of spare parts.',
    ]) {
      expect(clue.test(sentence), sentence).toBe(false);
    }
  });
});

describe('promises the rules of a clause state in other words', () => {
  it('reads a promise to bring no claim against the other party as a covenant not to sue', () => {
    const clue = clueOf('Covenant Not To Sue');
    expect(
      clue.test('The Investor shall not have any claim against the Company if the Company decides not to proceed.'),
    ).toBe(true);
    expect(clue.test('The Agent will not assert any claims towards the Principal for lost commissions.')).toBe(true);
    expect(clue.test('The Contractor waives any claims against the Owner for delays caused by the weather.')).toBe(
      true,
    );
    expect(clue.test('The Buyer shall notify the Seller of any claim against the Goods within ten days.')).toBe(false);
  });

  it('reads ownership of what either party creates as the ownership of intellectual property', () => {
    const clue = clueOf('Ip Ownership Assignment');
    expect(
      clue.test(
        'The Licensor owns all intellectual property in the Platform, including any improvements, whether created by the Licensor or by the Licensee.',
      ),
    ).toBe(true);
    expect(clue.test('Each party owns the intellectual property it held before the Effective Date.')).toBe(false);
  });

  it('reads disparaging the other side as a ground for termination', () => {
    const clue = clueOf('Non-Disparagement');
    expect(
      clue.test(
        'The Sponsor may terminate this Agreement at once if the Athlete publicly disparages the Sponsor or its products.',
      ),
    ).toBe(true);
    expect(clue.test('The Sponsor may terminate this Agreement if the Athlete misses three events.')).toBe(false);
  });
});

describe('clauses stated by their usual shapes', () => {
  it('reads a promise never to put the other party into bankruptcy as a covenant not to sue', () => {
    const clue = clueOf('Covenant Not To Sue');
    expect(
      clue.test(
        'The Manager shall not at any time institute against the Fund, or join in instituting, any bankruptcy or insolvency proceeding.',
      ),
    ).toBe(true);
    expect(clue.test('The Manager shall notify the Fund of any bankruptcy proceeding against the Manager.')).toBe(
      false,
    );
  });

  it('reads an offer to others allowed only on terms no more favourable as a right of first offer', () => {
    const clue = clueOf('Rofr/Rofo/Rofn');
    expect(
      clue.test(
        'If the parties do not agree within thirty days, the Owner may offer the space to any third party on terms no more favorable than those offered to the Tenant.',
      ),
    ).toBe(true);
    expect(clue.test('The Owner may lease the space to any third party.')).toBe(false);
  });

  it('reads what a party must do if it is terminated or resigns as a duty after termination', () => {
    const clue = clueOf('Post-Termination Services');
    expect(
      clue.test(
        'In the event that the Agent resigns or is terminated, the Agent shall cooperate with the Owner to transfer the accounts to a successor.',
      ),
    ).toBe(true);
    expect(clue.test('The Agent shall cooperate with the Owner in the collection of the accounts.')).toBe(false);
  });
});

describe('the notice that decides whether the term runs on', () => {
  const clue = clueOf('Notice Period To Terminate Renewal');

  it('reads a deadline before the term ends for notice about renewing or extending it', () => {
    for (const sentence of [
      'The Lease may be extended for one further year by written notice given by the Tenant not less than six months before the expiry of the Term.',
      'Either party may give notice that it does not wish to renew at least ninety days prior to the end of the then-current term.',
    ]) {
      expect(clue.test(sentence), sentence).toBe(true);
    }
  });

  it('does not read a notice period with no renewal in it, nor a renewal with no notice', () => {
    for (const sentence of [
      'Either party may terminate this Agreement for breach by thirty days written notice.',
      'This Agreement renews automatically for successive one-year terms.',
    ]) {
      expect(clue.test(sentence), sentence).toBe(false);
    }
  });
});
