import type { ContractAnalysis } from '@doclens/api';
import { analyzeContractPages, analyzeContractText } from './result-checks';

// A services agreement written for the contract tests: Northwind hosts, Pelican (the client) pays.
export const HOSTING_PREAMBLE =
  'This Services Agreement is made as of March 3, 2022 by and between Northwind Data Ltd. ("Northwind") and Pelican Foods Inc. ("Pelican").';
export const HOSTING_SERVICES = 'Northwind shall provide the hosting services described in Schedule A.';
export const HOSTING_FEES = 'Pelican shall pay each invoice within thirty (30) days of receipt.';
export const HOSTING_LAW = 'This Agreement shall be governed by the laws of the State of Oregon.';

/** The agreement with `sentences` before its governing law, analysed for Pelican, the client. */
export async function analyseHostingAgreement(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['SERVICES AGREEMENT', HOSTING_PREAMBLE, HOSTING_SERVICES, HOSTING_FEES, ...sentences, HOSTING_LAW].join(
    '\n\n',
  );
  return analyzeContractText(text, { role: 'client', party: 'Pelican' });
}

/**
 * The agreement over two pages, analysed for Pelican: page 1 holds the title, the preamble and then
 * `firstPage`; page 2 starts with `secondPage` and ends with the governing law.
 */
export async function analyseHostingPages(firstPage: readonly string[], secondPage: string): Promise<ContractAnalysis> {
  return analyzeContractPages(
    [
      { pageNumber: 1, text: ['SERVICES AGREEMENT', HOSTING_PREAMBLE, ...firstPage].join('\n\n') },
      { pageNumber: 2, text: [secondPage, HOSTING_LAW].join('\n\n') },
    ],
    { role: 'client', party: 'Pelican' },
  );
}
