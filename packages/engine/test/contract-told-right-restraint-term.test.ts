import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// A consulting agreement with a consultant who is a person, written for these tests.
async function consulting(sentence: string, parameters: ContractParameters): Promise<ContractAnalysis> {
  const text = [
    'CONSULTING AGREEMENT',
    'This Consulting Agreement is made as of February 7, 2023 by and between Tarnell Optics Inc. ("Company") and Mira Castellan ("Consultant").',
    'The Consultant shall advise the Company on lens design, and the Company shall pay the Consultant the fees in Schedule 1.',
    sentence,
    'This Agreement shall be governed by the laws of the State of Oregon.',
  ].join('\n\n');
  return analyzeContractText(text, parameters);
}

// A services agreement between two companies, written for these tests.
async function services(sentence: string, parameters: ContractParameters): Promise<ContractAnalysis> {
  const text = [
    'SERVICES AGREEMENT',
    'This Services Agreement is made as of August 21, 2023 by and between Delmore Freight Inc. ("Customer") and Keswin Routing LLC ("Vendor").',
    'Vendor shall provide route-planning services to Customer, and Customer shall pay Vendor the fees in Schedule A.',
    sentence,
    'This Agreement shall be governed by the laws of the State of Illinois.',
  ].join('\n\n');
  return analyzeContractText(text, parameters);
}

const CONSULTANT = { role: 'service-provider', party: 'Consultant' } as const;
const VENDOR = { role: 'service-provider', party: 'Vendor' } as const;

const told = (result: ContractAnalysis, title: string) => toldAboutLines(result, title).join(' ');

describe('a restraint limited to the term is not told as running after the end', () => {
  it('tells a consultant’s non-compete during the term as lasting while the agreement runs', async () => {
    const said = told(
      await consulting(
        'During the term of this Agreement, the Consultant shall not engage in any business that competes with the Company.',
        CONSULTANT,
      ),
      'Non-compete',
    );
    expect(said).toMatch(/Non-compete/u);
    expect(said).toMatch(/while the agreement runs/u);
    expect(said).not.toMatch(/after the agreement ends|six to twelve months|short period/u);
  });

  it('tells a non-solicitation during the term without “after the agreement ends”', async () => {
    const said = told(
      await services(
        'During the term of this Agreement, Vendor shall not solicit any employees or customers of Customer.',
        VENDOR,
      ),
      'Non-solicitation',
    );
    expect(said).toMatch(/Non-solicitation/u);
    expect(said).not.toMatch(/after the agreement ends|during and after|short period/u);
  });

  it('tells a no-approaching-customers promise during the term without “after the agreement”', async () => {
    const said = told(
      await services(
        'While this Agreement remains in force, Vendor shall not solicit or divert any customers of Customer.',
        VENDOR,
      ),
      'No approaching customers',
    );
    expect(said).toMatch(/No approaching customers/u);
    expect(said).not.toMatch(/after the agreement|short period/u);
  });

  it('gives the stated period when the sentence makes it run after the end', async () => {
    const said = told(
      await consulting(
        'During the term of this Agreement and for twelve (12) months after its termination, the Consultant shall not engage in any business that competes with the Company.',
        CONSULTANT,
      ),
      'Non-compete',
    );
    expect(said).toMatch(/12 months after (?:the agreement|it) ends/u);
  });

  it('does not claim it runs after the end when the sentence is silent on it', async () => {
    const said = told(
      await consulting(
        'The Consultant shall not engage in any business that competes with the Company in the State of Oregon.',
        CONSULTANT,
      ),
      'Non-compete',
    );
    expect(said).toMatch(/Non-compete/u);
    expect(said).not.toMatch(/after the agreement ends/u);
  });

  it('keeps “after the agreement ends” when the restraint survives the end', async () => {
    const said = told(
      await consulting(
        'The Consultant shall not engage in any business that competes with the Company, and this obligation shall survive the termination of this Agreement.',
        CONSULTANT,
      ),
      'Non-compete',
    );
    expect(said).toMatch(/after the agreement ends/u);
  });

  it('tells a worldwide restraint during the term as wide, not as lasting long after the end', async () => {
    const said = told(
      await consulting(
        'During the term of this Agreement, the Consultant shall not, anywhere in the world, engage in any business that competes with the Company.',
        CONSULTANT,
      ),
      'Non-compete',
    );
    expect(said).toMatch(/very wide area/u);
    expect(said).not.toMatch(/long time after the agreement ends/u);
  });
});
