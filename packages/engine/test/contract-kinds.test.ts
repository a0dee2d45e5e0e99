import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';
import { kindOf, missingTitles } from './contract-kind-checks';
import { analyzeContractText as analyse } from './result-checks';

// Every contract below is written for these tests.

const STANDSTILL = [
  'COOPERATION AGREEMENT',
  'This Cooperation Agreement is entered into as of May 4, 2021 by and between Harlow Industries, Inc. (the "Company") and Redwood Value Partners LP (the "Investor").',
  'During the Standstill Period, the Investor shall not acquire beneficial ownership of more than 9.9% of the outstanding Voting Securities of the Company.',
  'The Company shall nominate the New Director for election at the 2021 annual meeting of stockholders.',
  'Either party may terminate this Agreement upon ten (10) days written notice after the 2022 annual meeting.',
  'Neither party shall assign this Agreement without the prior written consent of the other party.',
  'This Agreement shall be governed by the laws of the State of Delaware.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

const GUARANTY = [
  'PERSONAL GUARANTY',
  'This Personal Guaranty is made as of June 2, 2020 by Dana Whitfield (the "Guarantor") in favour of Lakeshore Equipment Finance LLC (the "Lender").',
  'The Guarantor hereby unconditionally and irrevocably guarantees to the Lender the punctual payment of all amounts owed by Mill Creek Bakery LLC under the Loan Agreement.',
  'The Guarantor shall not assign this Guaranty without the prior written consent of the Lender.',
  'This Guaranty shall be governed by the laws of the State of Illinois.',
  'IN WITNESS WHEREOF, the Guarantor has executed this Guaranty as of the date first written above.',
].join('\n\n');

const SUPPLY = [
  'SUPPLY AGREEMENT',
  'This Supply Agreement is made as of March 1, 2021 by and between Acme Foods, Inc. (the "Buyer") and Green Valley Farms LLC (the "Seller").',
  'The Seller shall deliver the Products to the Buyer within thirty (30) days of each purchase order.',
  'The Seller warrants that the Products shall conform to the Specifications and be free from defects in materials and workmanship.',
  'Either party may terminate this Agreement upon ninety (90) days written notice.',
  'In no event shall either party be liable for indirect or consequential damages, and each party’s total liability shall not exceed the fees paid in the prior twelve months.',
  'This Agreement shall be governed by the laws of the State of Oregon.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

const EXHIBIT = [
  'EXHIBIT B TO THE MASTER SERVICES AGREEMENT',
  'SERVICE LEVELS',
  'The Provider shall make the Hosted Service available at least 99.5% of each calendar month.',
  'If availability falls below 99.5% in a month, the Provider shall credit the Customer five percent of the monthly fee.',
  'Credits under this Exhibit are the Customer’s sole remedy for unavailability and do not limit the Provider’s liability under Section 12 of the Agreement.',
  'The Customer may terminate the Agreement if availability falls below 95% in three consecutive months.',
].join('\n\n');

describe('the kind of contract', () => {
  it('is read from the title, and from the body when the title is general', () => {
    expect(kindOf(SUPPLY).label).toBe('supply agreement');
    expect(kindOf(GUARANTY).label).toBe('guarantee');
    expect(kindOf(STANDSTILL).label).toBe('standstill or voting (investor) agreement');
    expect(kindOf('ENDORSEMENT AGREEMENT\n\nThe Athlete shall appear in two advertisements each year.').label).toBe(
      'sponsorship or endorsement agreement',
    );
    expect(kindOf('FRANCHISE AGREEMENT\n\nThe Franchisee shall pay a royalty of 5% of Gross Sales.').label).toBe(
      'franchise agreement',
    );
    expect(kindOf('CONSULTING AGREEMENT\n\nThe Consultant shall advise the Company on marketing.').label).toBe(
      'consulting agreement',
    );
    // Co-hosting, co-marketing, co-promotion: a joint arrangement, whatever is done jointly.
    expect(kindOf('CO-HOSTING AGREEMENT\n\nEach party shall link to the other party’s store.').id).toBe('partnership');
    expect(kindOf('CO-MARKETING AGREEMENT\n\nEach party shall promote the other party’s products.').id).toBe(
      'partnership',
    );
    // A general title: the body's own promise decides.
    expect(
      kindOf(
        'AGREEMENT\n\nThe undersigned hereby guarantees the full and punctual payment of the Obligations of the Borrower.',
      ).label,
    ).toBe('guarantee');
  });

  it('does not take an affiliate (referral) agreement for a distribution agreement', () => {
    const affiliate = 'AFFILIATE AGREEMENT\n\nThe Affiliate shall refer its members to the Company’s dental plans.';
    expect(kindOf(affiliate).id).not.toBe('distribution');
  });

  it('tells a complete agreement from an amendment, an attachment and a fragment', () => {
    expect(kindOf(SUPPLY).form).toBe('agreement');
    expect(
      kindOf(
        'AMENDMENT NO. 1 TO SUPPLY AGREEMENT\n\nThis Amendment No. 1 is made as of July 1, 2022 by and between Acme Foods, Inc. and Green Valley Farms LLC.\n\nSection 3.1 of the Agreement is deleted.',
      ).form,
    ).toBe('amendment');
    expect(kindOf(EXHIBIT).form).toBe('attachment');
    expect(
      kindOf(
        '14.2 The Seller shall keep the Products insured until delivery.\n\n14.3 The Buyer may reject Products that do not conform to the Specifications.',
      ).form,
    ).toBe('fragment');
    expect(
      kindOf(
        'Attachment C to Master Franchise Agreement\n\nSTATE ADDENDUM\n\n1. The law of the State prevails over any inconsistent provision of the Master Franchise Agreement.',
      ).form,
    ).toBe('attachment');
    // Terms without a preamble are still a whole agreement when they say they are the entire agreement.
    expect(
      kindOf(
        'DISTRIBUTOR AGREEMENT\n\n1. The Distributor may resell the Products in Texas.\n\n2. This Agreement is the entire agreement of the parties and supersedes all prior understandings.',
      ).form,
    ).toBe('agreement');
    // A filing label ("Exhibit 10.1") above a whole agreement does not make it an attachment.
    expect(kindOf(`Exhibit 10.1\n\n${SUPPLY}`).form).toBe('agreement');
  });

  it('knows an amendment by its heading, its defined name or its words of change, not only by "amendment to"', () => {
    expect(
      kindOf(
        'AMENDMENT NO. 3\n\nDated as of May 2, 2023\n\nReference is made to the Distribution Agreement dated January 5, 2021 between Orbit Tools Ltd. ("Orbit") and Kestrel Supply Inc. ("Kestrel").\n\nThe parties agree to modify the Agreement as follows: Schedule A is replaced by the attached Schedule A.',
      ).form,
    ).toBe('amendment');
    expect(
      kindOf(
        'AMENDMENT AND TERMINATION OF LICENSE AGREEMENT\n\nThis Amendment and Termination of License Agreement (this "Amendment") is entered into as of June 9, 2022 by and among Pinecrest Media LLC ("Pinecrest") and Solway Games Inc. ("Solway").\n\nThe License Agreement shall terminate on the Closing Date.',
      ).form,
    ).toBe('amendment');
    // A whole agreement that mentions an earlier amendment later on is still an agreement.
    expect(
      kindOf(`${SUPPLY}

Any amendment of this Agreement must be in writing.`).form,
    ).toBe('agreement');
  });

  it('reviews an exhibit that names the parties as an attachment when it says it is made part of another agreement', () => {
    expect(
      kindOf(
        'EXHIBIT C\n\nThis Exhibit C is entered into as of April 3, 2022 by and between Lumen Analytics Inc. ("Lumen") and Harbor News Co. ("Customer"). This Exhibit is hereby incorporated into and made a part of the Master Services Agreement between the Parties.\n\nFEES: Customer shall pay Lumen a monthly fee of $4,000.\n\nIN WITNESS WHEREOF, the Parties have signed this Exhibit.',
      ).form,
    ).toBe('attachment');
  });
});

describe('missing clauses follow the kind of contract', () => {
  it('does not ask an investor standstill agreement for insurance or a warranty period', async () => {
    const missing = missingTitles(await analyse(STANDSTILL));
    expect(missing).not.toContain('No insurance clause');
    expect(missing).not.toContain('No warranty period clause');
  });

  it('does not ask an investor standstill agreement for a termination right: its commitments run for a period and end on stated events', async () => {
    const fixedTerm = STANDSTILL.replace(
      /Either party may terminate[^\n]+/u,
      'This Agreement shall remain in effect until the conclusion of the 2022 annual meeting of stockholders.',
    );
    expect(missingTitles(await analyse(fixedTerm))).not.toContain('No termination rights clause');
  });

  it('does not ask a personal guarantee for insurance, a warranty period or a termination right', async () => {
    const missing = missingTitles(await analyse(GUARANTY));
    expect(missing).toEqual([]);
  });

  it('still reports a supply agreement without insurance, saying why a supply agreement needs it', async () => {
    const result = await analyse(SUPPLY, { role: 'buyer' });
    const insurance = result.keyFindings.find((finding) => finding.title === 'No insurance clause');
    expect(insurance?.description).toContain('supply agreement');
  });

  it('asks how long quality promises last only where the contract makes quality promises', async () => {
    expect(missingTitles(await analyse(SUPPLY, { role: 'buyer' }))).toContain('No warranty period clause');
    const withoutPromise = SUPPLY.replace(/The Seller warrants[^\n]+/u, '');
    expect(missingTitles(await analyse(withoutPromise, { role: 'buyer' }))).not.toContain('No warranty period clause');
  });

  it('does not ask the party giving the quality promises for a warranty period, which would only bind it longer', async () => {
    const asSeller = await analyse(SUPPLY, { role: 'client', party: 'Green Valley Farms LLC' });
    expect(missingTitles(asSeller)).not.toContain('No warranty period clause');
  });

  it('reviews an attachment as one: nothing is missing from it, and the summary says what needs the main agreement', async () => {
    const result = await analyse(EXHIBIT);
    expect(missingTitles(result)).toEqual([]);
    const summary = result.summary.join(' ');
    expect(summary).toContain('attachment');
    expect(summary).toMatch(/main agreement, which is not in this file/u);
  });
});

describe('the user’s side', () => {
  it('is named as a party, with the reason', async () => {
    const result = await analyse(SUPPLY, { role: 'buyer' });
    expect(result.summary.join(' ')).toContain(
      'You are Acme Foods, Inc., the “Buyer”: you chose the buyer role and the contract calls Acme Foods, Inc. the Buyer.',
    );
  });

  it('is the party that buys, not the vendor, for a client: a reseller buys what it resells', () => {
    const parties = detectParties(
      'RESELLER AGREEMENT This Reseller Agreement is made by and between Nimbus Software Inc. (the "Company") and Retail Partners LLC (the "Reseller").',
    );
    expect(readerPartyWithReason(parties, 'client', undefined)?.party.name).toBe('Retail Partners LLC');
    expect(readerPartyWithReason(parties, 'seller', undefined)?.party.name).toBe('Nimbus Software Inc.');
  });

  it('reads a role name with a "sub-" or "co-" prefix, or a qualifier before it, as the role it names', () => {
    const subAdvised = detectParties(
      'SUB-ADVISORY AGREEMENT This Agreement is made between Harbour Capital LP ("Harbour") and Northgate Advisers Ltd (the "Sub-Adviser").',
    );
    expect(readerPartyWithReason(subAdvised, 'service-provider', undefined)?.party.name).toBe('Northgate Advisers Ltd');
    expect(readerPartyWithReason(subAdvised, 'client', undefined)?.party.name).toBe('Harbour Capital LP');
    const qualified = detectParties(
      'SERVICES AGREEMENT This Agreement is made between Brightwater Hotels plc (the "Company") and Clearline Facilities Ltd (the "Cleaning Contractor").',
    );
    expect(readerPartyWithReason(qualified, 'service-provider', undefined)?.party.name).toBe(
      'Clearline Facilities Ltd',
    );
  });

  it('names the party the user picked, even on the other side than the role', async () => {
    const result = await analyse(SUPPLY, { role: 'buyer', party: 'Green Valley Farms LLC' });
    expect(result.summary.join(' ')).toContain('You are Green Valley Farms LLC, the “Seller”: you picked this party.');
  });
});
