import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Short documents written for these tests. Terms that speak to their reader as "you" and name the other
// party only in the third person (no "we") still make "you" the reader.
const PUBLISHER_TERMS = [
  'CORVID PUBLISHER TERMS',
  'These terms govern your listing of games in the Corvid catalogue. By uploading a game you accept these terms.',
  '1. Licence. You hereby grant to Corvid a worldwide, non-exclusive licence to sell your games in the catalogue.',
  '2. Indemnity. You will indemnify Corvid against any third party claim arising from your games.',
  '3. Records. You shall permit Corvid and its auditors to inspect your sales records once a year.',
  '4. Ending. Corvid may terminate these terms at any time on thirty days notice.',
].join('\n');

const LETTER = [
  'Dear Ms Okafor,',
  'This letter sets out the terms on which Lumen Press will publish your photographs. By signing below you agree to these terms.',
  'You grant to Lumen Press an exclusive licence to print your photographs in the yearbook.',
  'You will indemnify Lumen Press against any claim that your photographs infringe the rights of a third party.',
  'Lumen Press may end this arrangement at any time on fourteen days notice.',
  'Yours sincerely, Lumen Press',
].join('\n');

// Terms that name no other party at all: the reader's party cannot be told, but "you" is still the reader.
const UNNAMED_TERMS = [
  'Community Garden Plot Terms',
  'By using a plot you agree to these terms.',
  'You will indemnify the garden committee against any claim arising from your use of the plot.',
  'You hereby grant to the garden committee a licence to publish photographs of your plot.',
].join('\n');

// A two-party agreement with defined names and a "you" only in its notices clause: not second-person terms.
const TWO_PARTY = [
  'SERVICES AGREEMENT',
  'This Services Agreement is made between Alder Freight Ltd ("Alder") and Birch Foods Ltd ("Birch").',
  '1. Services. Alder shall carry the goods of Birch between its depots.',
  '2. Indemnity. Birch shall indemnify Alder against any third party claim arising from the goods.',
  '3. Notices. If you need to give notice under this Agreement, send it to the address of the other party.',
  '4. Termination. Alder may terminate this Agreement at any time on thirty days notice.',
].join('\n');

function findingsOf(result: ContractAnalysis, title: string): string {
  const risks = result.risks.filter((risk) => risk.finding.startsWith(`${title}:`)).map((risk) => risk.finding);
  const keys = result.keyFindings.filter((finding) => finding.title === title).map((finding) => finding.description);
  return [...risks, ...keys].join(' ');
}

describe('terms that address their reader as "you" and name the other party only by name', () => {
  it('make the reader the addressed party and say why', async () => {
    const result = await analyzeContractText(PUBLISHER_TERMS, { role: 'client' });
    const summary = result.summary.join(' ');
    expect(summary).not.toMatch(/could not be told/u);
    expect(summary).toContain('these terms address their reader as “you” and name Corvid as the other party');
  });

  it('tell the reader’s indemnity as a cost, its licence as given away, and the audit as borne', async () => {
    const result = await analyzeContractText(PUBLISHER_TERMS, { role: 'client' });
    expect(findingsOf(result, 'Indemnification')).toMatch(/you may have to pay for claims/iu);
    expect(findingsOf(result, 'Indemnification')).not.toMatch(/away from you/iu);
    expect(findingsOf(result, 'License grant')).not.toMatch(/you may use what is licensed/iu);
    expect(findingsOf(result, 'Audit rights')).not.toMatch(/you can verify/iu);
  });

  it('tell the named party’s right to end the terms as the other side’s', async () => {
    const result = await analyzeContractText(PUBLISHER_TERMS, { role: 'client' });
    const ending = findingsOf(result, 'Termination for convenience');
    expect(ending).toMatch(/the other side can end/iu);
    expect(ending).not.toMatch(/does not show whether that is your side/iu);
  });

  it('make the reader of a letter that says "you agree" its addressee', async () => {
    const result = await analyzeContractText(LETTER, { role: 'client' });
    expect(result.summary.join(' ')).toContain('name Lumen Press as the other party');
    expect(findingsOf(result, 'Indemnification')).not.toMatch(/away from you/iu);
  });
});

describe('a sentence whose giver is "you" is never told as the reader receiving it', () => {
  it('holds where the reader’s party cannot be told', async () => {
    const result = await analyzeContractText(UNNAMED_TERMS, { role: 'client' });
    expect(findingsOf(result, 'Indemnification')).not.toMatch(/away from you/iu);
    expect(findingsOf(result, 'License grant')).not.toMatch(/you may use what is licensed/iu);
  });
});

describe('a two-party agreement with defined names and a "you" in its notices', () => {
  it('is not read as terms addressed to the reader', async () => {
    const result = await analyzeContractText(TWO_PARTY, { role: 'client' });
    expect(result.summary.join(' ')).not.toMatch(/address their reader/u);
    expect(result.summary.join(' ')).not.toMatch(/You are the customer these terms address/u);
  });
});

// A letter offering a job speaks to the employee as "you"; the client's side of a job is the employer's.
const JOB_OFFER = [
  'OFFER OF EMPLOYMENT',
  'Dear Sam,',
  'We are pleased to offer you employment with Larkspur Analytics Ltd as a Data Engineer. By signing below you agree to these terms of employment.',
  '1. Confidentiality. You agree to keep confidential all information about the customers of Larkspur and must not disclose it to anyone outside Larkspur.',
  '2. Inventions. You hereby assign to Larkspur all rights in any work you create in the course of your employment.',
  '3. Law. This letter is governed by the laws of England.',
].join('\n');

describe('a job offer read from the client’s side', () => {
  it('does not take the employee it addresses as "you" for the employer reading it', async () => {
    const result = await analyzeContractText(JOB_OFFER, { role: 'client' });
    expect(findingsOf(result, 'Confidentiality')).not.toMatch(
      /Your side must keep the other side’s information secret/u,
    );
    expect(findingsOf(result, 'Intellectual property ownership')).not.toMatch(
      /You may lose the right to reuse your own work/u,
    );
  });
});
