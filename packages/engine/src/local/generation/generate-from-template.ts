import { type GenerationTemplateId, templateForDocumentType } from '@doclens/api';
import type { GeneratedDraft, TemplateRenderer } from './generated-draft';
import { genericTemplate } from './generic-template';
import { heading, paragraph, text } from './html-blocks';
import { TemplateValues } from './template-values';
import { coverLetterTemplate } from './templates/cover-letter-template';
import { cvTemplate } from './templates/cv-template';
import { employmentContractTemplate } from './templates/employment-contract-template';
import { essayTemplate } from './templates/essay-template';
import { freelanceContractTemplate } from './templates/freelance-contract-template';
import { ndaTemplate } from './templates/nda-template';
import { partnershipAgreementTemplate } from './templates/partnership-agreement-template';
import { rentalAgreementTemplate } from './templates/rental-agreement-template';
import { researchReportTemplate } from './templates/research-report-template';
import { screenplayTemplate } from './templates/screenplay-template';
import { serviceAgreementTemplate } from './templates/service-agreement-template';

const RENDERERS: Record<GenerationTemplateId, TemplateRenderer> = {
  essay: essayTemplate,
  cv: cvTemplate,
  'cover-letter': coverLetterTemplate,
  'research-report': researchReportTemplate,
  screenplay: screenplayTemplate,
  'employment-contract': employmentContractTemplate,
  'service-agreement': serviceAgreementTemplate,
  'rental-agreement': rentalAgreementTemplate,
  nda: ndaTemplate,
  'partnership-agreement': partnershipAgreementTemplate,
  'freelance-contract': freelanceContractTemplate,
};

export interface GenerationOutput extends GeneratedDraft {
  templateId: GenerationTemplateId | null;
}

/**
 * The local engine's generator: the template the type names, filled from the parameters, with any
 * parameter the template has no place for kept in an "Additional details" section.
 */
export function generateFromTemplate(documentType: string, parameters: Record<string, string>): GenerationOutput {
  const values = new TemplateValues(parameters);
  const template = templateForDocumentType(documentType);
  if (!template) return { ...genericTemplate(documentType, values), templateId: null };
  const draft = RENDERERS[template.id](values);
  const extra = values.others([...template.labels]);
  const additional =
    extra.length === 0
      ? ''
      : [
          heading(2, 'Additional Details'),
          ...extra.map(([label, value]) => paragraph(`<strong>${text(label)}:</strong> ${text(value)}`)),
        ].join('\n');
  return {
    title: draft.title,
    html: additional ? `${draft.html}\n${additional}` : draft.html,
    templateId: template.id,
  };
}
