import { describe, expect, it } from 'vitest';
import { analyseAgreement, TOLLERY_SOFTWARE_SERVICES } from './agreement-openings';
import { toldOn } from './contract-advice-seen';

// Tollery (the reader) pays Brightwick for software and services.
const analyse = (...sentences: string[]) => analyseAgreement(TOLLERY_SOFTWARE_SERVICES, sentences);

describe('an indemnity for breach of the other side’s warranties, one of which is against infringement', () => {
  it('is not asked to cover infringement claims again', async () => {
    const told = toldOn(
      await analyse(
        'Brightwick warrants that the software does not infringe any patent, copyright or trade secret of any third party.',
        'Brightwick shall indemnify and hold harmless Tollery from all losses arising out of any breach of its warranties in this Agreement.',
      ),
      'Indemnification',
    );
    expect(told).toMatch(/shifts the cost/u);
    expect(told).not.toMatch(/including IP infringement/u);
    expect(told).toMatch(/infringement/u);
  });
});

describe('a royalty that another clause already caps', () => {
  it('is asked only to define its base', async () => {
    const told = toldOn(
      await analyse(
        'Tollery shall pay Brightwick a royalty of five percent (5%) of all revenue from the resale of the software.',
        'The total royalties payable by Tollery under this Agreement shall not exceed $50,000 in any calendar year.',
      ),
      'Revenue or profit sharing',
    );
    expect(told).toMatch(/share of your sales/u);
    expect(told).not.toMatch(/cap or end the share/u);
    expect(told).toMatch(/Define the base/u);
  });
});

describe('a royalty on a base the contract defines "as defined" elsewhere', () => {
  it('is not asked to define the base', async () => {
    const told = toldOn(
      await analyse(
        'Tollery shall pay Brightwick a royalty of five percent (5%) of Gross Receipts (as defined in Schedule B) during the Term.',
      ),
      'Revenue or profit sharing',
    );
    expect(told).toMatch(/share of your sales/u);
    expect(told).not.toMatch(/Define the base/u);
  });
});

describe('a bar on both parties with an exception for one of them only', () => {
  it('does not say both sides are bound alike', async () => {
    const told = toldOn(
      await analyse(
        'Neither party may assign this Agreement without the written consent of the other, provided that Brightwick may assign it to any of its Affiliates without consent.',
      ),
      'Assignment',
    );
    expect(told).toMatch(/hand its rights/u);
    expect(told).not.toMatch(/bound alike|binds both parties alike/u);
    expect(told).toMatch(/Brightwick may/u);
  });
});

describe('a bar on both parties whose exception frees "such party"', () => {
  it('does not name "Party" as if it were one of the parties', async () => {
    const told = toldOn(
      await analyse(
        'Neither party may assign this Agreement without the written consent of the other, provided that such Party may assign it to its Affiliates.',
      ),
      'Assignment',
    );
    expect(told).toMatch(/hand its rights/u);
    expect(told).not.toMatch(/but Party may/u);
  });
});

describe.each([
  {
    clause: 'a covenant not to sue that covers only patents on the licensed technology',
    sentences: [
      'Brightwick grants Tollery a non-exclusive licence to use the Licensed Technology in the Territory.',
      'Tollery covenants not to sue Brightwick for infringement of any patent that claims the Licensed Technology.',
    ],
  },
  {
    clause: 'a bar on actions challenging the validity of the licensed patents',
    sentences: [
      'Brightwick grants Tollery a non-exclusive licence to use the Brightwick Patents in the Territory.',
      'Tollery shall not contest, or bring any action challenging, the validity of the Brightwick Patents.',
    ],
  },
])('$clause', ({ sentences }) => {
  it('is not asked to be limited to the licensed rights', async () => {
    const told = toldOn(await analyse(...sentences), 'Covenant not to sue');
    expect(told).toMatch(/give up/u);
    expect(told).not.toMatch(/Limit it to the licensed rights/u);
  });
});

describe('an exclusion of indirect loss that carves out only fraud and wilful misconduct', () => {
  it('does not tell the reader to keep carve-outs for confidentiality and data breaches', async () => {
    const told = toldOn(
      await analyse(
        'EXCEPT FOR A PARTY’S FRAUD OR WILFUL MISCONDUCT, IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
        'Each party’s total liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.',
      ),
      'Indirect damages recoverable for some claims',
    );
    expect(told).toMatch(/a party’s fraud or wilful misconduct/u);
    expect(told).not.toMatch(/confidentiality and data breaches/u);
  });
});

describe('an indemnity the reader gives only for claims its own people cause', () => {
  it.each([
    {
      behaviour: 'is not asked to be limited to claims caused by the reader’s fault',
      clause:
        'Tollery shall indemnify Brightwick against any third-party claims to the extent caused by Tollery or its employees.',
    },
    {
      behaviour: 'is not asked to be limited when it covers only the reader’s own acts',
      clause:
        'Tollery shall indemnify Brightwick from all claims arising from the acts of Tollery in the performance of this Agreement.',
    },
  ])('$behaviour', async ({ clause }) => {
    const told = toldOn(await analyse(clause), 'Indemnification');
    expect(told).toMatch(/may have to pay/u);
    expect(told).not.toMatch(/limit it to claims caused by your own fault/iu);
  });
});

describe('a clause whose only uncapped cases are fraud and wilful misconduct, under a cap', () => {
  it('does not ask the side exposed to limit the uncapped cases to fraud and wilful misconduct', async () => {
    const told = toldOn(
      await analyseAgreement(
        TOLLERY_SOFTWARE_SERVICES,
        [
          'EXCEPT FOR A PARTY’S FRAUD OR WILFUL MISCONDUCT, IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
          'Each party’s total liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.',
        ],
        { role: 'service-provider', party: 'Brightwick' },
      ),
      'Indirect damages recoverable for some claims',
    );
    expect(told).toMatch(/a party’s fraud or wilful misconduct/u);
    expect(told).not.toMatch(/Limit the uncapped cases to fraud and wilful misconduct/u);
  });
});
