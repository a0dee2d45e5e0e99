import { describe, expect, it } from 'vitest';
import { outsidersAsStated, warrantsOnlyRights } from '../src/local/contract/advice-gate';
import { type AgreementOpening, analyseAgreement, TOLLERY_SOFTWARE_SERVICES } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

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

  it('tells the advice for either side where the party left free cannot be told to be the reader', async () => {
    const text = [
      'EMPLOYMENT OFFER LETTER',
      'Brightwick Data Ltd. (the "Company") is pleased to offer me the position of data engineer.',
      'The Company shall pay me a salary of $90,000 per year, in equal monthly instalments.',
      'I will keep the Company’s confidential information secret during and after my employment.',
      'This agreement is fully assignable by the Company, but any purported assignment by me is void.',
    ].join('\n\n');
    const advice = adviceOn(await analyzeContractText(text, { role: 'client' }), 'Assignment');
    expect(advice).not.toMatch(/neither side may assign/u);
  });

  it('does not ask a lender for a right to end on a change of control that already makes the debt due', async () => {
    const advice = adviceOn(
      await analyseAgreement(LOAN_NOTE, [
        'Borrower shall give Lender notice of a Change of Control at least ten (10) days before it takes effect.',
        'If Borrower undergoes a Change of Control while this Note is outstanding, Borrower shall repay Lender the outstanding principal and accrued interest in cash.',
      ]),
      'Change of control',
    );
    expect(advice).not.toMatch(/ask for a right to end the agreement/u);
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

  it('does not take an exception for a public offering for an exclusion of public information', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'Tollery shall keep the Confidential Information of Brightwick in confidence and shall not disclose it to anyone.',
        'Neither party may issue a press release about this Agreement, except in connection with a public offering of its shares.',
      ]),
      'Confidentiality',
    );
    expect(advice).not.toMatch(/already excludes information that is public/u);
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

  it('tells an assignment to a party not known to be the reader for either side', async () => {
    const text = [
      'FEEDBACK AGREEMENT',
      'This Feedback Agreement is made between Acme Labs Inc. ("Acme") and Brightwick Data Ltd. ("Brightwick").',
      'Brightwick shall give Acme early access to the Platform for a fee of $500 per month, and Acme shall give Brightwick feedback on it.',
      'Acme hereby assigns to Brightwick all of its right, title and interest in and to the Feedback.',
      'This Agreement is governed by the laws of the State of New York.',
    ].join('\n\n');
    const advice = adviceOn(await analyzeContractText(text, { role: 'client' }), 'Intellectual property ownership');
    expect(advice).not.toMatch(/Make sure ownership passes to you on payment/u);
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

describe('a tip to check something is left out where the quoted sentence already says it', () => {
  it('does not ask who outsiders are and what they may enforce where the sentence names both', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'The lenders of Tollery are intended third-party beneficiaries of this Section 9 and may enforce its provisions as though they were parties.',
      ]),
      'Third-party beneficiaries',
    );
    expect(advice).not.toMatch(/Check who these people are/u);
  });

  it('reads a sentence that gives no outsider any right, or names who may enforce which clauses', () => {
    expect(
      outsidersAsStated(
        'Nothing in this Agreement is for the benefit of any person or company not a party to it, and no such other person shall have any right under it.',
      ),
    ).toMatch(/no one outside the parties/u);
    expect(outsidersAsStated('There are no third-party beneficiaries of this Agreement.')).toMatch(/no one outside/u);
    expect(
      outsidersAsStated('Each customer of Tollery may enforce Clause 6 against Brightwick as if it were a party.'),
    ).toMatch(/names who they are and which clauses/u);
    expect(outsidersAsStated('Affiliates of Tollery are third-party beneficiaries of this Agreement.')).toBeUndefined();
  });

  it('tells a warranty of rights held from one of quality, for the repair-or-refund tip', () => {
    expect(
      warrantsOnlyRights(
        'Tollery warrants that it has and will keep all rights necessary to upload the Data to the Service.',
      ),
    ).toBe(true);
    expect(warrantsOnlyRights('Tollery warrants that the Data it supplies does not infringe any patent.')).toBe(true);
    expect(
      warrantsOnlyRights(
        'Brightwick warrants that the Software will perform materially in accordance with its specifications.',
      ),
    ).toBe(false);
    expect(
      warrantsOnlyRights(
        'Brightwick warrants that it has the right to license the Software and that it is free of defects.',
      ),
    ).toBe(false);
  });

  it('does not warn a reader of the other side ending at will where only the reader may', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'Tollery may terminate this Agreement with or without cause, effective upon thirty (30) days written notice.',
      ]),
      'Termination for convenience',
    );
    expect(advice).not.toMatch(/other side cannot use it against you/u);
  });

  it('still warns where the other side may end it at will too', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'Either party may terminate this Agreement with or without cause, effective upon thirty (30) days written notice.',
      ]),
      'Termination for convenience',
    );
    expect(advice).not.toMatch(/^\[\[\],/u);
  });
});

describe('a suspension tip speaks of the cause the clause names', () => {
  it('does not ask for time to pay before a suspension that follows no payment', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'Brightwick may suspend Tollery’s access to the Software if Tollery breaches the acceptable use policy.',
      ]),
      'Suspension of services',
    );
    expect(advice).not.toMatch(/non-payment|period to pay/u);
  });

  it('still asks for time to pay before a suspension for late payment', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
        'Brightwick may suspend the Services if any invoice remains unpaid after its due date.',
      ]),
      'Suspension of services',
    );
    expect(advice).toMatch(/before any suspension for non-payment/u);
  });
});
