import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { keyFindingTitled, toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

/**
 * At-will, overtime and arbitration findings told from the reader's place in the employment: what the employee
 * gives up, what the employer may do, both named for a reader ("client") who may be either. Invented letters.
 */

const letter = (...terms: string[]) => `OFFER OF EMPLOYMENT

This letter agreement is made between Brightwater Analytics Inc. (the "Company") and Jonas Ferrante (the "Employee").

1. Position. The Company employs the Employee as Data Analyst, reporting to the Head of Research.

2. Salary. The Company shall pay the Employee a base salary of $95,000 per year, in monthly instalments.

${terms.map((term, index) => `${index + 3}. ${term}`).join('\n\n')}

${terms.length + 3}. Confidentiality. The Employee shall not disclose any Confidential Information of the Company.

${terms.length + 4}. Applicable Law. This Agreement is governed by the laws of the State of Colorado.`;

const AT_WILL =
  'At-Will Employment. The employment is at will: the Employee may resign at any time on two weeks written notice, and the Company may at any time end the employment, with or without cause.';
const NO_OVERTIME =
  'Hours. The Employee is expected to work normal business hours and such additional hours as the role reasonably requires, and shall not be eligible for overtime pay.';
const HOURS_LIMIT = 'Working Week. The Employee will not be asked to work more than a maximum of 48 hours a week.';

function level(result: ContractAnalysis, title: string) {
  return keyFindingTitled(result, title)?.type;
}

describe('at-will employment read by a client, who may be either side', () => {
  it('names what the employer may do and what each side would ask', async () => {
    const result = await analyzeContractText(letter(AT_WILL), { role: 'client' });
    const told = toldOn(result, 'At-will employment');
    expect(told).toMatch(/the employer may let the employee go without cause or notice/u);
    expect(told).toMatch(/If you are the employee, ask for a notice period or severance/u);
    expect(told).not.toMatch(/before you can replace them/u);
    expect(told).not.toMatch(/ask for a resignation notice period/u);
    expect(level(result, 'At-will employment')).not.toBe('low');
  });
});

describe('no overtime pay, read from each place in the employment', () => {
  it('tells the employee what is given up, at more than low risk', async () => {
    const result = await analyzeContractText(letter(NO_OVERTIME), { role: 'employee' });
    const told = toldOn(result, 'Overtime');
    expect(told).toMatch(/you are expected to work beyond the normal hours/u);
    expect(told).toMatch(/no overtime pay/u);
    expect(told).not.toMatch(/cost you/u);
    expect(level(result, 'Overtime')).not.toBe('low');
  });

  it('tells the employer the extra hours cost nothing more', async () => {
    const result = await analyzeContractText(letter(NO_OVERTIME), { role: 'employer' });
    const told = toldOn(result, 'Overtime');
    expect(told).toMatch(/Extra hours cost you nothing more/u);
    expect(told).not.toMatch(/you give up/u);
  });

  it('names both sides for a client, and no limit is asked where the contract sets one', async () => {
    const result = await analyzeContractText(letter(NO_OVERTIME, HOURS_LIMIT), { role: 'client' });
    const told = toldOn(result, 'Overtime');
    expect(told).toMatch(/the employee is expected to work beyond the normal hours/u);
    expect(told).toMatch(/the employer pays nothing more/u);
    expect(told).toMatch(/The contract limits the hours/u);
    expect(told).not.toMatch(/ask for a limit on the extra hours/u);
    expect(told).not.toMatch(/what extra hours cost you/u);
  });

  it('keeps the rule wording where overtime is paid', async () => {
    const paid = 'Overtime. Hours worked beyond forty in a week are paid at one and a half times the hourly rate.';
    const result = await analyzeContractText(letter(paid), { role: 'employee' });
    expect(toldOn(result, 'Overtime')).not.toMatch(/not paid extra/u);
  });
});

describe('arbitration told with what it makes the claimant give up', () => {
  const ARBITRATION = [
    'Arbitration. Any dispute arising out of the employment shall be resolved by binding arbitration administered by the American Arbitration Association under its employment rules.',
    'Claims Individually. Each claim must be brought by the claimant individually, and not as a member of any class, collective or representative proceeding.',
    'Time for Claims. If a party fails to commence arbitration within one year after the claim arises, the claim is waived.',
    'Arbitration Fees. The Company will pay all arbitrator fees and costs, except for a filing fee no greater than the fee for filing the claim in court.',
  ];

  for (const role of ['employee', 'client'] as const) {
    it(`tells the class waiver, the time bar and who bears the fees (${role})`, async () => {
      const result = await analyzeContractText(letter(...ARBITRATION), { role });
      const told = toldOn(result, 'Arbitration');
      expect(told).toMatch(/only one by one, not in a class/u);
      expect(told).toMatch(/A claim not brought in arbitration in time is lost/u);
      expect(told).toMatch(/puts the arbitration fees on the Company/u);
      expect(told).not.toMatch(/its costs can be high for a small claim/u);
      expect(told).not.toMatch(/agree how the arbitration costs are shared/u);
    });
  }
});
