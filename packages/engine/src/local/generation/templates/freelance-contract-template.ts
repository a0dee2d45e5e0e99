import { agreementDraft, clause } from '../agreement-draft';
import { agreementParties } from '../agreement-parties';
import { confidentiality, limitationOfLiability, terminationOnNotice } from '../clause-library';
import { noticePeriodHtml, paymentDue } from '../deal-terms';
import type { GeneratedDraft } from '../generated-draft';
import { wordingFor } from '../party-side';
import type { TemplateValues } from '../template-values';

const FREELANCER = {
  nameLabel: 'Freelancer Name',
  role: 'Freelancer',
  aliases: ['freelancer', 'contractor', 'consultant'],
};
const CLIENT = { nameLabel: 'Client Name', role: 'Client', aliases: ['client', 'customer'] };

export function freelanceContractTemplate(values: TemplateValues): GeneratedDraft {
  const parties = agreementParties(values, FREELANCER, CLIENT);
  const { side, sides } = parties;
  const payment = paymentDue(values);
  return agreementDraft(
    values,
    parties,
    { name: 'Freelance Contract', dateHtml: 'the date of the last signature below' },
    [
      clause('Project', [
        `The Client engages the Freelancer to carry out the following project: ${values.html('Project Description')} (the "Project").`,
        `The Freelancer shall deliver: ${values.html('Deliverables')} (the "Deliverables") by ${values.html('Deadline')}.`,
      ]),
      clause('Independent Contractor', [
        'The Freelancer is an independent contractor and not an employee of the Client, is responsible for its own taxes, and controls the manner and means of performing the work.',
      ]),
      clause('Fee and Payment', [
        `The Client shall pay the Freelancer a fee of ${values.html('Fee')} for the Project.`,
        ...(payment.statedHtml ? [payment.statedHtml] : []),
        wordingFor(side, {
          favoursFirst: `The Client shall pay each invoice ${payment.dueHtml}; late payments bear interest at 1.5% per month, and the Freelancer may pause work while an invoice is overdue.`,
          balanced: `The Client shall pay each undisputed invoice ${payment.dueHtml}.`,
          favoursSecond: `The Client shall pay each undisputed invoice ${payment.dueHtml}, may withhold payment of any amount it disputes in good faith, and need not pay for Deliverables it has rejected in writing until they are corrected.`,
        }),
      ]),
      clause('Revisions and Acceptance', [
        wordingFor(side, {
          favoursFirst:
            "The fee includes two (2) rounds of revisions; further revisions are charged at the Freelancer's hourly rate. Deliverables are accepted unless the Client gives written reasons for rejection within five (5) days of delivery.",
          balanced:
            'The fee includes reasonable revisions to bring the Deliverables in line with the agreed description. Deliverables are accepted unless the Client gives written reasons for rejection within ten (10) days of delivery.',
          favoursSecond:
            'The Freelancer shall revise the Deliverables until they conform to the agreed description, at no extra cost. The Client accepts Deliverables only by written notice.',
        }),
      ]),
      clause('Intellectual Property', [
        wordingFor(side, {
          favoursFirst:
            'Ownership of the intellectual property in the Deliverables transfers to the Client only on payment of the fee in full. The Freelancer may show the Deliverables in its portfolio.',
          balanced:
            "On payment of the fee in full, the Freelancer assigns to the Client all intellectual property in the Deliverables; the Freelancer keeps its pre-existing tools and know-how and may show the work in its portfolio with the Client's consent.",
          favoursSecond:
            'All intellectual property in the Deliverables shall belong to the Client from creation, and the Freelancer assigns all such rights to the Client.',
        }),
      ]),
      clause(
        'Confidentiality',
        confidentiality(
          {
            first: 'Client',
            second: 'Freelancer',
            side: side === 'first' ? 'second' : side === 'second' ? 'first' : 'unknown',
          },
          false,
        ),
      ),
      clause('Limitation of Liability', limitationOfLiability(sides, 'the fee paid under this Agreement')),
      clause('Termination', terminationOnNotice(sides, noticePeriodHtml(values, 'seven (7) days'))),
    ],
  );
}
