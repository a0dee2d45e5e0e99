import { describe, expect, it } from 'vitest';
import { detectParties, readerPartyWithReason } from '../src/local/contract/contract-parties';
import { sideOfRoleTaken } from '../src/local/contract/contract-party-statements';

// Short agreements written for these tests, one for each kind of deal. In each the client is the party that
// receives what the deal gives (work, goods, a licence, premises, a promise to repay, funds, a release, data
// processing) and gives the consideration for it.
function clientOf(...paragraphs: string[]): string | undefined {
  return readerPartyWithReason(detectParties(paragraphs.join('\n\n')), 'client', undefined)?.party.name;
}

function reasonOf(...paragraphs: string[]): string | undefined {
  return readerPartyWithReason(detectParties(paragraphs.join('\n\n')), 'client', undefined)?.reason;
}

describe('the client of each kind of deal', () => {
  it('services: the party that engages the consultant', () => {
    expect(
      clientOf(
        'CONSULTING AGREEMENT This Agreement is made between Orrin Maps Ltd ("Orrin") and Della Quist ("Consultant").',
        '1. Consultant shall prepare the survey plans and Orrin shall pay the fees in Schedule 1.',
      ),
    ).toBe('Orrin Maps Ltd');
  });

  it('supply: the buyer of the goods', () => {
    expect(
      clientOf(
        'SUPPLY AGREEMENT This Agreement is made between Fenwick Mills Inc. ("Supplier") and Cobble Bakeries LLC ("Buyer").',
        '1. Supplier shall deliver the flour ordered by Buyer each week.',
      ),
    ).toBe('Cobble Bakeries LLC');
  });

  it('licence: the licensee', () => {
    expect(
      clientOf(
        'LICENSE AGREEMENT This Agreement is made between Tarn Fonts GmbH ("Licensor") and Pell Press Ltd ("Licensee").',
        '1. Licensor grants Licensee a non-exclusive licence to use the typefaces.',
      ),
    ).toBe('Pell Press Ltd');
  });

  it('lease: the tenant', () => {
    expect(
      clientOf(
        'LEASE This Lease is made between Hollis Estates Ltd ("Landlord") and Mara Venn ("Tenant").',
        '1. Tenant shall pay the rent monthly in advance.',
      ),
    ).toBe('Mara Venn');
  });

  it('loan note: the holder who lends, not the maker who repays', () => {
    expect(
      clientOf(
        'PROMISSORY NOTE This Note is made between Quay Robotics Inc. (the "Maker") and Ilse Brandt (the "Holder").',
        '1. The Maker shall repay the principal to the Holder on the Maturity Date.',
      ),
    ).toBe('Ilse Brandt');
  });

  it('convertible note: the holder its maker promises to pay "for value received"', () => {
    const text = [
      'CONVERTIBLE NOTE Principal Amount: $50,000',
      'For value received, Fallow Bikes Inc., a Delaware corporation (the "Company"), promises to pay to Rosa Ito or her assigns (the "Holder") the principal amount above with interest at 6% a year.',
      '1. All payments shall be made pro rata among all Holders of the notes of this series (collectively the "Notes", and the holders of a majority of them the "Majority Holders").',
    ];
    expect(clientOf(...text)).toBe('Holder');
    expect(detectParties(text.join('\n\n')).map((party) => party.name)).toEqual(['Fallow Bikes Inc.', 'Holder']);
  });

  it('grant: the grantee that receives the funds and carries out the funded work', () => {
    expect(
      clientOf(
        'GRANT AGREEMENT This Agreement is made between the Lumen Trust ("Grantor") and Saltmarsh Radio CIC ("Grantee").',
        '1. Grantor shall pay the grant to Grantee in two instalments, and Grantee shall use it only for the Project.',
      ),
    ).toBe('Saltmarsh Radio CIC');
  });

  it('sponsorship: the sponsor that pays for the exposure', () => {
    expect(
      clientOf(
        'SPONSORSHIP AGREEMENT This Agreement is made between Brightwell Tea Co. ("Sponsor") and the Harrow Chess Club ("Club").',
        '1. Sponsor shall pay the Club £2,000 and the Club shall show the Sponsor’s name on its boards.',
      ),
    ).toBe('Brightwell Tea Co.');
  });

  it('fiscal hosting: the hosted group, which the recitals say asked the other party to be its host', () => {
    const text = [
      'HOSTING AGREEMENT This agreement is made between Harbour Commons Limited ("Harbour") and the persons listed in Schedule 1 (the "Group").',
      'BACKGROUND (A) The Group has asked Harbour to be its fiscal host.',
      'NOW THEREFORE the parties agree as follows: 1. Harbour shall hold the funds received for the Group.',
    ];
    expect(clientOf(...text)).toBe('Group');
    expect(reasonOf(...text)).toMatch(/to be its fiscal host/u);
  });

  it('fiscal hosting under a PARTIES heading: the group signing together, named by its collective term', () => {
    const text = [
      'COMMUNITY HOSTING AGREEMENT THIS AGREEMENT is dated 3 May 2024',
      'PARTIES 1) The persons whose names are set out in Schedule 1 (each a Circle Member and collectively the Circle); and 2) WILLOW BANK COMMONS LIMITED a company registered in England whose office is at 1 Mill Lane, Ely, Cambs (WBC).',
      'BACKGROUND 1) WBC is a charity that helps unincorporated groups receive donations. 2) The Circle has asked WBC to act as its fiscal host.',
      'AGREED TERMS 1. WBC shall hold the funds received for the Circle.',
    ];
    expect(clientOf(...text)).toBe('Circle');
    expect(readerPartyWithReason(detectParties(text.join('\n\n')), 'service-provider', undefined)?.party.name).toBe(
      'WILLOW BANK COMMONS LIMITED',
    );
  });

  it('asset transfer to a fiscal sponsor: the sponsor receives the assets its project assigns', () => {
    expect(
      clientOf(
        'ASSET TRANSFER AGREEMENT This Asset Transfer Agreement is made by and between Larkspur Commons ("Sponsor") and the project lead ("Assignor") under the Fiscal Sponsorship Agreement between them.',
        '1. The Assignor shall transfer the project domain names to the Sponsor.',
      ),
    ).toBe('Larkspur Commons');
  });

  it('release: the releasee that obtains the permission, not the person giving it', () => {
    expect(
      clientOf(
        'PHOTOGRAPH RELEASE This release is made between Nia Okoro ("Releasor") and Fathom Magazine Ltd ("Releasee").',
        '1. Releasor permits Releasee to publish the photographs in print and online.',
      ),
    ).toBe('Fathom Magazine Ltd');
  });

  it('employment: the employer', () => {
    expect(
      clientOf(
        'EMPLOYMENT AGREEMENT This Agreement is made between Wexley Labs Ltd ("Employer") and Tom Asante ("Employee").',
        '1. Employee shall work 37.5 hours a week and Employer shall pay the salary monthly.',
      ),
    ).toBe('Wexley Labs Ltd');
  });

  it('employee IP agreement: "the Company" is the employer, and "Company IP" is no party', () => {
    const text = [
      'EMPLOYEE INVENTION AGREEMENT This agreement is between the employee named below and Brackley Data Ltd ("Company"). It sets out who owns the work you create (the "Company IP").',
      '1. The employee assigns to the Company all inventions made in the course of employment.',
    ];
    const parties = detectParties(text.join('\n\n'));
    expect(parties.map((party) => party.name)).toEqual(['Brackley Data Ltd']);
    expect(clientOf(...text)).toBe('Brackley Data Ltd');
    expect(reasonOf(...text)).toMatch(/EMPLOYEE INVENTION AGREEMENT/u);
  });

  it('an employee leasing agreement does not make "the Company" an employer', () => {
    expect(
      clientOf(
        'EMPLOYEE LEASING AGREEMENT This agreement is between Staffwell Ltd ("Company") and Ortho Clinics LLC ("Client").',
        '1. Company shall supply staff to the Client.',
      ),
    ).toBe('Ortho Clinics LLC');
  });

  it('one-way NDA: the receiving party, which obtains the information', () => {
    expect(
      clientOf(
        'NON-DISCLOSURE AGREEMENT This Agreement is made between Corvo Systems Ltd (the "Disclosing Party") and Pinder Capital LLP (the "Receiving Party").',
        '1. The Receiving Party shall keep the Confidential Information secret.',
      ),
    ).toBe('Pinder Capital LLP');
  });

  it('confidential disclosure: the party that signs in consideration of receiving the material', () => {
    const text = [
      'REVIEW AGREEMENT This Agreement is made between the Harlow Institute ("Institute"), a research body with offices at 9 Kent Road, Leeds, and the company named below ("Company").',
      'In consideration of receiving for review from the Institute a copy of the draft patent claims described below, Company agrees as follows:',
      '1. Company shall not disclose the claims to any third party without the Institute’s written permission, and shall use them only to decide whether to seek a licence from the Institute.',
    ];
    expect(clientOf(...text)).toBe('Company');
    expect(reasonOf(...text)).toMatch(/In consideration of receiving/u);
  });

  it('mutual NDA: no party is the client, and none is guessed', () => {
    expect(
      clientOf(
        'MUTUAL NON-DISCLOSURE AGREEMENT This Agreement is made between Corvo Systems Ltd ("Corvo") and Pinder Capital LLP ("Pinder").',
        '1. Each party shall keep the other party’s Confidential Information secret.',
      ),
    ).toBeUndefined();
  });

  it('mutual NDA whose roles are parts each party plays: no party is made of a role, and none is the client', () => {
    const text = [
      'Mutual Confidentiality Terms 1. Introduction. These terms allow each party (“Discloser”) to disclose its Confidential Information to the other party (“Recipient”). To use them, the parties complete and sign a Cover Page (“Cover Page”).',
      '2. Recipient shall use Confidential Information only for the Purpose.',
    ];
    expect(detectParties(text.join('\n\n'))).toEqual([]);
    expect(clientOf(...text)).toBeUndefined();
  });

  it('data processing: the controller whose data the processor handles', () => {
    expect(
      clientOf(
        'DATA PROCESSING AGREEMENT This Agreement is made between Amberly Health Ltd ("Controller") and Nimbus Cloud BV ("Processor").',
        '1. Processor shall process the Personal Data only on the documented instructions of Controller.',
      ),
    ).toBe('Amberly Health Ltd');
  });

  it('data transfer clauses: the data exporter', () => {
    expect(
      clientOf(
        'DATA TRANSFER AGREEMENT This Agreement is made between Amberly Health Ltd ("Data Exporter") and Nimbus Cloud Inc. ("Data Importer").',
        '1. The Data Importer shall process the transferred data only on behalf of the Data Exporter.',
      ),
    ).toBe('Amberly Health Ltd');
  });

  it('data transfer clauses on a form with dotted lines and roles in small letters', () => {
    const text = [
      'STANDARD DATA TRANSFER CLAUSES',
      'Name of the exporting organisation: ........................ Address: ........................ (the data exporter)',
      'And Name of the importing organisation: ........................ Address: ........................ (the data importer)',
      'each a ‘party’; together ‘the parties’, HAVE AGREED on the following clauses (the Clauses).',
      'Clause 1. The data importer shall process the personal data only on behalf of the data exporter.',
    ];
    expect(clientOf(...text)).toBe('data exporter');
  });

  it('a form that leaves the names blank names each party by its short name', () => {
    expect(
      clientOf(
        'MATERIAL TRANSFER AGREEMENT This agreement is between [Provider name] („PROVIDER"), a research institute, and [Recipient name] (‟RECIPIENT”), located at [address].',
        '1. RECIPIENT shall use the material only for research.',
      ),
    ).toBe('RECIPIENT');
  });

  it('says the reader receives what the deal provides, without saying a party that pays nothing pays', () => {
    const reason = reasonOf(
      'GRANT AGREEMENT This Agreement is made between the Lumen Trust ("Grantor") and Saltmarsh Radio CIC ("Grantee").',
    );
    expect(reason).not.toMatch(/pays/u);
  });
});

describe('terms in capitals that speak as "we"', () => {
  it('names the provider by the name just before "we", not by the words that run on before it', () => {
    const text =
      'PLEASE READ THIS ADDENDUM CAREFULLY AS IT AMENDS YOUR LICENCE AGREEMENT WITH US AND GOVERNS YOUR USE OF THE SYNC SERVICE (AS DEFINED BELOW), UNLESS BRAMBLE (“WE” OR “US”) HAS SIGNED A SEPARATE ADDENDUM WITH YOU. BY USING THE SYNC SERVICE, YOU ACCEPT THESE TERMS. 1. You may use the Sync Service for your internal purposes.';
    const reader = readerPartyWithReason(detectParties(text), 'client', undefined);
    expect(reader?.reason).toMatch(/you are BRAMBLE’s customer/u);
  });
});

describe('the role a recital says a party takes', () => {
  it('reads the side of the role named after "to be its", "to act as" or "performing the role of"', () => {
    expect(sideOfRoleTaken(' to be its fiscal host.')).toBe('provider');
    expect(sideOfRoleTaken(' shall act as the consultant for the project')).toBe('provider');
    expect(sideOfRoleTaken(', performing the role of a licensee')).toBe('recipient');
  });

  it('takes no side from a role that is another party’s, or one that sits on either side', () => {
    expect(sideOfRoleTaken(' to act as the Lender’s agent')).toBeUndefined();
    expect(sideOfRoleTaken(' to act as its agent')).toBeUndefined();
    expect(sideOfRoleTaken(' is a company')).toBeUndefined();
  });
});
