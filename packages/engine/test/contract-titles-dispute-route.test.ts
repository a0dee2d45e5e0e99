import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests.
const PREAMBLE =
  'This Consulting Agreement is made as of May 9, 2021 by and between Brightwater Tools Ltd. ("Brightwater") and Tallis Freight Inc. ("Tallis").';
const READER: ContractParameters = { role: 'client', party: 'Tallis' };

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(['CONSULTING AGREEMENT', PREAMBLE, ...sentences].join('\n\n'), READER);
}

function titlesQuoting(result: ContractAnalysis, words: RegExp): string[] {
  return result.keyFindings.filter((finding) => words.test(finding.quotedText ?? '')).map((finding) => finding.title);
}

describe('a dispute clause is titled by what its sentence sets', () => {
  it('a choice of courts with no arbitration is titled courts and venue', async () => {
    const result = await analyse(
      'Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in King County, Washington for any action arising out of this Agreement.',
    );
    expect(titlesQuoting(result, /exclusive jurisdiction/u)).toEqual(['Courts and venue']);
    const listed = (result.clauses ?? []).find((clause) =>
      /exclusive jurisdiction/u.test(clause.evidence?.quote ?? ''),
    );
    expect(listed?.title).toBe('Courts and venue');
    // The list still files it under the same category.
    expect(listed?.category).toBe('Arbitration and dispute resolution');
  });

  it('a jury waiver is titled jury waiver', async () => {
    const result = await analyse(
      'Each party hereby knowingly waives any right to a trial by jury in any lawsuit concerning this Agreement.',
    );
    expect(titlesQuoting(result, /trial by jury/u)).toEqual(['Jury waiver']);
  });

  it('an arbitration clause is titled arbitration', async () => {
    const result = await analyse(
      'Any dispute arising under this Agreement shall be finally settled by binding arbitration in Denver, Colorado under the rules of the American Arbitration Association.',
    );
    expect(titlesQuoting(result, /binding arbitration/u)).toEqual(['Arbitration']);
  });
});
