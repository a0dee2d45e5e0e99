import { describe, expect, it } from 'vitest';
import { partiesLineOf, risksAndFindingsTold, somethingTold } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

// Consumer terms written for these tests: a provider named in the third person, a reader addressed as "you".

describe('terms the reader must accept name the reader and the provider as the parties', () => {
  it('reads "you must agree to these terms" as the reader accepting them', async () => {
    const line = await partiesLineOf(
      'Riverbend Reading Challenge Terms',
      'To join the Riverbend Reading Challenge, you must agree to these terms.',
      '1. Prizes. Riverbend will send you an email each week announcing the task.',
      '2. Donations. Riverbend will donate ten dollars to a library of your choosing.',
    );
    expect(line?.value).toBe('Riverbend; the user');
  });

  it('reads "if you do not agree, X does not grant you a licence" and "you’re agreeing" as acceptance', async () => {
    const line = await partiesLineOf(
      'Lumen Press API Terms',
      'By calling the Lumen API, you’re agreeing to follow these terms. If you don’t agree to them, Lumen does not grant you a licence to call it.',
      '1. Licence. Lumen may end your licence at any time. Lumen will keep the terms at this address.',
    );
    expect(line?.value).toBe('Lumen; the user');
    expect(line?.quote).toBe('By calling the Lumen API, you’re agreeing to follow these terms.');
  });

  it('takes neither a question heading nor the service for the provider', async () => {
    const line = await partiesLineOf(
      'Kestrel Notes Terms of Service',
      'Kestrel Notes (the “Service”) is a note-taking app. By using the Service, you agree to these terms.',
      'How can I leave? You may close your account at any time. How will I know of changes? Kestrel will email you.',
      'The Service may change from time to time. The Service will be offered as it is. Kestrel may suspend your account.',
    );
    expect(line?.value).toBe('Kestrel; the user');
  });

  it('never takes a defined phrase of a passage in capitals for a party', async () => {
    const line = await partiesLineOf(
      'Riverbend Reading Challenge Terms',
      'To join the Riverbend Reading Challenge, you must agree to these terms.',
      '1. Prizes. Riverbend will send you an email each week announcing the task.',
      '2. Donations. Riverbend will donate ten dollars to a library of your choosing.',
      '3. RELEASE. EACH PARTICIPANT RELEASES RIVERBEND AND ITS OFFICERS (COLLECTIVELY, THE “RELEASED PARTIES”) FROM ANY CLAIM.',
      '4. DISPUTES. ANY CLAIM SHALL BE SETTLED UNDER THE STREAMLINED RULES AND PROCEDURES OR LATER VERSIONS THEREOF (“FAST RULES”).',
    );
    expect(line?.value ?? '').not.toMatch(/RULES|PROCEDURES|RELEASED/u);
  });
});

describe('the Parties line of terms the reader accepts quotes the acceptance', () => {
  it('quotes the sentence in which the reader takes up the terms, not a later clause naming both', async () => {
    const line = await partiesLineOf(
      'Riverbend Reading Challenge Terms',
      'To join the Reading Challenge, you must agree to these terms.',
      '1. Prizes. Riverbend will send you an email each week announcing the task.',
      '2. Donations. Riverbend will donate ten dollars to a library of your choosing.',
      '3. RELEASE. EACH PARTICIPANT AGREES TO RELEASE RIVERBEND FROM ANY CLAIM ARISING OUT OF THE CHALLENGE.',
    );
    expect(line?.value).toBe('Riverbend; Participant');
    expect(line?.quote).toBe('To join the Reading Challenge, you must agree to these terms.');
  });
});

describe('the Parties line of terms made "between you and" a provider', () => {
  it('quotes the sentence that makes them a contract with the provider over an earlier acceptance', async () => {
    const line = await partiesLineOf(
      'Harbour Works Data Terms',
      'By using our data, you are agreeing to the terms below.',
      'Once accepted, these terms become a binding commitment between you and the OHW.',
      'The Office of Harbour Works (OHW) may update these terms. The OHW may end your access.',
    );
    expect(line?.quote).toBe('Once accepted, these terms become a binding commitment between you and the OHW.');
  });
});

describe('a member defined beside "you" is the reader, and a group it belongs to is no party', () => {
  it('names the member and the provider, not the community', async () => {
    const line = await partiesLineOf(
      'Tarnfield Readers Agreement',
      'This agreement is between you, being a signed-up reader ("Member") within the reading circle of Tarnfield ("Circle") and Tarnfield Limited ("Tarnfield"), which runs the services the Circle uses.',
      '1. Conduct. The Member shall keep its password secret. Tarnfield may close an account that breaks these rules.',
    );
    expect(line?.value).toBe('Member; Tarnfield Limited ("Tarnfield")');
  });
});

describe('a release the reader gives is a burden on the reader, in capitals too', () => {
  const opening = [
    'Riverbend Reading Challenge Terms',
    'To join the Riverbend Reading Challenge, you must agree to these terms.',
    '1. Prizes. Riverbend will send you an email each week announcing the task.',
    '2. Donations. Riverbend will donate ten dollars to a library of your choosing.',
  ];

  it('tells a participant who holds the provider harmless that the cost falls on them', async () => {
    const result = await analyzeContractLines([
      ...opening,
      '3. RELEASE. ON ENTRY, EACH PARTICIPANT AGREES TO RELEASE AND HOLD HARMLESS RIVERBEND AND ITS GROUP COMPANIES AGAINST EVERY CLAIM THAT ARISES FROM PARTICIPATION IN THE CHALLENGE.',
    ]);
    const told = somethingTold(risksAndFindingsTold(result, 'Release of claims'));
    expect(told).not.toMatch(/away from you/iu);
    expect(told).toMatch(/you give up your own claims/iu);
  });

  it('reads the same release the same way in ordinary case', async () => {
    const result = await analyzeContractLines([
      ...opening,
      '3. Release. On entry, each Participant agrees to release and hold harmless Riverbend and its group companies against every claim that arises from participation in the Challenge.',
    ]);
    const told = somethingTold(risksAndFindingsTold(result, 'Release of claims'));
    expect(told).not.toMatch(/away from you/iu);
    expect(told).toMatch(/you give up your own claims/iu);
  });
});
