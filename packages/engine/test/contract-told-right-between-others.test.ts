import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A contract of three parties written for these tests: the reader is the Client, and some sentences
// are promises between the two others (the Host to the Provider).
async function analyse(
  sentence: string,
  parameters: ContractParameters = { role: 'client' },
): Promise<ContractAnalysis> {
  const text = [
    'HOSTING AND SERVICES AGREEMENT',
    'This Hosting and Services Agreement is made as of June 3, 2022 by and among Quillon Data Centres Inc., a Delaware corporation ("Host"), Pardale Software LLC, a New York limited liability company ("Provider"), and Wexbury Foods Inc., an Ohio corporation ("Client").',
    'Provider shall provide the Services to Client, and Client shall pay Provider the fees set out in Schedule A within thirty (30) days of receipt of each invoice.',
    'Host shall make the hosting facilities available to Provider for the purpose of delivering the Services.',
    sentence,
  ].join('\n\n');
  return analyzeContractText(text, parameters);
}

/** The key finding and risk lines a reader sees for the clause with this title. */
function toldOf(result: ContractAnalysis, title: string): string {
  return [
    ...result.keyFindings.filter((finding) => finding.title === title).map((finding) => finding.description),
    ...result.risks.filter((risk) => risk.finding.startsWith(`${title}:`)).map((risk) => risk.finding),
  ].join(' ');
}

function adviceOf(result: ContractAnalysis, title: string): string {
  return [
    ...result.keyFindings.filter((finding) => finding.title === title).map((finding) => finding.recommendation),
    ...result.recommendations.contractImprovements
      .filter((item) => item.issue.startsWith(`${title}:`))
      .map((item) => item.specificChange),
  ].join(' ');
}

const HOST_INDEMNIFIES_PROVIDER =
  'Host shall indemnify Provider against all claims arising from any failure of the hosting facilities.';

describe('a promise between two other parties is told as theirs, not as the reader’s', () => {
  it('tells an indemnity the Host gives the Provider as binding the Host towards the Provider, not the client', async () => {
    const result = await analyse(HOST_INDEMNIFIES_PROVIDER);
    const told = toldOf(result, 'Indemnification');
    expect(told).toMatch(/between Host and Provider/u);
    expect(told).toMatch(/not your side/u);
    expect(told).not.toMatch(/It depends on which party you are|If you are/u);
    expect(told).not.toMatch(/You may have to pay|shifts the cost of certain claims away from you/u);
  });

  it('rates it low and asks the client to change nothing in the other pair’s terms', async () => {
    const result = await analyse(HOST_INDEMNIFIES_PROVIDER);
    expect(result.keyFindings.find((finding) => finding.title === 'Indemnification')?.type).toBe('low');
    const advice = adviceOf(result, 'Indemnification');
    expect(advice).toMatch(/No change needed/u);
    expect(advice).not.toMatch(/Make sure it covers|If you are/u);
  });

  it('says once who gives the promise', async () => {
    const told = toldOf(await analyse(HOST_INDEMNIFIES_PROVIDER), 'Indemnification');
    expect(told.match(/Host gives this promise to Provider/gu)?.length ?? 0).toBeLessThanOrEqual(2);
    const finding = (await analyse(HOST_INDEMNIFIES_PROVIDER)).keyFindings.find(
      (item) => item.title === 'Indemnification',
    );
    expect(finding?.description.match(/Host gives this promise to Provider/gu)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('still tells the client an indemnity the Provider gives it as its own protection', async () => {
    const told = toldOf(
      await analyse('Provider shall indemnify Client against all claims arising from any defect in the Services.'),
      'Indemnification',
    );
    expect(told).toMatch(/shifts the cost of certain claims away from you/u);
    expect(told).not.toMatch(/not your side/u);
  });
});
