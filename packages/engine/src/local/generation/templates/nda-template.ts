import { agreementDraft, clause } from '../agreement-draft';
import { agreementParties } from '../agreement-parties';
import { assignment, confidentiality } from '../clause-library';
import { noticePeriodHtml } from '../deal-terms';
import type { GeneratedDraft } from '../generated-draft';
import { wordingFor } from '../party-side';
import type { TemplateValues } from '../template-values';

const DISCLOSER = { nameLabel: 'Disclosing Party', role: 'Disclosing Party', aliases: ['disclos', 'discloser'] };
const RECIPIENT = { nameLabel: 'Receiving Party', role: 'Receiving Party', aliases: ['receiv', 'recipient'] };

/** "Mutual": yes/true/mutual makes both parties disclose and receive. */
function isMutual(values: TemplateValues): boolean {
  return /^(yes|y|true|mutual|two-way|both)$/i.test(values.raw('Mutual') ?? '');
}

export function ndaTemplate(values: TemplateValues): GeneratedDraft {
  const mutual = isMutual(values);
  const parties = agreementParties(values, DISCLOSER, RECIPIENT);
  const { side, sides } = parties;
  const title = mutual ? 'Mutual Non-Disclosure Agreement' : 'Non-Disclosure Agreement';
  const period = values.html('Confidentiality Period');
  return agreementDraft(
    values,
    parties,
    { name: 'Non-Disclosure Agreement', title, dateHtml: values.html('Effective Date') },
    [
      clause('Purpose', [
        mutual
          ? `The parties wish to exchange Confidential Information for the following purpose: ${values.html('Purpose')} (the "Purpose"). Each party may act as the Disclosing Party and as the Receiving Party.`
          : `The Disclosing Party intends to disclose Confidential Information to the Receiving Party for the following purpose: ${values.html('Purpose')} (the "Purpose").`,
      ]),
      clause('Confidential Information', [
        '"Confidential Information" means all information disclosed by or on behalf of a party, whether in writing, orally or in any other form, that is marked as confidential or that a reasonable person would understand to be confidential, including business plans, customer lists, pricing, technical data, software and trade secrets.',
      ]),
      clause('Obligations of Confidentiality', [
        ...confidentiality(sides, mutual),
        wordingFor(side, {
          favoursFirst:
            'The Receiving Party shall use the Confidential Information only for the Purpose, shall protect it with at least the care it uses for its own most sensitive information and never less than reasonable care, and shall be responsible for any breach by the persons to whom it discloses it.',
          balanced:
            'The Receiving Party shall use the Confidential Information only for the Purpose and shall protect it with the same care it uses for its own confidential information, and never less than reasonable care.',
          favoursSecond:
            'The Receiving Party shall use reasonable efforts to use the Confidential Information only for the Purpose and may share it with its employees, advisers and contractors who need to know it for the Purpose.',
        }),
      ]),
      clause('Return or Destruction', [
        'On written request of the disclosing party, or when the Purpose ends, the Receiving Party shall promptly return or destroy all Confidential Information in its possession and confirm in writing that it has done so.',
      ]),
      clause('Term', [
        `This Agreement takes effect on the Effective Date and the obligations of confidentiality under it shall continue for ${period} from the Effective Date.`,
        `Either party may terminate this Agreement by giving ${noticePeriodHtml(values)} written notice, but the obligations of confidentiality shall survive termination for the period stated above.`,
      ]),
      clause('No License', [
        'Nothing in this Agreement grants the Receiving Party any license or other right in the Confidential Information, which remains the property of the party that disclosed it.',
      ]),
      clause('Remedies', [
        wordingFor(side, {
          favoursFirst:
            'The Receiving Party acknowledges that a breach of this Agreement may cause irreparable harm, and the Disclosing Party shall be entitled to seek injunctive relief in addition to any other remedy, and to recover its reasonable legal costs of enforcing this Agreement.',
          balanced:
            'Each party acknowledges that a breach of this Agreement may cause irreparable harm, and the injured party may seek injunctive relief in addition to any other remedy available at law.',
          favoursSecond:
            'A party claiming a breach of this Agreement must give written notice of it and may seek such remedies as a court finds appropriate; no party shall be liable for indirect or consequential loss.',
        }),
      ]),
      clause('Assignment', assignment()),
    ],
  );
}
