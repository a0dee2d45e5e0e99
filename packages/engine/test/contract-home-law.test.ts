import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests.
async function analyse(parameters: ContractParameters, ...paragraphs: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(paragraphs.join('\n\n'), parameters);
}

const DELIVERY = 'Harrow shall deliver the parts ordered by Quill within ten days of each order.';
const OREGON_LAW = 'This Agreement shall be governed by the laws of the State of Oregon.';

function lawFinding(result: ContractAnalysis): string {
  const key = result.keyFindings.find((finding) => finding.title === 'Governing law');
  const risks = result.risks.filter((risk) => risk.finding.startsWith('Governing law:')).map((risk) => risk.finding);
  return [key?.description, key?.recommendation, ...risks].join(' ');
}

describe('a governing law where the reader is based is not told as a risk', () => {
  it('when both parties are based in that state, whichever side the reader is on', async () => {
    const result = await analyse(
      { role: 'client' },
      'SUPPLY AGREEMENT',
      'This Supply Agreement is made as of June 4, 2021 by and between Harrow Tooling Inc., an Oregon corporation ("Harrow"), and Quill Fabrication LLC, an Oregon limited liability company ("Quill").',
      DELIVERY,
      OREGON_LAW,
    );
    expect(lawFinding(result)).toMatch(/home ground/iu);
    expect(lawFinding(result)).not.toMatch(/if that is not where you are/iu);
  });

  it('when the parties are first named on a cover page and described in the preamble after it', async () => {
    const result = await analyse(
      { role: 'client', party: 'Quill' },
      'SUPPLY AGREEMENT\n\nby and between\n\nHARROW TOOLING INC.\n\nand\n\nQUILL FABRICATION LLC',
      'TABLE OF CONTENTS Article 1 Definitions . . . 1 Article 2 Supply . . . 2',
      'This Supply Agreement is made as of June 4, 2021 by and between Harrow Tooling Inc., a Nevada corporation ("Harrow"), and Quill Fabrication LLC, an Oregon limited liability company ("Quill").',
      DELIVERY,
      OREGON_LAW,
    );
    expect(lawFinding(result)).toMatch(/home ground/iu);
  });

  it('when the reader’s address in the preamble has abbreviated street words before the state', async () => {
    const result = await analyse(
      { role: 'client', party: 'Quill' },
      'SUPPLY AGREEMENT',
      'This Supply Agreement is made as of June 4, 2021 by and between Harrow Tooling Inc., a Nevada corporation ("Harrow"), and Quill Fabrication LLC, whose principal place of business is at 410 Larch Ave., St. Helens, Oregon 97051 ("Quill").',
      DELIVERY,
      OREGON_LAW,
    );
    expect(lawFinding(result)).toMatch(/home ground/iu);
  });

  it('when a party’s address gives its state as a postal abbreviation before the ZIP code', async () => {
    const result = await analyse(
      { role: 'client' },
      'SUPPLY AGREEMENT',
      'This Supply Agreement is made as of June 4, 2021 by and between Harrow Tooling Inc., having its office at 88 Mill Road, Salem, OR 97301 ("Harrow"), and Quill Fabrication LLC, an Oregon limited liability company ("Quill").',
      DELIVERY,
      OREGON_LAW,
    );
    expect(lawFinding(result)).toMatch(/home ground/iu);
  });

  it('is still a possible cost when only the other party is based there and the reader is not known', async () => {
    const result = await analyse(
      { role: 'client' },
      'SUPPLY AGREEMENT',
      'This Supply Agreement is made as of June 4, 2021 by and between Harrow Tooling Inc., an Oregon corporation ("Harrow"), and Quill Fabrication LLC, a Nevada limited liability company ("Quill").',
      DELIVERY,
      OREGON_LAW,
    );
    expect(lawFinding(result)).not.toMatch(/home ground/iu);
  });
});
