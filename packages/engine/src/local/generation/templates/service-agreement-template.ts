import { agreementDraft, clause } from '../agreement-draft';
import { agreementParties } from '../agreement-parties';
import {
  assignment,
  confidentiality,
  indemnification,
  limitationOfLiability,
  terminationOnNotice,
} from '../clause-library';
import { noticePeriodHtml, paymentDue } from '../deal-terms';
import type { GeneratedDraft } from '../generated-draft';
import { wordingFor } from '../party-side';
import type { TemplateValues } from '../template-values';

const PROVIDER = {
  nameLabel: 'Service Provider',
  role: 'Service Provider',
  aliases: ['provider', 'supplier', 'contractor', 'vendor'],
};
const CLIENT = { nameLabel: 'Client', role: 'Client', aliases: ['client', 'customer', 'buyer'] };

export function serviceAgreementTemplate(values: TemplateValues): GeneratedDraft {
  const parties = agreementParties(values, PROVIDER, CLIENT);
  const { side, sides } = parties;
  const payment = paymentDue(values);
  return agreementDraft(values, parties, { name: 'Service Agreement', dateHtml: values.html('Start Date') }, [
    clause('Services', [
      `The Service Provider shall provide the following services to the Client: ${values.html('Services Description')} (the "Services").`,
      wordingFor(side, {
        favoursFirst:
          'The Service Provider shall perform the Services with reasonable skill and care; any timetable is an estimate only.',
        balanced:
          'The Service Provider shall perform the Services with reasonable skill and care and in accordance with good industry practice.',
        favoursSecond:
          'The Service Provider shall perform the Services with the skill and care of a leading provider of similar services, and shall meet the agreed timetable.',
      }),
    ]),
    clause('Term', [
      `This Agreement begins on ${values.html('Start Date')} and continues for ${values.html('Term')}, unless terminated earlier under this Agreement.`,
    ]),
    clause('Fees and Payment', [
      `The Client shall pay the Service Provider ${values.html('Fee')} for the Services.`,
      ...(payment.statedHtml ? [payment.statedHtml] : []),
      wordingFor(side, {
        favoursFirst: `The Service Provider shall invoice the Client and the Client shall pay each invoice ${payment.dueHtml}; late payments bear interest at 1.5% per month until paid.`,
        balanced: `The Service Provider shall invoice the Client and the Client shall pay each undisputed invoice ${payment.dueHtml}; late payments bear interest at 1% per month.`,
        favoursSecond: `The Client shall pay each undisputed invoice ${payment.dueHtml} and may withhold payment of any amount it disputes in good faith.`,
      }),
    ]),
    clause('Confidentiality', confidentiality(sides, true)),
    clause('Intellectual Property', [
      wordingFor(side, {
        favoursFirst:
          'The Service Provider retains ownership of all intellectual property it uses or creates in performing the Services and grants the Client a non-exclusive license to use the deliverables for its internal business.',
        balanced:
          'On full payment, ownership of the deliverables created specifically for the Client transfers to the Client; the Service Provider keeps its pre-existing materials and grants the Client a license to use them as part of the deliverables.',
        favoursSecond:
          'All intellectual property in the deliverables shall belong to the Client from creation, and the Service Provider assigns all such rights to the Client.',
      }),
    ]),
    clause(
      'Limitation of Liability',
      limitationOfLiability(
        sides,
        'the total fees paid under this Agreement in the twelve (12) months before the claim',
      ),
    ),
    clause('Indemnification', indemnification(sides)),
    clause('Termination', terminationOnNotice(sides, noticePeriodHtml(values))),
    clause('Assignment', assignment()),
  ]);
}
