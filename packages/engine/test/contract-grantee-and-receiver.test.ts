import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Halvorsen pays Pelletier; each test names the reader's party, so no finding needs to hedge.
function told(result: ContractAnalysis, title: string): string {
  return result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

describe('a grant is read from its grantor, whatever the grantee accepts in the same sentence', () => {
  const acceptedLicence =
    'Pelletier hereby grants to Halvorsen, and Halvorsen hereby accepts, a non-transferable license to use the campaign artwork in its stores.';

  it('the grantee who accepts the licence is told it may use what is licensed', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, acceptedLicence);
    const licence = told(result, 'License grant');
    expect(licence).toMatch(/you may use what is licensed/iu);
    expect(licence).not.toMatch(/what you license|if you are/iu);
  });

  it('the grantor is told the licence is its own, not one it may use', async () => {
    const result = await analyse({ role: 'client', party: 'Pelletier' }, acceptedLicence);
    const licence = told(result, 'License grant');
    expect(licence).toMatch(/what you license/iu);
    expect(licence).not.toMatch(/you may use what is licensed|if you are/iu);
  });
});

describe('an exclusive licence granted to the reader is the reader’s exclusivity', () => {
  const exclusiveLicence =
    'Pelletier hereby grants to Halvorsen, and Halvorsen hereby accepts, an exclusive license to use the campaign artwork in Canada.';

  it('is not told as a duty to buy only from the other side', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, exclusiveLicence);
    const exclusivity = told(result, 'Exclusivity');
    expect(exclusivity).toMatch(/the exclusivity is yours/iu);
    expect(exclusivity).not.toMatch(/buy only from them|\(your side\) gives this promise|if you are/iu);
  });

  it('binds the grantor, who may not give the same rights to anyone else', async () => {
    const result = await analyse({ role: 'client', party: 'Pelletier' }, exclusiveLicence);
    const exclusivity = told(result, 'Exclusivity');
    expect(exclusivity).toMatch(/the other side holds the exclusivity/iu);
    expect(exclusivity).not.toMatch(/the exclusivity is yours|if you are/iu);
  });
});

describe('a share of revenue is told from the party that receives it', () => {
  it('a party that shall receive a share is not told that its sales go to the other side', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Halvorsen shall receive a share of twenty percent of the net revenues that Pelletier earns from the campaign.',
    );
    const sharing = told(result, 'Revenue or profit sharing');
    expect(sharing).not.toMatch(/share of your sales goes to the other side|\(your side\) gives this promise/iu);
    expect(sharing).toMatch(/how the other side reports its sales/iu);
  });

  it('a party the other side shares its revenue with is not told that its sales go to the other side', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier shall share with Halvorsen fifty percent of the net revenues it earns from the campaign.',
    );
    const sharing = told(result, 'Revenue or profit sharing');
    expect(sharing).not.toMatch(/share of your sales goes to the other side/iu);
    expect(sharing).toMatch(/how the other side reports its sales/iu);
  });
});

describe('an audit is told from the party whose books are opened', () => {
  it('books open for inspection by the other side are the reader’s burden, not its right', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Such books and records shall be open for inspection and audit by Pelletier during normal business hours.',
    );
    const audit = told(result, 'Audit rights');
    expect(audit).not.toMatch(/you can verify what you are charged/iu);
    expect(audit).toMatch(/you must keep records and open them/iu);
  });

  it('books open for inspection by the reader are its right', async () => {
    const result = await analyse(
      { role: 'client', party: 'Pelletier' },
      'Such books and records shall be open for inspection and audit by Pelletier during normal business hours.',
    );
    const audit = told(result, 'Audit rights');
    expect(audit).toMatch(/you can verify what you are charged/iu);
    expect(audit).not.toMatch(/you must keep records/iu);
  });
});

describe('an exclusive right a party keeps or is granted is that party’s', () => {
  it('an exclusive right the other side reserves is not told as a duty to buy only from it', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier reserves the exclusive right to sell the campaign merchandise in Canada.',
    );
    const exclusivity = told(result, 'Exclusivity');
    expect(exclusivity).toMatch(/the other side holds the exclusivity/iu);
    expect(exclusivity).not.toMatch(/buy only from them/iu);
  });

  it('rights reserved beside an exclusive licence granted to the reader leave the exclusivity the reader’s', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier hereby grants to Halvorsen an exclusive license to use the campaign artwork in Canada. Pelletier retains all rights in the campaign artwork that are not granted to Halvorsen under the exclusive license in this section.',
    );
    const exclusivity = told(result, 'Exclusivity');
    expect(exclusivity).toMatch(/the exclusivity is yours/iu);
    expect(exclusivity).not.toMatch(/buy only from them/iu);
  });
});

describe('an exclusivity named by its passive holder', () => {
  const reserved =
    'All rights in the campaign artwork not expressly granted herein are hereby reserved exclusively by Pelletier.';

  // A reservation of the rights not granted restricts no one: it is not an exclusivity clause.
  it('rights reserved exclusively by one side are not told as an exclusivity, whichever side reads', async () => {
    for (const party of ['Halvorsen', 'Pelletier']) {
      const result = await analyse({ role: 'client', party }, reserved);
      expect(told(result, 'Exclusivity')).toBe('');
    }
  });

  it('an exclusive right granted to the reader, which reverts to the other side at the end, is the reader’s', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Upon termination, the exclusive distribution right granted to Halvorsen under this Agreement shall revert to Pelletier.',
    );
    const exclusivity = told(result, 'Exclusivity');
    expect(exclusivity).toMatch(/the exclusivity is yours/iu);
    expect(exclusivity).not.toMatch(/does not settle|buy only from them/iu);
  });

  it('with the reader’s party known and no holder named, it does not say the reader’s side is unsettled', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'The exclusive distribution territory for the campaign merchandise shall be Canada.',
    );
    const exclusivity = told(result, 'Exclusivity');
    expect(exclusivity).not.toMatch(/your side of the contract does not settle|buy only from them/iu);
    expect(exclusivity).toMatch(/which party holds it/iu);
  });
});

describe('a party that shall be the other’s exclusive provider holds the exclusivity', () => {
  it('the reader’s party made the other side’s exclusive distributor holds it', async () => {
    const result = await analyse(
      { role: 'client', party: 'Pelletier' },
      'During the term, Pelletier shall be Halvorsen’s exclusive distributor of the campaign merchandise in Canada.',
    );
    const exclusivity = told(result, 'Exclusivity');
    expect(exclusivity).toMatch(/the exclusivity is yours/iu);
    expect(exclusivity).not.toMatch(/which party holds it|buy only from them/iu);
  });
});

describe('an audit of a party’s own books is that party’s burden', () => {
  const auditOfReader =
    'The costs of any audit of Halvorsen’s books and records under this Agreement shall be borne by Halvorsen.';

  it('the party whose books are audited is not told it can verify what it is charged', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, auditOfReader);
    const audit = told(result, 'Audit rights');
    expect(audit).toMatch(/you must keep records and open them/iu);
    expect(audit).not.toMatch(/you can verify what you are charged/iu);
  });

  it('the other party is told it can verify', async () => {
    const result = await analyse({ role: 'client', party: 'Pelletier' }, auditOfReader);
    expect(told(result, 'Audit rights')).toMatch(/you can verify what you are charged/iu);
  });
});

describe('a party that must meet a condition to keep an exclusivity holds it', () => {
  it('buying a minimum to maintain its exclusive right is the reader’s exclusivity, not a duty to buy only from them', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Halvorsen shall purchase at least 10,000 units from Pelletier in each year in order to maintain its exclusive right to sell the campaign merchandise in Canada.',
    );
    const exclusivity = told(result, 'Exclusivity');
    expect(exclusivity).toMatch(/the exclusivity is yours/iu);
    expect(exclusivity).not.toMatch(/buy only from them/iu);
  });

  it('the condition stated first is read the same way', async () => {
    const result = await analyse(
      { role: 'client', party: 'Pelletier' },
      'To keep its exclusive right to sell the campaign merchandise in Canada, Halvorsen shall purchase at least 10,000 units from Pelletier in each year.',
    );
    const exclusivity = told(result, 'Exclusivity');
    expect(exclusivity).toMatch(/the other side holds the exclusivity/iu);
    expect(exclusivity).not.toMatch(/the exclusivity is yours/iu);
  });
});

describe('an exclusivity binding the reader is told by what it stops the reader doing', () => {
  it('a promise not to sell to anyone else is not told as buying only from the other side', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Halvorsen shall not sell or license the campaign artwork to any third party other than Pelletier.',
    );
    const exclusivity = told(result, 'Exclusivity');
    expect(exclusivity).toMatch(/you may not work with or sell to others/iu);
    expect(exclusivity).not.toMatch(/buy only from them/iu);
  });

  it('a promise not to buy from anyone else is told as buying only from the other side', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Halvorsen shall not purchase printed labels from any person other than Pelletier.',
    );
    expect(told(result, 'Exclusivity')).toMatch(/buy only from them/iu);
  });
});
