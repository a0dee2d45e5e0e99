import { describe, expect, it } from 'vitest';
import { extractFields, score } from './bulk-engine';

const contract = [
  {
    pageNumber: 1,
    text: 'SUPPLY AGREEMENT\nThis Supply Agreement is entered into as of March 3, 2021 by and between Northwind Traders, Inc., a Delaware corporation ("Supplier"), and Contoso Foods LLC, a Texas limited liability company ("Buyer").\nThe Supplier shall deliver the Products within thirty (30) days of each purchase order.',
  },
  {
    pageNumber: 2,
    text: 'This Agreement shall be governed by and construed in accordance with the laws of the State of New York.\nThe Buyer shall pay each invoice within forty-five (45) days of receipt.',
  },
];

const nurse = [
  {
    pageNumber: 1,
    text: 'Jane Rivers\nRegistered Nurse\njane.rivers@example.com | 555-201-3344\nSummary\nRegistered nurse with 8 years of experience in acute patient care.\nExperience\nStaff Nurse, City Hospital, 2016 - Present\nAdministered medication, monitored patient vital signs and coordinated care plans.\nEducation\nBachelor of Science in Nursing, State University, 2015\nSkills\nPatient care, medication administration, triage, BLS, electronic health records',
  },
];

const developer = [
  {
    pageNumber: 1,
    text: 'Sam Ortega\nSoftware Engineer\nsam.ortega@example.com\nSummary\nSoftware engineer building web applications.\nExperience\nBackend Developer, Webshop GmbH, 2019 - Present\nBuilt REST APIs in TypeScript and Node.js; designed PostgreSQL schemas.\nEducation\nBSc Computer Science, 2018\nSkills\nTypeScript, JavaScript, Node.js, PostgreSQL, Docker',
  },
];

describe('extractFields', () => {
  it('reads known contract fields with the page and passage they come from', () => {
    const cells = extractFields(contract, ['Governing Law', 'Parties']);
    expect(cells[0]).toMatchObject({ field: 'Governing Law', value: expect.stringMatching(/New York/) });
    expect(cells[0]?.citation?.page).toBe(2);
    expect(contract[1]?.text).toContain(cells[0]?.citation?.quote);
    expect(cells[1]?.value).toMatch(/Northwind/);
  });

  it('finds other fields by their passage, and leaves a field the document lacks empty', () => {
    const [order, renewal] = extractFields(contract, ['Purchase order', 'Renewal Term']);
    expect(order?.citation).toEqual({
      page: 1,
      quote: expect.stringContaining('within thirty (30) days of each purchase order'),
    });
    expect(order?.confidence).toBeGreaterThan(0);
    expect(renewal).toEqual({ field: 'Renewal Term', value: '', citation: null, confidence: 0 });
  });

  it("reads a CV's contact details and experience", () => {
    const cells = extractFields(nurse, ['Email', 'Phone', 'Years of experience', 'Name']);
    expect(cells.map((cell) => cell.value)).toEqual(['jane.rivers@example.com', '555-201-3344', '8', 'Jane Rivers']);
    expect(cells.every((cell) => cell.citation?.page === 1)).toBe(true);
  });
});

describe('score', () => {
  it('puts the CV of the occupation a job description asks for above another', () => {
    const job =
      'Registered Nurse for our emergency department: patient care, triage, medication administration, 5 years of experience.';
    const nurseScore = score(nurse, job);
    const developerScore = score(developer, job);
    expect(nurseScore.score).toBeGreaterThan(developerScore.score + 20);
    expect(nurseScore.keyPoints.some((point) => point.citation?.page === 1)).toBe(true);
    expect(nurseScore.reasoning).not.toBe('');
  });
});
