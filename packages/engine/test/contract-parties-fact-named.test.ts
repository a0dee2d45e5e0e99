import { describe, expect, it } from 'vitest';
import { partiesLineOf } from './contract-advice-seen';

// Agreements written for these tests. The "Parties" line of the clause list must name who contracts, from
// the sentence that names them, or be left out.

describe('the Parties line names the contracting parties', () => {
  it('names the user and the provider of terms whose defined name is a document title', async () => {
    const line = await partiesLineOf(
      'Kestrel Application Terms',
      'These Kestrel Open Source Application Terms and Conditions ("Application Terms") are an agreement between you and Kestrel Labs, Inc. ("Kestrel", "we", "us").',
      '1. You must keep your account secure.',
    );
    expect(line?.value).toBe('the user; Kestrel Labs, Inc. ("Kestrel")');
    expect(line?.value).not.toMatch(/Application Terms/u);
    expect(line?.quote).toContain('agreement between you and Kestrel Labs, Inc.');
  });

  it('names the user beside the provider when the terms are "between you and" it without a "we"', async () => {
    const line = await partiesLineOf(
      'Kestrel Marketplace Developer Agreement',
      'This Developer Agreement is between you and Kestrel Labs, Inc. ("Kestrel").',
      '2.4 You may distribute your app under your own end user licence agreement ("EULA") with each End User.',
    );
    expect(line?.value).toBe('the user; Kestrel Labs, Inc. ("Kestrel")');
  });

  it('finds the provider and the user in terms accepted by use, with no "we" or "between"', async () => {
    const line = await partiesLineOf(
      'Acme Service Terms',
      'By using the Service, you agree to these Terms of Acme Inc.',
      '1. Fees. You shall pay the fees when due.',
      '2. Law. Any claim arising from the Service ("Claim") is governed by the laws of the State of Oregon.',
    );
    expect(line?.value).toBe('the user; Acme Inc.');
    expect(line?.quote).toContain('you agree to these Terms of Acme Inc.');
  });

  it('gives a party named only by its role the name it signs under', async () => {
    const line = await partiesLineOf(
      'APPENDIX A STATEMENT OF WORK',
      'This Statement of Work is made under the Development Agreement between Developer ("Developer") and Client ("Client").',
      '1. Developer shall build the delivery app for Client.',
      '2. Client shall pay Developer $20,000 on acceptance.',
      'DEVELOPER: Harrow Software Inc. By: ______',
      'CLIENT: Pelican Goods Inc. By: ______',
    );
    expect(line?.value).toBe('Harrow Software Inc. ("Developer"); Pelican Goods Inc. ("Client")');
  });

  it('keeps the cover-page reference that says who the customer is', async () => {
    const line = await partiesLineOf(
      'Nimbus Cloud Terms',
      'These Cloud Terms form part of the agreement between Nimbus Data Ltd ("Nimbus") and the Customer identified in the Order Form ("Customer").',
      '1. Nimbus shall provide the Service to Customer.',
    );
    expect(line?.value).toBe('Nimbus Data Ltd ("Nimbus"); the Customer identified in the Order Form ("Customer")');
  });
});

describe('the Parties line of parties standing under role labels', () => {
  it('names both, quoting the label line', async () => {
    const line = await partiesLineOf(
      'SUPPORT AGREEMENT',
      'Client: Meridian Foods Ltd, 4 Quay Street, Leeds LS1 4AB',
      'Provider: Harlow Systems Ltd, 9 Mill Lane, York YO1 2CD',
      '1.1 The Provider shall provide the support services described in Schedule 1 to the Client.',
      '2.1 The Client shall pay the Provider the fees within 30 days of each invoice.',
    );
    expect(line?.value).toBe('Meridian Foods Ltd ("Client"); Harlow Systems Ltd ("Provider")');
    expect(line?.quote).toContain('Client: Meridian Foods Ltd');
  });
});

describe('no Parties line is given from a sentence that does not name the parties', () => {
  it('not from an ownership clause "as between the parties"', async () => {
    const line = await partiesLineOf(
      'AI Addendum',
      'This AI Addendum supplements the Cloud Agreement.',
      '2.1 As between the parties, Customer retains all right, title and interest in and to all Input and all Output.',
    );
    expect(line).toBeUndefined();
  });

  it('not from a term or a survival sentence of an addendum that names no party', async () => {
    const line = await partiesLineOf(
      'Security Addendum',
      'This Security Addendum supplements the Cloud Agreement.',
      '3. Term and Termination This Addendum begins on the Addendum Effective Date and continues until the Cloud Agreement ends (the "Addendum Term"). Sections 4 and 5 survive termination.',
    );
    expect(line).toBeUndefined();
  });

  it('not from defined service levels', async () => {
    const line = await partiesLineOf(
      'Service Level Schedule',
      '1. Availability. The Service will be available 99.9% of each month ("Availability Target").',
      '2. Credits. If availability falls below the Availability Target, a credit ("Service Credit") applies.',
    );
    expect(line).toBeUndefined();
  });
});

describe('the Parties line takes names only from the sentences that name the parties', () => {
  it('gives no party from a grant that defines what may be done', async () => {
    const line = await partiesLineOf(
      'Platform Terms',
      'These Platform Terms and each Order form the agreement. Conflicts between the parts of these Terms are resolved by Section 9.',
      '1. Access. Subject to these Terms, Customer may use the Platform for its internal purposes during each Subscription Term ("Permitted Use").',
      '2. Fees. Customer shall pay the fees stated in the Order.',
    );
    expect(line?.value ?? '').not.toMatch(/Permitted Use/u);
  });

  it('gives no party from a sentence of the terms that defines a class of things', async () => {
    const line = await partiesLineOf(
      'Invention Assignment',
      '1. I agree that all inventions made or conceived by me during my employment, whether or not patentable (collectively "Inventions"), belong to the Company.',
      '2. I hereby grant the Company a licence to any prior invention I use in my work.',
    );
    expect(line?.value ?? '').not.toMatch(/Inventions|hereby/u);
  });

  it('names a party set out line by line on a cover page, whole, with the role it is given', async () => {
    const line = await partiesLineOf(
      'HARBOUR LICENCE AGREEMENT',
      'This Cover Page identifies the Parties to this Agreement:',
      'The Department of Coastal Works, as represented by',
      '[Name of the Office]',
      'an office of the Department (hereinafter referred to as the "Office")',
      'and',
      '[Company name],',
      'hereinafter referred to as the "Licensee",',
      'having offices at [Company address].',
      'The Office and the Licensee agree as follows:',
      '1. The Office grants the Licensee a licence to use the harbour charts.',
    );
    expect(line?.value).toMatch(/^The Department of Coastal Works \("Office"\); Licensee/u);
  });

  it('does not take a department, a network or a clause fragment for a party', async () => {
    const line = await partiesLineOf(
      'EMPLOYEE IP AGREEMENT',
      'This EMPLOYEE IP AGREEMENT is between the person named below and Larkspur Robotics Inc., a Delaware corporation ("Company").',
      'If you have any question about it, please ask the Company’s legal department ("Legal").',
      'Your work may run on the Solace ledger network ("Solace").',
      '1. You assign to the Company the inventions you make in your work.',
    );
    expect(line?.value ?? '').not.toMatch(/Legal|Solace|If you/u);
  });

  it('names the company a letter invites you to join, not the letter’s title', async () => {
    const line = await partiesLineOf(
      'Corvel Offer Letter and Consulting Agreement (contractor)',
      'Dear Ada Okafor, We are delighted to invite you to join Corvel Labs Inc. (the "Company") as a consultant ("Consultant") from 1 May 2025.',
      '1. Consultant shall provide the design services described in Exhibit A.',
      '2. The Company shall pay Consultant $90 per hour.',
    );
    expect(line?.value).toMatch(/^Corvel Labs Inc\. \("Company"\)/u);
  });
});
