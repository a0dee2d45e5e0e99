import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Every contract below is written for these tests.

function missingFindings(result: ContractAnalysis) {
  return result.keyFindings.filter((finding) => finding.section === 'Not found in the document');
}

const CLEANING = [
  'CLEANING SERVICES AGREEMENT',
  'This Cleaning Services Agreement is made as of February 1, 2024 by and between Brightway Offices LLC (the "Client") and Spotless Crew Inc. (the "Contractor").',
  'The Contractor shall clean the Client’s offices each weekday evening.',
  'The Client shall pay the Contractor $2,500 per month within thirty (30) days of each invoice.',
  'The Contractor shall indemnify the Client against third-party claims for injury caused by the Contractor’s staff.',
  'Either party may terminate this Agreement upon thirty (30) days written notice to the other party.',
  'Neither party may assign this Agreement without the prior written consent of the other party.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.',
].join('\n\n');

const INCORPORATING = CLEANING.replace(
  'IN WITNESS WHEREOF',
  'The services are subject to the General Terms and Conditions attached as Schedule 2, which are incorporated into this Agreement by reference.\n\nIN WITNESS WHEREOF',
);

describe('an agreement whose terms are partly in a document the file does not hold', () => {
  it('says a clause not found may be in the incorporated document, instead of calling it missing', async () => {
    const before = missingFindings(await analyzeContractText(CLEANING));
    expect(before.length).toBeGreaterThan(0);
    expect(before.map((finding) => finding.description).join(' ')).toContain('was found anywhere in this document');

    const missing = missingFindings(await analyzeContractText(INCORPORATING));
    // Titled as what is known: the clause is not in this file.
    expect(missing.map((finding) => finding.title)).toEqual(before.map((finding) => `${finding.title} in this file`));
    for (const finding of missing) {
      expect(finding.description).toContain('Schedule 2');
      expect(finding.description).toMatch(/not in this file/u);
      expect(finding.recommendation).toContain('Schedule 2');
      expect(finding.type).toBe('low');
    }
  });

  it('calls a clause missing as before when the incorporated schedule is in the file', async () => {
    const withSchedule = `${INCORPORATING}\n\nSCHEDULE 2\n\nGENERAL TERMS AND CONDITIONS\n\n1. The Contractor shall keep the Client’s keys secure.`;
    const missing = missingFindings(await analyzeContractText(withSchedule));
    expect(missing.length).toBeGreaterThan(0);
    for (const finding of missing) expect(finding.title).not.toMatch(/ in this file$/u);
  });

  it('does not take "the terms and conditions of this Agreement" for another document', async () => {
    const ownTerms = CLEANING.replace(
      'IN WITNESS WHEREOF',
      'The services are subject to the terms and conditions of this Agreement.\n\nIN WITNESS WHEREOF',
    );
    for (const finding of missingFindings(await analyzeContractText(ownTerms))) {
      expect(finding.title).not.toMatch(/ in this file$/u);
    }
  });
});

describe('an agreement that keeps the terms of an earlier agreement in force', () => {
  it('says a clause not found may be in the earlier agreement, which is not in this file', async () => {
    const keepsEarlier = CLEANING.replace(
      'IN WITNESS WHEREOF',
      'Except as changed here, the terms of the 2019 Services Agreement remain in full force and apply to the services.\n\nIN WITNESS WHEREOF',
    );
    const missing = missingFindings(await analyzeContractText(keepsEarlier));
    expect(missing.length).toBeGreaterThan(0);
    for (const finding of missing) {
      expect(finding.description).toContain('the 2019 Services Agreement');
      expect(finding.type).toBe('low');
    }
  });

  it('does not take an agreement merely named ("under the Loan Agreement") for terms taken in', async () => {
    const named = CLEANING.replace(
      'IN WITNESS WHEREOF',
      'The Client’s payments are funded under the 2019 Loan Agreement with its bank.\n\nIN WITNESS WHEREOF',
    );
    for (const finding of missingFindings(await analyzeContractText(named))) {
      expect(finding.title).not.toMatch(/ in this file$/u);
    }
  });
});
