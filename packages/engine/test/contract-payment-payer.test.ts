import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, numberedAnalyserOf } from './agreement-openings';
import { somethingTold, toldAboutLines } from './contract-advice-seen';

/**
 * A payment term is owed by whoever pays, whichever party its sentence makes the subject: the one invoiced
 * ("the Host will invoice the Customer"), the agent of a payment told in the passive ("payable by the
 * Customer"), the subject of a promise to pay. The payer is told when it must pay, the other party how quickly
 * it gets paid. Sentences written for these tests.
 */
const OSTRAVEN_HOSTING: AgreementOpening = {
  title: 'HOSTING AGREEMENT',
  preamble:
    'This Hosting Agreement (the "Agreement") is made on 9 June 2024 between Ostraven Books Ltd (the "Customer") and Fellmoor Cloud Inc. (the "Host").',
  clauses: ['Services. The Host shall host the Customer’s online shop as described in the Order.'],
  closing: ['Governing Law. This Agreement is governed by the laws of the State of Oregon.'],
};

const AS_CUSTOMER: ContractParameters = { role: 'client' };
const AS_HOST: ContractParameters = { role: 'service-provider' };

const PAYER_TOLD = /when you must pay/u;
const PAYEE_TOLD = /how quickly you get paid/u;

async function toldOnPayment(parameters: ContractParameters, ...clauses: string[]): Promise<string> {
  const result: ContractAnalysis = await numberedAnalyserOf(OSTRAVEN_HOSTING, parameters)(...clauses);
  return somethingTold(toldAboutLines(result, 'Payment terms and late fees').join('\n'));
}

/** The clause told to the Customer as the one paying, and to the Host as the one paid. */
async function expectCustomerPays(clause: string): Promise<void> {
  const toCustomer = await toldOnPayment(AS_CUSTOMER, clause);
  expect(toCustomer).toMatch(PAYER_TOLD);
  expect(toCustomer).not.toMatch(PAYEE_TOLD);
  const toHost = await toldOnPayment(AS_HOST, clause);
  expect(toHost).toMatch(PAYEE_TOLD);
  expect(toHost).not.toMatch(PAYER_TOLD);
}

describe('a payment term in which one party invoices the other', () => {
  it('is told to the party invoiced as what it must pay, not as how quickly it gets paid', async () => {
    const told = await toldOnPayment(
      AS_CUSTOMER,
      'Charges. Save where the Order states otherwise, (a) the Host will invoice the Customer for the Fees once a year in advance, and (b) payments will be due within thirty (30) days of the invoice date.',
    );
    expect(told).toMatch(PAYER_TOLD);
    expect(told).not.toMatch(PAYEE_TOLD);
  });

  it('opening on a condition, is told to the party invoiced as what it must pay', async () => {
    const told = await toldOnPayment(
      AS_CUSTOMER,
      'Charges. Where the Order says nothing, (a) the Host will invoice the Customer for the Fees once a year in advance, for every year of the subscription, and (b) payments will be due within thirty (30) days of the invoice date.',
    );
    expect(told).toMatch(PAYER_TOLD);
    expect(told).not.toMatch(PAYEE_TOLD);
  });

  it('is still told from the payer named first where it pays and the other side then invoices', async () => {
    const told = await toldOnPayment(
      AS_CUSTOMER,
      'Charges. The Customer shall pay the fees, which are payable within thirty (30) days of the invoice date, and the Host will invoice the Customer monthly.',
    );
    expect(told).toMatch(PAYER_TOLD);
  });

  it('is told to the invoicing party as how quickly it gets paid', async () => {
    await expectCustomerPays(
      'Invoicing. The Host shall bill the Customer monthly in arrears, and each invoice is due within forty-five (45) days of its date.',
    );
  });
});

describe('the payer of a payment term is read from the sentence', () => {
  it('as the agent of fees payable by a party, though another party is the subject', async () => {
    await expectCustomerPays(
      'Fees. The Host shall provide the Services set out in each Order, and the fees for them are payable by the Customer within thirty (30) days of the invoice date.',
    );
  });

  it('as the agent of a passive "shall be paid by", though another party is the subject', async () => {
    await expectCustomerPays(
      'Invoices. The Host shall issue an invoice at the end of each month, and each invoice shall be paid by the Customer within thirty (30) days of the date of the invoice.',
    );
  });

  it('as the subject of "is responsible for paying", after another party’s duty', async () => {
    await expectCustomerPays(
      'Charges. The Host shall keep accurate usage records, and the Customer is responsible for paying all fees within thirty (30) days of the date of the invoice.',
    );
  });

  it('as the subject of "will pay", the party paid named after it', async () => {
    await expectCustomerPays(
      'Payment. The Customer will pay the Host each invoice within thirty (30) days of receipt of the invoice, by bank transfer.',
    );
  });

  it('as the party to be billed, told in the passive', async () => {
    await expectCustomerPays(
      'Billing. The Customer shall be billed monthly by the Host, and each bill is due within thirty (30) days of the date of the invoice.',
    );
  });

  it('as the subject of "shall pay", not a party a participle says paid something before', async () => {
    await expectCustomerPays(
      'Costs. For the filing fees paid by the Host before the start date, the Customer shall pay the Host within thirty (30) days of the date of the invoice.',
    );
  });

  it('as the subject of the main clause, not a party an opening condition says owes fees', async () => {
    const toCustomer = await toldOnPayment(
      AS_CUSTOMER,
      'Refunds. Where an audit shows that fees owed by the Customer were overpaid, the Host shall pay the Customer the excess within thirty (30) days of the date of the invoice.',
    );
    expect(toCustomer).toMatch(PAYEE_TOLD);
    expect(toCustomer).not.toMatch(PAYER_TOLD);
  });
});
