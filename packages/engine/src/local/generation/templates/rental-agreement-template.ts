import { agreementDraft, clause } from '../agreement-draft';
import { agreementParties } from '../agreement-parties';
import { assignment, indemnification } from '../clause-library';
import { noticePeriodHtml, paymentDue } from '../deal-terms';
import type { GeneratedDraft } from '../generated-draft';
import { wordingFor } from '../party-side';
import type { TemplateValues } from '../template-values';

const LANDLORD = { nameLabel: 'Landlord Name', role: 'Landlord', aliases: ['landlord', 'lessor', 'owner'] };
const TENANT = { nameLabel: 'Tenant Name', role: 'Tenant', aliases: ['tenant', 'lessee', 'renter'] };

/** The notice to end the tenancy when the user gave none, on every side. */
const RENTAL_NOTICE_DEFAULT = 'one (1) month';

/** When rent falls due: on the user's payment terms when they gave some, else monthly in advance. */
function rentDue(values: TemplateValues): string {
  const { statedHtml } = paymentDue(values);
  const rent = `The Tenant shall pay rent of ${values.html('Monthly Rent')} per month`;
  return statedHtml ? `${rent}. ${statedHtml}` : `${rent}, payable in advance on the first day of each month.`;
}

export function rentalAgreementTemplate(values: TemplateValues): GeneratedDraft {
  const parties = agreementParties(values, LANDLORD, TENANT);
  const { side, sides } = parties;
  const notice = noticePeriodHtml(values, RENTAL_NOTICE_DEFAULT);
  return agreementDraft(values, parties, { name: 'Rental Agreement', dateHtml: values.html('Start Date') }, [
    clause('Property', [
      `The Landlord lets to the Tenant the residential property at ${values.html('Property Address')} (the "Premises"), to be used only as a private residence.`,
    ]),
    clause('Term', [
      `The tenancy begins on ${values.html('Start Date')} and continues for a term of ${values.html('Lease Term')}.`,
      wordingFor(side, {
        favoursFirst: `Either party may end the tenancy at the end of the term by giving at least ${notice} written notice; otherwise it continues from month to month. The Tenant may not end the tenancy before the end of the term.`,
        balanced: `Either party may end the tenancy at the end of the term by giving at least ${notice} written notice; otherwise it continues from month to month.`,
        favoursSecond: `The Tenant may end the tenancy at any time by giving ${notice} written notice; the Landlord may end it only at the end of the term, by giving the same notice.`,
      }),
    ]),
    clause('Rent', [
      rentDue(values),
      wordingFor(side, {
        favoursFirst: 'Rent not paid within five (5) days of its due date incurs a late fee of 5% of the monthly rent.',
        balanced: 'Rent not paid within ten (10) days of its due date incurs a late fee of 2% of the monthly rent.',
        favoursSecond:
          'The rent is fixed for the term and shall not be increased during it; no late fee applies to rent paid within fifteen (15) days of its due date.',
      }),
    ]),
    clause('Security Deposit', [
      `On signing, the Tenant shall pay a security deposit of ${values.html('Security Deposit')}, which the Landlord shall hold as required by law.`,
      wordingFor(side, {
        favoursFirst:
          'The Landlord may deduct from the security deposit any unpaid rent and the cost of repairing damage beyond fair wear and tear, and shall return the balance within thirty (30) days after the tenancy ends.',
        balanced:
          'The Landlord shall return the security deposit within fourteen (14) days after the tenancy ends, less any unpaid rent and the reasonable cost of repairing damage beyond fair wear and tear, with an itemised list of deductions.',
        favoursSecond:
          'The Landlord shall return the security deposit in full within seven (7) days after the tenancy ends, less only deductions agreed in writing by the Tenant or ordered by a court.',
      }),
    ]),
    clause('Repairs and Maintenance', [
      'The Landlord shall keep the structure, exterior, heating, plumbing and electrical installations of the Premises in good repair. The Tenant shall keep the interior clean and in good condition and shall report any damage promptly.',
    ]),
    clause('Use and Access', [
      "The Tenant shall not sublet the Premises or make alterations to them without the Landlord's written consent. The Landlord may enter the Premises for inspection or repairs after giving at least twenty-four (24) hours notice, except in an emergency.",
    ]),
    clause('Indemnification', indemnification(sides)),
    clause('Termination', [
      'Either party may terminate this Agreement by written notice if the other party commits a material breach of it and fails to remedy the breach within fourteen (14) days after written notice, subject to the notice periods required by law.',
    ]),
    clause('Assignment', assignment()),
  ]);
}
