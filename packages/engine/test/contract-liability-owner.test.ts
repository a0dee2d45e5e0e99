import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests: Halvorsen provides the services, Pinewood is the client.
async function analyse(party: string, sentence: string): Promise<ContractAnalysis> {
  const text = [
    'CONSULTING AGREEMENT',
    'This Consulting Agreement is made as of May 9, 2023 by and between Halvorsen Engineering Ltd. ("Halvorsen") and Pinewood Foods Inc. ("Pinewood").',
    'Halvorsen shall provide the engineering services described in Schedule A to Pinewood.',
    'Pinewood shall pay the fees set out in Schedule B within thirty days of invoice.',
    sentence,
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client', party });
}

function finding(result: ContractAnalysis, title: string) {
  return result.keyFindings.find((found) => found.title === title);
}

describe('a liability cap is told from whose liability it caps', () => {
  const ownCap =
    "Pinewood's total liability under this Agreement shall not exceed the fees paid in the preceding twelve months.";
  const otherCap =
    'The aggregate liability of Halvorsen under this Agreement shall not exceed the fees paid in the preceding twelve months.';

  it('a cap on the reader’s own liability protects the reader', async () => {
    const found = finding(await analyse('Pinewood', ownCap), 'Limitation of liability');
    expect(found?.type).toBe('low');
    expect(found?.description).toMatch(/protects you/iu);
    expect(found?.recommendation).not.toMatch(/higher cap/iu);
  });

  it('the same cap read by the other party limits what it can recover', async () => {
    const found = finding(await analyse('Halvorsen', ownCap), 'Limitation of liability');
    expect(found?.type).toBe('medium');
    expect(found?.description).toMatch(/recover only part/iu);
  });

  it('a cap on the other party’s liability, written "liability of X", is a risk to the reader', async () => {
    const found = finding(await analyse('Pinewood', otherCap), 'Limitation of liability');
    expect(found?.type).toBe('medium');
    expect(found?.description).toMatch(/recover only part/iu);
  });

  it('"liability of X" capped protects X when X is the reader', async () => {
    const found = finding(await analyse('Halvorsen', otherCap), 'Limitation of liability');
    expect(found?.type).toBe('low');
    expect(found?.description).toMatch(/protects you/iu);
  });
});

describe('whose liability is capped, in other wordings', () => {
  it('"in no event shall the liability of X exceed" protects X', async () => {
    const result = await analyse(
      'Pinewood',
      'In no event shall the aggregate liability of Pinewood arising out of this Agreement exceed five thousand dollars.',
    );
    expect(finding(result, 'Limitation of liability')?.type).toBe('low');
  });

  it('a cap on a role’s liability is read from the role when no party is named', async () => {
    const text = [
      'SERVICES AGREEMENT',
      'The Provider shall provide the services to the Client.',
      "The Client's total liability under this Agreement shall not exceed one thousand dollars.",
    ].join('\n\n');
    const found = finding(await analyzeContractText(text, { role: 'client' }), 'Limitation of liability');
    expect(found?.type).toBe('low');
    expect(found?.description).toMatch(/protects you/iu);
  });
});

describe('a jury waiver both parties give is a mutual procedural term', () => {
  const waiver =
    'Each of Halvorsen and Pinewood hereby irrevocably waives all right to trial by jury in any action arising out of this Agreement.';

  it('is low risk and says what the waiver does, not where disputes must be brought', async () => {
    const found = finding(await analyse('Pinewood', waiver), 'Jury waiver');
    expect(found?.type).toBe('low');
    expect(found?.description).toMatch(/without a jury/iu);
    expect(found?.description).not.toMatch(/courts it names/iu);
  });

  it('named parties waiving together are read alike', async () => {
    const result = await analyse(
      'Pinewood',
      'Halvorsen and Pinewood each knowingly waive any right to a trial by jury in any proceeding under this Agreement.',
    );
    expect(finding(result, 'Jury waiver')?.type).toBe('low');
  });

  it('a waiver only the reader gives stays a point to weigh', async () => {
    const result = await analyse(
      'Pinewood',
      'Pinewood knowingly and voluntarily waives any right to a trial by jury in any proceeding under this Agreement.',
    );
    expect(finding(result, 'Jury waiver')?.type).not.toBe('low');
  });
});
