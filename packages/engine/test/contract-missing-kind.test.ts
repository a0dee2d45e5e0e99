import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { kindOf } from './contract-kind-checks';
import { analyzeContractText as analyse } from './result-checks';

// Every contract below is written for these tests.

function missing(result: ContractAnalysis) {
  return result.keyFindings.filter((finding) => finding.section === 'Not found in the document');
}

function missingTitles(result: ContractAnalysis): string[] {
  return missing(result).map((finding) => finding.title);
}

const IP_ASSIGNMENT = [
  'INTELLECTUAL PROPERTY AGREEMENT',
  'This Intellectual Property Agreement is made as of April 3, 2019 by and between Northgate Sensors, Inc. ("Assignor") and Tallis Robotics LLC ("Assignee").',
  'WHEREAS, Assignor and Assignee are parties to an Asset Purchase Agreement of even date under which Assignee acquires the sensor business of Assignor.',
  'NOW, THEREFORE, for good and valuable consideration, Assignor hereby sells, assigns, transfers and conveys to Assignee all of its right, title and interest in and to the Patents listed on Schedule A.',
  'Assignor shall, at the request of Assignee, execute such further documents as may be needed to record the transfer of the Patents.',
  'This Agreement shall be governed by the laws of the State of Ohio.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

const EMPLOYMENT = [
  'EMPLOYMENT AGREEMENT',
  'This Employment Agreement is made as of July 1, 2020 by and between Brightwater Labs, Inc. (the "Company") and Morgan Reyes (the "Employee").',
  'The Company shall pay the Employee a base salary of $120,000 per year.',
  'The Employee hereby assigns to the Company all of the Employee’s right, title and interest in any inventions made during the employment.',
  'This Agreement shall be governed by the laws of the State of Washington.',
].join('\n\n');

const BUNDLING = [
  'PROMOTION AND DISTRIBUTION AGREEMENT',
  'This Promotion and Distribution Agreement is made as of May 1, 2018 by and between Quillsoft Ltd. ("Distributor") and Orbis Search Inc. ("Orbis").',
  'Orbis grants the Distributor a non-exclusive licence to bundle the Orbis Toolbar, which Orbis makes available free of charge, with the Distributor’s own application.',
  'Orbis shall pay the Distributor two dollars for each end user who installs the Orbis Toolbar from the bundle.',
  'Each party shall indemnify the other against third-party claims arising from its own software.',
  'Either party may terminate this Agreement upon thirty (30) days written notice.',
  'In no event shall either party be liable for indirect or consequential damages.',
  'This Agreement shall be governed by the laws of the State of California.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

const RESALE = [
  'DISTRIBUTION AGREEMENT',
  'This Distribution Agreement is made as of May 1, 2018 by and between Harbor Tools Co. ("Distributor") and Keller Machines GmbH ("Supplier").',
  'The Distributor shall purchase the Products from the Supplier by purchase order at the prices in Schedule 1 and resell them in the Territory.',
  'Either party may terminate this Agreement upon thirty (30) days written notice.',
  'Each party shall indemnify the other against third-party claims arising from its own breach.',
  'This Agreement shall be governed by the laws of the State of California.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

const DISCLAIMED = [
  'DISTRIBUTOR AGREEMENT',
  'This Distributor Agreement is made as of June 5, 2017 by and between Pellucid Devices Inc. (the "Company") and Corner Pharmacy Services LLC (the "Distributor").',
  'The Distributor shall purchase the kiosks from the Company at the prices in Exhibit A.',
  'The Company warrants that it is a corporation in good standing under the laws of Florida.',
  'TO THE EXTENT PERMITTED BY LAW, ALL IMPLIED WARRANTIES, INCLUDING THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE, ARE HEREBY EXCLUDED.',
  'Either party may terminate this Agreement upon sixty (60) days written notice.',
  'This Agreement shall be governed by the laws of the State of Florida.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('a present assignment of rights is not an agreement that runs over time', () => {
  it('is read as an assignment from its operative words when its title is general', () => {
    expect(kindOf(IP_ASSIGNMENT).id).toBe('assignment');
    expect(kindOf('PATENT ASSIGNMENT AGREEMENT\n\nThe Assignor shall record the transfer at its own cost.').id).toBe(
      'assignment',
    );
  });

  it('does not take an employment agreement with an inventions assignment for an assignment', () => {
    expect(kindOf(EMPLOYMENT).id).toBe('employment');
  });

  it('asks an executed assignment for no termination right and no liability cap', async () => {
    const titles = missingTitles(await analyse(IP_ASSIGNMENT));
    expect(titles).not.toContain('No termination rights clause');
    expect(titles).not.toContain('No limitation of liability clause');
  });
});

describe('product insurance and a warranty period only where products are bought', () => {
  it('does not ask for product liability insurance in a bundling deal where the distributor buys nothing', async () => {
    const titles = missingTitles(await analyse(BUNDLING));
    expect(titles).not.toContain('No insurance clause');
    expect(titles).not.toContain('No warranty period clause');
  });

  it('still asks for insurance where the distributor buys the products to resell them', async () => {
    expect(missingTitles(await analyse(RESALE))).toContain('No insurance clause');
  });

  it('does not ask how long quality promises last where the implied warranties are excluded and none is given', async () => {
    expect(missingTitles(await analyse(DISCLAIMED))).not.toContain('No warranty period clause');
  });
});

const ROYALTY_FREE = [
  'TRADEMARK LICENSE AGREEMENT',
  'This Trademark License Agreement is made as of March 9, 2021 by and between Fenwick Brands LLC (the "Licensor") and Alder Street Fund Inc. (the "Licensee").',
  'Licensor hereby grants to Licensee a non-exclusive, royalty-free licence to use the Mark as part of its corporate name.',
  'Either party may terminate this Agreement upon sixty (60) days written notice.',
  'Licensee shall not assign this Agreement without the prior written consent of Licensor.',
  'This Agreement shall be governed by the laws of the State of New York.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('the advice of a missing liability cap fits what is paid', () => {
  it('does not ask for a cap of the fees paid where no fees are paid', async () => {
    const cap = missing(await analyse(ROYALTY_FREE)).find(
      (finding) => finding.title === 'No limitation of liability clause',
    );
    expect(cap?.recommendation).toBeDefined();
    expect(cap?.recommendation).not.toMatch(/fees paid in the last 12 months/u);
    expect(cap?.recommendation).toMatch(/fixed amount/u);
  });

  it('still suggests a cap of the fees paid where the licensee pays a fee', async () => {
    const paid = ROYALTY_FREE.replace('royalty-free licence', 'licence').replace(
      'Either party may',
      'Licensee shall pay Licensor a licence fee of $5,000 per year. Either party may',
    );
    const cap = missing(await analyse(paid)).find((finding) => finding.title === 'No limitation of liability clause');
    expect(cap?.recommendation).toMatch(/fees paid in the last 12 months/u);
  });
});

const TARIFF_SERVICE = [
  'FIRM TRANSPORTATION SERVICE AGREEMENT',
  'This Firm Transportation Service Agreement is made as of November 1, 2016 by and between Prairie Line Pipeline Company ("Transporter") and Cedar Valley Gas Utility ("Shipper").',
  'Transporter shall transport up to 20,000 Dth per day of natural gas for Shipper from the Receipt Point to the Delivery Point.',
  'Service under this Agreement is subject to the General Terms and Conditions of Transporter’s FERC Gas Tariff, which are incorporated by reference.',
  'Shipper shall pay the rates set out in Transporter’s FERC Gas Tariff as in effect from time to time.',
  'Either party may terminate this Agreement after the Primary Term upon one hundred eighty (180) days written notice.',
  'This Agreement shall be governed by the laws of the State of Nebraska.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('a clause that may be in a filed tariff the agreement incorporates', () => {
  it('is to be checked in the tariff, not negotiated: a tariff applies to every customer alike', async () => {
    const insurance = missing(await analyse(TARIFF_SERVICE)).find((finding) =>
      finding.title.startsWith('No insurance clause'),
    );
    expect(insurance?.title).toBe('No insurance clause in this file');
    expect(insurance?.recommendation).toMatch(/an insurance clause/u);
    expect(insurance?.recommendation).not.toMatch(/^Get .* if it has none, require/u);
    expect(insurance?.recommendation).toMatch(/tariff/u);
    expect(insurance?.recommendation).toMatch(/not negotiated|cannot be negotiated|regulator/u);
  });
});

const SELLING_AGENCY = [
  'AGENCY AGREEMENT',
  'This Agency Agreement is made as of April 2, 2009 by and between Riverbend Bancorp, Inc. (the "Company") and Keystone Capital Markets LLC (the "Agent").',
  'The Company shall offer up to 2,000,000 shares of its common stock in a subscription offering described in the prospectus.',
  'The Agent shall use its best efforts to assist the Company in selling the shares in the subscription offering.',
  'The Company shall pay the Agent a fee of one percent of the aggregate purchase price of the shares sold.',
  'This Agreement shall be governed by the laws of the State of New York.',
].join('\n\n');

describe('an agency agreement is read by what the agent sells', () => {
  it('takes an agency to sell a company’s shares in an offering for a financing agreement, not a distribution agreement', () => {
    expect(kindOf(SELLING_AGENCY).id).toBe('financing');
  });

  it('takes an agency to take orders for products for a distribution agreement', () => {
    const products =
      'SALES AGENCY AGREEMENT\n\nThe Agent shall solicit orders for the Products from customers in the Territory.';
    expect(kindOf(products).id).toBe('distribution');
  });
});

const VOTING = [
  'VOTING AGREEMENT',
  'This Voting Agreement is made as of October 3, 2019 by and between Saltmarsh Holdings LP (the "Holder") and Everly Networks, Inc. (the "Company").',
  'The Holder shall vote all shares it owns in favour of the Merger at any meeting of the Company’s shareholders.',
  'The Holder shall not transfer any of its shares before the Merger closes.',
  'This Agreement shall be governed by the laws of the State of Delaware.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('a voting agreement is an investor agreement', () => {
  it('is read as one from its title, and asked for no insurance, warranty period or termination right', async () => {
    expect(kindOf(VOTING).id).toBe('investor');
    expect(missingTitles(await analyse(VOTING))).toEqual([]);
  });
});

const GROUP_LICENCE = [
  'TRADEMARK LICENSE AGREEMENT',
  'This Trademark License Agreement is made as of March 9, 2021 by and between Harwick Lane Capital Management LLC (the "Licensor") and Harwick Lane Capital Income Fund Inc. (the "Licensee").',
  'Licensor hereby grants to Licensee a non-exclusive licence to use the name "Harwick Lane" for a licence fee of $1 per year.',
  'Either party may terminate this Agreement upon sixty (60) days written notice.',
  'Licensee shall not assign this Agreement without the prior written consent of Licensor.',
  'This Agreement shall be governed by the laws of the State of New York.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

describe('companies of one group, known by the name they share', () => {
  it('asks a licence between two companies trading under one name for no cap against each other', async () => {
    expect(missingTitles(await analyse(GROUP_LICENCE))).not.toContain('No limitation of liability clause');
  });

  it('still asks for a cap where the two names share only one word', async () => {
    const outsiders = GROUP_LICENCE.replace('Harwick Lane Capital Income Fund Inc.', 'Harwick Foods Inc.');
    expect(missingTitles(await analyse(outsiders))).toContain('No limitation of liability clause');
  });
});

describe('an intellectual property agreement', () => {
  it('is a licence where it grants one, even when one party also guarantees something', () => {
    const text = [
      'INTELLECTUAL PROPERTY AGREEMENT',
      'This Intellectual Property Agreement is made as of May 1, 2015 by and between Corvel Holdings Inc. ("Parent") and Corvel Systems Inc. ("SpinCo").',
      'Parent hereby grants to SpinCo a perpetual, non-exclusive licence to use the Parent Patents in the SpinCo Business.',
      'Parent hereby guarantees the performance of its Subsidiaries under this Agreement.',
    ].join('\n\n');
    expect(kindOf(text).id).toBe('licence');
  });
});
