import type { ContractParameters } from '@doclens/api';

/**
 * Agreements written for the direction tests: Quillmere's standard terms speak as "we" and address
 * their customer as "you"; in the services agreement Tollery (the "Customer") pays Brightwick (the
 * "Provider") for data services.
 */
export const TERMS = [
  'Quillmere Platform Terms',
  'These Platform Terms (the "Terms") are between you and Quillmere Analytics Ltd ("Quillmere", "we", "us" or "our"). By creating an account you agree to these Terms.',
  '1. Fees. You shall pay the subscription fees in advance each month.',
].join('\n');

export const SERVICES = [
  'SERVICES AGREEMENT',
  'This Services Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Customer"), and Brightwick Data Ltd., a Scottish company ("Provider").',
  'Provider shall provide the data services described in Schedule A to Customer.',
  'Customer shall pay Provider a monthly fee of $4,000.',
].join('\n\n');

export const CUSTOMER: ContractParameters = { role: 'client', party: 'Tollery' };
export const PROVIDER: ContractParameters = { role: 'service-provider', party: 'Brightwick' };
