import type { ContractAnalysis } from '@doclens/api';
import { analyzeContractText } from './result-checks';

// A services agreement written for the contract tests: Northwind hosts, Pelican (the client) pays.
const PREAMBLE =
  'This Services Agreement is made as of March 3, 2022 by and between Northwind Data Ltd. ("Northwind") and Pelican Foods Inc. ("Pelican").';
const SERVICES = 'Northwind shall provide the hosting services described in Schedule A.';
const FEES = 'Pelican shall pay each invoice within thirty (30) days of receipt.';
const LAW = 'This Agreement shall be governed by the laws of the State of Oregon.';

/** The agreement with `sentences` before its governing law, analysed for Pelican, the client. */
export async function analyseHostingAgreement(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['SERVICES AGREEMENT', PREAMBLE, SERVICES, FEES, ...sentences, LAW].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Pelican' });
}
