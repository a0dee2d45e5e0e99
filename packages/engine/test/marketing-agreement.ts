import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { analyzeContractText } from './result-checks';

// A marketing agreement written for the contract tests: Halvorsen pays Pelletier to promote it.
const PREAMBLE =
  'This Marketing Agreement is made as of May 9, 2021 by and between Halvorsen Foods Inc. ("Halvorsen") and Pelletier Media LLC ("Pelletier").';
const LAW = 'This Agreement shall be governed by the laws of the State of Vermont.';
const FEES = 'Halvorsen shall pay Pelletier a monthly fee of $4,000 within thirty (30) days of each invoice.';

/** The agreement with `sentences` between its fees and its governing law, analysed from one side. */
export async function analyseMarketingAgreement(
  parameters: ContractParameters,
  ...sentences: string[]
): Promise<ContractAnalysis> {
  const text = ['MARKETING AGREEMENT', PREAMBLE, FEES, ...sentences, LAW].join('\n\n');
  return analyzeContractText(text, parameters);
}
