import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Every document below is written for these tests: addenda, riders and schedules that name the main
// agreement they belong to, somewhere in their opening, without saying "forms part of".

function missingTitles(result: ContractAnalysis): string[] {
  return result.keyFindings
    .filter((finding) => finding.section === 'Not found in the document')
    .map((finding) => finding.title);
}

const BODY = [
  'Vendor shall make the payroll platform available 99.9% of each month.',
  'If availability falls below 99.9% in a month, Vendor shall credit Client five percent (5%) of that month’s fees.',
  'Either party may terminate this document on sixty (60) days’ written notice.',
  'Each party shall keep the other party’s confidential information secret.',
  'This document is governed by the laws of the State of Washington.',
];

function document(title: string, preamble: string): string {
  return [title, preamble, ...BODY].join('\n\n');
}

describe('a document titled as an addendum, rider or schedule that names its main agreement', () => {
  it.each([
    [
      'SERVICE LEVEL ADDENDUM',
      'This Service Level Addendum is made on May 5, 2025 between Kestrel Payroll Inc. ("Vendor") and Anvil Street Foods LLC ("Client") and supplements the Payroll Services Agreement between them.',
    ],
    [
      'DATA SECURITY RIDER',
      'This Data Security Rider is entered into on May 5, 2025 by Kestrel Payroll Inc. ("Vendor") and Anvil Street Foods LLC ("Client") under the Payroll Services Agreement dated March 1, 2024.',
    ],
    [
      'SUPPORT SCHEDULE',
      'This Support Schedule is agreed on May 5, 2025 by Kestrel Payroll Inc. ("Vendor") and Anvil Street Foods LLC ("Client"), who are parties to the Master Payroll Services Agreement.',
    ],
  ])('leaves what it lacks to the main agreement: %s', async (title, preamble) => {
    const result = await analyzeContractText(document(title, preamble), { role: 'client', party: 'Client' });
    expect(missingTitles(result)).toEqual([]);
    expect(result.summary.join(' ')).toMatch(/main agreement|earlier agreement/u);
  });
});

describe('a whole agreement that names another agreement', () => {
  it.each([
    [
      'PAYROLL SERVICES AGREEMENT',
      'This Payroll Services Agreement is made on May 5, 2025 between Kestrel Payroll Inc. ("Vendor") and Anvil Street Foods LLC ("Client") and replaces the Payroll Services Agreement between them dated 2019.',
    ],
    [
      'HOSTING AGREEMENT',
      'This Hosting Agreement is made on May 5, 2025 between Kestrel Payroll Inc. ("Vendor") and Anvil Street Foods LLC ("Client"), who are also parties to the Reseller Agreement.',
    ],
  ])('is still read as whole, with its missing clauses told: %s', async (title, preamble) => {
    const result = await analyzeContractText(document(title, preamble), { role: 'client', party: 'Client' });
    expect(missingTitles(result).length).toBeGreaterThan(0);
  });
});
