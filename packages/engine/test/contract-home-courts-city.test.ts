import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { detectParties } from '../src/local/contract/contract-parties';
import { isReadersPlace, placesOfParty } from '../src/local/contract/party-places';
import { analyzeAndCheck } from './result-checks';

// Contracts written for these tests: the courts are named by a city, the parties' addresses name theirs.
async function analyse(parameters: ContractParameters, preamble: string, courts: string): Promise<ContractAnalysis> {
  return (await analyzeAndCheck({
    documentType: 'contract',
    parameters,
    pages: [
      {
        pageNumber: 1,
        text: [
          'MANUFACTURING AGREEMENT',
          preamble,
          'WHEREAS, the Customer wishes to engage the Manufacturer to make and pack the Product for it.',
          'NOW, THEREFORE, the parties agree as follows:',
          '1. Supply. The Manufacturer shall make and deliver the Product to the Customer each month.',
          `2. Disputes. ${courts}`,
        ].join('\n\n'),
      },
    ],
    filename: 'agreement.pdf',
  })) as ContractAnalysis;
}

const PREAMBLE =
  'This Manufacturing Agreement is made as of March 2, 2022 by and between Orlan Labs Ltd., with its registered office at 14 Harbour Street, Haifa, 3303112, Israel (the "Manufacturer"), and Tamar Health Ltd., with its registered office at 9 Cedar Road, Ramat Gan, 5252007, Israel (the "Customer").';

function courtsFinding(result: ContractAnalysis): string {
  const found = result.keyFindings.filter((finding) => finding.title === 'Courts and venue');
  return JSON.stringify(found);
}

describe('courts of the city where the reader is based are the reader’s home courts', () => {
  it('reads the reader’s city from its address and matches the courts of that city, hyphenated or not', async () => {
    const result = await analyse(
      { role: 'client' },
      PREAMBLE,
      'The parties submit to the exclusive jurisdiction of the competent courts of Ramat-Gan.',
    );
    expect(courtsFinding(result)).toMatch(/home ground/iu);
    expect(courtsFinding(result)).not.toMatch(/courts near you/iu);
  });

  it('does not take the other party’s city for the reader’s', async () => {
    const result = await analyse(
      { role: 'client' },
      PREAMBLE,
      'The parties submit to the exclusive jurisdiction of the competent courts of Haifa.',
    );
    expect(courtsFinding(result)).not.toMatch(/home ground/iu);
  });

  it('counts a city named with its state or postal code in the address', () => {
    const text =
      'This Supply Agreement is made by and between Brasswick Parts Inc., 410 Main Street, Suite 200, Houston, TX 77002 (the "Supplier") and Lowfield Farms LLC, 8 Orchard Lane, Fresno, California 93701 (the "Buyer").';
    const parties = detectParties(text);
    const [supplier, buyer] = parties;
    if (!supplier || !buyer) throw new Error('two parties expected');
    const pages = [{ text }];
    const inHouston = placesOfParty(pages, parties, supplier);
    const inFresno = placesOfParty(pages, parties, buyer);
    expect(isReadersPlace('the state and federal courts located in Houston, Texas', inHouston)).toBe(true);
    expect(isReadersPlace('the courts sitting in Fresno County', inFresno)).toBe(true);
    expect(isReadersPlace('the courts located in Houston', inFresno)).toBe(false);
    expect(isReadersPlace('the courts located in Tokyo', inHouston)).toBe(false);
  });

  it('does not take a company’s name before its state of incorporation for a city', () => {
    const text =
      'This Sponsorship Agreement is made by and between Larch Racing LLC, 12 Mill Road, Dover, DE 19901 ("Sponsee") and Quorra Tools Inc., a New York corporation (Quorra).';
    const parties = detectParties(text);
    const quorra = parties[1];
    if (!quorra) throw new Error('two parties expected');
    expect(isReadersPlace('the courts of Quorra Tools', placesOfParty([{ text }], parties, quorra))).toBe(false);
    expect(isReadersPlace('the courts of Dover', placesOfParty([{ text }], parties, parties[0] ?? quorra))).toBe(true);
  });
});
