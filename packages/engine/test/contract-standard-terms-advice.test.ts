import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { adviceOn, keyFindingTitled, somethingShown } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Every document below is written for these tests: terms of service a user accepts by using the app.

const terms = (...clauses: string[]) =>
  [
    'Pebblemark Terms of Service',
    'These terms govern your use of the Pebblemark app. By using the app you agree to these terms with Pebblemark Inc. ("Pebblemark", "we"). You are responsible for your account and you keep your photos. If you break these terms, you may lose access to your account.',
    ...clauses,
    'These terms are governed by the laws of the State of Vermont. If you have a question about your account, write to us.',
  ].join('\n\n');

function findingTitled(result: ContractAnalysis, title: string) {
  const found = keyFindingTitled(result, title);
  if (!found) throw new Error(`no ${title} finding`);
  return found;
}

// An ask to change wording nobody negotiates, or advice that only tells the risk again or leaves the choice open.
const NEGOTIATION =
  /\b(?:Ask\s+(?:for|that)|ask\s+(?:for|that)|Make\s+it\s+mutual|make\s+it\s+mutual|Negotiate|negotiate\s+it|If\s+you\s+negotiate)\b/u;
const GENERIC = /decide whether you|note what it means for you|at your own risk|accept it as it is\./u;

/** Everything advised under the titles, checked to be no ask and no generic line. */
async function adviceUnder(document: string, ...titles: string[]): Promise<string> {
  const advice = somethingShown(adviceOn(await analyzeContractText(document), ...titles));
  expect(advice).not.toMatch(NEGOTIATION);
  expect(advice).not.toMatch(GENERIC);
  return advice;
}

describe('advice on terms a user accepts as they are: a step the clause leaves the user', () => {
  it('tells a user who covers claims over what it uploads to upload only what it may use, and to check its insurance', async () => {
    const result = await analyzeContractText(
      terms(
        'You will indemnify and hold harmless Pebblemark from any claims, losses and legal fees arising from the photos you upload to the app.',
      ),
    );
    const advice = adviceOn(result, 'Indemnification');
    expect(advice).not.toMatch(NEGOTIATION);
    expect(advice).not.toMatch(GENERIC);
    expect(advice).toMatch(/do not submit or publish material you have no right to use/u);
    expect(advice).toMatch(/insurance policy you hold/u);
    const actions = result.recommendations.immediateActions.map(({ action }) => action).join(' ');
    expect(actions).not.toMatch(/Negotiate/u);
  });

  it('tells a user whose access may end without notice to keep its own copies', async () => {
    const advice = await adviceUnder(
      terms('We may terminate these terms or stop providing the app at any time, for any reason, without notice.'),
      'Termination for convenience',
    );
    expect(advice).toMatch(/copies of your content and data/u);
  });

  it('tells a user of a service that holds nothing of theirs to have another service in mind, not to keep copies', async () => {
    const advice = await adviceUnder(
      [
        'Quillway Network Terms of Service',
        'These terms govern your use of the Quillway network service, which routes your connection through our servers. By using it you agree to these terms with Quillway Ltd ("Quillway", "we"). You are responsible for your account, your password and your devices, and you pay for your plan monthly in advance.',
        'We may terminate these terms or stop providing the service at any time, for any reason, without notice.',
        'These terms are governed by the laws of Ireland. If you have a question about your plan, you can write to us.',
      ].join('\n\n'),
      'Termination for convenience',
    );
    expect(advice).toMatch(/another service in mind that you could switch to/u);
    expect(advice).not.toMatch(/copies/u);
  });

  it('tells the notice the provider must give as the time to move, to be put in the calendar', async () => {
    const advice = await adviceUnder(
      terms(
        'We may terminate these terms and your account at any time, for any reason, by giving you fourteen (14) days’ written notice.',
      ),
      'Termination for convenience',
    );
    expect(advice).toMatch(/put its last day in your calendar and use its fourteen \(14\) days to export and move/u);
  });

  it('tells the amount of a cap and what to do beyond it, not to decide whether the loss is bearable', async () => {
    const advice = await adviceUnder(
      terms('Our total liability to you for any claim shall not exceed fifty U.S. dollars ($50).'),
      'Limitation of liability',
    );
    expect(advice).toMatch(/the most you could recover is/u);
    expect(advice).toMatch(/insure that loss yourself or limit what you rely on/u);
  });

  it('tells a user granting a licence what it lets the provider do and what not to upload', async () => {
    const advice = await adviceUnder(
      terms(
        'You grant Pebblemark a perpetual, worldwide licence, with the right to sublicense, to copy, modify and publish the photos you upload.',
      ),
      'License grant',
      'Irrevocable or perpetual license',
    );
    expect(advice).toMatch(/license it to others, change it and keep using it after you leave/u);
    expect(advice).toMatch(/do not submit anything you cannot license that way/u);
  });

  it('tells a user given no promise of availability to have a way to work without the app', async () => {
    const advice = await adviceUnder(
      terms(
        'The app is provided as is, and we make no guarantee that it will be available without interruption or free of errors.',
      ),
      'Warranties and disclaimers',
    );
    expect(advice).toMatch(/work without it when it is unavailable/u);
    expect(advice).toMatch(/check what it gives you against another source/u);
  });

  it('tells where disputes go and the window to opt out of arbitration', async () => {
    const advice = await adviceUnder(
      terms(
        'Any dispute between you and Pebblemark will be resolved by binding arbitration held in Burlington, Vermont.',
        'You may opt out of this arbitration agreement by writing to us within thirty (30) days of first using the app.',
      ),
      'Arbitration',
    );
    expect(advice).toMatch(/arbitration in Burlington, Vermont, not to a court/u);
    expect(advice).toMatch(/opt-out notice within thirty \(30\) days/u);
  });

  it('gives no advice where the clause leaves the user no step, rather than a generic one', async () => {
    const result = await analyzeContractText(
      terms(
        'The licence we grant you to use the app is personal and non-transferable, and you may not sublicense or assign it to anyone.',
      ),
    );
    const finding = findingTitled(result, 'Non-transferable license');
    expect(finding.recommendation).toMatch(/^No step to take on this point/u);
    expect(adviceOn(result, 'Non-transferable license')).not.toMatch(GENERIC);
    const listed = result.recommendations.contractImprovements.map(({ issue }) => issue).join(' ');
    expect(listed).not.toMatch(/Non-transferable license/u);
  });

  it('tells a user who may itself leave at any time nothing to do about that right', async () => {
    const result = await analyzeContractText(terms('You can close your account at any time from the settings page.'));
    const advice = adviceOn(result, 'Termination for convenience');
    expect(advice).not.toMatch(/copies|same right to end it/u);
  });

  it('never tells a user how much it could recover under a cap that limits only what the user pays', async () => {
    const result = await analyzeContractText(
      terms('Your total liability to Pebblemark under these terms shall not exceed one hundred U.S. dollars ($100).'),
    );
    expect(adviceOn(result, 'Limitation of liability')).not.toMatch(/most you could recover/u);
  });
});
