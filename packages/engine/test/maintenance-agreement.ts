import type { ContractAnalysis } from '@doclens/api';
import { analyzeContractText } from './result-checks';

// A maintenance agreement written for the contract tests, read by Corrow, the owner that engages and pays the operator.
const PREAMBLE =
  'This Maintenance Agreement is made as of April 2, 2021 by and between Corrow Pipeline LLC ("Owner") and Bramwell Field Services Inc. ("Operator").';
const WORK_AND_FEE =
  'Operator shall inspect and maintain the Owner’s compressor stations, and Owner shall pay Operator a monthly fee of $12,000.';
const LAW = 'This Agreement shall be governed by the laws of the State of Oklahoma.';

/** The agreement with `sentences` before its governing law, analysed for the owner, the client. */
export function analyseMaintenanceAgreement(...sentences: string[]): Promise<ContractAnalysis> {
  const text = ['MAINTENANCE AGREEMENT', PREAMBLE, WORK_AND_FEE, ...sentences, LAW].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Corrow' });
}
