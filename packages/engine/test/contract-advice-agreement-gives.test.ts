import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement, TOLLERY_SOFTWARE_SERVICES } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// Every agreement below is written for these tests; Tollery is the reader. A tip is made only where the
// whole agreement lacks what it asks for and where it fits the reader's place in the deal.

/** Tollery lends money to Brightwick against a note. */
const LOAN_NOTE: AgreementOpening = {
  title: 'PROMISSORY NOTE',
  preamble:
    'This Promissory Note is made as of May 4, 2024 by Brightwick Data Ltd., a Scottish company ("Borrower"), in favour of Tollery Goods Inc., a Delaware corporation ("Lender").',
  clauses: [
    'Borrower shall repay the principal amount of $200,000 to Lender, with interest at six percent per year, on June 30, 2026.',
    'Borrower shall pay each instalment of interest within ten (10) days of the end of each quarter.',
  ],
  reader: 'Tollery',
};

/** Brightwick lets a home to Tollery (a person) on an assured shorthold tenancy. */
const HOME_TENANCY: AgreementOpening = {
  title: 'ASSURED SHORTHOLD TENANCY AGREEMENT',
  preamble:
    'This Tenancy Agreement is made on May 4, 2024 between Brightwick Lettings Ltd. ("Landlord") and Tollery Marsh ("Tenant") for the dwelling-house at 4 Quay Row.',
  clauses: [
    'The Landlord lets the Property to the Tenant for a fixed term of twelve months, to be occupied as the Tenant’s only or principal home.',
    'The Tenant shall pay rent of £900 per month in advance on the first day of each month.',
  ],
  reader: 'Tollery',
};

describe('an assignment tip fits who holds the freer position', () => {
  it('asks nothing of a lender whose borrower alone needs consent to assign', async () => {
    const advice = adviceOn(
      await analyseAgreement(LOAN_NOTE, [
        'This Note may not be assigned or transferred in whole or in part by Borrower without the prior written consent of Lender.',
      ]),
      'Assignment',
    );
    expect(advice).not.toMatch(/neither side may assign/u);
  });

  it('asks nothing of a reader the clause leaves free to assign', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'This Agreement is freely assignable by Tollery, but any purported assignment by Brightwick is void.',
      ]),
      'Assignment',
    );
    expect(advice).not.toMatch(/neither side may assign/u);
  });

  it('does not call a bar that a later sentence lifts for the other side alike for both', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'Neither party may assign any rights or obligations under this Agreement without the prior written consent of the other party. Notwithstanding the foregoing, Brightwick may assign this Agreement to any of its affiliates without consent.',
      ]),
      'Assignment',
    );
    expect(advice).not.toMatch(/already bound alike/u);
  });
});

describe('a confidentiality tip asks only for what the agreement lacks', () => {
  const DUTY =
    'Brightwick will hold in confidence and not disclose or, except in performing the Services, use any Proprietary Information of Tollery.';

  it('does not ask for survival where every section survives the end', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        DUTY,
        'All Sections of this Agreement, other than the Section on fees, shall survive any termination or expiration.',
      ]),
      'Confidentiality',
    );
    expect(advice).not.toMatch(/survives the end/u);
  });

  it('does not ask for survival where the duty runs for years from disclosure', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'All Confidential Information of Tollery shall be maintained in confidence by Brightwick for a period of five (5) years from its receipt.',
      ]),
      'Confidentiality',
    );
    expect(advice).not.toMatch(/survives the end/u);
  });

  it('does not ask for survival where a list of clauses that continue in force names confidentiality', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        DUTY,
        'On termination or expiry of this Agreement, the following clauses shall continue in force: clause 2 (fees), clause 9 (confidentiality) and clause 12 (governing law).',
      ]),
      'Confidentiality',
    );
    expect(advice).not.toMatch(/survives the end/u);
  });

  it('does not ask for the return of material or a use limit the agreement already sets', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        DUTY,
        'Upon termination and whenever Tollery asks, Brightwick will promptly return to Tollery all items and copies containing Proprietary Information.',
      ]),
      'Confidentiality',
    );
    expect(advice).not.toMatch(/return or destroy your material/u);
    expect(advice).not.toMatch(/limit its use of your information/u);
  });
});

describe('other tips ask only for what the whole agreement lacks', () => {
  it('does not ask for infringement cover that another indemnity gives', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'Brightwick will indemnify and hold Tollery harmless from any claims, costs and liabilities related to Brightwick’s taxes.',
        'Brightwick will defend, at its expense, any legal action brought by a third party against Tollery to the extent that it is based on a claim that any Deliverable infringes a third-party intellectual property right.',
      ]),
      'Indemnification',
    );
    expect(advice).not.toMatch(/also covers claims that what the other side provides infringes/u);
  });

  it('does not ask for a warranty remedy the agreement sets out for a breach of warranty', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'Brightwick warrants that the Services will be performed in a professional manner. EXCEPT AS STATED IN THIS SECTION, BRIGHTWICK DISCLAIMS ALL OTHER WARRANTIES.',
        'If Brightwick breaches the warranty in this Section, Tollery must notify Brightwick within 45 days of discovering the issue.',
        'Brightwick’s reperformance obligations and a prorated refund of prepaid fees are Tollery’s only remedies if Brightwick does not meet the warranty.',
      ]),
      'Warranties and disclaimers',
    );
    expect(advice).not.toMatch(/ask for a (?:clear warranty period and a )?remedy/iu);
  });

  it('does not ask for a licence to earlier material that the agreement already grants', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'Brightwick hereby assigns all rights, including intellectual property rights, in the Deliverables to Tollery.',
        'The Deliverables shall be deemed to include a licence for any pre-existing material of Brightwick needed for Tollery to use them.',
      ]),
      'Intellectual property ownership',
    );
    expect(advice).not.toMatch(/licence for any pre-existing material/u);
  });

  it('does not ask for a grace period where late charges start only after some days', async () => {
    const advice = adviceOn(
      await analyseAgreement(
        HOME_TENANCY,
        [
          'Any charge for late payment of rent may not exceed interest at 3 percentage points above the base rate.',
          'Interest of 3% above the base rate of the central bank will be payable on any rent which is more than fourteen (14) days overdue.',
        ],
        { role: 'tenant', party: 'Tollery' },
      ),
      'Payment terms and late fees',
    );
    expect(advice).not.toMatch(/Ask for a grace period before late/u);
    expect(advice).toMatch(/late charges (?:already )?start only (?:after a grace period|some time after)/u);
  });

  it('asks a tenant of a home for no mutual bar on assigning nor a buyer exception', async () => {
    const advice = adviceOn(
      await analyseAgreement(
        HOME_TENANCY,
        ['The Tenant must not assign the Tenancy, in whole or in part, without the written consent of the Landlord.'],
        { role: 'tenant', party: 'Tollery' },
      ),
      'Assignment',
    );
    expect(advice).not.toMatch(/buyer of (?:your|the|its) whole business/u);
    expect(advice).not.toMatch(/other side be bound the same way/u);
  });

  it('does not ask a landlord to tie increases to an index that the agreement already names', async () => {
    const advice = adviceOn(
      await analyseAgreement(
        HOME_TENANCY,
        ['The Landlord may increase the rent once a year by no more than the rise in the Consumer Prices Index.'],
        { role: 'landlord', party: 'Brightwick' },
      ),
      'Rent increase',
    );
    expect(advice).not.toMatch(/Tie increases to an index/u);
  });
});
