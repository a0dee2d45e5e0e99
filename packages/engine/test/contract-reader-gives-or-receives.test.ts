import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Who gives and who receives an indemnity, a licence, an assignment, an audit, a waiver, a disclaimer or a
// promise of secrecy is read from the sentence, whatever the agreement calls its parties: "I" of a signer
// the agreement defines, "you" and "we" of standard terms, or two defined names.

/** What a user reads for every finding with this title: the statement and the advice. */
function told(result: ContractAnalysis, title: string): string {
  return result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

function levelOf(result: ContractAnalysis, title: string): string | undefined {
  return result.keyFindings.find((finding) => finding.title === title)?.type;
}

// A letter the signer writes in the first person, to an organiser named in its opening.
function letter(signerDefinition: string, body: string): string {
  return [
    'GUEST SPEAKER LETTER',
    `This agreement is between Larkfield Events Ltd (the "Organiser") and ${signerDefinition}.`,
    'In return for the invitation to speak at the festival, I agree as follows:',
    body,
    'Signed: ____________',
  ].join('\n\n');
}

const PRESENTER = 'the person signing below (the "Presenter")';
const UNDERSIGNED = 'the undersigned (the "Speaker")';

describe('a letter in the first person: "I" is the signer the agreement defines', () => {
  it('an indemnity the signer gives is told as the signer’s cost, not as shifting cost away from the reader', async () => {
    const result = await analyzeContractText(
      letter(PRESENTER, 'I will indemnify the Organiser against any claim, loss or cost that arises from my talk.'),
    );
    const indemnity = told(result, 'Indemnification');
    expect(indemnity).toMatch(/Presenter gives this promise to Organiser/u);
    expect(indemnity).toMatch(/If you are Presenter: You may have to pay/u);
    expect(indemnity).not.toMatch(/As the client: It shifts the cost/u);
    expect(indemnity).not.toMatch(/^(?:(?!If you are).)*No change needed/u);
  });

  it('a licence the signer grants is not told as one the reader may use', async () => {
    const result = await analyzeContractText(
      letter(
        UNDERSIGNED,
        'I grant the Organiser a perpetual, irrevocable, worldwide licence to record and publish my talk.',
      ),
    );
    const licence = `${told(result, 'License grant')} ${told(result, 'Irrevocable or perpetual license')}`;
    expect(licence).toMatch(/Speaker/u);
    expect(licence).not.toMatch(/As the client: You may use what is licensed/u);
    expect(licence).not.toMatch(/As the client: Your right to use it is secure/u);
  });

  it('an assignment the signer makes is told from both parties, not as securing what the reader pays for', async () => {
    const result = await analyzeContractText(
      letter(
        PRESENTER,
        'I hereby assign to the Organiser all right, title and interest in the slides I prepare for the festival.',
      ),
    );
    const owned = told(result, 'Intellectual property ownership');
    expect(owned).toMatch(/Presenter/u);
    expect(owned).not.toMatch(/As the client: It secures ownership of what you pay for/u);
  });

  it('secrecy the signer promises is not told as protecting what the reader shares', async () => {
    const result = await analyzeContractText(
      letter(PRESENTER, 'I shall keep confidential all information the Organiser marks as confidential.'),
    );
    const secrecy = told(result, 'Confidentiality');
    expect(secrecy).toMatch(/Presenter/u);
    expect(secrecy).not.toMatch(/As the client: It protects what you share/u);
  });

  it('a list’s "(I)" is not the signer: an indemnity the organiser gives stays the organiser’s', async () => {
    const result = await analyzeContractText(
      letter(
        PRESENTER,
        'I agree to speak for forty minutes.\n\nThe Organiser shall indemnify the Presenter against any claims arising from (I) the venue or (II) the catering.',
      ),
    );
    const indemnity = told(result, 'Indemnification');
    expect(indemnity).toMatch(/Organiser gives this promise to Presenter/u);
    expect(indemnity).not.toMatch(/Presenter gives this promise/u);
  });
});

describe('standard terms: "you" is the reader, "we" the provider', () => {
  const TERMS = (clause: string) =>
    [
      'NIMBUS TERMS OF SERVICE',
      'These Terms are an agreement between Nimbus Data Ltd ("Nimbus", "we", "us") and you, the person or business using the service ("you").',
      clause,
      'These Terms are governed by the laws of England.',
    ].join('\n\n');

  it('an indemnity the reader gives is its cost', async () => {
    const result = await analyzeContractText(
      TERMS('You will indemnify Nimbus against any third party claim arising from your use of the service.'),
    );
    expect(told(result, 'Indemnification')).toMatch(/You may have to pay for claims/u);
    expect(levelOf(result, 'Indemnification')).toBe('high');
  });

  it('an audit the reader must permit is its burden', async () => {
    const result = await analyzeContractText(
      TERMS('You shall permit Nimbus and its representatives to audit your records relating to the service.'),
    );
    const audit = told(result, 'Audit rights');
    expect(audit).toMatch(/You must keep records and open them/u);
    expect(audit).not.toMatch(/You can verify/u);
  });

  it('a disclaimer the provider makes is the provider’s, not a promise the reader declines to give', async () => {
    const result = await analyzeContractText(
      TERMS('Nimbus does not represent and warrant that its tools are accurate.'),
    );
    const warranty = told(result, 'Warranties and disclaimers');
    expect(warranty).toMatch(/The other side does not promise/u);
    expect(warranty).not.toMatch(/You do not promise/u);
  });
});

describe('the giver’s verb read whatever stands between it and its subject', () => {
  const AGREEMENT = (clause: string) =>
    [
      'This Agreement is made between Bluebay Studio Ltd (the "Supplier") and Kestrel Labs Inc. (the "Customer").',
      clause,
    ].join('\n\n');

  it('a right the other side holds "absolutely" is its right against the reader, not the reader’s exit', async () => {
    const result = await analyzeContractText(
      AGREEMENT(
        'The Supplier shall have the absolute right to terminate this Agreement on thirty days notice to the Customer.',
      ),
    );
    const exit = told(result, 'Termination for convenience');
    expect(exit).toMatch(/Supplier holds this right against your side/u);
    expect(exit).not.toMatch(/You can walk away/u);
  });

  it('a denial of warranty with no "that" is the denier’s disclaimer, not a promise it gives', async () => {
    const result = await analyzeContractText(
      AGREEMENT(
        'The Supplier does not warrant the validity of any design rights, and disclaims all implied warranties.',
      ),
    );
    const warranty = told(result, 'Warranties and disclaimers');
    expect(warranty).toMatch(/The other side \(Supplier\) makes this disclaimer/u);
    expect(warranty).not.toMatch(/gives this promise/u);
  });
});

describe('a class-action waiver is the claimant’s loss, never the reader’s protection by default', () => {
  it('a reader told it will have no right to join a class action gives up group claims', async () => {
    const result = await analyzeContractText(
      [
        'These Terms are an agreement between Nimbus Data Ltd ("Nimbus", "we", "us") and you, the person using the service ("you").',
        'YOU WILL NOT HAVE THE RIGHT TO PARTICIPATE IN A CLASS ACTION AGAINST NIMBUS.',
      ].join('\n\n'),
    );
    const waiver = told(result, 'Class-action waiver');
    expect(waiver).toMatch(/Small claims may not be worth bringing on your own/u);
    expect(waiver).not.toMatch(/limits your exposure|Keep it/iu);
  });

  it('a waiver naming no party is told as it binds whoever brings a claim', async () => {
    const result = await analyzeContractText(
      [
        'This Agreement is made between Bluebay Studio Ltd ("Bluebay") and Kestrel Labs Inc. ("Kestrel").',
        'Any claim under this Agreement shall be brought on an individual basis and not as a class member in any class proceeding.',
      ].join('\n\n'),
    );
    const waiver = told(result, 'Class-action waiver');
    expect(waiver).toMatch(/Whoever would bring a claim cannot join or lead a group action/u);
    expect(waiver).not.toMatch(/limits your exposure|Keep it/iu);
  });
});

describe('two defined names: the one who gives is named, the reader’s side told from it', () => {
  const AGREEMENT = (clause: string) =>
    [
      'DESIGN SERVICES AGREEMENT',
      'This Agreement is made between Bluebay Studio Ltd (the "Supplier") and Kestrel Labs Inc. (the "Customer").',
      clause,
      'This Agreement is governed by the laws of the State of New York.',
    ].join('\n\n');

  it('an assignment to the reader is told as ownership it gains', async () => {
    const result = await analyzeContractText(
      AGREEMENT('The Supplier hereby assigns to the Customer all intellectual property rights in the deliverables.'),
    );
    const owned = told(result, 'Intellectual property ownership');
    expect(owned).toMatch(/It secures ownership of what you pay for/u);
    expect(owned).not.toMatch(/You may lose the right to reuse your own work/u);
  });

  it('a class-action waiver the reader gives is not told as limiting its exposure', async () => {
    const result = await analyzeContractText(
      AGREEMENT('The Customer waives any right to bring a class action against the Supplier.'),
    );
    const waiver = told(result, 'Class-action waiver');
    expect(waiver).toMatch(/Small claims may not be worth bringing on your own/u);
    expect(waiver).not.toMatch(/limits your exposure/iu);
  });
});
