import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement, TOLLERY_SOFTWARE_SERVICES } from './agreement-openings';
import { adviceOn, somethingShown, toldOn } from './contract-advice-seen';

// Invented agreements: a recommendation never asks for what the agreement already gives, and a statement
// says what the sentence says (issue 32).

const NON_TRANSFERABLE = 'Non-transferable license';

describe('a licence that already runs to the holder’s affiliates or successors', () => {
  it('does not ask for transfer to affiliates where the grant is made to them too', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Brightwick grants to Tollery and its Affiliates a non-exclusive, non-transferable licence to use the Software during the term.',
    ]);
    expect(adviceOn(result, NON_TRANSFERABLE)).not.toMatch(/transfer to affiliates/iu);
    expect(toldOn(result, NON_TRANSFERABLE)).not.toMatch(/not to your affiliates|or to your affiliates/iu);
    expect(toldOn(result, NON_TRANSFERABLE)).toMatch(/granted to your affiliates/iu);
  });

  it('does not ask for transfer to a buyer where the licence runs to the holder’s successors', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Brightwick hereby grants Tollery, its subsidiaries and its successors a non-transferable licence to use the Software.',
    ]);
    expect(adviceOn(result, NON_TRANSFERABLE)).not.toMatch(/transfer to (?:affiliates|a buyer)/iu);
    expect(adviceOn(result, NON_TRANSFERABLE)).toMatch(/No change needed/u);
  });

  it('still asks for both where the licence is granted to the holder alone', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Brightwick grants Tollery a non-exclusive, non-transferable licence to use the Software during the term.',
    ]);
    expect(adviceOn(result, NON_TRANSFERABLE)).toMatch(/transfer to affiliates and to a buyer/iu);
  });
});

const RENEWAL = 'Automatic renewal';

describe('an automatic renewal the reader may cancel at any time', () => {
  it('gives no advice about a cancellation deadline where the reader may cancel whenever it likes', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'The subscription will automatically renew for successive periods of one year.',
      'Tollery may cancel the subscription at any time from its account settings, and the cancellation takes effect at the end of the paid period.',
    ]);
    const advice = somethingShown(adviceOn(result, RENEWAL));
    expect(advice).not.toMatch(/deadline in your calendar|shorter one/iu);
    expect(advice).toMatch(/at any time/iu);
    expect(toldOn(result, RENEWAL)).not.toMatch(/miss the cancellation window/iu);
  });

  it('still tells of the deadline where only the other side may cancel at any time', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'The subscription will automatically renew for successive periods of one year unless a party gives notice of non-renewal at least ninety (90) days before the end of the then-current period.',
      'Brightwick may cancel the subscription at any time if the Software is withdrawn from the market.',
    ]);
    expect(adviceOn(result, RENEWAL)).toMatch(/deadline[^"]* in your calendar/iu);
  });

  it('still tells of the deadline where cancelling needs notice before the renewal', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'The subscription will automatically renew for successive periods of one year unless a party gives notice of non-renewal at least ninety (90) days before the end of the then-current period.',
    ]);
    expect(adviceOn(result, RENEWAL)).toMatch(/deadline[^"]* in your calendar/iu);
  });
});

const PERPETUAL = 'Irrevocable or perpetual license';

describe('a perpetual licence told as its sentence says', () => {
  it('does not say a perpetual licence that is not called irrevocable can never be withdrawn', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Tollery grants Brightwick a perpetual, non-exclusive licence to use the suggestions Tollery sends about the Software.',
    ]);
    const told = somethingShown(toldOn(result, PERPETUAL));
    expect(told).not.toMatch(/never withdraw|cannot take (?:this licence|it) back/iu);
    expect(told).toMatch(/no end date/iu);
  });

  it('tells that the licence may be ended where its sentence lets the grantor revoke it', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Tollery grants Brightwick a perpetual licence to use the suggestions Tollery sends about the Software, which Tollery may revoke on thirty (30) days’ written notice.',
    ]);
    const told = toldOn(result, PERPETUAL);
    expect(told).not.toMatch(/never withdraw|cannot take (?:this licence|it) back|Allow revocation/iu);
    expect(told).toMatch(/revoke/iu);
  });

  it('still says an irrevocable licence cannot be withdrawn', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Tollery grants Brightwick a perpetual, irrevocable licence to use the suggestions Tollery sends about the Software.',
    ]);
    expect(toldOn(result, PERPETUAL)).toMatch(/never withdraw/iu);
  });
});

describe('a perpetual duty of confidence told as its sentence says', () => {
  const CONFIDENTIALITY = 'Confidentiality';

  it('does not say the duty never ends where its sentence ends it when the information becomes public', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Tollery shall keep the Confidential Information of Brightwick confidential in perpetuity, or until that information becomes publicly available through no fault of Tollery.',
    ]);
    const told = somethingShown(toldOn(result, CONFIDENTIALITY));
    expect(told).not.toMatch(/never ends/iu);
  });

  it('still says a duty kept in perpetuity without an end never ends', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Tollery shall keep the Confidential Information of Brightwick confidential in perpetuity.',
    ]);
    expect(toldOn(result, CONFIDENTIALITY)).toMatch(/never ends/iu);
  });
});

const INDEMNITY = 'Indemnification';

// Terms of use of a route planner offered by Quillfen to the public; the reader is the user ("you").
const QUILLFEN_TERMS: AgreementOpening = {
  title: 'TERMS OF USE',
  preamble:
    'These Terms of Use form an agreement between Quillfen Routes Ltd. ("Quillfen") and you, the person who opens an account on the Quillfen route planner ("you").',
  clauses: ['Quillfen offers the route planner for a monthly fee, which you agree to pay in advance.'],
  closing: ['These Terms are governed by the laws of the State of Oregon.'],
  reader: 'you',
};

describe('an indemnity the reader gives, beside a cap that protects only the other side', () => {
  it('does not say the indemnity falls under a cap on the other side’s liability alone', async () => {
    const result = await analyseAgreement(QUILLFEN_TERMS, [
      'You agree to indemnify and hold harmless Quillfen from any claims and expenses, including reasonable attorneys’ fees, arising out of your use of the route planner.',
      'In no event shall the aggregate liability of Quillfen under these Terms exceed the fees paid by you to Quillfen in the twelve (12) months before the claim arose.',
    ]);
    const advice = somethingShown(adviceOn(result, INDEMNITY));
    expect(advice).not.toMatch(/already falls under|expressly covers it/iu);
    expect(advice).toMatch(/caps only Quillfen’s liability/iu);
    expect(toldOn(result, 'Limitation of liability')).not.toMatch(/protects you|your exposure is capped/iu);
  });

  it('still says it falls under a cap on every party’s liability', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Tollery shall indemnify and hold harmless Brightwick from any claims arising out of Tollery’s use of the Software.',
      'The total liability of either party under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.',
    ]);
    expect(adviceOn(result, INDEMNITY)).toMatch(/already falls under/iu);
  });
});

describe('asks the advice gate answers', () => {
  it('tells the window to reject arbitration where the waiver binds whoever brings a claim', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Any dispute between the parties shall be resolved by binding arbitration administered by the American Arbitration Association.',
      'Any claim under this Agreement shall be brought on an individual basis and not as a plaintiff or class member in any class action.',
      'Tollery may opt out of this arbitration clause by written notice to Brightwick within sixty (60) days after signing.',
    ]);
    const advice = adviceOn(result, 'Class-action waiver');
    expect(advice).not.toMatch(/or for an opt-out window/iu);
    expect(advice).toMatch(/already gives a right to reject its arbitration terms within sixty \(60\) days/u);
  });

  it('tells a promise not to disparage that binds only during the term without asking for a time limit', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Tollery shall, for the duration of this Agreement, refrain from making any disparaging remarks about Brightwick in public.',
    ]);
    expect(adviceOn(result, 'Non-disparagement')).toMatch(
      /Make it mutual and exclude truthful statements required by law; it already binds only while the agreement runs\./u,
    );
  });

  it('tells the window to reject arbitration in place of asking for one', async () => {
    const result = await analyseAgreement(TOLLERY_SOFTWARE_SERVICES, [
      'Any dispute between the parties shall be resolved by binding arbitration administered by the American Arbitration Association.',
      'IF A DISPUTE IS ARBITRATED, TOLLERY WAIVES ANY RIGHT TO BRING OR JOIN A CLASS ACTION AGAINST BRIGHTWICK.',
      'Tollery may opt out of this arbitration clause by written notice to Brightwick within sixty (60) days after signing.',
    ]);
    expect(adviceOn(result, 'Class-action waiver')).toMatch(
      /The agreement already gives a right to reject its arbitration terms within sixty \(60\) days[^"]*: check whether that lifts this waiver too/u,
    );
  });
});
