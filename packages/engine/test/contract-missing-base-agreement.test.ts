import { describe, expect, it } from 'vitest';
import { kindOf, missingTitles } from './contract-kind-checks';
import { analyzeContractText as analyse } from './result-checks';

// Every agreement below is written for these tests.

const PROCESSING_TERMS = [
  'DATA PROCESSING AGREEMENT',
  'This Data Processing Agreement is entered into by and between Quarrel Analytics Inc. ("Provider") and Hestia Home Goods LLC ("Customer").',
  'This Data Processing Agreement forms part of the Cloud Services Agreement between Provider and Customer (the "Agreement").',
  'Provider shall process Customer Personal Data only on the documented instructions of Customer.',
  'Provider shall keep Customer Personal Data confidential and shall ensure that its personnel are bound by duties of confidentiality.',
  'Provider shall notify Customer without undue delay after becoming aware of a Personal Data Breach.',
  'Each party shall indemnify the other against third-party claims arising from its breach of this Data Processing Agreement.',
  'Customer may audit Provider’s compliance with this Data Processing Agreement once a year on thirty (30) days notice.',
  'IN WITNESS WHEREOF, the parties have executed this Data Processing Agreement.',
].join('\n\n');

const ASSOCIATE_TERMS = [
  'BUSINESS ASSOCIATE AGREEMENT',
  'This Business Associate Agreement is made by and between Larkspur Clinics PC ("Covered Entity") and Meridel Billing Inc. ("Business Associate").',
  'Business Associate shall not use or disclose Protected Health Information other than as permitted by this Business Associate Agreement.',
  'Business Associate shall report to Covered Entity any Security Incident of which it becomes aware.',
  'Business Associate shall indemnify Covered Entity against claims arising from its breach of this Business Associate Agreement.',
  'Business Associate shall keep Protected Health Information confidential.',
  'This Business Associate Agreement is governed by the terms of the Services Agreement between the parties, and any conflict shall be resolved in favour of this Business Associate Agreement.',
  'IN WITNESS WHEREOF, the parties have executed this Business Associate Agreement.',
].join('\n\n');

const STANDALONE_PROCESSING = PROCESSING_TERMS.replace(
  'This Data Processing Agreement forms part of the Cloud Services Agreement between Provider and Customer (the "Agreement").',
  'Provider shall host the Customer Personal Data in the European Union.',
);

const EMPLOYEE_INVENTIONS = [
  'EMPLOYEE INVENTION ASSIGNMENT AGREEMENT',
  'This Employee Invention Assignment Agreement is made by and between Corvid Systems Inc. (the "Company") and Dana Whitlow (the "Employee").',
  'The Employee hereby assigns to the Company all right, title and interest in any Inventions the Employee makes in the course of the employment.',
  'The Employee shall keep the Company’s Proprietary Information confidential during and after the employment.',
  'The Employee shall not solicit any employee of the Company for twelve (12) months after the employment ends.',
  'The Employee grants the Company a non-exclusive licence to any Prior Invention the Employee incorporates into a Company product.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement.',
].join('\n\n');

const EMPLOYMENT_TERMS = [
  'EMPLOYMENT AGREEMENT',
  'This Employment Agreement is made by and between Corvid Systems Inc. (the "Company") and Dana Whitlow (the "Employee").',
  'The Company shall pay the Employee a base salary of $110,000 per year.',
  'The Employee shall keep the Company’s Proprietary Information confidential during and after the employment.',
  'The Employee shall not solicit any employee of the Company for twelve (12) months after the employment ends.',
  'The Employee hereby assigns to the Company all right, title and interest in any Inventions made in the course of the employment.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement.',
].join('\n\n');

describe('a document that says it is part of, or governed by, a main agreement leaves its missing clauses to that one', () => {
  it('does not tell a data processing agreement that forms part of the main agreement it lacks governing law or termination', async () => {
    const titles = missingTitles(await analyse(PROCESSING_TERMS));
    expect(titles).not.toContain('No governing law clause');
    expect(titles).not.toContain('No termination rights clause');
  });

  it('does not tell a business associate agreement governed by the services agreement it lacks governing law', async () => {
    expect(missingTitles(await analyse(ASSOCIATE_TERMS))).not.toContain('No governing law clause');
  });

  it('still tells a stand-alone processing agreement that it names no law', async () => {
    expect(missingTitles(await analyse(STANDALONE_PROCESSING))).toContain('No governing law clause');
  });
});

describe('an employee’s invention assignment is meant to last', () => {
  it('is read as an employee invention and IP agreement, not an employment agreement', () => {
    expect(kindOf(EMPLOYEE_INVENTIONS).id).toBe('employee-ip');
    expect(kindOf(EMPLOYMENT_TERMS).id).toBe('employment');
  });

  it('is not told it lacks termination rights', async () => {
    expect(missingTitles(await analyse(EMPLOYEE_INVENTIONS))).not.toContain('No termination rights clause');
  });

  it('still tells an employment agreement with no way to end it', async () => {
    expect(missingTitles(await analyse(EMPLOYMENT_TERMS))).toContain('No termination rights clause');
  });
});
