import type { ContractAnalysis, ContractParameters, KeyFinding } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests: where a clause's facts come from, and how far its words reach.
const PREAMBLE =
  'This Services Agreement is made as of March 3, 2022 by and between Birchway Tools Ltd. ("Birchway") and Corvale Systems Inc. ("Corvale").';

async function analyse(parameters: ContractParameters, ...sentences: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(['SERVICES AGREEMENT', PREAMBLE, ...sentences].join('\n\n'), parameters);
}

function finding(result: ContractAnalysis, title: string): KeyFinding | undefined {
  return result.keyFindings.find((candidate) => candidate.title === title && candidate.quotedText);
}

function lawOf(...sentences: string[]): string | undefined {
  return contractFacts(splitSentences([{ pageNumber: 1, text: sentences.join('\n\n') }])).find(
    (fact) => fact.category === 'Governing Law',
  )?.value;
}

describe('governing law is read from the clause that chooses it', () => {
  it('does not take the law a legal opinion is limited to for the law of the agreement', () => {
    expect(
      lawOf(
        'Counsel to the Seller shall deliver an opinion on this Agreement at the Closing.',
        'The opinion of such counsel may be limited to matters governed by the laws of Oregon and the federal laws of the United States.',
        'This Agreement shall be governed by the laws of the State of Illinois.',
      ),
    ).toBe('the State of Illinois');
    expect(
      lawOf(
        'Counsel to the Seller shall deliver an opinion on this Agreement at the Closing.',
        'Such opinion shall be limited to the laws of Oregon.',
      ),
    ).toBeUndefined();
  });

  it('gives no governing-law finding for an opinion limited to a state’s laws', async () => {
    const result = await analyse(
      { role: 'client' },
      'Counsel to Corvale shall deliver a legal opinion on this Agreement, and such opinion shall be limited to matters governed by the laws of Oregon.',
    );
    expect(finding(result, 'Governing law')?.description ?? '').not.toMatch(/Oregon/u);
  });
});

async function dateFacts(...sentences: string[]): Promise<(string | undefined)[]> {
  const result = await analyzeContractText(sentences.join('\n\n'), { role: 'client' });
  return ['Agreement Date', 'Effective Date'].map(
    (category) => result.clauses?.find((clause) => clause.category === category)?.value,
  );
}

describe('the agreement’s date is never another agreement’s', () => {
  it('skips the dates of amendments and of an agreement "between X and Y dated as of" named in the recitals', async () => {
    const dates = await dateFacts(
      'DEVELOPMENT AGREEMENT',
      'This Development Agreement is made as of the ___ day of April, 2023 by and between Alder Corp. ("Alder") and Brightmoor Labs Ltd. ("Brightmoor").',
      'Alder and Brightmoor are parties to the License Agreement between Alder Corp. and Brightmoor, as amended June 2, 2010 and May 9, 2011, and to the Supply Agreement between Alder Corp. and Brightmoor dated as of May 9, 2011.',
      'Brightmoor shall develop the Product in accordance with the Development Plan.',
    );
    expect(dates).not.toContain('2011-05-09');
    expect(dates).not.toContain('2010-06-02');
  });
});

function told(result: ContractAnalysis, title: string): string {
  const key = finding(result, title);
  const risks = result.risks.filter((risk) => risk.finding.startsWith(`${title}:`)).map((risk) => risk.finding);
  return [key?.description, key?.recommendation, ...risks].join(' ');
}

describe('a clause is told as far as its words reach', () => {
  it('never says disputes are heard in courts a non-exclusive submission names', async () => {
    const result = await analyzeContractText(
      [
        'SUPPLY AGREEMENT',
        'This Supply Agreement is made as of June 4, 2021 by and between Harrow Tooling Inc., an Oregon corporation ("Harrow"), and Quill Fabrication LLC, an Oregon limited liability company ("Quill").',
        'Harrow shall deliver the parts ordered by Quill within ten days of each order.',
        'The parties submit to the non-exclusive jurisdiction of the courts of the State of Oregon for all disputes arising under this Agreement.',
      ].join('\n\n'),
      { role: 'client' },
    );
    const dispute = told(result, 'Courts and venue');
    expect(dispute).toMatch(/Oregon|home ground|courts/iu);
    expect(dispute).not.toMatch(/disputes are (?:already )?heard where/iu);
  });

  it('tells a promise not to solicit staff as a bar on approaching them, not on hiring', async () => {
    const result = await analyse(
      { role: 'client' },
      'Neither party shall, during the term of this Agreement and for one (1) year after it ends, solicit for employment any employee of the other party who worked on the Services.',
    );
    const staff = told(result, 'No hiring of staff');
    expect(staff).toMatch(/approach|solicit/iu);
    expect(staff).not.toMatch(/you may not hire/iu);
  });

  it('still tells a promise not to hire as one', async () => {
    const result = await analyse(
      { role: 'client' },
      'Neither party shall, during the term of this Agreement and for one (1) year after it ends, solicit or hire any employee of the other party.',
    );
    expect(told(result, 'No hiring of staff')).toMatch(/hire/iu);
  });
});

describe('an exclusion is told with the losses it names', () => {
  it('does not say direct loss stays claimable when the sentence excludes direct damages too', async () => {
    const result = await analyse(
      { role: 'client' },
      'Neither Party shall be liable to the other Party for any direct, indirect, consequential or special damages arising out of a suspension of performance ordered by a public authority.',
    );
    const limit = told(result, 'Limitation of liability');
    expect(limit).toMatch(/direct loss included|direct ones included/iu);
    expect(limit).not.toMatch(/leaves claims for direct loss/iu);
  });
});

describe('a clause binds both alike only if its exceptions do too', () => {
  it('does not call an assignment bar alike when a proviso lets one named party assign freely', async () => {
    const result = await analyse(
      { role: 'client' },
      'Neither party may assign this Agreement without the prior written consent of the other party, provided that Corvale may assign this Agreement to any of its affiliates without such consent.',
    );
    const assignment = told(result, 'Assignment');
    expect(assignment).not.toMatch(/binds both parties alike|applies to both parties alike/iu);
  });

  it('still calls an assignment bar alike when its exception is open to either party', async () => {
    const result = await analyse(
      { role: 'client' },
      'Neither party may assign this Agreement without the prior written consent of the other party, provided that either party may assign this Agreement to a buyer of its whole business.',
    );
    expect(told(result, 'Assignment')).toMatch(/both parties/iu);
  });
});

describe('a bar on passing a licence on is told with its exceptions', () => {
  it('does not say "to anyone" when the bar is subject to another section or to consent', async () => {
    const result = await analyse(
      { role: 'client' },
      'Birchway hereby grants to Corvale a non-exclusive, non-transferable and (subject to Section 4) non-sublicensable license to use the Software.',
    );
    const licence = told(result, 'Non-transferable license');
    expect(licence).toMatch(/except as the agreement allows|exceptions/iu);
    expect(licence).not.toMatch(/to anyone else|you cannot pass the licence/iu);
  });
});
