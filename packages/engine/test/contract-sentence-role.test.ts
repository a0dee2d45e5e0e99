import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { sentenceRole, statementForm } from '../src/local/contract/sentence-role';
import { HOSTING_LAW, HOSTING_PREAMBLE } from './hosting-services-agreement';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests: the forms of contract text that name a clause's topic
// without stating the clause.
describe('sentenceRole', () => {
  it('reads a definition as a definition, whatever its quotes or numbering', () => {
    expect(sentenceRole('"Confidential Information" means any information disclosed by one party to the other.')).toBe(
      'definition',
    );
    expect(
      sentenceRole('1.4 “Change of Control” shall mean the acquisition of more than half of the voting shares.'),
    ).toBe('definition');
    expect(sentenceRole('(c) "Territory" has the meaning given in Schedule 2.')).toBe('definition');
    expect(sentenceRole('The term "Licensed Products" shall mean the goods listed in Exhibit A.')).toBe('definition');
  });

  it('reads what a defined term leaves out as part of its definition, not a duty', () => {
    expect(sentenceRole('Confidential Information shall not include any information or data that:')).toBe('definition');
    expect(sentenceRole('4.2 "Licensed Know-How" does not include (i) know-how that is in the public domain.')).toBe(
      'definition',
    );
    expect(sentenceRole('Licensee shall not include any third-party trademark in the Product packaging.')).toBe(
      'operative',
    );
  });

  it('reads representations and reports of past facts as representations, promises as operative', () => {
    expect(
      statementForm(
        'The Licensor represents and warrants to the Licensee that: (a) it is duly organised; (b) it owns the Marks.',
      ),
    ).toBe('representation');
    expect(
      statementForm('12.1 Each party hereby represents and warrants as follows: (i) it has full power to sign.'),
    ).toBe('representation');
    expect(
      statementForm('(f) Neither the Seller nor its affiliates has previously licensed the Patents to anyone.'),
    ).toBe('representation');
    expect(
      statementForm('The Supplier represents, warrants and covenants that it will buy its resin only from the Buyer.'),
    ).toBeUndefined();
    expect(statementForm('The Supplier has agreed that it shall supply the goods on time.')).toBeUndefined();
  });

  it('reads a reservation of the rights not granted as a reservation', () => {
    expect(
      statementForm('All rights not expressly granted in this Agreement are reserved exclusively to the Licensor.'),
    ).toBe('reservation');
    expect(statementForm('9.3 The Licensor reserves all rights in the Software not expressly granted herein.')).toBe(
      'reservation',
    );
    expect(
      statementForm('The Licensor grants the Licensee an exclusive licence to sell the Products in Peru.'),
    ).toBeUndefined();
  });

  it('reads a recital as a recital', () => {
    expect(sentenceRole('WHEREAS, the Supplier wishes to sell the Products to the Buyer on an exclusive basis;')).toBe(
      'recital',
    );
  });

  it('reads a table of contents as one', () => {
    expect(sentenceRole('Article 14 Confidentiality 22 Article 15 Indemnification 24 Article 16 Arbitration 26')).toBe(
      'contents',
    );
    expect(sentenceRole('12.3 Termination for Convenience ........ 31')).toBe('contents');
    expect(sentenceRole('General 41 14.1 Notices 41 14.2 Assignment 42 14.3 Waiver 42 14.4 Severability 43')).toBe(
      'contents',
    );
  });

  it('reads a list of surviving sections as a survival clause', () => {
    expect(
      sentenceRole(
        'Sections 5 (Confidentiality), 7 (Indemnification) and 9 (Non-Solicitation) shall survive any termination of this Agreement.',
      ),
    ).toBe('survival');
    expect(
      sentenceRole(
        'All rights and obligations of the parties that by their nature are to be performed after the end of this Agreement shall survive its termination.',
      ),
    ).toBe('survival');
  });

  it('reads an operative sentence as one, even when it mentions a defined term or survival in passing', () => {
    expect(sentenceRole('Each party shall keep the Confidential Information of the other party in confidence.')).toBe(
      'operative',
    );
    expect(
      sentenceRole('Neither party may assign this Agreement without the prior written consent of the other party.'),
    ).toBe('operative');
    expect(
      sentenceRole(
        'The Distributor shall not, during the Term and for one year thereafter, solicit any employee of the Company, and this obligation shall survive termination.',
      ),
    ).toBe('operative');
  });
});

describe('findings quote the sentence that states the clause', () => {
  async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
    const text = ['SERVICES AGREEMENT', HOSTING_PREAMBLE, ...sentences, HOSTING_LAW].join('\n\n');
    return analyzeContractText(text, { role: 'client' });
  }

  it('quotes the duty of confidence, not the definition of confidential information', async () => {
    const result = await analyse(
      '"Confidential Information" means any non-public information disclosed by one party to the other in connection with this Agreement.',
      'Northwind shall provide the hosting services described in Schedule A.',
      'Each party shall hold the Confidential Information of the other party in strict confidence and use it only to perform this Agreement.',
    );
    const quotes = result.keyFindings.filter((item) => item.title === 'Confidentiality').map((item) => item.quotedText);
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.every((quote) => !/ means /u.test(quote))).toBe(true);
  });

  it('quotes the duty of confidence, not what the definition leaves out', async () => {
    const result = await analyse(
      'Confidential Information shall not include any information that is or becomes public through no fault of the receiving party.',
      'Northwind shall provide the hosting services described in Schedule A.',
      'Pelican shall not disclose the Confidential Information of Northwind to any third party without its prior written consent.',
    );
    const quotes = result.keyFindings.filter((item) => item.title === 'Confidentiality').map((item) => item.quotedText);
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.every((quote) => !/shall not include/u.test(quote))).toBe(true);
  });

  it('builds no finding on a clause that only a recital names', async () => {
    const result = await analyse(
      'WHEREAS, Pelican wishes to engage Northwind on an exclusive basis for the hosting of its ordering systems;',
      'Northwind shall provide the hosting services described in Schedule A.',
      'Pelican shall pay each invoice within thirty (30) days of receipt.',
    );
    expect(result.keyFindings.filter((item) => item.quotedText.startsWith('WHEREAS'))).toEqual([]);
  });

  it('builds no finding on a lettered recital before "NOW, THEREFORE"', async () => {
    const result = await analyse(
      'RECITALS',
      'A. Northwind operates data centres in Oregon.',
      'B. Pelican wishes Northwind to be its exclusive provider of hosting services in North America.',
      'NOW, THEREFORE, the parties agree as follows:',
      '1. Northwind shall provide the hosting services described in Schedule A.',
      '2. Pelican shall pay each invoice within thirty (30) days of receipt.',
    );
    expect(result.keyFindings.filter((item) => item.quotedText.includes('wishes Northwind'))).toEqual([]);
  });
});
