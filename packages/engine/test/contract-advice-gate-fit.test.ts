import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement, TOLLERY_SERVICES } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// Every agreement below is written for these tests; Tollery is the reader.

const HOSTED_SERVICES: AgreementOpening = {
  title: 'CLOUD SERVICES AGREEMENT',
  preamble:
    'This Cloud Services Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Customer"), and Brightwick Data Ltd., a Scottish company ("Provider").',
  clauses: [
    '3. Services. Provider shall provide the hosted analytics service described in the Order Form to Customer. Customer shall pay Provider the fees set out in the Order Form within thirty (30) days of each invoice.',
    '8. Indemnity. Customer shall defend and indemnify Provider against any third-party claim arising from Customer’s content.',
    '10. Confidentiality. Each party shall keep the other party’s confidential information secret.',
  ],
  reader: 'Tollery',
};

const CAP_AND_EXCLUSION = [
  '9. Limitation of Liability.',
  '9.1 Each party’s total liability arising out of this Agreement will not exceed the Standard Cap.',
  '9.2 Neither party will be liable for indirect, special or consequential damages.',
];
const CARVED_OUT_BY_TERM = [
  '9.3 Sections 9.1 and 9.2 will not apply to Excluded Claims.',
  '9.4 “Excluded Claims” means (a) a party’s obligations under Section 8 (Indemnity), (b) a party’s breach of Section 10 (Confidentiality) and (c) a party’s gross negligence.',
];

describe('a carve-out made by a defined term is read where the term is defined', () => {
  it('asks for a confidentiality carve-out where the contract makes none', async () => {
    const advice = adviceOn(await analyseAgreement(HOSTED_SERVICES, CAP_AND_EXCLUSION), 'Limitation of liability');
    expect(advice).toMatch(/ask that breaches of confidentiality fall outside/u);
  });

  it('tells the reader the contract already leaves confidentiality outside, and where', async () => {
    const advice = adviceOn(
      await analyseAgreement(HOSTED_SERVICES, [...CAP_AND_EXCLUSION, ...CARVED_OUT_BY_TERM]),
      'Limitation of liability',
    );
    expect(advice).not.toMatch(/ask that breaches of confidentiality/u);
    expect(advice).toMatch(/already leaves breaches of confidentiality outside it \(Section 9\.3\)/u);
  });

  it('does not put an indemnity under a cap whose defined carve-outs take indemnities out', async () => {
    const advice = adviceOn(
      await analyseAgreement(HOSTED_SERVICES, [...CAP_AND_EXCLUSION, ...CARVED_OUT_BY_TERM]),
      'Indemnification',
    );
    expect(advice).not.toMatch(/already falls under the contract’s liability cap/u);
    expect(advice).toMatch(/cap does not cover indemnities/u);
  });

  it('takes the cap on the agreement, not one on free trials, for the cap an indemnity falls under', async () => {
    const advice = adviceOn(
      await analyseAgreement(HOSTED_SERVICES, [
        ...CAP_AND_EXCLUSION,
        '12. Trials. Provider’s liability for free trials will not exceed one hundred dollars ($100).',
      ]),
      'Indemnification',
    );
    expect(advice).not.toMatch(/\$100/u);
    expect(advice).toMatch(/Standard Cap/u);
  });
});

describe('a cap and an indemnity read in the words they are commonly drafted in', () => {
  it('takes a cap set as a period of spend for a cap', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [
        'IN NO EVENT SHALL BRIGHTWICK BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES, AND BRIGHTWICK’S AGGREGATE LIABILITY ARISING OUT OF THIS AGREEMENT SHALL NOT EXCEED SIX (6) MONTHS’ SPEND.',
      ]),
      'Limitation of liability',
    );
    expect(advice).not.toMatch(/sets no cap/u);
  });

  it('does not ask to limit to the reader’s own fault an indemnity for claims on account of its own acts', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [
        'Tollery agrees to indemnify and hold harmless Brightwick for any and all claims, losses and expenses incurred on account of Tollery’s acts or omissions in connection with this Agreement or breach of this Agreement.',
      ]),
      'Indemnification',
    );
    expect(advice).not.toMatch(/limit it to claims caused by your own fault/u);
  });
});

describe('a late charge set as a rate on late sums is read as a late charge', () => {
  const ROYALTY_DUE = 'All royalty payments are due within sixty (60) days after the end of each calendar quarter.';

  it('says the contract sets no late charge only where none is set', async () => {
    const none = adviceOn(await analyseAgreement(TOLLERY_SERVICES, [ROYALTY_DUE]), 'Payment terms and late fees');
    expect(none).toMatch(/sets no charge for paying late/u);
    const rate = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [
        ROYALTY_DUE,
        'Additional fees may be assessed on any payment that is more than sixty (60) days late at the rate of two percent (2%) per month.',
      ]),
      'Payment terms and late fees',
    );
    expect(rate).not.toMatch(/sets no charge for paying late/u);
  });
});

const AS_IS =
  'THE MATERIAL IS PROVIDED AS IS, WITHOUT ANY WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.';
const WARRANTY = 'Warranties and disclaimers';

describe('a warranty period with repair, replacement or refund is asked only where it fits the deal', () => {
  it('is not asked of research material handed over with no payment at all', async () => {
    const advice = adviceOn(
      await analyseAgreement(
        {
          title: 'MATERIAL TRANSFER AGREEMENT',
          preamble:
            'This Material Transfer Agreement is made between Harrowgate Institute, a research foundation ("Provider"), and Tollery University ("Recipient").',
          clauses: [
            'Provider will send Recipient the cell line described in Appendix A (the "Material") for its research.',
          ],
          reader: 'Tollery',
        },
        [AS_IS, 'Recipient shall use the Material only for non-commercial research.'],
      ),
      WARRANTY,
    );
    expect(advice).not.toMatch(/repair|replacement|refund/u);
    expect(advice).toMatch(/No change needed/u);
  });

  it('is not asked in an evaluation whose only sum is a cap on liability', async () => {
    const advice = adviceOn(
      await analyseAgreement(
        {
          title: 'EVALUATION AGREEMENT',
          preamble:
            'This Evaluation Agreement is made between Brightwick Data Ltd., a Scottish company ("Brightwick"), and Tollery Goods Inc., a Delaware corporation ("Tollery").',
          clauses: [
            'Brightwick will give Tollery access to its forecasting software for a thirty (30) day evaluation.',
          ],
          reader: 'Tollery',
        },
        [
          'THE SOFTWARE IS PROVIDED AS IS, WITHOUT WARRANTY OF ANY KIND.',
          'In no event shall Brightwick’s aggregate liability under this Agreement exceed five hundred dollars ($500).',
        ],
      ),
      WARRANTY,
    );
    expect(advice).not.toMatch(/repair|replacement|refund/u);
  });

  it('asks a patent licensee for a promise about the rights, not for repair of a product it makes itself', async () => {
    const advice = adviceOn(
      await analyseAgreement(
        {
          title: 'PATENT LICENSE AGREEMENT',
          preamble:
            'This Patent License Agreement is made between Harrowgate Labs LLC ("Licensor") and Tollery Goods Inc., a Delaware corporation ("Licensee").',
          clauses: [
            'Licensor hereby grants to Licensee an exclusive license under the Licensed Patent Rights to make and sell Licensed Products.',
            'Licensee shall pay Licensor a royalty of four percent of Net Sales.',
          ],
          reader: 'Tollery',
        },
        [
          'LICENSOR MAKES NO WARRANTIES AS TO THE LICENSED PATENT RIGHTS, INCLUDING ANY WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE.',
          'Licensee shall comply with export laws covering technical data and computer software.',
        ],
      ),
      WARRANTY,
    );
    expect(advice).not.toMatch(/repair|replacement|refund/u);
    expect(advice).toMatch(/owns the licensed rights/u);
  });

  it('is still asked of a provider paid for its services', async () => {
    const advice = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [
        'BRIGHTWICK DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY WARRANTY OF FITNESS FOR A PARTICULAR PURPOSE.',
      ]),
      WARRANTY,
    );
    expect(advice).toMatch(/repair, replacement or refund/u);
  });
});

describe('asks that do not fit the deal are not made', () => {
  const PROMISE_NOT_TO_SUE = 'Tollery covenants not to sue Brightwick for any claim relating to the platform.';

  it('asks to limit a promise not to sue to the licensed rights only where a licence is granted', async () => {
    const unlicensed = adviceOn(await analyseAgreement(TOLLERY_SERVICES, [PROMISE_NOT_TO_SUE]), 'Covenant not to sue');
    expect(unlicensed).not.toMatch(/licensed rights/u);
    expect(unlicensed).toMatch(/claims for breach of this agreement/u);
    const licensed = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [
        'Brightwick hereby grants Tollery a non-exclusive licence to use the Brightwick platform software.',
        PROMISE_NOT_TO_SUE,
      ]),
      'Covenant not to sue',
    );
    expect(licensed).toMatch(/Limit it to the licensed rights/u);
  });

  it('asks to check the required amounts of insurance only where amounts are stated', async () => {
    const vague = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [
        'Tollery shall maintain a liability insurance program consistent with sound business practice.',
      ]),
      'Insurance',
    );
    expect(vague).not.toMatch(/Check the required amounts/u);
    expect(vague).toMatch(/states no amounts/u);
    const stated = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [
        'Tollery shall maintain general liability insurance of not less than $1,000,000 per occurrence.',
      ]),
      'Insurance',
    );
    expect(stated).toMatch(/Check the required amounts/u);
  });

  it('does not ask a government body to make an indemnity mutual', async () => {
    const indemnity =
      'Tollery shall indemnify and hold harmless the other party from all claims arising out of the sale of products by Tollery.';
    const agency: AgreementOpening = {
      ...TOLLERY_SERVICES,
      preamble:
        'This Services Agreement is made between the Office of Field Testing, an agency of the United States Department of Energy ("Brightwick"), and Tollery Goods Inc., a Delaware corporation ("Tollery").',
    };
    expect(adviceOn(await analyseAgreement(TOLLERY_SERVICES, [indemnity]), 'Indemnification')).toMatch(
      /make it mutual/iu,
    );
    expect(adviceOn(await analyseAgreement(agency, [indemnity]), 'Indemnification')).not.toMatch(/make it mutual/iu);
  });

  it('does not ask for notice before a suspension where the same paragraph gives it', async () => {
    const suspends = 'Brightwick may suspend the services if any invoice remains unpaid.';
    const silent = adviceOn(await analyseAgreement(TOLLERY_SERVICES, [suspends]), 'Suspension of services');
    expect(silent).toMatch(/written notice/u);
    const noticed = adviceOn(
      await analyseAgreement(TOLLERY_SERVICES, [
        `${suspends} Brightwick will give Tollery prior written notice of any suspension and ten (10) days to pay. Brightwick will promptly restore the services once the amount is paid.`,
      ]),
      'Suspension of services',
    );
    expect(noticed).not.toMatch(/written notice|period to pay/u);
    expect(noticed).toMatch(/affected part/u);
  });
});
