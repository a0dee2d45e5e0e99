import { describe, expect, it } from 'vitest';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Agreements written for these tests: an employment agreement whose invention clause passes ownership as
// the work is created, not when it is paid for.
const OPENING = [
  'EMPLOYMENT AGREEMENT',
  'This Employment Agreement is made on January 6, 2025 between Harrowgate Analytics, Inc., a Delaware corporation (the "Company"), and Mina Castell (the "Employee").',
  '1. Duties. The Employee shall serve as Senior Analyst.',
  '2. Salary. The Company shall pay the Employee a salary of $120,000 per year.',
].join('\n\n');

const ON_CREATION = [
  '3. Inventions. The Employee hereby assigns to the Company all right, title and interest in all inventions conceived or developed by the Employee during her employment.',
  '3. Work Product. All work product created by the Employee in the course of her employment shall be a work made for hire and shall be the sole property of the Company.',
  '3. Inventions. All inventions made by the Employee during her employment shall be the exclusive property of the Company upon creation.',
];

async function told(clause: string, role: 'employer' | 'employee'): Promise<string> {
  return toldOn(await analyzeContractText(`${OPENING}\n\n${clause}`, { role }), 'Intellectual property ownership');
}

describe('an assignment that takes effect on creation is not told as passing on payment', () => {
  it.each(ON_CREATION)('asks the employee for nothing tied to payment: %s', async (clause) => {
    const employee = await told(clause, 'employee');
    expect(employee).toMatch(/Intellectual property|ownership/u);
    expect(employee).not.toMatch(/after payment|on payment|once paid/u);
  });

  it.each(ON_CREATION.slice(1))('tells the employee the transfer takes effect on creation: %s', async (clause) => {
    expect(await told(clause, 'employee')).toMatch(/as the work is created/u);
  });

  it.each(ON_CREATION)('does not tell the employer ownership passes on payment: %s', async (clause) => {
    expect(await told(clause, 'employer')).not.toMatch(/on payment|after payment/u);
  });

  it('keeps the payment advice for a consultant whose clause ties the transfer to nothing', async () => {
    const text = [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is made on January 6, 2025 between Harrowgate Analytics, Inc., a Delaware corporation (the "Company"), and Mina Castell (the "Consultant").',
      '1. Services. The Consultant shall provide design services to the Company.',
      '2. Fees. The Company shall pay the Consultant a fee of $9,000 per month.',
      '3. Ownership. All intellectual property rights in the designs shall be the exclusive property of the Company.',
    ].join('\n\n');
    const consultant = toldOn(
      await analyzeContractText(text, { role: 'service-provider' }),
      'Intellectual property ownership',
    );
    expect(consultant).toMatch(/after payment/u);
  });
});
