import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// An agreement written for these tests: Tollery (the reader) pays Brightwick for software and services.
const PREAMBLE =
  'This Services Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Tollery"), and Brightwick Data Ltd., a Scottish company ("Brightwick").';
const SERVICES = 'Brightwick shall provide the data cleaning software and services described in Schedule A to Tollery.';
const FEES = 'Tollery shall pay Brightwick a monthly fee of $4,000 within thirty (30) days of each invoice.';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['SERVICES AGREEMENT', PREAMBLE, SERVICES, FEES, ...sentences].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Tollery' });
}

/** Every piece of advice and impact the reader sees under a clause title. */
function toldUnder(result: ContractAnalysis, title: string): string {
  const findings = result.keyFindings.filter((finding) => finding.title === title);
  const changes = result.recommendations.contractImprovements.filter((improvement) =>
    improvement.issue.startsWith(`${title}:`),
  );
  return JSON.stringify([
    findings.map((finding) => [finding.description, finding.recommendation]),
    changes.map((change) => [change.issue, change.specificChange]),
  ]);
}

describe('an indemnity for breach of the other side’s warranties, one of which is against infringement', () => {
  it('is not asked to cover infringement claims again', async () => {
    const told = toldUnder(
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
    const told = toldUnder(
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
    const told = toldUnder(
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
    const told = toldUnder(
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
    const told = toldUnder(
      await analyse(
        'Neither party may assign this Agreement without the written consent of the other, provided that such Party may assign it to its Affiliates.',
      ),
      'Assignment',
    );
    expect(told).toMatch(/hand its rights/u);
    expect(told).not.toMatch(/but Party may/u);
  });
});

describe('a covenant not to sue that covers only patents on the licensed technology', () => {
  it('is not asked to be limited to the licensed rights', async () => {
    const told = toldUnder(
      await analyse(
        'Brightwick grants Tollery a non-exclusive licence to use the Licensed Technology in the Territory.',
        'Tollery covenants not to sue Brightwick for infringement of any patent that claims the Licensed Technology.',
      ),
      'Covenant not to sue',
    );
    expect(told).toMatch(/give up/u);
    expect(told).not.toMatch(/Limit it to the licensed rights/u);
  });
});

describe('a bar on actions challenging the validity of the licensed patents', () => {
  it('is not asked to be limited to the licensed rights', async () => {
    const told = toldUnder(
      await analyse(
        'Brightwick grants Tollery a non-exclusive licence to use the Brightwick Patents in the Territory.',
        'Tollery shall not contest, or bring any action challenging, the validity of the Brightwick Patents.',
      ),
      'Covenant not to sue',
    );
    expect(told).toMatch(/give up/u);
    expect(told).not.toMatch(/Limit it to the licensed rights/u);
  });
});

describe('an exclusion of indirect loss that carves out only fraud and wilful misconduct', () => {
  it('does not tell the reader to keep carve-outs for confidentiality and data breaches', async () => {
    const told = toldUnder(
      await analyse(
        'EXCEPT FOR A PARTY’S FRAUD OR WILFUL MISCONDUCT, IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
        'Each party’s total liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.',
      ),
      'Uncapped liability',
    );
    expect(told).toMatch(/carves out/u);
    expect(told).not.toMatch(/confidentiality and data breaches/u);
  });
});

describe('an indemnity the reader gives only for claims its own people cause', () => {
  it('is not asked to be limited to claims caused by the reader’s fault', async () => {
    const told = toldUnder(
      await analyse(
        'Tollery shall indemnify Brightwick against any third-party claims to the extent caused by Tollery or its employees.',
      ),
      'Indemnification',
    );
    expect(told).toMatch(/may have to pay/u);
    expect(told).not.toMatch(/limit it to claims caused by your own fault/iu);
  });

  it('is not asked to be limited when it covers only the reader’s own acts', async () => {
    const told = toldUnder(
      await analyse(
        'Tollery shall indemnify Brightwick from all claims arising from the acts of Tollery in the performance of this Agreement.',
      ),
      'Indemnification',
    );
    expect(told).toMatch(/may have to pay/u);
    expect(told).not.toMatch(/limit it to claims caused by your own fault/iu);
  });
});

describe('a clause whose only uncapped cases are fraud and wilful misconduct, under a cap', () => {
  it('does not ask the side exposed to limit the uncapped cases to fraud and wilful misconduct', async () => {
    const text = [
      'SERVICES AGREEMENT',
      PREAMBLE,
      SERVICES,
      FEES,
      'EXCEPT FOR A PARTY’S FRAUD OR WILFUL MISCONDUCT, IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
      'Each party’s total liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.',
    ].join('\n\n');
    const told = toldUnder(
      await analyzeContractText(text, { role: 'service-provider', party: 'Brightwick' }),
      'Uncapped liability',
    );
    expect(told).toMatch(/carves out/u);
    expect(told).not.toMatch(/Limit the uncapped cases to fraud and wilful misconduct/u);
  });
});
