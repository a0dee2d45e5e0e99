import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { toldAboutLines } from './contract-advice-seen';
import { CUSTOMER, PROVIDER, SERVICES } from './direction-agreements';
import { analyzeContractText } from './result-checks';

// Standard terms written for these tests: Larkwell speaks as "we" and defines its customer by role and as "you",
// but no sentence defines "we" as Larkwell's short name.
const ROLE_TERMS = [
  'Larkwell Cloud Terms of Service',
  'These terms govern the use of the hosting services provided by us to our registered customers (each a "Subscriber" or "you/your").',
  '1. Fees. The Subscriber shall pay the monthly fee shown on the order page.',
].join('\n');

// The same terms where the provider's platform is defined first, so that the reader's party is known by its role name.
const KNOWN_READER_TERMS = [
  'Larkwell Hosting Terms of Service',
  'Larkwell GmbH runs the hosting platform at larkwell.example (the "Website").',
  'These terms ("Terms") govern how each person who signs up for our hosting (each a "Subscriber" or "you/your") may use it.',
  '1. Fees. The Subscriber shall pay the monthly fee shown on the Website.',
].join('\n');

// A data licence whose parties are named by role; the reader is the one receiving the data.
const DATA_LICENCE = [
  'DATA USE AGREEMENT',
  'This Data Use Agreement is made on June 2, 2023 between Harlow Survey Trust ("Owner") and Petra Klein ("Recipient").',
  'Owner shall make the survey files available to Recipient for research use.',
].join('\n\n');
const RECIPIENT: ContractParameters = { role: 'client', party: 'Petra Klein' };

async function toldOn(opening: string, clause: string, reader: ContractParameters, title: string): Promise<string> {
  const result: ContractAnalysis = await analyzeContractText(`${opening}\n\n${clause}`, reader);
  return toldAboutLines(result, title).join(' ');
}

describe('an indemnity the reader gives is told as a cost it carries, whatever the wording', () => {
  it('reads "you shall indemnify us" in terms that call the reader "you"', async () => {
    const told = await toldOn(
      ROLE_TERMS,
      '7. Claims. If anyone sues us over what you publish, we will refer the claim to you, and you shall indemnify us and hold us harmless against any damages and expenses.',
      { role: 'client' },
      'Indemnification',
    );
    expect(told).not.toBe('');
    expect(told).toMatch(/you may have to pay for claims/iu);
    expect(told).not.toMatch(/away from you/iu);
  });

  it('reads "you" as the reader’s known party where a definition calls it so', async () => {
    for (const clause of [
      '7. Claims. If anyone sues us over what you publish, we will refer the claim to you, and you shall indemnify us and hold us harmless against any damages and expenses.',
      '7. You agree to indemnify us against any claim arising from the files you upload.',
    ]) {
      const told = await toldOn(KNOWN_READER_TERMS, clause, { role: 'client' }, 'Indemnification');
      expect(told).toMatch(/you may have to pay for claims/iu);
      expect(told).not.toMatch(/away from you|whoever gives/iu);
    }
  });

  it('reads a named receiving party that indemnifies the other', async () => {
    const told = await toldOn(
      DATA_LICENCE,
      '5. Recipient will indemnify and hold Owner harmless from any loss arising from Recipient’s use of the survey files.',
      RECIPIENT,
      'Indemnification',
    );
    expect(told).toMatch(/you may have to pay for claims/iu);
    expect(told).not.toMatch(/away from you/iu);
  });

  it('reads a passive indemnity by its agent: "shall be indemnified by Customer"', async () => {
    const told = await toldOn(
      SERVICES,
      'Provider shall be indemnified and held harmless by Customer against all claims arising from the reports Customer publishes.',
      CUSTOMER,
      'Indemnification',
    );
    expect(told).toMatch(/you may have to pay for claims/iu);
    expect(told).not.toMatch(/away from you/iu);
  });

  it('still tells an indemnity the other side gives the reader as a protection', async () => {
    const told = await toldOn(
      SERVICES,
      'Customer shall be indemnified by Provider against all claims that the deliverables infringe the rights of others.',
      CUSTOMER,
      'Indemnification',
    );
    expect(told).toMatch(/away from you/iu);
    const toldToProvider = await toldOn(
      SERVICES,
      'Customer shall be indemnified by Provider against all claims that the deliverables infringe the rights of others.',
      PROVIDER,
      'Indemnification',
    );
    expect(toldToProvider).toMatch(/you may have to pay for claims/iu);
  });
});

// A developer agreement whose parties are named only in its definitions: which of them the reader is, is not known.
const DEVELOPER_TERMS = [
  'Larkwell App Directory Developer Agreement',
  '1. Definitions',
  '"Developer" means the company or person who built the app listed in the Directory.',
  '"Directory" means the online catalogue run by Larkwell where apps are offered to end users.',
  '2. Listing. Developer may publish listings in the Directory under this Agreement.',
].join('\n\n');

describe('an indemnity whose giver the reader cannot be placed against', () => {
  it('is not told as shifting the cost away from the reader', async () => {
    for (const clause of [
      '9.1 To the extent the law allows, Developer agrees to defend, indemnify and hold harmless Larkwell and its affiliates from and against any and all claims arising from the app.',
      '9.1 Larkwell shall be indemnified by Developer against any claim that an app listed in the Directory breaks the law.',
    ]) {
      const told = await toldOn(DEVELOPER_TERMS, clause, { role: 'client' }, 'Indemnification');
      expect(told).not.toBe('');
      expect(told).not.toMatch(/away from you|no change needed/iu);
      expect(told).toMatch(/whoever gives this promise/iu);
    }
  });
});
